// Yahoo! Shopping Web API: V3 itemSearch (JSON), V1 itemLookup and categorySearch (the v1 JSON
// shape: every value a string, lists as objects keyed "0", "1", ...), V2 categoryRanking.

import type { CatalogItem } from '../catalog.ts';
import { Flag } from '../catalog.ts';
import type { Category } from '../categories.ts';
import { hash32 } from '../rng.ts';
import { jstIso, unixSeconds } from '../time.ts';
import { intParam, json, optionalInt, relevance, scan, sortBy, sortParam, type SandboxRequest, type SiteContext } from './common.ts';

const SITE = 'shopping' as const;

function errorBody(message: string, status = 400): Response {
  return json({ Error: { Message: message } }, status);
}

function taxRateOf(item: CatalogItem): number {
  return item.genre === 'food' ? 8 : 10;
}

function shippingOf(item: CatalogItem): { code: number; name: string } {
  if (item.shippingPayer === 'seller') return { code: 2, name: '送料無料' };
  return hash32(item.code, 'ship') % 5 < 2 ? { code: 3, name: '条件付き送料無料' } : { code: 1, name: '設定無し' };
}

/** A tenth of the listings are on a time-limited sale: price is the sale price, defaultPrice the usual one. */
function saleOf(item: CatalogItem, nowMs: number): { defaultPrice: number; start: number; end: number } | null {
  if (hash32(item.code, 'sale') % 10 !== 0) return null;
  const day = 86_400_000;
  const start = Math.floor(nowMs / day) * day - day;
  return { defaultPrice: Math.round((item.priceJpy * 1.25) / 10) * 10, start, end: start + 7 * day };
}

function storeUrl(item: CatalogItem): string {
  const [store, itemId] = item.code.split(/_(.*)/s) as [string, string];
  return `https://store.shopping.yahoo.co.jp/${store}/${itemId}.html`;
}

function sellerRate(item: CatalogItem): { rate: number; count: number } {
  const s = item.seller;
  const count = s.ratingGood + s.ratingNormal + s.ratingBad;
  return { rate: count === 0 ? 0 : Math.round(((s.ratingGood * 5 + s.ratingNormal * 3 + s.ratingBad) / count) * 100) / 100, count };
}

function v3Hit(ctx: SiteContext, item: CatalogItem, index: number): Record<string, unknown> {
  const taxRate = taxRateOf(item);
  const sale = saleOf(item, ctx.now());
  const store = item.seller;
  const path = item.categoryPath;
  return {
    index,
    name: item.title,
    description: item.description,
    headLine: item.seller.name,
    inStock: !item.soldOut,
    url: storeUrl(item),
    code: item.code,
    condition: item.isUsed ? 'used' : 'new',
    imageId: item.code,
    image: { small: `${ctx.imageUrl(SITE, item.code, 1)}?size=76`, medium: `${ctx.imageUrl(SITE, item.code, 1)}?size=146` },
    exImage: { url: ctx.imageUrl(SITE, item.code, 1), width: 400, height: 400 },
    review: { rate: item.reviewAverage, count: item.popularity, url: `${storeUrl(item)}#review` },
    affiliateRate: 1,
    price: item.priceJpy,
    premiumPrice: item.priceJpy,
    premiumPriceStatus: false,
    premiumDiscountRate: null,
    premiumDiscountType: null,
    priceLabel: {
      taxable: true,
      defaultPrice: sale ? sale.defaultPrice : item.priceJpy,
      discountedPrice: sale ? item.priceJpy : null,
      fixedPrice: null,
      premiumPrice: null,
      periodStart: sale ? unixSeconds(sale.start) : null,
      periodEnd: sale ? unixSeconds(sale.end) : null,
    },
    point: { amount: 0, times: 0, bonusAmount: 0, bonusTimes: 0, premiumAmount: 0, premiumTimes: 0, premiumBonusAmount: 0, premiumBonusTimes: 0 },
    shipping: shippingOf(item),
    genreCategory: { id: Number(item.category.id), name: item.category.name, depth: item.category.level },
    parentGenreCategories: path.slice(0, -1).map((c) => ({ depth: c.level, id: Number(c.id), name: c.name })),
    brand: item.brand ? { id: item.brand.id, name: item.brand.name } : { id: null, name: '' },
    parentBrands: [],
    janCode: item.janCode ?? '',
    payment: '',
    releaseDate: null,
    seller: {
      sellerId: store.id,
      name: store.name,
      url: `https://store.shopping.yahoo.co.jp/${store.id}/`,
      isBestSeller: hash32(store.id) % 6 === 0,
      review: sellerRate(item),
      imageId: store.id,
    },
    delivery: { area: '13', deadLine: item.soldOut ? null : 12, day: item.soldOut ? null : 1 },
    taxExcludePrice: Math.floor((item.priceJpy * 100) / (100 + taxRate)),
    taxExcludePremiumPrice: Math.floor((item.priceJpy * 100) / (100 + taxRate)),
  };
}

const SORTS = new Set(['-score', '+price', '-price', '-review_count', '+review_count']);

function itemSearch(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  if (!p.get('appid')) return errorBody('Your Request was Forbidden: appid is required', 401);
  const query = p.get('query') ?? '';
  const genreCategoryId = p.get('genre_category_id') ?? '';
  const sellerId = p.get('seller_id') ?? '';
  const brandId = p.get('brand_id') ?? '';
  const janCode = p.get('jan_code') ?? '';
  if (!query && !genreCategoryId && !sellerId && !brandId && !janCode) {
    return errorBody('query, jan_code, genre_category_id, brand_id or seller_id is required');
  }
  const results = intParam(p, 'results', 20);
  const start = intParam(p, 'start', 1);
  if (!(results >= 1 && results <= 50)) return errorBody('results must be between 1 and 50');
  if (!(start >= 1 && start + results - 1 <= 1000)) return errorBody('start + results must not exceed 1000');
  const priceFrom = optionalInt(p, 'price_from');
  const priceTo = optionalInt(p, 'price_to');
  if (Number.isNaN(priceFrom) || Number.isNaN(priceTo)) return errorBody('price_from and price_to must be integers');
  const sort = sortParam(p, 'sort') ?? '-score';
  if (!SORTS.has(sort)) return errorBody('sort is not valid');
  const condition = p.get('condition');
  if (condition !== null && condition !== 'new' && condition !== 'used') return errorBody('condition must be new or used');
  const inStock = p.get('in_stock');
  const { catalog } = ctx;
  const seller = sellerId ? catalog.sellerById(SITE, sellerId) : null;
  const brandIds = brandId
    ? new Set(
        brandId
          .split(',')
          .map(Number)
          .filter((n) => Number.isSafeInteger(n)),
      )
    : null;
  let indexes = scan(ctx, SITE, {
    keyword: query,
    categoryId: genreCategoryId && genreCategoryId !== '1' ? genreCategoryId : null,
    sellerIndex: sellerId ? (seller ? seller.index : -1) : null,
    brandIds,
    where: (i) => {
      const price = catalog.priceOf(SITE, i);
      if (priceFrom !== undefined && price < priceFrom) return false;
      if (priceTo !== undefined && price > priceTo) return false;
      const flags = catalog.flagsOf(SITE, i);
      if (inStock === 'true' && flags & Flag.SoldOut) return false;
      if (inStock === 'false' && !(flags & Flag.SoldOut)) return false;
      if (condition === 'new' && flags & Flag.Used) return false;
      if (condition === 'used' && !(flags & Flag.Used)) return false;
      if (janCode && catalog.item(SITE, i).janCode !== janCode) return false;
      return true;
    },
  });
  if (sort === '+price' || sort === '-price') indexes = sortBy(indexes, (i) => catalog.priceOf(SITE, i), sort === '+price' ? 'asc' : 'desc');
  else if (sort.endsWith('review_count')) indexes = sortBy(indexes, (i) => catalog.popularityOf(SITE, i), sort[0] === '+' ? 'asc' : 'desc');
  else indexes = sortBy(indexes, (i) => relevance(ctx, SITE, i), 'desc');
  const page = indexes.slice(start - 1, start - 1 + results);
  return json({
    totalResultsAvailable: indexes.length,
    totalResultsReturned: page.length,
    firstResultsPosition: page.length > 0 ? start : 0,
    request: { query },
    hits: page.map((i, k) => v3Hit(ctx, catalog.item(SITE, i), start + k)),
  });
}

/** v1 lists are objects keyed by position. */
function keyed<T>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((v, i) => [String(i), v]));
}

function v1Item(ctx: SiteContext, item: CatalogItem, group: string): Record<string, unknown> {
  const hit = v3Hit(ctx, item, 1);
  const sale = saleOf(item, ctx.now());
  const rate = sellerRate(item);
  const shipping = shippingOf(item);
  const body: Record<string, unknown> = {
    _attributes: { index: '1' },
    Name: item.title,
    Description: item.description,
    Headline: item.seller.name,
    Url: storeUrl(item),
    Availability: item.soldOut ? 'outofstock' : 'instock',
    Code: item.code,
    Condition: item.isUsed ? 'used' : 'new',
    Image: { Id: item.code, Small: (hit['image'] as Record<string, string>)['small'], Medium: (hit['image'] as Record<string, string>)['medium'] },
    ExImage: { Url: ctx.imageUrl(SITE, item.code, 1), Width: '400', Height: '400' },
    Review: { Rate: item.reviewAverage.toFixed(2), Count: String(item.popularity), Url: `${storeUrl(item)}#review` },
    Affiliate: { Rate: '1.0' },
    Price: { _attributes: { currency: 'JPY' }, _value: String(item.priceJpy) },
    PriceLabel: {
      _attributes: { taxIncluded: 'true' },
      FixedPrice: '',
      DefaultPrice: String(sale ? sale.defaultPrice : item.priceJpy),
      SalePrice: sale ? String(item.priceJpy) : '',
      PeriodStart: sale ? jstIso(sale.start) : '',
      PeriodEnd: sale ? jstIso(sale.end) : '',
    },
    Point: { Amount: '0', Times: '0' },
    Shipping: { Code: String(shipping.code), Name: shipping.name },
    Category: { Current: { Id: item.category.id, Name: item.category.name } },
    CategoryIdPath: { Category: keyed(['1', ...item.categoryPath.map((c) => c.id)].map((Id) => ({ Id }))) },
    Brands: item.brand ? { Name: item.brand.name, Path: keyed([{ Id: String(item.brand.id), Name: item.brand.name }]) } : { Name: '', Path: {} },
    JanCode: item.janCode ?? '',
    Model: item.attributes['型番'] ?? '',
    IsbnCode: '',
    ReleaseDate: '',
    Store: {
      Id: item.seller.id,
      Name: item.seller.name,
      Url: `https://store.shopping.yahoo.co.jp/${item.seller.id}/`,
      IsBestStore: hash32(item.seller.id) % 6 === 0 ? 'true' : 'false',
      Ratings: { Rate: rate.rate.toFixed(2), Count: String(rate.count), Total: String(Math.round(rate.rate * rate.count)), DetailRate: rate.rate.toFixed(1) },
      Image: { Id: item.seller.id, Medium: '' },
    },
    IsAdult: '0',
  };
  if (group === 'medium' || group === 'large') {
    body['Caption'] = item.description;
    body['Abstract'] = '';
    body['SpAdditional'] = '';
  }
  if (group === 'large') {
    body['Inventories'] = keyed(
      item.variants.map((v, k) => ({
        Order: String(k + 1),
        SubCode: `${item.code.split('_').slice(1).join('_')}-${v.id}`,
        Availability: v.quantity > 0 ? 'instock' : 'outofstock',
        Quantity: String(v.quantity),
        Options: keyed([{ Option: { Name: 'カラー', Value: v.colour } }, { Option: { Name: 'サイズ', Value: v.size } }]),
      })),
    );
  }
  return body;
}

function itemLookup(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  if (!p.get('appid')) return errorBody('Your Request was Forbidden: appid is required', 401);
  const code = p.get('itemcode');
  if (!code) return errorBody('itemcode is required');
  const group = p.get('responsegroup') ?? 'small';
  const found = ctx.catalog.find(SITE, code);
  const request = { Param: { itemcode: code, responsegroup: group } };
  if (!found) {
    return json({ ResultSet: { totalResultsAvailable: '0', totalResultsReturned: '0', firstResultPosition: '0', 0: { Result: { Request: request } } } });
  }
  return json({
    ResultSet: {
      totalResultsAvailable: '1',
      totalResultsReturned: '1',
      firstResultPosition: '1',
      0: { Result: { 0: v1Item(ctx, found.item, group), Request: request, Modules: { Module: '' } } },
    },
  });
}

function categoryRef(c: Category, sortOrder: number): Record<string, unknown> {
  return {
    _attributes: { sortOrder: String(sortOrder) },
    Id: c.id,
    Url: `https://shopping.yahoo.co.jp/category/${c.id}/list`,
    Title: { Short: c.name, Medium: c.name, Long: c.name },
  };
}

function categorySearch(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  if (!p.get('appid')) return errorBody('Your Request was Forbidden: appid is required', 401);
  const id = p.get('category_id') ?? '1';
  const tree = ctx.catalog.trees.shopping;
  const node = id === '1' ? null : tree.get(id);
  const request = { Param: { category_id: id } };
  if (id !== '1' && !node) {
    return json({ ResultSet: { totalResultsAvailable: '0', totalResultsReturned: '0', firstResultPosition: '0', 0: { Result: { Request: request } } } });
  }
  const children = tree.children(node ? node.id : null);
  return json({
    ResultSet: {
      totalResultsAvailable: '1',
      totalResultsReturned: '1',
      firstResultPosition: '1',
      0: {
        Result: {
          Categories: {
            Current: {
              Id: node ? node.id : '1',
              ParentId: node ? (node.parentId ?? '1') : '',
              Url: node ? `https://shopping.yahoo.co.jp/category/${node.id}/list` : 'https://shopping.yahoo.co.jp/category/',
              Title: { Short: node?.name ?? 'すべてのカテゴリ', Medium: node?.name ?? 'すべてのカテゴリ', Long: node?.name ?? 'すべてのカテゴリ' },
            },
            Children: keyed(children.map((c, k) => categoryRef(c, k + 1))),
          },
          Request: request,
        },
      },
    },
  });
}

function categoryRanking(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  if (!p.get('appid')) return errorBody('Your Request was Forbidden: appid is required', 401);
  const id = p.get('category_id') ?? '1';
  const offset = intParam(p, 'offset', 1);
  if (!(offset >= 1 && offset <= 100)) return errorBody('offset must be between 1 and 100');
  if (id !== '1' && !ctx.catalog.trees.shopping.get(id)) return errorBody('category_id is not valid');
  const { catalog } = ctx;
  const ranked = sortBy(
    scan(ctx, SITE, { categoryId: id === '1' ? null : id, where: (i) => !(catalog.flagsOf(SITE, i) & Flag.SoldOut) }),
    (i) => catalog.popularityOf(SITE, i),
    'desc',
  ).slice(0, 100);
  const page = ranked.slice(offset - 1, offset - 1 + 20);
  return json({
    category_ranking: {
      ranking_info: {
        category_id: Number(id),
        gender: p.get('gender') ?? '',
        generation: p.get('generation') ?? '',
        period: p.get('period') ?? 'daily',
        last_modified: jstIso(ctx.now()),
        first_result_position: page.length > 0 ? offset : 0,
        total_results_returned: page.length,
      },
      ranking_data: page.map((i, k) => {
        const item = catalog.item(SITE, i);
        return {
          rank: offset + k,
          name: item.title,
          code: item.code,
          url: storeUrl(item),
          image: { small: `${ctx.imageUrl(SITE, item.code, 1)}?size=76`, medium: `${ctx.imageUrl(SITE, item.code, 1)}?size=146` },
          review: { count: item.popularity, rate: item.reviewAverage, url: `${storeUrl(item)}#review` },
          seller: { seller_id: item.seller.id, name: item.seller.name, url: `https://store.shopping.yahoo.co.jp/${item.seller.id}/` },
          price: item.priceJpy,
          in_stock: !item.soldOut,
        };
      }),
    },
  });
}

export function handleShopping(req: SandboxRequest, ctx: SiteContext): Response {
  switch (req.url.pathname.replace(/\/$/, '')) {
    case '/ShoppingWebService/V3/itemSearch':
      return itemSearch(req, ctx);
    case '/ShoppingWebService/V1/json/itemLookup':
      return itemLookup(req, ctx);
    case '/ShoppingWebService/V1/json/categorySearch':
      return categorySearch(req, ctx);
    case '/ShoppingWebService/V2/categoryRanking':
      return categoryRanking(req, ctx);
    default:
      return errorBody('Not Found', 404);
  }
}
