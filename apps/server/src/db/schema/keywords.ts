import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Searches that ran and found something, counted once per visitor and day (search_keyword_visits). */
    searchCount: integer('search_count').notNull().default(0),
    /** Distinct visitors who searched it; listed only from SEARCH_KEYWORD_MIN_VISITORS on. */
    visitorCount: integer('visitor_count').notNull().default(0),
    /** Hidden by staff: never listed in top searches or suggestions. */
    hidden: boolean('hidden').notNull().default(false),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.typeCode, t.name] }),
    index('search_keywords_rank_idx').on(t.typeCode, t.searchCount),
  ],
);

/**
 * One row per keyword, visitor and day on which that visitor's search really ran and found
 * something: the count of search_keywords goes up once per new row. `visitorKey` is `u:<user id>`
 * or, for a guest, `a:` + a hash of the network address (never the address itself).
 */
export const searchKeywordVisits = pgTable(
  'search_keyword_visits',
  {
    typeCode: text('type_code').notNull(),
    name: text('name').notNull(),
    visitorKey: text('visitor_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeCode, t.name, t.visitorKey, t.day] })],
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
