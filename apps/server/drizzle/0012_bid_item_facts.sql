ALTER TABLE "bids" ADD COLUMN "shipping_payer" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "domestic_shipping_jpy" bigint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "seller_name" text;