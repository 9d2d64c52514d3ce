/**
 * Purchasing and the Japan warehouse (issue 16 items 3 and 4).
 *
 * Purchasing: the queue of paid orders to buy (and won auctions to settle with their seller), the
 * purchase record (marketplace order number, price and domestic shipping actually paid) with the
 * difference settled through the wallet (refund, key `order-purchase:<orderId>`) or charged once on
 * the order's next bill (`purchaseSettlementOf`, line `purchase:adjustment`), the seller's cancellation.
 * Japan warehouse: receiving a package against its order (weight, size, shelf, condition, photos
 * shared with the customer), the customer's photo requests (pricing's `photos` service).
 *
 *   const packages = await receivedPackagesOf(db, userId);    // consolidation: what waits in Japan
 *   const { count, oldest_at } = await purchasingQueueCount(db); // dashboard
 *   const arrived = await arrivalOf(db, orderId);               // bills: storage days from arrival
 */
export { purchasingRoutes } from './purchasing.routes.ts';
export { purchasingContext, purchaseQueueCount as purchasingQueueCount, purchaseSettlementOf, expectedOf, settleDifference, PURCHASE_ADJUSTMENT, type PurchasingContext } from './purchasing.service.ts';
export { receivedPackagesOf, receivedWeightOf, arrivalOf, toReceiveCount } from './purchasing.warehouse.ts';
