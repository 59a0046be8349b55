ALTER TABLE "courses" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "podcasts" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cover_alt" text;--> statement-breakpoint
ALTER TABLE "broadcast_programs" ADD COLUMN "cover_alt" text;