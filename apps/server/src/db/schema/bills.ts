import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { walletEntries } from './wallet.ts';

/**
 * Parcels and bills (issue 6 item 5; DESIGN.md §6 "second payment"). Staff weigh and measure a
 * parcel when it reaches the Vietnamese warehouse; its bill charges international shipping by
 * chargeable weight (pricing `shippingCharge`, the order's route and mode) plus the order's
 * second-payment services, at the rate of that moment (stored). The customer pays the bill from
 * the wallet (idempotency key `bill:<id>`); `paid_entry_id` is that ledger entry.
 */

/** The number part of a bill code (HD + yymmdd + this, zero-padded): unique across processes. */
export const billCodeSeq = pgSequence('bill_code_seq', { startWith: 1, increment: 1 });

export interface BillLineSnapshot {
  code: string;
  label: string;
  amount_vnd: number;
  amount_jpy?: number | null;
  note?: string | null;
}

export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weightG: integer('weight_g').notNull(),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    /** What shipping was charged on: max(actual, volumetric, the route's minimum). */
    chargeableWeightG: integer('chargeable_weight_g').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff request's Idempotency-Key: recording the same parcel twice makes one. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('parcels_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('parcels_order_request_key').on(t.orderId, t.requestKey),
    check('parcels_weight_positive', sql`${t.weightG} > 0 and ${t.chargeableWeightG} >= ${t.weightG}`),
    check(
      'parcels_size_positive',
      sql`(${t.lengthCm} is null or ${t.lengthCm} > 0) and (${t.widthCm} is null or ${t.widthCm} > 0) and (${t.heightCm} is null or ${t.heightCm} > 0)`,
    ),
  ],
);

/** The delivery address of the order when the bill was made (printed on the slip). */
export interface BillAddressSnapshot {
  receiver_name: string;
  phone: string;
  full_address: string;
}

export const billStatusValues = ['unpaid', 'paid', 'cancelled'] as const;

export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: billStatusValues }).notNull().default('unpaid'),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    /** VND per JPY × 10,000 in force when the bill was made. */
    rateScaled: bigint('rate_scaled', { mode: 'number' }).notNull(),
    /** The breakdown (shipping lines from pricing, second-payment services). */
    lines: jsonb('lines').$type<BillLineSnapshot[]>().notNull().default(sql`'[]'::jsonb`),
    routeCode: text('route_code'),
    shipMode: text('ship_mode'),
    address: jsonb('address').$type<BillAddressSnapshot | null>(),
    weightG: integer('weight_g').notNull(),
    chargeableWeightG: integer('chargeable_weight_g').notNull(),
    /** The ledger entry that paid it. */
    paidEntryId: uuid('paid_entry_id').references(() => walletEntries.id),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** How it was paid: null or 'wallet' (the customer, from the wallet), 'cod' (cash the carrier collected on delivery, ADR 0017). */
    paidVia: text('paid_via', { enum: ['wallet', 'cod'] }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_code_key').on(t.code),
    index('bills_user_idx').on(t.userId, t.status, t.createdAt),
    index('bills_status_idx').on(t.status, t.createdAt),
    check('bills_amount_positive', sql`${t.amountVnd} > 0 and ${t.rateScaled} > 0`),
    check(
      'bills_status_shape',
      sql`(${t.status} = 'unpaid' and ${t.paidEntryId} is null and ${t.cancelledAt} is null)
        or (${t.status} = 'paid' and ${t.paidEntryId} is not null and ${t.paidAt} is not null and ${t.cancelledAt} is null)
        or (${t.status} = 'cancelled' and ${t.cancelledAt} is not null and ${t.paidEntryId} is null)`,
    ),
  ],
);

/** What a bill charges for: one row per parcel (and its order), with that part of the amount. */
export const billItems = pgTable(
  'bill_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's code (never changes): listing and search need no join. */
    orderCode: text('order_code').notNull(),
    parcelId: uuid('parcel_id').references(() => parcels.id, { onDelete: 'cascade' }),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('bill_items_bill_idx').on(t.billId),
    index('bill_items_order_idx').on(t.orderId),
    index('bill_items_order_code_idx').on(t.orderCode),
    uniqueIndex('bill_items_parcel_key').on(t.parcelId),
    check('bill_items_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);
