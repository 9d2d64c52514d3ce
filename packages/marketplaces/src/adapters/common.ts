// What the six adapters share: options, URL rewriting for the sandbox, the per-site HTTP context,
// and small tolerant readers for JSON whose shape the site may change under us.

import {
  UpstreamError,
  type FetchLike,
  type ItemCondition,
  type Product,
  type ProductSummary,
  type SearchPage,
  type SearchQuery,
  type UpstreamFailure,
} from '../model.ts';
import type { SiteCode } from '../sites.ts';
import { clockWithNow, type Clock } from '../http/clock.ts';
import type { RequestBudget } from '../http/budget.ts';
import {
  createUpstreamClient,
  maskUrl,
  type HttpPolicy,
  type ResponseCache,
  type UpstreamClient,
  type UpstreamEvent,
  type UpstreamRequest,
  type UpstreamResponse,
} from '../http/upstream.ts';

/** How long answers are cached (DESIGN.md §7: search minutes, item detail seconds to minutes). */
export interface CacheTtls {
  searchMs: number;
  itemMs: number;
  /** Auction items change with every bid. */
  auctionItemMs: number;
  /** Categories, genres, brands, seller profiles. */
  staticMs: number;
}

export const defaultCacheTtls: CacheTtls = {
  searchMs: 3 * 60_000,
  itemMs: 60_000,
  auctionItemMs: 10_000,
  staticMs: 12 * 60 * 60_000,
};

export interface AdapterOptions<Credentials = undefined> {
  fetch: FetchLike;
  /**
   * Where requests go instead of the live host. A string is a prefix standing for every host:
   * `https://<host>/p?q` is fetched as `<prefix>/<host>/p?q` (the sandbox on its own port, see
   * docs/marketplace-wire-contract.md). A record maps one live host to a base URL.
   * Absent: the live URLs, or whatever the injected `fetch` does with them (the in-process sandbox).
   */
  baseUrls?: string | Readonly<Record<string, string>>;
  credentials?: Credentials;
  /** HTTP policy of this site: time-out, retries, request spacing ... (see http/upstream.ts). */
  limits?: Partial<HttpPolicy>;
  /** A shared response cache; null turns caching off; absent = a cache of this adapter's own. */
  cache?: ResponseCache | null;
  ttl?: Partial<CacheTtls>;
  /** Milliseconds clock (tests; also used for "now" in parsed data such as Mercari DPoP iat). */
  now?: () => number;
  onUpstream?: (event: UpstreamEvent) => void;
  /** Full clock (now + sleep) for tests of spacing and back-off; wins over `now`. */
  clock?: Clock;
  random?: () => number;
  /** The request budget every server process shares (http/budget.ts); absent: this process's spacing only. */
  budget?: RequestBudget;
}

/** The live URL rewritten to the configured base (see AdapterOptions.baseUrls). */
export function rewriteUrl(liveUrl: string, baseUrls: AdapterOptions['baseUrls']): string {
  if (!baseUrls) return liveUrl;
  const url = new URL(liveUrl);
  const rest = `${url.pathname}${url.search}`;
  if (typeof baseUrls === 'string') return `${baseUrls.replace(/\/+$/, '')}/${url.host}${rest}`;
  const base = baseUrls[url.host];
  return base ? `${base.replace(/\/+$/, '')}${rest}` : liveUrl;
}

/** A browser-like User-Agent for the sites that are read like a browser (no official API). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** One site's HTTP plumbing, shared by the adapter's calls. */
export class SiteHttp {
  readonly client: UpstreamClient;
  readonly ttl: CacheTtls;
  readonly clock: Clock;

  constructor(
    readonly site: SiteCode,
    private readonly options: AdapterOptions<unknown>,
    defaults: { policy?: Partial<HttpPolicy>; headers?: Record<string, string> } = {},
  ) {
    this.clock = options.clock ?? clockWithNow(options.now);
    this.ttl = { ...defaultCacheTtls, ...options.ttl };
    const clientOptions: Parameters<typeof createUpstreamClient>[0] = {
      site,
      fetch: options.fetch,
      policy: { ...defaults.policy, ...options.limits },
      clock: this.clock,
      defaultHeaders: defaults.headers ?? {},
    };
    if (options.cache !== undefined) clientOptions.cache = options.cache;
    if (options.random) clientOptions.random = options.random;
    if (options.onUpstream) clientOptions.onUpstream = options.onUpstream;
    if (options.budget) clientOptions.budget = options.budget;
    this.client = createUpstreamClient(clientOptions);
  }

  now(): number {
    return this.clock.now();
  }

  /** Fetches a live URL (rewritten to the sandbox when configured). */
  request(liveUrl: string, request: Omit<UpstreamRequest, 'url'>, signal?: AbortSignal): Promise<UpstreamResponse> {
    return this.client.request({ ...request, url: rewriteUrl(liveUrl, this.options.baseUrls) }, signal);
  }

  error(url: string, failure: UpstreamFailure, message: string, status?: number, cause?: unknown): UpstreamError {
    return new UpstreamError(this.site, maskUrl(url), failure, `${this.site}: ${message}`, status, { cause });
  }

  /**
   * Parses a JSON body. A body that is not JSON is a 'bad_format' failure, or 'bad_status' when
   * the status was already an error (an HTML error page in front of an API).
   */
  json(response: UpstreamResponse): unknown {
    try {
      return JSON.parse(response.body) as unknown;
    } catch (error) {
      const failure = response.status >= 400 ? 'bad_status' : 'bad_format';
      throw this.error(response.url, failure, `answer is not JSON (HTTP ${response.status})`, response.status, error);
    }
  }

  /** Runs a parser; anything it throws that is not an UpstreamError becomes 'bad_format'. */
  parse<T>(response: UpstreamResponse, parser: () => T): T {
    try {
      return parser();
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw this.error(response.url, 'bad_format', `unexpected answer: ${reason}`, response.status, error);
    }
  }
}

/** Thrown by pure parsers when a body is not in the expected shape; adapters turn it into 'bad_format'. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}

// ---------------------------------------------------------------------------------------------
// Tolerant readers for parsed JSON

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object, or an empty one. */
export function obj(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/** The value as an array; an object with numeric keys ("0", "1" ... as in Yahoo's v1 JSON) counts too. */
export function arr(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) {
    const keys = Object.keys(value).filter((k) => /^\d+$/.test(k));
    if (keys.length > 0) return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]);
  }
  return [];
}

/** A non-empty trimmed string (numbers are stringified), or null. Yahoo's `{_value: …}` is unwrapped. */
export function str(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed ? trimmed : null;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isObject(value) && '_value' in value) return str(value._value);
  return null;
}

/**
 * A whole number of yen (or a count) from a number or a string such as "3000", "46549.00",
 * "￥6,400 ", "1,000円", "２，５００"; null when there is none. Only the first number counts.
 */
export function int(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  const text = str(value);
  if (text === null) return null;
  const normalised = text.normalize('NFKC').replace(/,/g, '');
  const match = /-?\d+(?:\.\d+)?/.exec(normalised);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isFinite(n) ? Math.round(n) : null;
}

export function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = str(value)?.toLowerCase();
  if (text === undefined || text === null) return null;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off', ''].includes(text)) return false;
  return null;
}

/** An ISO-8601 UTC string from Unix seconds (number or string), or null. */
export function unixToIso(value: unknown): string | null {
  const seconds = int(value);
  if (seconds === null || seconds <= 0) return null;
  return new Date(seconds * 1000).toISOString();
}

/**
 * An ISO-8601 UTC string from a marketplace time. Times with an offset or `Z` are taken as they
 * are; bare `2026-02-20 11:41` / `2026/02/20 11:41:10` are Japan time (JST, UTC+9, no DST).
 */
export function japanTimeToIso(value: unknown): string | null {
  const text = str(value);
  if (!text) return null;
  if (/^\d{9,11}$/.test(text)) return unixToIso(text);
  const bare = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (bare) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = bare;
    const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 9, Number(mi), Number(s));
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
  }
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** Mercari's six condition ids (also the order of PayPay's NEW, USED10 … USED80), best first. */
const SIX_GRADES: readonly ItemCondition[] = ['new', 'like_new', 'good', 'fair', 'poor', 'bad'];

export function conditionFromGrade(grade: number | null): ItemCondition {
  if (grade === null || grade < 1 || grade > 6) return 'unknown';
  return SIX_GRADES[grade - 1] ?? 'unknown';
}

/** The condition from a Japanese label as Mercari, PayPay and Yahoo Auctions write it. */
export function conditionFromJapanese(label: string | null): ItemCondition {
  if (!label) return 'unknown';
  const text = label.normalize('NFKC').replace(/\s/g, '');
  if (text.includes('未使用に近い')) return 'like_new';
  if (text.startsWith('新品') || text.startsWith('未使用')) return 'new';
  if (text.includes('目立った傷や汚れなし')) return 'good';
  if (text.includes('やや傷や汚れあり')) return 'fair';
  if (text.includes('全体的に状態が悪い')) return 'bad';
  if (text.includes('傷や汚れあり')) return 'poor';
  if (text.includes('中古')) return 'used';
  return 'unknown';
}

export function emptyPage(query: SearchQuery, pageSize: number): SearchPage {
  return { items: [], page: query.page ?? 1, pageSize, total: 0, hasNext: false };
}

/** A summary built from a full product (used where a list call returns full items). */
export function summaryOf(product: Product): ProductSummary {
  return {
    site: product.site,
    code: product.code,
    title: product.title,
    priceJpy: product.priceJpy,
    imageUrl: product.imageUrl,
    condition: product.condition,
    available: product.available,
    shippingPayer: product.shippingPayer,
    bidCount: product.auction?.bidCount ?? null,
    endTime: product.auction?.endTime ?? null,
    buyNowPriceJpy: product.auction?.buyNowPriceJpy ?? null,
    sellerId: product.sellerId,
    sellerName: product.sellerName,
    categoryId: product.categoryId,
    isShopsProduct: product.isShopsProduct,
    sourceUrl: product.sourceUrl,
  };
}

/** Unique, non-empty strings in first-seen order. */
export function uniqueStrings(values: Iterable<string | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value) seen.add(value);
  return [...seen];
}

/** Clamps the requested page size to what a site allows. */
export function clampPageSize(requested: number | undefined, fallback: number, max: number): number {
  const size = requested ?? fallback;
  return Math.max(1, Math.min(max, Math.floor(size)));
}

/** `?a=1&b=2` from the defined entries (undefined and null dropped), in the given order. */
export function withQuery(base: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.append(key, String(value));
  }
  return url.toString();
}
