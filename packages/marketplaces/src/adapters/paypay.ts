// PayPay Flea Market (now "Yahoo!フリマ") through the JSON the site's own pages use (research §5).
//
// - search: GET /api/v1/search. The API answers SOLD items unless told otherwise, so every search
//   sends `itemStatus=open` (the storefront only shows what can be bought).
// - item: GET /api/v1/item/<z…>. No recording of the real body exists (research §10); the parser
//   reads the fields public clients use and both places the item may sit in: the item fields at the
//   top level (`{id, title, …, description}`) or nested (`{item: {…, description}}`, also under
//   `data`). The sandbox's shape is the reference until a live body is recorded.
// - Prices include shipping: the seller always pays (shippingPayer 'seller', domestic shipping 0).
// - `itemStatus` other than OPEN = not buyable (the sold value is unconfirmed).
// - Conditions NEW, USED10, USED20, USED40, USED60, USED80 map to the six grades, best first.
// - seller: no profile call is known; the seller as the newest of their listings names them.
// - categories: Yahoo! Shopping's tree (options.categories). No auctions, no ranking.

import type { CategoryNode, ItemCondition, MarketplaceAdapter, Product, SearchPage, SearchQuery, SearchSort, SellerProfile } from '../model.ts';
import { codePatterns, listingUrl } from '../sites.ts';
import {
  BROWSER_USER_AGENT,
  SiteHttp,
  arr,
  emptyPage,
  FormatError,
  int,
  isObject,
  japanTimeToIso,
  obj,
  str,
  summaryOf,
  uniqueStrings,
  withQuery,
  type AdapterOptions,
  type JsonObject,
} from './common.ts';

export interface PaypayOptions extends AdapterOptions {
  /**
   * Yahoo!フリマ files items under Yahoo! Shopping's product categories (its `categoryIds` are
   * those ids): the category tree is read from there (create-adapters.ts passes the Shopping adapter's).
   */
  categories?: (parentId: string | null, signal?: AbortSignal) => Promise<CategoryNode[]>;
}

const HOST = 'https://paypayfleamarket.yahoo.co.jp';
const MAX_RESULTS = 100;

const SORTS: Partial<Record<SearchSort, [string, string]>> = {
  newest: ['openTime', 'DESC'],
  price_asc: ['price', 'ASC'],
  price_desc: ['price', 'DESC'],
  popular: ['ranking', 'DESC'],
};

const CONDITIONS: Record<string, ItemCondition> = {
  NEW: 'new',
  USED10: 'like_new',
  USED20: 'good',
  USED40: 'fair',
  USED60: 'poor',
  USED80: 'bad',
};

const CONDITION_LABELS: Record<string, string> = {
  NEW: '新品、未使用',
  USED10: '未使用に近い',
  USED20: '目立った傷や汚れなし',
  USED40: 'やや傷や汚れあり',
  USED60: '傷や汚れあり',
  USED80: '全体的に状態が悪い',
};

export function paypayCondition(value: unknown): ItemCondition {
  const code = str(isObject(value) ? (value.code ?? value.id) : value)?.toUpperCase();
  return (code && CONDITIONS[code]) || 'unknown';
}

function imageOf(value: unknown): string | null {
  if (isObject(value)) return str(value.url ?? value.src ?? value.original ?? value.imageUrl ?? value.large);
  return str(value);
}

function sellerOf(item: JsonObject): { id: string | null; name: string | null; raw: JsonObject } {
  const seller = obj(item.seller ?? item.user);
  return {
    id: str(seller.id ?? seller.userId ?? seller.sellerId) ?? str(item.sellerId),
    name: str(seller.nickname ?? seller.name ?? seller.displayName),
    raw: seller,
  };
}

/** One search hit or item body (already unwrapped) as our product. */
export function parsePaypayItem(item: JsonObject, description = ''): Product {
  const id = str(item.id ?? item.itemId);
  const title = str(item.title ?? item.name);
  if (!id || !title) throw new FormatError('item without id or title');
  const status = str(item.itemStatus ?? item.status)?.toUpperCase() ?? null;
  const available = status === null ? true : status === 'OPEN';
  const images = uniqueStrings([
    ...arr(item.images).map(imageOf),
    ...arr(item.imageUrls).map(imageOf),
    imageOf(item.thumbnailImageUrl ?? item.thumbnail),
  ]);
  const category = obj(item.category);
  const path = arr(category.path)
    .map((p) => ({ id: str(obj(p).id), name: str(obj(p).name) }))
    .filter((p): p is { id: string; name: string } => p.id !== null && p.name !== null);
  const conditionCode = str(isObject(item.condition) ? (item.condition.code ?? item.condition.id) : item.condition)?.toUpperCase() ?? null;
  const seller = sellerOf(item);
  const brand = obj(item.brand);
  const attributes: Record<string, string> = {};
  const put = (key: string, value: string | null) => {
    if (value) attributes[key] = value;
  };
  const shipping = obj(item.shipping);
  put('サイズ', str(item.size));
  put('配送の方法', str(shipping.method ?? item.shippingMethod ?? obj(item.deliveryMethod).name));
  put('発送元の地域', str(shipping.fromPrefecture ?? shipping.from ?? item.prefecture ?? obj(item.shipFrom).name));
  put('発送までの日数', str(shipping.schedule ?? item.shipSchedule ?? obj(item.deliverySchedule).name));
  const ratings = obj(seller.raw.rating ?? seller.raw.ratings);
  const good = int(ratings.good ?? ratings.goodCount);
  const bad = int(ratings.bad ?? ratings.badCount) ?? 0;

  return {
    site: 'paypay',
    code: id,
    title,
    priceJpy: int(item.price),
    priceExTaxJpy: null,
    taxRatePercent: null,
    imageUrl: images[0] ?? null,
    images,
    condition: paypayCondition(item.condition),
    conditionLabel: str(item.conditionName) ?? ((conditionCode && CONDITION_LABELS[conditionCode]) || null),
    available,
    stock: available ? 1 : 0,
    // Yahoo!フリマ prices include shipping, which the seller pays (research §5.3).
    shippingPayer: 'seller',
    domesticShippingJpy: 0,
    sellerId: seller.id,
    sellerName: seller.name,
    seller: seller.id
      ? {
          id: seller.id,
          name: seller.name ?? seller.id,
          isStore: false,
          ratingPercent: good !== null && good + bad > 0 ? Math.round((good / (good + bad)) * 1000) / 10 : null,
          ratingCount: int(seller.raw.totalRatingCount ?? ratings.total ?? seller.raw.ratingCount) ?? (good !== null ? good + bad : null),
          url: `${HOST}/user/${encodeURIComponent(seller.id)}`,
        }
      : null,
    categoryId: str(category.id),
    categoryPath: path.length > 0 ? path : str(category.id) && str(category.name) ? [{ id: str(category.id) ?? '', name: str(category.name) ?? '' }] : [],
    isShopsProduct: false,
    sourceUrl: codePatterns.paypay.test(id) ? listingUrl('paypay', id) : `${HOST}/item/${id}`,
    description,
    variants: [],
    auction: null,
    brand: str(brand.id) && str(brand.name) ? { id: str(brand.id) ?? '', name: str(brand.name) ?? '' } : null,
    attributes,
    likes: int(item.likeCount ?? item.likes ?? item.favoriteCount),
    updatedAt: japanTimeToIso(item.updateTime ?? item.updatedAt ?? item.openTime),
  };
}

export interface PaypaySearchResult {
  products: Product[];
  total: number;
}

/** A /api/v1/search body. */
export function parsePaypaySearch(body: unknown): PaypaySearchResult {
  const o = obj(body);
  if (!Array.isArray(o.items)) throw new FormatError('no items array');
  const products = o.items.map((item) => parsePaypayItem(obj(item)));
  return { products, total: int(o.totalResultsAvailable ?? o.total) ?? products.length };
}

/** A /api/v1/item/<id> body: the item at the top level or under `item` (both also under `data`). */
export function parsePaypayItemBody(body: unknown): Product | null {
  let root = obj(body);
  if (isObject(root.data)) root = root.data;
  const nested = isObject(root.item) ? root.item : null;
  const item = nested ? { ...root, ...nested } : root;
  if (!str(item.id ?? item.itemId)) {
    if (isObject(root.error) || str(root.code) === 'NOT_FOUND') return null;
    throw new FormatError('item body without id');
  }
  const description = str(nested?.description) ?? str(root.description) ?? '';
  return parsePaypayItem(item, description);
}

export function createPaypayAdapter(options: PaypayOptions): MarketplaceAdapter {
  const http = new SiteHttp('paypay', options, {
    headers: {
      'User-Agent': BROWSER_USER_AGENT,
      Accept: 'application/json',
      'Accept-Language': 'ja,en;q=0.8',
      Referer: `${HOST}/`,
    },
  });

  const adapter: MarketplaceAdapter = {
    site: 'paypay',
    ...(options.categories ? { categories: options.categories } : {}),

    async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
      const page = query.page ?? 1;
      const pageSize = Math.max(1, Math.min(MAX_RESULTS, query.pageSize ?? 20));
      const keyword = query.keyword?.trim();
      if (query.listingType === 'auction' || (!keyword && !query.categoryId && !query.sellerId && !query.brandId)) {
        return emptyPage(query, pageSize);
      }
      const [sort, order] = SORTS[query.sort ?? 'relevance'] ?? [undefined, undefined];
      const url = withQuery(`${HOST}/api/v1/search`, {
        query: keyword,
        results: pageSize,
        offset: (page - 1) * pageSize,
        // Always: without it the API returns sold items (research §5.1).
        itemStatus: 'open',
        sort,
        order,
        categoryIds: query.categoryId,
        brandIds: query.brandId,
        minPrice: query.priceMinJpy,
        maxPrice: query.priceMaxJpy,
        itemConditions: query.condition === 'new' ? 'NEW' : query.condition === 'used' ? 'USED10,USED20,USED40,USED60,USED80' : undefined,
        sellerId: query.sellerId,
      });
      const response = await http.request(url, { ttlMs: http.ttl.searchMs }, signal);
      const parsed = http.parse(response, () => parsePaypaySearch(http.json(response)));
      return {
        items: parsed.products.map(summaryOf),
        page,
        pageSize,
        total: parsed.total,
        hasNext: (page - 1) * pageSize + parsed.products.length < parsed.total && parsed.products.length > 0,
      };
    },

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (!codePatterns.paypay.test(code)) return null;
      const url = `${HOST}/api/v1/item/${code}`;
      const response = await http.request(url, { ttlMs: http.ttl.itemMs, acceptStatus: (s) => s === 404 }, signal);
      if (response.status === 404) return null;
      return http.parse(response, () => parsePaypayItemBody(http.json(response)));
    },

    /**
     * No profile call is known (research §5): the seller as their listings name them. The search by
     * `sellerId` says how many open listings they have; the newest one's item page names the seller
     * with their ratings (both answers cached).
     */
    async seller(sellerId: string, signal?: AbortSignal): Promise<SellerProfile | null> {
      if (!/^[\w.-]{1,64}$/.test(sellerId)) return null;
      const listings = await adapter.search({ sellerId, sort: 'newest', pageSize: 1 }, signal);
      const newest = listings.items[0];
      const product = newest ? await adapter.item(newest.code, signal) : null;
      if (!product?.seller || product.seller.id !== sellerId) return null;
      return { ...product.seller, itemCount: listings.total, description: null };
    },
  };
  return adapter;
}
