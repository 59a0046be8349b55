CREATE TABLE "analyst_credentials" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cnpi" text NOT NULL,
	"declaration_accepted_at" timestamp with time zone,
	"conflicts_of_interest" text DEFAULT '' NOT NULL,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analyst_trade_methods" (
	"user_id" integer NOT NULL,
	"trade_method_id" integer NOT NULL,
	CONSTRAINT "analyst_trade_methods_user_id_trade_method_id_pk" PRIMARY KEY("user_id","trade_method_id")
);
--> statement-breakpoint
CREATE TABLE "financial_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"tick_size_cents" integer DEFAULT 1 NOT NULL,
	"lot_size" integer DEFAULT 100 NOT NULL,
	"for_setups" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_assets_tick_positive" CHECK ("financial_assets"."tick_size_cents" > 0),
	CONSTRAINT "financial_assets_lot_positive" CHECK ("financial_assets"."lot_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"open_cents" integer NOT NULL,
	"high_cents" integer NOT NULL,
	"low_cents" integer NOT NULL,
	"close_cents" integer NOT NULL,
	"volume" bigint,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_bar_coherent" CHECK ("quotes"."low_cents" > 0 and "quotes"."low_cents" <= "quotes"."high_cents" and "quotes"."open_cents" between "quotes"."low_cents" and "quotes"."high_cents" and "quotes"."close_cents" between "quotes"."low_cents" and "quotes"."high_cents")
);
--> statement-breakpoint
CREATE TABLE "recommendation_chat_posts" (
	"recommendation_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_chat_posts_recommendation_id_chat_id_pk" PRIMARY KEY("recommendation_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recommendation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"price_cents" integer,
	"target" smallint,
	"previous_stop_cents" integer,
	"at" timestamp with time zone NOT NULL,
	"author_id" integer,
	"quote_id" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_follows" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email_digest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_follows_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"analyst_id" integer NOT NULL,
	"trade_method_id" integer NOT NULL,
	"setup_id" integer,
	"asset_id" integer NOT NULL,
	"operation" text NOT NULL,
	"frequency" text NOT NULL,
	"entry_min_cents" integer NOT NULL,
	"entry_max_cents" integer NOT NULL,
	"initial_stop_cents" integer NOT NULL,
	"targets_cents" integer[] NOT NULL,
	"stop_conduction" text NOT NULL,
	"target_conduction" text NOT NULL,
	"position_size" text NOT NULL,
	"rationale_html" text DEFAULT '' NOT NULL,
	"chart_image_key" text,
	"chart_image_alt" text,
	"valid_until" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"stop_cents" integer NOT NULL,
	"entry_cents" integer,
	"targets_hit" smallint DEFAULT 0 NOT NULL,
	"exits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_quote_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"result_percent" double precision,
	"result_cents" double precision,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendations_entry_range" CHECK ("recommendations"."entry_min_cents" <= "recommendations"."entry_max_cents"),
	CONSTRAINT "recommendations_targets" CHECK (cardinality("recommendations"."targets_cents") between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "trade_method_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_method_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description_html" text,
	"brand" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyst_credentials" ADD CONSTRAINT "analyst_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyst_trade_methods" ADD CONSTRAINT "analyst_trade_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyst_trade_methods" ADD CONSTRAINT "analyst_trade_methods_trade_method_id_trade_methods_id_fk" FOREIGN KEY ("trade_method_id") REFERENCES "public"."trade_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_asset_id_financial_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."financial_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_chat_posts" ADD CONSTRAINT "recommendation_chat_posts_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_events" ADD CONSTRAINT "recommendation_events_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_events" ADD CONSTRAINT "recommendation_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_events" ADD CONSTRAINT "recommendation_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_follows" ADD CONSTRAINT "recommendation_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_analyst_id_users_id_fk" FOREIGN KEY ("analyst_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_trade_method_id_trade_methods_id_fk" FOREIGN KEY ("trade_method_id") REFERENCES "public"."trade_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_setup_id_trade_method_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."trade_method_setups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_asset_id_financial_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."financial_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_method_setups" ADD CONSTRAINT "trade_method_setups_trade_method_id_trade_methods_id_fk" FOREIGN KEY ("trade_method_id") REFERENCES "public"."trade_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_assets_code_unique" ON "financial_assets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_asset_at_source_unique" ON "quotes" USING btree ("asset_id","at","source");--> statement-breakpoint
CREATE INDEX "quotes_asset_at_idx" ON "quotes" USING btree ("asset_id","at");--> statement-breakpoint
CREATE INDEX "recommendation_events_recommendation_idx" ON "recommendation_events" USING btree ("recommendation_id","id");--> statement-breakpoint
CREATE INDEX "recommendation_follows_target_idx" ON "recommendation_follows" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "recommendations_status_idx" ON "recommendations" USING btree ("brand","status","published_at");--> statement-breakpoint
CREATE INDEX "recommendations_asset_idx" ON "recommendations" USING btree ("asset_id","status");--> statement-breakpoint
CREATE INDEX "recommendations_method_idx" ON "recommendations" USING btree ("trade_method_id","published_at");--> statement-breakpoint
CREATE INDEX "recommendations_closed_idx" ON "recommendations" USING btree ("closed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_method_setups_name_unique" ON "trade_method_setups" USING btree ("trade_method_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_methods_slug_unique" ON "trade_methods" USING btree ("slug");--> statement-breakpoint
-- The history is append-only: nobody, not even staff with database rights through the API, can
-- change or remove what a recommendation went through.
CREATE FUNCTION "recommendation_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'recommendation_events is append-only' USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "recommendation_events_append_only"
  BEFORE UPDATE OR DELETE ON "recommendation_events"
  FOR EACH ROW EXECUTE FUNCTION "recommendation_events_append_only"();
