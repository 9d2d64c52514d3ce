import { lazy } from 'react';

/**
 * Bidding (issue 7): the bid panel and dialog of auction item pages (Yahoo! Auctions and Mercari
 * auctions), /account/bids (active, won, lost, with the bid log) and the last-minute notification
 * switch. Shipping choices and the wallet's top-up are handed in by the route (BiddingSupport).
 */
export { BidPanel, type BidPanelProps } from './components/bid-panel';
export const BidsView = lazy(() => import('./components/bids-view'));
/** /admin/bids: the staff queue of the live placer (take, report the site's answer, report the outcome). */
export const AdminBidQueue = lazy(() => import('./components/admin-bid-queue'));
export { LastMinuteSwitch } from './components/last-minute-switch';
export type { BidItem, BiddingSupport, BidShippingOption } from './components/types';
export { biddingKeys } from './api/query-keys';
