import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorMessages, purchasingText } from '@kaimono/i18n';
import type { Product, SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { adminToken, configWithUploadDir, multipart, pngImage } from '../../test/engagement.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { orderEvents, orders, photoRequests, purchases, staffAuditLog, walletEntries, warehousePackagePhotos, warehousePackages } from '../../db/schema/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { createOrder, findOrder, ordersContext, payFirstPayment, transitionOrder } from '../orders/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { purchasingQueueCount, receivedPackagesOf, toReceiveCount } from './index.ts';
import { purchaseQueue, purchasingContext } from './purchasing.service.ts';

let ctx: TestContext;
let uploads: ReturnType<typeof configWithUploadDir>;
let staff: { token: string; id: string };
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;
let aliceAddress: string;
let shopping: Product;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(token ? auth(token) : {}), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
const record = (orderId: string, payload: unknown, headers: Record<string, string> = {}) => call('POST', `/api/admin/purchasing/orders/${orderId}/purchase`, staff.token, payload, headers);
const receive = (payload: Record<string, unknown>) => call('POST', '/api/admin/warehouse-jp/receive', staff.token, payload);
const available = async (userId: string) => (await balancesOf(ctx.database.db, userId)).available_vnd;
/** The money rule by hand: yen × (rate_scaled / 10 000), rounded up to the whole dong. */
const dong = (yen: number, rateScaled: number) => Math.ceil((yen * rateScaled) / 10_000);

async function findProduct(site: SiteCode, match: (p: Product) => boolean): Promise<Product> {
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 150; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox.currentCode(site, i));
    if (product && match(product)) return product;
  }
  throw new Error(`no sandbox ${site} listing matches`);
}

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `purchasing-test:${userId}:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
}

/** A real order through the orders module, paid (→ purchasing). Domestic shipping estimated by size class unless given. */
async function paidOrder(input: { priceJpy?: number; qty?: number; domesticShippingJpy?: number | null; code?: string; site?: SiteCode; userId?: string; addressId?: string } = {}) {
  const octx = ordersContext(ctx.deps, ctx.app.log);
  const userId = input.userId ?? alice.userId;
  const order = await createOrder(octx, {
    userId,
    source: 'buy_now',
    addressId: input.addressId ?? aliceAddress,
    items: [
      {
        site: input.site ?? 'shopping',
        code: input.code ?? shopping.code,
        link: input.code ? `https://store.shopping.yahoo.co.jp/x/${input.code}.html` : shopping.sourceUrl,
        name: 'Bình giữ nhiệt',
        image: null,
        qty: input.qty ?? 1,
        priceJpy: input.priceJpy ?? 3_000,
        domesticShippingJpy: input.domesticShippingJpy === undefined ? null : input.domesticShippingJpy,
        weightG: 800,
        lengthCm: 20,
        widthCm: 10,
        heightCm: 10,
      },
    ],
  });
  await fund(userId, order.price.first_payment);
  await payFirstPayment(octx, { userId, orderId: order.id });
  return (await findOrder(ctx.database.db, order.id))!;
}

async function auditOf(action: string, entityId: string) {
  return ctx.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.entityId, entityId)));
}

async function uploadPhoto(token = staff.token): Promise<string> {
  const form = multipart({}, { filename: 'kien.png', contentType: 'image/png', body: await pngImage(80, 60) });
  const response = await ctx.app.inject({ method: 'POST', url: '/api/file-manager/upload-single?folder=document', headers: { ...auth(token), ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url as string;
}

beforeAll(async () => {
  uploads = configWithUploadDir();
  ctx = await createTestContext({ config: uploads.config });
  await seedPricing(ctx.database.db);
  staff = await adminToken(ctx.app, ctx.database);
  alice = await signupCustomer(ctx.app, { full_name: 'Lê Thị Alice' });
  bob = await signupCustomer(ctx.app, { full_name: 'Phạm Văn Bob' });
  const wards = (await call('GET', '/api/utility/ward/79')).json().results as Array<{ code: string }>;
  const added = await call('POST', '/api/user/address/add', alice.token, { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: '79', ward_code: wards[0]!.code, street: '12 Nguyễn Huệ' });
  expect(added.statusCode, added.body).toBe(200);
  aliceAddress = added.json().data.id;
  shopping = await findProduct('shopping', (p) => p.available && p.stock !== 0 && !p.auction && p.priceJpy !== null && p.priceJpy > 0);
});
afterAll(async () => {
  await ctx.close();
  uploads.cleanup();
});

describe('the purchasing queue', () => {
  it('is listed in the OpenAPI document', async () => {
    const paths = Object.keys((await call('GET', '/api/docs/json')).json().paths);
    for (const path of ['/api/admin/purchasing/queue', '/api/admin/purchasing/orders/{id}/purchase', '/api/admin/purchasing/orders/{id}/seller-cancel', '/api/admin/warehouse-jp/receive', '/api/admin/warehouse-jp/lookup', '/api/order/{code}/package']) {
      expect(paths, path).toContain(path);
    }
  });

  it('is for staff: 401 without login, 403 for a customer', async () => {
    expect((await call('GET', '/api/admin/purchasing/queue')).statusCode).toBe(401);
    const denied = await call('GET', '/api/admin/purchasing/queue', alice.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().success).toBe(false);
  });

  it('lists paid orders and won auctions oldest first, with the link, the price then and now; not unpaid orders', async () => {
    const { db } = ctx.database;
    const newer = await paidOrder({ priceJpy: 2_500 });
    const older = await paidOrder({ priceJpy: 4_000 });
    const olderPaidAt = new Date(Date.now() - 3 * 86_400_000);
    await db.update(orders).set({ firstPaidAt: olderPaidAt }).where(eq(orders.id, older.id));
    await db.update(orders).set({ firstPaidAt: new Date(Date.now() - 1 * 86_400_000) }).where(eq(orders.id, newer.id));
    const won = await paidOrder({ priceJpy: 5_000 });
    await db.update(orders).set({ source: 'auction', status: 'purchased', firstPaidAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(orders.id, won.id));
    const unpaid = await createOrder(ordersContext(ctx.deps, ctx.app.log), {
      userId: alice.userId,
      source: 'buy_now',
      addressId: aliceAddress,
      items: [{ site: 'shopping', code: shopping.code, link: shopping.sourceUrl, name: 'x', image: null, qty: 1, priceJpy: 1_000 }],
    });

    const response = await call('GET', '/api/admin/purchasing/queue', staff.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const codes = body.results.map((r: { order_code: string }) => r.order_code);
    expect(codes.indexOf(older.code)).toBeLessThan(codes.indexOf(won.code));
    expect(codes.indexOf(won.code)).toBeLessThan(codes.indexOf(newer.code));
    expect(codes).not.toContain(unpaid.code);
    expect(Date.parse(body.oldest_at)).toBeLessThanOrEqual(olderPaidAt.getTime());
    const row = body.results.find((r: { order_code: string }) => r.order_code === older.code);
    expect(row).toMatchObject({
      won_auction: false,
      customer: { id: alice.userId, full_name: 'Lê Thị Alice' },
      items: [{ site: 'shopping', code: shopping.code, link: shopping.sourceUrl, price_jpy: 4_000, price_now_jpy: shopping.priceJpy, price_now_note: null }],
      expected_goods_jpy: 4_000,
    });
    expect(row.expected_shipping_jpy).toBeGreaterThan(0);
    expect(body.results.find((r: { order_code: string }) => r.order_code === won.code).won_auction).toBe(true);
    const counted = await purchasingQueueCount(db);
    expect(counted.count).toBe(body.total);
    expect(counted.oldest_at).toBe(body.oldest_at);
  });

  it('never fails when the marketplace is slow: the price now shows as unknown', async () => {
    const hanging = new Proxy(ctx.deps.marketplaces.adapters, {
      get: (target, site: string) => ({ ...target[site as SiteCode], item: () => new Promise(() => {}) }),
    });
    const pctx = purchasingContext(ctx.deps, ctx.app.log);
    // A listing nobody read yet (nothing cached), on a marketplace that never answers.
    const order = await paidOrder({ code: ctx.deps.marketplaces.sandbox!.currentCode('shopping', 149), priceJpy: 1_200 });
    const result = await purchaseQueue({ ...pctx, catalog: { ...pctx.catalog, adapters: hanging }, priceTimeoutMs: 50 });
    const row = result.results.find((r) => r.order_id === order.id)!;
    expect(row.items[0]).toMatchObject({ price_jpy: 1_200, price_now_jpy: null, price_now_note: purchasingText.priceNowSlow });
  });
});

describe('recording a purchase', () => {
  it('paid less: the difference goes back to the wallet at the order’s rate, once; replay changes nothing; audit written', async () => {
    const order = await paidOrder({ priceJpy: 3_000 });
    const shippingEst = order.priceDetails.length ? (await call('GET', '/api/admin/purchasing/queue', staff.token)).json().results.find((r: { order_id: string }) => r.order_id === order.id).expected_shipping_jpy : 0;
    const before = await available(alice.userId);
    // Bought at 2.600 ¥ with 500 ¥ less shipping than estimated (floored at 0).
    const shippingPaid = Math.max(0, shippingEst - 500);
    const diffJpy = 2_600 + shippingPaid - (3_000 + shippingEst);
    const refund = dong(-diffJpy, order.rateScaled);
    const payload = { marketplace_order_number: 'YS-2026-0001', price_paid_jpy: 2_600, domestic_shipping_jpy: shippingPaid, tracking_number: 'JP123456789' };
    const response = await record(order.id, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ replayed: false, data: { settlement: 'refund', difference_jpy: diffJpy, difference_vnd: -refund, order_code: order.code } });
    expect(response.json().data.formula).toContain('=');
    expect(await available(alice.userId)).toBe(before + refund);
    const after = (await findOrder(ctx.database.db, order.id))!;
    expect(after).toMatchObject({ status: 'purchased', refundedVnd: refund });
    const entries = await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `order-purchase:${order.id}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amountVnd).toBe(refund);

    // The same request again: the first record, nothing moved.
    const replay = await record(order.id, payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().replayed).toBe(true);
    expect(await available(alice.userId)).toBe(before + refund);
    // Different figures: recorded already, refused, nothing changed.
    const twice = await record(order.id, { ...payload, price_paid_jpy: 2_000 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'PURCHASE_ALREADY_RECORDED', message: errorMessages.PURCHASE_ALREADY_RECORDED });
    expect(await available(alice.userId)).toBe(before + refund);
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.orderId, order.id))).toHaveLength(1);

    const audit = await auditOf('purchase.record', order.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: staff.id, customerId: alice.userId, before: { status: 'purchasing' } });
    expect(audit[0]!.after).toMatchObject({ status: 'purchased', ledger_key: `order-purchase:${order.id}`, refunded_vnd: refund });
    const events = await ctx.database.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'purchased')));
    expect(events[0]!.note).toContain('YS-2026-0001');
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('paid more: nothing moves now; the next bill charges the extra once (the formula shown); the estimate is not settled twice', async () => {
    const order = await paidOrder({ priceJpy: 3_000, domesticShippingJpy: 700 });
    const before = await available(alice.userId);
    const response = await record(order.id, { marketplace_order_number: 'YS-2026-0002', price_paid_jpy: 3_300, domestic_shipping_jpy: 900 }, { 'idempotency-key': 'buy-2' });
    expect(response.statusCode, response.body).toBe(200);
    const extra = dong(3_300 + 900 - (3_000 + 700), order.rateScaled);
    expect(response.json().data).toMatchObject({ settlement: 'next_bill', difference_jpy: 500, difference_vnd: extra });
    expect(await available(alice.userId)).toBe(before);
    // Replay by Idempotency-Key, even with other figures: the first record.
    const replay = await record(order.id, { marketplace_order_number: 'other', price_paid_jpy: 1 }, { 'idempotency-key': 'buy-2' });
    expect(replay.json()).toMatchObject({ replayed: true, data: { marketplace_order_number: 'YS-2026-0002' } });

    // Received in Japan, sent, weighed in Vietnam: the bill carries the extra.
    const photo = await uploadPhoto();
    expect((await receive({ code: order.code, weight_g: 900, length_cm: 20, width_cm: 15, height_cm: 10, shelf: 'A-01', photos: [photo] })).statusCode).toBe(200);
    await transitionOrder(ordersContext(ctx.deps, ctx.app.log), { orderId: order.id, to: 'shipping_international', actor: { kind: 'staff', id: staff.id } });
    const settled = await call('POST', `/api/admin/orders/${order.id}/parcels`, staff.token, { weight_g: 900, jp_shipping_actual_jpy: 900 });
    expect(settled.statusCode).toBe(409);
    expect(settled.json().code).toBe('PARCEL_JP_SHIPPING_SETTLED');
    const first = await call('POST', `/api/admin/orders/${order.id}/parcels`, staff.token, { weight_g: 900 });
    expect(first.statusCode, first.body).toBe(200);
    const line = first.json().data.bill.lines.find((l: { code: string }) => l.code === 'purchase:adjustment');
    expect(line).toMatchObject({ amount_vnd: extra, amount_jpy: 500, label: purchasingText.billLine });
    expect(line.formula).toBe(response.json().data.formula);
    const second = await call('POST', `/api/admin/orders/${order.id}/parcels`, staff.token, { weight_g: 400 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.bill.lines.map((l: { code: string }) => l.code)).not.toContain('purchase:adjustment');
  });

  it('a won auction needs only the marketplace number: no move, no money, it leaves the queue', async () => {
    const { db } = ctx.database;
    const won = await paidOrder({ priceJpy: 5_000 });
    await db.update(orders).set({ source: 'auction', status: 'purchased' }).where(eq(orders.id, won.id));
    const before = await available(alice.userId);
    const response = await record(won.id, { marketplace_order_number: 'YA-x123' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ won_auction: true, settlement: 'none', price_paid_jpy: 5_000, difference_vnd: 0 });
    expect((await findOrder(db, won.id))!.status).toBe('purchased');
    expect(await available(alice.userId)).toBe(before);
    const queue = (await call('GET', '/api/admin/purchasing/queue', staff.token)).json().results.map((r: { order_id: string }) => r.order_id);
    expect(queue).not.toContain(won.id);
    expect(await auditOf('purchase.record', won.code)).toHaveLength(1);

    // A won auction still in `purchasing` (its payment settled, not yet moved): the number moves it on.
    const waiting = await paidOrder({ priceJpy: 4_000 });
    await db.update(orders).set({ source: 'auction' }).where(eq(orders.id, waiting.id));
    const moved = await record(waiting.id, { marketplace_order_number: 'YA-y456' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ won_auction: true, price_paid_jpy: 4_000, difference_vnd: 0 });
    expect((await findOrder(db, waiting.id))!.status).toBe('purchased');
  });

  it('refuses bad input with a Vietnamese message, changing nothing', async () => {
    const order = await paidOrder();
    const bad = [
      [{ marketplace_order_number: 'A1', price_paid_jpy: -1, domestic_shipping_jpy: 0 }, errorMessages.PURCHASE_AMOUNT_INVALID],
      [{ marketplace_order_number: 'A1', price_paid_jpy: 1.5, domestic_shipping_jpy: 0 }, errorMessages.PURCHASE_AMOUNT_INVALID],
      [{ marketplace_order_number: 'A1', price_paid_jpy: 100_000_001, domestic_shipping_jpy: 0 }, errorMessages.PURCHASE_AMOUNT_INVALID],
      [{ marketplace_order_number: '', price_paid_jpy: 1_000, domestic_shipping_jpy: 0 }, errorMessages.PURCHASE_NUMBER_INVALID],
      [{ marketplace_order_number: 'A1', domestic_shipping_jpy: 0 }, errorMessages.PURCHASE_AMOUNT_INVALID],
    ] as const;
    for (const [payload, message] of bad) {
      const response = await record(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const unknown = await record('5b0e8f4c-3a8e-4f7e-9d2a-0f5f1c2d3e4f', { marketplace_order_number: 'A1', price_paid_jpy: 1, domestic_shipping_jpy: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(errorMessages.PURCHASE_ORDER_NOT_FOUND);
    expect((await record('not-a-uuid', { marketplace_order_number: 'A1', price_paid_jpy: 1, domestic_shipping_jpy: 0 })).statusCode).toBe(404);
    const unpaid = await createOrder(ordersContext(ctx.deps, ctx.app.log), {
      userId: alice.userId,
      source: 'buy_now',
      addressId: aliceAddress,
      items: [{ site: 'shopping', code: shopping.code, link: shopping.sourceUrl, name: 'x', image: null, qty: 1, priceJpy: 1_000 }],
    });
    const early = await record(unpaid.id, { marketplace_order_number: 'A1', price_paid_jpy: 1, domestic_shipping_jpy: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(errorMessages.PURCHASE_ORDER_STATUS_INVALID);
    const denied = await call('POST', `/api/admin/purchasing/orders/${order.id}/purchase`, alice.token, { marketplace_order_number: 'A1', price_paid_jpy: 1, domestic_shipping_jpy: 0 });
    expect(denied.statusCode).toBe(403);
    expect((await findOrder(ctx.database.db, order.id))!.status).toBe('purchasing');
    expect(await ctx.database.db.select().from(purchases).where(eq(purchases.orderId, order.id))).toHaveLength(0);
  });

  it('the seller cancels: the order is refunded in full (what is left after a purchase refund), audited', async () => {
    const order = await paidOrder({ priceJpy: 2_000 });
    const before = await available(alice.userId);
    const response = await call('POST', `/api/admin/purchasing/orders/${order.id}/seller-cancel`, staff.token, { reason: 'Người bán báo hết hàng' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().refunded_vnd).toBe(order.firstPaymentVnd);
    expect(await available(alice.userId)).toBe(before + order.firstPaymentVnd);
    expect((await findOrder(ctx.database.db, order.id))!.status).toBe('refunded');
    const audit = await auditOf('purchase.seller_cancel', order.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: staff.id, customerId: alice.userId, note: 'Người bán báo hết hàng', after: { status: 'refunded', refunded_vnd: order.firstPaymentVnd } });
    // Twice: refused, nothing more refunded.
    const again = await call('POST', `/api/admin/purchasing/orders/${order.id}/seller-cancel`, staff.token, { reason: 'Lần nữa' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errorMessages.PURCHASE_CANCEL_STATUS_INVALID);
    expect(await available(alice.userId)).toBe(before + order.firstPaymentVnd);

    // Bought for less (partly refunded), then the seller cancels: the rest comes back.
    const bought = await paidOrder({ priceJpy: 3_000, domesticShippingJpy: 600 });
    const start = await available(alice.userId);
    const cheaper = await record(bought.id, { marketplace_order_number: 'YS-9', price_paid_jpy: 2_800, domestic_shipping_jpy: 600 });
    const partial = -cheaper.json().data.difference_vnd;
    expect(partial).toBe(dong(200, bought.rateScaled));
    const cancelled = await call('POST', `/api/admin/purchasing/orders/${bought.id}/seller-cancel`, staff.token, { reason: 'Người bán hủy giao dịch' });
    expect(cancelled.json().refunded_vnd).toBe(bought.firstPaymentVnd - partial);
    expect(await available(alice.userId)).toBe(start + bought.firstPaymentVnd);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('the Japan warehouse', () => {
  async function boughtOrder(tracking?: string) {
    const order = await paidOrder({ priceJpy: 1_500, domesticShippingJpy: 500 });
    const response = await record(order.id, { marketplace_order_number: `YS-${order.code}`, price_paid_jpy: 1_500, domestic_shipping_jpy: 500, ...(tracking ? { tracking_number: tracking } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return order;
  }

  it('finds the order by its code or the seller’s tracking number, lists what waits, receives with photos the customer sees', async () => {
    const { db } = ctx.database;
    const order = await boughtOrder('TRK-77001');
    const waiting = (await call('GET', '/api/admin/warehouse-jp/queue', staff.token)).json();
    expect(waiting.results.map((r: { order_id: string }) => r.order_id)).toContain(order.id);
    expect((await toReceiveCount(db)).count).toBe(waiting.total);
    const byTracking = await call('GET', '/api/admin/warehouse-jp/lookup?q=TRK-77001', staff.token);
    expect(byTracking.statusCode, byTracking.body).toBe(200);
    expect(byTracking.json().data).toMatchObject({ order_code: order.code, tracking_number: 'TRK-77001' });
    expect((await call('GET', `/api/admin/warehouse-jp/lookup?q=${order.code.toLowerCase()}`, staff.token)).json().data.order_id).toBe(order.id);

    const photos = [await uploadPhoto(), await uploadPhoto()];
    const response = await receive({ code: 'TRK-77001', weight_g: 1_250, length_cm: 30, width_cm: 20, height_cm: 15, shelf: 'B-03', condition: 'damaged', condition_note: 'Hộp móp một góc', photos });
    expect(response.statusCode, response.body).toBe(200);
    const pkg = response.json().data;
    expect(pkg).toMatchObject({ order_code: order.code, weight_g: 1_250, length_cm: 30, width_cm: 20, height_cm: 15, shelf: 'B-03', condition: 'damaged', condition_note: 'Hộp móp một góc' });
    expect(pkg.photos).toHaveLength(2);
    expect((await findOrder(db, order.id))!.status).toBe('at_jp_warehouse');
    const audit = await auditOf('warehouse_jp.receive', order.code);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: staff.id, customerId: alice.userId, before: { status: 'purchased' }, after: { status: 'at_jp_warehouse', weight_g: 1_250, shelf: 'B-03', photos: 2 } });

    // The customer: the package with its photos (readable by them), and the timeline's arrival.
    const mine = await call('GET', `/api/order/${order.code}/package`, alice.token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.photos.map((p: { url: string }) => p.url).sort()).toEqual(photos.map((u) => new URL(u, 'http://x').pathname).sort());
    expect(mine.json().photo_service).toMatchObject({ price_vnd: 20_000 });
    const image = await call('GET', mine.json().data.photos[0].url, alice.token);
    expect(image.statusCode).toBe(200);
    expect((await call('GET', mine.json().data.photos[0].url, bob.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${order.code}/package`, bob.token)).statusCode).toBe(404);
    const detail = await call('GET', `/api/me/orders/${order.code}`, alice.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const timeline = (detail.json().data.timeline ?? []) as Array<{ status: string; note: string }>;
    expect(timeline.some((e) => e.status === 'at_jp_warehouse' && e.note.includes('B-03'))).toBe(true);

    const received = await receivedPackagesOf(db, alice.userId);
    expect(received.find((p) => p.order_id === order.id)).toMatchObject({ weight_g: 1_250, shelf: 'B-03', photos: [{}, {}] });
  });

  it('refuses unknown, cancelled, unbought and received orders, and absurd measures, changing nothing', async () => {
    const { db } = ctx.database;
    const base = { weight_g: 1_000, length_cm: 10, width_cm: 10, height_cm: 10, shelf: 'C-1' };
    const unknown = await receive({ ...base, code: 'KM000000NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'WAREHOUSE_ORDER_NOT_FOUND', message: errorMessages.WAREHOUSE_ORDER_NOT_FOUND });
    const notBought = await paidOrder();
    const early = await receive({ ...base, code: notBought.code });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(errorMessages.WAREHOUSE_ORDER_NOT_PURCHASED);
    await call('POST', `/api/admin/purchasing/orders/${notBought.id}/seller-cancel`, staff.token, { reason: 'Hết hàng' });
    const cancelled = await receive({ ...base, code: notBought.code });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(errorMessages.WAREHOUSE_ORDER_CANCELLED);
    expect((await call('GET', `/api/admin/warehouse-jp/lookup?q=${notBought.code}`, staff.token)).json().code).toBe('WAREHOUSE_ORDER_CANCELLED');

    const order = await boughtOrder();
    const measures = [
      [{ weight_g: -5 }, errorMessages.WAREHOUSE_WEIGHT_INVALID],
      [{ weight_g: 0 }, errorMessages.WAREHOUSE_WEIGHT_INVALID],
      [{ weight_g: 250_000 }, errorMessages.WAREHOUSE_WEIGHT_INVALID],
      [{ weight_g: 12.5 }, errorMessages.WAREHOUSE_WEIGHT_INVALID],
      [{ length_cm: 0 }, errorMessages.WAREHOUSE_SIZE_INVALID],
      [{ height_cm: 5_000 }, errorMessages.WAREHOUSE_SIZE_INVALID],
      [{ shelf: '' }, errorMessages.WAREHOUSE_SHELF_INVALID],
    ] as const;
    for (const [patch, message] of measures) {
      const response = await receive({ ...base, code: order.code, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    const badPhoto = await receive({ ...base, code: order.code, photos: ['https://example.com/a.png'] });
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().message).toBe(errorMessages.WAREHOUSE_PHOTO_INVALID);
    expect((await findOrder(db, order.id))!.status).toBe('purchased');
    expect(await db.select().from(warehousePackages).where(eq(warehousePackages.orderId, order.id))).toHaveLength(0);
    expect((await call('POST', '/api/admin/warehouse-jp/receive', alice.token, { ...base, code: order.code })).statusCode).toBe(403);

    expect((await receive({ ...base, code: order.code })).statusCode).toBe(200);
    const twice = await receive({ ...base, code: order.code, shelf: 'Z-9' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(errorMessages.WAREHOUSE_ALREADY_RECEIVED);
    const rows = await db.select().from(warehousePackages).where(eq(warehousePackages.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shelf).toBe('C-1');
  });

  it('storage days count from the package’s arrival, not from the timeline', async () => {
    const { db } = ctx.database;
    const order = await boughtOrder();
    expect((await receive({ code: order.code, weight_g: 2_000, length_cm: 10, width_cm: 10, height_cm: 10, shelf: 'D-1' })).statusCode).toBe(200);
    // The package arrived 43 days ago (30 free days, 2.000 ₫/kg/day seeded); the timeline says today.
    await db.update(warehousePackages).set({ receivedAt: new Date(Date.now() - 43 * 86_400_000 - 60_000) }).where(eq(warehousePackages.orderId, order.id));
    await transitionOrder(ordersContext(ctx.deps, ctx.app.log), { orderId: order.id, to: 'at_vn_warehouse', actor: { kind: 'staff', id: staff.id } });
    const parcel = await call('POST', `/api/admin/orders/${order.id}/parcels`, staff.token, { weight_g: 2_000 });
    expect(parcel.statusCode, parcel.body).toBe(200);
    const storage = parcel.json().data.bill.lines.find((l: { code: string }) => l.code === 'storage:jp');
    // (43 − 30) days × 2 kg × 2.000 ₫ = 52.000 ₫
    expect(storage).toMatchObject({ amount_vnd: Math.ceil((2_000 * 2_000 * 13) / 1000) });
    expect(storage.amount_vnd).toBe(52_000);
  });

  it('the customer asks for more photos: the photo service is paid from the wallet, staff see and answer it', async () => {
    const { db } = ctx.database;
    const order = await boughtOrder();
    const early = await call('POST', `/api/order/${order.code}/photo-requests`, alice.token, { note: 'Chụp mặt sau' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(errorMessages.PHOTO_REQUEST_UNAVAILABLE);
    expect((await receive({ code: order.code, weight_g: 700, length_cm: 10, width_cm: 10, height_cm: 10, shelf: 'E-2' })).statusCode).toBe(200);
    await fund(alice.userId, 20_000);
    const before = await available(alice.userId);
    const asked = await call('POST', `/api/order/${order.code}/photo-requests`, alice.token, { note: 'Chụp mặt sau' });
    expect(asked.statusCode, asked.body).toBe(200);
    // One item × 20.000 ₫ (the seeded photos service).
    expect(asked.json().data).toMatchObject({ price_vnd: 20_000, note: 'Chụp mặt sau', order_code: order.code });
    expect(await available(alice.userId)).toBe(before - 20_000);
    const again = await call('POST', `/api/order/${order.code}/photo-requests`, alice.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(errorMessages.PHOTO_REQUEST_OPEN);
    expect(await available(alice.userId)).toBe(before - 20_000);

    const open = (await call('GET', '/api/admin/warehouse-jp/photo-requests', staff.token)).json().results;
    const mine = open.find((r: { order_id: string }) => r.order_id === order.id);
    expect(mine).toMatchObject({ note: 'Chụp mặt sau', shelf: 'E-2' });
    const photo = await uploadPhoto();
    const answered = await call('POST', `/api/admin/warehouse-jp/packages/${mine.package_id}/photos`, staff.token, { photos: [photo] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ open_photo_request: null });
    expect(answered.json().data.photos).toHaveLength(1);
    expect(await db.select().from(photoRequests).where(and(eq(photoRequests.orderId, order.id), eq(photoRequests.status, 'done')))).toHaveLength(1);
    expect(await db.select().from(warehousePackagePhotos).where(sql`${warehousePackagePhotos.requestId} is not null`)).toHaveLength(1);
    expect(await auditOf('warehouse_jp.photos', order.code)).toHaveLength(1);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('filters of the purchasing queue and the Japan warehouse list', () => {
  const ids = (response: { json: () => { results: { order_id: string }[] } }) => response.json().results.map((r) => r.order_id);
  const vnToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

  it('filter by order code, customer phone, marketplace and payment day; total follows the filter', async () => {
    const order = await paidOrder({ priceJpy: 2_000 });
    const all = await call('GET', '/api/admin/purchasing/queue', staff.token);
    expect(ids(all)).toContain(order.id);

    const byCode = await call('GET', `/api/admin/purchasing/queue?q=${encodeURIComponent(order.code.slice(-6).toLowerCase())}`, staff.token);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(ids(byCode)).toContain(order.id);
    expect(byCode.json().total).toBe(byCode.json().results.length);
    expect(byCode.json().results.every((r: { order_code: string }) => r.order_code.toLowerCase().includes(order.code.slice(-6).toLowerCase()))).toBe(true);

    const byPhone = await call('GET', `/api/admin/purchasing/queue?q=${alice.phone.slice(-7)}`, staff.token);
    expect(ids(byPhone)).toContain(order.id);
    expect(byPhone.json().results.every((r: { customer: { id: string } }) => r.customer.id === alice.userId)).toBe(true);
    expect(ids(await call('GET', `/api/admin/purchasing/queue?q=${bob.phone.slice(-7)}`, staff.token))).not.toContain(order.id);

    expect(ids(await call('GET', '/api/admin/purchasing/queue?site=shopping', staff.token))).toContain(order.id);
    expect(ids(await call('GET', '/api/admin/purchasing/queue?site=mercari', staff.token))).not.toContain(order.id);
    expect(ids(await call('GET', `/api/admin/purchasing/queue?from=${vnToday()}&to=${vnToday()}`, staff.token))).toContain(order.id);
    const past = await call('GET', '/api/admin/purchasing/queue?to=2020-01-01', staff.token);
    expect(ids(past)).not.toContain(order.id);
    expect(past.json().total).toBe(0);
    // A wildcard typed is a character, not "anything".
    expect(ids(await call('GET', '/api/admin/purchasing/queue?q=%25', staff.token))).toEqual([]);
  });

  it('the Japan warehouse list takes the same filters, on the purchase day', async () => {
    const order = await paidOrder({ priceJpy: 1_200, domesticShippingJpy: 400 });
    expect((await record(order.id, { marketplace_order_number: `YS-F-${order.code}`, price_paid_jpy: 1_200, domestic_shipping_jpy: 400 })).statusCode).toBe(200);
    expect(ids(await call('GET', `/api/admin/warehouse-jp/queue?q=${order.code}`, staff.token))).toEqual([order.id]);
    expect(ids(await call('GET', `/api/admin/warehouse-jp/queue?q=${alice.phone}&site=shopping&from=${vnToday()}`, staff.token))).toContain(order.id);
    expect(ids(await call('GET', '/api/admin/warehouse-jp/queue?site=rakuten', staff.token))).not.toContain(order.id);
    expect(ids(await call('GET', '/api/admin/warehouse-jp/queue?to=2020-01-01', staff.token))).toEqual([]);
  });

  it('bad filter values: 400 with the Vietnamese message', async () => {
    for (const query of ['site=amazon', 'from=28/11/2026', 'to=2026-13-01', 'from=2026-11-28&to=2026-11-01', `q=${'x'.repeat(101)}`]) {
      for (const path of ['/api/admin/purchasing/queue', '/api/admin/warehouse-jp/queue']) {
        const bad = await call('GET', `${path}?${query}`, staff.token);
        expect(bad.statusCode, `${path}?${query}`).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, message: errorMessages.WORK_QUEUE_FILTER_INVALID });
      }
    }
  });
});
