import type { OrderStatus, ShipmentStatus } from '@kaimono/contracts';

/**
 * Every allowed move of a shipment and who makes it (DESIGN.md §6: one table per entity). Packing
 * again replaces the boxes until the bill is made. `paid` is not a status: it is the bill's.
 *
 *   requested → packed → billed → shipped → at_vn_warehouse → handed_to_carrier → delivered
 *   requested → cancelled (the customer or staff), packed/billed → cancelled (staff): never once shipped
 *   billed → packed: not a move anyone asks for; it happens when staff cancel the shipment's bill in
 *   the bills module (shipments.service `shipmentBillCancelListener`, ADR 0017 §6)
 */
export const shipmentTransitions: ReadonlyArray<{ from: ShipmentStatus; to: ShipmentStatus; by: ReadonlyArray<'staff' | 'customer'> }> = [
  { from: 'requested', to: 'packed', by: ['staff'] },
  { from: 'packed', to: 'packed', by: ['staff'] },
  { from: 'packed', to: 'billed', by: ['staff'] },
  { from: 'billed', to: 'shipped', by: ['staff'] },
  { from: 'shipped', to: 'at_vn_warehouse', by: ['staff'] },
  { from: 'at_vn_warehouse', to: 'handed_to_carrier', by: ['staff'] },
  { from: 'handed_to_carrier', to: 'delivered', by: ['customer', 'staff'] },
  { from: 'requested', to: 'cancelled', by: ['customer', 'staff'] },
  { from: 'packed', to: 'cancelled', by: ['staff'] },
  // ADR 0017 §6: staff cancel a billed shipment before it ships (its bill cancelled or refunded).
  { from: 'billed', to: 'cancelled', by: ['staff'] },
];

export function canMove(from: ShipmentStatus, to: ShipmentStatus, by: 'staff' | 'customer'): boolean {
  return shipmentTransitions.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** Where each order of the shipment goes when the shipment moves (the orders module's transitions). */
const orderSteps: Partial<Record<ShipmentStatus, { from: OrderStatus; to: OrderStatus }>> = {
  shipped: { from: 'at_jp_warehouse', to: 'shipping_international' },
  at_vn_warehouse: { from: 'shipping_international', to: 'at_vn_warehouse' },
  handed_to_carrier: { from: 'at_vn_warehouse', to: 'delivering' },
  delivered: { from: 'delivering', to: 'delivered' },
};

/** Before the shipment leaves, its orders wait at the Japanese warehouse. */
export function orderStepOf(to: ShipmentStatus): { from: OrderStatus; to: OrderStatus } | null {
  return orderSteps[to] ?? (to === 'packed' || to === 'billed' ? { from: 'at_jp_warehouse', to: 'at_jp_warehouse' } : null);
}
