/**
 * Consolidated shipments (issue 16 §5–6; ADR 0014): orders waiting at the Japanese warehouse
 * gathered into one international shipment, packed into boxes, billed once (bills
 * `billShipmentIn`), shipped, received in Vietnam, handed to a domestic carrier (COD), delivered.
 *
 *   const counts = await shipmentsWaitingCounts(db);   // the back office's dashboard
 *   // { to_pack, to_ship, to_hand_over }: each { count, oldest_at }
 */
export { shipmentsRoutes } from './shipments.routes.ts';
export { shipmentsWaitingCounts, estimatedWeightOfOrder, shipmentsContext, type WaitingCount } from './shipments.service.ts';
export { shipmentTransitions, canMove as canMoveShipment } from './shipments.transitions.ts';
