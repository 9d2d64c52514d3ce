import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * VIP levels (membership levels of contracts `membershipLevels`) with their monthly price and the
 * perks other modules read (buying: fee discount and deposit share; auctions: bid limits).
 * Seeded by the vip module; staff may change prices and perks later.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** Order of the levels: standard 0, higher levels higher (an upgrade goes to a higher rank). */
    rank: integer('rank').notNull(),
    /** Price of one month; 0 for standard (nothing to buy). */
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    /** Discount on the service fee, in basis points (1000 = 10 %). */
    serviceFeeDiscountBps: integer('service_fee_discount_bps').notNull().default(0),
    /** Share of an order's first payment required as deposit before purchase, in basis points. */
    depositShareBps: integer('deposit_share_bps').notNull().default(10_000),
    /** Auction bids open (scheduled, placing, leading) at the same time. */
    maxOpenBids: integer('max_open_bids').notNull(),
    /** Total of the wallet holds of open bids. */
    maxHoldVnd: bigint('max_hold_vnd', { mode: 'number' }).notNull(),
    prioritySupport: boolean('priority_support').notNull().default(false),
    /** Saved searches a customer may keep (alerts, issue 18). */
    maxSavedSearches: integer('max_saved_searches').notNull().default(10),
    /** What the level gives, one Vietnamese line each (shown on the VIP page). */
    description: jsonb('description').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_levels_rank_key').on(t.rank),
    check('vip_levels_price_not_negative', sql`${t.priceVnd} >= 0`),
    check('vip_levels_bps_range', sql`${t.serviceFeeDiscountBps} between 0 and 10000 and ${t.depositShareBps} between 0 and 10000`),
    check('vip_levels_limits_not_negative', sql`${t.maxOpenBids} >= 0 and ${t.maxHoldVnd} >= 0`),
  ],
);

/**
 * One paid period of a VIP level. A renewal or an upgrade is a new row (so the rows are the
 * history); `renewal_code` stays the same along a chain of renewals.
 *
 * Status: pending (payment under way) → active (auto-renews) ⇄ cancelled (runs to period_end) →
 * renewed (continued by the next row) | replaced (upgraded) | lapsed (renewal not paid) |
 * expired (cancelled and ended); failed = paid but could not start, and refunded. A pending row
 * whose payment never happened is deleted. At most one current (active or cancelled) and one
 * pending row per customer, and one renewal of each row.
 */
export const vipSubscriptions = pgTable(
  'vip_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    levelCode: text('level_code')
      .notNull()
      .references(() => vipLevels.code),
    kind: text('kind', { enum: ['new', 'renewal', 'upgrade'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'cancelled', 'renewed', 'replaced', 'lapsed', 'expired', 'failed'] }).notNull(),
    months: integer('months').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** What the customer paid for this period (after the upgrade credit). */
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    /** Unused value of the replaced subscription deducted from the price (upgrades). */
    creditVnd: bigint('credit_vnd', { mode: 'number' }).notNull().default(0),
    /** The wallet idempotency key of this period's payment (`vip:<id>`); the entry id once paid. */
    paymentKey: text('payment_key').notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    /** Short code (VIP…) the customer quotes to turn auto-renewal back on; kept by renewals. */
    renewalCode: text('renewal_code').notNull(),
    /** The client's id of the activation request: a retry with it never pays twice. */
    requestId: text('request_id'),
    renewedFromId: uuid('renewed_from_id'),
    replacesId: uuid('replaces_id'),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_subscriptions_one_current').on(t.userId).where(sql`${t.status} in ('active', 'cancelled')`),
    uniqueIndex('vip_subscriptions_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('vip_subscriptions_request_key').on(t.userId, t.requestId).where(sql`${t.requestId} is not null`),
    uniqueIndex('vip_subscriptions_payment_key').on(t.paymentKey),
    uniqueIndex('vip_subscriptions_one_renewal').on(t.renewedFromId).where(sql`${t.renewedFromId} is not null and ${t.status} <> 'failed'`),
    index('vip_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('vip_subscriptions_code_idx').on(t.userId, t.renewalCode),
    index('vip_subscriptions_due_idx').on(t.status, t.periodEnd),
    check('vip_subscriptions_price_not_negative', sql`${t.priceVnd} >= 0 and ${t.creditVnd} >= 0`),
    check('vip_subscriptions_period_order', sql`${t.periodEnd} > ${t.periodStart}`),
    check('vip_subscriptions_months_range', sql`${t.months} between 1 and 12`),
  ],
);
