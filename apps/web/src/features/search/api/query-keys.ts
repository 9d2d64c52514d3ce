import type { SiteCode } from '@kaimono/contracts';

export const searchKeys = {
  all: ['search'] as const,
  autocomplete: (site: SiteCode, keyword: string) => [...searchKeys.all, 'autocomplete', site, keyword] as const,
  autocompleteAll: () => [...searchKeys.all, 'autocomplete'] as const,
  topSearches: (site: SiteCode) => [...searchKeys.all, 'top', site] as const,
  admin: (filters: { page: number; site: string | null; hidden: boolean | null; search: string | null }) => [...searchKeys.all, 'admin', filters] as const,
};
