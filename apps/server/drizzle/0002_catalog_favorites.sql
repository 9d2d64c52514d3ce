CREATE TABLE "category_translations" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name_ja" text NOT NULL,
	"name_vi" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translations_type_code_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"owner_key" text NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"price_jpy" bigint,
	"is_shops_product" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_views_owner_key_site_code_pk" PRIMARY KEY("owner_key","site","code")
);
--> statement-breakpoint
CREATE TABLE "favorite_products" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"price_jpy" bigint,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_products_user_id_site_code_pk" PRIMARY KEY("user_id","site","code")
);
--> statement-breakpoint
CREATE TABLE "favorite_stores" (
	"user_id" uuid NOT NULL,
	"site" text NOT NULL,
	"seller_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_stores_user_id_site_seller_id_pk" PRIMARY KEY("user_id","site","seller_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_products" ADD CONSTRAINT "favorite_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_stores" ADD CONSTRAINT "favorite_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_views_recent_idx" ON "product_views" USING btree ("owner_key","viewed_at");--> statement-breakpoint
CREATE INDEX "favorite_products_recent_idx" ON "favorite_products" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_stores_recent_idx" ON "favorite_stores" USING btree ("user_id","created_at");