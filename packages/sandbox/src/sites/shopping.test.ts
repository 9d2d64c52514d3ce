import { describe, expect, it } from 'vitest';
import { getJson, testSandbox } from '../test-helpers.ts';

const { sandbox } = testSandbox();
const V3 = 'https://shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch?appid=app';
type Hit = Record<string, unknown>;
type Page = { totalResultsAvailable: number; totalResultsReturned: number; firstResultsPosition: number; hits: Hit[] };

describe('Yahoo Shopping V3 itemSearch', () => {
  it('answers the v3 shape, matching the catalog', async () => {
    const { status, body } = await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&results=3`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalResultsReturned: 3, firstResultsPosition: 1 });
    const hit = body.hits[0] as Hit;
    for (const key of ['index', 'name', 'description', 'headLine', 'inStock', 'url', 'code', 'condition', 'image', 'review', 'price', 'premiumPrice', 'priceLabel', 'point', 'shipping', 'genreCategory', 'parentGenreCategories', 'brand', 'janCode', 'seller', 'taxExcludePrice']) {
      expect(hit).toHaveProperty(key);
    }
    const code = String(hit['code']);
    expect(code).toMatch(/^[a-z0-9-]+_[a-z]{2}\d{7}$/);
    const found = sandbox.catalog.find('shopping', code);
    expect(found?.item.title).toBe(hit['name']);
    expect(found?.item.priceJpy).toBe(hit['price']);
    expect((hit['seller'] as Hit)['sellerId']).toBe(code.split('_')[0]);
    expect([1, 2, 3]).toContain((hit['shipping'] as Hit)['code']);
    expect(hit['url']).toBe(`https://store.shopping.yahoo.co.jp/${code.split('_')[0]}/${code.split('_').slice(1).join('_')}.html`);
  });

  it('pages with start/results and honours filters and sorts', async () => {
    const a = (await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&results=10&start=1`)).body;
    const b = (await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&results=10&start=11`)).body;
    expect(b.firstResultsPosition).toBe(11);
    expect(new Set([...a.hits, ...b.hits].map((h) => h['code'])).size).toBe(20);
    const cheap = (await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&price_from=1000&price_to=5000&sort=%2Bprice&results=50`)).body;
    const prices = cheap.hits.map((h) => Number(h['price']));
    expect(prices.every((p) => p >= 1000 && p <= 5000)).toBe(true);
    expect([...prices].sort((x, y) => x - y)).toEqual(prices);
    const stock = (await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&in_stock=true&results=50`)).body;
    expect(stock.hits.every((h) => h['inStock'] === true)).toBe(true);
    const used = (await getJson<Page>(sandbox, `${V3}&genre_category_id=13457&condition=used&results=50`)).body;
    expect(used.hits.every((h) => h['condition'] === 'used')).toBe(true);
    const seller = String((a.hits[0]?.['seller'] as Hit)['sellerId']);
    const bySeller = (await getJson<Page>(sandbox, `${V3}&seller_id=${seller}&results=50`)).body;
    expect(bySeller.totalResultsAvailable).toBeGreaterThan(0);
    expect(bySeller.hits.every((h) => (h['seller'] as Hit)['sellerId'] === seller)).toBe(true);
    const kw = (await getJson<Page>(sandbox, `${V3}&query=${encodeURIComponent('ｎｉｋｅ')}&results=50`)).body;
    expect(kw.totalResultsAvailable).toBeGreaterThan(0);
    expect(kw.hits.every((h) => /nike|ナイキ/i.test(String(h['name'])) || (h['brand'] as Hit)['name'] === 'ナイキ')).toBe(true);
  });

  it('refuses what the API refuses', async () => {
    expect((await getJson(sandbox, 'https://shopping.yahooapis.jp/ShoppingWebService/V3/itemSearch?query=a')).status).toBe(401);
    expect((await getJson(sandbox, `${V3}`)).status).toBe(400);
    expect((await getJson(sandbox, `${V3}&query=a&results=51`)).status).toBe(400);
    expect((await getJson(sandbox, `${V3}&query=a&start=990&results=20`)).status).toBe(400);
  });
});

describe('Yahoo Shopping v1 itemLookup, categorySearch and V2 categoryRanking', () => {
  it('looks up an item in the v1 shape (strings, objects keyed by position)', async () => {
    let index = 0;
    while (sandbox.catalog.item('shopping', index).variants.length === 0) index += 1;
    const item = sandbox.catalog.item('shopping', index);
    const { body } = await getJson<{ ResultSet: Record<string, unknown> }>(
      sandbox,
      `https://shopping.yahooapis.jp/ShoppingWebService/V1/json/itemLookup?appid=app&itemcode=${item.code}&responsegroup=large`,
    );
    expect(body.ResultSet['totalResultsAvailable']).toBe('1');
    const result = (body.ResultSet['0'] as { Result: Record<string, Record<string, unknown>> }).Result['0'] as Record<string, unknown>;
    expect(result['Code']).toBe(item.code);
    expect(result['Name']).toBe(item.title);
    expect((result['Price'] as Record<string, string>)['_value']).toBe(String(item.priceJpy));
    expect(result['Availability']).toBe(item.soldOut ? 'outofstock' : 'instock');
    const inventories = result['Inventories'] as Record<string, Record<string, unknown>>;
    expect(Object.keys(inventories)).toHaveLength(item.variants.length);
    expect(inventories['0']).toMatchObject({ Order: '1', Quantity: String(item.variants[0]?.quantity) });
    const missing = await getJson<{ ResultSet: Record<string, unknown> }>(
      sandbox,
      'https://shopping.yahooapis.jp/ShoppingWebService/V1/json/itemLookup?appid=app&itemcode=nostore_ab1234567',
    );
    expect(missing.body.ResultSet['totalResultsAvailable']).toBe('0');
  });

  it('lists categories from the root and ranks a category', async () => {
    const { body } = await getJson<{ ResultSet: Record<string, { Result: { Categories: { Current: Record<string, unknown>; Children: Record<string, Record<string, unknown>> } } }> }>(
      sandbox,
      'https://shopping.yahooapis.jp/ShoppingWebService/V1/json/categorySearch?appid=app&category_id=1',
    );
    const cats = body.ResultSet['0']?.Result.Categories;
    expect(cats?.Current['Id']).toBe('1');
    expect(Object.values(cats?.Children ?? {}).map((c) => c['Id'])).toContain('13457');
    const child = await getJson<{ ResultSet: Record<string, { Result: { Categories: { Current: Record<string, unknown> } } }> }>(
      sandbox,
      'https://shopping.yahooapis.jp/ShoppingWebService/V1/json/categorySearch?appid=app&category_id=37052',
    );
    expect(child.body.ResultSet['0']?.Result.Categories.Current).toMatchObject({ Id: '37052', ParentId: '13457' });
    const ranking = await getJson<{ category_ranking: { ranking_data: Hit[] } }>(
      sandbox,
      'https://shopping.yahooapis.jp/ShoppingWebService/V2/categoryRanking?appid=app&category_id=13457&offset=1',
    );
    const data = ranking.body.category_ranking.ranking_data;
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({ rank: 1 });
    expect(sandbox.catalog.find('shopping', String(data[0]?.['code']))).not.toBeNull();
  });
});
