import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { insertTestOrder, TEST_ADDRESS } from '../../test/bills-fixtures.ts';
import { createAdmin } from '../account/index.ts';
import { currentRateExact } from '../rates/index.ts';
import { dropPricingCache, seedPricing, shippingCharge } from '../pricing/index.ts';
import { findOrder, ordersContext, transitionOrder } from '../orders/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { billItems, bills, notifications, orderEvents, orderPayments, parcels, serviceExtras, walletEntries } from '../../db/schema/index.ts';
import { xlsxText } from '../../test/xlsx.ts';

let ctx: TestContext;
let adminToken: string;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// Seeded: 150.000 ₫ per parcel, with the second payment (charged per order, as quoted).
const WOODEN_CRATE = { code: 'wooden_crate', label: 'Đóng thùng gỗ', amountVnd: 150_000 };
// Test-only: a second-payment service by the kilogram (charged on every parcel, at least its minimum).
const CRATE_BY_KG = { code: 'crate_by_kg', label: 'Đóng khung gỗ theo cân nặng', amountVnd: 100_000 };
const VN_DELIVERY = { code: 'vn_home_delivery', label: 'Giao tận nhà tại Việt Nam', amountVnd: 30_000 };
const PHOTOS = { code: 'photos', label: 'Chụp ảnh sản phẩm', amountVnd: 20_000 };

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await seedPricing(db);
  // A second-payment service charged per order (once per order, not per parcel).
  await db
    .insert(serviceExtras)
    .values({ code: VN_DELIVERY.code, name: VN_DELIVERY.label, chargeType: 'per_order', priceVnd: 30_000, paymentStage: 'second', sortOrder: 9 })
    .onConflictDoNothing();
  await db
    .insert(serviceExtras)
    .values({ code: CRATE_BY_KG.code, name: CRATE_BY_KG.label, chargeType: 'per_kg', priceVnd: 20_000, minVnd: 100_000, paymentStage: 'second', sortOrder: 10 })
    .onConflictDoNothing();
  dropPricingCache(db);
  const phone = uniquePhone();
  await createAdmin(db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
  alice = await signupCustomer(ctx.app, { full_name: 'Lê Thị Alice' });
  bob = await signupCustomer(ctx.app, { full_name: 'Phạm Văn Bob' });
});
afterAll(async () => ctx.close());

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `bills-test:fund:${userId}:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
}
const available = async (userId: string) => (await balancesOf(ctx.database.db, userId)).available_vnd;

const recordParcel = (orderId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/parcels`, headers: { ...auth(token), ...headers }, payload });

async function newBill(userId: string, weightG = 1_200, orderInput: Partial<Parameters<typeof insertTestOrder>[1]> = {}) {
  const order = await insertTestOrder(ctx.database.db, { userId, extras: [WOODEN_CRATE], ...orderInput });
  const response = await recordParcel(order.id, { weight_g: weightG, length_cm: 30, width_cm: 20, height_cm: 10 });
  expect(response.statusCode, response.body).toBe(200);
  return { order, bill: response.json().data.bill as { id: string; code: string; amount_vnd: number; status: string } };
}

const pay = (token: string, billIds: string[]) => ctx.app.inject({ method: 'POST', url: '/api/bill/user/payment-bulk', headers: auth(token), payload: { bill_ids: billIds } });

async function billEntries(billId: string) {
  return ctx.database.db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `bill:${billId}`));
}

describe('staff record a parcel at the Vietnamese warehouse', () => {
  it('is for staff only: 401 without login, 403 for customers', async () => {
    const order = await insertTestOrder(ctx.database.db, { userId: alice.userId });
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/parcels`, payload: { weight_g: 1000 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await recordParcel(order.id, { weight_g: 1000 }, {}, alice.token)).statusCode).toBe(403);
    expect(await ctx.database.db.select().from(parcels).where(eq(parcels.orderId, order.id))).toHaveLength(0);
  });

  it('refuses bad measurements, unknown orders and orders not on their way, creating nothing', async () => {
    const order = await insertTestOrder(ctx.database.db, { userId: alice.userId });
    for (const payload of [{}, { weight_g: 0 }, { weight_g: -5 }, { weight_g: 1.5 }, { weight_g: '1000' }, { weight_g: 1000, length_cm: 0 }, { weight_g: 2_000_000 }]) {
      const response = await recordParcel(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await recordParcel(order.id, { weight_g: 0 })).json().message).toBe(errorMessages.PARCEL_WEIGHT_INVALID);
    const unknown = await recordParcel('5b0e8f4c-3a8e-4f7e-9d2a-0f5f1c2d3e4f', { weight_g: 1000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PARCEL_ORDER_NOT_FOUND');
    expect((await recordParcel('not-a-uuid', { weight_g: 1000 })).statusCode).toBe(400);
    for (const status of ['waiting_deposit', 'purchasing', 'purchased', 'delivering', 'delivered', 'cancelled'] as const) {
      const early = await insertTestOrder(ctx.database.db, { userId: alice.userId, status });
      const response = await recordParcel(early.id, { weight_g: 1000 });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PARCEL_ORDER_STATUS_INVALID', message: errorMessages.PARCEL_ORDER_STATUS_INVALID });
    }
    const noRouteMode = await insertTestOrder(ctx.database.db, { userId: alice.userId, shipMode: 'rocket' });
    const unpriced = await recordParcel(noRouteMode.id, { weight_g: 1000 });
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().code).toBe('PARCEL_SHIPPING_UNAVAILABLE');
    expect(await ctx.database.db.select().from(parcels).where(eq(parcels.orderId, order.id))).toHaveLength(0);
    expect(await ctx.database.db.select().from(bills).where(eq(bills.userId, alice.userId))).toHaveLength(0);
  });

  it('makes the bill: shipping by chargeable weight + second-payment services, rate stored, order at the VN warehouse, customer notified', async () => {
    const { db } = ctx.database;
    const order = await insertTestOrder(db, { userId: alice.userId, extras: [PHOTOS, WOODEN_CRATE, CRATE_BY_KG, VN_DELIVERY] });
    const response = await recordParcel(order.id, { weight_g: 1_234, length_cm: 40, width_cm: 30, height_cm: 20, note: 'Thùng hơi móp góc' });
    expect(response.statusCode, response.body).toBe(200);
    const { parcel, bill } = response.json().data;

    // 40×30×20 / 6000 = 4 kg volumetric beats 1.234 kg actual.
    const expected = await shippingCharge(db, { routeCode: 'JP-HN', shipMode: 'air', weightG: 1_234, lengthCm: 40, widthCm: 30, heightCm: 20 });
    expect(expected.chargeableWeightG).toBe(4_000);
    expect(parcel).toMatchObject({ order_id: order.id, order_code: order.code, weight_g: 1_234, chargeable_weight_g: 4_000, note: 'Thùng hơi móp góc' });
    // The wooden crate as quoted (150.000 ₫); the per-kg crate 20.000 ₫/kg × 4 kg = 80.000 ₫ → its minimum 100.000 ₫;
    // home delivery as quoted; photos were a first-payment service.
    expect(bill.lines.map((l: { code: string; amount_vnd: number }) => [l.code, l.amount_vnd])).toEqual([
      ...expected.lines.map((l) => [l.code, l.amount_vnd]),
      ['extra:wooden_crate', 150_000],
      ['extra:crate_by_kg', 100_000],
      ['extra:vn_home_delivery', 30_000],
    ]);
    expect(bill.amount_vnd).toBe(expected.amountVnd + 280_000);
    expect(bill).toMatchObject({
      status: 'unpaid',
      status_label: 'Chưa thanh toán',
      route_code: 'JP-HN',
      ship_mode: 'air',
      weight_g: 1_234,
      chargeable_weight_g: 4_000,
      rate_scaled: (await currentRateExact(db)).rate,
      orders: [{ id: order.id, code: order.code, amount_vnd: bill.amount_vnd }],
      address: { receiver_name: TEST_ADDRESS.receiver_name, phone: TEST_ADDRESS.phone, full_address: TEST_ADDRESS.full_address },
      paid_at: null,
    });
    expect(bill.code).toMatch(/^HD\d{6}\d{6}$/);
    expect(new Date(bill.due_at).getTime() - new Date(bill.created_at).getTime()).toBe(7 * 86_400_000);

    const after = (await findOrder(db, order.id))!;
    expect(after.status).toBe('at_vn_warehouse');
    expect(after.secondPaymentDueVnd).toBe(bill.amount_vnd);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorKind])).toContainEqual(['shipping_international', 'at_vn_warehouse', 'staff']);
    const notes = await db.select().from(notifications).where(and(eq(notifications.userId, alice.userId), eq(notifications.category, 'bill')));
    expect(notes.some((n) => n.body.includes(bill.code) && n.body.includes(order.code))).toBe(true);
  });

  it("an order without route or mode is charged on the default route's first mode, and the bill names them", async () => {
    const order = await insertTestOrder(ctx.database.db, { userId: alice.userId, routeCode: null, shipMode: null });
    const response = await recordParcel(order.id, { weight_g: 700 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bill).toMatchObject({ route_code: 'JP-HN', ship_mode: 'air', chargeable_weight_g: 700 });
    expect(response.json().data.bill.lines.map((l: { code: string }) => l.code)).toEqual(['shipping:JP-HN:air']);
  });

  it('an order without a route delivered to TP. Hồ Chí Minh is charged on JP-HCM (the route of its address)', async () => {
    const address = { ...TEST_ADDRESS, province_code: '79', province_name: 'Thành phố Hồ Chí Minh', full_address: '1 Lê Lợi, Thành phố Hồ Chí Minh' };
    const order = await insertTestOrder(ctx.database.db, { userId: alice.userId, routeCode: null, shipMode: null, address });
    const response = await recordParcel(order.id, { weight_g: 700 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bill).toMatchObject({ route_code: 'JP-HCM', ship_mode: 'air' });
  });

  it('a second parcel of the same order gets its own bill; per-order services are not charged twice', async () => {
    const { db } = ctx.database;
    const order = await insertTestOrder(db, { userId: alice.userId, status: 'at_jp_warehouse', extras: [CRATE_BY_KG, VN_DELIVERY] });
    const first = (await recordParcel(order.id, { weight_g: 6_000 })).json().data.bill;
    const second = (await recordParcel(order.id, { weight_g: 500 })).json().data.bill;
    expect(first.lines.map((l: { code: string }) => l.code)).toEqual(['shipping:JP-HN:air', 'extra:crate_by_kg', 'extra:vn_home_delivery']);
    // 6 kg × 20.000 ₫ = 120.000 ₫ (above the minimum).
    expect(first.lines[1].amount_vnd).toBe(120_000);
    expect(second.lines.map((l: { code: string }) => l.code)).toEqual(['shipping:JP-HN:air', 'extra:crate_by_kg']);
    expect(second.id).not.toBe(first.id);
    const after = (await findOrder(db, order.id))!;
    expect(after.status).toBe('at_vn_warehouse');
    expect(after.secondPaymentDueVnd).toBe(first.amount_vnd + second.amount_vnd);
  });

  it('parcels of one order recorded at the same moment still charge a per-order service once; a crate per parcel', async () => {
    const order = await insertTestOrder(ctx.database.db, { userId: alice.userId, extras: [WOODEN_CRATE, CRATE_BY_KG, VN_DELIVERY] });
    const responses = await Promise.all([700, 800, 900].map((weight_g) => recordParcel(order.id, { weight_g })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const codes = responses.flatMap((r) => r.json().data.bill.lines.map((l: { code: string }) => l.code));
    expect(codes.filter((c: string) => c === 'extra:vn_home_delivery')).toHaveLength(1);
    // The published price is per parcel (150.000 ₫/kiện): each parcel has its crate.
    expect(codes.filter((c: string) => c === 'extra:wooden_crate')).toHaveLength(3);
    expect(codes.filter((c: string) => c === 'extra:crate_by_kg')).toHaveLength(3);
  });

  it('charges storage at the Japanese warehouse past its 30 free days, on each parcel, from the timeline', async () => {
    const { db } = ctx.database;
    const order = await insertTestOrder(db, { userId: alice.userId, status: 'shipping_international' });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await db.insert(orderEvents).values([
      { orderId: order.id, fromStatus: 'purchased', toStatus: 'at_jp_warehouse', actorKind: 'staff', createdAt: daysAgo(45) },
      { orderId: order.id, fromStatus: 'at_jp_warehouse', toStatus: 'shipping_international', actorKind: 'staff', createdAt: daysAgo(2) },
    ]);
    // 43 whole days at Osaka: 13 past the free 30; 2 kg × 2.000 ₫ × 13 = 52.000 ₫.
    const bill = (await recordParcel(order.id, { weight_g: 2_000 })).json().data.bill;
    const storage = bill.lines.find((l: { code: string }) => l.code === 'storage:jp');
    expect(storage).toMatchObject({ label: 'Phí lưu kho tại Nhật', amount_vnd: 52_000, note: '13 ngày quá 30 ngày miễn phí × 2 kg × 2.000 ₫/kg/ngày' });
    expect(bill.amount_vnd).toBe(bill.lines.reduce((sum: number, l: { amount_vnd: number }) => sum + l.amount_vnd, 0));
    // A second parcel of the same order was stored as long: charged on its own weight.
    const second = (await recordParcel(order.id, { weight_g: 500 })).json().data.bill;
    expect(second.lines.find((l: { code: string }) => l.code === 'storage:jp')?.amount_vnd).toBe(13_000);

    // Within the free days (or no arrival on the timeline): no storage line.
    const quick = await insertTestOrder(db, { userId: alice.userId, status: 'shipping_international' });
    await db.insert(orderEvents).values({ orderId: quick.id, fromStatus: 'purchased', toStatus: 'at_jp_warehouse', actorKind: 'staff', createdAt: daysAgo(20) });
    const quickBill = (await recordParcel(quick.id, { weight_g: 2_000 })).json().data.bill;
    expect(quickBill.lines.map((l: { code: string }) => l.code)).not.toContain('storage:jp');
  });

  describe('the estimated Japanese domestic shipping is settled once, on the bill staff give the actual on', () => {
    const adjustmentOf = (bill: { lines: Array<{ code: string }> }) => bill.lines.find((l) => l.code === 'jp_shipping:adjustment') as
      | { amount_vnd: number; amount_jpy: number; note: string }
      | undefined;

    it('charges what the sellers charged above the estimate (at the order rate), only once per order', async () => {
      const { db } = ctx.database;
      // ¥1,200 estimated + ¥700 stated by a seller (not adjusted); the sellers charged ¥1,500 for the estimated one.
      const order = await insertTestOrder(db, { userId: alice.userId, domestic: [{ amountJpy: 1_200, estimated: true }, { amountJpy: 700, estimated: false }] });
      const bill = (await recordParcel(order.id, { weight_g: 1_000, jp_shipping_actual_jpy: 1_500 })).json().data.bill;
      // ¥300 × 172,5 ₫ = 51.750 ₫.
      expect(adjustmentOf(bill)).toMatchObject({ amount_vnd: 51_750, amount_jpy: 300, note: 'Thực tế ¥1,500 − tạm tính ¥1,200' });
      expect(bill.amount_vnd).toBe(bill.lines.reduce((sum: number, l: { amount_vnd: number }) => sum + l.amount_vnd, 0));
      const second = (await recordParcel(order.id, { weight_g: 800, jp_shipping_actual_jpy: 1_500 })).json().data.bill;
      expect(adjustmentOf(second)).toBeUndefined();
    });

    it('takes an estimate above the actual off the bill', async () => {
      const order = await insertTestOrder(ctx.database.db, { userId: alice.userId, domestic: [{ amountJpy: 1_500, estimated: true }] });
      const bill = (await recordParcel(order.id, { weight_g: 2_000, jp_shipping_actual_jpy: 500 })).json().data.bill;
      expect(adjustmentOf(bill)).toMatchObject({ amount_vnd: -172_500, amount_jpy: -1_000 });
      expect(bill.amount_vnd).toBe(bill.lines.reduce((sum: number, l: { amount_vnd: number }) => sum + l.amount_vnd, 0));
      expect(bill.amount_vnd).toBeGreaterThan(0);
    });

    it('refunds to the wallet a difference larger than the rest of the bill (a bill is never zero), once', async () => {
      const { db } = ctx.database;
      const customer = await signupCustomer(ctx.app);
      const order = await insertTestOrder(db, { userId: customer.userId, domestic: [{ amountJpy: 1_500, estimated: true }] });
      const before = await balancesOf(db, customer.userId);
      // 0,5 kg by air: 125.000 ₫; the estimate was ¥1,500 (258.750 ₫) too high.
      const response = await recordParcel(order.id, { weight_g: 500, jp_shipping_actual_jpy: 0 }, { 'idempotency-key': `jp-${order.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const bill = response.json().data.bill;
      expect(adjustmentOf(bill)).toMatchObject({ amount_vnd: 0, amount_jpy: -1_500 });
      expect(adjustmentOf(bill)!.note).toContain('258.750 ₫ đã được hoàn vào ví');
      expect(bill.amount_vnd).toBe(125_000);
      expect((await balancesOf(db, customer.userId)).available_vnd).toBe(before.available_vnd + 258_750);
      // The same request again changes nothing.
      await recordParcel(order.id, { weight_g: 500, jp_shipping_actual_jpy: 0 }, { 'idempotency-key': `jp-${order.id}` });
      expect((await balancesOf(db, customer.userId)).available_vnd).toBe(before.available_vnd + 258_750);
      expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
    });

    it('refuses an actual for an order without an estimate, and a negative or fractional one; nothing is recorded', async () => {
      const { db } = ctx.database;
      const known = await insertTestOrder(db, { userId: alice.userId, domestic: [{ amountJpy: 700, estimated: false }] });
      const refused = await recordParcel(known.id, { weight_g: 1_000, jp_shipping_actual_jpy: 900 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(errorMessages.PARCEL_JP_SHIPPING_NOT_ESTIMATED);
      for (const bad of [-1, 12.5, '900']) {
        const response = await recordParcel(known.id, { weight_g: 1_000, jp_shipping_actual_jpy: bad });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(errorMessages.PARCEL_JP_SHIPPING_INVALID);
      }
      expect(await db.select().from(parcels).where(eq(parcels.orderId, known.id))).toHaveLength(0);
    });
  });

  it('the same Idempotency-Key records one parcel and one bill, also sent twice at once', async () => {
    const { db } = ctx.database;
    const order = await insertTestOrder(db, { userId: alice.userId });
    const headers = { 'idempotency-key': `parcel-${order.id}` };
    const [a, b] = await Promise.all([recordParcel(order.id, { weight_g: 900 }, headers), recordParcel(order.id, { weight_g: 900 }, headers)]);
    const c = await recordParcel(order.id, { weight_g: 900 }, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a, b, c].map((r) => r.json().data.bill.id)).size).toBe(1);
    expect(await db.select().from(parcels).where(eq(parcels.orderId, order.id))).toHaveLength(1);
    expect((await findOrder(db, order.id))!.secondPaymentDueVnd).toBe(a.json().data.bill.amount_vnd);
  });
});

describe('the customer sees their bills', () => {
  let carol: Awaited<ReturnType<typeof signupCustomer>>;
  let made: Array<Awaited<ReturnType<typeof newBill>>>;

  beforeAll(async () => {
    carol = await signupCustomer(ctx.app, { full_name: 'Võ Thị Carol' });
    made = [];
    for (let i = 0; i < 12; i += 1) made.push(await newBill(carol.userId, 1_000 + i * 100));
  });

  it('lists 10 per page, newest first, with the status options and the unpaid total', async () => {
    const page1 = await ctx.app.inject({ method: 'GET', url: '/api/bills/user', headers: auth(carol.token) });
    expect(page1.statusCode, page1.body).toBe(200);
    const body = page1.json();
    expect(body.pagination).toEqual({ page: 1, size: 10, total: 12 });
    expect(body.results).toHaveLength(10);
    expect(body.results[0].id).toBe(made[11]!.bill.id);
    expect(body.options.statuses).toEqual([
      { value: 'unpaid', label: 'Chưa thanh toán', count: 12 },
      { value: 'paid', label: 'Đã thanh toán', count: 0 },
      { value: 'cancelled', label: 'Đã hủy', count: 0 },
    ]);
    expect(body.options.unpaid_total_vnd).toBe(made.reduce((s, m) => s + m.bill.amount_vnd, 0));
    const page2 = (await ctx.app.inject({ method: 'GET', url: '/api/bills/user?page=2', headers: auth(carol.token) })).json();
    expect(page2.results.map((b: { id: string }) => b.id)).toEqual([made[1]!.bill.id, made[0]!.bill.id]);
  });

  it('filters by status and searches by bill or order code', async () => {
    const byOrder = (await ctx.app.inject({ method: 'GET', url: `/api/bills/user?search=${made[3]!.order.code.slice(2).toLowerCase()}`, headers: auth(carol.token) })).json();
    expect(byOrder.results.map((b: { id: string }) => b.id)).toEqual([made[3]!.bill.id]);
    const byBill = (await ctx.app.inject({ method: 'GET', url: `/api/bills/user?search=${made[5]!.bill.code}`, headers: auth(carol.token) })).json();
    expect(byBill.results.map((b: { id: string }) => b.id)).toEqual([made[5]!.bill.id]);
    const paid = (await ctx.app.inject({ method: 'GET', url: '/api/bills/user?status=paid', headers: auth(carol.token) })).json();
    expect(paid.pagination.total).toBe(0);
    const wild = (await ctx.app.inject({ method: 'GET', url: '/api/bills/user?search=%25', headers: auth(carol.token) })).json();
    expect(wild.pagination.total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bills/user?status=lost', headers: auth(carol.token) })).statusCode).toBe(400);
  });

  it("never shows another customer's bills, and needs a login", async () => {
    const other = (await ctx.app.inject({ method: 'GET', url: `/api/bills/user?search=${made[0]!.bill.code}`, headers: auth(bob.token) })).json();
    expect(other.pagination.total).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bills/user' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bill/cods' })).statusCode).toBe(401);
  });

  it('/api/bill/cods sums the unpaid bills against the wallet', async () => {
    await fund(carol.userId, 100_000);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/bill/cods', headers: auth(carol.token) })).json();
    const total = made.reduce((s, m) => s + m.bill.amount_vnd, 0);
    expect(body.summary).toEqual({ count: 12, total_vnd: total, wallet_available_vnd: 100_000, missing_vnd: total - 100_000, overdue_count: 0 });
    // Oldest first: what has waited longest at the warehouse.
    expect(body.results[0].id).toBe(made[0]!.bill.id);
  });
});

describe('paying bills from the wallet', () => {
  it("refuses another customer's bill (404) and charges nothing, even mixed with one's own", async () => {
    const { bill } = await newBill(alice.userId);
    const { bill: bobs } = await newBill(bob.userId);
    await fund(bob.userId, 10_000_000);
    const before = await available(bob.userId);
    for (const ids of [[bill.id], [bobs.id, bill.id]]) {
      const response = await pay(bob.token, ids);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'BILL_BULK_PAYMENT_FAILED', message: 'Thanh toán gói hàng thất bại!' });
    }
    expect(await available(bob.userId)).toBe(before);
    expect(await billEntries(bill.id)).toHaveLength(0);
    expect(await billEntries(bobs.id)).toHaveLength(0);
  });

  it('refuses bad input with a Vietnamese message', async () => {
    for (const payload of [{}, { bill_ids: [] }, { bill_ids: ['x'] }, { bill_ids: 'abc' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/bill/user/payment-bulk', headers: auth(alice.token), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const empty = await pay(alice.token, []);
    expect(empty.json().message).toBe(errorMessages.BILL_SELECTION_REQUIRED);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/bill/user/payment-bulk', payload: { bill_ids: [TEST_ADDRESS.id] } })).statusCode).toBe(401);
  });

  it('with too little in the wallet nothing of that bill is charged, and the message says what is missing', async () => {
    const dave = await signupCustomer(ctx.app);
    const { bill } = await newBill(dave.userId);
    await fund(dave.userId, 50_000);
    const response = await pay(dave.token, [bill.id]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: 'Thanh toán gói hàng thất bại!', wallet_available_vnd: 50_000 });
    expect(body.result).toEqual([
      {
        id: bill.id,
        code: bill.code,
        success: false,
        message: `Số dư ví không đủ, còn thiếu ${new Intl.NumberFormat('vi-VN').format(bill.amount_vnd - 50_000)} ₫. Vui lòng nạp thêm tiền rồi thanh toán lại.`,
        error_code: 'WALLET_INSUFFICIENT_BALANCE',
        amount_vnd: bill.amount_vnd,
        status: 'unpaid',
      },
    ]);
    expect(await available(dave.userId)).toBe(50_000);
    expect(await billEntries(bill.id)).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(row!.status).toBe('unpaid');
  });

  it('pays each bill once: the wallet, the bill, the order and the ledger agree; a replay charges nothing', async () => {
    const { db } = ctx.database;
    const erin = await signupCustomer(ctx.app);
    const one = await newBill(erin.userId, 1_000);
    const two = await newBill(erin.userId, 2_500);
    const total = one.bill.amount_vnd + two.bill.amount_vnd;
    await fund(erin.userId, total + 7_000);

    const response = await pay(erin.token, [one.bill.id, two.bill.id]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Thanh toán gói hàng thành công!', wallet_available_vnd: 7_000 });
    expect(body.result.map((r: { success: boolean; status: string; message: string }) => [r.success, r.status, r.message])).toEqual([
      [true, 'paid', 'Đã thanh toán hóa đơn.'],
      [true, 'paid', 'Đã thanh toán hóa đơn.'],
    ]);
    expect(await available(erin.userId)).toBe(7_000);

    for (const { bill, order } of [one, two]) {
      const entries = await billEntries(bill.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ kind: 'payment', userId: erin.userId, amountVnd: bill.amount_vnd, referenceType: 'bill', referenceId: bill.id });
      const [row] = await db.select().from(bills).where(eq(bills.id, bill.id));
      expect(row).toMatchObject({ status: 'paid', paidEntryId: entries[0]!.id });
      const payments = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
      expect(payments.map((p) => [p.kind, p.amountVnd, p.ledgerEntryId, p.reference])).toEqual([['second', bill.amount_vnd, entries[0]!.id, bill.id]]);
      const after = (await findOrder(db, order.id))!;
      expect(after).toMatchObject({ secondPaymentDueVnd: bill.amount_vnd, secondPaymentPaidVnd: bill.amount_vnd, paidVnd: bill.amount_vnd });
    }

    const replay = (await pay(erin.token, [two.bill.id, one.bill.id])).json();
    expect(replay.success).toBe(true);
    expect(replay.result.map((r: { message: string }) => r.message)).toEqual(['Hóa đơn đã được thanh toán trước đó.', 'Hóa đơn đã được thanh toán trước đó.']);
    expect(await available(erin.userId)).toBe(7_000);
    const paidNotes = await db.select().from(notifications).where(and(eq(notifications.userId, erin.userId), like(notifications.title, 'Đã thanh toán hóa đơn')));
    expect(paidNotes).toHaveLength(2);
  });

  it('pays what it can: a bill that does not fit leaves the earlier ones paid', async () => {
    const fay = await signupCustomer(ctx.app);
    const one = await newBill(fay.userId, 1_000);
    const two = await newBill(fay.userId, 1_000);
    await fund(fay.userId, one.bill.amount_vnd + 1);
    const body = (await pay(fay.token, [one.bill.id, two.bill.id])).json();
    expect(body.success).toBe(false);
    expect(body.result.map((r: { success: boolean }) => r.success)).toEqual([true, false]);
    expect(await available(fay.userId)).toBe(1);
    expect(await billEntries(two.bill.id)).toHaveLength(0);
  });

  it('many simultaneous payments of the same bills charge each once', async () => {
    const gus = await signupCustomer(ctx.app);
    const one = await newBill(gus.userId, 1_000);
    const two = await newBill(gus.userId, 3_000);
    const total = one.bill.amount_vnd + two.bill.amount_vnd;
    await fund(gus.userId, total * 3);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => pay(gus.token, i % 2 ? [one.bill.id, two.bill.id] : [two.bill.id, one.bill.id])));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.every((r) => r.json().success)).toBe(true);
    expect(await available(gus.userId)).toBe(total * 2);
    expect(await billEntries(one.bill.id)).toHaveLength(1);
    expect(await billEntries(two.bill.id)).toHaveLength(1);
    const payments = await ctx.database.db.select().from(orderPayments).where(inArray(orderPayments.orderId, [one.order.id, two.order.id]));
    expect(payments).toHaveLength(2);
  });

  it('the order can go out for delivery only once its bills are paid', async () => {
    const { db } = ctx.database;
    const hana = await signupCustomer(ctx.app);
    const { order, bill } = await newBill(hana.userId);
    const orders = ordersContext(ctx.deps, ctx.app.log);
    const staff = { kind: 'staff' as const, id: null };
    await expect(transitionOrder(orders, { orderId: order.id, to: 'delivering', actor: staff })).rejects.toMatchObject({ code: 'ORDER_SECOND_PAYMENT_UNPAID' });
    await fund(hana.userId, bill.amount_vnd);
    expect((await pay(hana.token, [bill.id])).json().success).toBe(true);
    await transitionOrder(orders, { orderId: order.id, to: 'delivering', actor: staff });
    expect((await findOrder(db, order.id))!.status).toBe('delivering');
  });
});

describe('print and Excel', () => {
  it('prints a slip per bill: customer, address, orders, weights and amounts, all escaped', async () => {
    const ivy = await signupCustomer(ctx.app, { full_name: 'Đỗ Thị Ivy' });
    const one = await newBill(ivy.userId, 1_500, { address: { ...TEST_ADDRESS, receiver_name: '<script>alert(1)</script> Ivy' } });
    const two = await newBill(ivy.userId, 2_000);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/bill/print', headers: auth(ivy.token), payload: { bill_ids: [one.bill.id, two.bill.id] } });
    expect(response.statusCode, response.body).toBe(200);
    const { success, message, content } = response.json();
    expect(success).toBe(true);
    expect(message).toBe('In phiếu thành công!');
    expect(content).toMatch(/^<!doctype html>/);
    expect(content.match(/<section class="slip">/g)).toHaveLength(2);
    for (const { bill, order } of [one, two]) {
      expect(content).toContain(bill.code);
      expect(content).toContain(order.code);
      expect(content).toContain(new Intl.NumberFormat('vi-VN').format(bill.amount_vnd));
    }
    expect(content).toContain('Đỗ Thị Ivy');
    expect(content).toContain(TEST_ADDRESS.full_address);
    expect(content).toContain('1,5 kg');
    // Human names and a decimal comma, not the fee schedule's codes.
    expect(content).toContain('Nhật Bản → Hà Nội · Đường bay');
    expect(content).toMatch(/<dd>\d+,\d+ ₫\/¥<\/dd>/);
    expect(content).not.toMatch(/<dd>[^<]*(JP-HN|\bair\b)/);
    expect(content).not.toContain('<script>');
    expect(content).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ivy');
  });

  it("refuses another customer's bill with 'In phiếu thất bại!'", async () => {
    const { bill } = await newBill(alice.userId);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/bill/print', headers: auth(bob.token), payload: { bill_ids: [bill.id] } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'PRINT_FAILED', message: 'In phiếu thất bại!' });
    expect(response.body).not.toContain(bill.code);
  });

  it('exports the chosen bills, or the filtered ones, as xlsx with the file name in content-name', async () => {
    const jan = await signupCustomer(ctx.app);
    const one = await newBill(jan.userId, 1_000);
    const two = await newBill(jan.userId, 2_000);
    await fund(jan.userId, two.bill.amount_vnd);
    await pay(jan.token, [two.bill.id]);

    const chosen = await ctx.app.inject({ method: 'POST', url: '/api/bill/excel', headers: auth(jan.token), payload: { bill_ids: [one.bill.id] } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(chosen.headers['content-name'])).toMatch(/^hoa-don-\d{6}-\d{6}\.xlsx$/);
    const sheet = await xlsxText(chosen.rawPayload);
    expect(sheet).toContain(one.bill.code);
    expect(sheet).not.toContain(two.bill.code);
    expect(sheet).toContain('Mã hóa đơn');
    expect(sheet).toContain('Nhật Bản → Hà Nội');
    expect(sheet).toContain('Đường bay');
    expect(sheet).not.toMatch(/JP-HN|\bair\b/);

    const paidOnly = await ctx.app.inject({ method: 'POST', url: '/api/bill/excel', headers: auth(jan.token), payload: { status: 'paid' } });
    const paidSheet = await xlsxText(paidOnly.rawPayload);
    expect(paidSheet).toContain(two.bill.code);
    expect(paidSheet).toContain('Đã thanh toán');
    expect(paidSheet).not.toContain(one.bill.code);
    const all = await xlsxText((await ctx.app.inject({ method: 'POST', url: '/api/bill/excel', headers: auth(jan.token), payload: {} })).rawPayload);
    expect(all).toContain(one.bill.code);
    expect(all).toContain(two.bill.code);

    const others = await ctx.app.inject({ method: 'POST', url: '/api/bill/excel', headers: auth(bob.token), payload: { bill_ids: [one.bill.id] } });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ code: 'EXPORT_FAILED', message: 'Xuất file thất bại!' });
  });
});

describe('staff manage bills', () => {
  it('lists every bill with its customer; search by phone; staff only', async () => {
    const kim = await signupCustomer(ctx.app, { full_name: 'Hoàng Văn Kim' });
    const { bill } = await newBill(kim.userId);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bills' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bills', headers: auth(kim.token) })).statusCode).toBe(403);
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/admin/bills?search=${kim.phone}`, headers: auth(adminToken) })).json();
    expect(body.results.map((b: { id: string }) => b.id)).toEqual([bill.id]);
    expect(body.results[0].customer).toMatchObject({ id: kim.userId, full_name: 'Hoàng Văn Kim', phone: kim.phone });
    const one = (await ctx.app.inject({ method: 'GET', url: `/api/admin/bills/${bill.id}`, headers: auth(adminToken) })).json();
    expect(one.data.code).toBe(bill.code);
  });

  it('cancel an unpaid bill: the order no longer owes it, it cannot be paid; a paid bill cannot be cancelled', async () => {
    const { db } = ctx.database;
    const lan = await signupCustomer(ctx.app);
    const { bill, order } = await newBill(lan.userId);
    const cancel = (id: string, reason = 'Cân sai, cân lại') =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/bills/${id}/cancel`, headers: auth(adminToken), payload: { reason } });
    expect((await cancel(bill.id, '  ')).statusCode).toBe(400);
    const response = await cancel(bill.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled', status_label: 'Đã hủy' });
    expect((await findOrder(db, order.id))!.secondPaymentDueVnd).toBe(0);
    await fund(lan.userId, bill.amount_vnd);
    const paying = (await pay(lan.token, [bill.id])).json();
    expect(paying.result[0]).toMatchObject({ success: false, error_code: 'BILL_CANCELLED', status: 'cancelled' });
    expect(await available(lan.userId)).toBe(bill.amount_vnd);
    expect((await cancel(bill.id)).json().code).toBe('BILL_NOT_CANCELLABLE');

    // Weighed again: a new bill.
    const again = await recordParcel(order.id, { weight_g: 800 });
    expect(again.statusCode).toBe(200);
    expect((await pay(lan.token, [again.json().data.bill.id])).json().success).toBe(true);
    expect((await cancel(again.json().data.bill.id)).statusCode).toBe(409);
  });
});

describe('money', () => {
  it('for every order, its second payments equal the ledger entries of its paid bills; the ledger is clean', async () => {
    const { db } = ctx.database;
    const rows = await db.execute(sql`
      select bi.order_id,
             coalesce(sum(e.amount_vnd), 0) as ledger,
             coalesce((select sum(p.amount_vnd) from order_payments p where p.order_id = bi.order_id and p.kind = 'second'), 0) as payments,
             coalesce(sum(case when b.status = 'paid' then b.amount_vnd end), 0) as paid_bills
      from bill_items bi join bills b on b.id = bi.bill_id
      left join wallet_entries e on e.idempotency_key = 'bill:' || b.id::text
      group by bi.order_id`);
    const list = (rows as unknown as { rows: Array<{ ledger: string; payments: string; paid_bills: string }> }).rows;
    expect(list.length).toBeGreaterThan(10);
    for (const row of list) {
      expect(Number(row.ledger)).toBe(Number(row.payments));
      expect(Number(row.paid_bills)).toBe(Number(row.payments));
    }
    const items = await db.select().from(billItems);
    expect(items.every((i) => i.amountVnd > 0)).toBe(true);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('documentation', () => {
  it('every bills route is in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/bills/user',
      '/api/bill/cods',
      '/api/bill/user/payment-bulk',
      '/api/bill/print',
      '/api/bill/excel',
      '/api/admin/orders/{id}/parcels',
      '/api/admin/bills',
      '/api/admin/bills/{id}',
      '/api/admin/bills/{id}/cancel',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
