import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** What people search for, per site: feeds top searches and suggestions. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    typeCode: text('type_code').notNull(),
    /** The normalised keyword (trimmed, spaces collapsed, lower-cased for matching). */
    name: text('name').notNull(),
    /** Vietnamese form when the keyword was translated; null otherwise. */
    namVi: text('nam_vi'),
    searchCount: integer('search_count').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.typeCode, t.name] }),
    index('search_keywords_rank_idx').on(t.typeCode, t.searchCount),
  ],
);

/** A logged-in customer's own search history per site (the browser keeps a guest's). */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeCode: text('type_code').notNull(),
    name: text('name').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeCode, t.name] }), index('search_history_recent_idx').on(t.userId, t.searchedAt)],
);
