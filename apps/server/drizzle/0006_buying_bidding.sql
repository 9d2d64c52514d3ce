CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."bill_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"qty" integer DEFAULT 1 NOT NULL,
	"price_jpy" bigint NOT NULL,
	"tax_jpy" bigint DEFAULT 0 NOT NULL,
	"previous_price_jpy" bigint,
	"domestic_shipping_jpy" bigint,
	"weight_g" integer,
	"width_cm" integer,
	"length_cm" integer,
	"height_cm" integer,
	"extra_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"route_code" text,
	"ship_mode" text,
	"note" text DEFAULT '' NOT NULL,
	"groups" text,
	"seller_id" text,
	"seller_name" text,
	"soldout" boolean DEFAULT false NOT NULL,
	"product_need_procedure" boolean DEFAULT false NOT NULL,
	"vendor_extra_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intended" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty_range" CHECK ("cart_items"."qty" between 1 and 999),
	CONSTRAINT "cart_items_price_not_negative" CHECK ("cart_items"."price_jpy" >= 0 and "cart_items"."tax_jpy" >= 0),
	CONSTRAINT "cart_items_sizes_positive" CHECK (("cart_items"."weight_g" is null or "cart_items"."weight_g" > 0) and ("cart_items"."width_cm" is null or "cart_items"."width_cm" > 0)
        and ("cart_items"."length_cm" is null or "cart_items"."length_cm" > 0) and ("cart_items"."height_cm" is null or "cart_items"."height_cm" > 0))
);
--> statement-breakpoint
CREATE TABLE "desired_price_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desired_price_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"price_jpy" bigint,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desired_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"current_price_jpy" bigint NOT NULL,
	"desired_price_jpy" bigint NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"other_price_jpy" bigint,
	"accepted_price_jpy" bigint,
	"status" integer DEFAULT 1 NOT NULL,
	"confirm" boolean DEFAULT false NOT NULL,
	"buy_auto" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"account_id" text,
	"route_code" text,
	"ship_mode" text,
	"services_extra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupons_code" text,
	"address_id" uuid,
	"note" text,
	"staff_note" text,
	"order_id" uuid,
	"order_code" text,
	"order_error" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desired_prices_status_range" CHECK ("desired_prices"."status" between 0 and 6),
	CONSTRAINT "desired_prices_prices_positive" CHECK ("desired_prices"."current_price_jpy" > 0 and "desired_prices"."desired_price_jpy" > 0),
	CONSTRAINT "desired_prices_qty_range" CHECK ("desired_prices"."qty" between 1 and 99),
	CONSTRAINT "desired_prices_other_positive" CHECK ("desired_prices"."other_price_jpy" is null or "desired_prices"."other_price_jpy" > 0),
	CONSTRAINT "desired_prices_accepted_positive" CHECK ("desired_prices"."accepted_price_jpy" is null or "desired_prices"."accepted_price_jpy" > 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"threshold_vnd" bigint,
	"rate_bps" integer,
	"min_fee_vnd" bigint,
	"max_sum_cm" integer,
	"max_weight_g" integer,
	"price_jpy" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_shape" CHECK (("pricing_settings"."kind" = 'service_fee_tier' and "pricing_settings"."threshold_vnd" >= 0 and "pricing_settings"."rate_bps" between 0 and 10000 and "pricing_settings"."min_fee_vnd" >= 0)
        or ("pricing_settings"."kind" = 'site_tax' and "pricing_settings"."rate_bps" between 0 and 10000)
        or ("pricing_settings"."kind" = 'size_class' and "pricing_settings"."max_sum_cm" > 0 and "pricing_settings"."max_weight_g" > 0 and "pricing_settings"."price_jpy" >= 0))
);
--> statement-breakpoint
CREATE TABLE "service_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"charge_type" text NOT NULL,
	"price_vnd" bigint DEFAULT 0 NOT NULL,
	"percent_bps" integer,
	"min_vnd" bigint DEFAULT 0 NOT NULL,
	"payment_stage" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_extras_code_format" CHECK ("service_extras"."code" ~ '^[a-z0-9_-]{2,32}$'),
	CONSTRAINT "service_extras_price_shape" CHECK ("service_extras"."price_vnd" >= 0 and "service_extras"."min_vnd" >= 0
        and (("service_extras"."charge_type" = 'percent_goods' and "service_extras"."percent_bps" between 1 and 10000) or ("service_extras"."charge_type" <> 'percent_goods' and "service_extras"."percent_bps" is null))
        and ("service_extras"."charge_type" <> 'per_kg' or "service_extras"."payment_stage" = 'second'))
);
--> statement-breakpoint
CREATE TABLE "shipping_modes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"route_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_per_kg_vnd" bigint NOT NULL,
	"min_weight_g" integer DEFAULT 0 NOT NULL,
	"volumetric_divisor" integer DEFAULT 6000 NOT NULL,
	"lead_days_min" integer NOT NULL,
	"lead_days_max" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_modes_code_format" CHECK ("shipping_modes"."code" ~ '^[a-z0-9_-]{2,32}$'),
	CONSTRAINT "shipping_modes_numbers" CHECK ("shipping_modes"."price_per_kg_vnd" >= 0 and "shipping_modes"."min_weight_g" >= 0 and "shipping_modes"."volumetric_divisor" > 0
        and "shipping_modes"."lead_days_min" >= 0 and "shipping_modes"."lead_days_max" >= "shipping_modes"."lead_days_min")
);
--> statement-breakpoint
CREATE TABLE "shipping_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_routes_code_format" CHECK ("shipping_routes"."code" ~ '^[A-Z0-9_-]{2,32}$')
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_code_format" CHECK ("warehouses"."code" ~ '^[A-Z0-9_-]{2,32}$')
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"link" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"qty" integer NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"price_jpy" bigint NOT NULL,
	"tax_included" boolean DEFAULT true NOT NULL,
	"domestic_shipping_jpy" bigint,
	"weight_g" integer,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"service_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_items_qty_range" CHECK ("order_items"."qty" between 1 and 999),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price_jpy" >= 0 and ("order_items"."domestic_shipping_jpy" is null or "order_items"."domestic_shipping_jpy" >= 0))
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"request_id" text,
	"address_id" uuid,
	"address" jsonb,
	"route_code" text,
	"ship_mode" text,
	"services_extra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupon_code" text,
	"note" text DEFAULT '' NOT NULL,
	"cart_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"goods_jpy" bigint NOT NULL,
	"price_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_payment_vnd" bigint NOT NULL,
	"second_payment_vnd" bigint DEFAULT 0 NOT NULL,
	"discount_vnd" bigint DEFAULT 0 NOT NULL,
	"total_vnd" bigint NOT NULL,
	"weight_g" integer DEFAULT 0 NOT NULL,
	"paid_vnd" bigint DEFAULT 0 NOT NULL,
	"refunded_vnd" bigint DEFAULT 0 NOT NULL,
	"second_payment_due_vnd" bigint DEFAULT 0 NOT NULL,
	"second_payment_paid_vnd" bigint DEFAULT 0 NOT NULL,
	"second_payment_bills" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_not_negative" CHECK ("orders"."goods_jpy" >= 0 and "orders"."first_payment_vnd" >= 0 and "orders"."second_payment_vnd" >= 0 and "orders"."discount_vnd" >= 0
        and "orders"."total_vnd" >= 0 and "orders"."paid_vnd" >= 0 and "orders"."refunded_vnd" >= 0
        and "orders"."second_payment_due_vnd" >= 0 and "orders"."second_payment_paid_vnd" >= 0 and "orders"."rate_scaled" > 0),
	CONSTRAINT "orders_refund_not_above_paid" CHECK ("orders"."refunded_vnd" <= "orders"."paid_vnd")
);
--> statement-breakpoint
CREATE TABLE "bill_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"parcel_id" uuid,
	"amount_vnd" bigint NOT NULL,
	CONSTRAINT "bill_items_amount_positive" CHECK ("bill_items"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"rate_scaled" bigint NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"route_code" text,
	"ship_mode" text,
	"address" jsonb,
	"weight_g" integer NOT NULL,
	"chargeable_weight_g" integer NOT NULL,
	"paid_entry_id" uuid,
	"paid_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_amount_positive" CHECK ("bills"."amount_vnd" > 0 and "bills"."rate_scaled" > 0),
	CONSTRAINT "bills_status_shape" CHECK (("bills"."status" = 'unpaid' and "bills"."paid_entry_id" is null and "bills"."cancelled_at" is null)
        or ("bills"."status" = 'paid' and "bills"."paid_entry_id" is not null and "bills"."paid_at" is not null and "bills"."cancelled_at" is null)
        or ("bills"."status" = 'cancelled' and "bills"."cancelled_at" is not null and "bills"."paid_entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm" integer,
	"width_cm" integer,
	"height_cm" integer,
	"chargeable_weight_g" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_weight_positive" CHECK ("parcels"."weight_g" > 0 and "parcels"."chargeable_weight_g" >= "parcels"."weight_g"),
	CONSTRAINT "parcels_size_positive" CHECK (("parcels"."length_cm" is null or "parcels"."length_cm" > 0) and ("parcels"."width_cm" is null or "parcels"."width_cm" > 0) and ("parcels"."height_cm" is null or "parcels"."height_cm" > 0))
);
--> statement-breakpoint
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigserial NOT NULL
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
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_price_events" ADD CONSTRAINT "desired_price_events_desired_price_id_desired_prices_id_fk" FOREIGN KEY ("desired_price_id") REFERENCES "public"."desired_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_prices" ADD CONSTRAINT "desired_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_prices" ADD CONSTRAINT "desired_prices_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_modes" ADD CONSTRAINT "shipping_modes_route_id_shipping_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."shipping_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_routes" ADD CONSTRAINT "shipping_routes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_entry_id_wallet_entries_id_fk" FOREIGN KEY ("paid_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_events" ADD CONSTRAINT "bid_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_notification_settings" ADD CONSTRAINT "bid_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_item_key" ON "cart_items" USING btree ("user_id","site","code","variant");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "desired_price_events_request_idx" ON "desired_price_events" USING btree ("desired_price_id","created_at");--> statement-breakpoint
CREATE INDEX "desired_prices_user_idx" ON "desired_prices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "desired_prices_status_idx" ON "desired_prices" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "desired_prices_open_key" ON "desired_prices" USING btree ("user_id","site","code") WHERE "desired_prices"."status" in (1, 2, 3, 6);--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_settings_kind_code_key" ON "pricing_settings" USING btree ("kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "service_extras_code_key" ON "service_extras" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_modes_route_code_key" ON "shipping_modes" USING btree ("route_id","code");--> statement-breakpoint
CREATE INDEX "shipping_modes_route_idx" ON "shipping_modes" USING btree ("route_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_routes_code_key" ON "shipping_routes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_routes_one_default" ON "shipping_routes" USING btree ("is_default") WHERE "shipping_routes"."is_default" and "shipping_routes"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_key" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_entry_key" ON "order_payments" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_user_idx" ON "order_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_request_key" ON "orders" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bill_items_bill_idx" ON "bill_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_items_order_idx" ON "bill_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_items_order_code_idx" ON "bill_items" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_items_parcel_key" ON "bill_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_code_key" ON "bills" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bills_user_idx" ON "bills" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_request_key" ON "parcels" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "bid_events_bid_idx" ON "bid_events" USING btree ("bid_id","seq");--> statement-breakpoint
CREATE INDEX "bids_user_idx" ON "bids" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bids_auction_idx" ON "bids" USING btree ("site","code","status");--> statement-breakpoint
CREATE INDEX "bids_status_idx" ON "bids" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_request_key" ON "bids" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_open_key" ON "bids" USING btree ("user_id","site","code") WHERE "bids"."status" in ('scheduled', 'placing', 'leading', 'outbid');