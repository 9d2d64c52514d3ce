import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { bids, orderItems, orders } from '../../db/schema/index.ts';
import { credit } from '../wallet/index.ts';
import { biddingContext, type BiddingContext } from './index.ts';
import { observeAuction } from './bidding.outcomes.ts';

/**
 * Issue 12 §1–§2: one pricing path. The same item priced through every place that shows or takes
 * money gives the same dong where the inputs are equal: the item page's landed cost (at its
 * equal-input point), the estimator, the bid dialog, the bid hold, the won order's first payment,
 * the cart, the checkout preview and buy-now. A seller-paid auction is held and charged without
 * Japanese domestic shipping.
 */

let ctx: TestContext;
let bidding: BiddingContext;
let clock = Date.now();
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SANDBOX_ITEMS_PER_SITE: '500' });
  const marketplaces = await createMarketplaces(config, undefined, { sandboxNow: () => clock });
  ctx = await createTestContext({ marketplaces });
  bidding = biddingContext(ctx.deps, ctx.app.log);
});
afterAll(async () => ctx.close());

let funded = 0;
async function customer(): Promise<Customer & { addressId: string }> {
  const c = await signupCustomer(ctx.app);
  funded += 1;
  await credit(ctx.database.db, { userId: c.userId, amountVnd: 50_000_000, idempotencyKey: `pricing-paths-fund:${funded}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  const wards = (await ctx.app.inject({ method: 'GET', url: '/api/utility/ward/79' })).json().results as Array<{ code: string }>;
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/address/add',
    headers: auth(c.token),
    payload: { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: '79', ward_code: wards[0]!.code, street: '12 Nguyễn Huệ' },
  });
  expect(added.statusCode, added.body).toBe(200);
  const book = (await ctx.app.inject({ method: 'GET', url: '/api/user/address', headers: auth(c.token) })).json();
  const addressId = (book.default_address?.id ?? book.results?.[0]?.id ?? book.data?.[0]?.id) as string;
  expect(addressId).toBeTruthy();
  return { ...c, addressId };
}

type LandedLine = { code: string; min_vnd: number; max_vnd: number; formula?: string | null };
const sum = (lines: LandedLine[], codes: string[]) => lines.filter((l) => codes.includes(l.code)).reduce((s, l) => s + l.min_vnd, 0);

async function landed(site: SiteCode, code: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/price-service/landed-cost/${site}/${code}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { min_vnd: number; item_vnd: number; lines: LandedLine[] };
}

async function estimate(site: SiteCode, code: string) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/price-service/calc', payload: { items: [{ site_code: site, code }] } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { payment: { first_payment: number }; details: Array<{ code: string; lines: Array<{ code: string; amount_vnd: number; formula?: string }> }> };
}

async function findProduct(site: SiteCode, match: (p: Product) => boolean): Promise<Product> {
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 300; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox.currentCode(site, i));
    if (product && match(product)) return product;
  }
  throw new Error(`no sandbox ${site} listing matches`);
}

describe('a sandbox auction whose seller pays shipping (POST /api/sandbox/auctions)', () => {
  it('landed cost, estimator, bid dialog, hold and the won order take the current price and no domestic shipping: the same dong', async () => {
    clock = Date.now();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/sandbox/auctions', payload: { site: 'auction', end_in_seconds: 600, start_price_jpy: 10_648, buy_now_price_jpy: 21_010 } });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().code as string;
    const product = (await ctx.deps.marketplaces.adapters.auction.item(code))!;
    expect(product.shippingPayer).toBe('seller');

    // Item page: the current price (¥10,648), not the buy-now price (¥21,010); no Japanese shipping.
    const range = await landed('auction', code);
    const est = await estimate('auction', code);
    expect(est.details.find((g) => g.code === 'goods')!.lines[0]!.amount_vnd).toBe(range.item_vnd);
    expect(est.details.find((g) => g.code === 'japan')).toBeUndefined();
    expect(range.lines.find((l) => l.code === 'japan')).toMatchObject({ min_vnd: 0, max_vnd: 0 });
    const first = est.payment.first_payment;
    expect(sum(range.lines, ['goods', 'japan', 'service'])).toBe(first);

    // The bid dialog quotes that hold; the bid takes it.
    const alice = await customer();
    const dialog = await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}?price=10648`, headers: auth(alice.token) });
    expect(dialog.statusCode, dialog.body).toBe(200);
    expect(dialog.json().data.hold_vnd).toBe(first);
    // "Chi tiết cách tính" of the hold: its lines add up to it, each with its formula; no Japanese shipping.
    const holdLines = (dialog.json().data.hold_details as Array<{ code: string; lines: Array<{ amount_vnd: number; formula: string }> }>).flatMap((g) => g.lines);
    expect(holdLines.reduce((s, l) => s + l.amount_vnd, 0)).toBe(first);
    expect(holdLines[0]!.formula).toMatch(/^10\.648 ¥ × [\d.,]+ ₫\/¥ = [\d.]+ ₫ \(làm tròn lên đến đồng\)$/);
    expect((dialog.json().data.hold_details as Array<{ code: string }>).map((g) => g.code)).toEqual(['goods', 'service']);
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/bid/now', headers: auth(alice.token), payload: { code, price: 10_648, qty: 1 } });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.hold_vnd).toBe(first);
    const [row] = await ctx.database.db.select().from(bids).where(eq(bids.id, placed.json().data.id));
    expect(row).toMatchObject({ shippingPayer: 'seller', domesticShippingJpy: 0, holdAmountVnd: first });
    expect(row!.sellerId).toBe(product.seller?.id ?? product.sellerId);

    // Won at ¥10,648: the order's first payment is the hold, with the item's shipping and seller.
    clock = row!.endTime!.getTime() + 1_000;
    await observeAuction(bidding, 'auction', code);
    const [won] = await ctx.database.db.select().from(bids).where(eq(bids.id, row!.id));
    expect(won).toMatchObject({ status: 'won', finalPriceJpy: 10_648 });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, won!.outcomeOrderId!));
    expect(order!.firstPaymentVnd).toBe(first);
    expect(order!.paidVnd).toBe(first);
    const groups = order!.priceDetails as Array<{ code: string }>;
    expect(groups.map((g) => g.code)).not.toContain('japan');
    const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ domesticShippingJpy: 0, sellerId: row!.sellerId, priceJpy: 10_648 });
    expect(item!.sellerName).toBeTruthy();
  });

  it('a store auction (tax-excluded bids): the hold and the won order price the tax the same way', async () => {
    clock = Date.now();
    const code = ctx.deps.marketplaces.sandbox!.control.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 8_123, store: true }).code;
    const bob = await customer();
    const dialog = (await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}?price=8123`, headers: auth(bob.token) })).json().data;
    expect(dialog.tax_rate).toBe(10);
    const est = await estimate('auction', code);
    // 10 % of ¥8,123 = ¥812 (rounded down to the yen, as published).
    expect(est.details.find((g) => g.code === 'japan')!.lines.find((l) => l.code.startsWith('tax'))!.formula).toContain('= 812 ¥');
    expect(dialog.hold_vnd).toBe(est.payment.first_payment);
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/bid/now', headers: auth(bob.token), payload: { code, price: 8_123, qty: 1 } });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await ctx.database.db.select().from(bids).where(eq(bids.id, placed.json().data.id));
    clock = row!.endTime!.getTime() + 1_000;
    await observeAuction(bidding, 'auction', code);
    const [won] = await ctx.database.db.select().from(bids).where(eq(bids.id, row!.id));
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, won!.outcomeOrderId!));
    expect(order!.firstPaymentVnd).toBe(row!.holdAmountVnd);
  });
});

describe('fixed-price items: estimator, landed cost, cart, checkout preview and buy-now give the same dong', () => {
  const paths = async (site: SiteCode, product: Product) => {
    const c = await customer();
    const est = await estimate(site, product.code);
    const range = await landed(site, product.code);
    const added = await ctx.app.inject({ method: 'POST', url: '/api/cart', headers: auth(c.token), payload: { site_code: site, code: product.code } });
    expect(added.statusCode, added.body).toBe(200);
    const cartItemId = added.json().data.id as string;
    const cart = (await ctx.app.inject({ method: 'GET', url: '/api/cart/user', headers: auth(c.token) })).json();
    const preview = await ctx.app.inject({ method: 'POST', url: '/api/quote/user/request', headers: auth(c.token), payload: { cart_item_ids: [cartItemId] } });
    expect(preview.statusCode, preview.body).toBe(200);
    const bought = await ctx.app.inject({ method: 'POST', url: '/api/buy-product-now', headers: auth(c.token), payload: { site_code: site, code: product.code, qty: 1, address_id: c.addressId } });
    expect(bought.statusCode, bought.body).toBe(200);
    return {
      estimator: est.payment.first_payment,
      landed: sum(range.lines, ['goods', 'japan', 'service']),
      cart: cart.totals.first_payment as number,
      checkout: preview.json().quote.price.first_payment as number,
      buyNow: bought.json().data.price.first_payment as number,
    };
  };

  it('a Rakuten item from a shop that shows prices before tax, buyer paying shipping', async () => {
    const product = await findProduct('rakuten', (p) => p.available && p.stock !== 0 && p.variants.length <= 1 && p.priceJpy !== null && p.priceExTaxJpy !== null && p.shippingPayer !== 'seller');
    const got = await paths('rakuten', product);
    expect(new Set(Object.values(got)).size, JSON.stringify(got)).toBe(1);
  });

  it('a Mercari item whose seller pays shipping', async () => {
    const product = await findProduct('mercari', (p) => p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy !== null && p.shippingPayer === 'seller');
    const got = await paths('mercari', product);
    expect(new Set(Object.values(got)).size, JSON.stringify(got)).toBe(1);
  });
});
