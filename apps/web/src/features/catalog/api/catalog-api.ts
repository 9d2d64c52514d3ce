import type { CategoryNodeDto, ExchangeRateDto, ProductDetailDto, ProductSummaryDto, SiteCode } from '@kaimono/contracts';
import { surugayaCategoryText } from '@kaimono/i18n';
import { ApiError, apiRequest, http } from '@/shared/api/http';
import { SURUGAYA_ALL_CATEGORIES, surugayaCategoryCodes } from '@/shared/config/sites';
import { getVisitorId } from '@/shared/lib/visitor-id';
import type { LandingList, RelatedSource } from '../lib/site-config';
import { categoryTypeOf } from '../lib/site-config';
import { toApiQuery, type SiteSearchQuery } from '../lib/search-params';
import { normaliseItem, normaliseList, normaliseSearch, type CategoriesEnvelope, type ProductPage } from './envelopes';

/** Products per search page (spec §9: 20 in general, PayPay 20, Suruga-ya 20). */
export const SEARCH_PAGE_SIZE = 20;

/** GET /api/{site}/search with the filters, normalised to one page shape. */
export async function searchSite(site: SiteCode, query: SiteSearchQuery, size = SEARCH_PAGE_SIZE, signal?: AbortSignal): Promise<ProductPage> {
  const body = await http.get<unknown>(`/${site}/search`, toApiQuery(query, size), signal);
  return normaliseSearch(site, body, { page: query.page, size });
}

/** GET /api/{site}/item/{code} (Mercari Shops with ?type=mers), telling the server who looks. */
export async function getItem(site: SiteCode, code: string, type: string | null, signal?: AbortSignal): Promise<ProductDetailDto> {
  const body = await http.get<unknown>(
    `/${site}/item/${encodeURIComponent(code)}`,
    { visitor_id: getVisitorId(), type: site === 'mercari' && type === 'mers' ? 'mers' : undefined },
    signal,
  );
  return normaliseItem(site, body);
}

export interface DomesticShippingFee {
  code: string;
  fee_jpy: number | null;
  estimate_min_jpy: number;
  estimate_max_jpy: number;
  shipping_payer: 'seller' | 'buyer' | 'unknown';
  fee_vnd: number | null;
  note: string;
}

/** GET /api/auction/domestic-shipping-fee/{code}: the fee when known, otherwise an estimate range. */
export async function getAuctionShippingFee(code: string, signal?: AbortSignal): Promise<DomesticShippingFee> {
  const body = await http.get<{ data: DomesticShippingFee }>(`/auction/domestic-shipping-fee/${encodeURIComponent(code)}`, undefined, signal);
  return body.data;
}

/** Related products of an item (the site's own related call, see relatedSourceOf). */
export async function getRelated(site: SiteCode, source: RelatedSource, excludeCode: string, signal?: AbortSignal): Promise<ProductSummaryDto[]> {
  const body = await apiRequest<unknown>(source.path, { method: source.method, query: source.query, body: source.body, signal });
  const items = source.search ? normaliseSearch(site, body, { page: 1, size: 12 }).items : normaliseList(body);
  return items.filter((item) => item.code !== excludeCode).slice(0, 12);
}

/** One list of a landing page. */
export async function getLandingList(site: SiteCode, list: LandingList, signal?: AbortSignal): Promise<ProductSummaryDto[]> {
  const body = await http.get<unknown>(list.path, list.query, signal);
  if (list.kind === 'search') {
    return normaliseSearch(site, body, { page: 1, size: Number(list.query?.size ?? SEARCH_PAGE_SIZE) }).items;
  }
  return normaliseList(body).slice(0, 20);
}

/** Suruga-ya's top categories as its own search knows them (the search popover's list). */
function surugayaFallbackCategories(): CategoryNodeDto[] {
  return surugayaCategoryCodes
    .filter((code) => code !== SURUGAYA_ALL_CATEGORIES)
    .map((code) => ({
      id: code,
      name: surugayaCategoryText[code].japanese,
      name_vi: surugayaCategoryText[code].vietnamese,
      parent_id: null,
      has_children: false,
      site: 'suruga-ya' as const,
    }));
}

/**
 * GET /api/category/tops?type=…: a site's root categories (every site has them, with Vietnamese
 * names). Should the API answer 404 for Suruga-ya (e.g. a server before issue 14), its known list
 * is shown instead.
 */
export async function getTopCategories(site: SiteCode, signal?: AbortSignal): Promise<CategoryNodeDto[]> {
  try {
    const body = await http.get<CategoriesEnvelope>('/category/tops', { type: categoryTypeOf(site) }, signal);
    return body.results ?? [];
  } catch (error) {
    // A site without a category tree (404 CAPABILITY_UNAVAILABLE) shows no tiles, not an error.
    if (error instanceof ApiError && error.status === 404) return site === 'suruga-ya' ? surugayaFallbackCategories() : [];
    throw error;
  }
}

/** GET /api/categories?type&parent_id: the children of a category. */
export async function getChildCategories(site: SiteCode, parentId: string, signal?: AbortSignal): Promise<CategoryNodeDto[]> {
  const body = await http.get<CategoriesEnvelope>('/categories', { type: categoryTypeOf(site), parent_id: parentId, size: 200 }, signal);
  return body.results ?? [];
}

export interface HomeCategoryGroup {
  site: SiteCode;
  categories: CategoryNodeDto[];
}

/** GET /api/category/home: a few root categories of every site. */
export async function getHomeCategories(signal?: AbortSignal): Promise<HomeCategoryGroup[]> {
  const body = await http.get<{ results: HomeCategoryGroup[] }>('/category/home', { per_site: 8 }, signal);
  return (body.results ?? []).map((group) =>
    group.site === 'suruga-ya' && group.categories.length === 0 ? { ...group, categories: surugayaFallbackCategories() } : group,
  );
}

export interface QuickSite {
  site: SiteCode;
  name: string;
  path: string;
  keywords: string[];
}

/** GET /api/quicks: every site with its five most searched keywords. */
export async function getQuicks(signal?: AbortSignal): Promise<QuickSite[]> {
  const body = await http.get<{ results: QuickSite[] }>('/quicks', undefined, signal);
  return body.results ?? [];
}

export interface ProductGroup {
  site: SiteCode;
  title: string;
  results: ProductSummaryDto[];
}

/** GET /api/group-products: each site's ranking for the home page. */
export async function getGroupProducts(signal?: AbortSignal): Promise<ProductGroup[]> {
  const body = await http.get<{ results: ProductGroup[] }>('/group-products', { size: 10 }, signal);
  return body.results ?? [];
}

export interface ExploreSiteResult {
  site: SiteCode;
  results: ProductSummaryDto[];
  total: number;
  /** The site's failure message; the other sites still answer. */
  error: string | null;
}

/** GET /api/products/search: the first products of every site for one keyword. */
export async function exploreAllSites(keyword: string, size: number, signal?: AbortSignal): Promise<ExploreSiteResult[]> {
  const body = await http.get<{ keyword: string; results: ExploreSiteResult[] }>('/products/search', { keyword, size }, signal);
  return body.results ?? [];
}

/** GET /api/product-recently-viewed (the customer's when logged in, else this browser's). */
export async function getRecentlyViewed(size: number, signal?: AbortSignal): Promise<ProductSummaryDto[]> {
  const body = await http.get<unknown>('/product-recently-viewed', { visitor_id: getVisitorId(), size }, signal);
  return normaliseList(body);
}

/** GET /api/exchange-price: today's JPY → VND rate. */
export async function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRateDto> {
  const body = await http.get<{ data: ExchangeRateDto }>('/exchange-price', { history: 0 }, signal);
  return body.data;
}

export interface TranslateResult {
  text: string;
  translated: boolean;
}

/** POST /apitranslate (outside /api): Japanese text to Vietnamese. */
export async function translateToVietnamese(text: string): Promise<TranslateResult> {
  const response = await fetch('/apitranslate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ text, source: 'auto', target: 'vi' }),
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: TranslateResult; message?: string } | null;
  if (!response.ok || !body?.success || !body.data) throw new Error(body?.message || 'translate failed');
  return body.data;
}
