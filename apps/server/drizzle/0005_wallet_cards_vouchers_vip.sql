CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"card_id" uuid NOT NULL,
	"card_no" text NOT NULL,
	"card_name" text NOT NULL,
	"bank_no" text NOT NULL,
	"bank_name" text,
	"amount_vnd" bigint NOT NULL,
	"hold_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"staff_note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"bank_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_withdrawals_amount_positive" CHECK ("wallet_withdrawals"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_no" text NOT NULL,
	"card_name" text NOT NULL,
	"card_format" text DEFAULT 'account' NOT NULL,
	"bank_no" text NOT NULL,
	"bank_branch" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "wallet_cards_card_no_length" CHECK (char_length("wallet_cards"."card_no") between 1 and 19),
	CONSTRAINT "wallet_cards_bank_no_length" CHECK (char_length("wallet_cards"."bank_no") = 6),
	CONSTRAINT "wallet_cards_format" CHECK ("wallet_cards"."card_format" in ('account', 'card'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"price_vnd" bigint NOT NULL,
	"service_fee_discount_bps" integer DEFAULT 0 NOT NULL,
	"deposit_share_bps" integer DEFAULT 10000 NOT NULL,
	"max_open_bids" integer NOT NULL,
	"max_hold_vnd" bigint NOT NULL,
	"priority_support" boolean DEFAULT false NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_price_not_negative" CHECK ("vip_levels"."price_vnd" >= 0),
	CONSTRAINT "vip_levels_bps_range" CHECK ("vip_levels"."service_fee_discount_bps" between 0 and 10000 and "vip_levels"."deposit_share_bps" between 0 and 10000),
	CONSTRAINT "vip_levels_limits_not_negative" CHECK ("vip_levels"."max_open_bids" >= 0 and "vip_levels"."max_hold_vnd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"months" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"price_vnd" bigint NOT NULL,
	"credit_vnd" bigint DEFAULT 0 NOT NULL,
	"payment_key" text NOT NULL,
	"ledger_entry_id" uuid,
	"renewal_code" text NOT NULL,
	"request_id" text,
	"renewed_from_id" uuid,
	"replaces_id" uuid,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_subscriptions_price_not_negative" CHECK ("vip_subscriptions"."price_vnd" >= 0 and "vip_subscriptions"."credit_vnd" >= 0),
	CONSTRAINT "vip_subscriptions_period_order" CHECK ("vip_subscriptions"."period_end" > "vip_subscriptions"."period_start"),
	CONSTRAINT "vip_subscriptions_months_range" CHECK ("vip_subscriptions"."months" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_ref_type" text NOT NULL,
	"order_ref_id" text NOT NULL,
	"order_total_vnd" bigint NOT NULL,
	"eligible_vnd" bigint DEFAULT 0 NOT NULL,
	"discount_vnd" bigint NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "voucher_redemptions_amounts" CHECK ("voucher_redemptions"."discount_vnd" > 0 and "voucher_redemptions"."order_total_vnd" >= "voucher_redemptions"."discount_vnd"),
	CONSTRAINT "voucher_redemptions_eligible" CHECK ("voucher_redemptions"."eligible_vnd" = 0 or ("voucher_redemptions"."eligible_vnd" >= "voucher_redemptions"."discount_vnd" and "voucher_redemptions"."eligible_vnd" <= "voucher_redemptions"."order_total_vnd"))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"amount_vnd" bigint,
	"percent_bps" integer,
	"max_discount_vnd" bigint,
	"min_order_vnd" bigint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_format" CHECK ("vouchers"."code" ~ '^[A-Z0-9-]{4,32}$'),
	CONSTRAINT "vouchers_discount_shape" CHECK (("vouchers"."discount_type" = 'fixed' and "vouchers"."amount_vnd" > 0 and "vouchers"."percent_bps" is null and "vouchers"."max_discount_vnd" is null)
        or ("vouchers"."discount_type" = 'percent' and "vouchers"."amount_vnd" is null and "vouchers"."percent_bps" between 1 and 10000
            and ("vouchers"."max_discount_vnd" is null or "vouchers"."max_discount_vnd" > 0))),
	CONSTRAINT "vouchers_min_order_not_negative" CHECK ("vouchers"."min_order_vnd" >= 0),
	CONSTRAINT "vouchers_period_order" CHECK ("vouchers"."valid_to" > "vouchers"."valid_from"),
	CONSTRAINT "vouchers_limits_positive" CHECK (("vouchers"."total_limit" is null or "vouchers"."total_limit" >= 1) and "vouchers"."per_customer_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_txn_id" text NOT NULL,
	"bank_reference" text,
	"gateway" text,
	"account_number" text,
	"sub_account" text,
	"amount_vnd" bigint NOT NULL,
	"direction" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"transfer_code" text,
	"transaction_at" timestamp with time zone,
	"status" text DEFAULT 'received' NOT NULL,
	"status_reason" text,
	"user_id" uuid,
	"ledger_entry_id" uuid,
	"duplicate_of" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"raw_payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('received', 'credited', 'unmatched', 'ignored', 'duplicate', 'assigned', 'rejected')),
	CONSTRAINT "bank_transfers_credited_has_customer" CHECK ("bank_transfers"."status" not in ('credited', 'assigned') or "bank_transfers"."user_id" is not null),
	CONSTRAINT "bank_transfers_decision_complete" CHECK ("bank_transfers"."status" not in ('assigned', 'rejected') or "bank_transfers"."decided_by" is not null)
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_cards" ADD CONSTRAINT "wallet_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_subscriptions" ADD CONSTRAINT "vip_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_subscriptions" ADD CONSTRAINT "vip_subscriptions_level_code_vip_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."vip_levels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_ledger_entry_id_wallet_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_request_key" ON "wallet_withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_hold_key" ON "wallet_withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_created_idx" ON "wallet_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_status_created_idx" ON "wallet_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_cards_one_primary_key" ON "wallet_cards" USING btree ("user_id") WHERE "wallet_cards"."is_primary" and "wallet_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_cards_user_created_idx" ON "wallet_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_rank_key" ON "vip_levels" USING btree ("rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_one_current" ON "vip_subscriptions" USING btree ("user_id") WHERE "vip_subscriptions"."status" in ('active', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_one_pending" ON "vip_subscriptions" USING btree ("user_id") WHERE "vip_subscriptions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_request_key" ON "vip_subscriptions" USING btree ("user_id","request_id") WHERE "vip_subscriptions"."request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_payment_key" ON "vip_subscriptions" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_one_renewal" ON "vip_subscriptions" USING btree ("renewed_from_id") WHERE "vip_subscriptions"."renewed_from_id" is not null and "vip_subscriptions"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "vip_subscriptions_user_idx" ON "vip_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_subscriptions_code_idx" ON "vip_subscriptions" USING btree ("user_id","renewal_code");--> statement-breakpoint
CREATE INDEX "vip_subscriptions_due_idx" ON "vip_subscriptions" USING btree ("status","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_voucher_key" ON "user_coupons" USING btree ("user_id","voucher_id");--> statement-breakpoint
CREATE INDEX "user_coupons_voucher_idx" ON "user_coupons" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_key" ON "voucher_redemptions" USING btree ("voucher_id","order_ref_type","order_ref_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id","status");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_idx" ON "voucher_redemptions" USING btree ("user_id","voucher_id","status");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_ref_idx" ON "voucher_redemptions" USING btree ("order_ref_type","order_ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_listing_idx" ON "vouchers" USING btree ("is_public","active","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_txn_key" ON "bank_transfers" USING btree ("provider","provider_txn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_key" ON "bank_transfers" USING btree ("bank_reference","amount_vnd","direction") WHERE "bank_transfers"."bank_reference" is not null and "bank_transfers"."status" <> 'duplicate';--> statement-breakpoint
CREATE INDEX "bank_transfers_status_created_idx" ON "bank_transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_user_created_idx" ON "bank_transfers" USING btree ("user_id","created_at");