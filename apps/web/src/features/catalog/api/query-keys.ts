import type { SiteCode } from '@kaimono/contracts';
import type { SiteSearchQuery } from '../lib/search-params';

/** Catalog data is public and shared by everyone; recently viewed belongs to the viewer. */
export const catalogKeys = {
  all: ['catalog'] as const,
  search: (site: SiteCode, query: SiteSearchQuery, size: number) => ['catalog', 'search', site, { ...query, trimmed: undefined }, size] as const,
  item: (site: SiteCode, code: string, type: string | null) => ['catalog', 'item', site, code, type ?? ''] as const,
  shipping: (code: string) => ['catalog', 'shipping-fee', code] as const,
  related: (site: SiteCode, code: string) => ['catalog', 'related', site, code] as const,
  landingList: (site: SiteCode, key: string) => ['catalog', 'landing', site, key] as const,
  topCategories: (site: SiteCode) => ['catalog', 'categories', site, 'tops'] as const,
  childCategories: (site: SiteCode, parentId: string) => ['catalog', 'categories', site, parentId] as const,
  homeCategories: ['catalog', 'home-categories'] as const,
  groupProducts: ['catalog', 'group-products'] as const,
  quicks: ['catalog', 'quicks'] as const,
  explore: (keyword: string) => ['catalog', 'explore', keyword] as const,
  exchangeRate: ['catalog', 'exchange-rate'] as const,
  translate: (text: string) => ['catalog', 'translate', text] as const,
  adminTranslations: (filters: { page: number; corrected: boolean | null; search: string | null }) => ['catalog', 'admin-translations', filters] as const,
  /** Under the user-scoped 'recently-viewed' root: dropped on logout. */
  recentlyViewed: ['recently-viewed'] as const,
};
