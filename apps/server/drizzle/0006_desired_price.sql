CREATE TABLE "desired_price_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desired_price_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"price_jpy" bigint,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desired_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"seller_id" text,
	"seller_name" text,
	"current_price_jpy" bigint NOT NULL,
	"desired_price_jpy" bigint NOT NULL,
	"other_price_jpy" bigint,
	"accepted_price_jpy" bigint,
	"status" integer DEFAULT 1 NOT NULL,
	"confirm" boolean DEFAULT false NOT NULL,
	"buy_auto" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"account_id" text,
	"route_code" text,
	"ship_mode" text,
	"services_extra" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coupons_code" text,
	"address_id" uuid,
	"note" text,
	"staff_note" text,
	"order_id" uuid,
	"order_code" text,
	"order_error" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desired_prices_status_range" CHECK ("desired_prices"."status" between 0 and 6),
	CONSTRAINT "desired_prices_prices_positive" CHECK ("desired_prices"."current_price_jpy" > 0 and "desired_prices"."desired_price_jpy" > 0),
	CONSTRAINT "desired_prices_other_positive" CHECK ("desired_prices"."other_price_jpy" is null or "desired_prices"."other_price_jpy" > 0),
	CONSTRAINT "desired_prices_accepted_positive" CHECK ("desired_prices"."accepted_price_jpy" is null or "desired_prices"."accepted_price_jpy" > 0)
);
--> statement-breakpoint
ALTER TABLE "desired_price_events" ADD CONSTRAINT "desired_price_events_desired_price_id_desired_prices_id_fk" FOREIGN KEY ("desired_price_id") REFERENCES "public"."desired_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_prices" ADD CONSTRAINT "desired_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_prices" ADD CONSTRAINT "desired_prices_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desired_price_events_request_idx" ON "desired_price_events" USING btree ("desired_price_id","created_at");--> statement-breakpoint
CREATE INDEX "desired_prices_user_idx" ON "desired_prices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "desired_prices_status_idx" ON "desired_prices" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "desired_prices_open_key" ON "desired_prices" USING btree ("user_id","site","code") WHERE "desired_prices"."status" in (1, 2, 3, 6);