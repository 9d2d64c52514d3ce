CREATE TABLE "staff_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_roles_known" CHECK ("staff_members"."roles" <@ array['owner','purchasing','warehouse_jp','warehouse_vn','accounting','customer_care','sales']::text[])
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_members_disabled_idx" ON "staff_members" USING btree ("disabled_at");