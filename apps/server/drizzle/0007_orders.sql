CREATE SEQUENCE "public"."order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_modes" ADD CONSTRAINT "shipping_modes_route_id_shipping_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."shipping_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_routes" ADD CONSTRAINT "shipping_routes_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_item_key" ON "cart_items" USING btree ("user_id","site","code","variant");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
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
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");