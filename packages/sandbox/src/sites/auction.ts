// Yahoo! Auctions, answered as HTML the way the site is scraped: the search page with `li.Product`
// cards and `div.Product__bonus data-auction-*` attributes (markup of fixtures/auction/
// search-results-fragment.html), the item page with `__NEXT_DATA__` →
// props.pageProps.initialState.item.detail.item (research §3.3), and a seller page with
// `__NEXT_DATA__` → props.pageProps.initialState.seller (a sandbox shape).

import { withTax, type AuctionSummary, type AuctionView } from '../auction.ts';
import { Flag, type CatalogItem, type Seller } from '../catalog.ts';
import { escapeHtml, groupDigits, scriptJson } from '../html.ts';
import { hash32 } from '../rng.ts';
import { jstIso, unixSeconds } from '../time.ts';
import { html, intParam, optionalInt, relevance, scan, type SandboxRequest, type SiteContext } from './common.ts';

const SITE = 'auction' as const;

const CONDITION_NAMES = ['未使用', '未使用に近い', '目立った傷や汚れなし', 'やや傷や汚れあり', '傷や汚れあり', '全体的に状態が悪い'];

export function auctionConditionName(item: CatalogItem): string {
  return CONDITION_NAMES[item.isUsed ? Math.max(1, item.conditionGrade) : 0] as string;
}

function timeLeft(endMs: number, nowMs: number): string {
  const left = endMs - nowMs;
  if (left <= 0) return '終了';
  if (left >= 86_400_000) return `${Math.floor(left / 86_400_000)}日`;
  if (left >= 3_600_000) return `${Math.floor(left / 3_600_000)}時間`;
  return `${Math.max(1, Math.floor(left / 60_000))}分`;
}

function categoryIdPath(item: CatalogItem): string {
  return ['0', ...item.categoryPath.map((c) => c.id)].join(',');
}

function page(title: string, body: string, nextData?: unknown): string {
  return (
    `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)} - Yahoo!オークション</title></head><body>` +
    body +
    (nextData === undefined ? '' : `<script id="__NEXT_DATA__" type="application/json">${scriptJson(nextData)}</script>`) +
    `</body></html>`
  );
}

function productLi(ctx: SiteContext, view: AuctionView, item: CatalogItem, pos: number): string {
  const now = ctx.now();
  const id = escapeHtml(view.code);
  const title = escapeHtml(item.title);
  const img = escapeHtml(ctx.imageUrl(SITE, view.code, 1));
  const href = `https://page.auctions.yahoo.co.jp/jp/auction/${id}`;
  const free = item.shippingPayer === 'seller' ? '1' : '';
  const store = item.seller.isStore ? '1' : '';
  const st = unixSeconds(view.startMs);
  const end = unixSeconds(view.endMs);
  const catId = escapeHtml(item.category.id);
  const grat = (100 - (hash32(item.seller.id) % 12) / 10).toFixed(1);
  const ylk = `rsec:aal;slk:tc;pos:${pos};atax:${view.taxRate > 0 ? 1 : 0};arbn:;catid:${catId};cid:${id};st:${st};end:${end};prat:0;op:;grat:${grat};ppstr:;cprate:;seltyp:${store ? 1 : 0};best:`;
  const buyNow = view.buyNowPriceJpy ?? 0;
  const common = `data-auction-id="${id}" data-auction-category="${catId}" data-auction-title="${title}" data-auction-img="${img}" data-auction-price="${view.currentPriceJpy}" data-auction-isfreeshipping="${free}" href="${href}"`;
  return `
            <li class="Product js-immersive-item">
                <div class="Product__image">
                    <a class="Product__imageLink js-immersive-itemLink js-rapid-override rapidnofollow js-browseHistory-add" ${common} data-ylk="${ylk.replace('slk:tc', 'slk:ic')}">
                        <img class="Product__imageData" src="${img}" alt="${title}" width="100" height="100" loading="lazy">
                        ${free ? '<span class="Product__icon Product__icon--freeShipping">送料無料</span>' : ''}
                    </a>
                    <span class="Product__time">${timeLeft(view.endMs, now)}</span>
                </div><!-- /.Product__image -->
                <div class="Product__detail">
                    <div class="Product__bonus " data-auction-id="${id}" data-auction-endtime="${end}" data-auction-buynowprice="${buyNow}" data-auction-categoryidpath="${categoryIdPath(item)}" data-auction-caneasypayment="1" data-auction-price="${view.currentPriceJpy}" data-auction-sellerid="${escapeHtml(item.seller.id)}" data-auction-startprice="${view.startPriceJpy}" data-auction-isshoppingitem="${store}"></div>
                    <h3 class="Product__title">
                        <a class="Product__titleLink js-rapid-override js-browseHistory-add" ${common} target="_blank" rel="noopener" data-ylk="${ylk}" title="${title}">${title}</a>
                    </h3>
                     <span class="Product__price">
                        <span class="Product__priceValue u-textRed">${groupDigits(view.currentPriceJpy)}円</span>
                    </span><!-- ./Product__price -->
                    <span class="Product__price">
                        <span class="Product__label">即決</span>
                        <span class="Product__priceValue">${buyNow > 0 ? `${groupDigits(buyNow)}円` : '-'}</span>
                    </span><!-- ./Product__price -->
                    <div class="Product__otherInfo">
                        <span class="Product__bid">${view.bidCount}</span>
                        ${free ? '' : '<span class="Product__postage">＋送料</span>'}
                    </div>
                </div><!-- /.Product__detail -->
            </li>`;
}

type SortKey = 'score2' | 'new' | 'end' | 'bids' | 'cbids' | 'tbids' | 'bidorbuy' | 'tbidorbuy' | 'popular' | 'featured';
const DEFAULT_ORDER: Record<SortKey, 'a' | 'd'> = {
  score2: 'd',
  new: 'd',
  end: 'a',
  bids: 'd',
  cbids: 'a',
  tbids: 'a',
  bidorbuy: 'a',
  tbidorbuy: 'a',
  popular: 'd',
  featured: 'd',
};

function search(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  const { catalog, house } = ctx;
  const keyword = p.get('p') ?? p.get('va') ?? '';
  const sellerId = p.get('seller') ?? '';
  const seller = sellerId ? catalog.sellerById(SITE, sellerId) : null;
  const b = Math.max(1, intParam(p, 'b', 1) || 1);
  const nRaw = intParam(p, 'n', 50);
  const n = nRaw === 20 || nRaw === 50 || nRaw === 100 ? nRaw : 50;
  const s1 = (p.get('s1') ?? 'score2') as SortKey;
  const sort: SortKey = s1 in DEFAULT_ORDER ? s1 : 'score2';
  const o1 = p.get('o1') === 'a' || p.get('o1') === 'd' ? (p.get('o1') as 'a' | 'd') : DEFAULT_ORDER[sort];
  const minPrice = optionalInt(p, 'aucminprice');
  const maxPrice = optionalInt(p, 'aucmaxprice');
  const fixed = p.get('fixed') ?? '3';
  const istatus = p.get('istatus');
  const category = p.get('auccat') ?? '';
  const brandIds = new Set((p.get('brand_id') ?? '').split(',').map(Number).filter((n) => Number.isSafeInteger(n) && n > 0));
  const indexes = scan(ctx, SITE, {
    keyword,
    brandIds: brandIds.size > 0 ? brandIds : null,
    categoryId: category && category !== '0' ? category : null,
    sellerIndex: sellerId ? (seller ? seller.index : -1) : null,
    includeDynamic: true,
    where: (i) => {
      const used = (catalog.flagsOf(SITE, i) & Flag.Used) !== 0;
      if (istatus === '1' && used) return false;
      if (istatus === '2' && !used) return false;
      return true;
    },
  });
  const open = indexes
    .map((i) => house.summary(SITE, i))
    .filter((v) => {
      if (v.status !== 'open') return false;
      if (minPrice !== undefined && !Number.isNaN(minPrice) && v.currentPriceJpy < minPrice) return false;
      if (maxPrice !== undefined && !Number.isNaN(maxPrice) && v.currentPriceJpy > maxPrice) return false;
      const isFixed = v.buyNowPriceJpy !== null && v.buyNowPriceJpy === v.startPriceJpy;
      if (fixed === '1' && !isFixed) return false;
      if (fixed === '2' && isFixed) return false;
      return true;
    });
  const key = (v: AuctionSummary): number => {
    switch (sort) {
      case 'new':
        return v.startMs;
      case 'end':
        return v.endMs;
      case 'bids':
      case 'popular':
        return v.bidCount;
      case 'cbids':
      case 'tbids':
        return v.currentPriceJpy;
      case 'bidorbuy':
      case 'tbidorbuy':
        return v.buyNowPriceJpy ?? Number.MAX_SAFE_INTEGER;
      default:
        return relevance(ctx, SITE, v.index) + v.bidCount * 10;
    }
  };
  // Listings started at the same moment: the one listed later (a higher slot) is the newer.
  const tie = (a: AuctionSummary, c: AuctionSummary) => (sort === 'new' && o1 !== 'a' ? c.index - a.index : a.index - c.index);
  const ordered = open.map((v) => ({ v, k: key(v) })).sort((a, c) => (o1 === 'a' ? a.k - c.k : c.k - a.k) || tie(a.v, c.v));
  const total = ordered.length;
  const pageViews = ordered.slice(b - 1, b - 1 + n).map(({ v }) => house.view(SITE, v.index, v.generation));
  const items = pageViews.map((v, k) => productLi(ctx, v, catalog.item(SITE, v.index), b + k)).join('');
  const nextParams = new URLSearchParams(p);
  nextParams.set('b', String(b + n));
  nextParams.set('n', String(n));
  const pager =
    b - 1 + n < total
      ? `<div class="Pager"><ul class="Pager__lists"><li class="Pager__list Pager__list--next"><a class="Pager__link" href="https://auctions.yahoo.co.jp/search/search?${escapeHtml(nextParams.toString())}">次へ</a></li></ul></div>`
      : '';
  const body =
    `<div class="SearchMode"><div class="SearchMode__result"><p class="Tab__subText">${groupDigits(total)}件</p></div></div>` +
    (total === 0
      ? `<div class="Empty"><p class="Empty__text">条件に一致する商品は見つかりませんでした。</p></div>`
      : `<div class="Products Products--grid"><div class="Products__list"><ul class="Products__items">${items}</ul></div></div>`) +
    pager;
  return html(page(`「${keyword}」の検索結果`, body));
}

function sellerJson(seller: Seller): Record<string, unknown> {
  const total = seller.ratingGood + seller.ratingNormal + seller.ratingBad;
  return {
    aucUserId: seller.id,
    displayName: seller.isStore ? seller.name : seller.id,
    isStore: seller.isStore,
    rating: {
      goodRating: seller.ratingGood,
      normalRating: seller.ratingNormal,
      badRating: seller.ratingBad,
      summary: seller.ratingGood - seller.ratingBad,
      goodRate: total === 0 ? 100 : Math.round((seller.ratingGood / total) * 1000) / 10,
    },
  };
}

export function auctionItemJson(ctx: SiteContext, view: AuctionView, item: CatalogItem): Record<string, unknown> {
  const now = ctx.now();
  const rate = view.taxRate;
  const images = Array.from({ length: item.imageCount }, (_, k) => {
    const url = ctx.imageUrl(SITE, view.code, k + 1);
    return { image: url, thumbnail: url, width: 400, height: 400 };
  });
  const h = hash32(item.code);
  const out: Record<string, unknown> = {
    auctionId: view.code,
    title: item.title,
    description: item.description,
    descriptionHtml: item.description
      .split('\n')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
    price: view.currentPriceJpy,
    taxinPrice: withTax(view.currentPriceJpy, rate),
    initPrice: view.startPriceJpy,
    taxinStartPrice: withTax(view.startPriceJpy, rate),
    bidorbuy: view.buyNowPriceJpy ?? 0,
    taxinBidorbuy: view.buyNowPriceJpy === null ? 0 : withTax(view.buyNowPriceJpy, rate),
    taxRate: rate,
    bids: view.bidCount,
    biddersNum: view.biddersCount,
    watchListNum: item.popularity,
    startTime: jstIso(view.startMs),
    endTime: jstIso(view.endMs),
    leftTime: Math.max(0, Math.floor((view.endMs - now) / 1000)),
    status: view.status,
    isAutomaticExtension: view.autoExtension,
    isEarlyClosing: view.earlyClosing,
    isOffer: false,
    isFleaMarket: false,
    seller: sellerJson(item.seller),
    conditionName: auctionConditionName(item),
    img: images,
    category: {
      id: Number(item.category.id),
      name: item.category.name,
      path: item.categoryPath.map((c) => ({ id: Number(c.id), name: c.name })),
    },
    brand: item.brand ? { path: [{ id: item.brand.id, name: item.brand.name }] } : null,
    chargeForShipping: item.shippingPayer === 'seller' ? 'seller' : 'winner',
    shipScheduleName: ['1～2日で発送', '2～3日で発送', '3～7日で発送'][h % 3],
    shipping: { methods: [{ name: item.shippingPayer === 'seller' ? 'おてがる配送（ヤマト運輸）' : 'ゆうパック', price: item.shippingPayer === 'seller' ? 0 : null }] },
    location: item.seller.prefecture,
    quantity: 1,
    highestBidder: view.highestBidderId ? { aucUserId: view.highestBidderId } : null,
    winner: view.winnerId ? { aucUserId: view.winnerId } : null,
  };
  return out;
}

function itemPage(ctx: SiteContext, code: string): Response {
  const view = ctx.house.viewByCode(code);
  if (!view || view.site !== SITE) {
    return html(page('エラー', '<div class="Error"><p>このオークションは削除されたか、存在しません。</p></div>'), 404);
  }
  const item = ctx.catalog.item(SITE, view.index);
  const detail = auctionItemJson(ctx, view, item);
  const nextData = {
    props: { pageProps: { initialState: { item: { detail: { item: detail } } } } },
    page: '/jp/auction/[auctionId]',
    query: { auctionId: code },
  };
  const tax = (amount: number): string => `<span>（税${groupDigits(withTax(amount, view.taxRate) - amount)}円）</span>`;
  const body =
    `<h1 class="ProductTitle__text">${escapeHtml(item.title)}</h1>` +
    `<dl><dt>現在</dt><dd><span>${groupDigits(view.currentPriceJpy)}<!-- -->円</span>${tax(view.currentPriceJpy)}</dd>` +
    (view.buyNowPriceJpy !== null ? `<dt>即決</dt><dd><span>${groupDigits(view.buyNowPriceJpy)}<!-- -->円</span>${tax(view.buyNowPriceJpy)}</dd>` : '') +
    `</dl>` +
    `<p class="Count">入札件数 ${view.bidCount}</p>` +
    (view.status === 'closed' ? '<p class="ClosedHeader">このオークションは終了しています</p>' : '');
  return html(page(item.title, body, nextData));
}

function sellerPage(ctx: SiteContext, id: string): Response {
  const seller = ctx.catalog.sellerById(SITE, id);
  if (!seller) return html(page('エラー', '<div class="Error"><p>指定されたユーザーは存在しません。</p></div>'), 404);
  const { house } = ctx;
  const open = scan(ctx, SITE, { sellerIndex: seller.index, includeDynamic: true }).filter((i) => house.summary(SITE, i).status === 'open').length;
  const state = {
    seller: {
      ...sellerJson(seller),
      selfIntroduction: seller.introduction,
      prefecture: seller.prefecture,
      registeredAt: jstIso(seller.createdMs),
      itemCount: open,
      profileImage: ctx.imageUrl(SITE, `seller-${seller.id}`, 1),
    },
  };
  return html(
    page(
      `${seller.name}さんの出品リスト`,
      `<h1>${escapeHtml(seller.isStore ? seller.name : seller.id)}さんの出品リスト</h1>`,
      { props: { pageProps: { initialState: state } }, page: '/seller/[sellerId]', query: { sellerId: id } },
    ),
  );
}

export function handleAuction(req: SandboxRequest, ctx: SiteContext): Response {
  const path = req.url.pathname;
  if (path === '/search/search' || path === '/search/search/') return search(req, ctx);
  const item = /^\/jp\/auction\/([A-Za-z0-9]+)\/?$/.exec(path);
  if (item) return itemPage(ctx, item[1] as string);
  const seller = /^\/seller\/([^/]+)\/?$/.exec(path);
  if (seller) return sellerPage(ctx, decodeURIComponent(seller[1] as string));
  return html(page('エラー', '<p>ページが見つかりません。</p>'), 404);
}
