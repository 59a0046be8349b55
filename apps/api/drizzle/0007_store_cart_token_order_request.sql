ALTER TABLE "shopping_carts" DROP CONSTRAINT "shopping_carts_owner";--> statement-breakpoint
DROP INDEX "shopping_carts_open_guest_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_carts_guest_token_unique" ON "shopping_carts" USING btree ("guest_token_hash") WHERE "shopping_carts"."guest_token_hash" is not null;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_owner" CHECK ("shopping_carts"."user_id" is not null or "shopping_carts"."guest_token_hash" is not null);