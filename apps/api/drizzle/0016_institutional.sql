CREATE TABLE "advisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cover_url" text,
	"cover_alt" text,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio_html" text,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" text,
	"uf" text,
	"email" text,
	"phone" text,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencers_code_format" CHECK ("influencers"."code" ~ '^[A-Za-z0-9_-]{2,60}$')
);
--> statement-breakpoint
CREATE TABLE "investment_page_advisors" (
	"page_id" integer NOT NULL,
	"advisor_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "investment_page_advisors_page_id_advisor_id_pk" PRIMARY KEY("page_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "investment_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"cover_url" text,
	"cover_alt" text,
	"content_html" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD CONSTRAINT "advisors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_page_advisors" ADD CONSTRAINT "investment_page_advisors_page_id_investment_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."investment_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_page_advisors" ADD CONSTRAINT "investment_page_advisors_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisors_order_idx" ON "advisors" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "advisors_user_unique" ON "advisors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_code_unique" ON "influencers" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "investment_page_advisors_advisor_idx" ON "investment_page_advisors" USING btree ("advisor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_pages_slug_unique" ON "investment_pages" USING btree ("slug");--> statement-breakpoint
-- hand-written: institutional
-- The site's snapshot (advisors module) is kept per process and dropped by the change feed
-- (docs/adr/0008): staff edit these tables rarely, so any change drops the whole snapshot.
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON advisors
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON investment_pages
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON investment_page_advisors
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();
