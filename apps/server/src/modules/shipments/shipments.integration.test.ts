import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { createAdmin } from '../account/index.ts';
import { dropPricingCache, seedPricing } from '../pricing/index.ts';
import { findOrder } from '../orders/index.ts';
import { credit } from '../wallet/index.ts';
import { billItems, bills, orderEvents, orderItems, serviceExtras, shipmentBoxes, shipments, staffAuditLog } from '../../db/schema/index.ts';
import { shipmentsWaitingCounts } from './index.ts';

/**
 * Issue 16 §5–6: consolidated shipments. The saving preview and the bill are recomputed here by
 * hand from the seeded fee schedule: JP-HN air 250.000 ₫/kg, at least 0,5 kg, volumetric divisor
 * 6000, chargeable weight rounded up to 100 g; the wooden crate 150.000 ₫ per parcel (second
 * payment); storage 30 days free then 2.000 ₫/kg/day.
 */

let ctx: TestContext;
let adminToken: string;
let adminId: string;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;

const CRATE = { code: 'wooden_crate', label: 'Đóng thùng gỗ', amountVnd: 150_000 };
// Test-only: a second-payment service per order (charged per order, never per shipment).
const VN_DELIVERY = { code: 'vn_home_delivery', label: 'Giao tận nhà tại Việt Nam', amountVnd: 30_000 };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await seedPricing(db);
  await db
    .insert(serviceExtras)
    .values({ code: VN_DELIVERY.code, name: VN_DELIVERY.label, chargeType: 'per_order', priceVnd: 30_000, paymentStage: 'second', sortOrder: 9 })
    .onConflictDoNothing();
  dropPricingCache(db);
  const phone = uniquePhone();
  adminId = (await createAdmin(db, phone, 'Nui-Phu-Si-2026!')).id;
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
  alice = await signupCustomer(ctx.app, { full_name: 'Lê Thị Alice' });
  bob = await signupCustomer(ctx.app, { full_name: 'Phạm Văn Bob' });
});
afterAll(async () => ctx.close());

/** An order waiting at the Japanese warehouse whose items weigh `grams` (one piece each of `pieces`). */
async function waitingOrder(userId: string, pieces: number[], opts: { extras?: (typeof CRATE)[]; arrivedDaysAgo?: number; status?: 'at_jp_warehouse' | 'purchased' } = {}) {
  const { db } = ctx.database;
  const order = await insertTestOrder(db, { userId, status: opts.status ?? 'at_jp_warehouse', extras: opts.extras ?? [] });
  await db.insert(orderItems).values(
    pieces.map((g, i) => ({ orderId: order.id, position: i + 1, site: 'rakuten', code: `item-${i}`, link: 'https://item.rakuten.co.jp/x/y', name: `Sản phẩm ${i + 1}`, qty: 1, priceJpy: 1_000, weightG: g })),
  );
  if (opts.arrivedDaysAgo !== undefined) {
    await db.insert(orderEvents).values({ orderId: order.id, fromStatus: 'purchased', toStatus: 'at_jp_warehouse', actorKind: 'staff', createdAt: new Date(Date.now() - opts.arrivedDaysAgo * 86_400_000) });
  }
  return order;
}

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `shipments-test:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
}

const shipmentCount = async () => (await ctx.database.db.select().from(shipments)).length;
const auditOf = async (shipmentId: string) =>
  ctx.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'shipment'), eq(staffAuditLog.entityId, shipmentId))).orderBy(asc(staffAuditLog.seq));

describe('the saving preview', () => {
  it('prices each order alone and all together, recomputed by hand to the dong', async () => {
    // A: 230 g with a wooden crate; B: 2 × 110 g = 220 g with a crate too.
    const a = await waitingOrder(alice.userId, [230], { extras: [CRATE] });
    const b = await waitingOrder(alice.userId, [110, 110], { extras: [CRATE] });
    const response = await call('POST', '/api/shipments/preview', alice.token, { order_ids: [a.id, b.id], route_code: 'jp-hn', ship_mode: 'AIR' });
    expect(response.statusCode, response.body).toBe(200);
    const p = response.json().data;
    // Alone: each is under the 0,5 kg minimum → 500 g × 250.000 ₫/kg = 125.000 ₫, + a crate 150.000 ₫ = 275.000 ₫ each.
    expect(p.separate.map((s: { chargeable_weight_g: number; amount_vnd: number }) => [s.chargeable_weight_g, s.amount_vnd])).toEqual([
      [500, 275_000],
      [500, 275_000],
    ]);
    expect(p.separate_total_vnd).toBe(550_000);
    // Together: 450 g → 500 g (the minimum once) = 125.000 ₫, one crate 150.000 ₫ = 275.000 ₫.
    expect(p.consolidated).toMatchObject({ weight_g: 450, chargeable_weight_g: 500, amount_vnd: 275_000 });
    expect(p.consolidated.lines.map((l: { code: string; amount_vnd: number }) => [l.code, l.amount_vnd])).toEqual([
      ['shipping:JP-HN:air', 125_000],
      ['extra:wooden_crate', 150_000],
    ]);
    expect(p.saving_vnd).toBe(275_000);

    // By EMS (450.000 ₫/kg, no minimum): alone 300 g each = 135.000 ₫ + crate; together 450 → 500 g = 225.000 ₫ + one crate.
    const ems = (await call('POST', '/api/shipments/preview', alice.token, { order_ids: [a.id, b.id], route_code: 'JP-HN', ship_mode: 'air_express' })).json().data;
    expect(ems.separate_total_vnd).toBe(2 * (135_000 + 150_000));
    expect(ems.consolidated.amount_vnd).toBe(225_000 + 150_000);
    expect(ems.saving_vnd).toBe(570_000 - 375_000);
    // Nothing was written.
    expect(await shipmentCount()).toBe(0);
  });
});

describe('bad input: a clear Vietnamese message, nothing changed', () => {
  it('refuses another customer’s orders, orders not at the Japanese warehouse, an empty selection, an unknown route or mode', async () => {
    const mine = await waitingOrder(alice.userId, [300]);
    const theirs = await waitingOrder(bob.userId, [300]);
    const notYet = await waitingOrder(alice.userId, [300], { status: 'purchased' });
    const cases: Array<[object, number, string]> = [
      [{ order_ids: [mine.id, theirs.id], route_code: 'JP-HN', ship_mode: 'air' }, 404, errorMessages.SHIPMENT_ORDER_NOT_FOUND],
      [{ order_ids: ['00000000-0000-4000-8000-00000000abcd'], route_code: 'JP-HN', ship_mode: 'air' }, 404, errorMessages.SHIPMENT_ORDER_NOT_FOUND],
      [{ order_ids: [mine.id, notYet.id], route_code: 'JP-HN', ship_mode: 'air' }, 409, `${errorMessages.SHIPMENT_ORDER_NOT_AT_JP_WAREHOUSE} (${notYet.code})`],
      [{ order_ids: [], route_code: 'JP-HN', ship_mode: 'air' }, 400, errorMessages.SHIPMENT_SELECTION_REQUIRED],
      [{ route_code: 'JP-HN', ship_mode: 'air' }, 400, errorMessages.SHIPMENT_SELECTION_REQUIRED],
      [{ order_ids: [mine.id], route_code: 'JP-XX', ship_mode: 'air' }, 400, errorMessages.SHIPMENT_ROUTE_INVALID],
      [{ order_ids: [mine.id], route_code: 'JP-HN', ship_mode: 'rocket' }, 400, errorMessages.SHIPMENT_ROUTE_INVALID],
      [{ order_ids: [mine.id], route_code: '', ship_mode: 'air' }, 400, errorMessages.SHIPMENT_ROUTE_INVALID],
    ];
    const before = await shipmentCount();
    for (const [body, status, message] of cases) {
      for (const url of ['/api/shipments/preview', '/api/shipments']) {
        const response = await call('POST', url, alice.token, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body)} ${response.body}`).toBe(status);
        expect(response.json()).toMatchObject({ success: false, message });
      }
    }
    expect(await shipmentCount()).toBe(before);
  });

  it('an order already in a shipment cannot go into another', async () => {
    const order = await waitingOrder(alice.userId, [300]);
    const first = await call('POST', '/api/shipments', alice.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' });
    expect(first.statusCode, first.body).toBe(200);
    const before = await shipmentCount();
    const again = await call('POST', '/api/shipments', alice.token, { order_ids: [order.id], route_code: 'JP-HCM', ship_mode: 'sea' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${errorMessages.SHIPMENT_ORDER_IN_SHIPMENT} (${order.code})`);
    // Sent twice at once: one shipment.
    const other = await waitingOrder(alice.userId, [300]);
    const both = await Promise.all([1, 2].map(() => call('POST', '/api/shipments', alice.token, { order_ids: [other.id], route_code: 'JP-HN', ship_mode: 'air' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await shipmentCount()).toBe(before + 1);
    // The candidates list no longer offers them.
    const candidates = (await call('GET', '/api/shipments/candidates', alice.token)).json().results.map((c: { order_id: string }) => c.order_id);
    expect(candidates).not.toContain(order.id);
    expect(candidates).not.toContain(other.id);
  });

  it('staff routes refuse customers (403) and guests (401)', async () => {
    const one = '/api/admin/shipments/00000000-0000-4000-8000-000000000001';
    for (const [method, url, payload] of [
      ['GET', '/api/admin/shipments', undefined],
      ['GET', one, undefined],
      ['PUT', `${one}/boxes`, { boxes: [{ weight_g: 1_000, length_cm: 10, width_cm: 10, height_cm: 10 }] }],
      ['POST', `${one}/bill`, {}],
      ['POST', `${one}/ship`, { tracking_number: 'EMS-1234' }],
      ['POST', `${one}/arrive`, {}],
      ['POST', `${one}/hand-over`, { carrier_name: 'GHN', tracking_code: 'GHN-1234' }],
    ] as const) {
      expect((await call(method, url, alice.token, payload)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    // Staff: an unknown shipment is a 404 with the catalogue's message.
    const unknown = await call('POST', `${one}/bill`, adminToken, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(errorMessages.SHIPMENT_NOT_FOUND);
  });
});

describe('a shipment from request to delivery', () => {
  it('packs, bills once on the boxes, is paid, shipped, received in Vietnam, handed over and delivered; orders follow; every staff step is audited', async () => {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app, { full_name: 'Ngô Thị Gộp' });
    // A: 230 g, crate + a per-order delivery service, at Osaka for 45 days; B: 220 g with a crate.
    const a = await waitingOrder(customer.userId, [230], { extras: [CRATE, VN_DELIVERY], arrivedDaysAgo: 45 });
    const b = await waitingOrder(customer.userId, [110, 110], { extras: [CRATE], arrivedDaysAgo: 3 });
    const created = await call('POST', '/api/shipments', customer.token, { order_ids: [a.id, b.id], route_code: 'JP-HN', ship_mode: 'air', note: 'Gói kỹ giúp em' });
    expect(created.statusCode, created.body).toBe(200);
    const shipment = created.json().data;
    expect(shipment).toMatchObject({ status: 'requested', stage: 'requested', separate_estimate_vnd: 550_000, consolidated_estimate_vnd: 275_000, saving_estimate_vnd: 275_000 });
    expect(shipment.code).toMatch(/^LG\d{6}\d{5}$/);
    const id = shipment.id as string;

    // Billing before packing is refused.
    const early = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(errorMessages.SHIPMENT_NOT_PACKED);

    // Absurd boxes: refused, nothing packed.
    const absurd: Array<[object, string]> = [
      [{ boxes: [] }, errorMessages.SHIPMENT_BOXES_REQUIRED],
      [{ boxes: [{ weight_g: 0, length_cm: 30, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_WEIGHT_INVALID],
      [{ boxes: [{ weight_g: -5, length_cm: 30, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_WEIGHT_INVALID],
      [{ boxes: [{ weight_g: 100_001, length_cm: 30, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_WEIGHT_INVALID],
      [{ boxes: [{ weight_g: 1_000.5, length_cm: 30, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_WEIGHT_INVALID],
      [{ boxes: [{ weight_g: '1000', length_cm: 30, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_WEIGHT_INVALID],
      [{ boxes: [{ weight_g: 1_000, length_cm: 0, width_cm: 20, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_SIZE_INVALID],
      [{ boxes: [{ weight_g: 1_000, length_cm: 30, width_cm: 301, height_cm: 10 }] }, errorMessages.SHIPMENT_BOX_SIZE_INVALID],
    ];
    for (const [body, message] of absurd) {
      const response = await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await db.select().from(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, id))).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);

    // One box of 900 g, 30 × 20 × 15 cm: volumetric 9.000 cm³ / 6000 = 1.500 g > actual → 1.500 g.
    const packed = await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [{ weight_g: 900, length_cm: 30, width_cm: 20, height_cm: 15 }] });
    expect(packed.statusCode, packed.body).toBe(200);
    expect(packed.json().data).toMatchObject({ status: 'packed', boxes: [{ position: 1, weight_g: 900, length_cm: 30, width_cm: 20, height_cm: 15 }] });

    // The customer cannot pay yet: there is no bill. Staff bill it.
    const billed = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {});
    expect(billed.statusCode, billed.body).toBe(200);
    const bill = billed.json().data.bill;
    // Shipping 1,5 kg × 250.000 = 375.000; one crate 150.000 (not two); A's delivery service 30.000;
    // A's storage: 45 days − 30 free = 15 days × 0,23 kg × 2.000 = 6.900. B stayed 3 days: none.
    expect(bill.chargeable_weight_g).toBe(1_500);
    expect(bill.weight_g).toBe(900);
    expect(bill.lines.map((l: { code: string; amount_vnd: number }) => [l.code, l.amount_vnd])).toEqual([
      ['shipping:JP-HN:air', 375_000],
      ['extra:wooden_crate', 150_000],
      ['extra:vn_home_delivery', 30_000],
      ['storage:jp', 6_900],
    ]);
    expect(bill.amount_vnd).toBe(561_900);
    expect(billed.json().data.stage).toBe('billed');
    // One bill item per order: the shared 525.000 ₫ split by weight 230 : 220 (268.333,33 / 256.666,67 →
    // 268.333 / 256.667, largest remainder) + each order's own lines.
    const items = await db.select().from(billItems).where(eq(billItems.billId, bill.id)).orderBy(asc(billItems.amountVnd));
    const byOrder = new Map(items.map((i) => [i.orderId, i.amountVnd]));
    expect(byOrder.get(a.id)).toBe(268_333 + 30_000 + 6_900);
    expect(byOrder.get(b.id)).toBe(256_667);
    expect((await findOrder(db, a.id))!.secondPaymentDueVnd).toBe(305_233);
    expect((await findOrder(db, b.id))!.secondPaymentDueVnd).toBe(256_667);

    // Billing twice: a clear message, nothing changed.
    const billCount = (await db.select().from(bills).where(eq(bills.userId, customer.userId))).length;
    const auditCount = (await auditOf(id)).length;
    const twice = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'SHIPMENT_ALREADY_BILLED', message: errorMessages.SHIPMENT_ALREADY_BILLED });
    expect((await db.select().from(bills).where(eq(bills.userId, customer.userId))).length).toBe(billCount);
    expect((await auditOf(id)).length).toBe(auditCount);
    // Packing again after the bill is refused too.
    expect((await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [{ weight_g: 1, length_cm: 1, width_cm: 1, height_cm: 1 }] })).statusCode).toBe(409);

    // The customer pays the one bill through the bills payment.
    await fund(customer.userId, 561_900);
    const paid = await call('POST', '/api/bill/user/payment-bulk', customer.token, { bill_ids: [bill.id] });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().success).toBe(true);
    const afterPay = (await call('GET', `/api/shipments/${shipment.code}`, customer.token)).json().data;
    expect(afterPay).toMatchObject({ status: 'billed', stage: 'paid', stage_label: 'Đã thanh toán', bill: { status: 'paid', amount_vnd: 561_900 } });
    expect((await findOrder(db, a.id))!.secondPaymentPaidVnd).toBe(305_233);

    // Arriving before shipping is refused; then ship with the tracking number.
    expect((await call('POST', `/api/admin/shipments/${id}/arrive`, adminToken, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/shipments/${id}/ship`, adminToken, { tracking_number: 'x' })).json().message).toBe(errorMessages.SHIPMENT_TRACKING_INVALID);
    const shipped = await call('POST', `/api/admin/shipments/${id}/ship`, adminToken, { tracking_number: 'ems-123456789jp' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 'shipped', international_tracking: 'EMS-123456789JP' });
    for (const order of [a, b]) expect((await findOrder(db, order.id))!.status).toBe('shipping_international');

    expect((await call('POST', `/api/admin/shipments/${id}/arrive`, adminToken, {})).statusCode).toBe(200);
    for (const order of [a, b]) expect((await findOrder(db, order.id))!.status).toBe('at_vn_warehouse');

    // Receipt cannot be confirmed before the carrier has it; another customer cannot see it.
    expect((await call('POST', `/api/shipments/${shipment.code}/confirm-receipt`, customer.token)).statusCode).toBe(409);
    expect((await call('GET', `/api/shipments/${shipment.code}`, bob.token)).statusCode).toBe(404);

    const handed = await call('POST', `/api/admin/shipments/${id}/hand-over`, adminToken, { carrier_name: 'Giao Hàng Nhanh', tracking_code: 'GHN-778899' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data).toMatchObject({ status: 'handed_to_carrier', carrier_name: 'Giao Hàng Nhanh', carrier_tracking: 'GHN-778899', cod_vnd: 0 });
    for (const order of [a, b]) expect((await findOrder(db, order.id))!.status).toBe('delivering');

    expect((await call('POST', `/api/shipments/${shipment.code}/confirm-receipt`, bob.token)).statusCode).toBe(404);
    // One order's receipt confirmed on its own page first: the shipment's receipt still goes through.
    const alone = await call('POST', `/api/me/orders/${b.id}/confirm-receipt`, customer.token);
    expect(alone.statusCode, alone.body).toBe(200);
    const received = await call('POST', `/api/shipments/${shipment.code.toLowerCase()}/confirm-receipt`, customer.token);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ status: 'delivered', stage_label: 'Đã nhận hàng' });
    for (const order of [a, b]) expect((await findOrder(db, order.id))!.status).toBe('delivered');

    // The whole trail: on the shipment, and on each order's own timeline (with tracking and carrier).
    expect(received.json().data.events.map((e: { to_status: string }) => e.to_status)).toEqual(['requested', 'packed', 'billed', 'shipped', 'at_vn_warehouse', 'handed_to_carrier', 'delivered']);
    const timeline = await call('GET', `/api/me/orders/${a.code}`, customer.token);
    const notes = JSON.stringify(timeline.json());
    expect(notes).toContain('EMS-123456789JP');
    expect(notes).toContain('Giao Hàng Nhanh');
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, b.id)).orderBy(asc(orderEvents.createdAt));
    expect(events.map((e) => [e.toStatus, e.actorKind])).toEqual([
      ['at_jp_warehouse', 'staff'],
      ['shipping_international', 'staff'],
      ['at_vn_warehouse', 'staff'],
      ['delivering', 'staff'],
      ['delivered', 'customer'],
    ]);

    // Every staff step is in the audit log, with who did it and the customer concerned.
    const audit = await auditOf(id);
    expect(audit.map((e) => e.action)).toEqual(['shipment.pack', 'shipment.bill', 'shipment.ship', 'shipment.arrive', 'shipment.hand_over']);
    for (const entry of audit) expect(entry).toMatchObject({ actorId: adminId, customerId: customer.userId });
    expect(audit[1]!.after).toMatchObject({ bill_code: bill.code, amount_vnd: 561_900 });
    // Staff see them on the shipment.
    const detail = (await call('GET', `/api/admin/shipments/${id}`, adminToken)).json().data;
    expect(detail.audit.map((e: { action: string; actor_id: string }) => [e.action, e.actor_id])).toEqual(audit.map((e) => [e.action, adminId]));
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('hand-over of an unpaid shipment needs cash on delivery of exactly what is unpaid', async () => {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app);
    const order = await waitingOrder(customer.userId, [1_200]);
    const id = (await call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' })).json().data.id;
    await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [{ weight_g: 1_250, length_cm: 20, width_cm: 20, height_cm: 10 }] });
    const bill = (await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {})).json().data.bill;
    // 1.250 g → 1.300 g × 250.000 = 325.000 ₫.
    expect(bill.amount_vnd).toBe(325_000);
    await call('POST', `/api/admin/shipments/${id}/ship`, adminToken, { tracking_number: 'JP-000111' });
    await call('POST', `/api/admin/shipments/${id}/arrive`, adminToken, { note: 'Đủ thùng' });
    const refused = await call('POST', `/api/admin/shipments/${id}/hand-over`, adminToken, { carrier_name: 'Viettel Post', tracking_code: 'V1' });
    expect(refused.statusCode).toBe(400); // tracking too short
    expect(refused.json().message).toBe(errorMessages.SHIPMENT_TRACKING_INVALID);
    const unpaid = await call('POST', `/api/admin/shipments/${id}/hand-over`, adminToken, { carrier_name: 'Viettel Post', tracking_code: 'VTP-12345' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ code: 'SHIPMENT_UNPAID', message: `${errorMessages.SHIPMENT_UNPAID} (325.000 ₫)` });
    expect((await findOrder(db, order.id))!.status).toBe('at_vn_warehouse');
    const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
    expect(row).toMatchObject({ status: 'at_vn_warehouse', carrierName: null, codVnd: 0 });

    const cod = await call('POST', `/api/admin/shipments/${id}/hand-over`, adminToken, { carrier_name: 'Viettel Post', tracking_code: 'VTP-12345', cod: true });
    expect(cod.statusCode, cod.body).toBe(200);
    expect(cod.json().data).toMatchObject({ status: 'handed_to_carrier', cod_vnd: 325_000 });
    const after = (await findOrder(db, order.id))!;
    expect(after.status).toBe('delivering');
    const [event] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivering')));
    expect(event!.note).toContain('thu hộ (COD) 325.000 ₫');
    const audit = await auditOf(id);
    expect(audit.at(-1)).toMatchObject({ action: 'shipment.hand_over', after: expect.objectContaining({ cod_vnd: 325_000 }) });
  });

  it('settles the Japanese domestic shipping difference per order on the shipment bill, as a parcel bill does', async () => {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app);
    // ¥1,200 estimated by size class; the sellers charged ¥1,500 → ¥300 × 172,5 ₫ = 51.750 ₫ on this order.
    const estimated = await insertTestOrder(db, { userId: customer.userId, status: 'at_jp_warehouse', domestic: [{ amountJpy: 1_200, estimated: true }] });
    await db.insert(orderItems).values({ orderId: estimated.id, position: 1, site: 'rakuten', code: 'x', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: 600 });
    const other = await waitingOrder(customer.userId, [400]);
    const id = (await call('POST', '/api/shipments', customer.token, { order_ids: [estimated.id, other.id], route_code: 'JP-HN', ship_mode: 'air' })).json().data.id;
    await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [{ weight_g: 1_000, length_cm: 20, width_cm: 20, height_cm: 10 }] });
    const stranger = await waitingOrder(customer.userId, [100]);
    const wrong = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, { jp_shipping_actual: [{ order_id: stranger.id, amount_jpy: 900 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorMessages.SHIPMENT_ORDER_NOT_FOUND);
    const notEstimated = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, { jp_shipping_actual: [{ order_id: other.id, amount_jpy: 900 }] });
    expect(notEstimated.statusCode).toBe(409);
    expect(notEstimated.json().message).toBe(errorMessages.PARCEL_JP_SHIPPING_NOT_ESTIMATED);
    expect((await db.select().from(bills).where(eq(bills.userId, customer.userId))).length).toBe(0);

    const billed = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, { jp_shipping_actual: [{ order_id: estimated.id, amount_jpy: 1_500 }] });
    expect(billed.statusCode, billed.body).toBe(200);
    const bill = billed.json().data.bill;
    // 1 kg × 250.000 = 250.000 ₫ split 600 : 400 → 150.000 / 100.000; + 51.750 ₫ on the first order.
    expect(bill.lines.map((l: { code: string; amount_vnd: number }) => [l.code, l.amount_vnd])).toEqual([
      ['shipping:JP-HN:air', 250_000],
      ['jp_shipping:adjustment', 51_750],
    ]);
    const items = await db.select().from(billItems).where(eq(billItems.billId, bill.id));
    expect(new Map(items.map((i) => [i.orderId, i.amountVnd]))).toEqual(
      new Map([
        [estimated.id, 201_750],
        [other.id, 100_000],
      ]),
    );
  });

  it('every shipments route is in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/shipments',
      '/api/shipments/candidates',
      '/api/shipments/preview',
      '/api/shipments/{code}',
      '/api/shipments/{code}/confirm-receipt',
      '/api/admin/shipments',
      '/api/admin/shipments/{id}',
      '/api/admin/shipments/{id}/boxes',
      '/api/admin/shipments/{id}/bill',
      '/api/admin/shipments/{id}/ship',
      '/api/admin/shipments/{id}/arrive',
      '/api/admin/shipments/{id}/hand-over',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });

  it('counts the shipments waiting for the warehouses (the dashboard)', async () => {
    const counts = await shipmentsWaitingCounts(ctx.database.db);
    const list = (await call('GET', '/api/admin/shipments?size=100', adminToken)).json();
    const byStatus = list.counts as Record<string, number>;
    expect(counts.to_pack.count).toBe(byStatus.requested ?? 0);
    expect(counts.to_ship.count).toBe((byStatus.packed ?? 0) + (byStatus.billed ?? 0));
    expect(counts.to_hand_over.count).toBe(byStatus.at_vn_warehouse ?? 0);
    expect(counts.to_pack.count).toBeGreaterThan(0);
    expect(counts.to_pack.oldest_at).not.toBeNull();
    const customer = await signupCustomer(ctx.app);
    const order = await waitingOrder(customer.userId, [500]);
    const id = (await call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HCM', ship_mode: 'sea' })).json().data.id;
    expect((await shipmentsWaitingCounts(ctx.database.db)).to_pack.count).toBe(counts.to_pack.count + 1);
    await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [{ weight_g: 500, length_cm: 10, width_cm: 10, height_cm: 10 }] });
    const now = await shipmentsWaitingCounts(ctx.database.db);
    expect([now.to_pack.count, now.to_ship.count]).toEqual([counts.to_pack.count, counts.to_ship.count + 1]);
  });
});
