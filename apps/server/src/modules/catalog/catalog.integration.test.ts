import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { listViews, recordView, RECENTLY_VIEWED_LIMIT } from './catalog.repository.ts';
import { intlConstructions } from '../../test/intl.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** Each site's search envelope (spec §3) and where its list sits in it. */
const sites = [
  { site: 'auction', keyword: 'フィギュア', list: 'results' },
  { site: 'shopping', keyword: 'バッグ', list: 'results' },
  { site: 'mercari', keyword: 'Nintendo', list: 'products' },
  { site: 'rakuten', keyword: 'ジャケット', list: 'results' },
  { site: 'paypay', keyword: 'ポケモン', list: 'results' },
  { site: 'suruga-ya', keyword: 'ゲーム', list: 'items' },
] as const;

describe('search and item on all six sites (sandbox)', () => {
  it.each(sites)('$site: search answers its envelope and every result opens', async ({ site, keyword, list }) => {
    const response = await get(`/api/${site}/search?keyword=${encodeURIComponent(keyword)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const results = body[list] as { code: string; path: string; price_jpy: number | null; price_vnd: number | null; title: string }[];
    expect(results.length).toBeGreaterThan(0);
    if (list === 'products') expect(body.pagination).toEqual(expect.objectContaining({ prev: null, total: expect.any(Number) }));
    else if (list === 'items') expect(Object.keys(body.pagination).sort()).toEqual(['display', 'pages', 'size', 'total']);
    else expect(body.pagination).toEqual(expect.objectContaining({ page: 1, total: expect.any(Number) }));

    const first = results.find((r) => r.price_jpy !== null)!;
    expect(first.price_vnd).toBeGreaterThanOrEqual(first.price_jpy! * 100);
    expect(first.path.startsWith(`/${site}/item/`)).toBe(true);
    const item = await get(`/api/${site}/item/${encodeURIComponent(first.code)}`);
    expect(item.statusCode).toBe(200);
    const itemBody = item.json();
    const detail = site === 'mercari' ? itemBody.product : itemBody.data;
    expect(detail).toMatchObject({ site, code: first.code, title: first.title });
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.exchange_rate.vnd_per_jpy_scaled).toBeGreaterThan(0);
    if (site === 'paypay') expect(itemBody.categories).toEqual(detail.category_path);
    if (site === 'mercari') expect(itemBody.product.category).toEqual(expect.objectContaining({ type: 'mercari-jp' }));
  });

  it('translates a Vietnamese keyword before searching and says so', async () => {
    const response = await get(`/api/rakuten/search?keyword=${encodeURIComponent('áo khoác')}`);
    const body = response.json();
    expect(body.translation).toMatchObject({ original: 'áo khoác', translated: true });
    expect(body.translation.searched).toMatch(/[\u30a0-\u30ff\u4e00-\u9faf]/);
    const off = await get(`/api/rakuten/search?keyword=${encodeURIComponent('áo khoác')}&__auto_translate_keyword=off`);
    expect(off.json().translation).toMatchObject({ searched: 'áo khoác', translated: false });
  });

  it('filters by price and pages', async () => {
    const body = (await get('/api/mercari/search?price_min=1000&price_max=3000&sort=price_asc')).json();
    const prices = body.products.map((p: { price_jpy: number }) => p.price_jpy);
    expect(prices.every((p: number) => p >= 1000 && p <= 3000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    if (body.pagination.next) {
      const next = (await get(`/api/mercari/search?price_min=1000&price_max=3000&sort=price_asc&page=${body.pagination.next}`)).json();
      expect(next.pagination.prev).toBe(1);
    }
  });

  it('refuses bad search input with 400 and a Vietnamese message', async () => {
    for (const url of ['/api/mercari/search?price_min=5000&price_max=100', '/api/mercari/search?page=0', '/api/mercari/search?sort=cheap', '/api/rakuten/search?category=%3Cscript%3E']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/[à-ỹ]/);
    }
  });

  it('answers 404 in Vietnamese for a malformed code, a missing item and an unknown site', async () => {
    const malformed = await get('/api/auction/item/not-a-code!');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ code: 'ITEM_CODE_INVALID', message: 'Mã sản phẩm không hợp lệ.' });
    const missing = await get('/api/mercari/item/m00000000001');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ITEM_NOT_FOUND');
    const site = await get('/api/amazon/item/B000000');
    expect(site.statusCode).toBe(404);
  });

  it('turns upstream failures into 502/504 with a Vietnamese message, never a 500', async () => {
    const sandbox = ctx.deps.marketplaces.sandbox!;
    try {
      sandbox.setFaults({ site: 'paypay', kind: 'http500', rate: 1 });
      const failing = await get('/api/paypay/search?keyword=zzfault1');
      expect(failing.statusCode).toBe(502);
      expect(failing.json()).toMatchObject({ success: false, code: 'UPSTREAM_UNAVAILABLE' });

      sandbox.setFaults({ site: 'suruga-ya', kind: 'garbage', rate: 1 });
      const garbage = await get('/api/suruga-ya/search?keyword=zzfault2');
      expect([502, 504]).toContain(garbage.statusCode);
      expect(garbage.json().message).toMatch(/sàn Nhật Bản/);

      // The explore page still answers: the failing site shows an error, the others their results.
      sandbox.setFaults({ site: 'shopping', kind: 'http500', rate: 1 });
      const explore = (await get(`/api/products/search?keyword=${encodeURIComponent('ポケモン')}&size=3`)).json();
      const bySite = Object.fromEntries(explore.results.map((r: { site: string }) => [r.site, r]));
      expect(bySite.shopping.error).toBeTruthy();
      expect(bySite.paypay.error).toBeNull();
    } finally {
      sandbox.setFaults(null);
    }
  });
});

describe('lists, categories and related', () => {
  it('serves the landing lists of each site', async () => {
    for (const url of [
      '/api/auction/home/products?size=5',
      '/api/auction/outstanding-products?size=5',
      '/api/shopping/home/products?size=5',
      '/api/shopping/deal/products?size=5',
      '/api/rakuten/home/products?size=5',
      '/api/rakuten/deal/products?size=5',
      '/api/rakuten/search/popular',
      '/api/paypay/home/products?size=5',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().results.length, url).toBeGreaterThan(0);
    }
    const ranking = await get('/api/mercari/ranking?page=1');
    expect(ranking.json().Items.length).toBeGreaterThan(0);
    const deals = (await get('/api/shopping/deal/products?size=10')).json().results;
    expect(deals.every((d: { price_jpy: number }) => d.price_jpy >= 500)).toBe(true);
  });

  it('gives related items without the item itself', async () => {
    const first = (await get('/api/paypay/search?keyword=' + encodeURIComponent('ポケモン'))).json().results[0];
    const related = (await get(`/api/paypay/recommend/${first.code}`)).json().results;
    expect(related.length).toBeGreaterThan(0);
    expect(related.some((r: { code: string }) => r.code === first.code)).toBe(false);
  });

  it('serves categories with Vietnamese names by type (default mercari-jp)', async () => {
    const types = (await get('/api/category/type')).json().results.map((t: { type: string }) => t.type);
    expect(types).toContain('mercari-jp');
    const tops = (await get('/api/category/tops')).json().results;
    expect(tops.length).toBeGreaterThan(3);
    expect(tops[0].site).toBe('mercari');
    const withChildren = tops.find((c: { has_children: boolean }) => c.has_children);
    const children = (await get(`/api/categories?parent_id=${withChildren.id}`)).json();
    expect(children.results.length).toBeGreaterThan(0);
    expect(children.results.every((c: { parent_id: string }) => c.parent_id === withChildren.id)).toBe(true);

    const byCode = (await get(`/api/category-by-code?codes=${tops[0].id},999999`)).json().results;
    expect(byCode[0]).toMatchObject({ code: tops[0].id, type: 'mercari-jp' });
    expect(byCode[1]).toMatchObject({ code: '999999', name_vi: null });

    const rakuten = (await get('/api/category/tops?type=rakuten')).json().results;
    expect(rakuten.map((c: { id: string }) => c.id)).toContain('100371');
    expect((await get('/api/category/tops?type=amazon')).statusCode).toBe(404);
  });

  it('answers the Mercari category chain root → parent → self', async () => {
    const tops = (await get('/api/category/tops')).json().results;
    const root = tops.find((c: { has_children: boolean }) => c.has_children);
    const parent = (await get(`/api/categories?parent_id=${root.id}`)).json().results.find((c: { has_children: boolean }) => c.has_children);
    const leaf = (await get(`/api/categories?parent_id=${parent.id}`)).json().results[0];
    const body = (await get(`/api/mercari/category/products?category=${leaf.id}`)).json();
    expect(body.category).toEqual({
      id: leaf.id,
      name: leaf.name,
      parent_category_id: parent.id,
      parent_category_name: parent.name,
      root_category_id: root.id,
      root_category_name: root.name,
      type: 'mercari-jp',
    });
  });

  it('sorts Mercari brands by their Japanese reading', async () => {
    const brands = (await get('/api/mercari/v2/datasets/item-brands')).json().itemBrands;
    const readings = brands.map((b: { jaPronunciation: string }) => b.jaPronunciation);
    const collator = new Intl.Collator('ja');
    expect([...readings].sort(collator.compare)).toEqual(readings);
  });

  it('builds the brands\' Japanese collator once, not on every request (each holds ICU memory)', async () => {
    await get('/api/mercari/v2/datasets/item-brands');
    const made = await intlConstructions('Collator', async () => {
      for (let i = 0; i < 3; i += 1) expect((await get('/api/mercari/v2/datasets/item-brands')).statusCode).toBe(200);
    });
    expect(made).toBe(0);
  });
});

describe('recently viewed and favorites', () => {
  it('remembers the items a visitor opened, newest first', async () => {
    const visitor = 'visitor-test-0001';
    const results = (await get('/api/paypay/search?keyword=' + encodeURIComponent('ポケモン'))).json().results.slice(0, 3);
    for (const r of results) await get(`/api/paypay/item/${r.code}?visitor_id=${visitor}`);
    const viewed = (await get(`/api/product-recently-viewed?visitor_id=${visitor}`)).json().results;
    expect(viewed.map((v: { code: string }) => v.code)).toEqual(results.map((r: { code: string }) => r.code).reverse());
    const other = (await get('/api/product-recently-viewed?visitor_id=visitor-test-0002')).json().results;
    expect(other).toEqual([]);
  });

  it('keeps the newest RECENTLY_VIEWED_LIMIT views per visitor; opening an older one again moves it first', async () => {
    const db = ctx.database.db;
    const owner = 'v:window-test';
    const view = (n: number, site = 'mercari') =>
      recordView(db, owner, { site, code: `m${String(n).padStart(11, '0')}`, title: `Hàng ${n}`, image: null, priceJpy: n, isShopsProduct: false });
    for (let n = 1; n <= RECENTLY_VIEWED_LIMIT + 5; n += 1) await view(n);
    let codes = (await listViews(db, owner, 100)).map((v) => v.code);
    expect(codes).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(codes[0]).toBe(`m${String(RECENTLY_VIEWED_LIMIT + 5).padStart(11, '0')}`);
    expect(codes).not.toContain('m00000000005'); // the five oldest went
    expect(codes).toContain('m00000000006');
    await view(6); // the oldest kept, opened again
    codes = (await listViews(db, owner, 100)).map((v) => v.code);
    expect(codes).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(codes[0]).toBe('m00000000006');
    await view(6, 'paypay'); // same code on another site is another item: the oldest goes
    const rows = await listViews(db, owner, 100);
    expect(rows).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(rows.filter((r) => r.code === 'm00000000006').map((r) => r.site).sort()).toEqual(['mercari', 'paypay']);
    expect(rows.map((r) => r.code)).not.toContain('m00000000007');
  });

  it('saves, lists and removes favorite products and stores for the customer only', async () => {
    const a = await signupCustomer(ctx.app);
    const b = await signupCustomer(ctx.app);
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const item = (await get('/api/mercari/search?keyword=Nintendo')).json().products[0];

    const guest = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product', payload: { site: 'mercari', code: item.code } });
    expect(guest.statusCode).toBe(401);

    for (let i = 0; i < 2; i += 1) {
      const add = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product', headers: auth(a.token), payload: { site: 'mercari', code: item.code } });
      expect(add.statusCode).toBe(200);
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product', headers: auth(a.token), payload: { site: 'mercari', code: 'm00000000001' } });
    expect(missing.statusCode).toBe(404);

    const list = (await get('/api/favorite/products', auth(a.token))).json();
    expect(list.pagination).toEqual({ page: 1, size: 50, total: 1 });
    expect(list.results[0]).toMatchObject({ site: 'mercari', code: item.code, title: item.title, path: item.path });
    expect((await get('/api/favorite/products', auth(b.token))).json().pagination.total).toBe(0);
    expect((await get('/api/favorite/product/user', auth(a.token))).json().results).toEqual([{ site: 'mercari', code: item.code }]);

    // Another customer's delete changes nothing of the first customer's.
    const otherDelete = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product/delete', headers: auth(b.token), payload: { site: 'mercari', code: item.code } });
    expect(otherDelete.json().removed).toBe(0);
    const del = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product/delete', headers: auth(a.token), payload: { site: 'mercari', code: item.code } });
    expect(del.json().removed).toBe(1);

    const store = await ctx.app.inject({ method: 'POST', url: '/api/favorite/store', headers: auth(a.token), payload: { site: 'mercari', seller_id: item.seller_id, name: item.seller_name } });
    expect(store.statusCode).toBe(200);
    expect((await get('/api/favorite/stories', auth(a.token))).json().results[0]).toMatchObject({ seller_id: item.seller_id });
    const badStore = await ctx.app.inject({ method: 'POST', url: '/api/favorite/store', headers: auth(a.token), payload: { site: 'ebay', seller_id: 'x', name: 'x' } });
    expect(badStore.statusCode).toBe(400);
  });
});

describe('sandbox control', () => {
  it('stages an auction that a rival bids on, visible through the auction API', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/auctions',
      payload: { site: 'auction', end_in_seconds: 600, start_price_jpy: 1000, buy_now_price_jpy: 20000 },
    });
    expect(created.statusCode).toBe(200);
    const { code } = created.json();
    const rival = await ctx.app.inject({ method: 'POST', url: `/api/sandbox/auctions/${code}/rival-bid`, payload: { max_price_jpy: 3000 } });
    expect(rival.json().data).toMatchObject({ accepted: true, bid_count: 1 });
    const latest = (await get(`/api/v2/auction/items/${code}/bids/latest`)).json().data;
    expect(latest).toMatchObject({ code, bid_count: 1, status: 'open' });
    expect(latest.min_next_bid_jpy).toBeGreaterThan(latest.current_price_jpy);

    const bad = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/auctions', payload: { site: 'auction', end_in_seconds: 600, start_price_jpy: 5000, buy_now_price_jpy: 100 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/auctions/x000000001/rival-bid', payload: { max_price_jpy: 3000 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('draws product images locally', async () => {
    const item = (await get('/api/paypay/search?keyword=' + encodeURIComponent('ポケモン'))).json().results[0];
    const image = await get(item.image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('is refused with 404 in live mode', async () => {
    const live = await createTestContext({ marketplaces: { adapters: ctx.deps.marketplaces.adapters, sandbox: null } });
    try {
      const response = await live.app.inject({ method: 'POST', url: '/api/sandbox/auctions', payload: { site: 'auction', end_in_seconds: 600, start_price_jpy: 1000 } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'SANDBOX_ONLY', message: 'Chức năng này chỉ có ở chế độ thử nghiệm.' });
    } finally {
      await live.close();
    }
  });
});
