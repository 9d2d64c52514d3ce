import type { CategoryNodeDto, Pagination, ProductDetailDto, ProductSummaryDto, SiteCode } from '@kaimono/contracts';

/**
 * The one place that knows how each marketplace's answers are wrapped (spec §3). Everything else
 * in the web app works with the normalised shapes below.
 *
 * Search:  auction, shopping, rakuten, paypay  {results, pagination{page,size,total}, translation?}
 *          mercari                             {products, pagination{next,prev,total}, translation?}
 *          suruga-ya                           {items, pagination{total,pages,size,display}, translation?}
 * Item:    mercari {product: {..., category}}; paypay {data, categories}; the others {data}
 * Lists:   {results}; Mercari's ranking and home lists {Items}
 */

/** What the server did with the keyword (shown as "Đã dịch thành: …"). */
export interface TranslationInfo {
  original: string;
  searched: string;
  translated: boolean;
}

export interface ResultsEnvelope {
  success: true;
  results: ProductSummaryDto[];
  pagination: Pagination;
  translation?: TranslationInfo;
}

export interface MercariSearchEnvelope {
  success: true;
  products: ProductSummaryDto[];
  pagination: { next: number | null; prev: number | null; total: number };
  translation?: TranslationInfo;
}

export interface SurugayaSearchEnvelope {
  success: true;
  items: ProductSummaryDto[];
  pagination: { total: number; pages: number; size: number; display: number };
  translation?: TranslationInfo;
}

export type SearchEnvelope = ResultsEnvelope | MercariSearchEnvelope | SurugayaSearchEnvelope;

export interface MercariCategoryDto {
  id: string;
  name: string;
  parent_category_id: string | null;
  parent_category_name: string | null;
  root_category_id: string | null;
  root_category_name: string | null;
  type: string;
}

export type ItemEnvelope =
  | { success: true; data: ProductDetailDto }
  | { success: true; data: ProductDetailDto; categories: ProductDetailDto['category_path'] }
  | { success: true; product: ProductDetailDto & { category: MercariCategoryDto | null } };

export type ListEnvelope = { success: true; results: ProductSummaryDto[] } | { success: true; Items: ProductSummaryDto[] };

export interface CategoriesEnvelope {
  success: true;
  results: CategoryNodeDto[];
}

/** The largest page the search API accepts. */
export const MAX_SEARCH_PAGE = 100;

/** One page of products, whatever the site. */
export interface ProductPage {
  items: ProductSummaryDto[];
  page: number;
  size: number;
  /** Matching products as the site reports them (may be an estimate). */
  total: number;
  /** The last page one can open (at least `page`, at most MAX_SEARCH_PAGE). */
  pages: number;
  hasNext: boolean;
  translation: TranslationInfo | null;
}

type SearchShape = 'results' | 'products' | 'items';

/** Which envelope each site's search answers with. */
export const searchEnvelopeOf: Record<SiteCode, SearchShape> = {
  auction: 'results',
  shopping: 'results',
  rakuten: 'results',
  paypay: 'results',
  mercari: 'products',
  'suruga-ya': 'items',
};

function list(value: unknown): ProductSummaryDto[] {
  return Array.isArray(value) ? (value as ProductSummaryDto[]) : [];
}

function int(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : fallback;
}

function clampPages(pages: number, page: number): number {
  return Math.min(MAX_SEARCH_PAGE, Math.max(page, pages, 1));
}

/** Any site's search answer as a ProductPage. `requested` is the page and size that were asked for. */
export function normaliseSearch(site: SiteCode, body: unknown, requested: { page: number; size: number }): ProductPage {
  const b = (body ?? {}) as Record<string, unknown>;
  const p = (b.pagination ?? {}) as Record<string, unknown>;
  const translation = (b.translation as TranslationInfo | undefined) ?? null;
  switch (searchEnvelopeOf[site]) {
    case 'products': {
      const items = list(b.products);
      const next = typeof p.next === 'number' ? p.next : null;
      const prev = typeof p.prev === 'number' ? p.prev : null;
      const page = prev !== null ? prev + 1 : next !== null ? Math.max(1, next - 1) : requested.page;
      const size = requested.size;
      const total = int(p.total, items.length);
      const byTotal = Math.ceil(total / Math.max(1, size));
      const pages = next === null ? page : clampPages(Math.max(next, byTotal), page);
      return { items, page, size, total, pages, hasNext: next !== null && page < MAX_SEARCH_PAGE, translation };
    }
    case 'items': {
      const items = list(b.items);
      const size = int(p.size, requested.size) || requested.size;
      const total = int(p.total, items.length);
      const page = requested.page;
      const pages = clampPages(int(p.pages, Math.ceil(total / size)), page);
      return { items, page, size, total, pages, hasNext: page < pages, translation };
    }
    default: {
      const items = list(b.results);
      const size = int(p.size, requested.size) || requested.size;
      const total = int(p.total, items.length);
      const page = int(p.page, requested.page) || requested.page;
      const pages = clampPages(Math.ceil(total / size), page);
      return { items, page, size, total, pages, hasNext: page < pages, translation };
    }
  }
}

/** Any site's item answer as the product (Mercari's `product`, everyone else's `data`). */
export function normaliseItem(site: SiteCode, body: unknown): ProductDetailDto {
  const b = (body ?? {}) as Record<string, unknown>;
  const product = (site === 'mercari' ? (b.product ?? b.data) : (b.data ?? b.product)) as ProductDetailDto | undefined;
  if (!product || typeof product !== 'object') throw new TypeError('item answer without a product');
  // PayPay sends the category chain beside the product too; prefer the product's own.
  const categories = Array.isArray(b.categories) ? (b.categories as ProductDetailDto['category_path']) : null;
  return {
    ...product,
    images: Array.isArray(product.images) ? product.images : [],
    variants: Array.isArray(product.variants) ? product.variants : [],
    attributes: product.attributes ?? {},
    category_path: product.category_path?.length ? product.category_path : (categories ?? []),
  };
}

/** A product list answer ({results} or Mercari's {Items}). */
export function normaliseList(body: unknown): ProductSummaryDto[] {
  const b = (body ?? {}) as Record<string, unknown>;
  return list(b.results ?? b.Items);
}
