import type { SiteCode } from '@kaimono/contracts';
import { paths } from '@/shared/config/paths';
import type { SortKey } from './search-params';

/** The `type` the category API uses for a site (spec §9: mercari-jp is Mercari's). */
export function categoryTypeOf(site: SiteCode): string {
  return site === 'mercari' ? 'mercari-jp' : site;
}

/** Each marketplace's own colour (landing banners). */
export const siteTones: Record<SiteCode, string> = {
  auction: '#c9201d',
  shopping: '#e0451b',
  mercari: '#e2234a',
  rakuten: '#bf0000',
  paypay: '#d9263f',
  'suruga-ya': '#1d4ed8',
};

/** Sites whose search can be narrowed to auctions or fixed prices. */
export function hasListingType(site: SiteCode): boolean {
  return site === 'auction' || site === 'mercari';
}

const baseSorts: readonly SortKey[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'];

/** Sort orders offered on a site's search. */
export function sortsOf(site: SiteCode): readonly SortKey[] {
  return site === 'auction' ? [...baseSorts, 'ending_soon', 'most_bids'] : baseSorts;
}

/** Where a category of a site is browsed: Suruga-ya has its own category pages. */
export function categoryHref(site: SiteCode, categoryId: string): string {
  return site === 'suruga-ya' ? paths.surugayaCategory(categoryId) : paths.siteSearch(site, { category: categoryId });
}

export type LandingListKey = 'endingSoon' | 'newest' | 'ranking' | 'deals' | 'surugayaGames' | 'surugayaHobby';

export interface LandingList {
  key: LandingListKey;
  /** API path (GET). */
  path: string;
  query?: Record<string, string | number>;
  /** 'search' answers are search envelopes; 'list' answers are {results} or {Items}. */
  kind: 'list' | 'search';
  /** Numbered as a ranking. */
  ranked?: boolean;
  /** "Xem tất cả": the page listing the same products (only where such a search exists). */
  viewAll?: string;
}

const LIST_SIZE = 12;

/**
 * The lists a site's landing page shows, from the site's own list endpoints. Marketplace search
 * needs a keyword or a category, so Suruga-ya (which has no list calls) shows two categories.
 */
export const landingListsOf: Record<SiteCode, readonly LandingList[]> = {
  auction: [
    { key: 'endingSoon', path: '/auction/outstanding-products', query: { size: LIST_SIZE }, kind: 'list' },
    { key: 'newest', path: '/auction/home/products', query: { size: LIST_SIZE }, kind: 'list' },
  ],
  shopping: [
    { key: 'ranking', path: '/shopping/home/products', query: { size: LIST_SIZE }, kind: 'list', ranked: true },
    { key: 'deals', path: '/shopping/deal/products', query: { size: LIST_SIZE }, kind: 'list' },
  ],
  mercari: [
    { key: 'ranking', path: '/mercari/ranking', query: { page: 1 }, kind: 'list', ranked: true },
    { key: 'newest', path: '/mercari/home/products', query: { size: LIST_SIZE }, kind: 'list' },
  ],
  rakuten: [
    { key: 'ranking', path: '/rakuten/search/popular', query: { page: 1 }, kind: 'list', ranked: true },
    { key: 'deals', path: '/rakuten/deal/products', query: { size: LIST_SIZE }, kind: 'list' },
  ],
  paypay: [{ key: 'newest', path: '/paypay/home/products', query: { size: LIST_SIZE }, kind: 'list' }],
  'suruga-ya': [
    {
      key: 'surugayaGames',
      path: '/suruga-ya/search',
      query: { category: '7', sort: 'newest', size: LIST_SIZE },
      kind: 'search',
      viewAll: `${paths.surugayaCategory('7')}?sort=newest`,
    },
    {
      key: 'surugayaHobby',
      path: '/suruga-ya/search',
      query: { category: '5', sort: 'popular', size: LIST_SIZE },
      kind: 'search',
      viewAll: `${paths.surugayaCategory('5')}?sort=popular`,
    },
  ],
};

export type RelatedKind = 'related' | 'store';

export interface RelatedSource {
  kind: RelatedKind;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The answer is a search envelope (else a list). */
  search?: boolean;
}

/**
 * Where an item's related products come from. Mercari has no related call: products of the same
 * category, most popular first, are the honest equivalent.
 */
export function relatedSourceOf(site: SiteCode, code: string, categoryId: string | null): RelatedSource | null {
  const c = encodeURIComponent(code);
  switch (site) {
    case 'auction':
      return { kind: 'related', method: 'GET', path: `/auction/relates/${c}` };
    case 'paypay':
      return { kind: 'related', method: 'GET', path: `/paypay/recommend/${c}` };
    case 'suruga-ya':
      return { kind: 'related', method: 'GET', path: `/suruga-ya/related/${c}` };
    case 'rakuten':
      return { kind: 'related', method: 'GET', path: '/rakuten/recommendations', query: { code, size: 12 } };
    case 'shopping':
      return { kind: 'store', method: 'POST', path: '/shopping/item-get-more', body: { code, page: 1, size: 12 }, search: true };
    case 'mercari':
      return categoryId ? { kind: 'related', method: 'GET', path: '/mercari/search', query: { category: categoryId, sort: 'popular', size: 13 }, search: true } : null;
    default:
      return null;
  }
}
