// Yahoo!フリマ (PayPay Flea Market): GET /api/v1/search and GET /api/v1/item/{id}, JSON.
// As on the real site, search returns SOLD items unless `itemStatus=open` is given.
// The item body is a sandbox shape (no public recording exists); see README.

import { Flag, type CatalogItem } from '../catalog.ts';
import { hash32 } from '../rng.ts';
import { jstIso } from '../time.ts';
import { intParam, json, optionalInt, relevance, scan, sortBy, type SandboxRequest, type SiteContext } from './common.ts';
import { conditionText } from '../catalog.ts';

const SITE = 'paypay' as const;

export const PAYPAY_CONDITIONS = ['NEW', 'USED10', 'USED20', 'USED40', 'USED60', 'USED80'] as const;

function conditionCode(item: CatalogItem): string {
  return PAYPAY_CONDITIONS[item.conditionGrade] as string;
}

function categoryOf(item: CatalogItem): Record<string, unknown> {
  return {
    id: Number(item.category.id),
    name: item.category.name,
    path: item.categoryPath.map((c) => ({ id: Number(c.id), name: c.name })),
  };
}

function summary(ctx: SiteContext, item: CatalogItem): Record<string, unknown> {
  return {
    id: item.code,
    title: item.title,
    price: item.priceJpy,
    itemStatus: item.soldOut ? 'SOLD' : 'OPEN',
    condition: conditionCode(item),
    openTime: jstIso(item.createdMs),
    thumbnailImageUrl: ctx.imageUrl(SITE, item.code, 1),
    category: categoryOf(item),
  };
}

function error(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

function search(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  const results = intParam(p, 'results', 20);
  const offset = intParam(p, 'offset', 0);
  if (!(results >= 1 && results <= 100)) return error(400, 'INVALID_PARAMETER', 'results must be 1..100');
  if (!(offset >= 0)) return error(400, 'INVALID_PARAMETER', 'offset must be >= 0');
  const open = (p.get('itemStatus') ?? '').toLowerCase() === 'open';
  const sort = p.get('sort') ?? 'openTime';
  const order = (p.get('order') ?? 'DESC').toUpperCase() === 'ASC' ? 'asc' : 'desc';
  const minPrice = optionalInt(p, 'minPrice');
  const maxPrice = optionalInt(p, 'maxPrice');
  const conditions = new Set(
    (p.get('itemConditions') ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  );
  const categoryIds = (p.get('categoryIds') ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  const brandIds = new Set((p.get('brandIds') ?? '').split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0));
  const sellerId = p.get('sellerId') ?? '';
  const { catalog } = ctx;
  const seller = sellerId ? catalog.sellerById(SITE, sellerId) : null;
  const masks = categoryIds.map((id) => catalog.leafMask(SITE, id)).filter((m): m is Uint8Array => m !== null);
  let indexes =
    categoryIds.length > 0 && masks.length === 0
      ? []
      : scan(ctx, SITE, {
          keyword: p.get('query') ?? '',
          sellerIndex: sellerId ? (seller ? seller.index : -1) : null,
          brandIds: brandIds.size > 0 ? brandIds : null,
          where: (i) => {
            const sold = (catalog.flagsOf(SITE, i) & Flag.SoldOut) !== 0;
            if (open === sold) return false;
            if (masks.length > 0 && !masks.some((m) => m[catalog.leafSlotOf(SITE, i)] === 1)) return false;
            const price = catalog.priceOf(SITE, i);
            if (minPrice !== undefined && !Number.isNaN(minPrice) && price < minPrice) return false;
            if (maxPrice !== undefined && !Number.isNaN(maxPrice) && price > maxPrice) return false;
            if (conditions.size > 0 && !conditions.has(PAYPAY_CONDITIONS[catalog.conditionOf(SITE, i)] as string)) return false;
            return true;
          },
        });
  if (sort === 'price') indexes = sortBy(indexes, (i) => catalog.priceOf(SITE, i), order);
  else if (sort === 'ranking') indexes = sortBy(indexes, (i) => relevance(ctx, SITE, i), order);
  else indexes = sortBy(indexes, (i) => catalog.createdOf(SITE, i), order);
  return json({
    totalResultsAvailable: indexes.length,
    items: indexes.slice(offset, offset + results).map((i) => summary(ctx, catalog.item(SITE, i))),
  });
}

function item(ctx: SiteContext, id: string): Response {
  const found = ctx.catalog.find(SITE, id);
  if (!found) return error(404, 'NOT_FOUND', '商品が見つかりません');
  const it = found.item;
  const seller = it.seller;
  const h = hash32(it.code);
  return json({
    ...summary(ctx, it),
    description: it.description,
    conditionName: it.isUsed ? conditionText(it.conditionGrade) : '新品、未使用',
    updateTime: jstIso(it.updatedMs),
    images: Array.from({ length: it.imageCount }, (_, k) => ({ url: ctx.imageUrl(SITE, it.code, k + 1), width: 400, height: 400 })),
    brand: it.brand ? { id: it.brand.id, name: it.brand.name } : null,
    size: it.attributes['サイズ'] ?? null,
    likeCount: it.popularity,
    seller: {
      id: seller.id,
      name: seller.name,
      profileImageUrl: ctx.imageUrl(SITE, `user-${seller.id}`, 1),
      rating: { good: seller.ratingGood, normal: seller.ratingNormal, bad: seller.ratingBad },
      totalRatingCount: seller.ratingGood + seller.ratingNormal + seller.ratingBad,
      introduction: seller.introduction,
    },
    shipping: {
      payer: 'SELLER',
      method: ['おてがる配送（ヤマト運輸）', 'おてがる配送（日本郵便）', 'ゆうパケット'][h % 3],
      fromPrefecture: seller.prefecture,
      schedule: ['1～2日で発送', '2～3日で発送', '4～7日で発送'][(h >> 3) % 3],
    },
  });
}

export function handlePaypay(req: SandboxRequest, ctx: SiteContext): Response {
  const path = req.url.pathname;
  if (path === '/api/v1/search' || path === '/api/v1/search/') return search(req, ctx);
  const m = /^\/api\/v1\/item\/([A-Za-z0-9]+)\/?$/.exec(path);
  if (m) return item(ctx, m[1] as string);
  return error(404, 'NOT_FOUND', 'Not Found');
}
