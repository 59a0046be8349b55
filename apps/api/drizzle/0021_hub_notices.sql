CREATE TABLE "hub_notice_profiles" (
	"notice_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "hub_notice_profiles_notice_id_profile_id_pk" PRIMARY KEY("notice_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "hub_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_notices_window_check" CHECK ("hub_notices"."ends_at" is null or "hub_notices"."ends_at" > "hub_notices"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "hub_notice_profiles" ADD CONSTRAINT "hub_notice_profiles_notice_id_hub_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."hub_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_notice_profiles" ADD CONSTRAINT "hub_notice_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_notices" ADD CONSTRAINT "hub_notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hub_notice_profiles_profile_idx" ON "hub_notice_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "hub_notices_window_idx" ON "hub_notices" USING btree ("starts_at","ends_at");