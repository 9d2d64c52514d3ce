import { lazy } from 'react';

/**
 * Desired price (negotiation): the "Thương lượng giá" button and dialog of item pages, and the
 * customer's list of requests (/account/desired-prices). Addresses and shipping options are handed in.
 */
export { DesiredPriceButton, type DesiredPriceButtonProps } from './components/desired-price-button';
export const DesiredPriceList = lazy(() => import('./components/desired-price-list'));
/** /admin/desired-prices: staff list the requests and record the seller's answer. */
export const AdminDesiredPrices = lazy(() => import('./components/admin-desired-prices'));
export type { DesiredPriceItem, DesiredPriceSupport, ShippingOption } from './components/types';
export { desiredPriceKeys } from './api/query-keys';
