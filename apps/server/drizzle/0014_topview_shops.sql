ALTER TABLE "product_views" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "product_views" ADD COLUMN "seller_is_store" boolean;--> statement-breakpoint
-- Suruga-ya's top categories take the names the web shows them under (surugayaCategoryText); rows
-- still holding the names seeded before (not edited by staff since) are renamed.
UPDATE "category_translations" AS t SET "name_vi" = v.new_name, "updated_at" = now()
FROM (VALUES ('7', 'Game', 'Trò chơi'), ('3', 'Phim & video', 'Phim/Video'), ('4', 'Đĩa nhạc', 'Âm nhạc'),
             ('5', 'Đồ chơi & sở thích', 'Đồ chơi & mô hình'), ('2', 'Điện máy, máy ảnh & nghe nhìn', 'Điện tử')) AS v(code, old_name, new_name)
WHERE t."type" = 'suruga-ya' AND t."code" = v.code AND t."name_vi" = v.old_name;
