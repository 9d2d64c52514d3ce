/**
 * Bidding on Yahoo! Auctions and Mercari auctions (issue 7; DESIGN.md §6 bid states). Other parts use:
 *
 *   await app.register(biddingRoutes, deps);                      // every bid path of spec §7 + the staff queue
 *   await registerBiddingJobs(deps, log);                         // bid-fire (snipes) and bid-watch (outcomes)
 *   const ctx = biddingContext(deps, log);                        // placer (sandbox or live staff queue), clock
 *
 * A bid holds its maximum in the wallet (first payment in dong at the current rate, key
 * `bid-hold:<bidId>`); the hold goes back on cancel, failure or loss and becomes the order's first
 * payment on a win. Every step is a row of bid_events: the customer's transparent bid log.
 */
export { biddingRoutes } from './bidding.routes.ts';
export {
  biddingContext,
  placeBid,
  sendBid,
  cancelBid,
  releaseBidHold,
  holdQuote,
  toBidDto,
  recordBidEvent,
  transitionBid,
  openBidsForAuction,
  type BiddingContext,
  type BidRow,
  type PlaceBidInput,
} from './bidding.service.ts';
export { bidTransitions, canTransition as canTransitionBid, isOpenBid } from './bidding.transitions.ts';
export { SandboxBidPlacer, LiveBidPlacer, placerFor, overrideBidding, bidderIdFor, type BidPlacer, type AuctionSnapshot, type PlaceAnswer } from './bidding.placer.ts';
export { registerBiddingJobs, BID_FIRE_QUEUE, BID_WATCH_QUEUE } from './bidding.jobs.ts';
export { bidQueueDashboardCounter } from './bidding.dashboard.ts';
