import type { AdminBidQueueItem } from '../api/admin-bids-api';
import { msUntil } from './countdown';

/** What staff may do with a bid now (the server's rules, bidding.service / bidding.outcomes). */
export function bidActions(bid: AdminBidQueueItem, staffId: string | null, now: number) {
  const placing = bid.status === 'placing';
  const takenByOther = !!bid.staff_taken_at && !!bid.staff_id && bid.staff_id !== staffId;
  const ms = msUntil(bid.end_time, now);
  const ended = ms !== null && ms <= 0;
  return {
    take: placing && !bid.staff_taken_at,
    report: placing && !takenByOther,
    outcome: (placing || bid.status === 'leading' || bid.status === 'outbid') && ended,
    ended,
  };
}
