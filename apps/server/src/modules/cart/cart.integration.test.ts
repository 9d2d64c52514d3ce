import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import { UpstreamError, type Product, type SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { cartItems } from '../../db/schema/index.ts';
import { cartContext, cartItemsOf, refreshCartAvailability, removeCartItems } from './index.ts';

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const add = (token: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/cart', headers: auth(token), payload });
const getCart = (token: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/cart/user${query}`, headers: auth(token) });
const remove = (token: string, ids: string[]) => ctx.app.inject({ method: 'POST', url: '/api/cart/remove', headers: auth(token), payload: { ids } });
const putIntended = (token: string, items: object[]) =>
  ctx.app.inject({ method: 'PUT', url: '/api/intended_cart/items', headers: auth(token), payload: { items } });
const putOne = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/intended_cart/items/update', headers: auth(token), payload });

type CartItemJson = { id: string; code: string; site_code: SiteCode; qty: number; price: number; soldout: boolean } & Record<string, unknown>;

/** Finds the first sandbox listing of `site` (of the first 120) whose product matches. */
async function findProduct(site: SiteCode, match: (p: Product) => boolean): Promise<Product> {
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 120; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox.currentCode(site, i));
    if (product && match(product)) return product;
  }
  throw new Error(`no sandbox ${site} listing matches`);
}

const buyable = (p: Product) => p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy !== null;

let fixed: Product; // a buyable shopping item
let fixed2: Product; // another buyable item, another site
let soldOut: Product;
let auctionNoBuyNow: Product;
let auctionBuyNow: Product;
let withVariants: Product;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
  fixed = await findProduct('shopping', buyable);
  fixed2 = await findProduct('rakuten', buyable);
  soldOut = await findProduct('mercari', (p) => !p.available && !p.auction);
  auctionNoBuyNow = await findProduct('auction', (p) => p.auction?.status === 'open' && p.auction.buyNowPriceJpy === null);
  auctionBuyNow = await findProduct('auction', (p) => p.auction?.status === 'open' && p.auction.buyNowPriceJpy !== null);
  withVariants = await findProduct(
    'shopping',
    (p) => p.available && p.variants.length > 1 && p.variants.some((v) => v.quantity === 0) && p.variants.some((v) => (v.quantity ?? 1) > 0),
  );
});
afterAll(async () => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
  ctx.deps.marketplaces.sandbox!.setFaults(null);
});

async function clearCart(userId: string) {
  await ctx.database.db.delete(cartItems).where(eq(cartItems.userId, userId));
}

describe('POST /api/cart', () => {
  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/cart', payload: { site_code: 'shopping', code: fixed.code } });
    expect(response.statusCode).toBe(401);
  });

  it('adds an item with the marketplace price, never the client price; adding again raises qty', async () => {
    await clearCart(alice.userId);
    const first = await add(alice.token, { site_code: 'shopping', code: fixed.code, qty: 2, price: 1, name: 'giả', note: ' giao nhanh ' });
    expect(first.statusCode).toBe(200);
    const item = first.json().data as CartItemJson;
    expect(first.json().message).toBe('Đã thêm sản phẩm vào giỏ hàng.');
    expect(item).toMatchObject({ site_code: 'shopping', code: fixed.code, qty: 2, price: fixed.priceJpy, name: fixed.title, soldout: false, note: 'giao nhanh' });
    expect(item.link).toBe(fixed.sourceUrl);
    expect(item.seller).toEqual({ id: fixed.seller?.id ?? fixed.sellerId, name: fixed.seller?.name ?? fixed.sellerName });
    for (const key of ['extra_services', 'discount_codes', 'route_code', 'ship_mode', 'groups', 'variant', 'product_need_procedure', 'vendor_extra_services', 'tax', 'weight', 'width', 'length', 'height']) {
      expect(item).toHaveProperty(key);
    }

    const again = await add(alice.token, { site_code: 'shopping', code: fixed.code, qty: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: item.id, qty: 5 });
    const rows = await ctx.database.db.select().from(cartItems).where(eq(cartItems.userId, alice.userId));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same item is added twice at once', async () => {
    await clearCart(bob.userId);
    const answers = await Promise.all([
      add(bob.token, { site_code: 'rakuten', code: fixed2.code }),
      add(bob.token, { site_code: 'rakuten', code: fixed2.code }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await cartItemsOf(ctx.database.db, bob.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.qty).toBe(2);
  });

  it('does not take more than the marketplace has (a one-off item twice)', async () => {
    const single = await findProduct('paypay', (p) => buyable(p) && p.stock === 1);
    const first = await add(bob.token, { site_code: 'paypay', code: single.code });
    expect(first.statusCode).toBe(200);
    const second = await add(bob.token, { site_code: 'paypay', code: single.code });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CART_QTY_EXCEEDS_STOCK', message: errorMessages.CART_QTY_EXCEEDS_STOCK });
    expect((await cartItemsOf(ctx.database.db, bob.userId)).find((r) => r.code === single.code)!.qty).toBe(1);
  });

  it('takes a pasted product link instead of site and code', async () => {
    const response = await add(alice.token, { link: fixed2.sourceUrl });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ site_code: 'rakuten', code: fixed2.code, qty: 1 });
    const bad = await add(alice.token, { link: 'https://example.com/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' });
    for (const payload of [{}, { site_code: 'shopping' }, { code: fixed.code }]) {
      const nothing = await add(alice.token, payload);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().message).toBe(errorMessages.CART_ITEM_REQUIRED);
    }
  });

  it('refuses auctions without buy-now (bid instead), sold-out items and unknown items; nothing is added', async () => {
    await clearCart(bob.userId);
    const auction = await add(bob.token, { site_code: 'auction', code: auctionNoBuyNow.code });
    expect(auction.statusCode).toBe(409);
    expect(auction.json()).toMatchObject({ success: false, code: 'CART_AUCTION_NOT_ALLOWED', message: errorMessages.CART_AUCTION_NOT_ALLOWED });
    expect(auction.json().message).toContain('đặt giá đấu');

    const sold = await add(bob.token, { site_code: 'mercari', code: soldOut.code });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('CART_ITEM_SOLDOUT');

    const unknown = await add(bob.token, { site_code: 'mercari', code: 'm00000000001' });
    expect(unknown.statusCode).toBe(404);
    const malformed = await add(bob.token, { site_code: 'mercari', code: '../../etc' });
    expect(malformed.statusCode).toBe(404);

    expect(await cartItemsOf(ctx.database.db, bob.userId)).toHaveLength(0);
  });

  it('takes an auction that has a buy-now price, at that price', async () => {
    const response = await add(bob.token, { site_code: 'auction', code: auctionBuyNow.code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.price).toBe(auctionBuyNow.auction!.buyNowPriceJpy);
  });

  it('asks for a variant when there are several; a sold-out or unknown variant is refused; each variant is its own line', async () => {
    const none = await add(bob.token, { site_code: 'shopping', code: withVariants.code });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('CART_VARIANT_REQUIRED');
    const empty = withVariants.variants.find((v) => v.quantity === 0)!;
    const full = withVariants.variants.find((v) => (v.quantity ?? 1) > 0)!;
    const emptyAnswer = await add(bob.token, { site_code: 'shopping', code: withVariants.code, variant: empty.id });
    expect(emptyAnswer.statusCode).toBe(409);
    expect(emptyAnswer.json().code).toBe('CART_ITEM_SOLDOUT');
    const unknown = await add(bob.token, { site_code: 'shopping', code: withVariants.code, variant: 'khong-co' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('CART_VARIANT_INVALID');
    const ok = await add(bob.token, { site_code: 'shopping', code: withVariants.code, variant: full.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.variant).toBe(full.id);
    if (full.quantity !== null) {
      const tooMany = await add(bob.token, { site_code: 'shopping', code: withVariants.code, variant: full.id, qty: full.quantity + 1 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().code).toBe('CART_QTY_EXCEEDS_STOCK');
    }
  });

  it('answers bad options with a Vietnamese 400', async () => {
    for (const payload of [
      { site_code: 'shopping', code: fixed.code, qty: 0 },
      { site_code: 'shopping', code: fixed.code, qty: 1000 },
      { site_code: 'shopping', code: fixed.code, qty: 'nhiều' },
      { site_code: 'shopping', code: fixed.code, weight: -5 },
      { site_code: 'nowhere', code: fixed.code },
    ]) {
      const response = await add(bob.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(/[à-ỹ]/);
    }
    const qty = await add(bob.token, { site_code: 'shopping', code: fixed.code, qty: 0 });
    expect(qty.json().message).toBe(errorMessages.CART_QTY_INVALID);
  });
});

describe('GET /api/cart/user', () => {
  it('lists active items with totals per group, per site and overall through pricing', async () => {
    await clearCart(alice.userId);
    await add(alice.token, { site_code: 'shopping', code: fixed.code, qty: 2 });
    await add(alice.token, { site_code: 'rakuten', code: fixed2.code });
    const response = await getCart(alice.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.results).toHaveLength(2);
    expect(body.soldout).toEqual([]);
    expect(body.check_failed).toBe(false);
    expect(body.results.every((r: { check: string }) => r.check === 'ok')).toBe(true);
    expect(body.totals).toMatchObject({ item_count: 2, qty: 3, goods_jpy: fixed.priceJpy! * 2 + fixed2.priceJpy! });
    expect(body.totals.first_payment).toBeGreaterThan(0);
    expect(body.totals.total_vnd).toBeGreaterThanOrEqual(body.totals.first_payment);
    expect(body.totals.details.length).toBeGreaterThan(0);
    expect(body.groups).toHaveLength(2);
    expect(body.sites.map((s: { site_code: string }) => s.site_code).sort()).toEqual(['rakuten', 'shopping']);
    const groupSum = body.groups.reduce((n: number, g: { totals: { goods_jpy: number } }) => n + g.totals.goods_jpy, 0);
    expect(groupSum).toBe(body.totals.goods_jpy);
    expect(body.rate).toBeGreaterThan(0);
    // Both were just added: both are chosen for the next quote.
    expect(body.results.every((r: { intended: boolean }) => r.intended)).toBe(true);
    expect(body.intended_totals.item_count).toBe(2);
  });

  it('GET /api/cart/count counts the customer’s own items (the header badge), after adds and removes', async () => {
    await clearCart(alice.userId);
    const countOf = async (token: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/cart/count', headers: auth(token) });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await countOf(alice.token)).toEqual({ success: true, count: 0 });
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    await add(alice.token, { site_code: 'shopping', code: fixed.code });
    await add(alice.token, { site_code: 'rakuten', code: fixed2.code });
    // The same item added twice is one item (quantity 2).
    expect((await countOf(alice.token)).count).toBe(2);
    expect((await remove(alice.token, [a.id])).statusCode).toBe(200);
    expect((await countOf(alice.token)).count).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart/count' })).statusCode).toBe(401);
  });

  it('pre-selects an item when it is added, and again when it is added once more after being unticked', async () => {
    await clearCart(alice.userId);
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    expect(a.intended).toBe(true);
    expect((await putIntended(alice.token, [])).statusCode).toBe(200);
    expect((await getCart(alice.token, '?recheck=false')).json().intended_totals.item_count).toBe(0);
    const b = (await add(alice.token, { site_code: 'rakuten', code: fixed2.code })).json().data as CartItemJson;
    // Only the new one is chosen; the one the buyer unticked stays unticked.
    const cart = (await getCart(alice.token, '?recheck=false')).json();
    expect(cart.results.map((r: CartItemJson) => [r.id, r.intended]).sort()).toEqual([[a.id, false], [b.id, true]].sort());
    const again = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    expect(again).toMatchObject({ id: a.id, qty: 2, intended: true });
  });

  it('separates items that sold out or vanished on the marketplace, and updates changed prices', async () => {
    await clearCart(alice.userId);
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    const b = (await add(alice.token, { site_code: 'rakuten', code: fixed2.code })).json().data as CartItemJson;
    // The rakuten item has sold out since; the shopping one costs 100 yen more.
    const rakuten = ctx.deps.marketplaces.adapters.rakuten;
    const shopping = ctx.deps.marketplaces.adapters.shopping;
    vi.spyOn(rakuten, 'item').mockResolvedValue({ ...fixed2, available: false, stock: 0 });
    vi.spyOn(shopping, 'item').mockResolvedValue({ ...fixed, priceJpy: fixed.priceJpy! + 100 });

    const body = (await getCart(alice.token)).json();
    expect(body.results.map((r: CartItemJson) => r.id)).toEqual([a.id]);
    expect(body.soldout.map((r: CartItemJson) => r.id)).toEqual([b.id]);
    expect(body.soldout[0]).toMatchObject({ soldout: true, check: 'soldout' });
    expect(body.results[0]).toMatchObject({ price: fixed.priceJpy! + 100, previous_price_jpy: fixed.priceJpy, price_changed: true, check: 'price_changed' });
    expect(body.message).toContain('Giá của 1 sản phẩm đã thay đổi');
    expect(body.message).toContain('hết hàng');
    expect(body.totals.goods_jpy).toBe(fixed.priceJpy! + 100);

    // Vanished (the site says it does not exist) counts as sold out too.
    vi.spyOn(shopping, 'item').mockResolvedValue(null);
    const gone = (await getCart(alice.token)).json();
    expect(gone.results).toEqual([]);
    expect(gone.soldout).toHaveLength(2);
    expect(gone.totals.item_count).toBe(0);

    // Back in stock: active again.
    vi.restoreAllMocks();
    const back = (await getCart(alice.token)).json();
    expect(back.results).toHaveLength(2);
  });

  it('keeps items as they were when the marketplace fails, and says the check failed', async () => {
    await clearCart(alice.userId);
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    vi.spyOn(ctx.deps.marketplaces.adapters.shopping, 'item').mockRejectedValue(new UpstreamError('shopping', 'https://shopping.test/x', 'unreachable', 'x'));
    const response = await getCart(alice.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.check_failed).toBe(true);
    expect(body.soldout).toEqual([]);
    expect(body.results[0]).toMatchObject({ id: a.id, soldout: false, check: 'failed', price: fixed.priceJpy });
    expect(body.message).toContain('Chưa kiểm tra được');
  });

  it('gives up a slow marketplace after the time limit, checking items in parallel', async () => {
    await clearCart(alice.userId);
    await add(alice.token, { site_code: 'shopping', code: fixed.code });
    await add(alice.token, { site_code: 'rakuten', code: fixed2.code });
    const hang = (_code: string, signal?: AbortSignal) =>
      new Promise<Product | null>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    vi.spyOn(ctx.deps.marketplaces.adapters.shopping, 'item').mockImplementation(hang);
    vi.spyOn(ctx.deps.marketplaces.adapters.rakuten, 'item').mockImplementation(hang);
    const started = Date.now();
    const result = await refreshCartAvailability({ ...cartContext(ctx.deps), checkTimeoutMs: 200 }, alice.userId);
    const took = Date.now() - started;
    expect(took).toBeLessThan(1_500);
    expect(result.checkFailed).toBe(true);
    expect(Object.values(result.outcomes)).toEqual(['failed', 'failed']);
    expect(result.items.every((r) => !r.soldout)).toBe(true);
  });

  it('skips the re-check with recheck=false', async () => {
    const spy = vi.spyOn(ctx.deps.marketplaces.adapters.shopping, 'item');
    const response = await getCart(alice.token, '?recheck=false');
    expect(response.statusCode).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    expect(response.json().results[0].check).toBeNull();
  });
});

describe('remove and options: only the customer’s own items', () => {
  it('removes own items; another customer’s id answers 404 and nothing is removed', async () => {
    await clearCart(alice.userId);
    await clearCart(bob.userId);
    const mine = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    const theirs = (await add(bob.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;

    const mixed = await remove(alice.token, [mine.id, theirs.id]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ code: 'CART_ITEM_NOT_FOUND', message: errorMessages.CART_ITEM_NOT_FOUND });
    expect(await cartItemsOf(ctx.database.db, alice.userId)).toHaveLength(1);
    expect(await cartItemsOf(ctx.database.db, bob.userId)).toHaveLength(1);

    const junk = await remove(alice.token, ['not-a-uuid']);
    expect(junk.statusCode).toBe(404);

    const ok = await remove(alice.token, [mine.id]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, removed: 1, message: 'Đã xóa sản phẩm khỏi giỏ hàng.' });
    expect(await cartItemsOf(ctx.database.db, alice.userId)).toHaveLength(0);
    expect(await cartItemsOf(ctx.database.db, bob.userId)).toHaveLength(1);
  });

  it('updates one item’s options; another customer’s item is 404 and unchanged', async () => {
    await clearCart(alice.userId);
    const mine = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    const theirs = (await cartItemsOf(ctx.database.db, bob.userId))[0]!;

    const response = await putOne(alice.token, {
      id: mine.id,
      qty: 4,
      extra_services: ['photos', 'photos', ' bubble_wrap '],
      discount_codes: ['giam10'],
      route_code: 'JP-HCM',
      ship_mode: 'air',
      note: 'Hộp nguyên vẹn',
      weight: 1200,
      width: 20,
      length: 30,
      height: 10,
      groups: 'Quà tặng',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cập nhật thành công!');
    expect(response.json().data).toMatchObject({
      qty: 4,
      extra_services: ['photos', 'bubble_wrap'],
      discount_codes: ['GIAM10'],
      route_code: 'JP-HCM',
      ship_mode: 'air',
      note: 'Hộp nguyên vẹn',
      weight: 1200,
      width: 20,
      length: 30,
      height: 10,
      groups: 'Quà tặng',
    });
    // Only what is sent changes.
    const partial = await putOne(alice.token, { id: mine.id, note: 'Khác' });
    expect(partial.json().data).toMatchObject({ qty: 4, note: 'Khác', weight: 1200 });
    // null clears a size.
    const cleared = await putOne(alice.token, { id: mine.id, weight: null, route_code: null });
    expect(cleared.json().data).toMatchObject({ weight: null, route_code: null });

    const other = await putOne(alice.token, { id: theirs.id, qty: 9 });
    expect(other.statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, theirs.id));
    expect(after!.qty).toBe(theirs.qty);

    const bad = await putOne(alice.token, { id: mine.id, qty: -1 });
    expect(bad.statusCode).toBe(400);
    // Routes, modes and extra services must exist in the pricing tables.
    for (const [payload, code] of [
      [{ route_code: 'JP-NOWHERE' }, 'CART_ROUTE_INVALID'],
      [{ route_code: 'JP-HN', ship_mode: 'teleport' }, 'CART_ROUTE_INVALID'],
      [{ ship_mode: 'teleport' }, 'CART_ROUTE_INVALID'],
      [{ extra_services: ['gold_plating'] }, 'CART_SERVICE_INVALID'],
    ] as const) {
      const refused = await putOne(alice.token, { id: mine.id, ...payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ code, message: errorMessages[code] });
    }
    const unknownRoute = await add(alice.token, { site_code: 'shopping', code: fixed.code, route_code: 'JP-NOWHERE' });
    expect(unknownRoute.statusCode).toBe(400);
    const [kept] = await cartItemsOf(ctx.database.db, alice.userId, [mine.id]);
    expect(kept).toMatchObject({ qty: 4, routeCode: null, extraServices: ['photos', 'bubble_wrap'] });
  });

  it('PUT /api/intended_cart/items chooses exactly the items sent, with their options, all or nothing', async () => {
    await clearCart(alice.userId);
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    const b = (await add(alice.token, { site_code: 'rakuten', code: fixed2.code })).json().data as CartItemJson;
    const theirs = (await cartItemsOf(ctx.database.db, bob.userId))[0]!;

    const first = await putIntended(alice.token, [{ id: a.id, qty: 2, note: 'A' }, { id: b.id }]);
    expect(first.statusCode).toBe(200);
    expect(first.json().results.map((r: CartItemJson) => [r.id, r.intended])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    const second = await putIntended(alice.token, [{ id: b.id, ship_mode: 'sea' }]);
    expect(second.statusCode).toBe(200);
    const rows = await cartItemsOf(ctx.database.db, alice.userId);
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ intended: false, qty: 2, note: 'A' });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ intended: true, shipMode: 'sea' });

    const cart = (await getCart(alice.token, '?recheck=false')).json();
    expect(cart.intended_totals).toMatchObject({ item_count: 1, goods_jpy: fixed2.priceJpy });

    // Another customer's item: 404 and nothing changes (not even the intended flags).
    const mixed = await putIntended(alice.token, [{ id: a.id, qty: 7 }, { id: theirs.id }]);
    expect(mixed.statusCode).toBe(404);
    const unchanged = await cartItemsOf(ctx.database.db, alice.userId);
    expect(unchanged.find((r) => r.id === a.id)).toMatchObject({ intended: false, qty: 2 });
    expect(unchanged.find((r) => r.id === b.id)).toMatchObject({ intended: true });

    // A sold-out item cannot be chosen.
    await ctx.database.db.update(cartItems).set({ soldout: true }).where(and(eq(cartItems.id, a.id), eq(cartItems.userId, alice.userId)));
    const sold = await putIntended(alice.token, [{ id: a.id }]);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('CART_ITEM_SOLDOUT');

    const dup = await putIntended(alice.token, [{ id: b.id }, { id: b.id }]);
    expect(dup.statusCode).toBe(400);
  });
});

describe('the public API for orders', () => {
  it('cartItemsOf leaves out other customers’ ids; removeCartItems works inside a transaction', async () => {
    await clearCart(alice.userId);
    const a = (await add(alice.token, { site_code: 'shopping', code: fixed.code })).json().data as CartItemJson;
    const theirs = (await cartItemsOf(ctx.database.db, bob.userId))[0]!;
    const rows = await cartItemsOf(ctx.database.db, alice.userId, [a.id, theirs.id, 'junk']);
    expect(rows.map((r) => r.id)).toEqual([a.id]);
    expect(rows[0]).toMatchObject({ site: 'shopping', code: fixed.code, priceJpy: fixed.priceJpy, qty: 1 });

    await ctx.database.db.transaction(async (tx) => {
      await removeCartItems(tx, alice.userId, [a.id, theirs.id]);
    });
    expect(await cartItemsOf(ctx.database.db, alice.userId)).toHaveLength(0);
    expect(await cartItemsOf(ctx.database.db, bob.userId)).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents every cart route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/cart', '/api/cart/remove', '/api/cart/count', '/api/cart/user', '/api/intended_cart/items', '/api/intended_cart/items/update']) {
      expect(paths).toContain(path);
    }
  });
});
