import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A voucher campaign (issue 5 item 7): a code customers save or type at checkout. Either a fixed
 * amount (`amount_vnd`) or a percentage in basis points (`percent_bps`, capped by
 * `max_discount_vnd` when set). Empty `sites`/`services` mean every site / the whole order.
 * How often it was used is counted from voucher_redemptions (the source of truth for limits),
 * never stored here, so a counter can't drift from the rows.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['fixed', 'percent'] }).notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }),
    percentBps: integer('percent_bps'),
    maxDiscountVnd: bigint('max_discount_vnd', { mode: 'number' }),
    minOrderVnd: bigint('min_order_vnd', { mode: 'number' }).notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
    /** Redemptions allowed in total; null = unlimited. */
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** Site codes (contracts `siteCodes`); empty = all six. */
    sites: jsonb('sites').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Parts of an order it discounts (contracts `voucherServices`); empty = the whole order. */
    services: jsonb('services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Public vouchers are listed for everyone; private ones are found only by their code. */
    isPublic: boolean('is_public').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    index('vouchers_listing_idx').on(t.isPublic, t.active, t.validTo),
    check('vouchers_code_format', sql`${t.code} ~ '^[A-Z0-9-]{4,32}$'`),
    check(
      'vouchers_discount_shape',
      sql`(${t.discountType} = 'fixed' and ${t.amountVnd} > 0 and ${t.percentBps} is null and ${t.maxDiscountVnd} is null)
        or (${t.discountType} = 'percent' and ${t.amountVnd} is null and ${t.percentBps} between 1 and 10000
            and (${t.maxDiscountVnd} is null or ${t.maxDiscountVnd} > 0))`,
    ),
    check('vouchers_min_order_not_negative', sql`${t.minOrderVnd} >= 0`),
    check('vouchers_period_order', sql`${t.validTo} > ${t.validFrom}`),
    check('vouchers_limits_positive', sql`(${t.totalLimit} is null or ${t.totalLimit} >= 1) and ${t.perCustomerLimit} >= 1`),
  ],
);

/** A voucher a customer saved into their coupons ("Lưu mã"); once per customer and voucher. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_coupons_user_voucher_key').on(t.userId, t.voucherId), index('user_coupons_voucher_idx').on(t.voucherId)],
);

/**
 * One use of a voucher by an order (or quote, bill …: `order_ref_type`/`order_ref_id` belong to the
 * buying module). `applied` rows count against the limits; a cancelled order's row becomes
 * `released` and the use comes back. One row per voucher and order reference (idempotency).
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderRefType: text('order_ref_type').notNull(),
    orderRefId: text('order_ref_id').notNull(),
    /** The order total the discount was computed from (audit). */
    orderTotalVnd: bigint('order_total_vnd', { mode: 'number' }).notNull(),
    /** The part of the order the voucher applied to (its sites/services). */
    eligibleVnd: bigint('eligible_vnd', { mode: 'number' }).notNull().default(0),
    discountVnd: bigint('discount_vnd', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['applied', 'released'] }).notNull().default('applied'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_order_key').on(t.voucherId, t.orderRefType, t.orderRefId),
    index('voucher_redemptions_voucher_idx').on(t.voucherId, t.status),
    index('voucher_redemptions_user_idx').on(t.userId, t.voucherId, t.status),
    index('voucher_redemptions_ref_idx').on(t.orderRefType, t.orderRefId),
    check('voucher_redemptions_amounts', sql`${t.discountVnd} > 0 and ${t.orderTotalVnd} >= ${t.discountVnd}`),
    check('voucher_redemptions_eligible', sql`${t.eligibleVnd} = 0 or (${t.eligibleVnd} >= ${t.discountVnd} and ${t.eligibleVnd} <= ${t.orderTotalVnd})`),
  ],
);

/**
 * Codes tried that match no voucher (POST /api/voucher, coupons on quotes), kept a day: guessing
 * is throttled per customer and per client address by counting these (in the database, so the
 * limit holds across server processes).
 */
export const voucherCodeFailures = pgTable(
  'voucher_code_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The client address, when the request came straight from the customer. */
    address: text('address'),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_code_failures_user_idx').on(t.userId, t.createdAt),
    index('voucher_code_failures_address_idx').on(t.address, t.createdAt),
    index('voucher_code_failures_created_idx').on(t.createdAt),
  ],
);
