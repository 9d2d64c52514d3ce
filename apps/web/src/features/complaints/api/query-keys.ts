import type { ComplaintStatus } from './complaints-api';

/** Under the user-scoped 'complaints' root (dropped on logout). */
export const complaintsKeys = {
  all: ['complaints'] as const,
  types: ['complaints', 'types'] as const,
  list: (page: number, status: ComplaintStatus | null) => ['complaints', 'list', page, status] as const,
  detail: (id: string) => ['complaints', 'detail', id] as const,
};
