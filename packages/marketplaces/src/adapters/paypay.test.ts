// fixtures/paypay/search-api.handwritten.json is hand-written (a Go test's constant), and no body
// of the item API was ever recorded: these tests check the mapping, not the real schema.
import { describe, expect, it } from 'vitest';
import { createPaypayAdapter, parsePaypayItemBody, parsePaypaySearch, paypayCondition } from './paypay.ts';
import { fakeFetch, fixtureJson, jsonResponse, quiet } from './test-support.ts';

const itemFields = {
  id: 'z123456789',
  title: 'ポケモンカード',
  price: 1500,
  itemStatus: 'OPEN',
  condition: 'USED20',
  images: [{ url: 'https://img/1.jpg' }, 'https://img/2.jpg'],
  category: { id: 2420, name: 'TCG', path: [{ id: 1, name: 'ホビー' }, { id: 2420, name: 'TCG' }] },
  seller: { id: 'u-1', nickname: 'たろう', rating: { good: 9, bad: 1 } },
  brand: { id: 7, name: 'ポケモン' },
  openTime: '2026-08-02T08:23:54+09:00',
  likeCount: 4,
};

describe('PayPay parsers', () => {
  it('reads the hand-written search body: lower-case conditions, seller-paid shipping', () => {
    const result = parsePaypaySearch(fixtureJson('paypay/search-api.handwritten.json'));
    expect(result.total).toBe(2);
    expect(result.products.map((p) => [p.code, p.priceJpy, p.condition, p.available, p.shippingPayer, p.domesticShippingJpy])).toEqual([
      ['z111', 1500, 'new', true, 'seller', 0],
      ['z222', 9000, 'like_new', true, 'seller', 0],
    ]);
    expect(result.products[0]).toMatchObject({
      imageUrl: 'https://img/1.jpg',
      categoryId: '2420',
      categoryPath: [
        { id: '1', name: 'shopping' },
        { id: '2511', name: 'toys' },
        { id: '2420', name: 'TCG' },
      ],
      updatedAt: '2026-08-01T23:23:54.000Z',
      sourceUrl: 'https://paypayfleamarket.yahoo.co.jp/item/z111',
    });
  });

  it('maps the six conditions best first', () => {
    expect(['NEW', 'USED10', 'USED20', 'USED40', 'USED60', 'USED80', 'X'].map(paypayCondition)).toEqual([
      'new',
      'like_new',
      'good',
      'fair',
      'poor',
      'bad',
      'unknown',
    ]);
  });

  it('compares condition and status codes case-insensitively (the sandbox writes NEW/USED10, a fixture new/used10)', () => {
    expect(['new', 'New', 'NEW', 'used10', 'Used20', 'USED80'].map(paypayCondition)).toEqual(['new', 'new', 'new', 'like_new', 'good', 'bad']);
    expect([{ code: 'used40' }, { id: 'USED60' }].map(paypayCondition)).toEqual(['fair', 'poor']);
    const lower = parsePaypayItemBody({ ...itemFields, condition: 'used10', itemStatus: 'open' });
    const upper = parsePaypayItemBody({ ...itemFields, condition: 'USED10', itemStatus: 'OPEN' });
    expect(lower).toMatchObject({ condition: 'like_new', conditionLabel: '未使用に近い', available: true });
    expect(upper).toEqual(lower);
    expect(parsePaypayItemBody({ ...itemFields, itemStatus: 'sold' })).toMatchObject({ available: false });
  });

  it('reads the description from data.item.description and from data.description', () => {
    const nested = parsePaypayItemBody({ item: { ...itemFields, description: '入れ子の説明' } });
    const flat = parsePaypayItemBody({ ...itemFields, description: '平らな説明' });
    const underData = parsePaypayItemBody({ data: { item: itemFields, description: '外側の説明' } });
    expect([nested?.description, flat?.description, underData?.description]).toEqual(['入れ子の説明', '平らな説明', '外側の説明']);
    expect(flat).toMatchObject({
      code: 'z123456789',
      condition: 'good',
      conditionLabel: '目立った傷や汚れなし',
      images: ['https://img/1.jpg', 'https://img/2.jpg'],
      seller: { id: 'u-1', name: 'たろう', ratingPercent: 90, ratingCount: 10 },
      brand: { id: '7', name: 'ポケモン' },
      likes: 4,
    });
  });

  it('treats any itemStatus other than OPEN as not buyable', () => {
    expect(parsePaypayItemBody({ ...itemFields, itemStatus: 'SOLD' })).toMatchObject({ available: false, stock: 0 });
    expect(parsePaypayItemBody({ ...itemFields, itemStatus: 'CLOSED' })).toMatchObject({ available: false });
  });
});

describe('PayPay adapter', () => {
  it('always asks for open items and pages by offset', async () => {
    const fetch = fakeFetch(() => jsonResponse(fixtureJson('paypay/search-api.handwritten.json')));
    const adapter = createPaypayAdapter({ fetch, ...quiet });
    await adapter.search({ keyword: 'pikachu', page: 2, pageSize: 20, sort: 'price_asc', onlyAvailable: false, condition: 'new' });
    const url = new URL(fetch.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      query: 'pikachu',
      results: '20',
      offset: '20',
      itemStatus: 'open',
      sort: 'price',
      order: 'ASC',
      itemConditions: 'NEW',
    });
    expect(fetch.calls[0]?.headers.referer).toBe('https://paypayfleamarket.yahoo.co.jp/');
  });

  it('gets an item and answers null for 404 and malformed ids', async () => {
    const fetch = fakeFetch((call) => (call.url.endsWith('z000000000') ? jsonResponse({ error: 'not found' }, 404) : jsonResponse({ item: itemFields })));
    const adapter = createPaypayAdapter({ fetch, ...quiet });
    expect(await adapter.item('z123456789')).toMatchObject({ title: 'ポケモンカード' });
    expect(fetch.calls[0]?.url).toBe('https://paypayfleamarket.yahoo.co.jp/api/v1/item/z123456789');
    expect(await adapter.item('z000000000')).toBeNull();
    expect(await adapter.item('m123')).toBeNull();
  });

  it('names a seller from their newest listing (search by sellerId, then that item page)', async () => {
    const fetch = fakeFetch((call) =>
      call.url.includes('/api/v1/search')
        ? jsonResponse({ totalResultsAvailable: 3, items: [{ ...itemFields, seller: undefined }] })
        : jsonResponse({ item: itemFields }),
    );
    const adapter = createPaypayAdapter({ fetch, ...quiet });
    expect(await adapter.seller?.('u-1')).toEqual({
      id: 'u-1',
      name: 'たろう',
      isStore: false,
      ratingPercent: 90,
      ratingCount: 10,
      url: 'https://paypayfleamarket.yahoo.co.jp/user/u-1',
      itemCount: 3,
      description: null,
    });
    const search = new URL(fetch.calls[0]?.url ?? '');
    expect(search.searchParams.get('sellerId')).toBe('u-1');
    expect(fetch.calls[1]?.url).toBe('https://paypayfleamarket.yahoo.co.jp/api/v1/item/z123456789');
    expect(await adapter.seller?.('someone-else')).toBeNull();
  });

  it('has no auctions', async () => {
    const fetch = fakeFetch(() => jsonResponse({}));
    const adapter = createPaypayAdapter({ fetch, ...quiet });
    expect((await adapter.search({ keyword: 'x', listingType: 'auction' })).items).toEqual([]);
    expect(fetch.calls).toHaveLength(0);
  });
});
