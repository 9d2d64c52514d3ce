/**
 * Desired price (price negotiation, issue 6 item 4). A customer asks for a lower price on a
 * Mercari, PayPay Flea Market or Yahoo Auctions (buy-now, no bids) item; staff send it to the seller
 * and record the answer; with buy_auto the order is created at the agreed price (orders.createOrder,
 * source 'desired_price') and the first payment is tried from the wallet.
 *
 * Status codes (contracts `desiredPriceStatusCodes`): 0 cancelled · 1 waiting · 2 negotiating ·
 * 3 accepted · 4 refused · 5 ordered · 6 countered. Transitions: desired-price.transitions.ts.
 */
export { desiredPriceRoutes, desiredPriceContext } from './desired-price.routes.ts';
export { negotiable, priceRange, type DesiredPriceContext } from './desired-price.service.ts';
export { desiredPriceTransitions, canTransition as canDesiredPriceTransition } from './desired-price.transitions.ts';
export { desiredPriceDashboardCounter } from './desired-price.dashboard.ts';
