import type { AdminOrdersFilter } from './orders-admin-api';
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

/** Staff (under the user-scoped 'admin' root; bills of an order share the staff bills root). */
export const adminOrdersKeys = {
  all: ['admin', 'orders'] as const,
  list: (filter: AdminOrdersFilter, page: number) => ['admin', 'orders', 'list', filter, page] as const,
  detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
  bills: (orderCode: string) => ['admin', 'bills', 'of-order', orderCode] as const,
};
