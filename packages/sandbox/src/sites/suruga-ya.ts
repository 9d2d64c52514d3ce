// Suruga-ya (駿河屋), answered as the HTML its scrapers read: the search page with `div.item` cards
// (markup of fixtures/suruga-ya/*.html: full-width ￥, 品切れ for sold out) and the product page
// with the selectors of research §6 (h1, .price_group .text-price-detail, .btn_buy / .cart1 vs
// .waitbtn, .is-main-image img, .tbl_product_info).

import { Flag, type CatalogItem } from '../catalog.ts';
import { escapeHtml, groupDigits } from '../html.ts';
import { jstDate } from '../time.ts';
import { html, intParam, relevance, scan, sortBy, type SandboxRequest, type SiteContext } from './common.ts';

const SITE = 'suruga-ya' as const;
const PAGE_SIZE = 24;
const BASE = 'https://www.suruga-ya.jp';

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(title)} | 中古・新品通販の駿河屋</title></head><body>${body}</body></html>`;
}

function yen(n: number): string {
  return `￥${groupDigits(n)}`;
}

function card(ctx: SiteContext, item: CatalogItem): string {
  const href = `${BASE}/product/detail/${escapeHtml(item.code)}`;
  const title = escapeHtml(item.title);
  const label = item.isUsed ? '中古' : '新品';
  const recent = ctx.now() - item.createdMs < 14 * 86_400_000 || item.popularity % 11 === 0;
  const kind = escapeHtml(item.categoryPath.map((c) => c.name).join('/'));
  const maker = item.brand?.name ?? item.attributes['出版社'] ?? item.attributes['メーカー'] ?? '';
  if (item.soldOut) {
    return `
<div class="item">
    <div class="item_detail">
        <div class="title">
            <a href="/product/other/${escapeHtml(item.code)}">
                <h3 class="product-name">${title}</h3>
            </a>
        </div>
        <p class="release_date">[発売日：${jstDate(item.releaseMs)}]</p>
    </div>
    <div class="item_price padT12">
        <p class="price">品切れ</p>
    </div>
</div>`;
  }
  return `
<div class="item">
    ${recent ? '<p class="condition"><span class="new_arrival red">新入荷</span></p>' : ''}
    <div class="photo_box">
        <p class="thum">
            <a href="${href}">
                <img src="${escapeHtml(ctx.imageUrl(SITE, item.code, 1))}">
            </a>
        </p>
    </div>
    <div class="item_detail">
        <div class="title">
            <a href="${href}">
                <h3 class="product-name">${title}</h3>
            </a>
        </div>
        <p class="condition background-kishu">${kind}</p>
        <p class="release_date">[発売日：${jstDate(item.releaseMs)}]</p>
        ${maker ? `<p class="brand">[${escapeHtml(maker)}] </p>` : ''}
        ${item.listPriceJpy ? `<p class="price_teika">定価：${yen(item.listPriceJpy)}</p>` : ''}
    </div>
    <div class="item_price padT12">
        <p class="price_teika">
            ${label}：<span class="text-red"><strong>${yen(item.priceJpy)} </strong></span>&nbsp;
            <span class="tax">税込</span>
        </p>
    </div>
</div>`;
}

function search(req: SandboxRequest, ctx: SiteContext): Response {
  const p = req.url.searchParams;
  const { catalog } = ctx;
  const category = p.get('category') ?? '';
  const keyword = p.get('search_word') ?? '';
  const pageNo = Math.max(1, intParam(p, 'page', 1) || 1);
  const rankBy = p.get('rankBy') ?? '';
  const restrictions = p.getAll('restrict[]');
  const usedOnly = restrictions.includes('sale_classified=中古');
  const newOnly = restrictions.includes('sale_classified=新品');
  // `inStock=On` is what the site's own search form and its scrapers send; `restrict[]=in_stock=t` too.
  const inStockOnly = restrictions.includes('in_stock=t') || /^(on|1|true)$/i.test(p.get('inStock') ?? '');
  let indexes = scan(ctx, SITE, {
    keyword,
    categoryId: category || null,
    where: (i) => {
      const flags = catalog.flagsOf(SITE, i);
      if (usedOnly && !(flags & Flag.Used)) return false;
      if (newOnly && flags & Flag.Used) return false;
      if (inStockOnly && flags & Flag.SoldOut) return false;
      return true;
    },
  });
  if (rankBy === 'price:ascending' || rankBy === 'price:descending') {
    // Sold-out items have no price to sort by: they go last.
    const asc = rankBy === 'price:ascending';
    indexes = sortBy(
      indexes,
      (i) => (catalog.flagsOf(SITE, i) & Flag.SoldOut ? (asc ? Number.MAX_SAFE_INTEGER : -1) : catalog.priceOf(SITE, i)),
      asc ? 'asc' : 'desc',
    );
  } else if (rankBy === 'modificationTime:descending') indexes = sortBy(indexes, (i) => catalog.createdOf(SITE, i), 'desc');
  else if (rankBy === 'release_date:descending') indexes = sortBy(indexes, (i) => catalog.item(SITE, i).releaseMs, 'desc');
  else indexes = sortBy(indexes, (i) => relevance(ctx, SITE, i), 'desc');
  const total = indexes.length;
  const items = indexes.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
  const next = new URLSearchParams(p);
  next.set('page', String(pageNo + 1));
  const prev = new URLSearchParams(p);
  prev.set('page', String(pageNo - 1));
  const pager =
    `<div id="pager"><ul class="pagination">` +
    (pageNo > 1 ? `<li class="prev"><a href="/search?${escapeHtml(prev.toString())}">前へ</a></li>` : '') +
    `<li class="active"><span>${pageNo}</span></li>` +
    (pageNo * PAGE_SIZE < total ? `<li class="next"><a href="/search?${escapeHtml(next.toString())}">次へ</a></li>` : '') +
    `</ul></div>`;
  const body =
    `<div id="search_result">` +
    `<p class="hit">検索結果：<span class="hit_count">${groupDigits(total)}</span>件</p>` +
    (total === 0 ? `<p class="no_result">該当する商品が見つかりませんでした。</p>` : `<div class="item_list">${items.map((i) => card(ctx, catalog.item(SITE, i))).join('')}</div>`) +
    pager +
    `</div>`;
  return html(page(keyword ? `「${keyword}」の検索結果` : '検索結果', body));
}

function detail(ctx: SiteContext, code: string): Response {
  const found = ctx.catalog.find(SITE, code);
  if (!found) return html(page('ページが見つかりません', '<div class="error"><p>お探しの商品は見つかりませんでした。</p></div>'), 404);
  const item = found.item;
  const label = item.isUsed ? '中古' : '新品';
  const rows: Array<[string, string]> = [
    ['品番', item.code],
    ['カテゴリ', item.categoryPath.map((c) => c.name).join(' > ')],
    ['発売日', jstDate(item.releaseMs)],
    ...(item.brand ? ([['メーカー', item.brand.name]] as Array<[string, string]>) : []),
    ...(item.janCode ? ([['JANコード', item.janCode]] as Array<[string, string]>) : []),
    ...(item.listPriceJpy ? ([['定価', `${yen(item.listPriceJpy)}（税込）`]] as Array<[string, string]>) : []),
    ...Object.entries(item.attributes).filter(([k]) => k !== 'ブランド'),
  ];
  const priceBlock = item.soldOut
    ? `<div class="price_group mb-3"><label class="mgnB5"><span class="text-default">${label}</span> <span class="text-price-detail">品切れ</span></label></div>`
    : `<div class="price_group mb-3"><label class="mgnB5"><input type="radio" name="product_selected" checked> <span class="text-default">${label}</span> <span class="text-price-detail price-buy">${yen(item.priceJpy)}</span> <span class="tax">(税込)</span></label></div>`;
  const buttons = item.soldOut
    ? `<div class="waitbtn"><button type="button" class="btn">入荷待ち</button></div>`
    : `<div class="btn_buy"><button type="submit" class="cart1">カートに入れる</button></div>`;
  const images = Array.from(
    { length: item.imageCount },
    (_, k) => `<li${k === 0 ? ' class="is-main-image"' : ''}><img src="${escapeHtml(ctx.imageUrl(SITE, item.code, k + 1))}" alt="${escapeHtml(item.title)}"></li>`,
  ).join('');
  const body =
    `<div id="item_detail">` +
    `<h1 id="item_title" class="h1_title_product">${escapeHtml(item.title)}</h1>` +
    `<ul class="item_images">${images}</ul>` +
    priceBlock +
    buttons +
    `<table class="tbl_product_info">${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` +
    `<div id="product_description" class="product_description">${item.description
      .split('\n')
      .map((l) => escapeHtml(l))
      .join('<br>')}</div>` +
    `</div>`;
  return html(page(item.title, body));
}

export function handleSurugaya(req: SandboxRequest, ctx: SiteContext): Response {
  const path = req.url.pathname;
  if (path === '/search' || path === '/search/') return search(req, ctx);
  const m = /^\/product\/(?:detail|other)\/([A-Za-z0-9-]+)\/?$/.exec(path);
  if (m) return detail(ctx, m[1] as string);
  return html(page('ページが見つかりません', '<p>ページが見つかりません。</p>'), 404);
}
