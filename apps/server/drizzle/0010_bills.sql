CREATE SEQUENCE "public"."bill_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_items" ADD CONSTRAINT "bill_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_paid_entry_id_wallet_entries_id_fk" FOREIGN KEY ("paid_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_items_bill_idx" ON "bill_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_items_order_idx" ON "bill_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_items_order_code_idx" ON "bill_items" USING btree ("order_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_items_parcel_key" ON "bill_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_code_key" ON "bills" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bills_user_idx" ON "bills" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_request_key" ON "parcels" USING btree ("order_id","request_key");