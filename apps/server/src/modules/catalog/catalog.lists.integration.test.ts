import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** The lists of spec §3/§7 in the spec's shape and size (issue 14 §2), against the sandbox. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('Suruga-ya search (spec §3, §9: items + pagination {total, pages, size 20, display})', () => {
  it('pages by 20 by default: every page but the last full, the items over all pages add up to the total', async () => {
    const keyword = encodeURIComponent('ゲーム');
    const first = await get(`/api/suruga-ya/search?category=7`);
    expect(first.status).toBe(200);
    const { total, pages, size } = first.body.pagination;
    expect(size).toBe(20);
    expect(total).toBeGreaterThan(40);
    expect(pages).toBe(Math.ceil(total / 20));
    const codes: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { body } = await get(`/api/suruga-ya/search?category=7&page=${page}`);
      expect(body.items).toHaveLength(page < pages ? 20 : total - 20 * (pages - 1));
      expect(body.pagination).toEqual({ total, pages, size: 20, display: body.items.length });
      expect(body.items.every((item: { available: boolean }) => item.available)).toBe(true);
      codes.push(...body.items.map((item: { code: string }) => item.code));
    }
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
    // A keyword search too: the first page is full when there are 20 or more.
    const byKeyword = await get(`/api/suruga-ya/search?keyword=${keyword}`);
    expect(byKeyword.body.items.length).toBe(Math.min(20, byKeyword.body.pagination.total));
  });

  it('honours size', async () => {
    const { body } = await get('/api/suruga-ya/search?category=7&size=10&page=3');
    expect(body.items).toHaveLength(10);
    expect(body.pagination).toMatchObject({ size: 10, display: 10, pages: Math.ceil(body.pagination.total / 10) });
  });
});

describe('PayPay seller products (spec §3: results, pagination, saller)', () => {
  it('names the seller in `saller`, as the items and the item page do', async () => {
    const search = await get(`/api/paypay/search?keyword=${encodeURIComponent('ポケモン')}`);
    const code = search.body.results[0].code as string;
    const item = await get(`/api/paypay/item/${code}`);
    const seller = item.body.data.seller as { id: string; name: string };
    expect(seller.id).toBeTruthy();
    const { status, body } = await get(`/api/paypay/saller/products?seller_id=${encodeURIComponent(seller.id)}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['pagination', 'results', 'saller', 'success']);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.map((r: { code: string }) => r.code)).toContain(code);
    expect(body.pagination).toEqual({ page: 1, size: 20, total: expect.any(Number) });
    expect(body.saller).toMatchObject({ id: seller.id, name: seller.name, is_store: false });
    expect(body.saller.rating_count).toEqual(expect.any(Number));
  });
});

describe('Mercari datasets (spec §3: categories from itemCategories, brands from itemBrands)', () => {
  it('answers item-categories under itemCategories, item-brands under itemBrands, groups under itemCategoryGroups', async () => {
    const categories = await get('/api/mercari/v2/datasets/item-categories');
    expect(Object.keys(categories.body).sort()).toEqual(['itemCategories', 'success']);
    expect(categories.body.itemCategories.length).toBeGreaterThan(0);
    expect(categories.body.itemCategories[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), parent_id: null, site: 'mercari' });
    const root = categories.body.itemCategories[0].id as string;
    const children = await get(`/api/mercari/v2/datasets/item-categories?parent_id=${root}`);
    expect(children.body.itemCategories.every((c: { parent_id: string }) => c.parent_id === root)).toBe(true);
    const brands = await get('/api/mercari/v2/datasets/item-brands');
    expect(Object.keys(brands.body).sort()).toEqual(['itemBrands', 'success']);
    expect(brands.body.itemBrands[0]).toEqual({ id: expect.any(String), name: expect.any(String), jaPronunciation: expect.any(String) });
    const groups = await get('/api/mercari/v2/datasets/item-category-groups');
    expect(Object.keys(groups.body).sort()).toEqual(['itemCategoryGroups', 'success']);
    expect(groups.body.itemCategoryGroups[0].children.length).toBeGreaterThan(0);
  });
});

describe('Rakuten popular (spec §3: results + pagination {page, size, total}; §9 general 20)', () => {
  it('answers 20 a page by default, honours size and pages without repeats', async () => {
    const first = await get('/api/rakuten/search/popular');
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.pagination).toEqual({ page: 1, size: 20, total: expect.any(Number) });
    expect(first.body.pagination.total).toBeGreaterThan(20);
    const second = await get('/api/rakuten/search/popular?page=2');
    expect(second.body.results).toHaveLength(20);
    const codes = [...first.body.results, ...second.body.results].map((r: { code: string }) => r.code);
    expect(new Set(codes).size).toBe(40);
    const wide = await get('/api/rakuten/search/popular?size=40');
    expect(wide.body.results.map((r: { code: string }) => r.code)).toEqual(codes);
    const small = await get('/api/rakuten/search/popular?size=7&page=3');
    expect(small.body.results.map((r: { code: string }) => r.code)).toEqual(codes.slice(14, 21));
    expect(small.body.pagination).toMatchObject({ page: 3, size: 7 });
  });
});

describe('Yahoo! Auctions brands', () => {
  it('lists auctions for every brand the brand ranking names', async () => {
    const ranking = await get('/api/auction/brand-ranking');
    expect(ranking.status).toBe(200);
    const brands = ranking.body.results as { id: string; name: string; count: number }[];
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      const { status, body } = await get(`/api/auction/brand/${brand.id}`);
      expect(status, brand.name).toBe(200);
      expect(body.results.length, brand.name).toBeGreaterThanOrEqual(1);
      expect(body.pagination.total, brand.name).toBeGreaterThanOrEqual(brand.count);
      expect(body.pagination.size).toBe(20);
    }
    // Every listed auction is of that brand (its item page says so).
    const [top] = brands;
    const { body } = await get(`/api/auction/brand/${top!.id}?size=5`);
    expect(body.results.length).toBeLessThanOrEqual(5);
    for (const result of body.results as { code: string }[]) {
      const item = await get(`/api/auction/item/${result.code}`);
      expect(item.body.data.brand).toMatchObject({ id: top!.id });
    }
  });
});

describe('/api/topview-shops', () => {
  it('lists sellers and shops by the views of their items, not products', async () => {
    // Three visitors open two items of one PayPay seller; one visitor opens one Yahoo! Auctions item.
    const search = await get(`/api/paypay/search?keyword=${encodeURIComponent('ポケモン')}`);
    const first = await get(`/api/paypay/item/${search.body.results[0].code}`);
    const seller = first.body.data.seller as { id: string; name: string };
    const ofSeller = await get(`/api/paypay/saller/products?seller_id=${encodeURIComponent(seller.id)}&size=2`);
    const codes = (ofSeller.body.results as { code: string }[]).map((r) => r.code);
    for (const visitor of ['topview-visitor-1', 'topview-visitor-2', 'topview-visitor-3']) {
      for (const code of codes) await get(`/api/paypay/item/${code}?visitor_id=${visitor}`);
    }
    const auction = await get(`/api/auction/search?keyword=${encodeURIComponent('フィギュア')}`);
    const auctionItem = await get(`/api/auction/item/${auction.body.results[0].code}?visitor_id=topview-visitor-1`);
    const auctionSeller = auctionItem.body.data.seller as { id: string; name: string; is_store: boolean };

    const { status, body } = await get('/api/topview-shops');
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({
      site: 'paypay',
      seller_id: seller.id,
      name: seller.name,
      is_store: false,
      views: 3 * codes.length,
      products: codes.length,
      image: expect.any(String),
      path: `/paypay/search?seller_id=${encodeURIComponent(seller.id)}`,
    });
    expect(body.results).toContainEqual(
      expect.objectContaining({ site: 'auction', seller_id: auctionSeller.id, name: auctionSeller.name, is_store: auctionSeller.is_store, views: 1, products: 1 }),
    );
    for (const shop of body.results) expect(shop).not.toHaveProperty('code');
  });
});

describe('category trees of every site, with Vietnamese names', () => {
  it('answers /api/category/tops and /api/categories for every type /api/category/type lists', async () => {
    const types = (await get('/api/category/type')).body.results as { type: string; site: string }[];
    expect(types.map((t) => t.type).sort()).toEqual(['auction', 'mercari-jp', 'paypay', 'rakuten', 'shopping', 'suruga-ya']);
    for (const { type, site } of types) {
      const tops = await get(`/api/category/tops?type=${type}`);
      expect(tops.status, type).toBe(200);
      expect(tops.body.results.length, type).toBeGreaterThan(0);
      for (const node of tops.body.results) {
        expect(node, type).toMatchObject({ site, parent_id: null, name: expect.any(String) });
        expect(node.name_vi, `${type} ${node.name}`).toMatch(/\S/);
      }
      const listed = await get(`/api/categories?type=${type}`);
      expect(listed.status, type).toBe(200);
      expect(listed.body.pagination, type).toEqual({ page: 1, size: 20, total: tops.body.results.length });
    }
  });

  it('gives Suruga-ya its category list (the search popover\'s radio list) and PayPay Yahoo! Shopping\'s tree', async () => {
    const suruga = (await get('/api/category/tops?type=suruga-ya')).body.results as { id: string; name: string; name_vi: string }[];
    expect(suruga.map((c) => c.id)).toEqual(['7', '3', '4', '5', '10', '2', '11']);
    expect(suruga[0]).toMatchObject({ name: 'ゲーム', name_vi: 'Trò chơi' });
    // A Suruga-ya category lists products.
    const games = await get('/api/suruga-ya/search?category=7');
    expect(games.body.items.length).toBe(20);

    const paypay = (await get('/api/category/tops?type=paypay')).body.results as { id: string; name_vi: string; has_children: boolean }[];
    const fashion = paypay.find((c) => c.id === '13457');
    expect(fashion).toMatchObject({ name_vi: 'Thời trang', has_children: true });
    const children = await get('/api/categories?type=paypay&parent_id=13457');
    expect(children.body.results.length).toBeGreaterThan(0);
    expect(children.body.results.every((c: { parent_id: string; name_vi: string | null }) => c.parent_id === '13457' && !!c.name_vi)).toBe(true);
    const leaf = children.body.results[0].id as string;
    const listed = await get(`/api/paypay/search?category=${leaf}`);
    expect(listed.body.results.length).toBeGreaterThan(0);

    const home = (await get('/api/category/home')).body.results as { site: string; categories: unknown[] }[];
    for (const group of home) expect(group.categories.length, group.site).toBeGreaterThan(0);
  });
});
