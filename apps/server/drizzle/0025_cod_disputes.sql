CREATE TABLE "cod_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remittance_id" uuid NOT NULL,
	"carrier_name" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settlement_entry_id" uuid,
	"settlement_reference" text,
	"settlement_note" text,
	"settled_on" date,
	"settled_by" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_disputes_amount_positive" CHECK ("cod_disputes"."amount_vnd" > 0),
	CONSTRAINT "cod_disputes_settled" CHECK (("cod_disputes"."status" = 'open') = ("cod_disputes"."settlement_entry_id" is null))
);
--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_settlement_entry_id_wallet_entries_id_fk" FOREIGN KEY ("settlement_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_disputes" ADD CONSTRAINT "cod_disputes_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_disputes_remittance_key" ON "cod_disputes" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "cod_disputes_status_idx" ON "cod_disputes" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO wallet_accounts (kind) VALUES ('cod_disputed'), ('cod_losses') ON CONFLICT DO NOTHING;
