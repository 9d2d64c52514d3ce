/**
 * Zod-free constants of the order contracts (the web may import these values without zod; the
 * schemas are in orders.ts). Order states: DESIGN.md §6.
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
export type OrderStatus = (typeof orderStatuses)[number];

export const orderSources = ['cart', 'buy_now', 'desired_price', 'auction'] as const;
export type OrderSource = (typeof orderSources)[number];

export const orderActorKinds = ['customer', 'staff', 'system'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

export const orderPaymentKinds = ['first', 'second', 'refund'] as const;
export type OrderPaymentKind = (typeof orderPaymentKinds)[number];

/** GET /api/quotes/user: default page size (spec §9). */
export const QUOTES_PAGE_SIZE = 20;

/** The states in which staff record a parcel at the Vietnamese warehouse (and its bill is made). */
export const parcelOrderStatuses = ['at_jp_warehouse', 'shipping_international', 'at_vn_warehouse'] as const satisfies readonly OrderStatus[];

/**
 * Yen of an order's Japanese domestic shipping that the quote estimated by size class (price lines
 * `domestic:*` marked `estimated`), which the second bill settles against the actual; null when
 * every seller stated the shipping. `details`: the order's price groups as stored or as sent.
 */
export function estimatedJpShippingJpy(details: unknown): number | null {
  const groups = Array.isArray(details) ? (details as Array<{ lines?: unknown }>) : [];
  const lines = groups
    .flatMap((g) => (Array.isArray(g?.lines) ? (g.lines as Array<{ code?: unknown; amount_jpy?: unknown; estimated?: unknown }>) : []))
    .filter((l) => typeof l?.code === 'string' && l.code.startsWith('domestic:') && l.estimated === true && Number.isSafeInteger(l.amount_jpy));
  return lines.length ? lines.reduce((sum, l) => sum + (l.amount_jpy as number), 0) : null;
}
