/** Under the user-scoped 'desired-prices' root (dropped on logout). */
export const desiredPriceKeys = {
  all: ['desired-prices'] as const,
  lists: ['desired-prices', 'list'] as const,
  list: (page: number) => ['desired-prices', 'list', page] as const,
  check: (site: string, code: string) => ['desired-prices', 'check', site, code] as const,
  /** Staff: every customer's requests and one request's detail. */
  admin: ['desired-prices', 'admin'] as const,
  adminList: (status: number | null, site: string | null, q: string, page: number) => ['desired-prices', 'admin', 'list', status, site, q, page] as const,
  adminDetail: (id: string) => ['desired-prices', 'admin', 'detail', id] as const,
};
