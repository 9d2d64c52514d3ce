import type { OrderActorKind, OrderStatus } from '@kaimono/contracts';

/** Who changes an order: its customer, staff (admins), or the system (a payment, a bill, a job). */
export type OrderActor = OrderActorKind;

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
}

/**
 * Every allowed state change of an order, with who may make it (DESIGN.md §6: one table per
 * entity; every transition is logged in order_events and notified to the customer).
 *
 *   waiting_quote → waiting_deposit → purchasing → purchased → at_jp_warehouse
 *   → shipping_international → at_vn_warehouse → delivering → delivered
 *
 * `cancelled` from any state before `purchased` (what was paid goes back to the wallet, the coupon
 * is released); `refunded` when the seller cancels (staff; everything paid goes back).
 * The move to `purchasing` is the first payment's (system); the move to `delivering` needs the
 * second payments paid (checked by the service); the customer confirms receipt (→ delivered).
 */
export const orderTransitions: readonly OrderTransition[] = [
  { from: 'waiting_quote', to: 'waiting_deposit', by: ['customer', 'staff'] },
  { from: 'waiting_quote', to: 'cancelled', by: ['customer', 'staff', 'system'] },
  { from: 'waiting_deposit', to: 'purchasing', by: ['system'] },
  { from: 'waiting_deposit', to: 'cancelled', by: ['customer', 'staff', 'system'] },
  { from: 'purchasing', to: 'purchased', by: ['staff', 'system'] }, // system: a won auction is bought already
  { from: 'purchasing', to: 'cancelled', by: ['customer', 'staff'] },
  { from: 'purchasing', to: 'refunded', by: ['staff'] },
  { from: 'purchased', to: 'refunded', by: ['staff'] },
  { from: 'purchased', to: 'at_jp_warehouse', by: ['staff', 'system'] },
  { from: 'at_jp_warehouse', to: 'shipping_international', by: ['staff', 'system'] },
  { from: 'at_jp_warehouse', to: 'at_vn_warehouse', by: ['staff', 'system'] },
  { from: 'shipping_international', to: 'at_vn_warehouse', by: ['staff', 'system'] },
  { from: 'at_vn_warehouse', to: 'delivering', by: ['staff', 'system'] },
  { from: 'delivering', to: 'delivered', by: ['customer', 'staff', 'system'] },
];

export function canTransition(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  return orderTransitions.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

export function nextStatuses(from: OrderStatus, by: OrderActor): OrderStatus[] {
  return orderTransitions.filter((t) => t.from === from && t.by.includes(by)).map((t) => t.to);
}

/** The normal path, in order (the tracking bar). */
export const orderPath: readonly OrderStatus[] = [
  'waiting_quote',
  'waiting_deposit',
  'purchasing',
  'purchased',
  'at_jp_warehouse',
  'shipping_international',
  'at_vn_warehouse',
  'delivering',
  'delivered',
];

/** Finished: nothing more happens to the order. */
export function isFinal(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled' || status === 'refunded';
}

/** Moves that give back everything paid for the order. */
export function refundsPayments(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'refunded';
}
