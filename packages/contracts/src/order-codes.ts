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
