CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"customer_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_seq_idx" ON "staff_audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "staff_audit_log_customer_idx" ON "staff_audit_log" USING btree ("customer_id","seq");--> statement-breakpoint
CREATE INDEX "staff_audit_log_entity_idx" ON "staff_audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
