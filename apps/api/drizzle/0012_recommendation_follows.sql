-- Following methods and analysts (issue 15): a follow gets an id (unfollow by id), the brand it was
-- followed in and the origin its digest links point to; the daily digest is claimed per person and day.
CREATE TABLE "recommendation_digests" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"outbox_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "recommendation_follows" DROP CONSTRAINT "recommendation_follows_user_id_kind_target_id_pk";--> statement-breakpoint
ALTER TABLE "recommendation_follows" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_follows" ADD COLUMN "brand" text NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_follows" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "recommendation_digests" ADD CONSTRAINT "recommendation_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_follows_unique" ON "recommendation_follows" USING btree ("user_id","brand","kind","target_id");