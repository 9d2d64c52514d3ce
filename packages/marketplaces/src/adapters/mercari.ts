// Mercari Japan through the web app's own API at api.mercari.jp (research §4), with a DPoP proof
// on every request (mercari-dpop.ts) and `X-Platform: web`.
//
// - search: POST /v2/entities:search with the body of research §4.2 (`withAuction: true` so
//   auction listings come with their `auction` block). Page N+1 is `pageToken: "v1:N"`.
//   Prices and counts are strings there; `isNoPrice` items have no price (null).
//   `ITEM_TYPE_BEYOND` hits are Mercari Shops products: their id is the 22-character product id.
// - item `m…`: GET /items/get?id= (price is a number here). 404 / RecordNotFoundException = null.
//   The real body has no auction block; the sandbox adds `auction_info` (wire contract), and
//   otherwise the auction state last seen in a search result is used.
// - Shops product (22-character id): GET /v1/marketplaces/shops/products/<id>?view=FULL&imageType=JPEG.
//   `productTags` containing `sold_out` = sold; prices are strings; shipping payer code `SELLER`.
//   (Shops payer ids differ from C2C: in Shops "1" is the seller, in C2C 1 is the buyer.)
// - seller items: GET /items/get_items?seller_id=…; profile: GET /users/get_profile.
// - categories: GET /master/get_item_categories (a tree); brands: GET /master/get_item_brands,
//   sorted by their reading in Japanese order (Intl.Collator('ja')).
// No ranking exists on Mercari; the adapter does not offer one.

import { randomBytes } from 'node:crypto';
import type {
  AuctionState,
  BrandInfo,
  CategoryNode,
  CategoryRef,
  MarketplaceAdapter,
  Product,
  ProductSummary,
  ProductVariant,
  SearchPage,
  SearchQuery,
  SearchSort,
  SellerProfile,
  ShippingPayer,
} from '../model.ts';
import { codePatterns, isMercariShopsCode, listingUrl } from '../sites.ts';
import {
  BROWSER_USER_AGENT,
  SiteHttp,
  arr,
  bool,
  conditionFromGrade,
  conditionFromJapanese,
  emptyPage,
  FormatError,
  int,
  isObject,
  japanTimeToIso,
  obj,
  str,
  uniqueStrings,
  unixToIso,
  withQuery,
  type AdapterOptions,
  type JsonObject,
} from './common.ts';
import { createDpopSigner, type DpopOptions, type DpopSigner } from './mercari-dpop.ts';
import type { UpstreamResponse } from '../http/upstream.ts';

export interface MercariOptions extends AdapterOptions {
  /** DPoP key, uuid, jti and clock (tests); default: a new key per adapter instance. */
  dpop?: DpopOptions;
}

const API = 'https://api.mercari.jp';

const SORTS: Record<SearchSort, [string, string]> = {
  relevance: ['SORT_SCORE', 'ORDER_DESC'],
  newest: ['SORT_CREATED_TIME', 'ORDER_DESC'],
  price_asc: ['SORT_PRICE', 'ORDER_ASC'],
  price_desc: ['SORT_PRICE', 'ORDER_DESC'],
  popular: ['SORT_NUM_LIKES', 'ORDER_DESC'],
  most_bids: ['SORT_NUM_LIKES', 'ORDER_DESC'],
  ending_soon: ['SORT_SCORE', 'ORDER_DESC'],
};

/** The auction block of a search hit (all values are strings on the wire). */
export interface MercariSearchAuction {
  bidDeadline: string | null;
  totalBid: number;
  highestBid: number | null;
}

export interface MercariSearchHit {
  summary: ProductSummary;
  auction: MercariSearchAuction | null;
}

export interface MercariSearchResult {
  hits: MercariSearchHit[];
  total: number;
  nextPageToken: string | null;
}

/** C2C shipping payer: id 2 / code "seller" = seller pays; id 1 / "buyer" = buyer pays (着払い). */
function c2cPayer(id: unknown, code?: unknown): ShippingPayer {
  const c = str(code)?.toLowerCase();
  if (c === 'seller') return 'seller';
  if (c === 'buyer') return 'buyer';
  const n = int(id);
  return n === 2 ? 'seller' : n === 1 ? 'buyer' : 'unknown';
}

function searchAuctionOf(value: unknown): MercariSearchAuction | null {
  if (!isObject(value)) return null;
  const deadline = str(value.bidDeadline);
  const highest = int(value.highestBid);
  if (!deadline && highest === null) return null;
  return { bidDeadline: japanTimeToIso(deadline), totalBid: int(value.totalBid) ?? 0, highestBid: highest };
}

/** A search hit (also used for the sold-out / trading statuses). */
export function parseMercariSearchItem(raw: JsonObject): MercariSearchHit {
  const id = str(raw.id);
  const name = str(raw.name);
  if (!id || !name) throw new FormatError('search item without id or name');
  const isShops = str(raw.itemType) === 'ITEM_TYPE_BEYOND' || (isObject(raw.shop) && isMercariShopsCode(id));
  const auction = searchAuctionOf(raw.auction);
  const noPrice = bool(raw.isNoPrice) === true;
  const price = noPrice ? null : (auction?.highestBid ?? int(raw.price));
  const sellerId = str(raw.sellerId);
  const shopId = str(obj(raw.shop).id);
  const photo = str(obj(arr(raw.photos)[0]).uri);
  return {
    summary: {
      site: 'mercari',
      code: id,
      title: name,
      priceJpy: price,
      imageUrl: str(arr(raw.thumbnails)[0]) ?? photo,
      condition: conditionFromGrade(int(raw.itemConditionId)),
      available: str(raw.status) === 'ITEM_STATUS_ON_SALE',
      // Shops hits carry payer id "0"; the product page has the real value.
      shippingPayer: isShops ? 'unknown' : c2cPayer(raw.shippingPayerId),
      bidCount: auction ? auction.totalBid : null,
      endTime: auction?.bidDeadline ?? null,
      buyNowPriceJpy: null,
      sellerId: isShops ? (shopId ?? (sellerId !== '0' ? sellerId : null)) : sellerId,
      sellerName: str(raw.shopName),
      categoryId: str(raw.categoryId),
      isShopsProduct: isShops,
      sourceUrl: safeListingUrl(id),
    },
    auction,
  };
}

function safeListingUrl(code: string): string {
  try {
    return listingUrl('mercari', code);
  } catch {
    return 'https://jp.mercari.com/';
  }
}

/** An entities:search body. */
export function parseMercariSearch(body: unknown): MercariSearchResult {
  const o = obj(body);
  if (!Array.isArray(o.items)) throw new FormatError('no items array');
  const hits = o.items.map((raw) => parseMercariSearchItem(obj(raw)));
  const meta = obj(o.meta);
  return {
    hits,
    total: int(meta.numFound) ?? hits.length,
    nextPageToken: str(meta.nextPageToken),
  };
}

/** True for Mercari's not-found error body (`{"result":"error","errors":[{"code":"RecordNotFoundException"}]}`). */
export function isMercariNotFound(body: unknown): boolean {
  return arr(obj(body).errors).some((e) => /NotFound/i.test(str(obj(e).code) ?? ''));
}

function auctionFromInfo(info: JsonObject, price: number | null, now: number | undefined): AuctionState | null {
  const end = japanTimeToIso(info.expected_end_time ?? info.end_time ?? info.bid_deadline);
  if (!end) return null;
  const highest = int(info.highest_bid) ?? price ?? 0;
  const state = str(info.state)?.toLowerCase() ?? '';
  const closedByState = /clos|end|finish|sold|cancel/.test(state);
  const openByState = /open|active|bidding|progress/.test(state);
  const ended = now !== undefined && Date.parse(end) <= now;
  return {
    currentPriceJpy: highest,
    currentPriceExTaxJpy: highest,
    startPriceJpy: int(info.initial_price) ?? highest,
    buyNowPriceJpy: null,
    bidCount: int(info.total_bids) ?? 0,
    startTime: japanTimeToIso(info.start_time),
    endTime: end,
    // Mercari auctions extend when bids arrive near the end (research §7.3, low confidence).
    autoExtension: bool(info.auto_extension) ?? true,
    earlyClosing: false,
    status: closedByState || (!openByState && ended) ? 'closed' : 'open',
    highestBidderId: str(info.highest_bidder_id ?? obj(info.highest_bidder).id),
  };
}

/** Auction state from a search hit's block (start price and start time are not in it). */
export function auctionFromSearch(block: MercariSearchAuction, price: number | null, open: boolean, now?: number): AuctionState | null {
  if (!block.bidDeadline) return null;
  const current = block.highestBid ?? price ?? 0;
  const ended = now !== undefined && Date.parse(block.bidDeadline) <= now;
  return {
    currentPriceJpy: current,
    currentPriceExTaxJpy: current,
    startPriceJpy: current,
    buyNowPriceJpy: null,
    bidCount: block.totalBid,
    startTime: null,
    endTime: block.bidDeadline,
    autoExtension: true,
    earlyClosing: false,
    status: open && !ended ? 'open' : 'closed',
    highestBidderId: null,
  };
}

function ratingPercent(ratings: JsonObject): number | null {
  const good = int(ratings.good);
  const bad = int(ratings.bad) ?? 0;
  if (good === null || good + bad === 0) return null;
  return Math.round((good / (good + bad)) * 1000) / 10;
}

/** Root-first category path of an items/get body. */
function c2cCategoryPath(data: JsonObject): CategoryRef[] {
  const refOf = (o: JsonObject): CategoryRef | null => {
    const id = str(o.id);
    const name = str(o.name);
    return id && name ? { id, name } : null;
  };
  const ntiers = arr(data.parent_categories_ntiers).map((p) => refOf(obj(p)));
  const own = refOf(obj(data.item_category_ntiers));
  let path: (CategoryRef | null)[];
  if (own) {
    path = [...ntiers, own];
  } else {
    const c = obj(data.item_category);
    path = [
      refOf({ id: c.root_category_id, name: c.root_category_name }),
      refOf({ id: c.parent_category_id, name: c.parent_category_name }),
      refOf(c),
    ];
  }
  const seen = new Set<string>();
  return path.filter((ref): ref is CategoryRef => ref !== null && !seen.has(ref.id) && Boolean(seen.add(ref.id)));
}

/** An items/get body as our product; null for the not-found error body. */
export function parseMercariItem(body: unknown, options: { now?: number } = {}): Product | null {
  if (isMercariNotFound(body)) return null;
  const data = obj(obj(body).data);
  const id = str(data.id);
  const name = str(data.name);
  if (!id || !name) throw new FormatError('item without id or name');
  const status = str(data.status)?.toLowerCase() ?? '';
  const available = status === 'on_sale';
  const price = int(data.price);
  const images = uniqueStrings([...arr(data.photos).map(str), ...arr(data.thumbnails).map(str)].slice(0, 20));
  const path = c2cCategoryPath(data);
  const condition = obj(data.item_condition);
  const payer = obj(data.shipping_payer);
  const shippingPayer = c2cPayer(payer.id, payer.code);
  const seller = obj(data.seller);
  const sellerId = str(seller.id);
  const brand = obj(data.item_brand);
  const attributes: Record<string, string> = {};
  const put = (key: string, value: string | null) => {
    if (value) attributes[key] = value;
  };
  put('サイズ', str(obj(data.item_size).name));
  put('配送料の負担', str(payer.name));
  put('配送の方法', str(obj(data.shipping_method).name));
  put('発送元の地域', str(obj(data.shipping_from_area).name));
  put('発送までの日数', str(obj(data.shipping_duration).name));
  put('色', arr(data.colors).map((c) => str(obj(c).name)).filter(Boolean).join('、') || null);
  const info = obj(data.auction_info);
  const auction = Object.keys(info).length > 0 ? auctionFromInfo(info, price, options.now) : null;

  return {
    site: 'mercari',
    code: id,
    title: name,
    priceJpy: auction ? auction.currentPriceJpy : price,
    priceExTaxJpy: null,
    taxRatePercent: null,
    imageUrl: images[0] ?? null,
    images,
    condition: conditionFromGrade(int(condition.id)) !== 'unknown'
      ? conditionFromGrade(int(condition.id))
      : conditionFromJapanese(str(condition.name)),
    conditionLabel: str(condition.name),
    available,
    stock: available ? 1 : 0,
    shippingPayer,
    domesticShippingJpy: shippingPayer === 'seller' ? 0 : null,
    sellerId,
    sellerName: str(seller.name),
    seller: sellerId
      ? {
          id: sellerId,
          name: str(seller.name) ?? sellerId,
          isStore: bool(seller.is_official) === true || bool(seller.is_organizational_user) === true,
          ratingPercent: ratingPercent(obj(seller.ratings)),
          ratingCount: int(seller.num_ratings),
          url: `https://jp.mercari.com/user/profile/${sellerId}`,
        }
      : null,
    categoryId: path[path.length - 1]?.id ?? null,
    categoryPath: path,
    isShopsProduct: false,
    sourceUrl: safeListingUrl(id),
    description: str(data.description) ?? '',
    variants: [],
    auction,
    brand: str(brand.id) && str(brand.name) ? { id: str(brand.id) ?? '', name: str(brand.name) ?? '' } : null,
    attributes,
    likes: int(data.num_likes),
    updatedAt: unixToIso(data.updated),
  };
}

/** Root-first path from Shops `categories[]` (each naming its parent; listed leaf first). */
function shopsCategoryPath(categories: unknown[]): CategoryRef[] {
  const byId = new Map<string, { name: string; parentId: string | null }>();
  for (const entry of categories) {
    const c = obj(entry);
    const id = str(c.categoryId);
    const name = str(c.displayName);
    if (id && name) byId.set(id, { name, parentId: str(c.parentId) });
  }
  const parents = new Set([...byId.values()].map((c) => c.parentId));
  const leaf = [...byId.keys()].find((id) => !parents.has(id) || byId.get(id)?.parentId === id) ?? null;
  const path: CategoryRef[] = [];
  const seen = new Set<string>();
  for (let id = leaf; id && !seen.has(id); ) {
    seen.add(id);
    const node = byId.get(id);
    if (!node) break;
    path.unshift({ id, name: node.name });
    id = node.parentId;
  }
  return path;
}

/** A Mercari Shops product body as our product. */
export function parseMercariShopsProduct(body: unknown): Product | null {
  const o = obj(body);
  if (isMercariNotFound(body)) return null;
  const id = str(o.name);
  const title = str(o.displayName);
  if (!id || !title) throw new FormatError('Shops product without name or displayName');
  const detail = obj(o.productDetail);
  const soldOut = arr(o.productTags).some((tag) => str(tag) === 'sold_out');
  const images = uniqueStrings([...arr(detail.photos).map(str), str(o.thumbnail)]);
  const shop = obj(detail.shop);
  const shopId = str(shop.name);
  const stats = obj(shop.shopStats);
  const score = typeof stats.score === 'number' ? stats.score : Number(str(stats.score));
  const payerCode = str(obj(detail.shippingPayer).code)?.toUpperCase();
  const shippingPayer: ShippingPayer = payerCode === 'SELLER' ? 'seller' : payerCode === 'BUYER' ? 'buyer' : 'unknown';
  const variants: ProductVariant[] = arr(detail.variants).flatMap((entry) => {
    const v = obj(entry);
    const variantId = str(v.variantId);
    if (!variantId) return [];
    return [{ id: variantId, name: str(v.displayName) ?? str(v.size) ?? '', quantity: int(v.quantity), priceJpy: null }];
  });
  const known = variants.map((v) => v.quantity).filter((q): q is number => q !== null);
  const stock = soldOut ? 0 : known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
  const path = shopsCategoryPath(arr(detail.categories));
  const brand = obj(detail.brand);
  const condition = str(obj(detail.condition).displayName);
  const attributes: Record<string, string> = {};
  const put = (key: string, value: string | null) => {
    if (value) attributes[key] = value;
  };
  put('配送料の負担', str(obj(detail.shippingPayer).displayName));
  put('配送の方法', str(obj(detail.shippingMethod).displayName));
  put('発送元の地域', str(obj(detail.shippingFromArea).displayName));
  put('発送までの日数', str(obj(detail.shippingDuration).displayName));

  return {
    site: 'mercari',
    code: id,
    title,
    priceJpy: int(o.price),
    priceExTaxJpy: null,
    taxRatePercent: null,
    imageUrl: images[0] ?? null,
    images,
    condition: conditionFromJapanese(condition),
    conditionLabel: condition,
    available: !soldOut && stock !== 0,
    stock,
    shippingPayer,
    domesticShippingJpy: shippingPayer === 'seller' ? 0 : null,
    sellerId: shopId,
    sellerName: str(shop.displayName),
    seller: shopId
      ? {
          id: shopId,
          name: str(shop.displayName) ?? shopId,
          isStore: true,
          ratingPercent: Number.isFinite(score) && score > 0 ? Math.round((score / 5) * 1000) / 10 : null,
          ratingCount: int(stats.reviewCount),
          url: `https://jp.mercari.com/shops/profile/${shopId}`,
        }
      : null,
    categoryId: path[path.length - 1]?.id ?? null,
    categoryPath: path,
    isShopsProduct: true,
    sourceUrl: safeListingUrl(id),
    description: str(detail.description) ?? '',
    variants,
    auction: null,
    brand: str(brand.brandId) && str(brand.displayName) ? { id: str(brand.brandId) ?? '', name: str(brand.displayName) ?? '' } : null,
    attributes,
    likes: int(obj(detail.productStats).likesCount),
    updatedAt: japanTimeToIso(o.updateTime),
  };
}

export interface MercariSellerItems {
  items: ProductSummary[];
  hasNext: boolean;
  /** `pager_id` of the last item, the cursor of the next page. */
  lastPagerId: string | null;
}

/** An items/get_items body (a seller's listings). */
export function parseMercariSellerItems(body: unknown): MercariSellerItems {
  const o = obj(body);
  if (!Array.isArray(o.data)) throw new FormatError('no data array');
  const items = o.data.map((entry): ProductSummary => {
    const raw = obj(entry);
    const id = str(raw.id);
    const name = str(raw.name);
    if (!id || !name) throw new FormatError('seller item without id or name');
    const seller = obj(raw.seller);
    return {
      site: 'mercari',
      code: id,
      title: name,
      priceJpy: int(raw.price),
      imageUrl: str(arr(raw.thumbnails)[0]),
      condition: conditionFromGrade(int(obj(raw.item_condition).id)),
      available: str(raw.status) === 'on_sale',
      shippingPayer: c2cPayer(obj(raw.shipping_payer).id, obj(raw.shipping_payer).code),
      bidCount: null,
      endTime: null,
      buyNowPriceJpy: null,
      sellerId: str(seller.id),
      sellerName: str(seller.name),
      categoryId: str(obj(raw.item_category).id),
      isShopsProduct: false,
      sourceUrl: safeListingUrl(id),
    };
  });
  const last = obj(o.data[o.data.length - 1]);
  return { items, hasNext: bool(obj(o.meta).has_next) === true, lastPagerId: str(last.pager_id) };
}

/** A users/get_profile body; null for not found. */
export function parseMercariProfile(body: unknown): SellerProfile | null {
  if (isMercariNotFound(body)) return null;
  const data = obj(obj(body).data);
  const id = str(data.id);
  if (!id) throw new FormatError('profile without id');
  return {
    id,
    name: str(data.name) ?? id,
    isStore: bool(data.is_official) === true || bool(data.is_organizational_user) === true,
    ratingPercent: ratingPercent(obj(data.ratings)),
    ratingCount: int(data.num_ratings),
    url: `https://jp.mercari.com/user/profile/${id}`,
    itemCount: int(data.num_sell_items),
    description: str(data.introduction),
  };
}

export interface MercariCategoryIndex {
  roots: CategoryNode[];
  children: Map<string, CategoryNode[]>;
}

/**
 * The category tree (`master/get_item_categories`: `data[]` with nested `child[]`; a flat list
 * with parent ids is read too) as an index parent → children.
 */
export function parseMercariCategories(body: unknown): MercariCategoryIndex {
  const o = obj(body);
  const top = Array.isArray(o.data) ? o.data : Array.isArray(o.itemCategories) ? o.itemCategories : null;
  if (!top) throw new FormatError('no category list');
  const roots: CategoryNode[] = [];
  const children = new Map<string, CategoryNode[]>();
  const add = (node: CategoryNode) => {
    if (node.parentId === null) roots.push(node);
    else {
      const list = children.get(node.parentId) ?? [];
      list.push(node);
      children.set(node.parentId, list);
    }
  };
  const walk = (entry: unknown, parentId: string | null) => {
    const c = obj(entry);
    const id = str(c.id);
    const name = str(c.name);
    if (!id || !name) return;
    const kids = arr(c.child ?? c.children);
    const declaredParent = str(c.parent_category_id ?? c.parentId);
    const parent = parentId ?? (declaredParent && declaredParent !== id && declaredParent !== '0' ? declaredParent : null);
    add({ id, name, parentId: parent, hasChildren: kids.length > 0 || bool(c.has_child ?? c.hasChild) === true });
    for (const kid of kids) walk(kid, id);
  };
  for (const entry of top) walk(entry, null);
  // A flat list marks no children: set hasChildren from the index.
  for (const node of [...roots, ...[...children.values()].flat()]) {
    if (!node.hasChildren && children.has(node.id)) node.hasChildren = true;
  }
  return { roots, children };
}

/** The brand master list, sorted in Japanese order of the reading. */
// Built once, at first use (a collator per parse holds its own copy of ICU's Japanese rules).
let brandCollator: Intl.Collator | undefined;

export function parseMercariBrands(body: unknown): BrandInfo[] {
  const o = obj(body);
  if (!Array.isArray(o.data) && !Array.isArray(o.brands) && !Array.isArray(o.itemBrands)) throw new FormatError('no brand list');
  const entries = arr(o.data ?? o.brands ?? o.itemBrands).flatMap((entry) => {
    const e = obj(entry);
    return Array.isArray(e.brands) ? e.brands : [e];
  });
  const seen = new Set<string>();
  const brands: BrandInfo[] = [];
  for (const entry of entries) {
    const b = obj(entry);
    const id = str(b.id);
    const name = str(b.name);
    if (!id || !name || seen.has(id)) continue;
    seen.add(id);
    // Old master list: `name` is the katakana reading, `sub_name` the brand as written (often Latin).
    const written = str(b.sub_name ?? b.subname ?? b.subName);
    const reading = str(b.jaPronunciation ?? b.ja_pronunciation ?? b.name_kana ?? b.nameKana);
    brands.push({ id, name: written ?? name, jaPronunciation: reading ?? name });
  }
  const collator = (brandCollator ??= new Intl.Collator('ja'));
  return brands.sort((a, b) => collator.compare(a.jaPronunciation, b.jaPronunciation) || collator.compare(a.name, b.name));
}

/** The entities:search request body (research §4.2). */
export function mercariSearchBody(query: SearchQuery, pageSize: number, sessionId: string): JsonObject {
  const page = query.page ?? 1;
  const [sort, order] = SORTS[query.sort ?? 'relevance'];
  const numeric = (value: string | undefined) => (value && /^\d+$/.test(value) ? [Number(value)] : []);
  return {
    userId: '',
    pageSize,
    pageToken: page > 1 ? `v1:${page - 1}` : '',
    searchSessionId: sessionId,
    indexRouting: 'INDEX_ROUTING_UNSPECIFIED',
    thumbnailTypes: [],
    searchCondition: {
      keyword: query.keyword?.trim() ?? '',
      excludeKeyword: '',
      sort,
      order,
      status: query.onlyAvailable === false ? [] : ['STATUS_ON_SALE'],
      sizeId: [],
      categoryId: numeric(query.categoryId),
      brandId: numeric(query.brandId),
      sellerId: query.sellerId ? [query.sellerId] : [],
      priceMin: query.priceMinJpy ?? 0,
      priceMax: query.priceMaxJpy ?? 0,
      itemConditionId: query.condition === 'new' ? [1] : query.condition === 'used' ? [2, 3, 4, 5, 6] : [],
      shippingPayerId: [],
      shippingFromArea: [],
      shippingMethod: [],
      colorId: [],
      hasCoupon: false,
      attributes: [],
      itemTypes: [],
      skuIds: [],
    },
    defaultDatasets: [],
    serviceFrom: 'suruga',
    withAuction: true,
  };
}

const MAX_REMEMBERED_AUCTIONS = 5000;
const MAX_SELLER_PAGES = 10;

export function createMercariAdapter(options: MercariOptions): MarketplaceAdapter {
  const http = new SiteHttp('mercari', options, {
    headers: {
      'User-Agent': BROWSER_USER_AGENT,
      'X-Platform': 'web',
      Accept: 'application/json, text/plain, */*',
      'Accept-Language': 'ja,en;q=0.8',
    },
  });
  const signer: DpopSigner = createDpopSigner({ now: () => http.now(), ...options.dpop });
  /** Auction blocks seen in search results, by item id (items/get has none). A cache only. */
  const auctions = new Map<string, MercariSearchAuction>();
  let categoryMemo: { body: string; index: MercariCategoryIndex } | null = null;
  let brandMemo: { body: string; brands: BrandInfo[] } | null = null;

  const remember = (hits: MercariSearchHit[]) => {
    for (const hit of hits) {
      if (!hit.auction) continue;
      auctions.delete(hit.summary.code);
      auctions.set(hit.summary.code, hit.auction);
      if (auctions.size > MAX_REMEMBERED_AUCTIONS) {
        const oldest = auctions.keys().next().value;
        if (oldest !== undefined) auctions.delete(oldest);
      }
    }
  };

  function get(url: string, ttlMs: number, signal?: AbortSignal): Promise<UpstreamResponse> {
    return http.request(
      url,
      { ttlMs, signHeaders: () => ({ DPoP: signer.proof(url, 'GET') }), acceptStatus: (s) => s === 404 },
      signal,
    );
  }

  async function sellerItems(query: SearchQuery, sellerId: string, signal?: AbortSignal): Promise<SearchPage> {
    const page = query.page ?? 1;
    const pageSize = Math.min(30, query.pageSize ?? 30);
    if (page > MAX_SELLER_PAGES) return emptyPage(query, pageSize);
    let cursor: string | null = null;
    for (let current = 1; ; current += 1) {
      const url = withQuery(`${API}/items/get_items`, {
        seller_id: sellerId,
        limit: pageSize,
        status: query.onlyAvailable === false ? 'on_sale,trading,sold_out' : 'on_sale',
        max_pager_id: cursor,
      });
      const response = await get(url, http.ttl.searchMs, signal);
      if (response.status === 404) return emptyPage(query, pageSize);
      const parsed = http.parse(response, () => parseMercariSellerItems(http.json(response)));
      if (current === page) {
        return {
          items: parsed.items,
          page,
          pageSize,
          total: (page - 1) * pageSize + parsed.items.length + (parsed.hasNext ? pageSize : 0),
          hasNext: parsed.hasNext,
        };
      }
      if (!parsed.hasNext || !parsed.lastPagerId) return emptyPage(query, pageSize);
      cursor = parsed.lastPagerId;
    }
  }

  return {
    site: 'mercari',

    async search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
      const keyword = query.keyword?.trim();
      // A seller's own listing page (no keyword): the items/get_items call of the web app.
      if (query.sellerId && /^\d+$/.test(query.sellerId) && !keyword && !query.categoryId && !query.brandId) {
        return sellerItems(query, query.sellerId, signal);
      }
      const page = query.page ?? 1;
      const pageSize = Math.max(1, Math.min(120, query.pageSize ?? 30));
      if (!keyword && !query.categoryId && !query.brandId && !query.sellerId) return emptyPage(query, pageSize);
      const url = `${API}/v2/entities:search`;
      const sessionId = randomBytes(16).toString('hex');
      const body = mercariSearchBody(query, pageSize, sessionId);
      // The session id is random per request: leave it out of the cache key.
      const cacheKey = `POST ${url}\n${JSON.stringify({ ...body, searchSessionId: '' })}`;
      const response = await http.request(
        url,
        {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json' },
          signHeaders: () => ({ DPoP: signer.proof(url, 'POST') }),
          ttlMs: http.ttl.searchMs,
          cacheKey,
        },
        signal,
      );
      const parsed = http.parse(response, () => parseMercariSearch(http.json(response)));
      remember(parsed.hits);
      let hits = parsed.hits;
      // No auction filter is known in the request; filter the page instead.
      if (query.listingType === 'auction') hits = hits.filter((h) => h.auction !== null);
      if (query.listingType === 'fixed') hits = hits.filter((h) => h.auction === null);
      return {
        items: hits.map((h) => h.summary),
        page,
        pageSize,
        total: parsed.total,
        hasNext: Boolean(parsed.nextPageToken),
      };
    },

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (isMercariShopsCode(code)) {
        const url = withQuery(`${API}/v1/marketplaces/shops/products/${code}`, { view: 'FULL', imageType: 'JPEG' });
        const response = await get(url, http.ttl.itemMs, signal);
        if (response.status === 404) return null;
        return http.parse(response, () => parseMercariShopsProduct(http.json(response)));
      }
      if (!codePatterns.mercariItem.test(code)) return null;
      const url = withQuery(`${API}/items/get`, { id: code });
      const response = await get(url, http.ttl.itemMs, signal);
      if (response.status === 404) return null;
      const product = http.parse(response, () => parseMercariItem(http.json(response), { now: http.now() }));
      if (product && !product.auction) {
        const seen = auctions.get(code);
        if (seen) {
          product.auction = auctionFromSearch(seen, product.priceJpy, product.available, http.now());
          if (product.auction) product.priceJpy = product.auction.currentPriceJpy;
        }
      }
      return product;
    },

    async seller(sellerId: string, signal?: AbortSignal): Promise<SellerProfile | null> {
      if (!/^\d{1,20}$/.test(sellerId)) return null;
      const url = withQuery(`${API}/users/get_profile`, { user_id: sellerId, _user_format: 'profile' });
      const response = await get(url, http.ttl.staticMs, signal);
      if (response.status === 404) return null;
      return http.parse(response, () => parseMercariProfile(http.json(response)));
    },

    async categories(parentId: string | null, signal?: AbortSignal): Promise<CategoryNode[]> {
      const url = `${API}/master/get_item_categories`;
      const response = await get(url, http.ttl.staticMs, signal);
      if (response.status === 404) throw http.error(url, 'bad_status', 'category master not found', 404);
      if (categoryMemo?.body !== response.body) {
        categoryMemo = { body: response.body, index: http.parse(response, () => parseMercariCategories(http.json(response))) };
      }
      const index = categoryMemo.index;
      return parentId === null ? index.roots : (index.children.get(parentId) ?? []);
    },

    async brands(signal?: AbortSignal): Promise<BrandInfo[]> {
      const url = `${API}/master/get_item_brands`;
      const response = await get(url, http.ttl.staticMs, signal);
      if (response.status === 404) throw http.error(url, 'bad_status', 'brand master not found', 404);
      if (brandMemo?.body !== response.body) {
        brandMemo = { body: response.body, brands: http.parse(response, () => parseMercariBrands(http.json(response))) };
      }
      return brandMemo.brands;
    },
  };
}
