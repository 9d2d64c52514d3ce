import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { files } from './uploads.ts';
import { orders } from './orders.ts';

/**
 * Purchasing and the Japan warehouse (issue 16 items 3 and 4).
 *
 * `purchases`: one per order bought on the marketplace (or a won auction settled with its seller):
 * what staff actually paid in yen, the yen the customer's first payment covered, and how the
 * difference was settled (a wallet refund, key `order-purchase:<orderId>`, or an extra the order's
 * next bill charges once, line `purchase:adjustment`).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketplaceOrderNumber: text('marketplace_order_number').notNull(),
    /** The seller's tracking number to the Japan warehouse, when known (the warehouse scans it). */
    trackingNumber: text('tracking_number'),
    pricePaidJpy: bigint('price_paid_jpy', { mode: 'number' }).notNull(),
    domesticShippingJpy: bigint('domestic_shipping_jpy', { mode: 'number' }).notNull(),
    /** Goods (with tax) and domestic shipping the first payment covered, in yen. */
    expectedGoodsJpy: bigint('expected_goods_jpy', { mode: 'number' }).notNull(),
    expectedShippingJpy: bigint('expected_shipping_jpy', { mode: 'number' }).notNull(),
    /** Actual − expected, yen; in dong at the order's rate (negative: refunded, positive: billed). */
    differenceJpy: bigint('difference_jpy', { mode: 'number' }).notNull(),
    differenceVnd: bigint('difference_vnd', { mode: 'number' }).notNull(),
    formula: text('formula').notNull().default(''),
    /** The wallet refund's ledger entry (paid less). */
    refundEntryId: uuid('refund_entry_id'),
    /** A won auction: bought at the win, staff only settled with the seller. */
    wonAuction: boolean('won_auction').notNull().default(false),
    requestKey: text('request_key'),
    recordedBy: uuid('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_order_key').on(t.orderId),
    index('purchases_tracking_idx').on(t.trackingNumber),
    index('purchases_number_idx').on(t.marketplaceOrderNumber),
    check('purchases_amounts_valid', sql`${t.pricePaidJpy} >= 0 and ${t.domesticShippingJpy} >= 0 and ${t.expectedGoodsJpy} >= 0 and ${t.expectedShippingJpy} >= 0`),
  ],
);

/** A package received at the Japan warehouse: one per order (issue 16 item 4). */
export const warehousePackages = pgTable(
  'warehouse_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weightG: integer('weight_g').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    shelf: text('shelf').notNull(),
    condition: text('condition', { enum: ['good', 'damaged', 'opened', 'wrong_item'] }).notNull().default('good'),
    conditionNote: text('condition_note').notNull().default(''),
    /** What the receiver scanned or typed (order code or tracking number). */
    scannedCode: text('scanned_code').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    receivedBy: uuid('received_by'),
  },
  (t) => [
    uniqueIndex('warehouse_packages_order_key').on(t.orderId),
    index('warehouse_packages_user_idx').on(t.userId, t.receivedAt),
    check(
      'warehouse_packages_measures_valid',
      sql`${t.weightG} between 1 and 100000 and ${t.lengthCm} between 1 and 300 and ${t.widthCm} between 1 and 300 and ${t.heightCm} between 1 and 300`,
    ),
  ],
);

/** Photos of a received package (files of the uploads module, shared with the customer). */
export const warehousePackagePhotos = pgTable(
  'warehouse_package_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => warehousePackages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The photo request it answered, if any. */
    requestId: uuid('request_id'),
    addedBy: uuid('added_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warehouse_package_photos_file_key').on(t.packageId, t.fileId), index('warehouse_package_photos_package_idx').on(t.packageId, t.createdAt)],
);

/**
 * A customer's request for more photos of a received package (the pricing module's `photos`
 * service, paid from the wallet at its price, key `photo-request:<id>`); staff answer with photos.
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => warehousePackages.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id'),
    status: text('status', { enum: ['open', 'done'] }).notNull().default('open'),
    doneBy: uuid('done_by'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('photo_requests_status_idx').on(t.status, t.createdAt),
    // One open request per package: asking again while staff have not answered is refused.
    uniqueIndex('photo_requests_open_key').on(t.packageId).where(sql`${t.status} = 'open'`),
    check('photo_requests_price_valid', sql`${t.priceVnd} >= 0`),
  ],
);
