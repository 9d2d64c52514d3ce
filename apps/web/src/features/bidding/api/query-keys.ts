import type { BidListFilter } from '@kaimono/contracts';

/** Under the user-scoped 'bids' root (dropped on logout, spec §4). */
export const biddingKeys = {
  all: ['bids'] as const,
  lists: ['bids', 'list'] as const,
  list: (filter: BidListFilter, page: number) => ['bids', 'list', filter, page] as const,
  price: (site: string, code: string, priceJpy: number | null) => ['bids', 'price', site, code, priceJpy] as const,
  prices: (site: string, code: string) => ['bids', 'price', site, code] as const,
  history: (site: string, code: string) => ['bids', 'history', site, code] as const,
  lastMinute: ['bids', 'last-minute'] as const,
};
