CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"has_time" boolean DEFAULT true NOT NULL,
	"importance" smallint DEFAULT 2 NOT NULL,
	"country" text DEFAULT 'BR' NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "calendar_events_importance_range" CHECK ("calendar_events"."importance" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "content_completions" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_completions_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description_html" text,
	"cover_url" text,
	"author" text,
	"pages" integer,
	"file_key" text,
	"file_name" text,
	"file_size_bytes" integer,
	"category_id" integer,
	"access_period_id" integer,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"ad_texts" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ebooks_price_nonnegative" CHECK ("ebooks"."price_cents" >= 0),
	CONSTRAINT "ebooks_installments_range" CHECK ("ebooks"."max_installments" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "landing_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"landing_page_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"utm" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'launch' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"headline" text,
	"body_html" text,
	"video_url" text,
	"course_id" integer,
	"cta_text" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description_html" text,
	"cover_url" text,
	"audio_url" text,
	"video_url" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "research_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text,
	"file_key" text,
	"file_name" text,
	"file_size_bytes" integer,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_type_access_periods" (
	"signature_type_id" integer NOT NULL,
	"access_period_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "signature_type_access_periods_signature_type_id_access_period_id_pk" PRIMARY KEY("signature_type_id","access_period_id"),
	CONSTRAINT "signature_period_price_nonnegative" CHECK ("signature_type_access_periods"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trail_items" (
	"trail_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trail_items_trail_id_kind_target_id_pk" PRIMARY KEY("trail_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "trails" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text,
	"cover_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description_html" text,
	"video_url" text NOT NULL,
	"thumbnail_url" text,
	"category_id" integer,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "signature_types" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "signature_types" ADD COLUMN "benefits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_types" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_completions" ADD CONSTRAINT "content_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_access_period_id_access_periods_id_fk" FOREIGN KEY ("access_period_id") REFERENCES "public"."access_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_leads" ADD CONSTRAINT "landing_leads_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_leads" ADD CONSTRAINT "landing_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_reports" ADD CONSTRAINT "research_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_type_access_periods" ADD CONSTRAINT "signature_type_access_periods_signature_type_id_signature_types_id_fk" FOREIGN KEY ("signature_type_id") REFERENCES "public"."signature_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_type_access_periods" ADD CONSTRAINT "signature_type_access_periods_access_period_id_access_periods_id_fk" FOREIGN KEY ("access_period_id") REFERENCES "public"."access_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_items" ADD CONSTRAINT "trail_items_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_starts_idx" ON "calendar_events" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ebooks_slug_unique" ON "ebooks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "landing_leads_page_idx" ON "landing_leads" USING btree ("landing_page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_kind_slug_unique" ON "landing_pages" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "podcasts_published_idx" ON "podcasts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "research_reports_published_idx" ON "research_reports" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "trail_items_order_idx" ON "trail_items" USING btree ("trail_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "trails_slug_unique" ON "trails" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at");