CREATE TABLE "bid_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"latency_ms" integer,
	"price_jpy" bigint,
	"detail" jsonb,
	"actor_kind" text DEFAULT 'system' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_minute" boolean DEFAULT false NOT NULL,
	"last_minute_minutes" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"mode" text NOT NULL,
	"placer" text NOT NULL,
	"bidder_id" text NOT NULL,
	"max_price_jpy" bigint NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"route_code" text,
	"ship_mode" text,
	"shipping_charges" bigint,
	"services_extra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_methods" text,
	"partial" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"hold_id" uuid,
	"hold_amount_vnd" bigint NOT NULL,
	"hold_revision" integer DEFAULT 0 NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"scheduled_at" timestamp with time zone,
	"lead_seconds" integer,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"current_price_jpy" bigint,
	"end_time" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"title" text DEFAULT '' NOT NULL,
	"image_url" text,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"staff_id" uuid,
	"staff_taken_at" timestamp with time zone,
	"failure_code" text,
	"outcome_order_id" uuid,
	"final_price_jpy" bigint,
	"request_key" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_max_positive" CHECK ("bids"."max_price_jpy" > 0),
	CONSTRAINT "bids_qty_range" CHECK ("bids"."qty" between 1 and 99),
	CONSTRAINT "bids_hold_not_negative" CHECK ("bids"."hold_amount_vnd" >= 0),
	CONSTRAINT "bids_rate_positive" CHECK ("bids"."rate_scaled" > 0)
);
--> statement-breakpoint
ALTER TABLE "bid_events" ADD CONSTRAINT "bid_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_notification_settings" ADD CONSTRAINT "bid_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_events_bid_idx" ON "bid_events" USING btree ("bid_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_user_idx" ON "bids" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("site","code","status");--> statement-breakpoint
CREATE INDEX "bids_status_idx" ON "bids" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_request_key" ON "bids" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_open_key" ON "bids" USING btree ("user_id","site","code") WHERE "bids"."status" in ('scheduled', 'placing', 'leading', 'outbid');