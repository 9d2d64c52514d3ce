ALTER TABLE "service_extras" DROP CONSTRAINT "service_extras_price_shape";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "free_storage_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "storage_fee_per_kg_day_vnd" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_extras" ADD CONSTRAINT "service_extras_price_shape" CHECK ("service_extras"."price_vnd" >= 0 and "service_extras"."min_vnd" >= 0
        and (("service_extras"."charge_type" = 'percent_goods' and "service_extras"."percent_bps" between 1 and 10000) or ("service_extras"."charge_type" <> 'percent_goods' and "service_extras"."percent_bps" is null))
        and ("service_extras"."charge_type" not in ('per_kg', 'per_parcel') or "service_extras"."payment_stage" = 'second'));--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_storage_not_negative" CHECK ("warehouses"."free_storage_days" >= 0 and "warehouses"."storage_fee_per_kg_day_vnd" >= 0);--> statement-breakpoint
-- Databases seeded before this migration get the published terms: storage at Osaka 2.000 ₫/kg/day
-- after 30 free days, and the wooden crate priced per parcel (150.000 ₫/kiện).
UPDATE "warehouses" SET "storage_fee_per_kg_day_vnd" = 2000 WHERE "code" = 'JP' AND "storage_fee_per_kg_day_vnd" = 0;--> statement-breakpoint
UPDATE "service_extras" SET "charge_type" = 'per_parcel', "updated_at" = now() WHERE "code" = 'wooden_crate' AND "charge_type" = 'per_order';
