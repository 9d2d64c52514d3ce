import type { QuotesFilter } from './orders-api';

/** Under the user-scoped 'quotes' root (dropped on logout). */
export const ordersKeys = {
  all: ['quotes'] as const,
  listAll: ['quotes', 'list'] as const,
  list: (filter: QuotesFilter, page: number) => ['quotes', 'list', filter, page] as const,
  statistics: ['quotes', 'statistics'] as const,
  detail: (code: string) => ['quotes', 'detail', code] as const,
  payments: (orderId: string) => ['quotes', 'payments', orderId] as const,
};
