// No recorded Yahoo! Shopping response exists (fixtures/README.md, "Not found"). The bodies here
// are hand-written from the field tables of research §2 and the official documentation's field
// names; they test the mapping, they are not proof of the real schema.
import { describe, expect, it } from 'vitest';
import {
  createShoppingAdapter,
  parseShoppingCategories,
  parseShoppingLookup,
  parseShoppingRanking,
  parseShoppingSearch,
  shoppingCodeOf,
  unwrapJsonp,
} from './shopping.ts';
import { fakeFetch, jsonResponse, quiet } from './test-support.ts';

const v3Body = {
  totalResultsAvailable: 1234,
  totalResultsReturned: 3,
  firstResultsPosition: 1,
  request: { query: 'ポケモン' },
  hits: [
    {
      index: 1,
      name: 'ポケモンカード BOX',
      description: '説明文',
      headLine: '送料無料！',
      url: 'https://store.shopping.yahoo.co.jp/cardshop/pk-box-01.html',
      inStock: true,
      code: 'cardshop_pk-box-01',
      condition: 'new',
      price: 5500,
      taxExcludePrice: 5000,
      image: { small: 'https://item-shopping.c.yimg.jp/i/c/cardshop_pk-box-01', medium: 'https://item-shopping.c.yimg.jp/i/g/cardshop_pk-box-01' },
      exImage: { url: 'https://item-shopping.c.yimg.jp/i/n/cardshop_pk-box-01', width: 600, height: 600 },
      janCode: '4521329000000',
      brand: { id: 1234, name: 'ポケモン' },
      seller: { sellerId: 'cardshop', name: 'カードショップ', url: 'https://store.shopping.yahoo.co.jp/cardshop/', review: { rate: 4.5, count: 120 } },
      genreCategory: { id: 2511, name: 'トレーディングカード', depth: 3 },
      parentGenreCategories: [
        { id: 1, name: 'すべてのカテゴリから', depth: 0 },
        { id: 2498, name: 'おもちゃ', depth: 1 },
      ],
      shipping: { code: 2, name: '送料無料' },
      review: { rate: 4.2, count: 8 },
    },
    {
      name: '中古 ゲーム',
      url: 'https://store.shopping.yahoo.co.jp/usedgame/g-123.html',
      inStock: false,
      code: 'g-123', // the bare seller code variant
      condition: 'used',
      price: 1980,
      image: { medium: 'https://item-shopping.c.yimg.jp/i/g/usedgame_g-123' },
      seller: { sellerId: 'usedgame', name: '中古ゲーム屋' },
      genreCategory: { id: 2161, name: 'ゲーム', depth: 1 },
      shipping: { code: 1, name: '送料別' },
    },
    {
      name: '条件付き送料無料',
      url: 'https://paypaymall.yahoo.co.jp/store/mall/item/x1/',
      inStock: true,
      code: 'x1',
      price: 3000,
      seller: { sellerId: 'mall', name: 'モール' },
      shipping: { code: 3, name: '条件付送料無料' },
    },
  ],
};

/** The V1 JSON shape: numeric keys for list entries, PascalCase, `{_value}` wrappers. */
const v1Lookup = {
  ResultSet: {
    totalResultsAvailable: '1',
    totalResultsReturned: 1,
    firstResultPosition: 1,
    '0': {
      Result: {
        '0': {
          Name: 'ポケモンカード BOX',
          Description: '<b>説明</b>',
          Headline: '送料無料！',
          Url: 'https://store.shopping.yahoo.co.jp/cardshop/pk-box-01.html',
          Availability: 'outofstock',
          Code: 'cardshop_pk-box-01',
          Image: { Id: 'cardshop_pk-box-01', Small: 'https://s/1', Medium: 'https://m/1' },
          ExImage: { Url: 'https://ex/1', Width: 600, Height: 600 },
          RelatedImages: { '0': { Small: 'https://s/2', Medium: 'https://m/2' } },
          Price: { _value: '5500' },
          PriceLabel: { taxable: 'true', FixedPrice: '6000', DefaultPrice: '5500' },
          Shipping: { Code: '2', Name: '送料無料' },
          Category: { Current: { Id: '2511', Name: 'トレーディングカード' } },
          Brands: { Id: '1234', Name: 'ポケモン' },
          JanCode: '4521329000000',
          Store: { Id: 'cardshop', Name: 'カードショップ', Url: 'https://store.shopping.yahoo.co.jp/cardshop/', Ratings: { Rate: '4.00', Count: '50' } },
          Inventories: {
            '0': { SubCode: 'pk-box-01-a', Availability: 'outofstock', Order: { '0': { Name: '種類', Value: 'A' } } },
            '1': { SubCode: 'pk-box-01-b', Availability: 'instock', Order: { '0': { Name: '種類', Value: 'B' } } },
          },
        },
      },
    },
  },
};

describe('Yahoo Shopping parsers', () => {
  it('reads V3 hits: tax-included price, pre-tax price, stock, shipping codes 1/2/3', () => {
    const result = parseShoppingSearch(v3Body);
    expect(result.total).toBe(1234);
    const [box, game, mall] = result.products;
    expect(box).toMatchObject({
      code: 'cardshop_pk-box-01',
      priceJpy: 5500,
      priceExTaxJpy: 5000,
      taxRatePercent: 10,
      available: true,
      shippingPayer: 'seller',
      domesticShippingJpy: 0,
      condition: 'new',
      imageUrl: 'https://item-shopping.c.yimg.jp/i/n/cardshop_pk-box-01',
      sellerId: 'cardshop',
      categoryId: '2511',
      sourceUrl: 'https://store.shopping.yahoo.co.jp/cardshop/pk-box-01.html',
      brand: { id: '1234', name: 'ポケモン' },
    });
    expect(box?.seller).toMatchObject({ ratingPercent: 90, ratingCount: 120, isStore: true });
    expect(box?.categoryPath.map((c) => c.id)).toEqual(['1', '2498', '2511']);
    expect(game).toMatchObject({ code: 'usedgame_g-123', available: false, stock: 0, condition: 'used', shippingPayer: 'buyer' });
    expect(mall).toMatchObject({ code: 'mall_x1', shippingPayer: 'unknown' });
  });

  it('builds the <store>_<item> code from the URL first, else from seller + code', () => {
    expect(shoppingCodeOf('abc', 'store', 'https://store.shopping.yahoo.co.jp/store/item_1.html')).toBe('store_item_1');
    expect(shoppingCodeOf('store_abc', 'store', null)).toBe('store_abc');
    expect(shoppingCodeOf('abc', 'store', null)).toBe('store_abc');
  });

  it('reads a V1 itemLookup body (numeric keys, _value wrappers, inventories)', () => {
    const product = parseShoppingLookup(v1Lookup);
    expect(product).toMatchObject({
      code: 'cardshop_pk-box-01',
      title: 'ポケモンカード BOX',
      priceJpy: 5500,
      available: false,
      stock: 0,
      shippingPayer: 'seller',
      imageUrl: 'https://ex/1',
      images: ['https://ex/1', 'https://m/2'],
      categoryPath: [{ id: '2511', name: 'トレーディングカード' }],
      seller: { id: 'cardshop', ratingPercent: 80, ratingCount: 50 },
    });
    expect(product?.variants).toEqual([
      { id: 'pk-box-01-a', name: '種類: A', quantity: 0, priceJpy: null },
      { id: 'pk-box-01-b', name: '種類: B', quantity: null, priceJpy: null },
    ]);
  });

  it('answers null when the lookup found nothing', () => {
    expect(parseShoppingLookup({ ResultSet: { totalResultsAvailable: '0', totalResultsReturned: 0, '0': { Result: {} } } })).toBeNull();
  });

  it('unwraps JSONP', () => {
    expect(JSON.parse(unwrapJsonp('/* */ cb({"a":1});'))).toEqual({ a: 1 });
    expect(unwrapJsonp(' {"a":1}')).toBe('{"a":1}');
  });

  it('reads categorySearch children and categoryRanking entries', () => {
    const categories = {
      ResultSet: {
        '0': {
          Result: {
            Categories: {
              Current: { Id: '1' },
              Children: {
                '0': { Id: '2498', Title: { Short: 'おもちゃ', Medium: 'おもちゃ、ゲーム', Long: 'おもちゃ、ゲーム' } },
                '1': { Id: '2500', Title: { Short: '食品', Medium: '食品' } },
              },
            },
          },
        },
      },
    };
    expect(parseShoppingCategories(categories, null)).toEqual([
      { id: '2498', name: 'おもちゃ、ゲーム', parentId: null, hasChildren: true },
      { id: '2500', name: '食品', parentId: null, hasChildren: true },
    ]);
    const ranking = {
      category_ranking: {
        ranking_data: [
          { rank: 1, name: '一位', code: 'cardshop_a', url: 'https://store.shopping.yahoo.co.jp/cardshop/a.html', image: { medium: 'https://m/a' }, seller: { seller_id: 'cardshop', name: 'カード' } },
          { rank: 2, item_information: { name: '二位', code: 'b', seller: { seller_id: 'other' } } },
        ],
      },
    };
    expect(parseShoppingRanking(ranking).map((p) => [p.code, p.attributes['ランキング']])).toEqual([
      ['cardshop_a', '1位'],
      ['other_b', '2位'],
    ]);
  });
});

describe('Yahoo Shopping adapter', () => {
  it('calls V3 itemSearch with appid, in_stock and 1-based start', async () => {
    const fetch = fakeFetch(() => jsonResponse(v3Body));
    const adapter = createShoppingAdapter({ fetch, credentials: { appid: 'dj00secret' }, ...quiet });
    const page = await adapter.search({ keyword: 'ポケモン', page: 3, pageSize: 20, sort: 'price_desc', condition: 'used' });
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/ShoppingWebService/V3/itemSearch');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'dj00secret',
      query: 'ポケモン',
      in_stock: 'true',
      start: '41',
      results: '20',
      sort: '-price',
      condition: 'used',
    });
    expect(page).toMatchObject({ page: 3, total: 1234, hasNext: true });
  });

  it('never asks beyond position 1,000', async () => {
    const fetch = fakeFetch(() => jsonResponse(v3Body));
    const adapter = createShoppingAdapter({ fetch, credentials: { appid: 'a' }, ...quiet });
    expect((await adapter.search({ keyword: 'x', page: 51, pageSize: 20 })).items).toEqual([]);
    expect(fetch.calls).toHaveLength(0);
  });

  it('looks an item up with V1 itemLookup and maps a 400 error body to rejected', async () => {
    const fetch = fakeFetch((call) =>
      call.url.includes('bad_code') ? jsonResponse({ Error: { Message: 'itemcode is invalid' } }, 400) : jsonResponse(v1Lookup),
    );
    const adapter = createShoppingAdapter({ fetch, credentials: { appid: 'a' }, ...quiet });
    expect(await adapter.item('cardshop_pk-box-01')).toMatchObject({ title: 'ポケモンカード BOX' });
    expect(new URL(fetch.calls[0]?.url ?? '').searchParams.get('responsegroup')).toBe('large');
    await expect(adapter.item('bad_code')).rejects.toMatchObject({ failure: 'rejected', message: expect.stringContaining('itemcode is invalid') });
    const denied = createShoppingAdapter({ fetch: fakeFetch(() => jsonResponse({ Error: { Message: 'Your Request was Forbidden' } }, 403)), credentials: { appid: 'a' }, ...quiet });
    await expect(denied.item('cardshop_pk-box-01')).rejects.toMatchObject({ failure: 'bad_status', status: 403 });
    expect(await adapter.item('no-underscore')).toBeNull();
  });
});
