CREATE SEQUENCE "public"."shipment_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipment_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"packed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_boxes_measures_positive" CHECK ("shipment_boxes"."weight_g" > 0 and "shipment_boxes"."length_cm" > 0 and "shipment_boxes"."width_cm" > 0 and "shipment_boxes"."height_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_orders" (
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_code" text NOT NULL,
	"estimated_weight_g" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"route_code" text NOT NULL,
	"ship_mode" text NOT NULL,
	"address" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"separate_estimate_vnd" bigint DEFAULT 0 NOT NULL,
	"consolidated_estimate_vnd" bigint DEFAULT 0 NOT NULL,
	"bill_id" uuid,
	"international_tracking" text,
	"carrier_name" text,
	"carrier_tracking" text,
	"cod_vnd" bigint DEFAULT 0 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_amounts_not_negative" CHECK ("shipments"."separate_estimate_vnd" >= 0 and "shipments"."consolidated_estimate_vnd" >= 0 and "shipments"."cod_vnd" >= 0),
	CONSTRAINT "shipments_billed_has_bill" CHECK ("shipments"."status" in ('requested', 'packed') or "shipments"."bill_id" is not null)
);
--> statement-breakpoint
DROP INDEX "order_payments_entry_key";--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_boxes" ADD CONSTRAINT "shipment_boxes_packed_by_users_id_fk" FOREIGN KEY ("packed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_boxes_position_key" ON "shipment_boxes" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_orders_order_key" ON "shipment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_orders_shipment_idx" ON "shipment_orders" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_code_key" ON "shipments" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_bill_key" ON "shipments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "shipments_user_idx" ON "shipments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_entry_order_key" ON "order_payments" USING btree ("ledger_entry_id","order_id");