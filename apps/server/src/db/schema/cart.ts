import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's cart (issue 6 item 2): one row per item and variant (adding the same item again
 * raises `qty`). The product facts (name, image, price, tax, seller, size) are a snapshot taken
 * from the marketplace by the server — never from the client — and refreshed when the cart is
 * loaded; the options (qty, extra services, route, ship mode, note, discount codes) are the buyer's.
 * `variant` is '' when the item has none, so the unique key holds.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    code: text('code').notNull(),
    variant: text('variant').notNull().default(''),
    link: text('link').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    qty: integer('qty').notNull().default(1),
    /** Unit price the seller asks, tax included where the site adds tax (buy-now price for auctions). */
    priceJpy: bigint('price_jpy', { mode: 'number' }).notNull(),
    /** The consumption tax contained in `price_jpy` per unit (0 when the site gives no pre-tax price). */
    taxJpy: bigint('tax_jpy', { mode: 'number' }).notNull().default(0),
    /** The price before the last re-check changed it; null when unchanged since the buyer last saw it. */
    previousPriceJpy: bigint('previous_price_jpy', { mode: 'number' }),
    /** Domestic shipping in Japan when the site states it; null = unknown (pricing estimates it). */
    domesticShippingJpy: bigint('domestic_shipping_jpy', { mode: 'number' }),
    weightG: integer('weight_g'),
    widthCm: integer('width_cm'),
    lengthCm: integer('length_cm'),
    heightCm: integer('height_cm'),
    extraServices: jsonb('extra_services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    discountCodes: jsonb('discount_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    routeCode: text('route_code'),
    shipMode: text('ship_mode'),
    note: text('note').notNull().default(''),
    /** A group label the buyer gives (null = grouped by site and seller). */
    groups: text('groups'),
    sellerId: text('seller_id'),
    sellerName: text('seller_name'),
    soldout: boolean('soldout').notNull().default(false),
    productNeedProcedure: boolean('product_need_procedure').notNull().default(false),
    vendorExtraServices: jsonb('vendor_extra_services').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Chosen for the next quote (PUT /api/intended_cart/items). */
    intended: boolean('intended').notNull().default(false),
    /** When the marketplace last answered for this item. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_user_item_key').on(t.userId, t.site, t.code, t.variant),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 999`),
    check('cart_items_price_not_negative', sql`${t.priceJpy} >= 0 and ${t.taxJpy} >= 0`),
    check(
      'cart_items_sizes_positive',
      sql`(${t.weightG} is null or ${t.weightG} > 0) and (${t.widthCm} is null or ${t.widthCm} > 0)
        and (${t.lengthCm} is null or ${t.lengthCm} > 0) and (${t.heightCm} is null or ${t.heightCm} > 0)`,
    ),
  ],
);
