CREATE TABLE "login_failure_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"kind" text DEFAULT 'password' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_code_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"address" text,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "login_failures_locked_until_idx";--> statement-breakpoint
-- The failure counts become per (username, client address); the old per-username rows (short-lived
-- locks) are dropped rather than guessed an address.
DELETE FROM "login_failures";--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_username_address_pk" PRIMARY KEY("username","address");--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "first_failed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_code_failures" ADD CONSTRAINT "voucher_code_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failure_events_address_idx" ON "login_failure_events" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "login_failure_events_created_idx" ON "login_failure_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "voucher_code_failures_user_idx" ON "voucher_code_failures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_code_failures_address_idx" ON "voucher_code_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "voucher_code_failures_created_idx" ON "voucher_code_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","last_failed_at");--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_idx" ON "login_failures" USING btree ("last_failed_at");