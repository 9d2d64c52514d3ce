import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Orders (issue 6 item 3; DESIGN.md §6). A quote is an order in `waiting_quote` (a saved draft);
 * a confirmed quote is an order in `waiting_deposit` until its first payment. Prices are a snapshot
 * from the pricing module at creation, with the exchange rate used (`rate_scaled`). Paid and refunded
 * amounts are kept on the row, written in the same transaction as the `order_payments` row and the
 * ledger entry that moved the money, so the row, the payments and the ledger always agree.
 */

export const orderStatuses = [
  'waiting_quote',
  'waiting_deposit',
  'purchasing',
  'purchased',
  'at_jp_warehouse',
  'shipping_international',
  'at_vn_warehouse',
  'delivering',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export const orderSources = ['cart', 'buy_now', 'desired_price', 'auction'] as const;

/** The number part of an order code (KM + yymmdd + this, zero-padded): unique across processes. */
export const orderCodeSeq = pgSequence('order_code_seq', { startWith: 1, increment: 1 });

/** The delivery address as it was when the order was placed (the book may change later). */
export interface OrderAddressSnapshot {
  id: string;
  receiver_name: string;
  phone: string;
  province_code: string;
  province_name: string;
  ward_code: string;
  ward_name: string;
  street: string;
  note: string | null;
  full_address: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    source: text('source', { enum: orderSources }).notNull(),
    /** The desired-price request, bid … this order came from. */
    sourceRef: text('source_ref'),
    /** The client's request id: sending the same creation twice makes one order. */
    requestId: text('request_id'),
    addressId: uuid('address_id'),
    address: jsonb('address').$type<OrderAddressSnapshot | null>(),
    routeCode: text('route_code'),
    shipMode: text('ship_mode'),
    servicesExtra: jsonb('services_extra').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    couponCode: text('coupon_code'),
    note: text('note').notNull().default(''),
    /** Cart items this order was made from (removed when it is confirmed). */
    cartItemIds: jsonb('cart_item_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** VND per JPY × 10,000 used for every amount below. */
    rateScaled: bigint('rate_scaled', { mode: 'number' }).notNull(),
    goodsJpy: bigint('goods_jpy', { mode: 'number' }).notNull(),
    /** The pricing module's groups (PriceGroup[]) at creation. */
    priceDetails: jsonb('price_details').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    firstPaymentVnd: bigint('first_payment_vnd', { mode: 'number' }).notNull(),
    /** Estimate of the second payment at creation (the bill has the measured one). */
    secondPaymentVnd: bigint('second_payment_vnd', { mode: 'number' }).notNull().default(0),
    discountVnd: bigint('discount_vnd', { mode: 'number' }).notNull().default(0),
    totalVnd: bigint('total_vnd', { mode: 'number' }).notNull(),
    /** Chargeable weight estimate in grams. */
    weightG: integer('weight_g').notNull().default(0),
    /** Everything the customer paid for this order (first + second payments). */
    paidVnd: bigint('paid_vnd', { mode: 'number' }).notNull().default(0),
    refundedVnd: bigint('refunded_vnd', { mode: 'number' }).notNull().default(0),
    secondPaymentDueVnd: bigint('second_payment_due_vnd', { mode: 'number' }).notNull().default(0),
    secondPaymentPaidVnd: bigint('second_payment_paid_vnd', { mode: 'number' }).notNull().default(0),
    /** The second payment due per bill (bill id → VND); `second_payment_due_vnd` is their sum. */
    secondPaymentBills: jsonb('second_payment_bills').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    uniqueIndex('orders_user_request_key').on(t.userId, t.requestId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check(
      'orders_amounts_not_negative',
      sql`${t.goodsJpy} >= 0 and ${t.firstPaymentVnd} >= 0 and ${t.secondPaymentVnd} >= 0 and ${t.discountVnd} >= 0
        and ${t.totalVnd} >= 0 and ${t.paidVnd} >= 0 and ${t.refundedVnd} >= 0
        and ${t.secondPaymentDueVnd} >= 0 and ${t.secondPaymentPaidVnd} >= 0 and ${t.rateScaled} > 0`,
    ),
    check('orders_refund_not_above_paid', sql`${t.refundedVnd} <= ${t.paidVnd}`),
  ],
);

/** The items of an order: a snapshot of the marketplace listing when the order was made. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    site: text('site').notNull(),
    code: text('code').notNull(),
    link: text('link').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    qty: integer('qty').notNull(),
    variant: text('variant').notNull().default(''),
    priceJpy: bigint('price_jpy', { mode: 'number' }).notNull(),
    taxIncluded: boolean('tax_included').notNull().default(true),
    domesticShippingJpy: bigint('domestic_shipping_jpy', { mode: 'number' }),
    weightG: integer('weight_g'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    serviceCodes: jsonb('service_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    check('order_items_qty_range', sql`${t.qty} between 1 and 999`),
    check('order_items_price_not_negative', sql`${t.priceJpy} >= 0 and (${t.domesticShippingJpy} is null or ${t.domesticShippingJpy} >= 0)`),
  ],
);

/** The timeline: one row per transition (and the creation), who did it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Money that moved for an order: the first payment, second payments (bills) and refunds. One row
 * per ledger entry and order (the wallet's idempotency makes the entry unique; this key makes the record so).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['first', 'second', 'refund'] }).notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    /** The wallet entry that moved the money. */
    ledgerEntryId: uuid('ledger_entry_id').notNull(),
    /** A bill id for second payments, free text otherwise. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One row per ledger entry and order: a shipment's bill (one entry) pays several orders (ADR 0014).
    uniqueIndex('order_payments_entry_order_key').on(t.ledgerEntryId, t.orderId),
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    index('order_payments_user_idx').on(t.userId, t.createdAt),
    check('order_payments_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);
