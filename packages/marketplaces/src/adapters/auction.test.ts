import { describe, expect, it } from 'vitest';
import {
  createAuctionAdapter,
  parseAuctionItemPage,
  parseAuctionPriceMarkup,
  parseAuctionSearch,
  parseAuctionSellerPage,
} from './auction.ts';
import { fakeFetch, fixtureText, htmlResponse, quiet } from './test-support.ts';

/**
 * An item page as the live site serves it: the JSON sits in `__NEXT_DATA__`. No recorded page
 * exists (fixtures/README.md); the item objects below are hand-written from research §3.3's field
 * table (itself built from public parsers and the old API's names), not proof of the real schema.
 */
function itemPage(item: Record<string, unknown>): string {
  const data = { props: { pageProps: { initialState: { item: { detail: { item } } } } }, page: '/jp/auction/[auctionId]' };
  // Next.js escapes `<` in the JSON so that markup in descriptions cannot end the script.
  return `<!DOCTYPE html><html><head><title>x</title></head><body><div id="__next"></div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></body></html>`;
}

const storeListing = {
  auctionId: 'n1242036522',
  title: 'ストア出品 テスト商品',
  price: 1000,
  taxinPrice: 1100,
  initPrice: 1000,
  taxinStartPrice: 1100,
  bidorbuy: 8100,
  taxinBidorbuy: 8910,
  taxRate: 10,
  bids: 3,
  biddersNum: 2,
  watchListNum: 12,
  startTime: '2026-08-22T21:00:00+09:00',
  endTime: '2026-08-29T22:00:00+09:00',
  status: 'open',
  isAutomaticExtension: true,
  isEarlyClosing: false,
  chargeForShipping: 'winner',
  conditionName: '目立った傷や汚れなし',
  quantity: 1,
  seller: { aucUserId: 'rere_store', displayName: 'ReRe オークションストア', isStore: true, rating: { goodRating: 990, badRating: 10 } },
  img: [{ image: 'https://auctions.c.yimg.jp/a.jpg' }, { image: 'https://auctions.c.yimg.jp/a.jpg' }, { image: 'https://auctions.c.yimg.jp/b.jpg' }],
  category: { path: [{ id: '0', name: 'オークション' }, { id: '25464', name: 'おもちゃ、ゲーム' }, { id: '27727', name: 'ゲーム' }] },
  brand: { path: [{ id: '100', name: 'ニンテンドー' }] },
  descriptionHtml: '<p>説明<br>2行目</p><script>x()</script>',
  highestBidder: { aucUserId: 'bidder_1' },
};

const personalListing = {
  auctionId: 'o1242306599',
  title: '個人出品',
  price: 510,
  initPrice: 100,
  bidorbuy: 44000,
  bids: 5,
  endTime: '2026-08-29T10:00:00+09:00',
  status: 'closed',
  isAutomaticExtension: false,
  isEarlyClosing: true,
  chargeForShipping: 'seller',
  seller: { aucUserId: 'taro', displayName: 'たろう' },
  img: [],
};

describe('Yahoo Auctions search page', () => {
  it('reads li.Product / div.Product__bonus attributes from the recorded fragment', () => {
    const result = parseAuctionSearch(fixtureText('auction/search-results-fragment.html'));
    expect(result.total).toBeNull();
    expect(result.items.map((i) => i.code)).toEqual(['s1039793076', 's1039791085', 'r1039797461', 'x1039785922', 's1039795118']);
    expect(result.items[0]).toEqual({
      site: 'auction',
      code: 's1039793076',
      title: '【ポケモンカード】200/SM-P PROMO ピカチュウ プロモ\u3000中古\u3000ポケカ',
      priceJpy: 500,
      imageUrl: expect.stringContaining('i-img480x640-1645952174wmwm5x342545.jpg?pri=l&w=300'),
      condition: 'unknown',
      available: true,
      shippingPayer: 'buyer',
      bidCount: null,
      endTime: '2022-03-03T12:53:24.000Z',
      buyNowPriceJpy: null,
      sellerId: 'anonymous1',
      sellerName: 'anonymous1',
      categoryId: '2084259479',
      isShopsProduct: false,
      sourceUrl: 'https://auctions.yahoo.co.jp/jp/auction/s1039793076',
    });
    expect(result.items[1]).toMatchObject({ shippingPayer: 'seller', endTime: '2022-03-06T10:51:58.000Z' });
    // Start price equal to buy-now price: a fixed-price (定額) listing.
    expect(result.items[2]).toMatchObject({ priceJpy: 5278, buyNowPriceJpy: 5278, categoryId: '26082', shippingPayer: 'seller' });
  });

  it('tells an empty result from a broken page', () => {
    const empty = '<div class="Empty"><p class="Empty__text">条件に一致する商品は見つかりませんでした。</p></div>';
    expect(parseAuctionSearch(empty)).toEqual({ items: [], total: null });
    // A body cut off inside the first card, and a block page.
    expect(() => parseAuctionSearch('<div class="Products"><ul><li class="Product"><div class="Product__bonus" data-auction-id="x1')).toThrow();
    expect(() => parseAuctionSearch('<html><body>Access denied</body></html>')).toThrow();
  });

  it('falls back to __NEXT_DATA__ objects with auctionId on a Next.js search page', () => {
    const data = {
      props: {
        pageProps: {
          initialState: {
            search: {
              totalResultsAvailable: 2,
              items: [
                { auctionId: 'x1234567890', title: 'A', price: 1200, buyNowPrice: 0, bidCount: 3, endTime: '2026-01-01T12:00:00+09:00', imageUrl: 'https://i/a', isFreeShipping: true, seller: { userId: 'u1', displayName: 'U1' } },
                { auctionId: 'z12345678', title: 'フリマ', price: 100, isFleamarketItem: true }, // a Yahoo!フリマ item: skipped
              ],
            },
          },
        },
      },
    };
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
    const result = parseAuctionSearch(html);
    expect(result.total).toBe(2);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ code: 'x1234567890', priceJpy: 1200, bidCount: 3, endTime: '2026-01-01T03:00:00.000Z', shippingPayer: 'seller', sellerId: 'u1' });
  });
});

describe('Yahoo Auctions item page', () => {
  it('uses tax-included prices for a store listing and keeps the pre-tax current price', () => {
    const product = parseAuctionItemPage(itemPage(storeListing), { now: Date.parse('2026-08-25T00:00:00Z') });
    expect(product).toMatchObject({
      code: 'n1242036522',
      priceJpy: 1100,
      priceExTaxJpy: 1000,
      taxRatePercent: 10,
      shippingPayer: 'buyer',
      domesticShippingJpy: null,
      condition: 'good',
      conditionLabel: '目立った傷や汚れなし',
      available: true,
      images: ['https://auctions.c.yimg.jp/a.jpg', 'https://auctions.c.yimg.jp/b.jpg'],
      categoryId: '27727',
      categoryPath: [
        { id: '25464', name: 'おもちゃ、ゲーム' },
        { id: '27727', name: 'ゲーム' },
      ],
      brand: { id: '100', name: 'ニンテンドー' },
      description: '説明\n2行目',
      likes: 12,
    });
    expect(product?.seller).toMatchObject({ id: 'rere_store', name: 'ReRe オークションストア', isStore: true, ratingPercent: 99 });
    expect(product?.auction).toEqual({
      currentPriceJpy: 1100,
      currentPriceExTaxJpy: 1000,
      startPriceJpy: 1100,
      buyNowPriceJpy: 8910,
      bidCount: 3,
      startTime: '2026-08-22T12:00:00.000Z',
      endTime: '2026-08-29T13:00:00.000Z',
      autoExtension: true,
      earlyClosing: false,
      status: 'open',
      highestBidderId: 'bidder_1',
    });
  });

  it('reads a private seller (no tax keys, tax 0), a closed auction and seller-paid shipping', () => {
    const product = parseAuctionItemPage(itemPage(personalListing));
    expect(product).toMatchObject({
      priceJpy: 510,
      priceExTaxJpy: null,
      taxRatePercent: 0,
      available: false,
      stock: 0,
      shippingPayer: 'seller',
      domesticShippingJpy: 0,
      seller: { isStore: false },
    });
    expect(product?.auction).toMatchObject({
      currentPriceJpy: 510,
      currentPriceExTaxJpy: 510,
      startPriceJpy: 100,
      buyNowPriceJpy: 44000,
      status: 'closed',
      autoExtension: false,
      earlyClosing: true,
      endTime: '2026-08-29T01:00:00.000Z',
    });
  });

  it('closes an auction past its end time when the page gives no status', () => {
    const { status: _status, ...withoutStatus } = personalListing;
    const product = parseAuctionItemPage(itemPage(withoutStatus), { now: Date.parse('2026-08-30T00:00:00Z') });
    expect(product?.auction?.status).toBe('closed');
  });

  it('reads the recorded price block (現在 510<!-- -->円, 即決 44,000円)', () => {
    expect(parseAuctionPriceMarkup(fixtureText('auction/item-price-markup.excerpt.html'))).toEqual({
      currentPriceJpy: 510,
      buyNowPriceJpy: 44000,
    });
  });

  it('falls back to the price block when a page has no __NEXT_DATA__', () => {
    const html = fixtureText('auction/item-price-markup.excerpt.html').replace('<html>', '<html><head><meta property="og:title" content="テスト商品"></head>');
    expect(parseAuctionItemPage(html, { code: 'o1242306599' })).toMatchObject({ code: 'o1242306599', title: 'テスト商品', priceJpy: 510 });
    expect(() => parseAuctionItemPage('<html><body>メンテナンス中</body></html>', { code: 'o1' })).toThrow();
  });

  it('answers null for Next.js error pages', () => {
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ page: '/_error', props: { pageProps: { statusCode: 404 } } })}</script>`;
    expect(parseAuctionItemPage(html, { code: 'x1' })).toBeNull();
  });

  it('reads the seller page profile (sandbox shape)', () => {
    const seller = { aucUserId: 'rere_store', displayName: 'ReRe', isStore: true, rating: { goodRating: 99, badRating: 1 }, itemCount: 42, selfIntroduction: 'よろしく' };
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { initialState: { seller } } } })}</script>`;
    expect(parseAuctionSellerPage(html, 'rere_store')).toEqual({
      id: 'rere_store',
      name: 'ReRe',
      isStore: true,
      ratingPercent: 99,
      ratingCount: 100,
      url: 'https://auctions.yahoo.co.jp/seller/rere_store',
      itemCount: 42,
      description: 'よろしく',
    });
    expect(parseAuctionSellerPage('<html></html>', 'x')).toBeNull();
  });
});

describe('Yahoo Auctions adapter', () => {
  it('searches /search/search with p, b (1-based offset), n, sort and seller', async () => {
    const fetch = fakeFetch(() => htmlResponse(fixtureText('auction/search-results-fragment.html')));
    const adapter = createAuctionAdapter({ fetch, ...quiet });
    const page = await adapter.search({ keyword: 'ピカチュウ', page: 2, pageSize: 20, sort: 'ending_soon', sellerId: 'anonymous1', listingType: 'auction' });
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/search/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ p: 'ピカチュウ', b: '21', n: '20', s1: 'end', o1: 'a', seller: 'anonymous1', fixed: '2' });
    expect(fetch.calls[0]?.headers['user-agent']).toContain('Mozilla');
    expect(page).toMatchObject({ page: 2, pageSize: 20, hasNext: false });
    expect(page.items).toHaveLength(5);
  });

  it('searches by brand alone with brand_id', async () => {
    const fetch = fakeFetch(() => htmlResponse(fixtureText('auction/search-results-fragment.html')));
    const adapter = createAuctionAdapter({ fetch, ...quiet });
    const page = await adapter.search({ brandId: '1102', sort: 'popular' });
    expect(page.items.length).toBeGreaterThan(0);
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(url.searchParams.get('brand_id')).toBe('1102');
    expect(url.searchParams.has('p')).toBe(false);
  });

  it('gets the item page and answers null for 404 and malformed ids', async () => {
    const fetch = fakeFetch((call) => (call.url.endsWith('x9999999999') ? htmlResponse('not found', 404) : htmlResponse(itemPage(storeListing))));
    const adapter = createAuctionAdapter({ fetch, ...quiet });
    expect(await adapter.item('n1242036522')).toMatchObject({ code: 'n1242036522' });
    expect(fetch.calls[0]?.url).toBe('https://auctions.yahoo.co.jp/jp/auction/n1242036522');
    expect(await adapter.item('x9999999999')).toBeNull();
    expect(await adapter.item('../etc')).toBeNull();
  });

  it('lists the static top categories and their children', async () => {
    const adapter = createAuctionAdapter({ fetch: fakeFetch(() => htmlResponse('')), ...quiet });
    const top = (await adapter.categories?.(null)) ?? [];
    expect(top.find((c) => c.id === '25464')).toEqual({ id: '25464', name: 'おもちゃ、ゲーム', parentId: null, hasChildren: true });
    const games = (await adapter.categories?.('25464')) ?? [];
    expect(games.find((c) => c.id === '27727')).toMatchObject({ name: 'ゲーム', parentId: '25464' });
  });
});
