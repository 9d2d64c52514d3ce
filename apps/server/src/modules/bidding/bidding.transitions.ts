import type { BidStatus } from '../../db/schema/bidding.ts';

/** Who changes a bid: its customer, staff (admins, the live placer's queue), or the system (jobs, the placer). */
export type BidActor = 'customer' | 'staff' | 'system';

export interface BidTransition {
  from: BidStatus;
  to: BidStatus;
  by: readonly BidActor[];
  /** What it means (documentation). */
  what: string;
}

/**
 * Every allowed state change of a bid and who may make it (DESIGN.md §6: one table per entity;
 * every transition is a bid_events row, the customer's transparent bid log).
 *
 *   scheduled (snipe waiting) ──fires──► placing ──answer──► leading | outbid ──auction ends──► won | lost
 *   leading | outbid ──customer raises the maximum──► placing (sent again)
 *   cancelled: before the bid reached the marketplace (a scheduled snipe, a queued live bid), or an
 *   outbid bid (our maximum is spent: nothing stands on the site); failed: the site refused it or the
 *   auction ended before it could be sent. Every end state leaves no hold behind.
 */
export const bidTransitions: readonly BidTransition[] = [
  { from: 'scheduled', to: 'placing', by: ['system'], what: 'the snipe fires' },
  { from: 'scheduled', to: 'cancelled', by: ['customer', 'staff', 'system'], what: 'cancelled before it was sent' },
  { from: 'scheduled', to: 'outbid', by: ['system'], what: 'the price passed the maximum before the snipe fired' },
  { from: 'scheduled', to: 'failed', by: ['system', 'staff'], what: 'could not be sent (auction ended or gone)' },
  { from: 'scheduled', to: 'lost', by: ['system'], what: 'the auction ended before the snipe fired' },
  { from: 'placing', to: 'leading', by: ['system', 'staff'], what: 'accepted, highest bidder' },
  { from: 'placing', to: 'outbid', by: ['system', 'staff'], what: 'accepted, but another maximum is higher' },
  { from: 'placing', to: 'won', by: ['system', 'staff'], what: 'accepted at the buy-now price: the auction ended' },
  { from: 'placing', to: 'failed', by: ['system', 'staff'], what: 'the marketplace refused it or did not answer' },
  { from: 'placing', to: 'lost', by: ['system', 'staff'], what: 'the auction ended before the bid was placed' },
  { from: 'placing', to: 'cancelled', by: ['customer', 'staff'], what: 'cancelled while waiting in the staff queue' },
  { from: 'leading', to: 'outbid', by: ['system', 'staff'], what: 'a rival bid above our maximum' },
  { from: 'leading', to: 'placing', by: ['customer'], what: 'the maximum is raised' },
  { from: 'leading', to: 'won', by: ['system', 'staff'], what: 'the auction ended with us highest' },
  { from: 'leading', to: 'lost', by: ['system', 'staff'], what: 'the auction ended without us (reserve not met, seller cancelled)' },
  { from: 'leading', to: 'cancelled', by: ['staff'], what: 'the seller cancelled the auction or our bid' },
  { from: 'outbid', to: 'leading', by: ['system', 'staff'], what: 'highest again (a rival bid was withdrawn)' },
  { from: 'outbid', to: 'placing', by: ['customer'], what: 'the maximum is raised' },
  { from: 'outbid', to: 'won', by: ['system', 'staff'], what: 'the auction ended with us highest after all (a rival bid withdrawn; staff report a live win)' },
  { from: 'outbid', to: 'lost', by: ['system', 'staff'], what: 'the auction ended' },
  { from: 'outbid', to: 'cancelled', by: ['customer', 'staff', 'system'], what: 'given up: the maximum is spent, the hold goes back' },
];

export function canTransition(from: BidStatus, to: BidStatus, by: BidActor): boolean {
  return bidTransitions.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

export function nextStatuses(from: BidStatus, by: BidActor): BidStatus[] {
  return bidTransitions.filter((t) => t.from === from && t.by.includes(by)).map((t) => t.to);
}

/** Open bids keep a hold and count against the VIP limits. */
export function isOpenBid(status: BidStatus): boolean {
  return status === 'scheduled' || status === 'placing' || status === 'leading' || status === 'outbid';
}

/** Ended: nothing more happens to the bid; its hold is released or captured. */
export function isFinalBid(status: BidStatus): boolean {
  return !isOpenBid(status);
}
