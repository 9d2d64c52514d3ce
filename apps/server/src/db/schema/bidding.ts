import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Auction bids (issue 7; DESIGN.md §6). One row per customer, auction and bid "life": raising the
 * maximum changes the row (and re-sizes its wallet hold), it does not add a row. States:
 *   scheduled (snipe waiting) → placing → leading | outbid → won | lost; cancelled, failed.
 * Who may move a bid where: modules/bidding/bidding.transitions.ts; every change is a bid_events row.
 * Prices are yen in the site's bid units (tax-excluded for Yahoo store listings); the hold is dong,
 * at `rate_scaled` (VND per JPY × 10,000), the first payment of the maximum through pricing.
 * `hold_id` points at wallet_holds (owned by the wallet module), `outcome_order_id` at orders.
 */
export const bidStatuses = ['scheduled', 'placing', 'leading', 'outbid', 'won', 'lost', 'cancelled', 'failed'] as const;
export type BidStatus = (typeof bidStatuses)[number];
/** Open = may still take money or win: these count against the VIP limits and keep a hold. */
export const openBidStatuses = ['scheduled', 'placing', 'leading', 'outbid'] as const;

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site', { enum: ['auction', 'mercari'] }).notNull(),
    code: text('code').notNull(),
    /** 'now' | 'snipe' (spec: "now, snipe, and others by mode name"). */
    mode: text('mode').notNull(),
    /** Which placer sends it: the sandbox auction house or the staff queue (live sites). */
    placer: text('placer', { enum: ['sandbox', 'live'] }).notNull(),
    /** Our bidder id on the marketplace (the sandbox's bidderId; the watcher compares the highest bidder with it). */
    bidderId: text('bidder_id').notNull(),
    /** The proxy maximum sent to the site. */
    maxPriceJpy: bigint('max_price_jpy', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull().default(1),
    routeCode: text('route_code'),
    shipMode: text('ship_mode'),
    /** Domestic shipping in Japan the buyer expects (yen), when known. */
    shippingChargesJpy: bigint('shipping_charges', { mode: 'number' }),
    /**
     * The item's own facts when the bid was made (pricing `productPriceFacts`): who pays shipping
     * inside Japan, the domestic shipping that follows from it (0 when the seller pays, the stated
     * amount, null when unknown), the seller. The hold and the won order are priced with them.
     */
    shippingPayer: text('shipping_payer', { enum: ['seller', 'buyer', 'unknown'] }),
    domesticShippingJpy: bigint('domestic_shipping_jpy', { mode: 'number' }),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    servicesExtra: jsonb('services_extra').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    paymentMethods: text('payment_methods'),
    partial: boolean('partial').notNull().default(false),
    status: text('status', { enum: bidStatuses }).notNull(),
    /** The wallet hold of the maximum (null only for a moment while it is being taken). */
    holdId: uuid('hold_id'),
    holdAmountVnd: bigint('hold_amount_vnd', { mode: 'number' }).notNull(),
    /** Raised maxima take a new hold: key `bid-hold:<id>` first, then `bid-hold:<id>:<revision>`. */
    holdRevision: integer('hold_revision').notNull().default(0),
    rateScaled: bigint('rate_scaled', { mode: 'number' }).notNull(),
    /** Snipes: when it fires (end − lead). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    leadSeconds: integer('lead_seconds'),
    /** Set when the current attempt went to the placer (null: not sent yet). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** How many times it was sent (first bid and raises). */
    attempts: integer('attempts').notNull().default(0),
    /** The auction as last seen (bid units) and its end (moves with automatic extensions). */
    currentPriceJpy: bigint('current_price_jpy', { mode: 'number' }),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true, mode: 'date' }),
    /** Product snapshot for lists. */
    title: text('title').notNull().default(''),
    imageUrl: text('image_url'),
    /** Consumption tax of the listing in percent (10 for Yahoo store listings, bids are tax-excluded). */
    taxRate: integer('tax_rate').notNull().default(0),
    /** Live placer: the staff member who took the queued bid, and when. */
    staffId: uuid('staff_id'),
    staffTakenAt: timestamp('staff_taken_at', { withTimezone: true, mode: 'date' }),
    /** Why it failed (an error code of the catalogue), when it did. */
    failureCode: text('failure_code'),
    outcomeOrderId: uuid('outcome_order_id'),
    /** The final price when won. */
    finalPriceJpy: bigint('final_price_jpy', { mode: 'number' }),
    /** The client's key for this submission: a double submit gets the same bid. */
    requestKey: text('request_key'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('bids_user_idx').on(t.userId, t.createdAt),
    index('bids_auction_idx').on(t.site, t.code, t.status),
    index('bids_status_idx').on(t.status, t.scheduledAt),
    uniqueIndex('bids_request_key').on(t.userId, t.requestKey),
    /** One open bid per customer and auction, also under concurrent submits. */
    uniqueIndex('bids_open_key')
      .on(t.userId, t.site, t.code)
      .where(sql`${t.status} in ('scheduled', 'placing', 'leading', 'outbid')`),
    check('bids_max_positive', sql`${t.maxPriceJpy} > 0`),
    check('bids_qty_range', sql`${t.qty} between 1 and 99`),
    check('bids_hold_not_negative', sql`${t.holdAmountVnd} >= 0`),
    check('bids_rate_positive', sql`${t.rateScaled} > 0`),
  ],
);

/**
 * The transparent bid log (issue 7 item 3): what happened to a bid and when, as the customer sees it:
 * created, hold taken, scheduled, sent, the marketplace's answer (latency, price after), extensions,
 * raises, outbid, queued for staff, staff reports, the outcome, hold released or captured.
 */
export const bidEvents = pgTable(
  'bid_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Milliseconds between sending and the marketplace's answer. */
    latencyMs: integer('latency_ms'),
    /** The auction's price after this event (bid units), when known. */
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull().default('system'),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Insertion order: events written in one transaction share created_at (now() is per transaction). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('bid_events_bid_idx').on(t.bidId, t.seq)],
);

/** Per customer: notify when one of their auctions enters its last minutes (the toggle of spec §4). */
export const bidNotificationSettings = pgTable('bid_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastMinute: boolean('last_minute').notNull().default(false),
  /** How many minutes before the end the last-minute notification goes out. */
  lastMinuteMinutes: integer('last_minute_minutes').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
