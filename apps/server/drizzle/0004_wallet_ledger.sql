CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"balance_vnd" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_customer_not_negative" CHECK ("wallet_accounts"."user_id" is null or "wallet_accounts"."balance_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"amount_vnd" bigint NOT NULL,
	"description" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"rate_scaled" bigint,
	"hold_id" uuid,
	"metadata" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_positive" CHECK ("wallet_entries"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"remaining_vnd" bigint NOT NULL,
	"captured_vnd" bigint DEFAULT 0 NOT NULL,
	"released_vnd" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"rate_scaled" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_holds_remaining_not_negative" CHECK ("wallet_holds"."remaining_vnd" >= 0),
	CONSTRAINT "wallet_holds_adds_up" CHECK ("wallet_holds"."captured_vnd" + "wallet_holds"."released_vnd" + "wallet_holds"."remaining_vnd" = "wallet_holds"."amount_vnd")
);
--> statement-breakpoint
CREATE TABLE "wallet_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"balance_after_vnd" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_postings_amount_not_zero" CHECK ("wallet_postings"."amount_vnd" <> 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_postings" ADD CONSTRAINT "wallet_postings_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_kind_key" ON "wallet_accounts" USING btree ("user_id","kind") WHERE "wallet_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_kind_key" ON "wallet_accounts" USING btree ("kind") WHERE "wallet_accounts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idempotency_key" ON "wallet_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_created_idx" ON "wallet_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_holds_user_status_idx" ON "wallet_holds" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wallet_holds_reference_idx" ON "wallet_holds" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "wallet_postings_entry_idx" ON "wallet_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "wallet_postings_account_idx" ON "wallet_postings" USING btree ("account_id","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not emit triggers). Each entry's postings must sum to zero at commit.
CREATE FUNCTION wallet_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_vnd), 0) INTO total FROM wallet_postings WHERE entry_id = NEW.entry_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'wallet entry % is unbalanced (sum %)', NEW.entry_id, total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_postings_balanced AFTER INSERT ON wallet_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_entry_balanced();
--> statement-breakpoint
-- Entries and postings are append-only: a correction is a new entry.
CREATE FUNCTION wallet_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet ledger rows are append-only (%)', TG_TABLE_NAME USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
--> statement-breakpoint
CREATE TRIGGER wallet_postings_append_only BEFORE UPDATE OR DELETE ON wallet_postings
  FOR EACH ROW EXECUTE FUNCTION wallet_append_only();
--> statement-breakpoint
INSERT INTO wallet_accounts (kind) VALUES
  ('bank_clearing'), ('revenue'), ('marketplace_payables'), ('refunds'), ('adjustments');
