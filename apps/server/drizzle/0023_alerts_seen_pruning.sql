ALTER TABLE "alert_queries" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_query_items" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_query_items" ADD COLUMN "last_seen_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "alert_query_items_last_seen_idx" ON "alert_query_items" USING btree ("last_seen_at");--> statement-breakpoint
-- Rows seen before this migration count as seen at their first sighting (the next read that still lists them moves it).
UPDATE "alert_query_items" SET "last_seen_at" = "first_seen_at";
