CREATE TABLE "search_keyword_visits" (
	"type_code" text NOT NULL,
	"name" text NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "search_keyword_visits_type_code_name_visitor_key_day_pk" PRIMARY KEY("type_code","name","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "visitor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Counts made before this migration came from an unchecked endpoint (anyone could post any text):
-- their visitor_count stays 0, so none of them is listed until real visitors search for it.
UPDATE "search_keywords" SET "visitor_count" = 0;
