import { describe, expect, it } from 'vitest';
import { Flag } from '../catalog.ts';
import { getJson, testSandbox } from '../test-helpers.ts';

const { sandbox } = testSandbox();
const BASE = 'https://openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20220601?applicationId=app&accessKey=pk_key&format=json';

type Item = Record<string, unknown>;
type Page = { count: number; page: number; first: number; last: number; hits: number; pageCount: number; Items: Item[]; GenreInformation: unknown[] };

describe('Rakuten Item Search', () => {
  it('answers formatVersion 2 with flat items and image URL strings, matching the catalog', async () => {
    const { status, body } = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100227&hits=5`);
    expect(status).toBe(200);
    expect(body.Items).toHaveLength(5);
    expect(body).toMatchObject({ page: 1, first: 1, last: 5, hits: 5, carrier: 0 });
    const item = body.Items[0] as Item;
    for (const key of ['itemName', 'catchcopy', 'itemCode', 'itemPrice', 'itemCaption', 'itemUrl', 'shopUrl', 'availability', 'taxFlag', 'postageFlag', 'reviewCount', 'reviewAverage', 'pointRate', 'shopName', 'shopCode', 'genreId', 'tagIds']) {
      expect(item).toHaveProperty(key);
    }
    expect(typeof (item['mediumImageUrls'] as unknown[])[0]).toBe('string');
    expect(String((item['mediumImageUrls'] as string[])[0])).toMatch(/^\/sandbox-images\/rakuten\/[^/]+\/1\.svg\?_ex=128x128$/);
    const code = String(item['itemCode']);
    const found = sandbox.catalog.find('rakuten', code);
    expect(found?.item.title).toBe(item['itemName']);
    expect(found?.item.priceJpy).toBe(item['itemPrice']);
    expect(item['itemUrl']).toBe(`https://item.rakuten.co.jp/${code.replace(':', '/')}/`);
    expect(sandbox.catalog.trees.rakuten.isWithin(String(item['genreId']), '100227')).toBe(true);
  });

  it('answers formatVersion 1 with Items[].Item and image objects', async () => {
    const { body } = await getJson<{ Items: Array<{ Item: Item }> }>(sandbox, `${BASE}&keyword=%E3%83%AC%E3%83%87%E3%82%A3%E3%83%BC%E3%82%B9&hits=2`);
    expect(body.Items[0]?.Item).toHaveProperty('itemCode');
    expect((body.Items[0]?.Item['mediumImageUrls'] as Array<{ imageUrl: string }>)[0]?.imageUrl).toContain('/sandbox-images/rakuten/');
  });

  it('pages with hits and page', async () => {
    const p1 = (await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100371&hits=10&page=1`)).body;
    const p2 = (await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100371&hits=10&page=2`)).body;
    expect(p2).toMatchObject({ page: 2, first: 11, last: 20, count: p1.count, pageCount: Math.ceil(p1.count / 10) });
    const codes = new Set([...p1.Items, ...p2.Items].map((i) => i['itemCode']));
    expect(codes.size).toBe(20);
  });

  it('looks one item up by itemCode, even when sold out (the item-detail call)', async () => {
    let sold = 0;
    while (!(sandbox.catalog.flagsOf('rakuten', sold) & Flag.SoldOut)) sold += 1;
    const code = sandbox.catalog.codeOf('rakuten', sold);
    const { body } = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&itemCode=${encodeURIComponent(code)}`);
    expect(body.count).toBe(1);
    expect(body.Items[0]).toMatchObject({ itemCode: code, availability: 0 });
    const missing = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&itemCode=noshop:12345678`);
    expect(missing.body).toMatchObject({ count: 0, Items: [], first: 0, last: 0 });
  });

  it('filters by keyword, price, availability, shop; sorts by price (also with an unencoded +)', async () => {
    const { body } = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100939&minPrice=2000&maxPrice=6000&sort=%2BitemPrice&hits=30`);
    const prices = body.Items.map((i) => Number(i['itemPrice']));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 2000 && p <= 6000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(body.Items.every((i) => i['availability'] === 1)).toBe(true);
    const raw = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100939&minPrice=2000&maxPrice=6000&sort=+itemPrice&hits=30`);
    expect(raw.body.Items.map((i) => i['itemCode'])).toEqual(body.Items.map((i) => i['itemCode']));
    const desc = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&genreId=100939&sort=-itemPrice&hits=5`);
    const d = desc.body.Items.map((i) => Number(i['itemPrice']));
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    const shop = String(body.Items[0]?.['shopCode']);
    const byShop = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&shopCode=${shop}&hits=30`);
    expect(byShop.body.Items.every((i) => i['shopCode'] === shop)).toBe(true);
    const all = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&shopCode=${shop}&availability=0&hits=30`);
    expect(all.body.count).toBeGreaterThanOrEqual(byShop.body.count);
    const kw = await getJson<Page>(sandbox, `${BASE}&formatVersion=2&keyword=apple&hits=30`);
    expect(kw.body.count).toBeGreaterThan(0);
    expect(kw.body.Items.every((i) => /apple|アップル/i.test(String(i['itemName'])) || String(i['itemCaption']).includes('アップル'))).toBe(true);
  });

  it('answers errors like the API', async () => {
    const noApp = await getJson(sandbox, 'https://openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20220601?keyword=x');
    expect(noApp).toMatchObject({ status: 400, body: { error: 'wrong_parameter' } });
    const noKeyword = await getJson(sandbox, `${BASE}&formatVersion=2`);
    expect(noKeyword.status).toBe(400);
    expect(noKeyword.body['error_description']).toContain('keyword or itemCode is essential parameter');
    expect((await getJson(sandbox, `${BASE}&keyword=abc&hits=31`)).status).toBe(400);
    expect((await getJson(sandbox, `${BASE}&keyword=abc&page=101`)).status).toBe(400);
    expect((await getJson(sandbox, `${BASE}&keyword=abc&sort=cheapest`)).status).toBe(400);
    expect((await getJson(sandbox, `${BASE}&genreId=999999`)).status).toBe(400);
  });
});

describe('Rakuten Ranking and Genre Search', () => {
  it('ranks items of a genre', async () => {
    const { body } = await getJson<{ Items: Item[]; title: string; lastBuildDate: string }>(
      sandbox,
      'https://openapi.rakuten.co.jp/ichibaranking/api/IchibaItem/Ranking/20220601?applicationId=app&accessKey=k&formatVersion=2&genreId=100227&page=1',
    );
    expect(body.title).toContain('食品');
    expect(body.Items[0]).toMatchObject({ rank: 1 });
    expect(body.Items.map((i) => i['rank'])).toEqual(body.Items.map((_, k) => k + 1));
    const reviews = body.Items.map((i) => Number(i['reviewCount']));
    expect([...reviews].sort((a, b) => b - a)).toEqual(reviews);
    expect(body.lastBuildDate).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('walks the genre tree from the root', async () => {
    const url = 'https://openapi.rakuten.co.jp/ichibagt/api/IchibaGenre/Search/20170711?applicationId=app&accessKey=k&formatVersion=2&genreId=';
    const root = (await getJson<{ current: Item; children: Item[] }>(sandbox, `${url}0`)).body;
    expect(root.current).toEqual({ genreId: 0, genreName: '', genreLevel: 0 });
    expect(root.children).toContainEqual({ genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 });
    const child = (await getJson<{ parents: Item[]; current: Item; children: Item[] }>(sandbox, `${url}110729`)).body;
    expect(child.current).toMatchObject({ genreId: 110729, genreLevel: 2 });
    expect(child.parents).toEqual([{ genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 }]);
    expect(child.children).toEqual([]);
    expect((await getJson(sandbox, `${url}123`)).status).toBe(400);
  });
});
