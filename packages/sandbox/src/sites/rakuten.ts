// Rakuten Ichiba Web Service: Item Search (also the item-detail call via itemCode), Ranking, Genre
// Search. JSON formatVersion 2 (flat `Items[]`, image URL strings) or 1 (`Items[].Item`, image objects).

import type { CatalogItem } from '../catalog.ts';
import { Flag } from '../catalog.ts';
import { hash32 } from '../rng.ts';
import { jstSlash } from '../time.ts';
import { intParam, json, relevance, scan, sortBy, sortParam, type SandboxRequest, type SiteContext } from './common.ts';

const SITE = 'rakuten' as const;

function wrongParameter(description: string, status = 400): Response {
  return json({ error: 'wrong_parameter', error_description: description }, status);
}

const SORTS = new Set([
  'standard',
  '+affiliateRate',
  '-affiliateRate',
  '+reviewCount',
  '-reviewCount',
  '+reviewAverage',
  '-reviewAverage',
  '+itemPrice',
  '-itemPrice',
  '+updateTimestamp',
  '-updateTimestamp',
]);

function rakutenItem(ctx: SiteContext, item: CatalogItem, formatVersion: number): Record<string, unknown> {
  const [shop, manageNo] = item.code.split(':') as [string, string];
  const images = Array.from({ length: item.imageCount }, (_, k) => ctx.imageUrl(SITE, item.code, k + 1));
  const small = images.map((u) => `${u}?_ex=64x64`);
  const medium = images.map((u) => `${u}?_ex=128x128`);
  const h = hash32(item.code);
  const sizes = [...new Set(item.variants.map((v) => v.size))];
  const colours = [...new Set(item.variants.map((v) => v.colour))];
  const caption = [
    item.description.replace(/\n+/g, ' '),
    sizes.length > 0 ? `サイズ：${sizes.join('/')}` : '',
    colours.length > 0 ? `カラー：${colours.join('/')}` : '',
    item.janCode ? `JANコード：${item.janCode}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const body: Record<string, unknown> = {
    itemName: item.title,
    catchcopy: item.seller.isStore ? `【${item.seller.name.replace(/ 楽天市場店$/, '')}】${h % 3 === 0 ? '送料無料・あす楽対応' : 'ポイント10倍'}` : '',
    itemCode: item.code,
    itemPrice: item.priceJpy,
    itemCaption: caption,
    itemUrl: `https://item.rakuten.co.jp/${shop}/${manageNo}/`,
    shopUrl: `https://www.rakuten.co.jp/${shop}/`,
    smallImageUrls: formatVersion === 2 ? small : small.map((imageUrl) => ({ imageUrl })),
    mediumImageUrls: formatVersion === 2 ? medium : medium.map((imageUrl) => ({ imageUrl })),
    affiliateUrl: '',
    shopAffiliateUrl: '',
    imageFlag: 1,
    availability: item.soldOut ? 0 : 1,
    taxFlag: item.taxExcluded ? 1 : 0,
    postageFlag: item.shippingPayer === 'seller' ? 0 : 1,
    creditCardFlag: 1,
    shopOfTheYearFlag: h % 17 === 0 ? 1 : 0,
    shipOverseasFlag: h % 5 === 0 ? 1 : 0,
    shipOverseasArea: h % 5 === 0 ? 'アジア/北米' : '',
    asurakuFlag: h % 3 === 0 ? 1 : 0,
    asurakuClosingTime: h % 3 === 0 ? '13:00' : '',
    asurakuArea: h % 3 === 0 ? '東京都/神奈川県/埼玉県/千葉県' : '',
    affiliateRate: 1 + (h % 4),
    startTime: '',
    endTime: '',
    reviewCount: item.popularity,
    reviewAverage: item.reviewAverage,
    pointRate: h % 7 === 0 ? 10 : 1,
    pointRateStartTime: '',
    pointRateEndTime: '',
    giftFlag: item.genre === 'food' ? 1 : 0,
    shopName: item.seller.name,
    shopCode: shop,
    genreId: item.category.id,
    tagIds: [],
  };
  return formatVersion === 2 ? body : { Item: body };
}

function common(req: SandboxRequest): { formatVersion: number } | Response {
  const p = req.url.searchParams;
  const appId = p.get('applicationId');
  if (!appId) return wrongParameter('specify valid applicationId');
  const fv = p.get('formatVersion') ?? '1';
  if (fv !== '1' && fv !== '2') return wrongParameter('formatVersion must be 1 or 2');
  return { formatVersion: Number(fv) };
}

function itemSearch(req: SandboxRequest, ctx: SiteContext): Response {
  const c = common(req);
  if (c instanceof Response) return c;
  const p = req.url.searchParams;
  const keyword = p.get('keyword') ?? '';
  const itemCode = p.get('itemCode') ?? '';
  const shopCode = p.get('shopCode') ?? '';
  const genreId = p.get('genreId') ?? '';
  if (!keyword && !itemCode && !shopCode && (genreId === '' || genreId === '0')) {
    return wrongParameter(
      'keyword or itemCode is essential parameter, or set genreId value except 0. To search for items in shop, please give your shopCode and set genreId to 0',
    );
  }
  const hits = intParam(p, 'hits', 30);
  if (!(hits >= 1 && hits <= 30)) return wrongParameter('hits is not valid');
  const page = intParam(p, 'page', 1);
  if (!(page >= 1 && page <= 100)) return wrongParameter('page is not valid');
  const sort = sortParam(p, 'sort') ?? 'standard';
  if (!SORTS.has(sort)) return wrongParameter('sort is not valid');
  const minPrice = intParam(p, 'minPrice', 0);
  const maxPrice = intParam(p, 'maxPrice', Number.MAX_SAFE_INTEGER);
  if (Number.isNaN(minPrice) || Number.isNaN(maxPrice) || minPrice > maxPrice) return wrongParameter('minPrice or maxPrice is not valid');
  const availability = intParam(p, 'availability', 1);
  if (genreId !== '' && genreId !== '0' && !ctx.catalog.trees.rakuten.get(genreId)) return wrongParameter('specify valid genreId');
  const { catalog } = ctx;

  let indexes: number[];
  if (itemCode) {
    // The item-detail call: exact code, whatever the stock (availability is not applied).
    const found = catalog.decode(SITE, itemCode);
    indexes = found ? [found.index] : [];
  } else {
    const seller = shopCode ? catalog.sellerById(SITE, shopCode) : null;
    indexes = scan(ctx, SITE, {
      keyword,
      excludeKeyword: p.get('NGKeyword'),
      categoryId: genreId && genreId !== '0' ? genreId : null,
      sellerIndex: shopCode ? (seller ? seller.index : -1) : null,
      where: (i) => {
        const price = catalog.priceOf(SITE, i);
        if (price < minPrice || price > maxPrice) return false;
        return !(availability === 1 && catalog.flagsOf(SITE, i) & Flag.SoldOut);
      },
    });
    const [dir, field] = sort === 'standard' ? ['-', 'standard'] : [sort[0], sort.slice(1)];
    const direction = dir === '+' ? 'asc' : 'desc';
    if (field === 'itemPrice') indexes = sortBy(indexes, (i) => catalog.priceOf(SITE, i), direction);
    else if (field === 'reviewCount' || field === 'reviewAverage') indexes = sortBy(indexes, (i) => catalog.popularityOf(SITE, i), direction);
    else if (field === 'updateTimestamp') indexes = sortBy(indexes, (i) => catalog.createdOf(SITE, i), direction);
    else if (field === 'affiliateRate') indexes = sortBy(indexes, (i) => hash32(i) % 4, direction);
    else indexes = sortBy(indexes, (i) => relevance(ctx, SITE, i), 'desc');
  }
  const count = indexes.length;
  const pageItems = indexes.slice((page - 1) * hits, page * hits);
  const first = pageItems.length > 0 ? (page - 1) * hits + 1 : 0;
  return json({
    count,
    page,
    first,
    last: pageItems.length > 0 ? first + pageItems.length - 1 : 0,
    hits: pageItems.length,
    carrier: 0,
    pageCount: Math.min(100, Math.ceil(count / hits)),
    Items: pageItems.map((i) => rakutenItem(ctx, catalog.item(SITE, i), c.formatVersion)),
    GenreInformation: [],
    TagInformation: [],
  });
}

function ranking(req: SandboxRequest, ctx: SiteContext): Response {
  const c = common(req);
  if (c instanceof Response) return c;
  const p = req.url.searchParams;
  const genreId = p.get('genreId') ?? '0';
  const tree = ctx.catalog.trees.rakuten;
  if (genreId !== '0' && !tree.get(genreId)) return wrongParameter('specify valid genreId');
  const page = intParam(p, 'page', 1);
  if (!(page >= 1 && page <= 34)) return wrongParameter('page is not valid');
  const { catalog } = ctx;
  const ranked = sortBy(
    scan(ctx, SITE, { categoryId: genreId === '0' ? null : genreId, where: (i) => !(catalog.flagsOf(SITE, i) & Flag.SoldOut) }),
    (i) => catalog.popularityOf(SITE, i),
    'desc',
  ).slice(0, 1_000);
  const pageItems = ranked.slice((page - 1) * 30, page * 30);
  const genreName = genreId === '0' ? '総合' : (tree.get(genreId)?.name ?? '');
  return json({
    Items: pageItems.map((i, k) => {
      const body = rakutenItem(ctx, catalog.item(SITE, i), 2);
      const ranked = { rank: (page - 1) * 30 + k + 1, ...body };
      return c.formatVersion === 2 ? ranked : { Item: ranked };
    }),
    title: `【楽天市場】ランキング市場 【${genreName}】`,
    lastBuildDate: jstSlash(ctx.now()),
  });
}

function genreSearch(req: SandboxRequest, ctx: SiteContext): Response {
  const c = common(req);
  if (c instanceof Response) return c;
  const genreId = req.url.searchParams.get('genreId') ?? '0';
  const tree = ctx.catalog.trees.rakuten;
  const node = genreId === '0' ? null : tree.get(genreId);
  if (genreId !== '0' && !node) return wrongParameter('specify valid genreId');
  const ref = (g: { id: string; name: string; level: number }) => ({ genreId: Number(g.id), genreName: g.name, genreLevel: g.level });
  const wrap = (key: string, v: Record<string, unknown>) => (c.formatVersion === 2 ? v : { [key]: v });
  const parents = node ? tree.path(node.id).slice(0, -1).map(ref) : [];
  const siblings = node ? tree.children(node.parentId).filter((s) => s.id !== node.id).map(ref) : [];
  return json({
    parents: parents.map((g) => wrap('parent', g)),
    current: node ? ref(node) : { genreId: 0, genreName: '', genreLevel: 0 },
    brothers: siblings.map((g) => wrap('brother', g)),
    children: tree.children(node ? node.id : null).map((g) => wrap('child', ref(g))),
    tagGroups: [],
  });
}

export function handleRakuten(req: SandboxRequest, ctx: SiteContext): Response {
  const path = req.url.pathname;
  if (/^\/(?:ichibams\/api|services\/api)\/IchibaItem\/Search\/\d{8}\/?$/.test(path)) return itemSearch(req, ctx);
  if (/^\/(?:ichibaranking\/api|services\/api)\/IchibaItem\/Ranking\/\d{8}\/?$/.test(path)) return ranking(req, ctx);
  if (/^\/(?:ichibagt\/api|services\/api)\/IchibaGenre\/Search\/\d{8}\/?$/.test(path)) return genreSearch(req, ctx);
  return json({ error: 'not_found', error_description: 'API not found' }, 404);
}
