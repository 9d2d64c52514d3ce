import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A customer's saved items, with a snapshot taken when saved (title, image, price at that time). */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.site, t.code] }), index('favorite_products_recent_idx').on(t.userId, t.createdAt)],
);

/** A customer's followed sellers and shops. */
export const favoriteStores = pgTable(
  'favorite_stores',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    sellerId: text('seller_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.site, t.sellerId] }), index('favorite_stores_recent_idx').on(t.userId, t.createdAt)],
);
