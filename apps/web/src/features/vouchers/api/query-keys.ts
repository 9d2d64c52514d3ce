import type { AdminVoucherFilters } from './admin-vouchers-api';

/** Under the user-scoped 'vouchers' root (dropped on logout: the catalogue carries `saved` flags). */
export const vouchersKeys = {
  all: ['vouchers'] as const,
  mineAll: ['vouchers', 'mine'] as const,
  mine: (page: number) => ['vouchers', 'mine', page] as const,
  catalogueAll: ['vouchers', 'catalogue'] as const,
  catalogue: (page: number) => ['vouchers', 'catalogue', page] as const,
  /** The staff list (/admin/vouchers). */
  adminAll: ['vouchers', 'admin'] as const,
  admin: (filters: AdminVoucherFilters, page: number) => ['vouchers', 'admin', filters, page] as const,
};
