import type { BillsFilter } from './bills-api';

/** Under the user-scoped 'invoices' root (dropped on logout). */
export const billsKeys = {
  all: ['invoices'] as const,
  list: (filter: BillsFilter, page: number) => ['invoices', 'list', filter, page] as const,
};
