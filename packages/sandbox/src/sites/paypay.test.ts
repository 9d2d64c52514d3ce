import { describe, expect, it } from 'vitest';
import { createPaypayAdapter } from '@kaimono/marketplaces';
import { getJson, testSandbox } from '../test-helpers.ts';

const { sandbox } = testSandbox();
const SEARCH = 'https://paypayfleamarket.yahoo.co.jp/api/v1/search';
type Item = Record<string, unknown>;

describe('Yahoo!フリマ (PayPay) search', () => {
  it('returns sold items unless itemStatus=open, as the real API', async () => {
    const sold = (await getJson<{ totalResultsAvailable: number; items: Item[] }>(sandbox, `${SEARCH}?results=100`)).body;
    expect(sold.items.length).toBeGreaterThan(0);
    expect(sold.items.every((i) => i['itemStatus'] === 'SOLD')).toBe(true);
    const open = (await getJson<{ totalResultsAvailable: number; items: Item[] }>(sandbox, `${SEARCH}?results=100&itemStatus=open`)).body;
    expect(open.items.every((i) => i['itemStatus'] === 'OPEN')).toBe(true);
    expect(open.totalResultsAvailable + sold.totalResultsAvailable).toBe(2_000);
    const item = open.items[0] as Item;
    expect(Object.keys(item).sort()).toEqual(['category', 'condition', 'id', 'itemStatus', 'openTime', 'price', 'thumbnailImageUrl', 'title']);
    expect(item['id']).toMatch(/^z\d{10}$/);
    expect(item['openTime']).toMatch(/\+09:00$/);
    expect(sandbox.catalog.find('paypay', String(item['id']))?.item.title).toBe(item['title']);
  });

  it('pages with offset/results and filters by price, condition, category and seller', async () => {
    const base = `${SEARCH}?itemStatus=open&results=20`;
    const p1 = (await getJson<{ items: Item[] }>(sandbox, `${base}&offset=0`)).body.items;
    const p2 = (await getJson<{ items: Item[] }>(sandbox, `${base}&offset=20`)).body.items;
    expect(new Set([...p1, ...p2].map((i) => i['id'])).size).toBe(40);
    const filtered = (await getJson<{ items: Item[] }>(sandbox, `${SEARCH}?itemStatus=open&results=100&minPrice=1000&maxPrice=9000&itemConditions=NEW,USED10&sort=price&order=ASC`)).body.items;
    const prices = filtered.map((i) => Number(i['price']));
    expect(prices.every((p) => p >= 1000 && p <= 9000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(filtered.every((i) => ['NEW', 'USED10'].includes(String(i['condition'])))).toBe(true);
    const cat = (await getJson<{ items: Item[] }>(sandbox, `${SEARCH}?itemStatus=open&results=100&categoryIds=2505`)).body.items;
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((i) => ((i['category'] as Item)['path'] as Item[])[0]?.['id'] === 2505)).toBe(true);
    const sellerId = sandbox.catalog.find('paypay', String(p1[0]?.['id']))?.item.seller.id ?? '';
    const bySeller = (await getJson<{ items: Item[] }>(sandbox, `${SEARCH}?itemStatus=open&results=100&sellerId=${sellerId}`)).body.items;
    expect(bySeller.map((i) => i['id'])).toContain(p1[0]?.['id']);
  });
});

describe('Yahoo!フリマ (PayPay) item', () => {
  it('answers the item with seller, images and shipping (sandbox shape)', async () => {
    const code = sandbox.catalog.codeOf('paypay', 11);
    const { status, body } = await getJson<Item>(sandbox, `https://paypayfleamarket.yahoo.co.jp/api/v1/item/${code}`);
    expect(status).toBe(200);
    const item = sandbox.catalog.item('paypay', 11);
    expect(body).toMatchObject({ id: code, title: item.title, price: item.priceJpy, description: item.description, itemStatus: item.soldOut ? 'SOLD' : 'OPEN' });
    expect(body['seller']).toMatchObject({ id: item.seller.id, name: item.seller.name });
    expect(body['shipping']).toMatchObject({ payer: 'SELLER' });
    expect((body['images'] as Item[]).length).toBe(item.imageCount);
    const missing = await getJson(sandbox, 'https://paypayfleamarket.yahoo.co.jp/api/v1/item/z1234567890');
    expect(missing.status).toBe(404);
  });
});

describe('Yahoo!フリマ (PayPay) read by the adapter', () => {
  it('maps the upper-case condition codes (NEW, USED10 …) to the six grades', async () => {
    const adapter = createPaypayAdapter({ fetch: sandbox.fetch, cache: null, limits: { minIntervalMs: 0, retries: 0 } });
    const page = await adapter.search({ categoryId: '2505', pageSize: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    const grades = ['new', 'like_new', 'good', 'fair', 'poor', 'bad'];
    for (const summary of page.items) {
      expect(summary.condition).toBe(grades[sandbox.catalog.find('paypay', summary.code)?.item.conditionGrade ?? -1]);
    }
  });
});
