import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/**
 * Issue 13 §7: a marketplace that refuses a category it does not know (the sandbox answers like
 * Rakuten does: 400 `wrong_parameter` "specify valid genreId") is bad input, 404 CATEGORY_NOT_FOUND,
 * not "cannot reach the marketplace" (502).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const notFound = { success: false, code: 'CATEGORY_NOT_FOUND', message: errorMessages.CATEGORY_NOT_FOUND, request_id: expect.any(String) };

describe('a category the marketplace does not know', () => {
  it('search, category products, ranking and sub-categories answer 404 CATEGORY_NOT_FOUND', async () => {
    for (const url of [
      '/api/rakuten/search?category=999999999',
      '/api/rakuten/search?keyword=bag&category=999999999',
      '/api/rakuten/product-by-category/999999999',
      '/api/rakuten/category/999999999',
      '/api/rakuten/search/popular?category=999999999',
      '/api/rakuten/deal/products?category=999999999',
      '/api/product-category/by-parent-id?type=rakuten&parent_id=999999999',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('a category it knows still answers', async () => {
    const tops = (await ctx.app.inject({ method: 'GET', url: '/api/category/tops?type=rakuten' })).json().results as { id: string }[];
    expect(tops.length).toBeGreaterThan(0);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/rakuten/search?category=${tops[0]!.id}` });
    expect(response.statusCode, response.body).toBe(200);
  });
});
