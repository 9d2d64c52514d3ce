CREATE TABLE "title_translations" (
	"source_text" text NOT NULL,
	"provider" text NOT NULL,
	"text_vi" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_translations_source_text_provider_pk" PRIMARY KEY("source_text","provider")
);
--> statement-breakpoint
ALTER TABLE "title_translations" ADD CONSTRAINT "title_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_translations_recent_idx" ON "title_translations" USING btree ("provider","updated_at");--> statement-breakpoint
ALTER TABLE "title_translations" ADD CONSTRAINT "title_translations_provider_check" CHECK ("provider" IN ('glossary', 'google', 'staff'));