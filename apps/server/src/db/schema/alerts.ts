import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's saved search (issue 18 §1): one site or all six ('all'), the keyword as typed with
 * its auto-translate choice, and the filters of the search page. The marketplace query it runs is
 * shared: `saved_search_targets` ties it to one `alert_queries` row per site.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** A site code, or 'all' (the six). */
    site: text('site').notNull(),
    keyword: text('keyword').notNull(),
    /** on | off | auto (the search page's "tự động dịch"). */
    autoTranslate: text('auto_translate').notNull().default('auto'),
    /** The keyword as sent to the sites (after translation when it applied). */
    searchedKeyword: text('searched_keyword').notNull(),
    categoryId: text('category_id'),
    priceMinJpy: bigint('price_min_jpy', { mode: 'number' }),
    priceMaxJpy: bigint('price_max_jpy', { mode: 'number' }),
    condition: text('condition'),
    listingType: text('listing_type'),
    paused: boolean('paused').notNull().default(false),
    /** When the customer last opened the saved search's matches ("mới từ lần xem trước" = found after it). */
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    check('saved_searches_price_order', sql`${t.priceMinJpy} is null or ${t.priceMaxJpy} is null or ${t.priceMinJpy} <= ${t.priceMaxJpy}`),
  ],
);

/**
 * One distinct marketplace query (normalised: `key`), run once per check however many customers
 * saved it. Also the query behind a seller watch (`seller_id`). `next_check_at` spreads the checks
 * of a site over its interval; `lease_until` is held while one process runs it (never twice at once).
 */
export const alertQueries = pgTable(
  'alert_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    site: text('site').notNull(),
    keyword: text('keyword'),
    categoryId: text('category_id'),
    sellerId: text('seller_id'),
    priceMinJpy: bigint('price_min_jpy', { mode: 'number' }),
    priceMaxJpy: bigint('price_max_jpy', { mode: 'number' }),
    condition: text('condition'),
    listingType: text('listing_type'),
    /** Set by the first run, which records what the site lists without notifying anyone. */
    seededAt: timestamp('seeded_at', { withTimezone: true, mode: 'date' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** How many times the query was read (the seen set's "absent for N reads" counts with it). */
    readCount: integer('read_count').notNull().default(0),
    /**
     * Codes the pruner dropped from the seen set, newest last, at most 1,000 (ADR 0015 §7): on the
     * sites whose "newest" sort is not by listing time a dropped listing that returns to the first
     * page is recognised by this record instead of being told again.
     */
    prunedCodes: text('pruned_codes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_queries_key').on(t.key), index('alert_queries_due_idx').on(t.site, t.nextCheckAt)],
);

/** Which queries a saved search runs (one per site: six for 'all'). */
export const savedSearchTargets = pgTable(
  'saved_search_targets',
  {
    savedSearchId: uuid('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    queryId: uuid('query_id').notNull().references(() => alertQueries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.queryId] }), index('saved_search_targets_query_idx').on(t.queryId)],
);

/**
 * What a query has seen (its dedup set) and the matches found: one row per query and listing.
 * `seeded` rows were listed already on the first run (never notified). `last_seen_at` /
 * `last_seen_read` move each time a read still lists it: the pruner drops a row only once the
 * listing has been absent from the query's results for days and several reads (ADR 0015 §7).
 */
export const alertQueryItems = pgTable(
  'alert_query_items',
  {
    queryId: uuid('query_id').notNull().references(() => alertQueries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    site: text('site').notNull(),
    title: text('title').notNull(),
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    imageUrl: text('image_url'),
    path: text('path').notNull(),
    isAuction: boolean('is_auction').notNull().default(false),
    seeded: boolean('seeded').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The query's `read_count` of the last read that listed it. */
    lastSeenRead: integer('last_seen_read').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.queryId, t.code] }),
    index('alert_query_items_recent_idx').on(t.queryId, t.firstSeenAt),
    index('alert_query_items_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * A customer's watch (issue 18 §2): on an item (kind 'item': price drops, back in stock, ending in
 * N minutes, sold) or on a seller/shop (kind 'seller': new listings, through an `alert_queries`
 * row with its seller id). Outbid is the bidding module's notification, not a watch event.
 */
export const watches = pgTable(
  'watches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    site: text('site').notNull(),
    /** Item code, or the seller's id. */
    code: text('code').notNull(),
    /** price_drop, back_in_stock, ending, sold (item); new_listing (seller). */
    events: jsonb('events').$type<string[]>().notNull(),
    endingMinutes: integer('ending_minutes'),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    path: text('path').notNull(),
    /** The seller watch's query. */
    queryId: uuid('query_id').references(() => alertQueries.id, { onDelete: 'set null' }),
    /** The auction end the "ending soon" notice was sent for (once per end). */
    endingNotifiedFor: timestamp('ending_notified_for', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watches_user_target_key').on(t.userId, t.kind, t.site, t.code), index('watches_item_idx').on(t.kind, t.site, t.code)],
);

/**
 * One distinct watched item, checked once per round however many customers watch it: its last
 * known state (price, availability, auction end and status) to compare the next read with.
 */
export const watchedItems = pgTable(
  'watched_items',
  {
    site: text('site').notNull(),
    code: text('code').notNull(),
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    available: boolean('available'),
    /** open | closed (auctions), or null. */
    auctionStatus: text('auction_status'),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.site, t.code] }), index('watched_items_due_idx').on(t.site, t.nextCheckAt)],
);
