import type { BidListFilter, BidSite } from '@kaimono/contracts';

/** Under the user-scoped 'bids' root (dropped on logout, spec §4). */
export const biddingKeys = {
  all: ['bids'] as const,
  lists: ['bids', 'list'] as const,
  list: (filter: BidListFilter, page: number, site: BidSite | null) => ['bids', 'list', filter, page, site ?? 'all'] as const,
  price: (site: string, code: string, priceJpy: number | null, shipMode: string | null = null, routeCode: string | null = null) =>
    ['bids', 'price', site, code, priceJpy, shipMode, routeCode] as const,
  prices: (site: string, code: string) => ['bids', 'price', site, code] as const,
  history: (site: string, code: string) => ['bids', 'history', site, code] as const,
  lastMinute: ['bids', 'last-minute'] as const,
  /** Staff: the live placer's queue (scope queue or open). */
  adminQueue: (scope: string) => ['bids', 'admin-queue', scope] as const,
  adminQueues: ['bids', 'admin-queue'] as const,
};
