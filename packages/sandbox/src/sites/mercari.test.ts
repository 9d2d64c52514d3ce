import { describe, expect, it } from 'vitest';
import { generateDpopKey, signDpopProof } from '../dpop-signer.ts';
import { mercariFetch, testSandbox } from '../test-helpers.ts';

const { sandbox } = testSandbox();
const SEARCH = 'https://api.mercari.jp/v2/entities:search';
type Obj = Record<string, unknown>;
type SearchBody = { meta: { nextPageToken: string; previousPageToken: string; numFound: string }; items: Obj[] };

function searchBody(condition: Obj, pageToken = '', pageSize = 120): Obj {
  return {
    userId: '',
    pageSize,
    pageToken,
    searchSessionId: '0123456789abcdef0123456789abcdef',
    indexRouting: 'INDEX_ROUTING_UNSPECIFIED',
    thumbnailTypes: [],
    searchCondition: { keyword: '', excludeKeyword: '', sort: 'SORT_SCORE', order: 'ORDER_DESC', status: [], categoryId: [], brandId: [], sellerId: [], priceMin: 0, priceMax: 0, itemConditionId: [], shippingPayerId: [], ...condition },
    defaultDatasets: [],
    serviceFrom: 'suruga',
    withAuction: true,
  };
}

async function search(condition: Obj, pageToken = '', pageSize = 120): Promise<SearchBody> {
  const res = await mercariFetch(sandbox, SEARCH, searchBody(condition, pageToken, pageSize));
  expect(res.status).toBe(200);
  return (await res.json()) as SearchBody;
}

describe('Mercari DPoP', () => {
  const key = generateDpopKey();
  const url = 'https://api.mercari.jp/items/get?id=m12345678901';
  const call = (dpop: string | null, target = url, method = 'GET') =>
    sandbox.fetch(target, { method, headers: dpop === null ? {} : { DPoP: dpop } });

  it('refuses requests without a valid proof with 401 JSON', async () => {
    const cases: Array<[string | null, string]> = [
      [null, 'missing'],
      ['not-a-jws', 'compact JWS'],
      [signDpopProof(key, 'GET', url, { header: { typ: 'JWT' } }), 'typ'],
      [signDpopProof(key, 'GET', url, { header: { alg: 'RS256' } }), 'alg'],
      [signDpopProof(key, 'GET', url, { header: { jwk: { kty: 'EC', crv: 'P-384', x: 'a', y: 'b' } } }), 'P-256'],
      [signDpopProof(key, 'POST', url), 'htm'],
      [signDpopProof(key, 'GET', 'https://api.mercari.jp/items/get_items?seller_id=1'), 'htu'],
      [signDpopProof(key, 'GET', 'https://evil.example/items/get?id=m12345678901'), 'htu'],
    ];
    for (const [proof, reason] of cases) {
      const res = await call(proof);
      expect(res.status).toBe(401);
      const body = (await res.json()) as { result: string; errors: Array<{ message: string }> };
      expect(body.result).toBe('error');
      expect(body.errors[0]?.message).toContain(reason);
    }
  });

  it('refuses a proof whose signature does not match (another key, or a tampered payload)', async () => {
    const other = generateDpopKey();
    const good = signDpopProof(key, 'GET', url);
    const [h, , s] = good.split('.');
    const foreign = signDpopProof(other, 'GET', url).split('.');
    expect((await call(`${h}.${foreign[1]}.${s}`)).status).toBe(401);
    expect((await call(`${foreign[0]}.${good.split('.')[1]}.${s}`)).status).toBe(401);
  });

  it('accepts proofs for the canonical URL, the URL without query, or the 127.0.0.1/<host> form', async () => {
    expect((await call(signDpopProof(key, 'GET', url))).status).toBe(404); // valid proof, unknown item
    expect((await call(signDpopProof(key, 'GET', 'https://api.mercari.jp/items/get'))).status).toBe(404);
    const local = 'http://127.0.0.1:4010/api.mercari.jp/items/get?id=m12345678901';
    expect((await call(signDpopProof(key, 'GET', local), local)).status).toBe(404);
  });
});

describe('Mercari v2 entities:search', () => {
  it('answers the v2 shape with string prices and counts', async () => {
    const body = await search({ keyword: 'ポケモン' }, '', 5);
    expect(body.meta).toMatchObject({ nextPageToken: 'v1:1', previousPageToken: '' });
    expect(typeof body.meta.numFound).toBe('string');
    const item = body.items[0] as Obj;
    for (const key of ['id', 'sellerId', 'buyerId', 'status', 'name', 'price', 'created', 'updated', 'thumbnails', 'itemType', 'itemConditionId', 'shippingPayerId', 'itemBrand', 'shopName', 'shippingMethodId', 'categoryId', 'isNoPrice', 'photos', 'auction', 'shop']) {
      expect(item).toHaveProperty(key);
    }
    expect(typeof item['price']).toBe('string');
    expect(String(item['name']).toLowerCase()).toMatch(/ポケモン|pokémon/);
  });

  it('pages through every result with v1:N tokens', async () => {
    const first = await search({ categoryId: ['1328'] }, '', 50);
    const total = Number(first.meta.numFound);
    expect(total).toBeGreaterThan(100);
    const seen = new Set(first.items.map((i) => i['id']));
    let token = first.meta.nextPageToken;
    let pages = 1;
    while (token) {
      const page = await search({ categoryId: ['1328'] }, token, 50);
      expect(page.meta.previousPageToken).toBe(`v1:${pages - 1}`);
      for (const i of page.items) seen.add(i['id']);
      token = page.meta.nextPageToken;
      pages += 1;
    }
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 50));
  });

  it('includes Shops products and auctions with their blocks', async () => {
    const all = await search({ categoryId: ['1', '2', '5', '1328', '6', '7', '8', '10'] }, '', 120);
    const total = Number(all.meta.numFound);
    let token = all.meta.nextPageToken;
    const items = [...all.items];
    while (token) {
      const page = await search({ categoryId: ['1', '2', '5', '1328', '6', '7', '8', '10'] }, token, 120);
      items.push(...page.items);
      token = page.meta.nextPageToken;
    }
    expect(items).toHaveLength(total);
    const shops = items.filter((i) => i['itemType'] === 'ITEM_TYPE_BEYOND');
    expect(shops.length).toBeGreaterThan(100);
    expect(shops[0]?.['shop']).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9]{22}$/) });
    expect(shops[0]?.['id']).toMatch(/^[A-Za-z0-9]{22}$/);
    const auctions = items.filter((i) => i['auction'] !== null);
    expect(auctions.length).toBeGreaterThan(50);
    for (const a of auctions.slice(0, 20)) {
      const block = a['auction'] as Obj;
      expect(block['highestBid']).toBe(a['price']);
      expect(String(block['bidDeadline'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(sandbox.control.getAuction(String(a['id']))).not.toBeNull();
    }
    const noPrice = items.filter((i) => i['isNoPrice'] === true);
    expect(noPrice.length).toBeGreaterThan(0);
    expect(noPrice[0]?.['price']).toBe('9999999');
  });

  it('filters by condition, status, price and sorts by price', async () => {
    const body = await search({ categoryId: ['1'], itemConditionId: [1, 2], status: ['STATUS_ON_SALE'], priceMin: 1000, priceMax: 20000, sort: 'SORT_PRICE', order: 'ORDER_ASC' });
    expect(body.items.length).toBeGreaterThan(0);
    const prices = body.items.map((i) => Number(i['price']));
    expect(prices.every((p) => p >= 1000 && p <= 20000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(body.items.every((i) => ['1', '2'].includes(String(i['itemConditionId'])) && i['status'] === 'ITEM_STATUS_ON_SALE')).toBe(true);
    const sold = await search({ status: ['STATUS_SOLD_OUT'] });
    expect(sold.items.every((i) => i['status'] === 'ITEM_STATUS_SOLD_OUT')).toBe(true);
  });

  it('refuses a body that is not JSON', async () => {
    const key = generateDpopKey();
    const res = await sandbox.fetch(SEARCH, { method: 'POST', headers: { DPoP: signDpopProof(key, 'POST', SEARCH) }, body: '{oops' });
    expect(res.status).toBe(400);
  });
});

describe('Mercari items, Shops, sellers and master data', () => {
  it('answers items/get like the recorded item, and 404 like the recorded error', async () => {
    let index = 0;
    while (sandbox.catalog.item('mercari', index).isShops || sandbox.catalog.item('mercari', index).isAuctionSlot) index += 1;
    const item = sandbox.catalog.item('mercari', index);
    const res = await mercariFetch(sandbox, `https://api.mercari.jp/items/get?id=${item.code}`);
    const body = (await res.json()) as { result: string; data: Obj; meta: Obj };
    expect(body.result).toBe('OK');
    expect(body.data).toMatchObject({ id: item.code, name: item.title, price: item.priceJpy, description: item.description, num_likes: item.popularity });
    expect(body.data['item_condition']).toMatchObject({ id: item.conditionGrade + 1 });
    expect(body.data['shipping_payer']).toMatchObject({ code: item.shippingPayer });
    expect(body.data['item_category']).toMatchObject({ id: Number(item.category.id), root_category_id: Number(item.categoryPath[0]?.id) });
    expect((body.data['seller'] as Obj)['id']).toBe(Number(item.seller.id));
    expect(body.data['auction_info']).toBeUndefined();
    const missing = await mercariFetch(sandbox, 'https://api.mercari.jp/items/get?id=m99999999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: 'error', errors: [{ code: 'RecordNotFoundException', message: '見つかりませんでした' }], meta: {} });
  });

  it('answers a Shops product like the recorded one', async () => {
    let index = 0;
    while (!sandbox.catalog.item('mercari', index).isShops) index += 1;
    const item = sandbox.catalog.item('mercari', index);
    const res = await mercariFetch(sandbox, `https://api.mercari.jp/v1/marketplaces/shops/products/${item.code}?view=FULL&imageType=JPEG`);
    const body = (await res.json()) as Obj;
    expect(body).toMatchObject({ name: item.code, displayName: item.title, price: String(item.priceJpy), productTags: item.soldOut ? ['sold_out'] : [] });
    const detail = body['productDetail'] as Obj;
    expect(detail['shop']).toMatchObject({ name: item.seller.id, displayName: item.seller.name });
    expect((detail['categories'] as Obj[])[0]).toMatchObject({ categoryId: item.category.id });
    expect(detail['shippingPayer']).toMatchObject({ code: item.shippingPayer === 'seller' ? 'SELLER' : 'BUYER' });
    expect((detail['variants'] as Obj[]).length).toBeGreaterThan(0);
    const c2c = await mercariFetch(sandbox, `https://api.mercari.jp/items/get?id=${item.code}`);
    expect(c2c.status).toBe(404);
    expect((await mercariFetch(sandbox, 'https://api.mercari.jp/v1/marketplaces/shops/products/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('lists a seller’s items and profile', async () => {
    let index = 0;
    while (sandbox.catalog.item('mercari', index).isShops) index += 1;
    const seller = sandbox.catalog.item('mercari', index).seller;
    const items = (await (await mercariFetch(sandbox, `https://api.mercari.jp/items/get_items?seller_id=${seller.id}&limit=30&status=on_sale%2Ctrading%2Csold_out`)).json()) as {
      result: string;
      data: Obj[];
      meta: { has_next: boolean };
    };
    expect(items.result).toBe('OK');
    expect(items.data.length).toBeGreaterThan(0);
    expect(items.data.every((i) => (i['seller'] as Obj)['id'] === Number(seller.id))).toBe(true);
    const profile = (await (await mercariFetch(sandbox, `https://api.mercari.jp/users/get_profile?user_id=${seller.id}&_user_format=profile`)).json()) as { data: Obj };
    expect(profile.data).toMatchObject({ id: Number(seller.id), name: seller.name, num_sell_items: expect.any(Number) });
    expect((await mercariFetch(sandbox, 'https://api.mercari.jp/users/get_profile?user_id=1')).status).toBe(404);
  });

  it('serves master categories (3 levels) and brands grouped by reading', async () => {
    const cats = (await (await mercariFetch(sandbox, 'https://api.mercari.jp/master/get_item_categories')).json()) as { data: Obj[] };
    const toys = cats.data.find((c) => c['id'] === 1328) as Obj;
    const cards = (toys['child'] as Obj[]).find((c) => c['id'] === 82) as Obj;
    expect((cards['child'] as Obj[]).find((c) => c['id'] === 1289)).toMatchObject({ name: 'ポケモンカードゲーム', parent_category_id: 82, root_category_id: 1328 });
    const brands = (await (await mercariFetch(sandbox, 'https://api.mercari.jp/master/get_item_brands')).json()) as { data: Array<{ brand_initial: string; brands: Obj[] }> };
    const ni = brands.data.find((g) => g.brand_initial === 'ニ');
    expect(ni?.brands.map((b) => b['name'])).toContain('任天堂');
    expect(brands.data.find((g) => g.brand_initial === 'ナ')?.brands[0]).toMatchObject({ name: 'ナイキ', sub_name: 'NIKE', name_kana: 'ナイキ' });
  });
});
