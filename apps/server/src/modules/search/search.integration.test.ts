import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import { afterAnswerSettled } from '../catalog/index.ts';
import { recordSearchRun } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/object-resolver', () => {
  it.each([
    ['https://jp.mercari.com/item/m12345678901?utm_source=x', '/mercari/item/m12345678901', 'm12345678901'],
    ['https://page.auctions.yahoo.co.jp/jp/auction/x123456789', '/auction/item/x123456789', 'x123456789'],
    ['https://item.rakuten.co.jp/book/16012345/', '/rakuten/item/book:16012345', 'book:16012345'],
  ])('resolves %s', async (url, path, productId) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/object-resolver', payload: { url } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { path, product_id: productId } });
  });

  it.each(['https://jp.mercari.com.evil.example/item/m12345678901', 'javascript:alert(1)', 'hello', ''])(
    'refuses %j with the spec message',
    async (url) => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/object-resolver', payload: { url } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' });
    },
  );

  it('refuses a missing url with a 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/object-resolver', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

/** A guest's search on a site, from a network address of its own. */
async function search(site: string, keyword: string, address: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/${site}/search?keyword=${encodeURIComponent(keyword)}&__auto_translate_keyword=off`,
    remoteAddress: address,
    headers,
  });
  // The count is written after the answer.
  await afterAnswerSettled(ctx.database.db);
  return response;
}

const topNames = async (site: string) =>
  ((await ctx.app.inject({ method: 'GET', url: `/api/keyword-top-search?type_code=${site}` })).json().results as { name: string }[]).map((r) => r.name);

describe('keywords (issue 13 §3: counted from real searches, several visitors, staff can hide)', () => {
  let adminAuth: Record<string, string>;
  beforeAll(async () => {
    const phone = uniquePhone();
    await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
    adminAuth = { authorization: `Bearer ${token}` };
  });

  it('POST /api/keyword/record answers as before but puts nothing on anyone else\'s screen', async () => {
    const scam = 'Nhận quà 5 triệu gọi 0912 345 678';
    for (let i = 0; i < 30; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', payload: { type_code: 'mercari', keyword: scam }, remoteAddress: `127.0.1.${i}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    const harmless = 'vali du lich';
    for (let i = 0; i < 30; i += 1) {
      await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', payload: { type_code: 'mercari', keyword: harmless }, remoteAddress: `127.0.2.${i}` });
    }
    expect(await topNames('mercari')).toEqual([]);
    const suggest = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=nh&type_code=mercari' });
    expect(suggest.json().results).toEqual([]);
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from search_keywords', []);
    expect(rows[0]!.n).toBe(0);
  });

  it('counts a search that ran and found something, once per visitor and day; lists it from 3 visitors on', async () => {
    // Two visitors, many times each: counted twice, not listed.
    for (const address of ['127.0.3.1', '127.0.3.2']) {
      for (let i = 0; i < 5; i += 1) expect((await search('mercari', 'Nike', address)).statusCode).toBe(200);
    }
    expect(await topNames('mercari')).toEqual([]);
    const found = (await search('mercari', 'nike', '127.0.3.1')).json().products as unknown[];
    expect(found.length).toBeGreaterThan(0);

    // A third visitor (a customer this time, from the same address as the first): listed.
    const { token } = await signupCustomer(ctx.app);
    expect((await search('mercari', '  NIKE ', '127.0.3.1', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(await topNames('mercari')).toEqual(['nike']);
    const suggest = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=NI&type_code=mercari' });
    expect(suggest.json().results.map((r: { name: string }) => r.name)).toEqual(['nike']);

    const { rows } = await ctx.database.executeSql("select search_count, visitor_count from search_keywords where type_code = 'mercari' and name = 'nike'", []);
    expect(rows[0]).toEqual({ search_count: 3, visitor_count: 3 });

    // The next day the same visitor counts again (one more search), still three visitors.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    expect(await recordSearchRun(ctx.database.db, ctx.deps.config.jwtSecret, { typeCode: 'mercari', keyword: 'nike', visitor: { viewerId: null, address: '127.0.3.2' }, now: tomorrow })).toBe(true);
    expect(await recordSearchRun(ctx.database.db, ctx.deps.config.jwtSecret, { typeCode: 'mercari', keyword: 'nike', visitor: { viewerId: null, address: '127.0.3.2' }, now: tomorrow })).toBe(false);
    const after = await ctx.database.executeSql("select search_count, visitor_count from search_keywords where type_code = 'mercari' and name = 'nike'", []);
    expect(after.rows[0]).toEqual({ search_count: 4, visitor_count: 3 });

    // Other sites are counted apart.
    expect(await topNames('rakuten')).toEqual([]);
  });

  it('a search that found nothing, a phone number, a link or a blocked word is never counted', async () => {
    for (let i = 0; i < 3; i += 1) expect((await search('mercari', 'qqzzxxyyww', `127.0.4.${i}`)).statusCode).toBe(200);
    for (const keyword of ['gọi 0912345678', '090-1234-5678', 'https://quatang.example', 'quatang.vn', 'nhà cái uy tín']) {
      expect(await recordSearchRun(ctx.database.db, ctx.deps.config.jwtSecret, { typeCode: 'mercari', keyword, visitor: { viewerId: null, address: '127.0.4.9' } }), keyword).toBe(false);
    }
    const { rows } = await ctx.database.executeSql("select name from search_keywords where name <> 'nike'", []);
    expect(rows).toEqual([]);
  });

  it('staff list the counted keywords and hide one from top searches and suggestions', async () => {
    for (let i = 0; i < 2; i += 1) await search('mercari', 'adidas', `127.0.5.${i}`);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/keywords?type_code=mercari', headers: adminAuth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      success: true,
      min_visitors: 3,
      pagination: { page: 1, total: 2 },
      results: [
        { name: 'nike', type_code: 'mercari', search_count: 4, visitor_count: 3, hidden: false, listed: true, unlisted_reason: null },
        { name: 'adidas', type_code: 'mercari', search_count: 2, visitor_count: 2, hidden: false, listed: false, unlisted_reason: 'few_visitors' },
      ],
    });

    const hide = await ctx.app.inject({ method: 'PUT', url: '/api/admin/keywords/hidden', headers: adminAuth, payload: { type_code: 'mercari', name: 'Nike', hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ name: 'nike', hidden: true, listed: false, unlisted_reason: 'hidden' });
    expect(await topNames('mercari')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=ni&type_code=mercari' })).json().results).toEqual([]);
    const hiddenOnly = await ctx.app.inject({ method: 'GET', url: '/api/admin/keywords?hidden=true', headers: adminAuth });
    expect(hiddenOnly.json().results.map((r: { name: string }) => r.name)).toEqual(['nike']);

    const show = await ctx.app.inject({ method: 'PUT', url: '/api/admin/keywords/hidden', headers: adminAuth, payload: { type_code: 'mercari', name: 'nike', hidden: false } });
    expect(show.json().data).toMatchObject({ hidden: false, listed: true });
    expect(await topNames('mercari')).toEqual(['nike']);

    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/admin/keywords/hidden', headers: adminAuth, payload: { type_code: 'mercari', name: 'không có', hidden: true } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, request_id: expect.any(String), code: 'KEYWORD_NOT_FOUND', message: 'Không tìm thấy từ khóa này.' });

    const { token } = await signupCustomer(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/keywords', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/admin/keywords/hidden', payload: { type_code: 'mercari', name: 'nike', hidden: true } })).statusCode).toBe(401);
  });

  it('refuses an empty keyword and an unknown site', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', payload: { type_code: 'mercari', keyword: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'KEYWORD_EMPTY', message: 'Vui lòng nhập từ khóa tìm kiếm.' });
    const site = await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', payload: { type_code: 'amazon', keyword: 'x' } });
    expect(site.statusCode).toBe(400);
  });

  it("keeps a customer's history (max 20 per site, deduplicated) and deletes it on request", async () => {
    const { token } = await signupCustomer(ctx.app);
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 23; i += 1) {
      await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', headers: auth, payload: { type_code: 'paypay', keyword: `ao khoac ${i}` } });
    }
    await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', headers: auth, payload: { type_code: 'paypay', keyword: 'ao khoac 5' } });
    const history = await ctx.app.inject({ method: 'GET', url: '/api/keyword-history?type_code=paypay', headers: auth });
    const names = history.json().results.map((r: { name: string }) => r.name);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('ao khoac 5');
    expect(new Set(names).size).toBe(20);
    expect(names).not.toContain('ao khoac 0');

    const suggest = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=ao%20khoac%205&type_code=paypay', headers: auth });
    expect(suggest.json().results[0]).toMatchObject({ name: 'ao khoac 5', in_history: true });

    const cleared = await ctx.app.inject({ method: 'DELETE', url: '/api/keyword-history?type_code=paypay', headers: auth });
    expect(cleared.json()).toEqual({ success: true, deleted: 20 });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/keyword-history?type_code=paypay', headers: auth });
    expect(after.json().results).toEqual([]);
  });

  it('needs a login to read or delete history', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/keyword-history' });
    expect(response.statusCode).toBe(401);
  });
});
