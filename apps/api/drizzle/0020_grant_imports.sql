CREATE TABLE "grant_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"email" text,
	"key" text NOT NULL,
	"product_id" integer,
	"signature_type_id" integer,
	"course_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"days" integer,
	"ends_at" timestamp with time zone,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_user_id" integer,
	CONSTRAINT "grant_imports_subject" CHECK (("grant_imports"."kind" = 'xp' and "grant_imports"."code" is not null) or ("grant_imports"."kind" = 'email_bind' and "grant_imports"."email" is not null)),
	CONSTRAINT "grant_imports_releases" CHECK ("grant_imports"."product_id" is not null or "grant_imports"."signature_type_id" is not null or cardinality("grant_imports"."course_ids") > 0),
	CONSTRAINT "grant_imports_period" CHECK (("grant_imports"."days" is null) <> ("grant_imports"."ends_at" is null) and ("grant_imports"."days" is null or "grant_imports"."days" > 0)),
	CONSTRAINT "grant_imports_applied" CHECK (("grant_imports"."applied_at" is null) = ("grant_imports"."applied_user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "grant_imports" ADD CONSTRAINT "grant_imports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_imports" ADD CONSTRAINT "grant_imports_signature_type_id_signature_types_id_fk" FOREIGN KEY ("signature_type_id") REFERENCES "public"."signature_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_imports" ADD CONSTRAINT "grant_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_imports" ADD CONSTRAINT "grant_imports_applied_user_id_users_id_fk" FOREIGN KEY ("applied_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grant_imports_kind_key_unique" ON "grant_imports" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "grant_imports_pending_email_idx" ON "grant_imports" USING btree ("email") WHERE "grant_imports"."kind" = 'email_bind' and "grant_imports"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "grant_imports_applied_user_idx" ON "grant_imports" USING btree ("applied_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_grants_import_once" ON "access_grants" USING btree ("source","source_id","kind","target_id") WHERE "access_grants"."source" in ('xp', 'email_bind');