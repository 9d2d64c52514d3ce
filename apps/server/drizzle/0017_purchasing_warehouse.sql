CREATE TABLE "photo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"price_vnd" bigint NOT NULL,
	"ledger_entry_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_requests_price_valid" CHECK ("photo_requests"."price_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"marketplace_order_number" text NOT NULL,
	"tracking_number" text,
	"price_paid_jpy" bigint NOT NULL,
	"domestic_shipping_jpy" bigint NOT NULL,
	"expected_goods_jpy" bigint NOT NULL,
	"expected_shipping_jpy" bigint NOT NULL,
	"difference_jpy" bigint NOT NULL,
	"difference_vnd" bigint NOT NULL,
	"formula" text DEFAULT '' NOT NULL,
	"refund_entry_id" uuid,
	"won_auction" boolean DEFAULT false NOT NULL,
	"request_key" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amounts_valid" CHECK ("purchases"."price_paid_jpy" >= 0 and "purchases"."domestic_shipping_jpy" >= 0 and "purchases"."expected_goods_jpy" >= 0 and "purchases"."expected_shipping_jpy" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_package_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"request_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"shelf" text NOT NULL,
	"condition" text DEFAULT 'good' NOT NULL,
	"condition_note" text DEFAULT '' NOT NULL,
	"scanned_code" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" uuid,
	CONSTRAINT "warehouse_packages_measures_valid" CHECK ("warehouse_packages"."weight_g" between 1 and 100000 and "warehouse_packages"."length_cm" between 1 and 300 and "warehouse_packages"."width_cm" between 1 and 300 and "warehouse_packages"."height_cm" between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_package_id_warehouse_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."warehouse_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_package_photos" ADD CONSTRAINT "warehouse_package_photos_package_id_warehouse_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."warehouse_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_package_photos" ADD CONSTRAINT "warehouse_package_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_packages" ADD CONSTRAINT "warehouse_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_packages" ADD CONSTRAINT "warehouse_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_requests_status_idx" ON "photo_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_requests_open_key" ON "photo_requests" USING btree ("package_id") WHERE "photo_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_order_key" ON "purchases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "purchases_tracking_idx" ON "purchases" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "purchases_number_idx" ON "purchases" USING btree ("marketplace_order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_package_photos_file_key" ON "warehouse_package_photos" USING btree ("package_id","file_id");--> statement-breakpoint
CREATE INDEX "warehouse_package_photos_package_idx" ON "warehouse_package_photos" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_packages_order_key" ON "warehouse_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warehouse_packages_user_idx" ON "warehouse_packages" USING btree ("user_id","received_at");