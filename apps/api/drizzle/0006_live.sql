CREATE TABLE "broadcast_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description_html" text,
	"cover_url" text,
	"category_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description_html" text,
	"video_url" text NOT NULL,
	"recording_url" text,
	"thumbnail_url" text,
	"category_id" integer,
	"program_id" integer,
	"chat_id" integer,
	"scheduled_start_at" timestamp with time zone NOT NULL,
	"scheduled_end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"open_to_all" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "broadcasts_window" CHECK ("broadcasts"."scheduled_end_at" > "broadcasts"."scheduled_start_at")
);
--> statement-breakpoint
CREATE TABLE "chat_message_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"message_id" bigint,
	"uploaded_by" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_files_size" CHECK ("chat_message_files"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"broadcast_id" integer,
	"message" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"origin" smallint DEFAULT 1 NOT NULL,
	"payload" jsonb,
	"reply_to_id" bigint,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"hidden_by" integer,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type" CHECK ("chat_messages"."type" in (1, 3, 5)),
	CONSTRAINT "chat_messages_origin" CHECK ("chat_messages"."origin" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "chat_moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"moderator_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_user_id" integer,
	"message_id" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"muted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"reason" text,
	"muted_by" integer NOT NULL,
	"unmuted_at" timestamp with time zone,
	"unmuted_by" integer
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"recommendations" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_slow_mode_range" CHECK ("chats"."slow_mode_seconds" between 0 and 3600)
);
--> statement-breakpoint
CREATE TABLE "schedule_grid_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"hour" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type_id" integer,
	"program_id" integer,
	"broadcast_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_items_date_format" CHECK ("schedule_items"."date" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "schedule_items_hour_format" CHECK ("schedule_items"."hour" ~ '^([01]\d|2[0-3]):[0-5]\d$'),
	CONSTRAINT "schedule_items_duration" CHECK ("schedule_items"."duration_minutes" between 5 and 1440)
);
--> statement-breakpoint
ALTER TABLE "broadcast_programs" ADD CONSTRAINT "broadcast_programs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_program_id_broadcast_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."broadcast_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_files" ADD CONSTRAINT "chat_message_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_moderation_log" ADD CONSTRAINT "chat_moderation_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mutes" ADD CONSTRAINT "chat_mutes_unmuted_by_users_id_fk" FOREIGN KEY ("unmuted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_type_id_schedule_grid_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."schedule_grid_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_program_id_broadcast_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."broadcast_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_items" ADD CONSTRAINT "schedule_items_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_programs_slug_unique" ON "broadcast_programs" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "broadcasts_start_idx" ON "broadcasts" USING btree ("scheduled_start_at");--> statement-breakpoint
CREATE INDEX "broadcasts_status_idx" ON "broadcasts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "broadcasts_program_idx" ON "broadcasts" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "chat_message_files_message_idx" ON "chat_message_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("chat_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_broadcast_idx" ON "chat_messages" USING btree ("broadcast_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_moderation_log_chat_idx" ON "chat_moderation_log" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chat_mutes_chat_user_idx" ON "chat_mutes" USING btree ("chat_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_mutes_open_unique" ON "chat_mutes" USING btree ("chat_id","user_id") WHERE "chat_mutes"."unmuted_at" is null;--> statement-breakpoint
CREATE INDEX "schedule_items_date_idx" ON "schedule_items" USING btree ("date","hour");