ALTER TABLE "shipments" DROP CONSTRAINT "shipments_billed_has_bill";--> statement-breakpoint
DROP INDEX "shipment_orders_order_key";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "paid_via" text;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_collected_by" uuid;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cod_entry_id_wallet_entries_id_fk" FOREIGN KEY ("cod_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cod_collected_by_users_id_fk" FOREIGN KEY ("cod_collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_orders_order_key" ON "shipment_orders" USING btree ("order_id") WHERE "shipment_orders"."released_at" is null;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cancelled_unbilled" CHECK ("shipments"."status" <> 'cancelled' or "shipments"."bill_id" is null);--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_billed_has_bill" CHECK ("shipments"."status" in ('requested', 'packed', 'cancelled') or "shipments"."bill_id" is not null);--> statement-breakpoint
-- The carrier's COD receivable (ADR 0017): cash a domestic carrier collected on delivery and owes
-- us until it remits. A system account of the wallet ledger, like those seeded by 0004.
INSERT INTO wallet_accounts (kind) VALUES ('cod_receivable') ON CONFLICT DO NOTHING;
