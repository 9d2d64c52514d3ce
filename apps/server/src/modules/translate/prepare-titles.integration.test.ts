import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { createTranslator } from './index.ts';

/**
 * Titles stored by the cart and favorites are answered in Vietnamese as the word analyser gives
 * them, not the rough cut an unprepared title gets: the answer asks the translator to prepare them
 * first. The translator here tells the two apart ("thô:" until prepared) and counts the preparing.
 */
const base = createTranslator({ segmenter: 'none' });
const prepared = new Set<string>();
const preparedCalls: string[][] = [];
const translator = {
  ...base,
  toVietnamese: (text: string) => (prepared.has(text) ? `tốt: ${text}` : `thô: ${text}`),
  async prepare(texts: readonly string[]) {
    preparedCalls.push([...texts]);
    for (const text of texts) prepared.add(text);
  },
};

let ctx: TestContext;
let product: Product;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestContext({ translator });
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 120 && !product; i++) {
    const candidate = await ctx.deps.marketplaces.adapters.shopping.item(sandbox.currentCode('shopping', i));
    if (candidate && candidate.available && candidate.stock !== 0 && !candidate.auction && candidate.variants.length <= 1 && candidate.priceJpy !== null) product = candidate;
  }
  if (!product) throw new Error('no buyable sandbox item');
});
afterAll(async () => {
  await ctx?.close();
});

describe('stored titles are prepared before they are answered', () => {
  it('the cart and the favorites answer the analysed Vietnamese title, never the rough cut', async () => {
    const customer = await signupCustomer(ctx.app);
    const added = await ctx.app.inject({ method: 'POST', url: '/api/cart', headers: auth(customer.token), payload: { site_code: 'shopping', code: product.code } });
    expect(added.statusCode).toBe(200);
    const liked = await ctx.app.inject({ method: 'POST', url: '/api/favorite/product', headers: auth(customer.token), payload: { site: 'shopping', code: product.code } });
    expect(liked.statusCode).toBeLessThan(300);
    // As after a restart: this process has seen none of the titles.
    prepared.clear();
    preparedCalls.length = 0;

    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart/user', headers: auth(customer.token) });
    expect(cart.statusCode).toBe(200);
    const item = (cart.json() as { results: Array<{ name: string; name_vi: string | null }> }).results[0]!;
    expect(item.name_vi).toBe(`tốt: ${item.name}`);

    prepared.clear();
    const favorites = await ctx.app.inject({ method: 'GET', url: '/api/favorite/products', headers: auth(customer.token) });
    expect(favorites.statusCode).toBe(200);
    const favorite = (favorites.json() as { results: Array<{ title: string; title_vi: string | null }> }).results[0]!;
    expect(favorite.title_vi).toBe(`tốt: ${favorite.title}`);
    expect(preparedCalls.flat()).toContain(item.name);
  });
});
