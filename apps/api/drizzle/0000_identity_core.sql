CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"has_children" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"base_profile_id" integer
);
--> statement-breakpoint
CREATE TABLE "profile_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	"create" smallint DEFAULT 0 NOT NULL,
	"read" smallint DEFAULT 0 NOT NULL,
	"update" smallint DEFAULT 0 NOT NULL,
	"delete" smallint DEFAULT 0 NOT NULL,
	"manage" smallint DEFAULT 0 NOT NULL,
	"menu" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_permissions_flags_are_bits" CHECK ("profile_permissions"."create" in (0, 1) and "profile_permissions"."read" in (0, 1) and "profile_permissions"."update" in (0, 1) and "profile_permissions"."delete" in (0, 1) and "profile_permissions"."manage" in (0, 1) and "profile_permissions"."menu" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"email" text NOT NULL,
	"identifier" text,
	"password_hash" text NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_permissions" ADD CONSTRAINT "profile_permissions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_permissions" ADD CONSTRAINT "profile_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_name_unique" ON "permissions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_permissions_pair_unique" ON "profile_permissions" USING btree ("profile_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_profile_idx" ON "users" USING btree ("profile_id");