import type { AdminBillsFilter } from './bills-admin-api';
import type { BillsFilter } from './bills-api';

/** Under the user-scoped 'invoices' root (dropped on logout). */
export const billsKeys = {
  all: ['invoices'] as const,
  list: (filter: BillsFilter, page: number) => ['invoices', 'list', filter, page] as const,
};

/** Staff (under the user-scoped 'admin' root; the orders feature keys an order's bills under it too). */
export const adminBillsKeys = {
  all: ['admin', 'bills'] as const,
  list: (filter: AdminBillsFilter, page: number) => ['admin', 'bills', 'list', filter, page] as const,
  detail: (id: string) => ['admin', 'bills', 'detail', id] as const,
};
