CREATE TABLE "helpdesk_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"status" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"assignee_id" integer,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'novo' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "helpdesk_tickets_status_check" CHECK ("helpdesk_tickets"."status" in ('novo', 'em_atendimento', 'pendente', 'resolvido', 'fechado')),
	CONSTRAINT "helpdesk_tickets_priority_check" CHECK ("helpdesk_tickets"."priority" in ('baixa', 'media', 'alta', 'urgente'))
);
--> statement-breakpoint
CREATE TABLE "bi_dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"url" text NOT NULL,
	"metabase_dashboard_id" integer,
	"metabase_secret" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bi_dashboards_provider_check" CHECK ("bi_dashboards"."provider" in ('metabase', 'url'))
);
--> statement-breakpoint
ALTER TABLE "helpdesk_attachments" ADD CONSTRAINT "helpdesk_attachments_ticket_id_helpdesk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_attachments" ADD CONSTRAINT "helpdesk_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_comments" ADD CONSTRAINT "helpdesk_comments_ticket_id_helpdesk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_comments" ADD CONSTRAINT "helpdesk_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helpdesk_attachments_ticket_idx" ON "helpdesk_attachments" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_attachments_key_unique" ON "helpdesk_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "helpdesk_comments_ticket_idx" ON "helpdesk_comments" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_requester_idx" ON "helpdesk_tickets" USING btree ("requester_id","updated_at");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_assignee_idx" ON "helpdesk_tickets" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_status_idx" ON "helpdesk_tickets" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bi_dashboards_slug_unique" ON "bi_dashboards" USING btree ("slug");