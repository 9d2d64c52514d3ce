import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Items a buyer opened, newest first: a logged-in customer by `u:<user id>`, a guest by
 * `v:<visitor id>` (a random id the browser keeps). A snapshot is kept so the list renders without
 * asking the marketplace again.
 */
export const productViews = pgTable(
  'product_views',
  {
    ownerKey: text('owner_key').notNull(),
    site: text('site').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    isShopsProduct: boolean('is_shops_product').notNull().default(false),
    /** The seller or shop as the item page named it (for "shops viewed most"); null when it names none. */
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    sellerIsStore: boolean('seller_is_store'),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.site, t.code] }), index('product_views_recent_idx').on(t.ownerKey, t.viewedAt)],
);

/**
 * Vietnamese names of marketplace categories, by category type (site) and code; staff can edit them.
 * `curated`: written by a person (the seeded list of category names, or staff), never replaced by a
 * machine translation; rows the glossary wrote on first sight of a category are not curated.
 */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    nameJa: text('name_ja').notNull(),
    nameVi: text('name_vi').notNull(),
    curated: boolean('curated').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);
