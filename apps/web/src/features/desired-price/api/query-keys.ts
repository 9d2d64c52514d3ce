/** Under the user-scoped 'desired-prices' root (dropped on logout). */
export const desiredPriceKeys = {
  all: ['desired-prices'] as const,
  lists: ['desired-prices', 'list'] as const,
  list: (page: number) => ['desired-prices', 'list', page] as const,
  check: (site: string, code: string) => ['desired-prices', 'check', site, code] as const,
};
