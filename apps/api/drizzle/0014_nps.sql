CREATE TABLE "nps_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_user_id" integer NOT NULL,
	"assigned_to" integer,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nps_question_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nps_question_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"send_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"score" smallint,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"brand" text,
	CONSTRAINT "nps_question_users_score_range" CHECK ("nps_question_users"."score" is null or "nps_question_users"."score" between 1 and 10),
	CONSTRAINT "nps_question_users_answer_shape" CHECK (("nps_question_users"."answered_at" is null and "nps_question_users"."score" is null and "nps_question_users"."answer_text" is null)
        or ("nps_question_users"."answered_at" is not null and ("nps_question_users"."score" is null) <> ("nps_question_users"."answer_text" is null)))
);
--> statement-breakpoint
CREATE TABLE "nps_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"category_id" integer NOT NULL,
	"open_question" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nps_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_ids" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"created" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nps_follow_ups" ADD CONSTRAINT "nps_follow_ups_question_user_id_nps_question_users_id_fk" FOREIGN KEY ("question_user_id") REFERENCES "public"."nps_question_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_follow_ups" ADD CONSTRAINT "nps_follow_ups_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_question_users" ADD CONSTRAINT "nps_question_users_question_id_nps_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."nps_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_question_users" ADD CONSTRAINT "nps_question_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_question_users" ADD CONSTRAINT "nps_question_users_send_id_nps_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."nps_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_questions" ADD CONSTRAINT "nps_questions_category_id_nps_question_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."nps_question_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_sends" ADD CONSTRAINT "nps_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nps_follow_ups_answer_unique" ON "nps_follow_ups" USING btree ("question_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nps_question_categories_name_unique" ON "nps_question_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "nps_question_users_pending_unique" ON "nps_question_users" USING btree ("question_id","user_id") WHERE "nps_question_users"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "nps_question_users_user_idx" ON "nps_question_users" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "nps_question_users_send_idx" ON "nps_question_users" USING btree ("send_id");--> statement-breakpoint
CREATE INDEX "nps_question_users_question_idx" ON "nps_question_users" USING btree ("question_id","answered_at");--> statement-breakpoint
CREATE INDEX "nps_questions_category_idx" ON "nps_questions" USING btree ("category_id");--> statement-breakpoint
-- Hand-written: the NPS question categories every installation starts with (staff pick them in
-- the question form; the list is small and fixed, so there is no screen to edit it).
INSERT INTO "nps_question_categories" ("name", "sort_order") VALUES
  ('Produto', 1), ('Conteúdo', 2), ('Atendimento', 3), ('Plataforma', 4), ('Transmissões', 5)
ON CONFLICT DO NOTHING;
