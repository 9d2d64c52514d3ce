// Mercari's API (api.mercari.jp) as used by public clients (research §4): v2 entities:search,
// items/get, Mercari Shops products, items/get_items, users/get_profile and master data.
// Every request must carry a valid DPoP proof (401 otherwise).

import type { AuctionView } from '../auction.ts';
import { brands, type Brand } from '../vocabulary.ts';
import { Flag, conditionText, type CatalogItem, type Seller } from '../catalog.ts';
import type { Category } from '../categories.ts';
import { verifyDpop } from '../dpop.ts';
import { hash32 } from '../rng.ts';
import { unixSeconds, utcIso } from '../time.ts';
import { json, relevance, scan, sortBy, type SandboxRequest, type SiteContext } from './common.ts';

const SITE = 'mercari' as const;

const CONDITION_SUBNAMES = [
  '新品で購入し、一度も使用していない',
  '数回使用し、あまり使用感がない',
  'やや使用感があるが、目立った傷や汚れはない',
  '細かな傷や汚れがある',
  '目立つ傷や汚れがある',
  '全体的に傷や汚れがある',
];
const SIZE_IDS: Readonly<Record<string, number>> = { S: 2, M: 3, L: 4, XL: 5, FREE: 7 };
const SHIPPING_METHODS = [
  { id: 14, name: 'らくらくメルカリ便' },
  { id: 17, name: 'ゆうゆうメルカリ便' },
  { id: 4, name: 'ゆうメール' },
];

function notFound(): Response {
  return json({ result: 'error', errors: [{ code: 'RecordNotFoundException', message: '見つかりませんでした' }], meta: {} }, 404);
}

function unauthorized(reason: string): Response {
  return json({ result: 'error', errors: [{ code: 'Unauthorized', message: `invalid DPoP proof: ${reason}` }], meta: {} }, 401);
}

function badRequest(message: string): Response {
  return json({ code: 3, message, details: [] }, 400);
}

/** Status of a C2C item or auction at this instant. */
function itemStatus(item: CatalogItem, view: AuctionView | null): 'on_sale' | 'trading' | 'sold_out' | 'stop' {
  if (view) {
    if (view.status === 'open') return 'on_sale';
    return view.winnerId ? 'trading' : 'stop';
  }
  if (item.trading) return 'trading';
  return item.soldOut ? 'sold_out' : 'on_sale';
}

function priceOf(item: CatalogItem, view: AuctionView | null): number {
  if (view) return view.currentPriceJpy;
  return item.noPrice ? 9_999_999 : item.priceJpy;
}

function sizeOf(item: CatalogItem): { id: number; name: string } | null {
  const size = item.attributes['サイズ'];
  if (item.genre === 'fashion') {
    const name = ['S', 'M', 'L', 'XL', 'FREE'][hash32(item.code, 'size') % 5] as string;
    return { id: SIZE_IDS[name] as number, name: name === 'FREE' ? 'FREE SIZE' : name === 'XL' ? 'XL(LL)' : name };
  }
  if (item.genre === 'shoes' && size) return { id: 9 + (hash32(size) % 5), name: size };
  return null;
}

function shippingMethod(item: CatalogItem): { id: number; name: string } {
  return SHIPPING_METHODS[hash32(item.code, 'ship') % SHIPPING_METHODS.length] as { id: number; name: string };
}

function photos(ctx: SiteContext, item: CatalogItem, code: string): string[] {
  return Array.from({ length: item.imageCount }, (_, k) => ctx.imageUrl(SITE, code, k + 1));
}

function viewFor(ctx: SiteContext, code: string, index: number): AuctionView | null {
  if (!ctx.house.isAuctionIndex(SITE, index)) return null;
  const found = ctx.catalog.decode(SITE, code);
  return found ? ctx.house.view(SITE, index, found.generation) : null;
}

function searchItem(ctx: SiteContext, index: number): Record<string, unknown> | null {
  const { catalog, house } = ctx;
  const item = catalog.item(SITE, index);
  const code = house.currentCode(SITE, index);
  const view = viewFor(ctx, code, index);
  const status = itemStatus(item, view);
  if (status === 'stop') return null;
  const size = sizeOf(item);
  const image = ctx.imageUrl(SITE, code, 1);
  const updated = view ? Math.max(view.startMs, view.history.at(-1)?.atMs ?? view.startMs) : item.updatedMs;
  const created = view ? view.startMs : item.createdMs;
  return {
    id: code,
    sellerId: item.isShops ? '0' : item.seller.id,
    buyerId: status === 'on_sale' ? '' : String(100_000_000 + (hash32(code, 'buyer') % 800_000_000)),
    status: status === 'on_sale' ? 'ITEM_STATUS_ON_SALE' : status === 'trading' ? 'ITEM_STATUS_TRADING' : 'ITEM_STATUS_SOLD_OUT',
    name: item.title,
    price: String(priceOf(item, view)),
    created: String(unixSeconds(created)),
    updated: String(unixSeconds(updated)),
    thumbnails: [image],
    itemType: item.isShops ? 'ITEM_TYPE_BEYOND' : 'ITEM_TYPE_MERCARI',
    itemConditionId: String(item.conditionGrade + 1),
    shippingPayerId: item.isShops ? '0' : item.shippingPayer === 'seller' ? '2' : '1',
    itemSizes: size ? [{ id: String(size.id), name: size.name }] : [],
    itemBrand: item.brand ? { id: String(item.brand.id), name: item.brand.name, subName: item.brand.latin } : null,
    itemPromotions: [],
    shopName: item.isShops ? item.seller.name : '',
    itemSize: size ? { id: String(size.id), name: size.name } : null,
    shippingMethodId: item.isShops ? '0' : String(shippingMethod(item).id),
    categoryId: item.category.id,
    isNoPrice: item.noPrice,
    title: '',
    isLiked: false,
    photos: [{ uri: image }],
    auction: view
      ? { id: '', bidDeadline: utcIso(view.endMs), totalBid: String(view.bidCount), highestBid: String(view.currentPriceJpy) }
      : null,
    shop: item.isShops ? { id: item.seller.id } : null,
  };
}

const SORT_KEYS = new Set(['SORT_SCORE', 'SORT_CREATED_TIME', 'SORT_PRICE', 'SORT_NUM_LIKES']);
const STATUS_OF: Readonly<Record<string, string>> = {
  STATUS_ON_SALE: 'ITEM_STATUS_ON_SALE',
  STATUS_SOLD_OUT: 'ITEM_STATUS_SOLD_OUT',
  STATUS_TRADING: 'ITEM_STATUS_TRADING',
};

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => String(v)) : [];
}

function search(req: SandboxRequest, ctx: SiteContext): Response {
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(req.body || '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return badRequest('request body must be a JSON object');
    body = parsed as Record<string, unknown>;
  } catch {
    return badRequest('request body is not JSON');
  }
  const cond = (body['searchCondition'] ?? {}) as Record<string, unknown>;
  const pageSize = Math.min(120, Math.max(1, Number(body['pageSize'] ?? 120) || 120));
  const tokenMatch = /^v1:(\d+)$/.exec(String(body['pageToken'] ?? ''));
  const pageNo = tokenMatch ? Number(tokenMatch[1]) : 0;
  const sort = SORT_KEYS.has(String(cond['sort'])) ? String(cond['sort']) : 'SORT_SCORE';
  const order = cond['order'] === 'ORDER_ASC' ? 'asc' : 'desc';
  const categoryIds = strings(cond['categoryId']);
  const brandIds = new Set(strings(cond['brandId']).map(Number));
  const sellerIds = new Set(strings(cond['sellerId']));
  const conditionIds = new Set(strings(cond['itemConditionId']).map(Number));
  const payerIds = new Set(strings(cond['shippingPayerId']));
  const statuses = new Set(strings(cond['status']).map((s) => STATUS_OF[s] ?? s));
  const itemTypes = new Set(strings(cond['itemTypes']));
  const priceMin = Number(cond['priceMin'] ?? 0) || 0;
  const priceMax = Number(cond['priceMax'] ?? 0) || 0;
  const { catalog } = ctx;
  const masks = categoryIds.map((id) => catalog.leafMask(SITE, id)).filter((m): m is Uint8Array => m !== null);
  if (categoryIds.length > 0 && masks.length === 0) return searchResponse([], 0, pageNo, pageSize);
  const indexes = scan(ctx, SITE, {
    keyword: typeof cond['keyword'] === 'string' ? cond['keyword'] : '',
    excludeKeyword: typeof cond['excludeKeyword'] === 'string' ? cond['excludeKeyword'] : '',
    brandIds: brandIds.size > 0 ? brandIds : null,
    includeDynamic: true,
    where: (i) => {
      if (masks.length > 0 && !masks.some((m) => m[catalog.leafSlotOf(SITE, i)] === 1)) return false;
      const flags = catalog.flagsOf(SITE, i);
      if (sellerIds.size > 0) {
        const s = catalog.sellers(SITE)[catalog.sellerIndexOf(SITE, i)] as Seller;
        if (!sellerIds.has(s.id)) return false;
      }
      if (conditionIds.size > 0 && !conditionIds.has(catalog.conditionOf(SITE, i) + 1)) return false;
      if (payerIds.size > 0) {
        const payer = flags & Flag.Shops ? '0' : flags & Flag.ShippingBuyer ? '1' : '2';
        if (!payerIds.has(payer)) return false;
      }
      if (itemTypes.size > 0 && !itemTypes.has(flags & Flag.Shops ? 'ITEM_TYPE_BEYOND' : 'ITEM_TYPE_MERCARI')) return false;
      return true;
    },
  });
  const { house } = ctx;
  const facts: Array<{ i: number; status: string; price: number; created: number }> = [];
  for (const i of indexes) {
    const flags = catalog.flagsOf(SITE, i);
    let status: string;
    let price: number;
    let created: number;
    if (house.isAuctionIndex(SITE, i)) {
      const v = house.summary(SITE, i);
      if (v.status === 'closed' && v.bidCount === 0) continue;
      status = v.status === 'open' ? 'ITEM_STATUS_ON_SALE' : 'ITEM_STATUS_TRADING';
      price = v.currentPriceJpy;
      created = v.startMs;
    } else {
      status = flags & Flag.Trading ? 'ITEM_STATUS_TRADING' : flags & Flag.SoldOut ? 'ITEM_STATUS_SOLD_OUT' : 'ITEM_STATUS_ON_SALE';
      price = flags & Flag.NoPrice ? 9_999_999 : catalog.priceOf(SITE, i);
      created = catalog.createdOf(SITE, i);
    }
    if (statuses.size > 0 && !statuses.has(status)) continue;
    if (priceMin > 0 && price < priceMin) continue;
    if (priceMax > 0 && price > priceMax) continue;
    facts.push({ i, status, price, created });
  }
  const byIndex = new Map(facts.map((f) => [f.i, f]));
  const ids = facts.map((f) => f.i);
  let ordered: number[];
  if (sort === 'SORT_PRICE') ordered = sortBy(ids, (i) => byIndex.get(i)?.price ?? 0, order);
  else if (sort === 'SORT_CREATED_TIME') {
    // Listed at the same moment: the one listed later (a higher index) is the newer.
    const created = (i: number) => byIndex.get(i)?.created ?? 0;
    ordered = [...ids].sort((a, b) => (order === 'asc' ? created(a) - created(b) || a - b : created(b) - created(a) || b - a));
  }
  else if (sort === 'SORT_NUM_LIKES') ordered = sortBy(ids, (i) => catalog.popularityOf(SITE, i), order);
  else ordered = sortBy(ids, (i) => relevance(ctx, SITE, i), 'desc');
  const pageIndexes = ordered.slice(pageNo * pageSize, (pageNo + 1) * pageSize);
  return searchResponse(
    pageIndexes.map((i) => searchItem(ctx, i)).filter((row): row is Record<string, unknown> => row !== null),
    ordered.length,
    pageNo,
    pageSize,
  );
}

function searchResponse(items: Array<Record<string, unknown>>, total: number, pageNo: number, pageSize: number): Response {
  const hasNext = (pageNo + 1) * pageSize < total;
  return json({
    meta: {
      nextPageToken: hasNext ? `v1:${pageNo + 1}` : '',
      previousPageToken: pageNo > 0 ? `v1:${pageNo - 1}` : '',
      numFound: String(total),
      properties: [],
    },
    items,
    components: [],
    searchCondition: null,
    searchConditionId: '',
  });
}

function ratingsOf(seller: Seller): Record<string, unknown> {
  const total = seller.ratingGood + seller.ratingNormal + seller.ratingBad;
  return {
    ratings: { good: seller.ratingGood, normal: seller.ratingNormal, bad: seller.ratingBad },
    num_ratings: total,
    score: seller.ratingGood - seller.ratingBad,
    star_rating_score: total === 0 ? 0 : Math.max(1, Math.round((seller.ratingGood * 5 + seller.ratingNormal * 3 + seller.ratingBad) / total)),
  };
}

function sellerBrief(ctx: SiteContext, seller: Seller): Record<string, unknown> {
  const photo = ctx.imageUrl(SITE, `user-${seller.id}`, 1);
  return {
    id: Number(seller.id),
    name: seller.name,
    photo_url: photo,
    photo_thumbnail_url: photo,
    register_sms_confirmation: 'yes',
    register_sms_confirmation_at: new Date(seller.createdMs).toISOString().slice(0, 19).replace('T', ' '),
    created: unixSeconds(seller.createdMs),
    num_sell_items: sellerItemCount(ctx, seller),
    ...ratingsOf(seller),
    is_official: false,
    quick_shipper: hash32(seller.id) % 4 === 0,
    is_followable: true,
    is_blocked: false,
    is_inactive: false,
  };
}

function sellerItemCount(ctx: SiteContext, seller: Seller): number {
  return scan(ctx, SITE, { sellerIndex: seller.index }).length;
}

function categoryBlock(item: CatalogItem): Record<string, unknown> {
  const path = item.categoryPath;
  const leaf = path[path.length - 1] as Category;
  const parent = path[path.length - 2] ?? leaf;
  const root = path[0] as Category;
  return {
    id: Number(leaf.id),
    name: leaf.name,
    display_order: 0,
    parent_category_id: Number(parent.id),
    parent_category_name: parent.name,
    root_category_id: Number(root.id),
    root_category_name: root.name,
  };
}

function itemGet(req: SandboxRequest, ctx: SiteContext): Response {
  const id = req.url.searchParams.get('id') ?? '';
  const found = ctx.catalog.find(SITE, id);
  if (!found || found.item.isShops) return notFound();
  const { item } = found;
  const view = viewFor(ctx, id, item.index);
  const status = itemStatus(item, view);
  const size = sizeOf(item);
  const method = shippingMethod(item);
  const pics = photos(ctx, item, id);
  const path = item.categoryPath;
  const updated = view ? Math.max(view.startMs, view.history.at(-1)?.atMs ?? view.startMs) : item.updatedMs;
  const data: Record<string, unknown> = {
    id,
    seller: sellerBrief(ctx, item.seller),
    ...(status !== 'on_sale' ? { buyer: { id: 100_000_000 + (hash32(id, 'buyer') % 800_000_000), name: '*', register_sms_confirmation: 'yes' } } : {}),
    status,
    name: item.title,
    price: priceOf(item, view),
    description: item.description,
    photos: pics,
    photo_paths: pics.map((_, k) => `photos/${id}_${k + 1}.jpg`),
    thumbnails: pics.slice(0, 1),
    item_category: categoryBlock(item),
    item_category_ntiers: { ...categoryBlock(item), size_group_id: size ? 1 : 0, brand_group_id: item.brand ? 1 : 0 },
    parent_categories_ntiers: path.slice(0, -1).map((c) => ({ id: Number(c.id), name: c.name, display_order: 0 })),
    item_condition: { id: item.conditionGrade + 1, name: conditionText(item.conditionGrade), subname: CONDITION_SUBNAMES[item.conditionGrade] },
    ...(size ? { item_size: size } : {}),
    ...(item.brand ? { item_brand: { id: item.brand.id, name: item.brand.name, sub_name: item.brand.latin } } : {}),
    colors: [],
    shipping_payer: item.shippingPayer === 'seller' ? { id: 2, name: '送料込み(出品者負担)', code: 'seller' } : { id: 1, name: '着払い(購入者負担)', code: 'buyer' },
    shipping_method: { id: method.id, name: method.name, is_deprecated: 'no' },
    shipping_from_area: { id: 1 + (hash32(item.seller.prefecture) % 47), name: item.seller.prefecture },
    shipping_duration: { id: 2, name: '2~3日で発送', min_days: 2, max_days: 3 },
    shipping_class: { id: 0, fee: 0, icon_id: 0, pickup_fee: 0, shipping_fee: 0, total_fee: 0, is_pickup: false },
    num_likes: item.popularity,
    num_comments: 0,
    registered_prices_count: 0,
    comments: [],
    updated: unixSeconds(updated),
    created: unixSeconds(view ? view.startMs : item.createdMs),
    pager_id: 5_000_000_000 + item.index,
    liked: false,
    checksum: hash32(id, 'checksum').toString(16).padStart(8, '0').repeat(4),
    is_dynamic_shipping_fee: false,
    application_attributes: {},
    is_shop_item: 'no',
    hash_tags: [],
    is_anonymous_shipping: method.id === 14 || method.id === 17,
    is_web_visible: true,
    is_offerable: !view && status === 'on_sale',
    is_organizational_user: false,
    organizational_user_status: '',
    is_stock_item: false,
    is_cancelable: true,
    shipped_by_worker: false,
    additional_services: [],
    has_additional_service: false,
    has_like_list: false,
    is_offerable_v2: false,
    is_dismissed: false,
    meta_title: item.title,
    meta_subtitle: [size?.name, item.brand?.name, conditionText(item.conditionGrade)].filter(Boolean).join('・'),
  };
  if (view) {
    data['auction_info'] = {
      id: `auction_${id}`,
      start_time: unixSeconds(view.startMs),
      expected_end_time: unixSeconds(view.endMs),
      total_bids: view.bidCount,
      highest_bid: view.currentPriceJpy,
      initial_price: view.startPriceJpy,
      state: view.status,
      highest_bidder_id: view.highestBidderId,
      winner_id: view.winnerId,
    };
  }
  return json({ result: 'OK', data, meta: {} });
}

function shopsProduct(ctx: SiteContext, id: string): Response {
  const found = ctx.catalog.find(SITE, id);
  if (!found || !found.item.isShops) return json({ code: 5, message: 'product not found', details: [] }, 404);
  const { item } = found;
  const { catalog } = ctx;
  const shop = item.seller;
  const image = (code: string, n: number) => ctx.imageUrl(SITE, code, n);
  const others = scan(ctx, SITE, { sellerIndex: shop.index, where: (i) => i !== item.index })
    .slice(0, 6)
    .map((i) => catalog.item(SITE, i));
  const total = shop.ratingGood + shop.ratingNormal + shop.ratingBad;
  const categories = [...item.categoryPath].reverse().map((c) => ({
    categoryId: c.id,
    displayName: c.name,
    parentId: c.parentId ?? c.id,
    rootId: (item.categoryPath[0] as Category).id,
    hasChild: c.childIds.length > 0,
  }));
  const variants =
    item.variants.length > 0
      ? item.variants.map((v) => ({ variantId: `${item.code.slice(0, 12)}${v.id}`.slice(0, 22), displayName: `${v.colour} / ${v.size}`, quantity: String(v.quantity), size: v.size }))
      : [{ variantId: `${item.code.slice(0, 14)}V1`, displayName: '', quantity: String(item.stock), size: '' }];
  return json({
    name: item.code,
    displayName: item.title,
    productTags: item.soldOut ? ['sold_out'] : [],
    thumbnail: image(item.code, 1),
    price: String(item.priceJpy),
    createTime: utcIso(item.createdMs),
    updateTime: utcIso(item.updatedMs),
    attributes: [],
    productDetail: {
      shop: {
        name: shop.id,
        displayName: shop.name,
        thumbnail: image(`shop-${shop.id}`, 1),
        shopStats: {
          shopId: shop.id,
          score: total === 0 ? 0 : Math.max(1, Math.round((shop.ratingGood * 5 + shop.ratingNormal * 3 + shop.ratingBad) / total)),
          reviewCount: String(total),
        },
        allowDirectMessage: true,
        shopItems: others.map((o) => ({
          productId: o.code,
          displayName: o.title,
          productTags: o.soldOut ? ['sold_out'] : [],
          thumbnail: image(o.code, 1),
          price: String(o.priceJpy),
        })),
        isInboundXb: false,
      },
      photos: Array.from({ length: item.imageCount }, (_, k) => image(item.code, k + 1)),
      description: item.description,
      categories,
      brand: item.brand ? { brandId: String(item.brand.id), displayName: item.brand.name } : null,
      condition: { displayName: conditionText(item.conditionGrade) },
      shippingMethod: { shippingMethodId: '3', displayName: 'らくらくメルカリ便', isAnonymous: true },
      shippingPayer:
        item.shippingPayer === 'seller'
          ? { shippingPayerId: '1', displayName: '送料込み(出品者負担)', code: 'SELLER' }
          : { shippingPayerId: '2', displayName: '着払い(購入者負担)', code: 'BUYER' },
      shippingDuration: { shippingDurationId: '2', displayName: '2〜3日で発送', minDays: 2, maxDays: 3 },
      shippingFromArea: { shippingAreaCode: `jp${String(1 + (hash32(shop.prefecture) % 47)).padStart(2, '0')}`, displayName: shop.prefecture },
      promotions: [],
      productStats: { productId: item.code, score: 0, reviewCount: 0, likesCount: item.popularity },
      timeSaleDetails: null,
      variants,
      shippingFeeConfig: null,
      variationGrouping: null,
    },
  });
}

function getItems(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  const seller = ctx.catalog.sellerById(SITE, p.get('seller_id') ?? '');
  const limit = Math.min(150, Math.max(1, Number(p.get('limit') ?? 30) || 30));
  const wanted = new Set((p.get('status') ?? 'on_sale,trading,sold_out').split(',').map((s) => s.trim()));
  const maxPager = Number(p.get('max_pager_id') ?? 0) || Number.POSITIVE_INFINITY;
  if (!seller || seller.isStore) return json({ result: 'OK', data: [], meta: { has_next: false } });
  const { catalog, house } = ctx;
  const rows: Array<Record<string, unknown>> = [];
  const indexes = scan(ctx, SITE, { sellerIndex: seller.index, includeDynamic: true }).sort((a, b) => b - a);
  let hasNext = false;
  for (const i of indexes) {
    const pagerId = 5_000_000_000 + i;
    if (pagerId >= maxPager) continue;
    const item = catalog.item(SITE, i);
    const code = house.currentCode(SITE, i);
    const view = viewFor(ctx, code, i);
    const status = itemStatus(item, view);
    if (!wanted.has(status)) continue;
    if (rows.length === limit) {
      hasNext = true;
      break;
    }
    rows.push({
      id: code,
      seller: { id: Number(seller.id), name: seller.name },
      status,
      name: item.title,
      price: priceOf(item, view),
      thumbnails: [ctx.imageUrl(SITE, code, 1)],
      root_category_id: Number((item.categoryPath[0] as Category).id),
      num_likes: item.popularity,
      num_comments: 0,
      created: unixSeconds(view ? view.startMs : item.createdMs),
      updated: unixSeconds(view ? view.startMs : item.updatedMs),
      item_category: categoryBlock(item),
      shipping_from_area: { id: 1 + (hash32(seller.prefecture) % 47), name: seller.prefecture },
      pager_id: pagerId,
      liked: false,
      item_pv: 0,
    });
  }
  return json({ result: 'OK', data: rows, meta: { has_next: hasNext } });
}

function getProfile(req: SandboxRequest, ctx: SiteContext): Response {
  const seller = ctx.catalog.sellerById(SITE, req.url.searchParams.get('user_id') ?? '');
  if (!seller || seller.isStore) return notFound();
  const brief = sellerBrief(ctx, seller);
  return json({
    result: 'OK',
    data: {
      id: brief['id'],
      name: seller.name,
      photo_url: brief['photo_url'],
      photo_thumbnail_url: brief['photo_thumbnail_url'],
      register_sms_confirmation: 'yes',
      ...ratingsOf(seller),
      polarized_ratings: { good: seller.ratingGood + seller.ratingNormal, bad: seller.ratingBad },
      is_followable: true,
      is_blocked: false,
      following_count: hash32(seller.id, 'following') % 50,
      follower_count: hash32(seller.id, 'followers') % 500,
      kyc_type: '',
      created: unixSeconds(seller.createdMs),
      proper: true,
      email: '',
      phone_number: '',
      introduction: seller.introduction,
      iv_code: '',
      is_official: false,
      num_sell_items: brief['num_sell_items'],
      num_ticket: 0,
      bounce_mail_flag: 'no',
      is_following: false,
      current_point: 0,
      current_sales: 0,
      is_organizational_user: false,
      organizational_user_status: '',
    },
    meta: {},
  });
}

function masterCategories(ctx: SiteContext): Response {
  const tree = ctx.catalog.trees.mercari;
  const node = (c: Category, order: number): Record<string, unknown> => {
    const path = tree.path(c.id);
    const root = path[0] as Category;
    const parent = path[path.length - 2];
    const base: Record<string, unknown> = { id: Number(c.id), name: c.name, display_order: order * 10 };
    if (c.level === 1) base['tab_order'] = order;
    if (c.level >= 2) {
      if (c.level >= 3 && parent) {
        base['parent_category_id'] = Number(parent.id);
        base['parent_category_name'] = parent.name;
      }
      base['root_category_id'] = Number(root.id);
      base['root_category_name'] = root.name;
    }
    if (c.childIds.length > 0) base['child'] = tree.children(c.id).map((k, i) => node(k, i + 1));
    else {
      base['size_group_id'] = c.genres.includes('fashion') || c.genres.includes('shoes') ? 1 : 0;
      base['brand_group_id'] = 1;
    }
    return base;
  };
  return json({ result: 'OK', data: tree.children(null).map((c, i) => node(c, i + 1)), meta: {} });
}

function toKatakana(text: string): string {
  return text.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** Brands grouped by the first kana of their reading, in Japanese order. */
export function brandGroups(): Array<{ brand_initial: string; brands: Brand[] }> {
  const sorted = [...brands].sort((a, b) => toKatakana(a.jaPronunciation).localeCompare(toKatakana(b.jaPronunciation), 'ja'));
  const groups = new Map<string, Brand[]>();
  for (const b of sorted) {
    const initial = toKatakana(b.jaPronunciation).charAt(0);
    groups.set(initial, [...(groups.get(initial) ?? []), b]);
  }
  return [...groups.entries()].map(([brand_initial, list]) => ({ brand_initial, brands: list }));
}

function masterBrands(): Response {
  return json({
    result: 'OK',
    data: brandGroups().map((g) => ({
      brand_initial: g.brand_initial,
      brands: g.brands.map((b) => ({ id: b.id, name: b.name, sub_name: b.latin, name_kana: toKatakana(b.jaPronunciation) })),
    })),
    meta: {},
  });
}

function masterConditions(): Response {
  return json({ conditions: [0, 1, 2, 3, 4, 5].map((g) => ({ id: String(g + 1), name: conditionText(g) })), nextPageToken: '' });
}

function masterShippingPayers(): Response {
  return json({
    payers: [
      { id: '2', name: '送料込み(出品者負担)', code: 'seller' },
      { id: '1', name: '着払い(購入者負担)', code: 'buyer' },
    ],
    nextPageToken: '',
  });
}

export function handleMercari(req: SandboxRequest, ctx: SiteContext): Response {
  const canonical = req.url.href;
  const check = verifyDpop(req.headers.get('dpop'), req.method, [req.requestedUrl, canonical]);
  if (!check.ok) return unauthorized(check.reason);
  const path = req.url.pathname;
  if (path === '/v2/entities:search') {
    return req.method === 'POST' ? search(req, ctx) : json({ code: 12, message: 'method not allowed', details: [] }, 405);
  }
  if (req.method !== 'GET') return json({ code: 12, message: 'method not allowed', details: [] }, 405);
  switch (path) {
    case '/items/get':
      return itemGet(req, ctx);
    case '/items/get_items':
      return getItems(req, ctx);
    case '/users/get_profile':
      return getProfile(req, ctx);
    case '/master/get_item_categories':
      return masterCategories(ctx);
    case '/master/get_item_brands':
      return masterBrands();
    case '/services/master/v1/itemConditions':
      return masterConditions();
    case '/services/master/v1/shippingPayers':
      return masterShippingPayers();
    default: {
      const shops = /^\/v1\/marketplaces\/shops\/products\/([A-Za-z0-9]+)$/.exec(path);
      if (shops) return shopsProduct(ctx, shops[1] as string);
      return json({ code: 5, message: 'Not Found', details: [] }, 404);
    }
  }
}
