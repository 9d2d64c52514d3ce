ALTER TABLE "product_views" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "seller_is_store" boolean;