CREATE TABLE "customer_advisors" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"advisor_id" integer NOT NULL,
	"assigned_by" integer,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_agenda_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "staff_agenda_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_agenda_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"slot_minutes" smallint NOT NULL,
	CONSTRAINT "staff_agenda_availability_window" CHECK ("staff_agenda_availability"."weekday" between 0 and 6 and "staff_agenda_availability"."start_minute" >= 0 and "staff_agenda_availability"."end_minute" <= 1440 and "staff_agenda_availability"."start_minute" < "staff_agenda_availability"."end_minute" and "staff_agenda_availability"."slot_minutes" between 15 and 240)
);
--> statement-breakpoint
CREATE TABLE "staff_agenda_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"video_url" text,
	"notes" text,
	"customer_id" integer,
	"booked_at" timestamp with time zone,
	"ics_token_hash" text,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_agenda_events_ends_after_start" CHECK ("staff_agenda_events"."ends_at" > "staff_agenda_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "staff_agenda_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "staff_agenda_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_advisors" ADD CONSTRAINT "customer_advisors_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advisors" ADD CONSTRAINT "customer_advisors_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_advisors" ADD CONSTRAINT "customer_advisors_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_attendees" ADD CONSTRAINT "staff_agenda_attendees_event_id_staff_agenda_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."staff_agenda_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_attendees" ADD CONSTRAINT "staff_agenda_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_availability" ADD CONSTRAINT "staff_agenda_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_events" ADD CONSTRAINT "staff_agenda_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_events" ADD CONSTRAINT "staff_agenda_events_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_events" ADD CONSTRAINT "staff_agenda_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_exceptions" ADD CONSTRAINT "staff_agenda_exceptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_agenda_feeds" ADD CONSTRAINT "staff_agenda_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_advisors_advisor_idx" ON "customer_advisors" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "staff_agenda_attendees_user_idx" ON "staff_agenda_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_agenda_availability_user_idx" ON "staff_agenda_availability" USING btree ("user_id","weekday");--> statement-breakpoint
CREATE INDEX "staff_agenda_events_owner_idx" ON "staff_agenda_events" USING btree ("owner_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_agenda_events_customer_idx" ON "staff_agenda_events" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_agenda_events_ics_token_unique" ON "staff_agenda_events" USING btree ("ics_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_agenda_exceptions_day_unique" ON "staff_agenda_exceptions" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_agenda_feeds_token_unique" ON "staff_agenda_feeds" USING btree ("token_hash");--> statement-breakpoint
-- hand-written: staff-agenda
-- Two customer appointments of one agenda never overlap, even when two customers book the same
-- free slot at the same instant: the database refuses the second (23P01), the service answers 409.
-- The owner is compared as a one-value range so the built-in GiST range operators suffice (no
-- btree_gist extension, which a schema-per-test database could not share).
ALTER TABLE "staff_agenda_events" ADD CONSTRAINT "staff_agenda_events_customer_no_overlap"
  EXCLUDE USING gist (int4range("owner_id", "owner_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("kind" = 'customer' AND "cancelled_at" IS NULL);
