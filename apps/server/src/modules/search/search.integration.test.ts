import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';

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
      expect(response.json()).toEqual({ success: false, code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' });
    },
  );

  it('refuses a missing url with a 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/object-resolver', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('keywords', () => {
  it('ranks top searches and suggests from what people search, per site', async () => {
    const searches = [
      ['mercari', 'Nintendo  Switch'],
      ['mercari', 'nintendo switch'],
      ['mercari', 'nintendo switch lite'],
      ['mercari', 'pokemon card'],
      ['rakuten', 'nintendo switch'],
    ] as const;
    for (const [type_code, keyword] of searches) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/keyword/record', payload: { type_code, keyword } });
      expect(response.statusCode).toBe(200);
    }
    const top = await ctx.app.inject({ method: 'GET', url: '/api/keyword-top-search?type_code=mercari' });
    expect(top.json().results.map((r: { name: string }) => r.name)).toEqual(['nintendo switch', 'pokemon card', 'nintendo switch lite']);
    expect(top.json().results[0]).toEqual({ name: 'nintendo switch', nam_vi: null, type_code: 'mercari', in_history: false });

    const suggest = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=NINTENDO&type_code=mercari&size=10' });
    expect(suggest.json().results.map((r: { name: string }) => r.name)).toEqual(['nintendo switch', 'nintendo switch lite']);

    const tooMany = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?keyword=a&size=11' });
    expect(tooMany.statusCode).toBe(400);
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
