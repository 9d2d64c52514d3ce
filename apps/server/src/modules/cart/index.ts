/**
 * The cart (issue 6 item 2): items per customer with a product snapshot read from the marketplace
 * (never the client's price) and the buyer's options per item. Orders builds an order from it:
 *
 *   const items = await cartItemsOf(db, userId, cartItemIds);      // only the customer's rows
 *   await db.transaction(async (tx) => { ...create the order...; await removeCartItems(tx, userId, cartItemIds); });
 *
 * `refreshCartAvailability(ctx, userId)` re-checks every item against its marketplace (parallel,
 * short time limit): sold-out or vanished items get `soldout`, changed prices are updated with the
 * old one kept in `previousPriceJpy`; when a marketplace fails the item is kept as it was.
 */
export { cartRoutes } from './cart.routes.ts';
export {
  cartContext,
  cartItemsOf,
  removeCartItems,
  refreshCartAvailability,
  productFacts,
  CART_MAX_ITEMS,
  CART_MAX_QTY,
  type CartItemRow,
  type CartContext,
  type CartOptions,
  type CheckOutcome,
  type RefreshResult,
} from './cart.service.ts';
