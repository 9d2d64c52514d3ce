import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's price-negotiation request for one marketplace item (spec §3 "Desired-price record",
 * issue 6 item 4). `status` is an integer code (contracts `desiredPriceStatus`):
 *   0 cancelled · 1 waiting (staff have not sent it yet) · 2 negotiating (sent to the seller)
 *   3 accepted (the seller agreed; `accepted_price_jpy` is the price) · 4 refused
 *   5 ordered (an order was created: `order_id`) · 6 countered (the seller proposed `other_price_jpy`).
 * Who may move it where is modules/desired-price/desired-price.transitions.ts; every change is a row
 * of desired_price_events. Prices are yen. The product fields are a snapshot taken from the
 * marketplace when the request was made (the price the customer negotiates against).
 * `order_id`/`address_id` are references into the orders and address modules, checked by them.
 */
export const desiredPrices = pgTable(
  'desired_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    link: text('link').notNull(),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    /** The item's price when the request was made (for auctions: the buy-now price), tax included. */
    currentPriceJpy: bigint('current_price_jpy', { mode: 'number' }).notNull(),
    desiredPriceJpy: bigint('desired_price_jpy', { mode: 'number' }).notNull(),
    /** How many the customer wants at that price (flea-market items are usually one). */
    qty: integer('qty').notNull().default(1),
    /** The seller's counter price (status 6), else null. */
    otherPriceJpy: bigint('other_price_jpy', { mode: 'number' }),
    /** The agreed price once the seller accepted (or the customer accepted the counter). */
    acceptedPriceJpy: bigint('accepted_price_jpy', { mode: 'number' }),
    status: integer('status').notNull().default(1),
    /** The customer agreed to the final price (true once a price is agreed). */
    confirm: boolean('confirm').notNull().default(false),
    /** Create the order (and try the first payment) as soon as the price is agreed. */
    buyAuto: boolean('buy_auto').notNull().default(false),
    /** The staff member handling it. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Our buying account on the marketplace that staff use to send the offer (free text id). */
    accountId: text('account_id'),
    routeCode: text('route_code'),
    shipMode: text('ship_mode'),
    servicesExtra: jsonb('services_extra').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    couponsCode: text('coupons_code'),
    addressId: uuid('address_id'),
    note: text('note'),
    /** The last staff note shown to the customer (seller's answer). */
    staffNote: text('staff_note'),
    orderId: uuid('order_id'),
    orderCode: text('order_code'),
    /** Why the automatic order could not be created or paid (Vietnamese), when it failed. */
    orderError: text('order_error'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('desired_prices_user_idx').on(t.userId, t.createdAt),
    index('desired_prices_status_idx').on(t.status, t.createdAt),
    /** One open request per customer and item, also under concurrent requests. */
    uniqueIndex('desired_prices_open_key')
      .on(t.userId, t.site, t.code)
      .where(sql`${t.status} in (1, 2, 3, 6)`),
    check('desired_prices_status_range', sql`${t.status} between 0 and 6`),
    check('desired_prices_prices_positive', sql`${t.currentPriceJpy} > 0 and ${t.desiredPriceJpy} > 0`),
    check('desired_prices_qty_range', sql`${t.qty} between 1 and 99`),
    check('desired_prices_other_positive', sql`${t.otherPriceJpy} is null or ${t.otherPriceJpy} > 0`),
    check('desired_prices_accepted_positive', sql`${t.acceptedPriceJpy} is null or ${t.acceptedPriceJpy} > 0`),
  ],
);

/** The history of a request: creation, edits of the price, every status change, staff answers. */
export const desiredPriceEvents = pgTable(
  'desired_price_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desiredPriceId: uuid('desired_price_id')
      .notNull()
      .references(() => desiredPrices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'updated', 'status', 'answer', 'assigned', 'order', 'order_failed'] }).notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    /** The price this event is about (desired, counter or accepted), when one. */
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('desired_price_events_request_idx').on(t.desiredPriceId, t.createdAt)],
);
