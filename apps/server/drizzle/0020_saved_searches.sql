CREATE TABLE "alert_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"site" text NOT NULL,
	"keyword" text,
	"category_id" text,
	"seller_id" text,
	"price_min_jpy" bigint,
	"price_max_jpy" bigint,
	"condition" text,
	"listing_type" text,
	"seeded_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_query_items" (
	"query_id" uuid NOT NULL,
	"code" text NOT NULL,
	"site" text NOT NULL,
	"title" text NOT NULL,
	"price_jpy" bigint,
	"image_url" text,
	"path" text NOT NULL,
	"is_auction" boolean DEFAULT false NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_query_items_query_id_code_pk" PRIMARY KEY("query_id","code")
);
--> statement-breakpoint
CREATE TABLE "saved_search_targets" (
	"saved_search_id" uuid NOT NULL,
	"query_id" uuid NOT NULL,
	CONSTRAINT "saved_search_targets_saved_search_id_query_id_pk" PRIMARY KEY("saved_search_id","query_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"keyword" text NOT NULL,
	"auto_translate" text DEFAULT 'auto' NOT NULL,
	"searched_keyword" text NOT NULL,
	"category_id" text,
	"price_min_jpy" bigint,
	"price_max_jpy" bigint,
	"condition" text,
	"listing_type" text,
	"paused" boolean DEFAULT false NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_price_order" CHECK ("saved_searches"."price_min_jpy" is null or "saved_searches"."price_max_jpy" is null or "saved_searches"."price_min_jpy" <= "saved_searches"."price_max_jpy")
);
--> statement-breakpoint
CREATE TABLE "watched_items" (
	"site" text NOT NULL,
	"code" text NOT NULL,
	"price_jpy" bigint,
	"available" boolean,
	"auction_status" text,
	"end_time" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "watched_items_site_code_pk" PRIMARY KEY("site","code")
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"events" jsonb NOT NULL,
	"ending_minutes" integer,
	"title" text NOT NULL,
	"image_url" text,
	"path" text NOT NULL,
	"query_id" uuid,
	"ending_notified_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD COLUMN "max_saved_searches" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_query_items" ADD CONSTRAINT "alert_query_items_query_id_alert_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."alert_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_targets" ADD CONSTRAINT "saved_search_targets_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_targets" ADD CONSTRAINT "saved_search_targets_query_id_alert_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."alert_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_query_id_alert_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."alert_queries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_queries_key" ON "alert_queries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "alert_queries_due_idx" ON "alert_queries" USING btree ("site","next_check_at");--> statement-breakpoint
CREATE INDEX "alert_query_items_recent_idx" ON "alert_query_items" USING btree ("query_id","first_seen_at");--> statement-breakpoint
CREATE INDEX "saved_search_targets_query_idx" ON "saved_search_targets" USING btree ("query_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "watched_items_due_idx" ON "watched_items" USING btree ("site","next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_user_target_key" ON "watches" USING btree ("user_id","kind","site","code");--> statement-breakpoint
CREATE INDEX "watches_item_idx" ON "watches" USING btree ("kind","site","code");--> statement-breakpoint
-- The saved-search limit of the seeded levels (staff may change it in /admin/vouchers → VIP levels).
UPDATE "vip_levels" SET "max_saved_searches" = CASE "code" WHEN 'silver' THEN 30 WHEN 'gold' THEN 100 WHEN 'diamond' THEN 300 ELSE 10 END;
