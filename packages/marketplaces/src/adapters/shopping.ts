// Yahoo! Shopping through the official Shopping Web API (research §2).
//
// - search: V3 itemSearch (JSON). `price` is tax included; `taxExcludePrice` is kept as the
//   pre-tax price. `inStock` false = sold out. `shipping.code`: 1 = no free-shipping setting
//   (the buyer pays postage), 2 = free shipping (seller pays), 3 = free above a threshold (unknown
//   for one item). Search results carry no postage amount.
// - item: V1 itemLookup (`itemcode=<store>_<item>`, responsegroup=large) in the V1 JSON shape
//   `{ResultSet:{totalResultsReturned, 0:{Result:{0:{…}}}}}` with PascalCase fields and values
//   sometimes wrapped as `{_value}`. Whether V1 still answers in 2026 is unverified (research §10).
// - categories: V1 categorySearch (1 = root). ranking: V2 categoryRanking.
// - The item code is `<storeId>_<itemCode>`, as the link resolver makes it. V3 `hits.code` is
//   reported both as that and as the bare seller code, so the code is taken from the item URL
//   (store.shopping.yahoo.co.jp/<store>/<item>.html) and else built from seller id + code.
// - Limit: itemSearch 30 requests per minute (spacing set in create-adapters.ts); at most 1,000
//   results per query (start + results ≤ 1,000).

import type {
  CategoryNode,
  CategoryRef,
  ItemCondition,
  MarketplaceAdapter,
  Product,
  ProductVariant,
  SearchPage,
  SearchQuery,
  SearchSort,
  ShippingPayer,
} from '../model.ts';
import { codePatterns, listingUrl } from '../sites.ts';
import { failureOfClientStatus } from '../model.ts';
import {
  SiteHttp,
  arr,
  bool,
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

export interface ShoppingCredentials {
  /** Client ID (アプリケーションID). */
  appid: string;
  affiliateType?: 'vc';
  affiliateId?: string;
}

export type ShoppingOptions = AdapterOptions<ShoppingCredentials>;

const HOST = 'https://shopping.yahooapis.jp';
const MAX_RESULTS = 50;
const MAX_POSITION = 1000;
const RANKING_PAGE_SIZE = 20;
const RANKING_MAX_OFFSET = 100;

const SORTS: Record<SearchSort, string> = {
  relevance: '-score',
  newest: '-score', // V3 has no date sort
  price_asc: '+price',
  price_desc: '-price',
  ending_soon: '-score',
  most_bids: '-review_count',
  popular: '-review_count',
};

/** First defined value among the keys (V1 PascalCase, V3 camelCase, ranking snake_case). */
function pick(o: JsonObject, ...keys: string[]): unknown {
  for (const key of keys) if (o[key] !== undefined && o[key] !== null) return o[key];
  return undefined;
}

export function shippingPayerFromCode(code: number | null): ShippingPayer {
  if (code === 2) return 'seller';
  if (code === 1) return 'buyer';
  return 'unknown';
}

function conditionOf(value: unknown): ItemCondition {
  const text = str(value)?.toLowerCase();
  if (text === 'new') return 'new';
  if (text === 'used') return 'used';
  return 'unknown';
}

/** `<store>_<item>` from an item page URL, or null. */
export function shoppingCodeFromUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.hostname !== 'store.shopping.yahoo.co.jp') return null;
    const match = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9_.-]+)\.html$/.exec(parsed.pathname);
    return match ? `${match[1]}_${match[2]}` : null;
  } catch {
    return null;
  }
}

/** Our item code for a hit: from the URL, else `<seller>_<code>` unless the code already has the prefix. */
export function shoppingCodeOf(rawCode: string | null, sellerId: string | null, url: string | null): string | null {
  const fromUrl = shoppingCodeFromUrl(url);
  if (fromUrl) return fromUrl;
  if (rawCode && sellerId) return rawCode.startsWith(`${sellerId}_`) ? rawCode : `${sellerId}_${rawCode}`;
  return rawCode;
}

function sourceUrlOf(code: string, url: string | null): string {
  const at = code.indexOf('_');
  if (at > 0 && codePatterns.shoppingStore.test(code.slice(0, at)) && codePatterns.shoppingItem.test(code.slice(at + 1))) {
    return listingUrl('shopping', code);
  }
  return url ?? 'https://shopping.yahoo.co.jp/';
}

function taxRateOf(price: number | null, exTax: number | null): number | null {
  if (price === null || exTax === null || exTax <= 0 || price < exTax) return null;
  const rate = Math.round(((price - exTax) / exTax) * 100);
  return rate === 8 || rate === 10 || rate === 0 ? rate : null;
}

function ratingPercent(rate: unknown): number | null {
  const value = typeof rate === 'number' ? rate : Number(str(rate));
  return Number.isFinite(value) && value > 0 ? Math.round((value / 5) * 1000) / 10 : null;
}

/** One V3 itemSearch hit as our product. */
export function parseShoppingHit(hit: JsonObject): Product {
  const seller = obj(hit.seller);
  const sellerId = str(seller.sellerId);
  const url = str(hit.url);
  const code = shoppingCodeOf(str(hit.code), sellerId, url);
  const title = str(hit.name);
  if (!code || !title) throw new FormatError('hit without code or name');
  const price = int(hit.price);
  const exTax = int(hit.taxExcludePrice);
  const image = str(obj(hit.exImage).url) ?? str(obj(hit.image).medium) ?? str(obj(hit.image).small);
  const inStock = bool(hit.inStock);
  const available = inStock !== false;
  const shippingCode = int(obj(hit.shipping).code);
  const payer = shippingPayerFromCode(shippingCode);
  const genre = obj(hit.genreCategory);
  const path: (CategoryRef & { depth: number })[] = [...arr(hit.parentGenreCategories), genre]
    .map((g) => obj(g))
    .map((g) => ({ id: str(g.id) ?? '', name: str(g.name) ?? '', depth: int(g.depth) ?? 0 }))
    .filter((g) => g.id && g.name);
  path.sort((a, b) => a.depth - b.depth);
  const brand = obj(hit.brand);
  const review = obj(seller.review);
  const attributes: Record<string, string> = {};
  const headLine = str(hit.headLine);
  if (headLine) attributes['キャッチコピー'] = headLine;
  const jan = str(hit.janCode);
  if (jan) attributes['JANコード'] = jan;
  const shippingName = str(obj(hit.shipping).name);
  if (shippingName) attributes['送料'] = shippingName;
  const itemReview = obj(hit.review);
  if (int(itemReview.count)) attributes['レビュー'] = `${str(itemReview.rate) ?? '-'} (${int(itemReview.count)}件)`;

  return {
    site: 'shopping',
    code,
    title,
    priceJpy: price,
    priceExTaxJpy: exTax,
    taxRatePercent: taxRateOf(price, exTax),
    imageUrl: image,
    images: uniqueStrings([image]),
    condition: conditionOf(hit.condition),
    conditionLabel: null,
    available,
    stock: available ? null : 0,
    shippingPayer: payer,
    domesticShippingJpy: payer === 'seller' ? 0 : null,
    sellerId,
    sellerName: str(seller.name),
    seller: sellerId
      ? {
          id: sellerId,
          name: str(seller.name) ?? sellerId,
          isStore: true,
          ratingPercent: ratingPercent(review.rate),
          ratingCount: int(review.count),
          url: str(seller.url),
        }
      : null,
    categoryId: str(genre.id),
    categoryPath: path.map(({ id, name }) => ({ id, name })),
    isShopsProduct: false,
    sourceUrl: sourceUrlOf(code, url),
    description: str(hit.description) ?? '',
    variants: [],
    auction: null,
    brand: str(brand.id) && str(brand.name) ? { id: str(brand.id) ?? '', name: str(brand.name) ?? '' } : null,
    attributes,
    likes: null,
    updatedAt: null,
  };
}

export interface ShoppingSearchResult {
  products: Product[];
  total: number;
  first: number;
}

/** A V3 itemSearch body. */
export function parseShoppingSearch(body: unknown): ShoppingSearchResult {
  const o = obj(body);
  if (!Array.isArray(o.hits)) throw new FormatError('no hits array');
  const products = o.hits.map((hit) => parseShoppingHit(obj(hit)));
  return {
    products,
    total: int(o.totalResultsAvailable) ?? products.length,
    first: int(o.firstResultsPosition) ?? int(o.firstResultPosition) ?? 1,
  };
}

/** Removes a JSONP wrapper (`/* *\/ callback( … );`) when the body has one. */
export function unwrapJsonp(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return trimmed;
  const match = /^[^({]*\(\s*([\s\S]*?)\s*\)\s*;?\s*$/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

/** The first result object of a V1 body (`ResultSet["0"].Result`), or null when there is none. */
function v1Result(body: unknown): JsonObject | null {
  const resultSet = obj(obj(body).ResultSet);
  if (!isObject(obj(body).ResultSet)) throw new FormatError('no ResultSet');
  const first = isObject(resultSet['0']) ? resultSet['0'] : resultSet;
  const result = first.Result;
  return isObject(result) ? result : null;
}

/** The item of a V1 itemLookup body, or null when the lookup found nothing. */
export function parseShoppingLookup(body: unknown): Product | null {
  const resultSet = obj(obj(body).ResultSet);
  const returned = int(pick(resultSet, 'totalResultsReturned', '@totalResultsReturned'));
  const result = v1Result(body);
  if (returned === 0 || !result) return null;
  const hit = obj(arr(result)[0] ?? arr(result.Hit)[0] ?? result.Hit);
  if (Object.keys(hit).length === 0) return null;

  const store = obj(pick(hit, 'Store', 'store'));
  const storeId = str(pick(store, 'Id', 'id'));
  const url = str(pick(hit, 'Url', 'url'));
  const code = shoppingCodeOf(str(pick(hit, 'Code', 'code')), storeId, url);
  const title = str(pick(hit, 'Name', 'name'));
  if (!code || !title) throw new FormatError('item without Code or Name');

  const priceLabel = obj(pick(hit, 'PriceLabel', 'priceLabel'));
  const price = int(pick(hit, 'Price', 'price')) ?? int(pick(priceLabel, 'SalePrice', 'DefaultPrice'));
  const exTax = int(pick(hit, 'TaxExcludePrice', 'taxExcludePrice'));
  const availability = str(pick(hit, 'Availability', 'availability'))?.toLowerCase() ?? null;
  const available = availability === null ? true : availability !== 'outofstock' && availability !== 'soldout';
  const shipping = obj(pick(hit, 'Shipping', 'shipping'));
  const payer = shippingPayerFromCode(int(pick(shipping, 'Code', 'code')));
  const image = obj(pick(hit, 'Image', 'image'));
  const exImage = obj(pick(hit, 'ExImage', 'exImage'));
  const related = arr(pick(hit, 'RelatedImages', 'relatedImages')).map((r) => {
    const o = obj(r);
    return str(pick(o, 'Medium', 'medium', 'Url', 'url')) ?? str(r);
  });
  const images = uniqueStrings([str(pick(exImage, 'Url', 'url')) ?? str(pick(image, 'Medium', 'medium')), ...related]);
  const ratings = obj(pick(store, 'Ratings', 'ratings'));
  const category = obj(pick(obj(pick(hit, 'Category', 'category')), 'Current', 'current'));
  const categoryId = str(pick(category, 'Id', 'id'));
  const categoryName = str(pick(category, 'Name', 'name', 'Title'));
  const brands = obj(pick(hit, 'Brands', 'brands', 'Brand'));
  const brandPath = arr(pick(brands, 'Path', 'path')).map(obj);
  const lastBrand = brandPath[brandPath.length - 1] ?? {};
  const brandId = str(pick(brands, 'Id', 'id')) ?? str(pick(lastBrand, 'Id', 'id'));
  const brandName = str(pick(brands, 'Name', 'name')) ?? str(pick(lastBrand, 'Name', 'name'));
  const attributes: Record<string, string> = {};
  const headline = str(pick(hit, 'Headline', 'headline'));
  if (headline) attributes['キャッチコピー'] = headline;
  const jan = str(pick(hit, 'JanCode', 'janCode'));
  if (jan) attributes['JANコード'] = jan;
  const shippingName = str(pick(shipping, 'Name', 'name'));
  if (shippingName) attributes['送料'] = shippingName;

  const variants: ProductVariant[] = arr(pick(hit, 'Inventories', 'inventories')).flatMap((entry) => {
    const inv = obj(entry);
    const id = str(pick(inv, 'SubCode', 'subCode'));
    if (!id) return [];
    // Options as `{0:{Option:{Name,Value}}}` or `{0:{Name,Value}}` (under Options or Order).
    const options = [...arr(pick(inv, 'Options', 'options')), ...arr(pick(inv, 'Order', 'order'))];
    const orders = options.map((o) => {
      const option = isObject(obj(o).Option) ? obj(obj(o).Option) : obj(o);
      return [str(pick(option, 'Name', 'name')), str(pick(option, 'Value', 'value'))].filter(Boolean).join(': ');
    });
    const invAvailability = str(pick(inv, 'Availability', 'availability'))?.toLowerCase();
    return [
      {
        id,
        name: orders.filter(Boolean).join(' / ') || id,
        quantity: invAvailability === 'outofstock' ? 0 : int(pick(inv, 'Quantity', 'quantity')),
        priceJpy: int(pick(inv, 'Price', 'price')),
      },
    ];
  });

  return {
    site: 'shopping',
    code,
    title,
    priceJpy: price,
    priceExTaxJpy: exTax,
    taxRatePercent: taxRateOf(price, exTax),
    imageUrl: images[0] ?? null,
    images,
    condition: conditionOf(pick(hit, 'Condition', 'condition')),
    conditionLabel: null,
    available,
    stock: available ? null : 0,
    shippingPayer: payer,
    domesticShippingJpy: payer === 'seller' ? 0 : null,
    sellerId: storeId,
    sellerName: str(pick(store, 'Name', 'name')),
    seller: storeId
      ? {
          id: storeId,
          name: str(pick(store, 'Name', 'name')) ?? storeId,
          isStore: true,
          ratingPercent: ratingPercent(pick(ratings, 'Rate', 'rate')),
          ratingCount: int(pick(ratings, 'Count', 'count')),
          url: str(pick(store, 'Url', 'url')),
        }
      : null,
    categoryId,
    categoryPath: categoryId && categoryName ? [{ id: categoryId, name: categoryName }] : [],
    isShopsProduct: false,
    sourceUrl: sourceUrlOf(code, url),
    description: str(pick(hit, 'Description', 'description')) ?? '',
    variants,
    auction: null,
    brand: brandId && brandName ? { id: brandId, name: brandName } : null,
    attributes,
    likes: null,
    updatedAt: null,
  };
}

/** Child categories of a V1 categorySearch body. */
export function parseShoppingCategories(body: unknown, parentId: string | null): CategoryNode[] {
  const result = v1Result(body);
  if (!result) return [];
  const categories = obj(pick(result, 'Categories', 'categories'));
  return arr(pick(categories, 'Children', 'children')).flatMap((entry) => {
    const child = obj(entry);
    const id = str(pick(child, 'Id', 'id'));
    const title = pick(child, 'Title', 'title', 'Name', 'name');
    const name = isObject(title) ? str(pick(title, 'Medium', 'Short', 'Long')) : str(title);
    return id && name ? [{ id, name, parentId, hasChildren: true }] : [];
  });
}

/** Entries of a V2 categoryRanking body, read tolerantly (nested `item_information` or flat). */
export function parseShoppingRanking(body: unknown): Product[] {
  const ranking = obj(obj(body).category_ranking ?? obj(body).categoryRanking);
  const data = arr(ranking.ranking_data ?? ranking.rankingData);
  return data.flatMap((entry) => {
    const row = obj(entry);
    const info = isObject(row.item_information) ? { ...row, ...row.item_information } : row;
    const seller = obj(pick(info, 'seller', 'store'));
    const sellerId = str(pick(seller, 'seller_id', 'sellerId', 'id'));
    const url = str(pick(info, 'url', 'item_url'));
    const code = shoppingCodeOf(str(pick(info, 'code', 'item_code')), sellerId, url);
    const title = str(pick(info, 'name', 'title'));
    if (!code || !title) return [];
    const image = obj(pick(info, 'image', 'images'));
    const imageUrl = str(pick(image, 'medium', 'small')) ?? str(pick(info, 'image_url'));
    const rank = int(pick(info, 'rank'));
    const product: Product = {
      site: 'shopping',
      code,
      title,
      priceJpy: int(pick(info, 'price', 'item_price')),
      priceExTaxJpy: null,
      taxRatePercent: null,
      imageUrl,
      images: uniqueStrings([imageUrl]),
      condition: 'unknown',
      conditionLabel: null,
      available: bool(pick(info, 'in_stock', 'inStock')) !== false,
      stock: bool(pick(info, 'in_stock', 'inStock')) === false ? 0 : null,
      shippingPayer: 'unknown',
      domesticShippingJpy: null,
      sellerId,
      sellerName: str(pick(seller, 'name')),
      seller: null,
      categoryId: null,
      categoryPath: [],
      isShopsProduct: false,
      sourceUrl: sourceUrlOf(code, url),
      description: '',
      variants: [],
      auction: null,
      brand: null,
      attributes: rank ? { ランキング: `${rank}位` } : {},
      likes: null,
      updatedAt: null,
    };
    return [product];
  });
}

/** The message of a Yahoo API error body (`{Error:{Message}}`), or null. */
export function shoppingErrorOf(body: unknown): string | null {
  const error = obj(obj(body).Error ?? obj(body).error);
  return str(error.Message ?? error.message);
}

export function createShoppingAdapter(options: ShoppingOptions): MarketplaceAdapter {
  const http = new SiteHttp('shopping', options, { headers: { Accept: 'application/json' } });
  const credentials = options.credentials;
  const auth = () => {
    if (!credentials?.appid) throw http.error(`${HOST}/`, 'bad_status', 'no appid configured (credentials.appid)');
    return { appid: credentials.appid, affiliate_type: credentials.affiliateType, affiliate_id: credentials.affiliateId };
  };

  async function call(url: string, ttlMs: number, signal?: AbortSignal): Promise<{ body: unknown; response: UpstreamResponse }> {
    // 4xx answers carry `{Error:{Message}}` (a missing or wrong appid is 401/403): read it.
    const response = await http.request(url, { ttlMs, acceptStatus: (s) => s >= 400 && s < 500 }, signal);
    const body = http.parse(response, () => JSON.parse(unwrapJsonp(response.body)) as unknown);
    if (response.status >= 400) {
      throw http.error(url, failureOfClientStatus(response.status), shoppingErrorOf(body) ?? `HTTP ${response.status}`, response.status);
    }
    return { body, response };
  }

  return {
    site: 'shopping',

    async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
      const page = query.page ?? 1;
      const pageSize = Math.max(1, Math.min(MAX_RESULTS, query.pageSize ?? 20));
      const start = (page - 1) * pageSize + 1;
      const keyword = query.keyword?.trim();
      if (
        query.listingType === 'auction' ||
        start > MAX_POSITION ||
        (!keyword && !query.categoryId && !query.sellerId && !query.brandId)
      ) {
        return emptyPage(query, pageSize);
      }
      const url = withQuery(`${HOST}/ShoppingWebService/V3/itemSearch`, {
        ...auth(),
        query: keyword,
        genre_category_id: query.categoryId,
        seller_id: query.sellerId,
        brand_id: query.brandId,
        price_from: query.priceMinJpy,
        price_to: query.priceMaxJpy,
        in_stock: query.onlyAvailable === false ? undefined : 'true',
        condition: query.condition,
        image_size: 600,
        results: Math.min(pageSize, MAX_POSITION - start + 1),
        start,
        sort: SORTS[query.sort ?? 'relevance'],
      });
      const { body, response } = await call(url, http.ttl.searchMs, signal);
      const parsed = http.parse(response, () => parseShoppingSearch(body));
      const reachable = Math.min(parsed.total, MAX_POSITION);
      return {
        items: parsed.products.map(summaryOf),
        page,
        pageSize,
        total: parsed.total,
        hasNext: start - 1 + parsed.products.length < reachable && parsed.products.length > 0,
      };
    },

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (!/^[A-Za-z0-9-]+_[A-Za-z0-9_.-]+$/.test(code)) return null;
      const url = withQuery(`${HOST}/ShoppingWebService/V1/json/itemLookup`, {
        ...auth(),
        itemcode: code,
        responsegroup: 'large',
        image_size: 600,
      });
      const { body, response } = await call(url, http.ttl.itemMs, signal);
      return http.parse(response, () => parseShoppingLookup(body));
    },

    async categories(parentId: string | null, signal?: AbortSignal): Promise<CategoryNode[]> {
      const url = withQuery(`${HOST}/ShoppingWebService/V1/json/categorySearch`, {
        ...auth(),
        category_id: parentId ?? '1',
      });
      const { body, response } = await call(url, http.ttl.staticMs, signal);
      return http.parse(response, () => parseShoppingCategories(body, parentId));
    },

    async ranking(query: { categoryId?: string; page?: number }, signal?: AbortSignal): Promise<SearchPage> {
      const page = Math.max(1, query.page ?? 1);
      // The ranking holds 100 entries: offsets 1 … 100.
      if ((page - 1) * RANKING_PAGE_SIZE + 1 > RANKING_MAX_OFFSET) return emptyPage({ page }, RANKING_PAGE_SIZE);
      const url = withQuery(`${HOST}/ShoppingWebService/V2/categoryRanking`, {
        ...auth(),
        category_id: query.categoryId ?? '1',
        // 1-based position of the first entry (assumed: the V2 documentation was not available).
        offset: (page - 1) * RANKING_PAGE_SIZE + 1,
      });
      const { body, response } = await call(url, http.ttl.searchMs, signal);
      const products = http.parse(response, () => parseShoppingRanking(body));
      const hasNext = products.length >= RANKING_PAGE_SIZE && page * RANKING_PAGE_SIZE < RANKING_MAX_OFFSET;
      return {
        items: products.map(summaryOf),
        page,
        pageSize: RANKING_PAGE_SIZE,
        total: (page - 1) * RANKING_PAGE_SIZE + products.length + (hasNext ? RANKING_PAGE_SIZE : 0),
        hasNext,
      };
    },
  };
}
