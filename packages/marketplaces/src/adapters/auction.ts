// Yahoo! Auctions (ヤフオク!) read like a browser: there is no open API any more (research §3).
//
// - search (keyword, category `auccat`, seller `seller`, brand `brand_id` (research §3.2)): the
//   HTML of /search/search. Each hit is an `li.Product` whose `div.Product__bonus` carries `data-auction-*` attributes (id, current
//   price, buy-now price (0 = none), start price, end time in Unix seconds, category id path,
//   seller id, store flag). Newer Next.js pages without that markup fall back to the
//   `__NEXT_DATA__` JSON (any array of objects with `auctionId`).
// - item: the page /jp/auction/<id>, JSON in `__NEXT_DATA__` at
//   props.pageProps.initialState.item.detail.item. Store listings quote `price`/`bidorbuy`
//   without tax and `taxinPrice`/`taxinBidorbuy`/`taxinStartPrice` with tax: buyers see the tax-
//   included value, the pre-tax current price is kept for bid maths (research §7.1). Individual
//   sellers have no tax keys (tax 0). Times are JST (+09:00) and become UTC. `chargeForShipping`
//   'seller' (or 'free') = seller pays postage; 'winner'/'buyer' = the buyer.
//   Without `__NEXT_DATA__` the price block of the page (現在 / 即決) is read as a last resort.
// - seller profile: /seller/<id>, `__NEXT_DATA__` → props.pageProps.initialState.seller (the
//   sandbox's shape; the live page is unverified).
// - categories: a static list (auction-categories.ts). ranking: none exists; the adapter offers
//   "most bids" search instead.
// The HTML is parsed with node-html-parser (html.ts).

import type {
  AuctionState,
  CategoryNode,
  CategoryRef,
  MarketplaceAdapter,
  Product,
  ProductSummary,
  SearchPage,
  SearchQuery,
  SearchSort,
  SellerProfile,
  ShippingPayer,
} from '../model.ts';
import { codePatterns, listingUrl } from '../sites.ts';
import { htmlToText, nextDataOf, parseHtml, tagOf, textOf, type HTMLElement } from './html.ts';
import {
  BROWSER_USER_AGENT,
  SiteHttp,
  arr,
  bool,
  clampPageSize,
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
import { yahooAuctionCategoryNodes } from './auction-categories.ts';

export type AuctionOptions = AdapterOptions;

const HOST = 'https://auctions.yahoo.co.jp';
const PAGE_SIZES = [20, 50, 100] as const;

const SORTS: Record<SearchSort, [string, string]> = {
  relevance: ['score2', 'd'],
  newest: ['new', 'd'],
  ending_soon: ['end', 'a'],
  most_bids: ['bids', 'd'],
  popular: ['bids', 'd'],
  price_asc: ['cbids', 'a'],
  price_desc: ['cbids', 'd'],
};

function auctionUrl(id: string, fallback: string | null): string {
  return codePatterns.auction.test(id) ? listingUrl('auction', id) : (fallback ?? `${HOST}/jp/auction/${id}`);
}

// ---------------------------------------------------------------------------------------------
// Search results

export interface AuctionSearchResult {
  items: ProductSummary[];
  /** Total hits the page states, or null when it does not say. */
  total: number | null;
}

/** An attribute of an element that may be missing: null when either is absent. */
function attr(el: HTMLElement | null | undefined, name: string): string | null {
  return el?.getAttribute(name) ?? null;
}

function summaryFromCard(card: HTMLElement): ProductSummary | null {
  const bonus = card.querySelector('.Product__bonus');
  const titleLink = card.querySelector('a.Product__titleLink') ?? card.querySelector('.Product__title a');
  const id = attr(bonus, 'data-auction-id') ?? attr(titleLink, 'data-auction-id');
  if (!id || !codePatterns.auction.test(id)) return null;
  // A Yahoo!フリマ item mixed into the results links to its own site (research §3.2).
  if (/paypayfleamarket\./.test(attr(titleLink, 'href') ?? '')) return null;
  const title = attr(titleLink, 'data-auction-title') ?? attr(titleLink, 'title') ?? textOf(titleLink);
  if (!title) return null;
  const price = int(attr(bonus, 'data-auction-price') ?? attr(titleLink, 'data-auction-price'));
  const buyNow = int(attr(bonus, 'data-auction-buynowprice'));
  const endTime = unixToIso(attr(bonus, 'data-auction-endtime'));
  const categoryPath = (attr(bonus, 'data-auction-categoryidpath') ?? '').split(',').filter((c) => c && c !== '0');
  const sellerId = attr(bonus, 'data-auction-sellerid');
  const image = attr(titleLink, 'data-auction-img') ?? attr(card.querySelector('img.Product__imageData'), 'src') ?? attr(card.querySelector('img'), 'src');
  const bidText = card.querySelector('.Product__bid');
  const freeAttr = attr(titleLink, 'data-auction-isfreeshipping');
  const freeIcon = card.querySelector('.Product__icon--freeShipping') !== null;
  const postageText = textOf(card.querySelector('.Product__postage'));
  let shippingPayer: ShippingPayer = 'unknown';
  if (freeAttr === '1' || freeIcon || postageText.includes('送料無料')) shippingPayer = 'seller';
  else if (freeAttr === '' || /送料\s*\d/.test(postageText.normalize('NFKC'))) shippingPayer = 'buyer';

  return {
    site: 'auction',
    code: id,
    title,
    priceJpy: price,
    imageUrl: image,
    condition: 'unknown',
    available: true,
    shippingPayer,
    bidCount: bidText ? int(textOf(bidText)) : null,
    endTime,
    buyNowPriceJpy: buyNow && buyNow > 0 ? buyNow : null,
    sellerId,
    sellerName: sellerId,
    categoryId: categoryPath[categoryPath.length - 1] ?? attr(titleLink, 'data-auction-category'),
    isShopsProduct: false,
    sourceUrl: auctionUrl(id, attr(titleLink, 'href')),
  };
}

/** Objects with an `auctionId` anywhere in a Next.js data tree (the newer search page). */
function auctionObjects(tree: unknown, found: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 12) return found;
  if (Array.isArray(tree)) {
    for (const entry of tree) auctionObjects(entry, found, depth + 1);
  } else if (isObject(tree)) {
    if (str(tree.auctionId) && str(tree.title)) found.push(tree);
    else for (const value of Object.values(tree)) auctionObjects(value, found, depth + 1);
  }
  return found;
}

function summaryFromJson(o: JsonObject): ProductSummary | null {
  const id = str(o.auctionId);
  const title = str(o.title);
  // Yahoo!フリマ items mixed into the results have their own pages (research §3.2).
  if (!id || !title || !codePatterns.auction.test(id) || bool(o.isFleamarketItem) === true) return null;
  const seller = obj(o.seller);
  const buyNow = int(o.buyNowPrice ?? o.bidorbuy);
  const categoryPath = arr(o.categoryPath ?? obj(o.category).path);
  const lastCategory = categoryPath[categoryPath.length - 1];
  return {
    site: 'auction',
    code: id,
    title,
    priceJpy: int(o.taxinPrice ?? o.price),
    imageUrl: str(o.imageUrl ?? o.image),
    condition: conditionFromJapanese(str(o.itemCondition ?? o.conditionName)),
    available: true,
    shippingPayer: bool(o.isFreeShipping) === true ? 'seller' : 'unknown',
    bidCount: int(o.bidCount ?? o.bids),
    endTime: japanTimeToIso(o.endTime),
    buyNowPriceJpy: buyNow && buyNow > 0 ? buyNow : null,
    sellerId: str(seller.userId ?? seller.aucUserId),
    sellerName: str(seller.displayName) ?? str(seller.userId),
    categoryId: isObject(lastCategory) ? str(lastCategory.id) : str(lastCategory),
    isShopsProduct: false,
    sourceUrl: auctionUrl(id, null),
  };
}

const NO_RESULTS = /見つかりませんでした|一致する商品はありません|該当する商品はありません|(?:^|[^\d,])0\s*件/;

/**
 * The search results page (classic `li.Product` markup, or `__NEXT_DATA__`). A page that is
 * neither results nor an explicit "nothing found" (a block page, a cut-off body, new markup)
 * throws, so a broken page never passes for an empty search.
 */
export function parseAuctionSearch(html: string): AuctionSearchResult {
  const root = parseHtml(html);
  const cards = root.querySelectorAll('li.Product');
  let items = cards.map(summaryFromCard).filter((s): s is ProductSummary => s !== null);
  let total = int(textOf(root.querySelector('.SearchMode__result .Tab__subText') ?? root.querySelector('.Tab__subText')));
  const fleaCards = cards.filter((card) => /paypayfleamarket\./.test(attr(card.querySelector('a[href]'), 'href') ?? '')).length;
  if (cards.length > fleaCards && items.length === 0) throw new FormatError('result cards without readable auction data');
  if (cards.length === 0) {
    const data = nextDataOf(html);
    if (data !== null) {
      const byCode = new Map<string, ProductSummary>();
      for (const summary of auctionObjects(data).map(summaryFromJson)) {
        if (summary && !byCode.has(summary.code)) byCode.set(summary.code, summary);
      }
      items = [...byCode.values()];
      const search = obj(obj(obj(obj(data).props).pageProps).initialState);
      total ??= int(obj(search.search).totalResultsAvailable ?? obj(search.search).total);
    } else if (total === null && !NO_RESULTS.test(textOf(root))) {
      throw new FormatError('not a search results page');
    }
  }
  return { items, total };
}

// ---------------------------------------------------------------------------------------------
// Item page

function payerOf(charge: string | null): ShippingPayer {
  const value = charge?.toLowerCase();
  if (value === 'seller' || value === 'free') return 'seller';
  if (value === 'winner' || value === 'buyer') return 'buyer';
  return 'unknown';
}

function ratingOf(rating: JsonObject): { percent: number | null; count: number | null } {
  const direct = int(rating.goodRatingRate ?? rating.goodRate ?? rating.ratingPercent);
  const good = int(rating.goodRating ?? rating.good ?? rating.totalGoodRating);
  const bad = int(rating.badRating ?? rating.bad ?? rating.totalBadRating);
  const normal = int(rating.normalRating ?? rating.normal ?? rating.totalNormalRating) ?? 0;
  const count = int(rating.totalRating ?? rating.count) ?? (good !== null ? good + (bad ?? 0) + normal : null);
  if (direct !== null) return { percent: direct, count };
  if (good !== null && bad !== null && good + bad > 0) return { percent: Math.round((good / (good + bad)) * 1000) / 10, count };
  return { percent: null, count };
}

/** Current and buy-now price from the page's price block (`現在 510<!-- -->円`, `即決 44,000円`). */
export function parseAuctionPriceMarkup(html: string): { currentPriceJpy: number | null; buyNowPriceJpy: number | null } {
  const root = parseHtml(html);
  let current: number | null = null;
  let buyNow: number | null = null;
  for (const dt of root.querySelectorAll('dt')) {
    const label = textOf(dt);
    // The next element after the <dt> (whitespace text in between is skipped).
    const dd = dt.nextElementSibling;
    if (!dd || tagOf(dd) !== 'dd') continue;
    const value = int(textOf(dd.querySelector('span') ?? dd));
    if (label === '現在' && current === null) current = value;
    if (label === '即決' && buyNow === null) buyNow = value;
  }
  return { currentPriceJpy: current, buyNowPriceJpy: buyNow };
}

export interface AuctionItemParseOptions {
  /** The id asked for (used when the page does not repeat it). */
  code?: string;
  /** Now in ms, to close an auction whose end time has passed when the page has no status. */
  now?: number;
}

/** The item of an auction page; null when the page says the auction does not exist. */
export function parseAuctionItemPage(html: string, options: AuctionItemParseOptions = {}): Product | null {
  const data = nextDataOf(html);
  const pageProps = obj(obj(obj(data).props).pageProps);
  const item = obj(obj(obj(obj(pageProps.initialState).item).detail).item);
  if (Object.keys(item).length === 0) {
    const page = str(obj(data).page);
    if (int(pageProps.statusCode) === 404 || page === '/404' || page === '/_error') return null;
    return parseFromMarkup(html, options);
  }

  const id = str(item.auctionId) ?? options.code;
  const title = str(item.title);
  if (!id || !title) throw new FormatError('item without auctionId or title');
  const seller = obj(item.seller);
  const taxRate = int(item.taxRate);
  const isStore = bool(seller.isStore) === true;
  const price = int(item.price);
  const taxinPrice = int(item.taxinPrice);
  const current = taxinPrice ?? price ?? 0;
  const currentEx = price ?? taxinPrice ?? 0;
  const start = int(item.taxinStartPrice) ?? int(item.initPrice) ?? current;
  const rawBuyNow = int(item.bidorbuy ?? item.bidOrBuyPrice);
  const buyNow = rawBuyNow && rawBuyNow > 0 ? (int(item.taxinBidorbuy) ?? rawBuyNow) : null;
  const endTime = japanTimeToIso(item.endTime);
  const status = str(item.status)?.toLowerCase() ?? null;
  const ended = endTime !== null && options.now !== undefined && Date.parse(endTime) <= options.now;
  const open = status === null ? !ended : status === 'open';
  const quantity = int(item.quantity);
  const highest = obj(item.highestBidder);
  const rating = ratingOf(obj(seller.rating));
  const sellerId = str(seller.aucUserId ?? seller.id ?? seller.userId);
  const images = uniqueStrings(arr(item.img).map((i) => str(obj(i).image) ?? str(i)));
  const categoryPath: CategoryRef[] = arr(obj(item.category).path).flatMap((p) => {
    const id = str(obj(p).id);
    const name = str(obj(p).name);
    return id && name && id !== '0' ? [{ id, name }] : [];
  });
  const brandPath = arr(obj(item.brand).path);
  const lastBrand = obj(brandPath[brandPath.length - 1]);
  const payer = payerOf(str(item.chargeForShipping));
  const autoExtension = bool(item.isAutomaticExtension) ?? false;
  const earlyClosing = bool(item.isEarlyClosing) ?? false;
  const attributes: Record<string, string> = {};
  attributes['自動延長'] = autoExtension ? 'あり' : 'なし';
  attributes['早期終了'] = earlyClosing ? 'あり' : 'なし';
  if (bool(item.isOffer)) attributes['値下げ交渉'] = 'あり';
  const schedule = str(item.shipScheduleName);
  if (schedule) attributes['発送までの日数'] = schedule;
  const bidders = int(item.biddersNum);
  if (bidders !== null) attributes['入札者数'] = String(bidders);
  if (quantity !== null) attributes['個数'] = String(quantity);
  const location = str(item.location ?? item.prefectureName);
  if (location) attributes['発送元の地域'] = location;

  const auction: AuctionState | null = endTime
    ? {
        currentPriceJpy: current,
        currentPriceExTaxJpy: currentEx,
        startPriceJpy: start,
        buyNowPriceJpy: buyNow,
        bidCount: int(item.bids) ?? 0,
        startTime: japanTimeToIso(item.startTime),
        endTime,
        autoExtension,
        earlyClosing,
        status: open ? 'open' : 'closed',
        highestBidderId: str(highest.aucUserId ?? highest.id) ?? str(item.highestBidderId),
      }
    : null;

  return {
    site: 'auction',
    code: id,
    title,
    priceJpy: current,
    priceExTaxJpy: taxinPrice !== null && price !== null && taxinPrice !== price ? price : null,
    taxRatePercent: taxRate ?? (isStore ? null : 0),
    imageUrl: images[0] ?? null,
    images,
    condition: conditionFromJapanese(str(item.conditionName)),
    conditionLabel: str(item.conditionName),
    available: open && (quantity === null || quantity > 0),
    stock: open ? quantity : 0,
    shippingPayer: payer,
    domesticShippingJpy: payer === 'seller' ? 0 : null,
    sellerId,
    sellerName: str(seller.displayName) ?? sellerId,
    seller: sellerId
      ? {
          id: sellerId,
          name: str(seller.displayName) ?? sellerId,
          isStore,
          ratingPercent: rating.percent,
          ratingCount: rating.count,
          url: `${HOST}/seller/${encodeURIComponent(sellerId)}`,
        }
      : null,
    categoryId: categoryPath[categoryPath.length - 1]?.id ?? str(item.categoryId),
    categoryPath,
    isShopsProduct: false,
    sourceUrl: auctionUrl(id, null),
    description: htmlToText(str(item.descriptionHtml) ?? str(item.description) ?? ''),
    variants: [],
    auction,
    brand: str(lastBrand.id) && str(lastBrand.name) ? { id: str(lastBrand.id) ?? '', name: str(lastBrand.name) ?? '' } : null,
    attributes,
    likes: int(item.watchListNum),
    updatedAt: null,
  };
}

/** Last resort without `__NEXT_DATA__`: title and prices from the visible page. */
function parseFromMarkup(html: string, options: AuctionItemParseOptions): Product {
  const { currentPriceJpy, buyNowPriceJpy } = parseAuctionPriceMarkup(html);
  const root = parseHtml(html);
  const ogImage = attr(root.querySelector('meta[property="og:image"]'), 'content');
  const title = attr(root.querySelector('meta[property="og:title"]'), 'content') ?? (textOf(root.querySelector('h1')) || textOf(root.querySelector('title')));
  const code = options.code;
  if (currentPriceJpy === null || !title || !code) throw new FormatError('auction page without __NEXT_DATA__ or a price block');
  return {
    site: 'auction',
    code,
    title,
    priceJpy: currentPriceJpy,
    priceExTaxJpy: null,
    taxRatePercent: null,
    imageUrl: ogImage,
    images: uniqueStrings([ogImage]),
    condition: 'unknown',
    conditionLabel: null,
    available: true,
    stock: null,
    shippingPayer: 'unknown',
    domesticShippingJpy: null,
    sellerId: null,
    sellerName: null,
    seller: null,
    categoryId: null,
    categoryPath: [],
    isShopsProduct: false,
    sourceUrl: auctionUrl(code, null),
    description: '',
    variants: [],
    auction: null,
    brand: null,
    attributes: buyNowPriceJpy !== null ? { 即決価格: `${buyNowPriceJpy}円` } : {},
    likes: null,
    updatedAt: null,
  };
}

/** The seller page's profile (`initialState.seller`), or null. */
export function parseAuctionSellerPage(html: string, sellerId: string): SellerProfile | null {
  const data = nextDataOf(html);
  const seller = obj(obj(obj(obj(obj(data).props).pageProps).initialState).seller);
  if (Object.keys(seller).length === 0) return null;
  const id = str(seller.aucUserId ?? seller.id ?? seller.userId) ?? sellerId;
  const rating = ratingOf(isObject(seller.rating) ? seller.rating : seller);
  return {
    id,
    name: str(seller.displayName ?? seller.name ?? seller.nickname) ?? id,
    isStore: bool(seller.isStore) === true,
    ratingPercent: rating.percent,
    ratingCount: rating.count,
    url: `${HOST}/seller/${encodeURIComponent(id)}`,
    itemCount: int(seller.itemCount ?? seller.sellingCount ?? seller.totalItems),
    description: str(seller.selfIntroduction ?? seller.description ?? seller.profile),
  };
}

// ---------------------------------------------------------------------------------------------

export function createAuctionAdapter(options: AuctionOptions): MarketplaceAdapter {
  const http = new SiteHttp('auction', options, {
    headers: { 'User-Agent': BROWSER_USER_AGENT, 'Accept-Language': 'ja,en;q=0.8', Accept: 'text/html,application/xhtml+xml' },
  });

  async function search(query: SearchQuery, signal?: AbortSignal): Promise<SearchPage> {
    const page = query.page ?? 1;
    // `b` is a 1-based offset, so any page size works: ask for the next allowed `n` and keep `size`.
    const size = clampPageSize(query.pageSize, 20, 100);
    const n = PAGE_SIZES.find((allowed) => allowed >= size) ?? 100;
    const keyword = query.keyword?.trim();
    if (!keyword && !query.categoryId && !query.sellerId && !query.brandId) return emptyPage(query, size);
    const [s1, o1] = SORTS[query.sort ?? 'relevance'];
    const url = withQuery(`${HOST}/search/search`, {
      p: keyword,
      va: keyword,
      auccat: query.categoryId,
      seller: query.sellerId,
      brand_id: query.brandId,
      exflg: 1,
      b: (page - 1) * size + 1,
      n,
      s1,
      o1,
      aucminprice: query.priceMinJpy,
      aucmaxprice: query.priceMaxJpy,
      fixed: query.listingType === 'fixed' ? 1 : query.listingType === 'auction' ? 2 : undefined,
      istatus: query.condition === 'new' ? 1 : query.condition === 'used' ? 2 : undefined,
    });
    const response = await http.request(url, { ttlMs: http.ttl.searchMs }, signal);
    const parsed = http.parse(response, () => parseAuctionSearch(response.body));
    const items = parsed.items.slice(0, size);
    const seen = (page - 1) * size + items.length;
    const total = parsed.total ?? seen + (items.length >= size ? size : 0);
    return {
      items,
      page,
      pageSize: size,
      total,
      hasNext: items.length > 0 && (parsed.total !== null ? seen < parsed.total : items.length >= size),
    };
  }

  return {
    site: 'auction',
    search,

    async item(code: string, signal?: AbortSignal): Promise<Product | null> {
      if (!codePatterns.auction.test(code)) return null;
      const url = `${HOST}/jp/auction/${code}`;
      const response = await http.request(url, { ttlMs: http.ttl.auctionItemMs, acceptStatus: (s) => s === 404 }, signal);
      if (response.status === 404) return null;
      return http.parse(response, () => parseAuctionItemPage(response.body, { code, now: http.now() }));
    },

    async categories(parentId: string | null): Promise<CategoryNode[]> {
      return yahooAuctionCategoryNodes(parentId);
    },

    async ranking(query: { categoryId?: string; page?: number }, signal?: AbortSignal): Promise<SearchPage> {
      // No ranking exists; "most bids" in the category stands in for it (research §3.4).
      return search({ sort: 'most_bids', page: query.page ?? 1, categoryId: query.categoryId ?? '0' }, signal);
    },

    async seller(sellerId: string, signal?: AbortSignal): Promise<SellerProfile | null> {
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(sellerId)) return null;
      const url = `${HOST}/seller/${encodeURIComponent(sellerId)}`;
      const response = await http.request(url, { ttlMs: http.ttl.staticMs, acceptStatus: (s) => s === 404 }, signal);
      if (response.status === 404) return null;
      return http.parse(response, () => parseAuctionSellerPage(response.body, sellerId));
    },
  };
}
