CREATE TABLE "help_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"anonymous_id" uuid,
	"helpful" boolean NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_feedback_one_voter" CHECK (("help_feedback"."user_id" is null) <> ("help_feedback"."anonymous_id" is null))
);
--> statement-breakpoint
CREATE TABLE "help_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_text" text NOT NULL,
	"brands" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_questions_brands_not_empty" CHECK (cardinality("help_questions"."brands") > 0)
);
--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_question_id_help_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."help_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_categories_slug_unique" ON "help_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_user_unique" ON "help_feedback" USING btree ("question_id","user_id") WHERE "help_feedback"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "help_feedback_anonymous_unique" ON "help_feedback" USING btree ("question_id","anonymous_id") WHERE "help_feedback"."anonymous_id" is not null;--> statement-breakpoint
CREATE INDEX "help_feedback_user_idx" ON "help_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_questions_category_idx" ON "help_questions" USING btree ("category_id","sort_order");--> statement-breakpoint
-- hand-written: help
-- The public help centre is kept per process and brand (docs/adr/0008): any change to the
-- categories or the questions drops it.
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON help_categories
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();--> statement-breakpoint
CREATE TRIGGER lsp_change AFTER INSERT OR UPDATE OR DELETE ON help_questions
  FOR EACH STATEMENT EXECUTE FUNCTION lsp_notify_change();
