/**
 * Orders: quotes (an order in `waiting_quote`), orders, their first payment, the timeline and the
 * state changes (DESIGN.md §6; the one transition table is `orders.transitions.ts`).
 *
 *   const ctx = ordersContext(deps, app.log);
 *   const order = await createOrder(ctx, { userId, source: 'desired_price', items, addressId, sourceRef });
 *   await payFirstPayment(ctx, { userId, orderId: order.id });          // wallet key `order-first:${orderId}`
 *   await transitionOrder(ctx, { orderId, to: 'at_vn_warehouse', actor: { kind: 'system', id: null } });
 *   await setSecondPaymentDue(db, { orderId, amountVnd, billId });        // bills: a bill was created
 *   await recordOrderPayment(db, { orderId, kind: 'second', amountVnd, ledgerEntryId, reference: billId });
 *
 * Cancelling (before purchased) or a seller's refusal (→ refunded) gives back exactly what was paid
 * (wallet refund, key `order-refund:${orderId}`) and releases the coupon.
 */
export { ordersRoutes } from './orders.routes.ts';
export { ordersAdminRoutes } from './orders.admin.routes.ts';
export {
  ordersContext,
  createOrder,
  payFirstPayment,
  transitionOrder,
  setSecondPaymentDue,
  recordOrderPayment,
  ownedOrder,
  findOrder,
  statusEnteredAt,
  toOrderDto,
} from './orders.service.ts';
export { itemsOf as orderItemsOf } from './orders.repository.ts';
export { orderTransitions, canTransition, nextStatuses, orderPath, type OrderTransition } from './orders.transitions.ts';
export type { OrdersContext, OrderItemInput, CreateOrderInput, OrderRow, OrderItemRow, OrderActorRef } from './orders.types.ts';
export type { OrderStatus, OrderDto } from '@kaimono/contracts';
export { ordersDashboardCounters } from './orders.dashboard.ts';
