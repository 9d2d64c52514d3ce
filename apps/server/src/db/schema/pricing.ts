import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The numbers prices are made of (issue 6 item 1), as rows staff edit (GET/PUT /api/admin/pricing).
 * One table, three kinds of row, each with its own columns (the others stay null, checked below):
 *
 * - `service_fee_tier`: the purchase service fee by the order's goods value in dong. The tier whose
 *   `threshold_vnd` is the highest one ≤ the goods value applies to the whole order: `rate_bps` of
 *   the goods value, at least `min_fee_vnd`.
 * - `site_tax`: Japanese consumption tax per site (`code` = site code), `rate_bps` (1000 = 10 %).
 * - `size_class`: Japanese domestic shipping estimate by parcel size (`code` '60' … '160'): the
 *   smallest class whose `max_sum_cm` (length + width + height) and `max_weight_g` hold the item;
 *   `price_jpy` is what a seller typically charges to our Japanese warehouse.
 */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['service_fee_tier', 'site_tax', 'size_class'] }).notNull(),
    code: text('code').notNull(),
    label: text('label').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    thresholdVnd: bigint('threshold_vnd', { mode: 'number' }),
    rateBps: integer('rate_bps'),
    minFeeVnd: bigint('min_fee_vnd', { mode: 'number' }),
    maxSumCm: integer('max_sum_cm'),
    maxWeightG: integer('max_weight_g'),
    priceJpy: bigint('price_jpy', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_settings_kind_code_key').on(t.kind, t.code),
    check(
      'pricing_settings_shape',
      sql`(${t.kind} = 'service_fee_tier' and ${t.thresholdVnd} >= 0 and ${t.rateBps} between 0 and 10000 and ${t.minFeeVnd} >= 0)
        or (${t.kind} = 'site_tax' and ${t.rateBps} between 0 and 10000)
        or (${t.kind} = 'size_class' and ${t.maxSumCm} > 0 and ${t.maxWeightG} > 0 and ${t.priceJpy} >= 0)`,
    ),
  ],
);

/** Our warehouses: the Japanese one every purchase goes to, the Vietnamese ones parcels arrive at. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    country: text('country', { enum: ['JP', 'VN'] }).notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull().default(''),
    note: text('note').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Goods wait here free this many days after they arrive; then the daily fee per kilogram. */
    freeStorageDays: integer('free_storage_days').notNull().default(30),
    storageFeePerKgDayVnd: bigint('storage_fee_per_kg_day_vnd', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouses_code_key').on(t.code),
    check('warehouses_code_format', sql`${t.code} ~ '^[A-Z0-9_-]{2,32}$'`),
    check('warehouses_storage_not_negative', sql`${t.freeStorageDays} >= 0 and ${t.storageFeePerKgDayVnd} >= 0`),
  ],
);

/**
 * A shipping route Japan → a Vietnamese warehouse ("system routes" of the spec). A deleted route is
 * only marked (`deleted_at`): orders keep its code and their bills are still priced with it; it
 * leaves every list and can't be chosen for a new quote. At most one live route is the default.
 */
export const shippingRoutes = pgTable(
  'shipping_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Vietnamese warehouse parcels of this route arrive at. */
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_routes_code_key').on(t.code),
    uniqueIndex('shipping_routes_one_default').on(t.isDefault).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    check('shipping_routes_code_format', sql`${t.code} ~ '^[A-Z0-9_-]{2,32}$'`),
  ],
);

/**
 * A way of shipping on a route (air express, air, sea): price per kilogram of chargeable weight,
 * the minimum weight charged, the volumetric divisor (cm³ per kg, 6000 for air) and lead days.
 * Chargeable weight = max(actual, L×W×H / divisor), rounded up to 100 g, at least the minimum.
 */
export const shippingModes = pgTable(
  'shipping_modes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => shippingRoutes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    pricePerKgVnd: bigint('price_per_kg_vnd', { mode: 'number' }).notNull(),
    minWeightG: integer('min_weight_g').notNull().default(0),
    volumetricDivisor: integer('volumetric_divisor').notNull().default(6000),
    leadDaysMin: integer('lead_days_min').notNull(),
    leadDaysMax: integer('lead_days_max').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shipping_modes_route_code_key').on(t.routeId, t.code),
    index('shipping_modes_route_idx').on(t.routeId, t.sortOrder),
    check('shipping_modes_code_format', sql`${t.code} ~ '^[a-z0-9_-]{2,32}$'`),
    check(
      'shipping_modes_numbers',
      sql`${t.pricePerKgVnd} >= 0 and ${t.minWeightG} >= 0 and ${t.volumetricDivisor} > 0
        and ${t.leadDaysMin} >= 0 and ${t.leadDaysMax} >= ${t.leadDaysMin}`,
    ),
  ],
);

/**
 * Extra services a buyer can add (photos, inspection, bubble wrap, wooden crate, insurance …).
 * `charge_type`: per_item (× quantity), per_order (once), percent_goods (`percent_bps` of the goods
 * value of the lines that ask for it), per_kg (× chargeable kilograms), per_parcel (each parcel the
 * order arrives in; the quote counts one); never less than `min_vnd`. per_kg and per_parcel are known
 * only when the parcels are weighed: second payment only.
 * `payment_stage`: paid with the first payment or with the bill at the Vietnamese warehouse.
 */
export const serviceExtras = pgTable(
  'service_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chargeType: text('charge_type', { enum: ['per_item', 'per_order', 'percent_goods', 'per_kg', 'per_parcel'] }).notNull(),
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull().default(0),
    percentBps: integer('percent_bps'),
    minVnd: bigint('min_vnd', { mode: 'number' }).notNull().default(0),
    paymentStage: text('payment_stage', { enum: ['first', 'second'] }).notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_extras_code_key').on(t.code),
    check('service_extras_code_format', sql`${t.code} ~ '^[a-z0-9_-]{2,32}$'`),
    check(
      'service_extras_price_shape',
      sql`${t.priceVnd} >= 0 and ${t.minVnd} >= 0
        and ((${t.chargeType} = 'percent_goods' and ${t.percentBps} between 1 and 10000) or (${t.chargeType} <> 'percent_goods' and ${t.percentBps} is null))
        and (${t.chargeType} not in ('per_kg', 'per_parcel') or ${t.paymentStage} = 'second')`,
    ),
  ],
);
