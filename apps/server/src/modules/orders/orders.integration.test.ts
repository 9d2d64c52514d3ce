import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { errorMessages, ordersText } from '@kaimono/i18n';
import { UpstreamError, type Product, type SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { cartItems, notifications, orderEvents, orderPayments, orders, voucherRedemptions, walletEntries } from '../../db/schema/index.ts';
import { createAdmin } from '../account/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { balancesOf, credit, debit } from '../wallet/index.ts';
import { createOrder, ordersContext, payFirstPayment, recordOrderPayment, setSecondPaymentDue, transitionOrder } from './index.ts';

let ctx: TestContext;
let adminToken: string;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;
let aliceAddress: string;
let bobAddress: string;
let shopping: Product;
let rakuten: Product;
let soldOut: Product;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload !== undefined ? { payload: payload as object } : {}) });
const quote = (token: string, payload: object) => call('POST', '/api/quote/user/request', token, payload);
const pay = (token: string, orderId: string) => call('POST', '/api/user/payment-for-order', token, { order_id: orderId });

type OrderJson = {
  id: string;
  code: string;
  status: string;
  rate: number;
  paid_vnd: number;
  refunded_vnd: number;
  price: { first_payment: number; second_payment: number; discount_vnd: number; total_vnd: number; details: Array<{ code: string }> };
  coupons: Array<{ coupon_code: string }>;
} & Record<string, unknown>;

async function findProduct(site: SiteCode, match: (p: Product) => boolean): Promise<Product> {
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 150; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox.currentCode(site, i));
    if (product && match(product)) return product;
  }
  throw new Error(`no sandbox ${site} listing matches`);
}
const buyable = (p: Product) => p.available && p.stock !== 0 && !p.auction && p.variants.length <= 1 && p.priceJpy !== null && p.priceJpy > 0;

async function addAddress(token: string): Promise<string> {
  const wards = (await call('GET', '/api/utility/ward/79')).json().results as Array<{ code: string }>;
  const response = await call('POST', '/api/user/address/add', token, {
    receiver_name: 'Lê Thị Nhận',
    phone: '0987 654 321',
    province_code: '79',
    ward_code: wards[0]!.code,
    street: '12 Nguyễn Huệ',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function addToCart(token: string, product: Product, qty = 1): Promise<string> {
  const response = await call('POST', '/api/cart', token, { site_code: product.site, code: product.code, qty });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `test-fund:${userId}:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
}
async function available(userId: string) {
  return (await balancesOf(ctx.database.db, userId)).available_vnd;
}
/** Empties the customer's available balance (so a test starts from a known amount). */
async function drain(userId: string) {
  const amount = await available(userId);
  if (amount > 0) {
    fundSeq += 1;
    await debit(ctx.database.db, { userId, amountVnd: amount, idempotencyKey: `test-drain:${userId}:${fundSeq}`, purpose: 'test', description: 'Rút thử' });
  }
}

async function orderCount(userId: string) {
  return (await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;
}

/** A confirmed order of `who` for `product` from the cart. */
async function confirmedOrder(who: typeof alice, address: string, product: Product = shopping, extra: object = {}): Promise<OrderJson> {
  const cartId = await addToCart(who.token, product);
  const response = await quote(who.token, { cart_item_ids: [cartId], address_id: address, confirm: true, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as OrderJson;
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedPricing(ctx.database.db);
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  adminToken = (await call('POST', '/api/login', undefined, { username: phone, password: 'Nui-Phu-Si-2026!' })).json().access.token;
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
  aliceAddress = await addAddress(alice.token);
  bobAddress = await addAddress(bob.token);
  shopping = await findProduct('shopping', buyable);
  rakuten = await findProduct('rakuten', buyable);
  soldOut = await findProduct('mercari', (p) => !p.available && !p.auction);
});
afterAll(async () => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quote request', () => {
  it('needs a login and valid input (Vietnamese messages, nothing created)', async () => {
    expect((await call('POST', '/api/quote/user/request', undefined, {})).statusCode).toBe(401);
    const empty = await quote(alice.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'ORDER_ITEMS_REQUIRED', message: errorMessages.ORDER_ITEMS_REQUIRED });
    const bad = await quote(alice.token, { cart_item_ids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(errorMessages.ORDER_CART_ITEM_NOT_FOUND);
    const typo = await quote(alice.token, { items: [{ site_code: 'ebay', code: 'x' }] });
    expect(typo.statusCode).toBe(400);
    expect(await orderCount(alice.userId)).toBe(0);
  });

  it('without confirm is a priced preview and saves nothing', async () => {
    const cartId = await addToCart(alice.token, shopping, 2);
    const response = await quote(alice.token, { cart_item_ids: [cartId] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, confirmed: false, order: null });
    expect(body.quote.items[0]).toMatchObject({ id: cartId, code: shopping.code, qty: 2, price: shopping.priceJpy });
    expect(body.quote.price.first_payment).toBeGreaterThan(0);
    expect(body.quote.price.details.map((g: { code: string }) => g.code)).toContain('goods');
    expect(body.quote.rate).toBeGreaterThan(0);
    expect(await orderCount(alice.userId)).toBe(0);
    // The cart item is still there.
    expect((await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cartId))).length).toBe(1);
    await ctx.database.db.delete(cartItems).where(eq(cartItems.userId, alice.userId));
  });

  it('with confirm needs an address of the customer', async () => {
    const cartId = await addToCart(alice.token, shopping);
    const missing = await quote(alice.token, { cart_item_ids: [cartId], confirm: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'ORDER_ADDRESS_REQUIRED', message: errorMessages.ORDER_ADDRESS_REQUIRED });
    const others = await quote(alice.token, { cart_item_ids: [cartId], confirm: true, address_id: bobAddress });
    expect(others.statusCode).toBe(404);
    expect(others.json().code).toBe('ADDRESS_NOT_FOUND');
    // Bob cannot quote Alice's cart items.
    const foreign = await quote(bob.token, { cart_item_ids: [cartId], confirm: true, address_id: bobAddress });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_CART_ITEM_NOT_FOUND');
    expect(await orderCount(alice.userId)).toBe(0);
    expect(await orderCount(bob.userId)).toBe(0);
    await ctx.database.db.delete(cartItems).where(eq(cartItems.userId, alice.userId));
  });

  it('with confirm creates the order (waiting_deposit, rate stored, cart items removed, timeline, notification)', async () => {
    const cartId = await addToCart(alice.token, shopping);
    const response = await quote(alice.token, { cart_item_ids: [cartId], confirm: true, address_id: aliceAddress, note: 'Gói kỹ giúp mình' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Tạo đơn hàng thành công', confirmed: true });
    const order = body.order as OrderJson;
    expect(order).toMatchObject({ status: 'waiting_deposit', status_label: 'Chờ thanh toán', source: 'cart', note: 'Gói kỹ giúp mình', can_pay: true });
    expect(order.code).toMatch(/^KM\d{6}\d{5}$/);
    expect(order.rate).toBe(body.quote.rate);
    expect(order.price.first_payment).toBe(body.quote.price.first_payment);
    expect((order.address as { full_address: string }).full_address).toContain('12 Nguyễn Huệ');
    expect((await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cartId))).length).toBe(0);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'waiting_deposit', actorKind: 'customer' })]);
    const notes = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, alice.userId));
    expect(notes.some((n) => n.title.includes(order.code) && n.link === `/account/quotes/${order.code}`)).toBe(true);
  });

  it('refuses a sold-out or changed item with a clear message and creates nothing', async () => {
    const before = await orderCount(alice.userId);
    const cartId = await addToCart(alice.token, shopping);
    const adapter = ctx.deps.marketplaces.adapters.shopping;
    vi.spyOn(adapter, 'item').mockResolvedValue({ ...shopping, priceJpy: shopping.priceJpy! + 500 });
    const changed = await quote(alice.token, { cart_item_ids: [cartId], confirm: true, address_id: aliceAddress });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('ORDER_PRICE_CHANGED');
    expect(changed.json().message).toContain(`¥${(shopping.priceJpy! + 500).toLocaleString('en-US')}`);
    expect(await orderCount(alice.userId)).toBe(before);
    // The cart took the new price: confirming again goes through at it.
    const [row] = await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cartId));
    expect(row!.priceJpy).toBe(shopping.priceJpy! + 500);
    const again = await quote(alice.token, { cart_item_ids: [cartId], confirm: true, address_id: aliceAddress });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order.items[0].price).toBe(shopping.priceJpy! + 500);

    vi.restoreAllMocks();
    const cart2 = await addToCart(alice.token, shopping);
    vi.spyOn(adapter, 'item').mockResolvedValue({ ...shopping, available: false, stock: 0 });
    const sold = await quote(alice.token, { cart_item_ids: [cart2], confirm: true, address_id: aliceAddress });
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ code: 'ORDER_ITEM_SOLD_OUT', message: ordersText.reasons.soldOut(shopping.title) });
    vi.spyOn(adapter, 'item').mockResolvedValue(null);
    const gone = await quote(alice.token, { cart_item_ids: [cart2], confirm: true, address_id: aliceAddress });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('ORDER_ITEM_SOLD_OUT');
    // The sold-out item was marked in the cart meanwhile; a marketplace that does not answer stops the order too.
    vi.restoreAllMocks();
    await ctx.database.db.delete(cartItems).where(eq(cartItems.userId, alice.userId));
    const cart3 = await addToCart(alice.token, shopping);
    vi.spyOn(adapter, 'item').mockRejectedValue(new UpstreamError('shopping', 'https://shopping.test/x', 'unreachable', 'x'));
    const down = await quote(alice.token, { cart_item_ids: [cart3], confirm: true, address_id: aliceAddress });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(errorMessages.UPSTREAM_UNAVAILABLE);
    expect(await orderCount(alice.userId)).toBe(before + 1);
    await ctx.database.db.delete(cartItems).where(eq(cartItems.userId, alice.userId));
  });

  it('quotes items given directly at the marketplace price; a stale price is refused', async () => {
    const preview = await quote(alice.token, { items: [{ site_code: 'rakuten', code: rakuten.code, qty: 1 }] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().quote.items[0]).toMatchObject({ price: rakuten.priceJpy, name: rakuten.title });
    const stale = await quote(alice.token, { items: [{ site_code: 'rakuten', code: rakuten.code, qty: 1, price: rakuten.priceJpy! - 1 }], confirm: true, address_id: aliceAddress });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ORDER_PRICE_CHANGED');
    const sold = await quote(alice.token, { items: [{ site_code: 'mercari', code: soldOut.code }] });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('ORDER_ITEM_SOLD_OUT');
  });

  it('saves a draft (waiting_quote) the buyer confirms later; the same request id makes one order', async () => {
    const cartId = await addToCart(bob.token, rakuten);
    const saved = await call('POST', '/api/quote/user/save', bob.token, { cart_item_ids: [cartId], note: 'để sau' });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data as OrderJson;
    expect(draft).toMatchObject({ status: 'waiting_quote', status_label: 'Chờ báo giá', can_pay: false });
    // Still in the cart until confirmed.
    expect((await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cartId))).length).toBe(1);
    // Another customer cannot see or confirm it.
    expect((await quote(alice.token, { id: draft.id, confirm: true, address_id: aliceAddress })).statusCode).toBe(404);
    const confirmed = await quote(bob.token, { id: draft.id, confirm: true, address_id: bobAddress });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ id: draft.id, code: draft.code, status: 'waiting_deposit' });
    expect((await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cartId))).length).toBe(0);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, draft.id));
    expect(events.map((e) => e.toStatus)).toEqual(['waiting_quote', 'waiting_deposit']);

    const cart2 = await addToCart(bob.token, rakuten);
    const before = await orderCount(bob.userId);
    const body = { cart_item_ids: [cart2], confirm: true, address_id: bobAddress, request_id: 'req-bob-000001' };
    const [a, b] = await Promise.all([quote(bob.token, body), quote(bob.token, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect(await orderCount(bob.userId)).toBe(before + 1);
  });
});

describe('saved quotes and new prices', () => {
  it('a saved quote whose price changed takes the new price; confirming again goes through at it', async () => {
    const saved = await call('POST', '/api/quote/user/save', bob.token, { items: [{ site_code: 'rakuten', code: rakuten.code, qty: 1 }], address_id: bobAddress });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data as OrderJson;
    vi.spyOn(ctx.deps.marketplaces.adapters.rakuten, 'item').mockResolvedValue({ ...rakuten, priceJpy: rakuten.priceJpy! + 100 });
    const changed = await quote(bob.token, { id: draft.id, confirm: true });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('ORDER_PRICE_CHANGED');
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, draft.id));
    expect(row!.status).toBe('waiting_quote');
    const again = await quote(bob.token, { id: draft.id, confirm: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().order).toMatchObject({ id: draft.id, status: 'waiting_deposit', items: [{ price: rakuten.priceJpy! + 100 }] });
    // Confirming it once more answers the order as it is.
    const twice = await quote(bob.token, { id: draft.id, confirm: true });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().order.status).toBe('waiting_deposit');
  });
});

describe('first payment', () => {
  it('refuses a short balance with the missing amount, then pays once; paying again charges nothing', async () => {
    const order = await confirmedOrder(alice, aliceAddress);
    await drain(alice.userId);
    await fund(alice.userId, order.price.first_payment - 1_000);
    const short = await pay(alice.token, order.id);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'ORDER_BALANCE_INSUFFICIENT', fields: { missing_vnd: '1000' } });
    expect(short.json().message).toContain('còn thiếu 1.000 ₫');
    expect(await available(alice.userId)).toBe(order.price.first_payment - 1_000);

    await fund(alice.userId, 50_000);
    const paid = await pay(alice.token, order.code);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ success: true, data: { status: 'purchasing', paid_vnd: order.price.first_payment, can_pay: false } });
    expect(await available(alice.userId)).toBe(49_000);
    const again = await pay(alice.token, order.id);
    expect(again.statusCode).toBe(200);
    expect(await available(alice.userId)).toBe(49_000);
    const entries = await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `order-first:${order.id}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amountVnd: order.price.first_payment, kind: 'payment', referenceId: order.id, rateScaled: order.rate });
    const payments = await call('GET', `/api/quote/user/payments?order_id=${order.code}`, alice.token);
    expect(payments.json().results).toEqual([expect.objectContaining({ kind: 'first', kind_label: 'Thanh toán lần 1', amount_vnd: order.price.first_payment })]);
  });

  it('paying one order several times at once charges once', async () => {
    const order = await confirmedOrder(bob, bobAddress);
    await fund(bob.userId, order.price.first_payment * 3);
    const before = await available(bob.userId);
    const results = await Promise.all(Array.from({ length: 6 }, () => pay(bob.token, order.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await available(bob.userId)).toBe(before - order.price.first_payment);
    const rows = await ctx.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another customer's order and 409 for an order that cannot be paid", async () => {
    const order = await confirmedOrder(alice, aliceAddress);
    expect((await pay(bob.token, order.id)).statusCode).toBe(404);
    expect((await pay(bob.token, order.code)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/orders/${order.code}`, bob.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/me/orders/${order.id}/cancel`, bob.token, {})).statusCode).toBe(404);
    expect((await pay(alice.token, 'KM000000-nothing')).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/me/orders/${order.id}/cancel`, alice.token, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await pay(alice.token, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_PAYMENT_UNAVAILABLE');
  });
});

describe('cancel, refund and the state path', () => {
  it('cancelling a paid order returns exactly what was paid', async () => {
    const order = await confirmedOrder(alice, aliceAddress);
    await fund(alice.userId, order.price.first_payment);
    const before = await available(alice.userId);
    expect((await pay(alice.token, order.id)).statusCode).toBe(200);
    expect(await available(alice.userId)).toBe(before - order.price.first_payment);
    const cancelled = await call('POST', `/api/me/orders/${order.id}/cancel`, alice.token, { note: 'Đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paid_vnd: order.price.first_payment, refunded_vnd: order.price.first_payment });
    expect(await available(alice.userId)).toBe(before);
    // Cancelling again changes nothing.
    expect((await call('POST', `/api/me/orders/${order.id}/cancel`, alice.token, {})).statusCode).toBe(409);
    expect(await available(alice.userId)).toBe(before);
  });

  it('staff move an order along; the customer cannot cancel once purchased; a seller refusal refunds', async () => {
    const order = await confirmedOrder(bob, bobAddress);
    await fund(bob.userId, order.price.first_payment);
    expect((await pay(bob.token, order.id)).statusCode).toBe(200);
    const move = (to: string, token = adminToken) => call('PUT', `/api/admin/orders/${order.id}/status`, token, { to });
    expect((await move('purchased', bob.token)).statusCode).toBe(403);
    const bad = await move('delivered');
    expect(bad.statusCode).toBe(409);
    expect(bad.json().message).toBe(ordersText.reasons.transition('Đang mua hàng', 'Đã nhận hàng'));
    const purchased = await move('purchased');
    expect(purchased.statusCode, purchased.body).toBe(200);
    expect(purchased.json().data.next_statuses.map((s: { value: string }) => s.value)).toEqual(['refunded', 'at_jp_warehouse']);
    expect((await call('POST', `/api/me/orders/${order.id}/cancel`, bob.token, {})).statusCode).toBe(409);
    const before = await available(bob.userId);
    const refunded = await move('refunded');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', refunded_vnd: order.price.first_payment });
    expect(await available(bob.userId)).toBe(before + order.price.first_payment);
    const tracking = await call('GET', `/api/me/orders/${order.code}`, bob.token);
    expect(tracking.json().data.timeline.map((t: { status: string }) => t.status)).toEqual([
      'waiting_deposit',
      'purchasing',
      'purchased',
      'refunded',
    ]);
  });

  it('delivering needs the second payment; the customer confirms receipt', async () => {
    const octx = ordersContext(ctx.deps, ctx.app.log);
    const order = await confirmedOrder(alice, aliceAddress);
    await fund(alice.userId, order.price.first_payment);
    expect((await pay(alice.token, order.id)).statusCode).toBe(200);
    const staff = { kind: 'staff' as const, id: null };
    for (const to of ['purchased', 'at_jp_warehouse', 'shipping_international', 'at_vn_warehouse'] as const) {
      await transitionOrder(octx, { orderId: order.id, to, actor: staff });
    }
    await setSecondPaymentDue(ctx.database.db, { orderId: order.id, amountVnd: 120_000, billId: 'bill-1' });
    await setSecondPaymentDue(ctx.database.db, { orderId: order.id, amountVnd: 120_000, billId: 'bill-1' }); // replay
    const early = await call('PUT', `/api/admin/orders/${order.id}/status`, adminToken, { to: 'delivering' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_SECOND_PAYMENT_UNPAID');
    expect(early.json().message).toContain('120.000 ₫');
    // The bills module pays the bill and records it.
    await fund(alice.userId, 120_000);
    const { entry } = await debit(ctx.database.db, {
      userId: alice.userId,
      amountVnd: 120_000,
      idempotencyKey: 'bill:bill-1',
      purpose: 'bill_payment',
      description: 'Thanh toán lần 2',
      referenceType: 'order',
      referenceId: order.id,
    });
    await recordOrderPayment(ctx.database.db, { orderId: order.id, kind: 'second', amountVnd: 120_000, ledgerEntryId: entry.id, reference: 'bill-1' });
    await recordOrderPayment(ctx.database.db, { orderId: order.id, kind: 'second', amountVnd: 120_000, ledgerEntryId: entry.id, reference: 'bill-1' });
    const delivering = await call('PUT', `/api/admin/orders/${order.id}/status`, adminToken, { to: 'delivering', note: 'Giao qua GHN' });
    expect(delivering.statusCode, delivering.body).toBe(200);
    expect(delivering.json().data).toMatchObject({ second_payment_due_vnd: 120_000, second_payment_paid_vnd: 120_000, paid_vnd: order.price.first_payment + 120_000 });
    expect((await call('POST', `/api/me/orders/${order.id}/confirm-receipt`, bob.token)).statusCode).toBe(404);
    const received = await call('POST', `/api/me/orders/${order.code}/confirm-receipt`, alice.token);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ message: 'Đã xác nhận nhận hàng', data: { status: 'delivered', can_confirm_receipt: false } });
    const tracking = (await call('GET', `/api/me/orders/${order.code}`, alice.token)).json().data;
    expect(tracking.tracking.every((s: { done: boolean }) => s.done)).toBe(true);
    expect(tracking.timeline.at(-1)).toMatchObject({ status: 'delivered', actor: 'customer', label: 'Đã nhận hàng' });
  });
});

describe('coupons', () => {
  async function makeVoucher(overrides: Record<string, unknown> = {}) {
    const code = `ORD${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const response = await call('POST', '/api/admin/vouchers', adminToken, {
      code,
      name: 'Giảm thử',
      discount_type: 'fixed',
      amount_vnd: 20_000,
      valid_from: new Date(Date.now() - 86_400_000).toISOString(),
      valid_to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return code;
  }

  it('previews a coupon, applies it to the order, holds its limit, and gives the use back on cancel', async () => {
    const code = await makeVoucher({ total_limit: 1 });
    const cartId = await addToCart(alice.token, shopping);
    const preview = await call('POST', '/api/quote/user/coupon', alice.token, { cart_item_ids: [cartId], coupon_code: code.toLowerCase() });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ coupon: { coupon_code: code, discount_vnd: 20_000 } });
    const plain = await quote(alice.token, { cart_item_ids: [cartId] });
    expect(preview.json().quote.price.first_payment).toBe(plain.json().quote.price.first_payment - 20_000);
    // The spec's shape (spec §3 Quote/order: coupons[coupon_code]) is accepted the same way.
    const specShape = await call('POST', '/api/quote/user/coupon', alice.token, { cart_item_ids: [cartId], coupons: [{ coupon_code: code }] });
    expect(specShape.statusCode, specShape.body).toBe(200);
    expect(specShape.json()).toMatchObject({ coupon: { coupon_code: code, discount_vnd: 20_000 }, quote: { coupons: [{ coupon_code: code }] } });
    const noCode = await call('POST', '/api/quote/user/coupon', alice.token, { cart_item_ids: [cartId], coupons: [{ coupon_code: ' ' }] });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ success: false, message: expect.stringMatching(/mã giảm giá/) });

    const first = await quote(alice.token, { cart_item_ids: [cartId], confirm: true, address_id: aliceAddress, coupons: [{ coupon_code: code }] });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().order as OrderJson;
    expect(order).toMatchObject({ coupons: [{ coupon_code: code }], price: { discount_vnd: 20_000 } });

    const cart2 = await addToCart(bob.token, shopping);
    const used = await quote(bob.token, { cart_item_ids: [cart2], confirm: true, address_id: bobAddress, coupon_code: code });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', message: 'Chưa thể áp dụng được mã giảm giá.' });
    expect((await ctx.database.db.select().from(cartItems).where(eq(cartItems.id, cart2))).length).toBe(1);

    expect((await call('POST', `/api/me/orders/${order.id}/cancel`, alice.token, {})).statusCode).toBe(200);
    const [redemption] = await ctx.database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderRefId, order.id));
    expect(redemption!.status).toBe('released');
    const now = await quote(bob.token, { cart_item_ids: [cart2], confirm: true, address_id: bobAddress, coupon_code: code });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().order.price.discount_vnd).toBe(20_000);

    const unknown = await call('POST', '/api/quote/user/coupon', alice.token, { items: [{ site_code: 'shopping', code: shopping.code }], coupon_code: 'KHONGCO' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ message: 'Chưa thể áp dụng được mã giảm giá.', fields: { coupon_code: errorMessages.VOUCHER_NOT_FOUND } });
  });
});

describe('buy now', () => {
  it('creates an order for one item with the marketplace price', async () => {
    const response = await call('POST', '/api/buy-product-now', bob.token, { site_code: 'rakuten', code: rakuten.code, qty: 2, price: rakuten.priceJpy, address_id: bobAddress });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Tạo đơn hàng thành công', data: { source: 'buy_now', status: 'waiting_deposit', items: [{ qty: 2, price: rakuten.priceJpy }] } });
    const stale = await call('POST', '/api/buy-product-now', bob.token, { site_code: 'rakuten', code: rakuten.code, price: rakuten.priceJpy! + 7, address_id: bobAddress });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ORDER_PRICE_CHANGED');
    const noAddress = await call('POST', '/api/buy-product-now', bob.token, { site_code: 'rakuten', code: rakuten.code });
    expect(noAddress.statusCode).toBe(400);
  });

  it('prices the same request first (the preview), and the order carries human names for route, mode and services', async () => {
    const request = { site_code: 'rakuten' as const, code: rakuten.code, qty: 1, price: rakuten.priceJpy };
    const shipping = { route_code: 'JP-HCM', ship_mode: 'air', services_extra: ['inspection'] };
    const preview = await quote(bob.token, { items: [request], ...shipping, address_id: bobAddress });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().order).toBeNull();
    const previewed = preview.json().quote.price;
    const created = await call('POST', '/api/buy-product-now', bob.token, { ...request, ...shipping, address_id: bobAddress, request_id: 'buy-now-preview-1' });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().data;
    expect(order.price.first_payment).toBe(previewed.first_payment);
    expect(order.price.total_vnd).toBe(previewed.total_vnd);
    const names = { route_name: 'Nhật Bản → TP. Hồ Chí Minh', ship_mode_name: 'Đường bay', services_extra_names: [{ code: 'inspection', name: 'Kiểm tra hàng' }] };
    expect(order).toMatchObject(names);
    const tracked = await call('GET', `/api/me/orders/${order.code}`, bob.token);
    expect(tracked.json().data).toMatchObject(names);
    const listed = (await call('GET', `/api/quotes/user?search=${order.code}`, bob.token)).json().quotes[0];
    expect(listed).toMatchObject(names);

    const exported = await call('GET', `/api/quotes/user/export?search=${order.code}`, bob.token);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const row = (sheet.getRow(2).values as unknown[]).map((v) => (v === undefined || v === null ? '' : String(v)));
    const cell = (title: string) => row[header.indexOf(title)];
    expect(cell(ordersText.export.columns.route)).toBe('Nhật Bản → TP. Hồ Chí Minh');
    expect(cell(ordersText.export.columns.shipMode)).toBe('Đường bay');
    expect(cell(ordersText.export.columns.services)).toBe('Kiểm tra hàng');
    expect(row.join('|')).not.toMatch(/JP-HCM|\binspection\b/);
  });

  it('createOrder (for other modules) keeps a given price and the source', async () => {
    const octx = ordersContext(ctx.deps, ctx.app.log);
    const order = await createOrder(octx, {
      userId: alice.userId,
      source: 'desired_price',
      sourceRef: 'dp-1',
      addressId: aliceAddress,
      items: [{ site: 'shopping', code: shopping.code, link: shopping.sourceUrl, name: shopping.title, image: null, qty: 1, priceJpy: 1_000 }],
    });
    expect(order).toMatchObject({ source: 'desired_price', status: 'waiting_deposit', items: [{ price: 1_000 }] });
    await fund(alice.userId, order.price.first_payment);
    const paid = await payFirstPayment(octx, { userId: alice.userId, orderId: order.id });
    expect(paid.status).toBe('purchasing');
    await expect(payFirstPayment(octx, { userId: bob.userId, orderId: order.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('lists, statistics and export', () => {
  it('lists the customer’s orders with options, pagination and statistics', async () => {
    const response = await call('GET', '/api/quotes/user?size=2', alice.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const total = await orderCount(alice.userId);
    expect(body.pagination).toEqual({ total, current: 1, pageSize: 2 });
    expect(body.quotes).toHaveLength(2);
    expect(body.statistics.total).toBe(total);
    expect(body.options.statuses.find((s: { value: string }) => s.value === 'cancelled')).toMatchObject({ label: 'Đã hủy' });
    const defaults = (await call('GET', '/api/quotes/user', alice.token)).json();
    expect(defaults.pagination.pageSize).toBe(20);
    const filtered = (await call('GET', '/api/quotes/user?status=cancelled', alice.token)).json();
    expect(filtered.quotes.every((q: { status: string }) => q.status === 'cancelled')).toBe(true);
    expect(filtered.pagination.total).toBe(body.statistics.by_status.cancelled);
    const one = body.quotes[0] as OrderJson;
    const search = (await call('GET', `/api/quotes/user?search=${one.code}`, alice.token)).json();
    expect(search.quotes.map((q: OrderJson) => q.code)).toEqual([one.code]);
    // Bob sees none of Alice's orders.
    const bobs = (await call('GET', `/api/quotes/user?search=${one.code}`, bob.token)).json();
    expect(bobs.quotes).toEqual([]);
    const stat = (await call('GET', '/api/quotes/user/statistic', alice.token)).json();
    expect(stat.data).toEqual(body.statistics);
    const count = (await call('GET', '/api/quotes/count', alice.token)).json();
    expect(count.total).toBe(total);
    expect(count.count).toBeLessThan(total);
    expect((await call('GET', '/api/quotes/user?status=nope', alice.token)).statusCode).toBe(400);
  });

  it('exports an xlsx file', async () => {
    const response = await call('GET', '/api/quotes/user/export', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-name'])).toMatch(/^don-hang-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', '/api/quotes/user/export')).statusCode).toBe(401);
  });

  it('staff list every order with the customer', async () => {
    const response = await call('GET', '/api/admin/orders?size=5', adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results[0].customer.customer_no).toMatch(/^KM/);
    expect((await call('GET', '/api/admin/orders', alice.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders/not-an-id', adminToken)).statusCode).toBe(404);
  });

  it("staff find a customer's orders by phone or customer number; the detail lists the order's payments", async () => {
    const byPhone = await call('GET', `/api/admin/orders?size=100&search=${encodeURIComponent(alice.phone)}`, adminToken);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const found = byPhone.json() as { results: Array<{ id: string; paid_vnd: number; customer: { id: string; customer_no: string } }>; pagination: { total: number } };
    expect(found.pagination.total).toBe(await orderCount(alice.userId));
    expect(found.results.every((o) => o.customer.id === alice.userId)).toBe(true);
    const byNumber = await call('GET', `/api/admin/orders?size=100&search=${encodeURIComponent(found.results[0]!.customer.customer_no)}`, adminToken);
    expect((byNumber.json() as typeof found).results.map((o) => o.id)).toEqual(found.results.map((o) => o.id));

    const paid = found.results.find((o) => o.paid_vnd > 0)!;
    const detail = await call('GET', `/api/admin/orders/${paid.id}`, adminToken);
    expect(detail.statusCode, detail.body).toBe(200);
    const payments = detail.json().data.payments as Array<{ kind: string; amount_vnd: number; order_id: string; kind_label: string }>;
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((p) => p.order_id === paid.id)).toBe(true);
    expect(payments.filter((p) => p.kind !== 'refund').reduce((s, p) => s + p.amount_vnd, 0)).toBe(paid.paid_vnd);
    expect(payments.find((p) => p.kind === 'first')?.kind_label).toBeTruthy();
    // The list rows stay light: no payments there.
    expect('payments' in found.results[0]!).toBe(false);
  });
});

describe('money', () => {
  it('for every order the ledger, the payment records and the order row agree; the ledger is clean', async () => {
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
    const rows = await ctx.database.db.select().from(orders);
    for (const order of rows) {
      const payments = await ctx.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
      const paid = payments.filter((p) => p.kind !== 'refund').reduce((s, p) => s + p.amountVnd, 0);
      const refunded = payments.filter((p) => p.kind === 'refund').reduce((s, p) => s + p.amountVnd, 0);
      expect(order.paidVnd).toBe(paid);
      expect(order.refundedVnd).toBe(refunded);
      const ledger = await ctx.database.db
        .select({ kind: walletEntries.kind, total: sql<string>`sum(${walletEntries.amountVnd})` })
        .from(walletEntries)
        .where(and(eq(walletEntries.referenceType, 'order'), eq(walletEntries.referenceId, order.id)))
        .groupBy(walletEntries.kind);
      const byKind = Object.fromEntries(ledger.map((l) => [l.kind, Number(l.total)]));
      expect(byKind.payment ?? 0).toBe(paid);
      expect(byKind.refund ?? 0).toBe(refunded);
      if (order.status === 'cancelled' || order.status === 'refunded') expect(order.refundedVnd).toBe(order.paidVnd);
    }
  });
});
