import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Limits every server process shares (ADR 0008): they live in the database, not in process memory.
// Every time in these tables is the database's clock (now()), never a process's, so processes whose
// clocks differ still agree.

/**
 * Fixed-window request counters of the per-address / per-account limits (@fastify/rate-limit with
 * `platform/rate-limit-store.ts`). One row per (route, key); one atomic upsert per limited request.
 * Rows whose window ended are deleted by `sweepSharedLimits` (opportunistically, about once a minute).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<method> <route>|<key>` (key: the client address, or `u:<user id>` for per-account limits). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * One token bucket per marketplace (`platform/marketplace-budget.ts`): every process's upstream
 * request takes a token with one UPDATE … RETURNING; tokens refill at `rate_per_second` up to
 * `capacity` by the time since `updated_at`. Rate and capacity are written from the configuration on
 * every draw, so this row also says what the budget is. `granted` / `denied` count draws for ever.
 */
export const marketplaceBudgets = pgTable('marketplace_budgets', {
  site: text('site').primaryKey(),
  ratePerSecond: doublePrecision('rate_per_second').notNull(),
  capacity: doublePrecision('capacity').notNull(),
  tokens: doublePrecision('tokens').notNull(),
  /** The bucket's clock: only moves forward (greatest of itself and now()). */
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Whether the last draw got a token (read by the drawing statement's RETURNING). */
  lastGranted: boolean('last_granted').notNull().default(false),
  granted: bigint('granted', { mode: 'number' }).notNull().default(0),
  denied: bigint('denied', { mode: 'number' }).notNull().default(0),
});

/**
 * Each granted token, at the bucket's time: the observed rate per site (`observedBudgetRates`), and
 * the proof that N processes together stayed inside the budget. Kept an hour.
 */
export const marketplaceBudgetDraws = pgTable(
  'marketplace_budget_draws',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('marketplace_budget_draws_site_at_idx').on(t.site, t.at)],
);

/**
 * The sandbox's state that is not drawn from the seed (auctions created through the control API,
 * bids placed on any auction), as a gapless log: every process replays it in `seq` order before it
 * answers, and appends `last seen + 1` (a taken number means another process wrote first: read and
 * try again). So an auction created through one process is seen, bid on and ended through another.
 */
export const sandboxAuctionEvents = pgTable('sandbox_auction_events', {
  seq: integer('seq').primaryKey(),
  kind: text('kind', { enum: ['auction', 'bid'] }).notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
