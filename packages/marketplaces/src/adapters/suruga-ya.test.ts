import { describe, expect, it } from 'vitest';
import { createSurugayaAdapter, firstYen, parseSurugayaDetail, parseSurugayaSearch, surugayaLink } from './suruga-ya.ts';
import { fakeFetch, fixtureText, htmlResponse, quiet } from './test-support.ts';

const inStock = fixtureText('suruga-ya/search-item-card.excerpt.html');
const outOfStock = fixtureText('suruga-ya/search-item-card-out-of-stock.excerpt.html');

/**
 * A detail page written by hand from the selectors of research §6 (no recorded detail page
 * exists; fixtures/README.md). It checks the selector logic, not the real markup.
 */
function detailPage({ buy = true, wait = false } = {}): string {
  return `<html><head><title>駿河屋</title></head><body>
  <ol class="breadcrumb"><li><a href="/">トップ</a></li><li><a href="/search?category=5">ゲーム</a></li><li><a href="/search?category=501">トレカ</a></li></ol>
  <h1 id="item_title">No.001[●]：フシギダネ LV.13</h1>
  <div class="is-main-image"><img data-src="https://cdn.suruga-ya.jp/database/pics_light/game/g3304114.jpg" src="data:image/gif;base64,R0lGOD"></div>
  <div class="price_group">
    <label class="mgnL10"><span class="text-price-detail price-buy">￥1,280</span><span class="tax">税込</span></label>
    <span class="text-condition">中古</span>
  </div>
  ${buy ? '<div class="btn_buy"><button class="cart1">カートに入れる</button></div>' : ''}
  ${wait ? '<div class="waitbtn">入荷待ち</div>' : ''}
  <table class="tbl_product_info">
    <tr><th>定価</th><td>￥500</td></tr>
    <tr><th>発売日</th><td>1996/10/20</td></tr>
    <tr><th>メーカー</th><td>メディアファクトリー</td></tr>
  </table>
</body></html>`;
}

describe('Suruga-ya search cards (recorded excerpts)', () => {
  it('reads an in-stock card: full-width yen, price range, used, detail link', () => {
    const { items, cardCount } = parseSurugayaSearch(inStock);
    expect(cardCount).toBe(1);
    expect(items[0]).toEqual({
      site: 'suruga-ya',
      code: 'G3304114',
      title: 'No.001[●]：フシギダネ LV.13',
      priceJpy: 580,
      imageUrl: 'https://www.suruga-ya.jp/database/photo.php?shinaban=G3304114&size=m',
      condition: 'used',
      available: true,
      shippingPayer: 'unknown',
      bidCount: null,
      endTime: null,
      buyNowPriceJpy: null,
      sellerId: null,
      sellerName: '駿河屋',
      categoryId: null,
      isShopsProduct: false,
      sourceUrl: 'https://www.suruga-ya.jp/product/detail/G3304114',
    });
  });

  it('reads a sold-out card (品切れ, /product/other/ link) as unavailable without a price', () => {
    const [card] = parseSurugayaSearch(outOfStock).items;
    expect(card).toMatchObject({ code: 'G4395740', priceJpy: null, available: false, sellerName: 'マケプレ' });
  });

  it('does not take the list price (定価) outside .item_price as the selling price', () => {
    // Hand-written around the recorded card: a 定価 block outside .item_price, as research §6 describes.
    const html = inStock.replace('<div class="item_price padT12">', '<p class="price_teika">定価：<strong>￥9,999</strong></p><div class="item_price padT12">');
    expect(parseSurugayaSearch(html).items[0]?.priceJpy).toBe(580);
  });

  it('falls back to the marketplace price when the shop price is missing', () => {
    const html = inStock.replace(/<p class="price_teika">[\s\S]*?<\/p>/, '');
    expect(parseSurugayaSearch(html).items[0]?.priceJpy).toBe(380);
  });

  it('tells an empty result from a broken page', () => {
    expect(parseSurugayaSearch('<p class="hit">検索結果：<span class="hit_count">0</span>件</p>')).toMatchObject({ items: [], total: 0 });
    expect(parseSurugayaSearch('<p>該当する商品が見つかりませんでした。</p>').items).toEqual([]);
    expect(() => parseSurugayaSearch('<html><body>Just a moment...</body></html>')).toThrow();
  });

  it('parses links and yen amounts', () => {
    expect(surugayaLink('https://www.suruga-ya.jp/product/other/G4395740')).toEqual({ code: 'G4395740', kind: 'other' });
    expect(surugayaLink('/product/detail/128000123?tenpo_cd=400')).toEqual({ code: '128000123', kind: 'detail' });
    expect(surugayaLink('/search?x')).toBeNull();
    expect(firstYen('中古：￥6,400 ')).toBe(6400);
    expect(firstYen('￥580  ～ ￥1,280 ')).toBe(580);
    expect(firstYen('1,000円')).toBe(1000);
  });
});

describe('Suruga-ya detail page (hand-written markup)', () => {
  it('reads title, price, stock, image, spec table and breadcrumb', () => {
    const product = parseSurugayaDetail(detailPage(), 'G3304114');
    expect(product).toMatchObject({
      code: 'G3304114',
      title: 'No.001[●]：フシギダネ LV.13',
      priceJpy: 1280,
      available: true,
      condition: 'used',
      imageUrl: 'https://cdn.suruga-ya.jp/database/pics_light/game/g3304114.jpg',
      attributes: { 定価: '￥500', 発売日: '1996/10/20', メーカー: 'メディアファクトリー' },
      categoryPath: [
        { id: '5', name: 'ゲーム' },
        { id: '501', name: 'トレカ' },
      ],
      categoryId: '501',
    });
  });

  it('is sold out with .waitbtn or without a buy button', () => {
    expect(parseSurugayaDetail(detailPage({ buy: true, wait: true }), 'G1')).toMatchObject({ available: false, stock: 0 });
    expect(parseSurugayaDetail(detailPage({ buy: false }), 'G1')).toMatchObject({ available: false });
  });

  it('takes the category path from the カテゴリ row when the page has no breadcrumb', () => {
    // The sandbox's row: plain names, top first. Only the top category has a known code.
    const plain = detailPage()
      .replace(/<ol class="breadcrumb">[\s\S]*?<\/ol>/, '')
      .replace('<tr><th>定価</th>', '<tr><th>カテゴリ</th><td>ゲーム &gt; Nintendo Switch</td></tr><tr><th>定価</th>');
    expect(parseSurugayaDetail(plain, 'G1')).toMatchObject({
      categoryPath: [{ id: '7', name: 'ゲーム' }],
      categoryId: '7',
      attributes: { カテゴリ: 'ゲーム > Nintendo Switch' },
    });
    // Names linked to a category search keep their links' codes.
    const linked = plain.replace(
      'ゲーム &gt; Nintendo Switch',
      '<a href="/search?category=7">ゲーム</a> ＞ <a href="https://www.suruga-ya.jp/search?category=701&amp;x=1">Nintendo Switch</a>',
    );
    expect(parseSurugayaDetail(linked, 'G1')).toMatchObject({
      categoryPath: [
        { id: '7', name: 'ゲーム' },
        { id: '701', name: 'Nintendo Switch' },
      ],
      categoryId: '701',
    });
    // An unknown top category gives no path rather than an id the search would not take.
    expect(parseSurugayaDetail(plain.replace('ゲーム &gt;', 'ゲームソフト &gt;'), 'G1')).toMatchObject({ categoryPath: [], categoryId: null });
  });

  it('prefers the breadcrumb (a code for every level) to the カテゴリ row', () => {
    const html = detailPage().replace('<tr><th>定価</th>', '<tr><th>カテゴリ</th><td>ゲーム &gt; Nintendo Switch</td></tr><tr><th>定価</th>');
    expect(parseSurugayaDetail(html, 'G1')?.categoryPath).toEqual([
      { id: '5', name: 'ゲーム' },
      { id: '501', name: 'トレカ' },
    ]);
  });

  it('answers null for a not-found page and fails on an unknown page', () => {
    expect(parseSurugayaDetail('<html><body><p>お探しの商品は見つかりませんでした。</p></body></html>', 'G1')).toBeNull();
    expect(() => parseSurugayaDetail('<html><body>Just a moment...</body></html>', 'G1')).toThrow();
  });
});

describe('Suruga-ya adapter', () => {
  it('searches with search_word, category and rankBy, and drops sold-out cards by default', async () => {
    const fetch = fakeFetch(() => htmlResponse(`<div id="search_result">${inStock}${outOfStock}</div>`));
    const adapter = createSurugayaAdapter({ fetch, ...quiet });
    const page = await adapter.search({ keyword: 'フシギダネ', categoryId: '5', sort: 'price_asc', page: 2, condition: 'used' });
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: '5',
      search_word: 'フシギダネ',
      rankBy: 'price:ascending',
      'restrict[]': 'sale_classified=中古',
      inStock: 'On',
    });
    expect(page.items).toEqual([]);
    const first = await adapter.search({ keyword: 'フシギダネ', categoryId: '5', condition: 'used' });
    expect(first.items.map((i) => i.code)).toEqual(['G3304114']);
    expect(first).toMatchObject({ pageSize: 20, hasNext: false, total: 2 });
    const all = await adapter.search({ keyword: 'フシギダネ', onlyAvailable: false });
    expect(all.items).toHaveLength(2);
    expect(new URL(fetch.calls.at(-1)?.url ?? '').searchParams.has('inStock')).toBe(false);
  });

  /** A search page of the site: 24 cards of codes G<n> numbered from `from`, and the hit count. */
  function sitePage(from: number, count: number, total: number): string {
    const cards = Array.from({ length: count }, (_, k) => inStock.replaceAll('G3304114', `G${from + k}`)).join('');
    return `<div id="search_result"><p class="hit"><span class="hit_count">${total}</span>件</p>${cards}${from + count < total ? '<ul><li class="next"><a href="?page=2">次へ</a></li></ul>' : ''}</div>`;
  }

  it('re-pages the site\'s 24 cards to 20 a page: each page full, every item once, totals add up', async () => {
    const total = 67;
    const fetch = fakeFetch((call) => {
      const n = Number(new URL(call.url).searchParams.get('page') ?? '1');
      const from = (n - 1) * 24;
      return htmlResponse(sitePage(from, Math.max(0, Math.min(24, total - from)), total));
    });
    const adapter = createSurugayaAdapter({ fetch, ...quiet });
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await adapter.search({ keyword: 'ゲーム', page });
      expect(result).toMatchObject({ page, pageSize: 20, total, hasNext: page < 4 });
      expect(result.items).toHaveLength(page < 4 ? 20 : 7);
      seen.push(...result.items.map((i) => i.code));
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, k) => `G${k}`));
    // Page 2 (items 20..39) lies on the site's pages 1 and 2.
    const pagesAsked = fetch.calls.map((c) => new URL(c.url).searchParams.get('page') ?? '1');
    expect(pagesAsked).toEqual(['1', '1', '2', '2', '3', '3']);
    const sized = await adapter.search({ keyword: 'ゲーム', page: 2, pageSize: 30 });
    expect(sized.items.map((i) => i.code)).toEqual(Array.from({ length: 30 }, (_, k) => `G${30 + k}`));
  });

  it('lists its top categories with the codes its search takes, without a second level', async () => {
    const fetch = fakeFetch(() => htmlResponse(''));
    const adapter = createSurugayaAdapter({ fetch, ...quiet });
    const tops = await adapter.categories!(null);
    expect(tops.map((c) => [c.id, c.name])).toEqual([
      ['7', 'ゲーム'],
      ['3', '映像ソフト'],
      ['4', '音楽ソフト'],
      ['5', 'おもちゃ・ホビー'],
      ['10', '書籍・コミック'],
      ['2', '家電・カメラ・AV'],
      ['11', '同人'],
    ]);
    expect(tops.every((c) => c.parentId === null && !c.hasChildren)).toBe(true);
    expect(await adapter.categories!('7')).toEqual([]);
    expect(fetch.calls).toHaveLength(0);
  });

  it('gets the detail page and answers null for 404', async () => {
    const fetch = fakeFetch((call) => (call.url.endsWith('/NONE') ? htmlResponse('', 404) : htmlResponse(detailPage())));
    const adapter = createSurugayaAdapter({ fetch, ...quiet });
    expect(await adapter.item('G3304114')).toMatchObject({ priceJpy: 1280 });
    expect(fetch.calls[0]?.url).toBe('https://www.suruga-ya.jp/product/detail/G3304114');
    expect(await adapter.item('NONE')).toBeNull();
    expect(await adapter.item('bad/code')).toBeNull();
  });
});
