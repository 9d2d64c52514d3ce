import { normalizeKeyword } from '@kaimono/contracts';
import type { AutoTranslateMode } from '@/shared/config/paths';

export const sortKeys = ['relevance', 'newest', 'price_asc', 'price_desc', 'ending_soon', 'most_bids', 'popular'] as const;
export type SortKey = (typeof sortKeys)[number];
export type ConditionFilter = 'new' | 'used';
export type ListingTypeFilter = 'auction' | 'fixed';

/** Everything a site search page reads from its URL (spec §2 plus the filters). */
export interface SiteSearchQuery {
  /** The keyword as the search uses it (trimmed, spaces collapsed, max 100 characters). */
  keyword: string;
  /** True when normalising changed what was in the URL. */
  trimmed: boolean;
  category: string | null;
  autoTranslate: AutoTranslateMode;
  priceMin: number | null;
  priceMax: number | null;
  condition: ConditionFilter | null;
  listingType: ListingTypeFilter | null;
  sort: SortKey;
  page: number;
  sellerId: string | null;
}

export const DEFAULT_SORT: SortKey = 'relevance';
export const MAX_PRICE_JPY = 1_000_000_000;
const MAX_PAGE = 100;
const modes: readonly AutoTranslateMode[] = ['on', 'off', 'auto'];
/** The API's rule for category and seller ids. */
const ID_PATTERN = /^[\w.:-]{1,64}$/;

/** The URL parameter names (the same as the search API's). */
export const searchParamNames = {
  keyword: 'keyword',
  autoTranslate: '__auto_translate_keyword',
  category: 'category',
  priceMin: 'price_min',
  priceMax: 'price_max',
  condition: 'condition',
  listingType: 'listing_type',
  sort: 'sort',
  page: 'page',
  sellerId: 'seller_id',
} as const;

/** A whole number of yen from user input or the URL, or null ("", junk, negative, too large). */
export function parseYen(raw: string | null | undefined): number | null {
  const text = (raw ?? '').replace(/[\s,._¥]/g, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_PRICE_JPY ? value : null;
}

function readId(raw: string | null): string | null {
  const value = (raw ?? '').trim();
  return ID_PATTERN.test(value) ? value : null;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the search from the URL; anything invalid falls back to its default. */
export function readSiteSearchQuery(params: URLSearchParams): SiteSearchQuery {
  const raw = params.get(searchParamNames.keyword) ?? '';
  const keyword = normalizeKeyword(raw);
  let priceMin = parseYen(params.get(searchParamNames.priceMin));
  let priceMax = parseYen(params.get(searchParamNames.priceMax));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const pageRaw = Number(params.get(searchParamNames.page));
  return {
    keyword,
    trimmed: raw !== '' && raw !== keyword,
    category: readId(params.get(searchParamNames.category)),
    autoTranslate: oneOf(params.get(searchParamNames.autoTranslate), modes) ?? 'auto',
    priceMin,
    priceMax,
    condition: oneOf(params.get(searchParamNames.condition), ['new', 'used'] as const),
    listingType: oneOf(params.get(searchParamNames.listingType), ['auction', 'fixed'] as const),
    sort: oneOf(params.get(searchParamNames.sort), sortKeys) ?? DEFAULT_SORT,
    page: Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1,
    sellerId: readId(params.get(searchParamNames.sellerId)),
  };
}

/** The URL parameters of a search; defaults (auto, relevance, page 1) and empty filters are left out. */
export function writeSiteSearchQuery(query: Partial<SiteSearchQuery>): URLSearchParams {
  const out = new URLSearchParams();
  if (query.keyword) out.set(searchParamNames.keyword, query.keyword);
  if (query.autoTranslate && query.autoTranslate !== 'auto') out.set(searchParamNames.autoTranslate, query.autoTranslate);
  if (query.category) out.set(searchParamNames.category, query.category);
  if (query.sellerId) out.set(searchParamNames.sellerId, query.sellerId);
  if (query.priceMin !== null && query.priceMin !== undefined) out.set(searchParamNames.priceMin, String(query.priceMin));
  if (query.priceMax !== null && query.priceMax !== undefined) out.set(searchParamNames.priceMax, String(query.priceMax));
  if (query.condition) out.set(searchParamNames.condition, query.condition);
  if (query.listingType) out.set(searchParamNames.listingType, query.listingType);
  if (query.sort && query.sort !== DEFAULT_SORT) out.set(searchParamNames.sort, query.sort);
  if (query.page && query.page > 1) out.set(searchParamNames.page, String(query.page));
  return out;
}

/** The search API's query for this search. */
export function toApiQuery(query: SiteSearchQuery, size: number): Record<string, string | number | undefined> {
  return {
    keyword: query.keyword || undefined,
    __auto_translate_keyword: query.autoTranslate,
    category: query.category ?? undefined,
    seller_id: query.sellerId ?? undefined,
    price_min: query.priceMin ?? undefined,
    price_max: query.priceMax ?? undefined,
    condition: query.condition ?? undefined,
    listing_type: query.listingType ?? undefined,
    sort: query.sort,
    page: query.page,
    size,
  };
}

/**
 * True when there is something to list: a keyword, a category, a seller, or any filter or sort
 * (e.g. "Xem tất cả" of the landing page's ending-soon auctions is `?sort=ending_soon`).
 */
export function hasSearchSubject(query: SiteSearchQuery): boolean {
  return !!(query.keyword || query.category || query.sellerId || query.sort !== DEFAULT_SORT || hasNarrowingFilters(query));
}

/** True when any filter besides the keyword and category narrows the results. */
export function hasNarrowingFilters(query: SiteSearchQuery): boolean {
  return query.priceMin !== null || query.priceMax !== null || query.condition !== null || query.listingType !== null;
}

/** A blank query (every default), optionally with some fields set. */
export function emptySearchQuery(overrides: Partial<SiteSearchQuery> = {}): SiteSearchQuery {
  return {
    keyword: '',
    trimmed: false,
    category: null,
    autoTranslate: 'auto',
    priceMin: null,
    priceMax: null,
    condition: null,
    listingType: null,
    sort: DEFAULT_SORT,
    page: 1,
    sellerId: null,
    ...overrides,
  };
}

/** `/iphone-go` -> "iphone", `/nintendo-switch-go` -> "nintendo switch"; null when not an explore path. */
export function exploreProductFromSlug(slug: string): string | null {
  if (!slug.endsWith('-go')) return null;
  let decoded = slug.slice(0, -3);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const product = normalizeKeyword(decoded.replace(/[-_+]+/g, ' '));
  return product || null;
}
