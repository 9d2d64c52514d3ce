import type { ComplaintStatus } from './complaints-api';

/** Under the user-scoped 'complaints' root (dropped on logout). */
export const complaintsKeys = {
  all: ['complaints'] as const,
  types: ['complaints', 'types'] as const,
  list: (page: number, status: ComplaintStatus | null) => ['complaints', 'list', page, status] as const,
  detail: (id: string) => ['complaints', 'detail', id] as const,
  /** Staff: every customer's complaints and one complaint. */
  admin: ['complaints', 'admin'] as const,
  adminList: (status: string | null, type: string | null, overdue: boolean, page: number) => ['complaints', 'admin', 'list', status, type, overdue, page] as const,
  adminDetail: (id: string) => ['complaints', 'admin', 'detail', id] as const,
};
