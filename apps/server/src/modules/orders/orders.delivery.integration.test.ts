import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { bids, orders } from '../../db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { seedPricing } from '../pricing/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { createOrder, ordersContext } from './index.ts';

/**
 * Issue 12 §4: the route (and so the Vietnamese warehouse) follows the delivery address's province
 * wherever none is asked for — quote preview and order, buy-now, cart totals, automatic orders (a
 * won auction's order: bidding.delivery.integration.test.ts) — and a route or mode that can't be used is a 400 in Vietnamese with
 * nothing written, held or charged. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let ctx: TestContext;
let clock = Date.now();
type Customer = Awaited<ReturnType<typeof signupCustomer>> & { addressId: string };
let hcm: Customer;
let hn: Customer;
let shopping: Product;
let rakuten: Product;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
const sandbox = () => ctx.deps.marketplaces.sandbox!;

async function addAddress(token: string, provinceCode: string, street: string): Promise<string> {
  const wards = (await call('GET', `/api/utility/ward/${provinceCode}`)).json().results as Array<{ code: string }>;
  const response = await call('POST', '/api/user/address/add', token, { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: provinceCode, ward_code: wards[0]!.code, street });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

let fundSeq = 0;
async function customerIn(provinceCode: string): Promise<Customer> {
  const c = await signupCustomer(ctx.app);
  fundSeq += 1;
  await credit(ctx.database.db, { userId: c.userId, amountVnd: 50_000_000, idempotencyKey: `delivery-fund:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  return { ...c, addressId: await addAddress(c.token, provinceCode, '12 Nguyễn Huệ') };
}

async function findProduct(site: SiteCode, match: (p: Product) => boolean): Promise<Product> {
  for (let i = 0; i < 150; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox().currentCode(site, i));
    if (product && match(product)) return product;
  }
  throw new Error(`no sandbox ${site} listing matches`);
}
const buyable = (p: Product) => p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy !== null && p.priceJpy > 0;

async function addToCart(token: string, product: Product): Promise<string> {
  const response = await call('POST', '/api/cart', token, { site_code: product.site, code: product.code, qty: 1 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

const internationalCodes = (details: Array<{ code: string; lines: Array<{ code: string }> }>) =>
  details.filter((g) => g.code === 'international').flatMap((g) => g.lines.map((l) => l.code));

async function ordersOf(userId: string) {
  return ctx.database.db.select().from(orders).where(eq(orders.userId, userId));
}

beforeAll(async () => {
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SANDBOX_ITEMS_PER_SITE: '200' });
  const marketplaces = await createMarketplaces(config, undefined, { sandboxNow: () => clock });
  ctx = await createTestContext({ marketplaces });
  await seedPricing(ctx.database.db);
  hcm = await customerIn('79');
  hn = await customerIn('01');
  shopping = await findProduct('shopping', buyable);
  rakuten = await findProduct('rakuten', buyable);
});
afterAll(async () => ctx.close());

describe('GET /api/route', () => {
  it('lists for each route the provinces whose addresses default to it (34 in all)', async () => {
    const response = await call('GET', '/api/route?page=1&size=100');
    expect(response.statusCode).toBe(200);
    const routes = response.json().results as Array<{ code: string; provinces: string[] }>;
    const byCode = new Map(routes.map((r) => [r.code, r.provinces]));
    expect(byCode.get('JP-HCM')).toEqual(expect.arrayContaining(['79', '92', '96', '75', '51']));
    expect(byCode.get('JP-HN')).toEqual(expect.arrayContaining(['01', '31', '38', '46', '48']));
    expect(byCode.get('JP-HCM')).not.toContain('01');
    expect(routes.flatMap((r) => r.provinces).sort()).toHaveLength(34);
  });
});

describe('quote and order', () => {
  it('a TP. Hồ Chí Minh address prices and stores JP-HCM, a Hà Nội one JP-HN, when no route is asked', async () => {
    for (const [who, route] of [
      [hcm, 'JP-HCM'],
      [hn, 'JP-HN'],
    ] as const) {
      const cartId = await addToCart(who.token, shopping);
      const preview = await call('POST', '/api/quote/user/request', who.token, { cart_item_ids: [cartId] });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().quote).toMatchObject({ route_code: route, ship_mode: 'air', calc_error: null });
      expect(internationalCodes(preview.json().quote.price.details)).toEqual([`shipping:${route}:air`]);

      const confirmed = await call('POST', '/api/quote/user/request', who.token, { cart_item_ids: [cartId], address_id: who.addressId, confirm: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().order).toMatchObject({ route_code: route, ship_mode: 'air' });
      const [row] = (await ordersOf(who.userId)).filter((o) => o.id === confirmed.json().order.id);
      expect(row).toMatchObject({ routeCode: route, shipMode: 'air' });
    }
  });

  it('the address given decides over the default one; an asked route is kept', async () => {
    const second = await addAddress(hcm.token, '01', '5 Tràng Tiền');
    const cartId = await addToCart(hcm.token, rakuten);
    const byGiven = await call('POST', '/api/quote/user/request', hcm.token, { cart_item_ids: [cartId], address_id: second });
    expect(byGiven.json().quote.route_code).toBe('JP-HN');
    const asked = await call('POST', '/api/quote/user/request', hcm.token, { cart_item_ids: [cartId], address_id: second, route_code: 'JP-HCM', ship_mode: 'sea' });
    expect(asked.json().quote).toMatchObject({ route_code: 'JP-HCM', ship_mode: 'sea' });
    const saved = await call('POST', '/api/quote/user/save', hcm.token, { cart_item_ids: [cartId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'waiting_quote', route_code: 'JP-HCM' });
  });

  it('buy-now: the order takes the route of its address', async () => {
    for (const [who, route] of [
      [hcm, 'JP-HCM'],
      [hn, 'JP-HN'],
    ] as const) {
      const response = await call('POST', '/api/buy-product-now', who.token, { site_code: 'rakuten', code: rakuten.code, price: rakuten.priceJpy!, address_id: who.addressId });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ route_code: route, ship_mode: 'air', source: 'buy_now' });
      expect(internationalCodes(response.json().data.price.details)).toEqual([`shipping:${route}:air`]);
    }
  });

  it('automatic orders (createOrder without a route, e.g. an agreed desired price) take the address route', async () => {
    const order = await createOrder(ordersContext(ctx.deps, ctx.app.log), {
      userId: hn.userId,
      source: 'desired_price',
      items: [{ site: 'shopping', code: shopping.code, link: shopping.sourceUrl, name: shopping.title, image: null, qty: 1, priceJpy: shopping.priceJpy! }],
      addressId: hn.addressId,
    });
    expect(order).toMatchObject({ route_code: 'JP-HN', ship_mode: 'air' });
  });

  it('cart totals use the route of the default address', async () => {
    const fresh = await customerIn('92'); // Cần Thơ
    await addToCart(fresh.token, shopping);
    const cart = await call('GET', '/api/cart/user', fresh.token);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(internationalCodes(cart.json().totals.details)).toEqual(['shipping:JP-HCM:air']);
  });
});

describe('input that cannot be priced', () => {
  it('quote, save, buy-now: an unknown route or mode is a 400 in Vietnamese and nothing is written', async () => {
    const cartId = await addToCart(hn.token, shopping);
    const before = (await ordersOf(hn.userId)).length;
    const wallet = await balancesOf(ctx.database.db, hn.userId);
    const cases: Array<[string, object, string]> = [
      ['/api/quote/user/request', { cart_item_ids: [cartId], route_code: 'JP-XX' }, 'Tuyến vận chuyển "JP-XX" không tồn tại.'],
      ['/api/quote/user/request', { cart_item_ids: [cartId], route_code: 'JP-HN', ship_mode: 'rocket', address_id: hn.addressId, confirm: true }, 'Tuyến "Nhật Bản → Hà Nội" không có hình thức vận chuyển "rocket".'],
      ['/api/quote/user/save', { cart_item_ids: [cartId], route_code: 'JP-XX' }, 'Tuyến vận chuyển "JP-XX" không tồn tại.'],
      ['/api/buy-product-now', { site_code: 'rakuten', code: rakuten.code, price: rakuten.priceJpy!, address_id: hn.addressId, route_code: 'JP-XX' }, 'Tuyến vận chuyển "JP-XX" không tồn tại.'],
      ['/api/buy-product-now', { site_code: 'rakuten', code: rakuten.code, price: rakuten.priceJpy!, address_id: hn.addressId, ship_mode: 'rocket' }, 'không có hình thức vận chuyển "rocket"'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call('POST', url, hn.token, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'PRICE_ROUTE_INVALID' });
      expect(response.json().message).toContain(message);
    }
    expect((await ordersOf(hn.userId)).length).toBe(before);
    expect(await balancesOf(ctx.database.db, hn.userId)).toEqual(wallet);
    // The cart item is still there (a confirm that failed removes nothing).
    expect((await call('GET', '/api/cart/user', hn.token)).json().results.some((i: { id: string }) => i.id === cartId)).toBe(true);
  });

  it('a bid on an unknown route or mode: 400, no bid, nothing held', async () => {
    clock = Date.now();
    const code = sandbox().control.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 1_000 }).code;
    const held = (await balancesOf(ctx.database.db, hcm.userId)).held_vnd;
    for (const payload of [
      { code, price: 3_000, route_code: 'JP-XX' },
      { code, price: 3_000, ship_mode: 'rocket' },
    ]) {
      const response = await call('POST', '/api/bid/now', hcm.token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'PRICE_ROUTE_INVALID' });
    }
    const price = await call('GET', `/api/bid/price/${code}?price=3000&route_code=JP-XX`, hcm.token);
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toBe('Tuyến vận chuyển "JP-XX" không tồn tại.');
    expect(await ctx.database.db.select().from(bids).where(eq(bids.code, code))).toEqual([]);
    expect((await balancesOf(ctx.database.db, hcm.userId)).held_vnd).toBe(held);
  });
});
