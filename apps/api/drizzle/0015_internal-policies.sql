CREATE TABLE "internal_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"required_reading" boolean DEFAULT false NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"current_version_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "internal_policy_confirmations" (
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "internal_policy_confirmations_version_id_user_id_pk" PRIMARY KEY("version_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "internal_policy_profiles" (
	"policy_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "internal_policy_profiles_policy_id_profile_id_pk" PRIMARY KEY("policy_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "internal_policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text,
	"file_key" text,
	"file_name" text,
	"file_size_bytes" bigint,
	"change_note" text,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internal_policies" ADD CONSTRAINT "internal_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policies" ADD CONSTRAINT "internal_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_confirmations" ADD CONSTRAINT "internal_policy_confirmations_version_id_internal_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."internal_policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_confirmations" ADD CONSTRAINT "internal_policy_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_profiles" ADD CONSTRAINT "internal_policy_profiles_policy_id_internal_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."internal_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_profiles" ADD CONSTRAINT "internal_policy_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_versions" ADD CONSTRAINT "internal_policy_versions_policy_id_internal_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."internal_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_versions" ADD CONSTRAINT "internal_policy_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_policy_versions" ADD CONSTRAINT "internal_policy_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_policies_category_idx" ON "internal_policies" USING btree ("category");--> statement-breakpoint
CREATE INDEX "internal_policy_confirmations_user_idx" ON "internal_policy_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "internal_policy_profiles_profile_idx" ON "internal_policy_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_policy_versions_number_unique" ON "internal_policy_versions" USING btree ("policy_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_policy_versions_one_draft" ON "internal_policy_versions" USING btree ("policy_id") WHERE "internal_policy_versions"."published_at" is null;--> statement-breakpoint
CREATE INDEX "internal_policy_versions_file_idx" ON "internal_policy_versions" USING btree ("file_key");--> statement-breakpoint
-- hand-written: internal-policies
-- A published version is the text people confirmed: the database refuses to change it (the
-- service never tries; this keeps a future edit path or a manual UPDATE from rewriting history).
CREATE FUNCTION internal_policy_version_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.published_at IS NOT NULL THEN
    RAISE EXCEPTION 'internal policy version % is published and frozen', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'internal_policy_versions_frozen';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER internal_policy_versions_frozen BEFORE UPDATE ON internal_policy_versions
  FOR EACH ROW EXECUTE FUNCTION internal_policy_version_frozen();
