import { lazy } from 'react';

/**
 * The cart (/account/cart), the quote request (/account/cart/checkout) and the buying controls of
 * item pages (add to cart, buy now). The pages are split off; the item-page panel is light.
 */
export const CartView = lazy(() => import('./components/cart-view'));
export const CheckoutView = lazy(() => import('./components/checkout-view'));
/** The header's cart icon with the item count (logged-in visitors; the header loads it lazily). */
export { HeaderCartLink } from './components/header-cart-link';
export { BuyingPanel, type BuyingPanelProps } from './components/buying-panel';
export type { BuyingSupport } from './components/types';
export { useShippingRoutes, useServiceExtras } from './hooks/use-cart';
export { shippingChoices, defaultChoice, findChoice, type ShippingChoice } from './lib/shipping';
export { cartKeys } from './api/query-keys';
