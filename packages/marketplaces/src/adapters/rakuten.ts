// Rakuten Ichiba through the official Rakuten Web Service JSON API (research §1).
//
// - Item Search (formatVersion=2) is both search and item detail (`itemCode=shop:item`).
//   The parsers also read formatVersion 1 (`Items[].Item`, images as `{imageUrl}`), which is what
//   the recorded fixtures have, and a lower-case `items` key seen in 2026 clients.
// - Prices: `taxFlag` 0 = tax included (almost always); 1 = tax excluded, then the buyer's price
//   is the price plus 10 % consumption tax (rounded down, as shops do), and the pre-tax value is
//   kept in priceExTaxJpy. The 8 % reduced rate (food) cannot be told from the API: 10 % is assumed.
// - Shipping: `postageFlag` 0 = 送料込 (seller pays), 1 = 送料別 (buyer pays; no amount given).
// - Stock: `availability` 1 / 0.
// - Images: the API gives 128 px thumbnails (`?_ex=128x128`); the size is raised.
// - Errors come as `{"error":"wrong_parameter","error_description":"…"}` (HTTP 400) and turn into
//   UpstreamError 'bad_status' carrying the description. "API Configuration not found" means the
//   API version in the URL was retired: the versions are options, change them in configuration.
// - Limit: one request per second per application id (spacing set in create-adapters.ts).

import type {
  CategoryNode,
  CategoryRef,
  MarketplaceAdapter,
  Product,
  SearchPage,
  SearchQuery,
  SearchSort,
} from '../model.ts';
import { listingUrl } from '../sites.ts';
import { failureOfClientStatus } from '../model.ts';
import {
  SiteHttp,
  clampPageSize,
  arr,
  emptyPage,
  FormatError,
  int,
  isObject,
  obj,
  str,
  summaryOf,
  uniqueStrings,
  withQuery,
  type AdapterOptions,
  type JsonObject,
} from './common.ts';
import type { UpstreamResponse } from '../http/upstream.ts';

export interface RakutenCredentials {
  applicationId: string;
  /** `pk_…` access key, required by the 2026 API next to the application id. */
  accessKey?: string;
  affiliateId?: string;
  /** The web site registered for the application id; sent as Referer and Origin (403 otherwise). */
  siteUrl?: string;
}

export interface RakutenOptions extends AdapterOptions<RakutenCredentials> {
  /** API versions in the URLs (research §1.1: old versions are retired without notice). */
  versions?: { itemSearch?: string; ranking?: string; genre?: string };
  /** Thumbnail size asked for with `_ex=` (default 600x600). */
  imageSize?: string;
  /** Look up the genre path of an item (one more, cached call). Default true. */
  resolveGenrePath?: boolean;
}

const HOST = 'https://openapi.rakuten.co.jp';
const MAX_HITS = 30;
const MAX_PAGE = 100;
const RANKING_PAGE_SIZE = 30;
const RANKING_MAX_PAGE = 34;

const SORTS: Record<SearchSort, string> = {
  relevance: 'standard',
  newest: '-updateTimestamp',
  price_asc: '+itemPrice',
  price_desc: '-itemPrice',
  ending_soon: 'standard',
  most_bids: '-reviewCount',
  popular: '-reviewCount',
};

/** Replaces the `_ex=WxH` thumbnail size of a Rakuten image URL. */
export function raiseRakutenImage(url: string, size = '600x600'): string {
  return url.replace(/([?&]_ex=)\d+x\d+/, `$1${size}`);
}

/** The error of a Rakuten error body (`{error, error_description}` or 2026 `{errors:{errorCode,errorMessage}}`). */
export function rakutenErrorOf(body: unknown): { error: string; description: string } | null {
  const o = obj(body);
  const error = str(o.error);
  if (error) return { error, description: str(o.error_description) ?? error };
  const errors = obj(o.errors);
  const message = str(errors.errorMessage);
  if (message) return { error: str(errors.errorCode) ?? 'error', description: message };
  return null;
}

/** Items of a search or ranking body, unwrapped from formatVersion 1's `{Item: …}`. */
function rawItems(body: unknown): JsonObject[] {
  const o = obj(body);
  const list = Array.isArray(o.Items) ? o.Items : Array.isArray(o.items) ? o.items : null;
  if (!list) throw new FormatError('no Items array');
  return list.map((entry) => (isObject(entry) && isObject(entry.Item) ? entry.Item : obj(entry)));
}

function imageUrls(value: unknown, size: string): string[] {
  return uniqueStrings(arr(value).map((entry) => str(isObject(entry) ? entry.imageUrl : entry))).map((url) =>
    raiseRakutenImage(url, size),
  );
}

function sourceUrlOf(code: string, itemUrl: string | null): string {
  if (itemUrl) {
    try {
      const url = new URL(itemUrl);
      if (url.hostname === 'item.rakuten.co.jp') return `https://item.rakuten.co.jp${url.pathname}`;
    } catch {
      // fall through
    }
  }
  try {
    return listingUrl('rakuten', code);
  } catch {
    return itemUrl ?? 'https://www.rakuten.co.jp/';
  }
}

/** 【中古】, 『中古』, ［中古］, (中古), 中古品 … in a title mark a second-hand listing. */
const USED_IN_TITLE = /[【『［[（(]\s*中古\s*[】』］\]）)]|中古品|^中古\s/;

/** One Item Search / Ranking item (formatVersion 1 or 2) as our product. */
export function parseRakutenItem(raw: JsonObject, options: { imageSize?: string } = {}): Product {
  const code = str(raw.itemCode);
  const title = str(raw.itemName);
  if (!code || !title) throw new FormatError('item without itemCode or itemName');
  const size = options.imageSize ?? '600x600';
  const images = imageUrls(raw.mediumImageUrls, size);
  if (images.length === 0) images.push(...imageUrls(raw.smallImageUrls, size));
  const price = int(raw.itemPrice);
  const taxExcluded = int(raw.taxFlag) === 1;
  const postage = int(raw.postageFlag);
  const availability = int(raw.availability);
  const available = availability === null ? true : availability === 1;
  const shopCode = str(raw.shopCode) ?? code.split(':')[0] ?? null;
  const shopName = str(raw.shopName);
  const genreId = str(raw.genreId);
  const attributes: Record<string, string> = {};
  const catchcopy = str(raw.catchcopy);
  if (catchcopy) attributes['キャッチコピー'] = catchcopy;
  const pointRate = int(raw.pointRate);
  if (pointRate && pointRate > 1) attributes['ポイント倍率'] = `${pointRate}倍`;
  const reviewCount = int(raw.reviewCount);
  if (reviewCount) attributes['レビュー'] = `${str(raw.reviewAverage) ?? '-'} (${reviewCount}件)`;
  const rank = int(raw.rank);
  if (rank) attributes['ランキング'] = `${rank}位`;

  return {
    site: 'rakuten',
    code,
    title,
    priceJpy: price === null ? null : taxExcluded ? Math.floor((price * 110) / 100) : price,
    priceExTaxJpy: price !== null && taxExcluded ? price : null,
    taxRatePercent: taxExcluded ? 10 : null,
    imageUrl: images[0] ?? null,
    images,
    // Ichiba sells new goods; second-hand listings say so in the title (research §1.3).
    condition: USED_IN_TITLE.test(title) ? 'used' : 'new',
    conditionLabel: USED_IN_TITLE.test(title) ? '中古' : null,
    available,
    stock: available ? null : 0,
    shippingPayer: postage === 0 ? 'seller' : postage === 1 ? 'buyer' : 'unknown',
    domesticShippingJpy: postage === 0 ? 0 : null,
    sellerId: shopCode,
    sellerName: shopName,
    seller: shopCode
      ? { id: shopCode, name: shopName ?? shopCode, isStore: true, ratingPercent: null, ratingCount: null, url: str(raw.shopUrl) }
      : null,
    categoryId: genreId,
    categoryPath: [],
    isShopsProduct: false,
    sourceUrl: sourceUrlOf(code, str(raw.itemUrl)),
    description: str(raw.itemCaption) ?? '',
    variants: [],
    auction: null,
    brand: null,
    attributes,
    likes: null,
    updatedAt: null,
  };
}

export interface RakutenSearchResult {
  products: Product[];
  total: number;
  page: number;
  pageCount: number;
}

/** An Item Search body (formatVersion 1 or 2). Throws FormatError on an error body. */
export function parseRakutenSearch(body: unknown, options: { imageSize?: string } = {}): RakutenSearchResult {
  const error = rakutenErrorOf(body);
  if (error) throw new FormatError(`error body: ${error.error}: ${error.description}`);
  const o = obj(body);
  const products = rawItems(body).map((raw) => parseRakutenItem(raw, options));
  return {
    products,
    total: int(o.count) ?? products.length,
    page: int(o.page) ?? 1,
    pageCount: int(o.pageCount) ?? 1,
  };
}

/** A Ranking body: items in rank order. */
export function parseRakutenRanking(body: unknown, options: { imageSize?: string } = {}): Product[] {
  const error = rakutenErrorOf(body);
  if (error) throw new FormatError(`error body: ${error.error}: ${error.description}`);
  return rawItems(body).map((raw) => parseRakutenItem(raw, options));
}

function genreOf(value: unknown, wrapper: string): JsonObject {
  const o = obj(value);
  return isObject(o[wrapper]) ? o[wrapper] : o;
}

/** Children of a Genre Search body as category nodes. */
export function parseRakutenGenres(body: unknown, parentId: string | null): CategoryNode[] {
  const error = rakutenErrorOf(body);
  if (error) throw new FormatError(`error body: ${error.error}: ${error.description}`);
  const o = obj(body);
  if (!('children' in o)) throw new FormatError('genre body without children');
  return arr(o.children).flatMap((entry) => {
    const genre = genreOf(entry, 'child');
    const id = str(genre.genreId);
    const name = str(genre.genreName);
    // The API does not say whether a genre has children; leaves answer an empty list when opened.
    return id && name ? [{ id, name, parentId, hasChildren: true }] : [];
  });
}

/** Root-first path (parents, then the genre itself) of a Genre Search body. */
export function parseRakutenGenrePath(body: unknown): CategoryRef[] {
  const o = obj(body);
  const refs = [...arr(o.parents).map((p) => genreOf(p, 'parent')), obj(o.current)]
    .map((g) => ({ id: str(g.genreId), name: str(g.genreName), level: int(g.genreLevel) ?? 0 }))
    .filter((g): g is { id: string; name: string; level: number } => g.id !== null && g.name !== null && g.id !== '0');
  refs.sort((a, b) => a.level - b.level);
  const seen = new Set<string>();
  return refs.filter((g) => !seen.has(g.id) && Boolean(seen.add(g.id))).map(({ id, name }) => ({ id, name }));
}

export function createRakutenAdapter(options: RakutenOptions): MarketplaceAdapter {
  const http = new SiteHttp('rakuten', options, { headers: { Accept: 'application/json' } });
  const versions = { itemSearch: '20220601', ranking: '20220601', genre: '20170711', ...options.versions };
  const imageSize = options.imageSize ?? '600x600';
  const credentials = options.credentials;
  const headers: Record<string, string> = {};
  if (credentials?.siteUrl) {
    const origin = new URL(credentials.siteUrl).origin;
    headers.Referer = `${origin}/`;
    headers.Origin = origin;
  }
  const auth = () => {
    if (!credentials?.applicationId) {
      throw http.error(`${HOST}/`, 'bad_status', 'no applicationId configured (credentials.applicationId)');
    }
    return { applicationId: credentials.applicationId, accessKey: credentials.accessKey, affiliateId: credentials.affiliateId };
  };

  /** GET with the Rakuten error conventions; null for a "not found" error. */
  async function call(url: string, ttlMs: number, signal?: AbortSignal): Promise<{ body: unknown; response: UpstreamResponse } | null> {
    const response = await http.request(
      url,
      { headers, ttlMs, acceptStatus: (status) => status >= 400 && status < 500 },
      signal,
    );
    const body = http.json(response);
    const error = rakutenErrorOf(body);
    if (error || response.status >= 400) {
      if (error?.error === 'not_found' || (response.status === 404 && !error)) return null;
      const description = error?.description ?? `HTTP ${response.status}`;
      if (error?.error === 'too_many_requests') {
        throw http.error(url, 'rate_limited', `too many requests: ${description}`, response.status);
      }
      const retired = /API Configuration not found/i.test(description)
        ? ' (this API version appears to be retired: configure a newer version)'
        : '';
      // `wrong_parameter` about a genre, page or filter is the query's fault ('rejected'); about the
      // application id, access key or a retired API version it is ours ('bad_status').
      const ours = retired || /applicationId|accessKey|affiliateId|API Configuration/i.test(description) || response.status < 400;
      const failure = ours ? 'bad_status' : failureOfClientStatus(response.status);
      throw http.error(url, failure, `${error?.error ?? 'error'}: ${description}${retired}`, response.status);
    }
    return { body, response };
  }

  async function genrePath(genreId: string, signal?: AbortSignal): Promise<CategoryRef[]> {
    const url = withQuery(`${HOST}/ichibagt/api/IchibaGenre/Search/${versions.genre}`, {
      ...auth(),
      format: 'json',
      formatVersion: 2,
      genreId,
    });
    const result = await call(url, http.ttl.staticMs, signal);
    return result ? http.parse(result.response, () => parseRakutenGenrePath(result.body)) : [];
  }

  return {
    site: 'rakuten',

    async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
      const page = query.page ?? 1;
      const pageSize = Math.max(1, Math.min(MAX_HITS, query.pageSize ?? 30));
      let keyword = query.keyword?.trim() ?? '';
      if (query.condition === 'used') keyword = `${keyword} 中古`.trim();
      // Rakuten needs a keyword, a genre or a shop; it has no auctions.
      if (query.listingType === 'auction' || page > MAX_PAGE || (!keyword && !query.categoryId && !query.sellerId)) {
        return emptyPage(query, pageSize);
      }
      const url = withQuery(`${HOST}/ichibams/api/IchibaItem/Search/${versions.itemSearch}`, {
        ...auth(),
        format: 'json',
        formatVersion: 2,
        keyword,
        genreId: query.categoryId,
        shopCode: query.sellerId,
        hits: pageSize,
        page,
        sort: SORTS[query.sort ?? 'relevance'],
        minPrice: query.priceMinJpy,
        maxPrice: query.priceMaxJpy,
        availability: query.onlyAvailable === false ? undefined : 1,
        NGKeyword: query.condition === 'new' ? '中古' : undefined,
      });
      const result = await call(url, http.ttl.searchMs, signal);
      if (!result) return emptyPage(query, pageSize);
      const parsed = http.parse(result.response, () => parseRakutenSearch(result.body, { imageSize }));
      return {
        items: parsed.products.map(summaryOf),
        page,
        pageSize,
        total: parsed.total,
        hasNext: page < Math.min(parsed.pageCount, MAX_PAGE),
      };
    },

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (!/^[^:\s]+:[^:\s]+$/.test(code)) return null;
      const url = withQuery(`${HOST}/ichibams/api/IchibaItem/Search/${versions.itemSearch}`, {
        ...auth(),
        format: 'json',
        formatVersion: 2,
        itemCode: code,
        hits: 1,
      });
      const result = await call(url, http.ttl.itemMs, signal);
      if (!result) return null;
      const parsed = http.parse(result.response, () => parseRakutenSearch(result.body, { imageSize }));
      const product = parsed.products.find((p) => p.code === code) ?? parsed.products[0];
      if (!product) return null;
      if (product.categoryId && options.resolveGenrePath !== false) {
        try {
          product.categoryPath = await genrePath(product.categoryId, signal);
        } catch {
          // The path is a nicety: the item shows without it.
        }
      }
      return product;
    },

    async categories(parentId: string | null, signal?: AbortSignal): Promise<CategoryNode[]> {
      const url = withQuery(`${HOST}/ichibagt/api/IchibaGenre/Search/${versions.genre}`, {
        ...auth(),
        format: 'json',
        formatVersion: 2,
        genreId: parentId ?? '0',
      });
      const result = await call(url, http.ttl.staticMs, signal);
      if (!result) return [];
      return http.parse(result.response, () => parseRakutenGenres(result.body, parentId));
    },

    async ranking(query: { categoryId?: string; page?: number; pageSize?: number }, signal?: AbortSignal): Promise<SearchPage> {
      const page = Math.max(1, Math.floor(query.page ?? 1));
      const size = clampPageSize(query.pageSize, RANKING_PAGE_SIZE, 100);
      const rankingPage = async (n: number) => {
        const url = withQuery(`${HOST}/ichibaranking/api/IchibaItem/Ranking/${versions.ranking}`, {
          ...auth(),
          format: 'json',
          formatVersion: 2,
          genreId: query.categoryId,
          page: n,
        });
        const result = await call(url, http.ttl.searchMs, signal);
        return result ? http.parse(result.response, () => parseRakutenRanking(result.body, { imageSize })) : [];
      };
      // The API answers 30 a page (at most 34 pages): the window asked for is cut from the pages it covers.
      const offset = (page - 1) * size;
      const first = Math.floor(offset / RANKING_PAGE_SIZE) + 1;
      const last = Math.min(RANKING_MAX_PAGE, Math.floor((offset + size - 1) / RANKING_PAGE_SIZE) + 1);
      const products: Product[] = [];
      let reachedEnd = first > RANKING_MAX_PAGE;
      for (let n = first; n <= last; n += 1) {
        const chunk = await rankingPage(n);
        products.push(...chunk);
        if (chunk.length < RANKING_PAGE_SIZE || n === RANKING_MAX_PAGE) {
          reachedEnd = true;
          break;
        }
      }
      const start = offset - (first - 1) * RANKING_PAGE_SIZE;
      const items = products.slice(start, start + size).map(summaryOf);
      const seen = (first - 1) * RANKING_PAGE_SIZE + products.length;
      const hasNext = reachedEnd ? offset + size < seen : true;
      return {
        items,
        page,
        pageSize: size,
        // The ranking says no total: exact once its end is read, else one more page than shown.
        total: reachedEnd ? seen : Math.max(seen, offset + size) + size,
        hasNext,
      };
    },
  };
}
