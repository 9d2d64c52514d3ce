/**
 * One product model for all six marketplaces, and the capabilities an adapter offers.
 * Adapters turn each site's own wire format into these types; the server and the web only ever
 * see these. Money is integer yen (`*Jpy`); times are UTC ISO-8601 strings.
 */
import type { SiteCode } from './sites.ts';

export type ShippingPayer = 'seller' | 'buyer' | 'unknown';

/** Normalised condition, best first (Mercari/PayPay six grades; `new`/`used` where that is all a site says). */
export type ItemCondition =
  | 'new'
  | 'like_new'
  | 'good'
  | 'fair'
  | 'poor'
  | 'bad'
  | 'used'
  | 'unknown';

export interface CategoryRef {
  id: string;
  name: string;
}

export interface SellerRef {
  id: string;
  name: string;
  /** A shop/store (Yahoo store, Rakuten shop, Mercari Shops) rather than a private person. */
  isStore: boolean;
  /** 0..100 positive share, or null when the site shows none. */
  ratingPercent: number | null;
  ratingCount: number | null;
  url: string | null;
}

export interface ProductVariant {
  id: string;
  name: string;
  /** null when the site gives no count but the variant can be bought. */
  quantity: number | null;
  priceJpy: number | null;
}

export interface AuctionState {
  /** Current price (tax included where the site adds tax). */
  currentPriceJpy: number;
  /** Tax-excluded current price for store listings (Yahoo bid maths); equals current when no tax. */
  currentPriceExTaxJpy: number;
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  bidCount: number;
  startTime: string | null;
  endTime: string;
  autoExtension: boolean;
  earlyClosing: boolean;
  status: 'open' | 'closed';
  /** Bidder id of the highest bid when the site shows it (the sandbox does), else null. */
  highestBidderId: string | null;
}

/** What a search result shows. */
export interface ProductSummary {
  site: SiteCode;
  code: string;
  title: string;
  /** The price the buyer pays the seller, tax included (for auctions: the current price). */
  priceJpy: number | null;
  imageUrl: string | null;
  condition: ItemCondition;
  /** false when sold out / closed / not buyable. */
  available: boolean;
  shippingPayer: ShippingPayer;
  /** Auction summary when the listing is an auction. */
  bidCount: number | null;
  endTime: string | null;
  buyNowPriceJpy: number | null;
  sellerId: string | null;
  sellerName: string | null;
  categoryId: string | null;
  /** Mercari Shops product (`?type=mers`). */
  isShopsProduct: boolean;
  sourceUrl: string;
}

/** The full item. */
export interface Product extends Omit<ProductSummary, 'bidCount' | 'endTime' | 'buyNowPriceJpy'> {
  description: string;
  /** Pre-tax price where the site publishes one (Rakuten tax-excluded shops, Yahoo Shopping, store auctions). */
  priceExTaxJpy: number | null;
  /** Consumption tax rate in percent (10, 8, 0) when known. */
  taxRatePercent: number | null;
  images: string[];
  /** Root first, the item's own category last. */
  categoryPath: CategoryRef[];
  seller: SellerRef | null;
  /** Free text condition as the site writes it (Japanese). */
  conditionLabel: string | null;
  /** Stock count when the site says; null when unknown; 0 when sold out. */
  stock: number | null;
  variants: ProductVariant[];
  auction: AuctionState | null;
  /** Domestic shipping in Japan when the site states an amount. */
  domesticShippingJpy: number | null;
  brand: CategoryRef | null;
  /** Item-specific extra facts (key → value, Japanese as on the site). */
  attributes: Record<string, string>;
  likes: number | null;
  updatedAt: string | null;
}

export type SearchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'ending_soon' | 'most_bids' | 'popular';

export interface SearchQuery {
  keyword?: string;
  categoryId?: string;
  sellerId?: string;
  brandId?: string;
  priceMinJpy?: number;
  priceMaxJpy?: number;
  condition?: 'new' | 'used';
  /** Only buyable / open listings (default true). */
  onlyAvailable?: boolean;
  /** Only auctions / only fixed price (Yahoo Auctions, Mercari). */
  listingType?: 'auction' | 'fixed';
  sort?: SearchSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface SearchPage {
  items: ProductSummary[];
  page: number;
  pageSize: number;
  /** Total hits the site reports (may be capped by the site). */
  total: number;
  hasNext: boolean;
}

export interface CategoryNode {
  id: string;
  name: string;
  parentId: string | null;
  /** Vietnamese name when we have one. */
  nameVi?: string;
  hasChildren: boolean;
}

export interface BrandInfo {
  id: string;
  name: string;
  /** Katakana/hiragana reading; Mercari brands are sorted by it (Japanese order). */
  jaPronunciation: string;
}

export interface SellerProfile extends SellerRef {
  itemCount: number | null;
  description: string | null;
}

/**
 * What one site can do. Every adapter implements `search` and `item`; the rest are optional and
 * the server answers 404 for a capability a site lacks.
 */
export interface MarketplaceAdapter {
  readonly site: SiteCode;
  search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage>;
  /** null when the site says the item does not exist. */
  item(code: string, signal?: AbortSignal): Promise<Product | null>;
  categories?(parentId: string | null, signal?: AbortSignal): Promise<CategoryNode[]>;
  /** `pageSize`: products a page (re-paged from the site's own ranking pages where it has them); absent: the site's own size. */
  ranking?(query: { categoryId?: string; page?: number; pageSize?: number }, signal?: AbortSignal): Promise<SearchPage>;
  seller?(sellerId: string, signal?: AbortSignal): Promise<SellerProfile | null>;
  brands?(signal?: AbortSignal): Promise<BrandInfo[]>;
}

/** `fetch` as the adapters need it: the global one, the sandbox's in-process handler, or a proxy-aware one. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Why an upstream call failed. `aborted` (added with the adapters) means the caller's own signal
 * cancelled the call (the buyer went away); it is not the site's fault and needs no 5xx answer.
 * `rejected` means the site answered and refused what was asked (HTTP 400/404/422 for a search or
 * list: a category or parameter it does not know): the input is at fault, not the site, so it is no
 * 5xx either. A 401/403 (our credentials) stays `bad_status`.
 */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'rate_limited' | 'bad_status' | 'bad_format' | 'aborted' | 'rejected';

/** The failure of a 4xx answer other than 429: the site refused the request itself, or our credentials. */
export function failureOfClientStatus(status: number): UpstreamFailure {
  return status === 401 || status === 403 || status === 407 ? 'bad_status' : 'rejected';
}

export interface UpstreamErrorDetails {
  /** The underlying error (network error, JSON syntax error ...), for logs only. */
  cause?: unknown;
  /** For `rate_limited`: how long the site asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;
}

/**
 * An upstream site failed; the server answers 502/504 with a Vietnamese message and logs site + url.
 * `url` never carries credentials (app ids and keys are masked by the HTTP layer).
 */
export class UpstreamError extends Error {
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly site: SiteCode,
    readonly url: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
    details?: UpstreamErrorDetails,
  ) {
    super(message, details?.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'UpstreamError';
    this.retryAfterMs = details?.retryAfterMs;
  }

  /** Alias of `failure`. */
  get kind(): UpstreamFailure {
    return this.failure;
  }
}
