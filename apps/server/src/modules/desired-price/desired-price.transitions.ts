import { desiredPriceStatusCodes as S, type DesiredPriceStatus } from '@kaimono/contracts';

/** Who changes a request: the customer who made it, staff (admins), or the system (automatic order). */
export type DesiredPriceActor = 'customer' | 'staff' | 'system';

export interface DesiredPriceTransition {
  from: DesiredPriceStatus;
  to: DesiredPriceStatus;
  by: DesiredPriceActor;
  /** What it means (documentation and the OpenAPI summary). */
  what: string;
}

/**
 * Every allowed status change and who may make it (DESIGN.md §6: one table per entity).
 *
 *   1 waiting ──staff: sent──► 2 negotiating ──staff answer──► 3 accepted | 4 refused | 6 countered
 *   6 countered ──customer accepts──► 3 accepted ──customer / system (buy_auto)──► 5 ordered
 *   open (1, 2, 3, 6) ──customer or staff──► 0 cancelled
 *   A new desired price from the customer takes 2 or 6 back to 1 (the offer is sent again).
 */
export const desiredPriceTransitions: readonly DesiredPriceTransition[] = [
  { from: S.waiting, to: S.negotiating, by: 'staff', what: 'sent to the seller' },
  { from: S.negotiating, to: S.waiting, by: 'staff', what: 'back to waiting (to be sent again)' },
  { from: S.waiting, to: S.accepted, by: 'staff', what: 'the seller accepted' },
  { from: S.negotiating, to: S.accepted, by: 'staff', what: 'the seller accepted' },
  { from: S.countered, to: S.accepted, by: 'staff', what: 'the seller accepted after all' },
  { from: S.waiting, to: S.refused, by: 'staff', what: 'the seller refused' },
  { from: S.negotiating, to: S.refused, by: 'staff', what: 'the seller refused' },
  { from: S.countered, to: S.refused, by: 'staff', what: 'the counter offer lapsed' },
  { from: S.waiting, to: S.countered, by: 'staff', what: 'the seller proposed another price' },
  { from: S.negotiating, to: S.countered, by: 'staff', what: 'the seller proposed another price' },
  { from: S.countered, to: S.accepted, by: 'customer', what: 'the customer accepted the counter price' },
  { from: S.negotiating, to: S.waiting, by: 'customer', what: 'a new desired price' },
  { from: S.countered, to: S.waiting, by: 'customer', what: 'a new desired price' },
  { from: S.accepted, to: S.ordered, by: 'customer', what: 'the customer ordered at the agreed price' },
  { from: S.accepted, to: S.ordered, by: 'staff', what: 'staff ordered for the customer' },
  { from: S.accepted, to: S.ordered, by: 'system', what: 'automatic order (buy_auto)' },
  ...([S.waiting, S.negotiating, S.accepted, S.countered] as const).flatMap((from) => [
    { from, to: S.cancelled, by: 'customer' as const, what: 'cancelled by the customer' },
    { from, to: S.cancelled, by: 'staff' as const, what: 'cancelled by staff' },
  ]),
];

export function canTransition(from: number, to: number, by: DesiredPriceActor): boolean {
  return desiredPriceTransitions.some((t) => t.from === from && t.to === to && t.by === by);
}

export function nextStatuses(from: number, by: DesiredPriceActor): DesiredPriceStatus[] {
  return desiredPriceTransitions.filter((t) => t.from === from && t.by === by).map((t) => t.to);
}

/** Open: one per customer and item (the partial unique index `desired_prices_open_key`). */
export function isOpen(status: number): boolean {
  return status === S.waiting || status === S.negotiating || status === S.accepted || status === S.countered;
}

/** The customer may change the price while nothing is agreed, and the delivery options until ordered. */
export function customerAbilities(row: { status: number }) {
  return {
    can_edit: row.status === S.waiting || row.status === S.negotiating || row.status === S.countered || row.status === S.accepted,
    can_cancel: canTransition(row.status, S.cancelled, 'customer'),
    can_accept_counter: canTransition(row.status, S.accepted, 'customer'),
    can_order: canTransition(row.status, S.ordered, 'customer'),
  };
}

/** The desired price itself may change only before a price is agreed. */
export function priceEditable(status: number): boolean {
  return status === S.waiting || status === S.negotiating || status === S.countered;
}
