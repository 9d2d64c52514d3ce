CREATE TABLE "cod_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_name" text NOT NULL,
	"reference" text NOT NULL,
	"received_on" date NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"note" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_amount_positive" CHECK ("cod_remittances"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_remittance_id" uuid;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_entry_id_wallet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_carrier_reference_key" ON "cod_remittances" USING btree ("carrier_name","reference");--> statement-breakpoint
CREATE INDEX "cod_remittances_created_idx" ON "cod_remittances" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_cod_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("cod_remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_cod_remittance_idx" ON "shipments" USING btree ("cod_remittance_id");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_remitted_collected" CHECK ("shipments"."cod_remittance_id" is null or "shipments"."cod_entry_id" is not null);