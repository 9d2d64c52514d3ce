import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { siteCode } from './common.ts';
import { priceGroup } from './pricing.ts';

// The cart (issue 6 item 2; spec §3 "Cart item", §4 "Cart", §7 "Cart": POST /api/cart,
// POST /api/cart/remove, GET /api/cart/user, PUT /api/intended_cart/items and /items/update).
// Field names of the spec are kept (`price`, `tax`, `weight` …): `price` and `tax` are whole yen,
// `weight` grams, `width`/`length`/`height` centimetres. Money the server adds carries its currency.

const qty = z.coerce
  .number({ error: errorMessages.CART_QTY_INVALID })
  .int({ error: errorMessages.CART_QTY_INVALID })
  .min(1, { error: errorMessages.CART_QTY_INVALID })
  .max(999, { error: errorMessages.CART_QTY_INVALID });

/** A measured size or weight the buyer may give (positive whole number), or null to clear it. */
const measure = (max: number) => z.number().int().min(1).max(max).nullable();

const shortCode = z.string().trim().max(64);
const serviceCodes = z.array(z.string().trim().min(1).max(64)).max(20);

/** The options a buyer sets per item (all optional: only those sent change). */
export const cartItemOptions = z.object({
  qty: qty.optional(),
  extra_services: serviceCodes.optional(),
  discount_codes: z.array(z.string().trim().min(1).max(32)).max(5).optional(),
  route_code: shortCode.nullable().optional(),
  ship_mode: shortCode.nullable().optional(),
  note: z.string().max(1000).optional(),
  /** The buyer's own group label; null = grouped by site and seller. */
  groups: z.string().trim().max(64).nullable().optional(),
  weight: measure(1_000_000).optional(),
  width: measure(1_000).optional(),
  length: measure(1_000).optional(),
  height: measure(1_000).optional(),
});
export type CartItemOptions = z.infer<typeof cartItemOptions>;

/**
 * POST /api/cart: the item by site and code (or a pasted `link`). The price, name, image and
 * stock are read from the marketplace by the server; a price sent by the client is ignored.
 */
export const addToCartRequest = cartItemOptions.extend({
  site_code: siteCode.optional(),
  code: z.string().trim().min(1).max(200).optional(),
  link: z.string().trim().max(2000).optional(),
  /** Variant id (or name) when the item has several. */
  variant: z.string().trim().max(200).nullable().optional(),
}).refine((body) => (body.site_code !== undefined && body.code !== undefined) || body.link !== undefined, {
  error: errorMessages.CART_ITEM_REQUIRED,
});
export type AddToCartRequest = z.infer<typeof addToCartRequest>;

/** What the last re-check against the marketplace found. */
export const cartCheckOutcomes = ['ok', 'price_changed', 'soldout', 'failed'] as const;
export type CartCheckOutcome = (typeof cartCheckOutcomes)[number];

/** One cart item: the spec §3 fields plus id, code and seller. */
export const cartItemDto = z.object({
  id: z.string(),
  code: z.string(),
  site_code: siteCode,
  soldout: z.boolean(),
  link: z.string(),
  name: z.string(),
  /** The Vietnamese title, read through the translator when answering (null when it has none). */
  name_vi: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number().int(),
  variant: z.string().nullable(),
  /** Unit price in yen (tax included; the buy-now price of an auction). */
  price: z.number().int(),
  /** Consumption tax contained in `price`, yen per unit (0 when the site does not say). */
  tax: z.number().int(),
  weight: z.number().int().nullable(),
  width: z.number().int().nullable(),
  length: z.number().int().nullable(),
  height: z.number().int().nullable(),
  extra_services: z.array(z.string()),
  discount_codes: z.array(z.string()),
  route_code: z.string().nullable(),
  ship_mode: z.string().nullable(),
  note: z.string(),
  /** The buyer's group label, else `site:seller`. */
  groups: z.string(),
  product_need_procedure: z.boolean(),
  vendor_extra_services: z.array(z.string()),
  seller: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** Domestic shipping in Japan when the site states it (0 when the seller pays), else null. */
  domestic_shipping_jpy: z.number().int().nullable(),
  /** The price before the marketplace changed it, while the buyer has not confirmed the item again. */
  previous_price_jpy: z.number().int().nullable(),
  price_changed: z.boolean(),
  /** Chosen for the next quote (PUT /api/intended_cart/items). */
  intended: z.boolean(),
  /** What this load's re-check found; null when the item was not re-checked. */
  check: z.enum(cartCheckOutcomes).nullable(),
  checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

/** Amounts of a set of items through the pricing module (VND; first payment before purchase). */
export const cartTotals = z.object({
  item_count: z.number().int(),
  qty: z.number().int(),
  goods_jpy: z.number().int(),
  first_payment: z.number().int(),
  second_payment: z.number().int(),
  total_vnd: z.number().int(),
  /** The breakdown (only groups that have lines), as the price calculator answers it. */
  details: z.array(priceGroup),
  calc_error: z.string().nullable(),
});
export type CartTotals = z.infer<typeof cartTotals>;

/** A group of the active list: items of one site and seller (or of the buyer's own group label). */
export const cartGroup = z.object({
  key: z.string(),
  site_code: siteCode,
  seller: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  item_ids: z.array(z.string()),
  totals: cartTotals,
});
export type CartGroup = z.infer<typeof cartGroup>;

export const cartSiteTotals = z.object({ site_code: siteCode, totals: cartTotals });

/** GET /api/cart/user: active items and sold-out items apart (spec §4), with totals. */
export const cartResponse = z.object({
  success: z.literal(true),
  results: z.array(cartItemDto),
  soldout: z.array(cartItemDto),
  groups: z.array(cartGroup),
  sites: z.array(cartSiteTotals),
  totals: cartTotals,
  /** Totals of the items chosen for the next quote (none chosen: zeros). */
  intended_totals: cartTotals,
  /** Exchange rate used (VND per 1 JPY ×10,000). */
  rate: z.number().int(),
  /** True when a marketplace did not answer in time: those items are shown as they were. */
  check_failed: z.boolean(),
  /** Vietnamese notice about the re-check (prices changed, items sold out, check failed), or null. */
  message: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponse>;

/** GET /api/cart/count: how many items the customer's cart holds (the header's badge). */
export const cartCountResponse = z.object({
  success: z.literal(true),
  /** Items (rows) in the cart, sold-out ones included. */
  count: z.number().int().min(0),
});
export type CartCountResponse = z.infer<typeof cartCountResponse>;

export const cartGetQuery = z.object({
  /** `false` skips the marketplace re-check (e.g. right after a change). */
  recheck: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});

export const cartItemResponse = z.object({ success: z.literal(true), message: z.string(), data: cartItemDto });

export const cartRemoveRequest = z.object({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(200),
});
export const cartRemoveResponse = z.object({ success: z.literal(true), message: z.string(), removed: z.number().int() });

/** PUT /api/intended_cart/items: exactly these items are chosen for the next quote, each with its options. */
export const intendedItemsRequest = z.object({
  items: z
    .array(cartItemOptions.extend({ id: z.string().trim().min(1).max(64) }))
    .max(200),
});
export const intendedItemsResponse = z.object({ success: z.literal(true), message: z.string(), results: z.array(cartItemDto) });

/** PUT /api/intended_cart/items/update: one item's options. */
export const intendedItemUpdateRequest = cartItemOptions.extend({ id: z.string().trim().min(1).max(64) });
