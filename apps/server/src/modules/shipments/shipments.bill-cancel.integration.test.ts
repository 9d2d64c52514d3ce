import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { errorMessages, shipmentsText } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { createAdmin } from '../account/index.ts';
import { dropPricingCache, seedPricing } from '../pricing/index.ts';
import { findOrder } from '../orders/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { billItems, bills, orderItems, orderPayments, shipmentEvents, shipmentOrders, shipments, staffAuditLog, walletEntries } from '../../db/schema/index.ts';

/**
 * ADR 0017 §6: a billed shipment and its bill stay consistent. Staff cancelling the shipment's
 * bill in the bills module sends the shipment back to `packed` (billable again, or cancellable);
 * staff cancelling a billed shipment before it ships cancels its unpaid bill, or refunds a paid one
 * to the wallet through the ledger once; once shipped, a clear 409. Seeded fee schedule: JP-HN air
 * 250.000 ₫/kg → one 1.250 g box bills 325.000 ₫.
 */

let ctx: TestContext;
let adminToken: string;
let adminId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await seedPricing(db);
  dropPricingCache(db);
  const phone = uniquePhone();
  adminId = (await createAdmin(db, phone, 'Nui-Phu-Si-2026!')).id;
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
});
afterAll(async () => ctx.close());

const box = { weight_g: 1_250, length_cm: 20, width_cm: 20, height_cm: 10 };
let fundSeq = 0;

/** A new customer's shipment of one 1.200 g order, packed and billed 325.000 ₫ (unpaid). */
async function billed() {
  const { db } = ctx.database;
  const customer = await signupCustomer(ctx.app);
  const order = await insertTestOrder(db, { userId: customer.userId, status: 'at_jp_warehouse' });
  await db.insert(orderItems).values({ orderId: order.id, position: 1, site: 'rakuten', code: 'item-1', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: 1_200 });
  const created = await call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const code = created.json().data.code as string;
  expect((await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
  const made = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {});
  expect(made.statusCode, made.body).toBe(200);
  const bill = made.json().data.bill as { id: string; code: string; amount_vnd: number };
  expect(bill.amount_vnd).toBe(325_000);
  return { customer, order, id, code, bill };
}

/** … and paid from the wallet (funded with exactly the bill). */
async function billedAndPaid() {
  const s = await billed();
  fundSeq += 1;
  await credit(ctx.database.db, { userId: s.customer.userId, amountVnd: 325_000, idempotencyKey: `bill-cancel-test:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
  const paid = await call('POST', '/api/bill/user/payment-bulk', s.customer.token, { bill_ids: [s.bill.id] });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json().success).toBe(true);
  expect((await balancesOf(ctx.database.db, s.customer.userId)).available_vnd).toBe(0);
  return s;
}

const shipmentRow = async (id: string) => (await ctx.database.db.select().from(shipments).where(eq(shipments.id, id)))[0]!;
const billRow = async (id: string) => (await ctx.database.db.select().from(bills).where(eq(bills.id, id)))[0]!;
const auditOf = async (shipmentId: string) =>
  ctx.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'shipment'), eq(staffAuditLog.entityId, shipmentId))).orderBy(asc(staffAuditLog.seq));
const candidatesOf = async (token: string) => (await call('GET', '/api/shipments/candidates', token)).json().results.map((c: { order_id: string }) => c.order_id) as string[];
const noticesOf = async (token: string) => JSON.stringify((await call('GET', '/api/notification/mine', token)).json());

describe("a shipment's bill cancelled by staff in the bills module", () => {
  it('sends the shipment back to packed without a bill in the same transaction (trail, audit, the customer told); it can be billed again', async () => {
    const { db } = ctx.database;
    const s = await billed();
    const cancelled = await call('POST', `/api/admin/bills/${s.bill.id}/cancel`, adminToken, { reason: 'Cân sai thùng' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });

    expect(await shipmentRow(s.id)).toMatchObject({ status: 'packed', billId: null, cancelledAt: null });
    const events = await db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, s.id)).orderBy(asc(shipmentEvents.createdAt), asc(shipmentEvents.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'billed', toStatus: 'packed', actorKind: 'staff', actorId: adminId, note: shipmentsText.notes.billCancelled(s.bill.code, 'Cân sai thùng') });
    expect((await auditOf(s.id)).at(-1)).toMatchObject({
      action: 'shipment.bill_cancelled',
      actorId: adminId,
      customerId: s.customer.userId,
      before: { status: 'billed', bill_code: s.bill.code },
      after: { status: 'packed', bill_id: null, orders: [s.order.code] },
    });
    expect((await findOrder(db, s.order.id))!).toMatchObject({ status: 'at_jp_warehouse', secondPaymentDueVnd: 0 });
    expect(await noticesOf(s.customer.token)).toContain(shipmentsText.notices.billCancelledTitle(s.code));
    // The customer's page shows the shipment packed, without the cancelled bill.
    const page = await call('GET', `/api/shipments/${s.code}`, s.customer.token);
    expect(page.json().data).toMatchObject({ status: 'packed', stage: 'packed', bill: null });

    // Billable again: a new bill, the order owes it once.
    const again = await call('POST', `/api/admin/shipments/${s.id}/bill`, adminToken, {});
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().data.bill;
    expect(second.id).not.toBe(s.bill.id);
    expect(second.amount_vnd).toBe(325_000);
    expect(again.json().data.status).toBe('billed');
    expect((await findOrder(db, s.order.id))!.secondPaymentDueVnd).toBe(325_000);
  });

  it('a packed-again shipment can then be cancelled by staff; its orders wait for consolidation again', async () => {
    const s = await billed();
    expect((await call('POST', `/api/admin/bills/${s.bill.id}/cancel`, adminToken, { reason: 'Khách đổi ý' })).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Khách đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'cancelled', billId: null });
    expect(await candidatesOf(s.customer.token)).toContain(s.order.id);
  });

  it("a shipment that left Japan keeps its bill: cancelling it is refused (409, Vietnamese), nothing changed", async () => {
    const s = await billed();
    expect((await call('POST', `/api/admin/shipments/${s.id}/ship`, adminToken, { tracking_number: 'JP-BC-0001' })).statusCode).toBe(200);
    const refused = await call('POST', `/api/admin/bills/${s.bill.id}/cancel`, adminToken, { reason: 'Thử hủy' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'BILL_SHIPMENT_SHIPPED' });
    expect(refused.json().message).toContain(errorMessages.BILL_SHIPMENT_SHIPPED);
    expect(await billRow(s.bill.id)).toMatchObject({ status: 'unpaid', cancelledAt: null });
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'shipped', billId: s.bill.id });
    expect((await findOrder(ctx.database.db, s.order.id))!.secondPaymentDueVnd).toBe(325_000);
  });

  it('a paid shipment bill is still refused by the bills module (money comes back only by cancelling the shipment)', async () => {
    const s = await billedAndPaid();
    const refused = await call('POST', `/api/admin/bills/${s.bill.id}/cancel`, adminToken, { reason: 'Thử hủy' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BILL_NOT_CANCELLABLE', message: errorMessages.BILL_NOT_CANCELLABLE });
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'billed', billId: s.bill.id });
  });
});

describe('staff cancel a billed shipment before it ships', () => {
  it('unpaid: the bill is cancelled with it, the orders owe nothing and wait for consolidation again', async () => {
    const { db } = ctx.database;
    const s = await billed();
    const cancelled = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Khách xin hủy' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Khách xin hủy', bill: null });
    expect(await billRow(s.bill.id)).toMatchObject({ status: 'cancelled', paidEntryId: null });
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'cancelled', billId: null });
    expect((await findOrder(db, s.order.id))!).toMatchObject({ status: 'at_jp_warehouse', secondPaymentDueVnd: 0, secondPaymentPaidVnd: 0 });
    expect(await candidatesOf(s.customer.token)).toContain(s.order.id);
    expect((await db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, s.id)))[0]!.releasedAt).not.toBeNull();
    expect(await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `bill-refund:${s.bill.id}`))).toHaveLength(0);
    expect((await auditOf(s.id)).at(-1)).toMatchObject({
      action: 'shipment.cancel',
      actorId: adminId,
      before: { status: 'billed' },
      after: { status: 'cancelled', bill_code: s.bill.code, bill_status_before: 'unpaid' },
    });
    // The customer cannot pay the cancelled bill.
    const pay = await call('POST', '/api/bill/user/payment-bulk', s.customer.token, { bill_ids: [s.bill.id] });
    expect(pay.json().result[0]).toMatchObject({ success: false, error_code: 'BILL_CANCELLED' });
  });

  it('paid: the amount goes back to the wallet in one ledger entry, the second payment is reversed, the orders wait again; a replay books nothing', async () => {
    const { db } = ctx.database;
    const s = await billedAndPaid();
    expect((await findOrder(db, s.order.id))!.secondPaymentPaidVnd).toBe(325_000);

    const cancelled = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Hàng bị giữ lại ở kho Nhật' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', bill: null });
    expect((await balancesOf(db, s.customer.userId)).available_vnd).toBe(325_000);
    const refunds = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `bill-refund:${s.bill.id}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'refund', amountVnd: 325_000, userId: s.customer.userId, referenceType: 'bill', referenceId: s.bill.id });
    const bill = await billRow(s.bill.id);
    expect(bill).toMatchObject({ status: 'cancelled', paidEntryId: null, paidVia: 'wallet' });
    expect(bill.paidAt).not.toBeNull();
    expect((await findOrder(db, s.order.id))!).toMatchObject({ status: 'at_jp_warehouse', secondPaymentDueVnd: 0, secondPaymentPaidVnd: 0, refundedVnd: 325_000 });
    const payments = await db.select().from(orderPayments).where(eq(orderPayments.orderId, s.order.id));
    expect(payments.map((p) => [p.kind, p.amountVnd]).sort()).toEqual([
      ['refund', 325_000],
      ['second', 325_000],
    ]);
    expect(await candidatesOf(s.customer.token)).toContain(s.order.id);
    expect((await auditOf(s.id)).at(-1)).toMatchObject({
      action: 'shipment.cancel',
      after: { status: 'cancelled', bill_status_before: 'paid', refund_vnd: 325_000, ledger_key: `bill-refund:${s.bill.id}`, ledger_entry_id: refunds[0]!.id },
    });
    const notices = await noticesOf(s.customer.token);
    expect(notices).toContain(shipmentsText.notices.cancelledRefundBody(s.code, 'Hàng bị giữ lại ở kho Nhật', s.bill.code, '325.000 ₫'));

    // A replay: refused, nothing booked.
    const again = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Hàng bị giữ lại ở kho Nhật' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SHIPMENT_ALREADY_CANCELLED', message: errorMessages.SHIPMENT_ALREADY_CANCELLED });
    expect(await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `bill-refund:${s.bill.id}`))).toHaveLength(1);
    expect((await balancesOf(db, s.customer.userId)).available_vnd).toBe(325_000);

    // The orders can be consolidated and billed again; the new bill is owed in full.
    const renewed = await call('POST', '/api/shipments', s.customer.token, { order_ids: [s.order.id], route_code: 'JP-HN', ship_mode: 'air' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const id2 = renewed.json().data.id;
    expect((await call('PUT', `/api/admin/shipments/${id2}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/shipments/${id2}/bill`, adminToken, {})).statusCode).toBe(200);
    const order = (await findOrder(db, s.order.id))!;
    expect(order.secondPaymentDueVnd - order.secondPaymentPaidVnd).toBe(325_000);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('once shipped: 409 with a clear Vietnamese message, nothing changed; the customer still cannot cancel a billed one', async () => {
    const { db } = ctx.database;
    const s = await billedAndPaid();
    const customer = await call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token, {});
    expect(customer.statusCode).toBe(409);
    expect(customer.json().code).toBe('SHIPMENT_BILLED_NOT_CANCELLABLE');
    expect((await call('POST', `/api/admin/shipments/${s.id}/ship`, adminToken, { tracking_number: 'JP-BC-0002' })).statusCode).toBe(200);
    const refused = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Thử hủy' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'SHIPMENT_SHIPPED_NOT_CANCELLABLE', message: `${errorMessages.SHIPMENT_SHIPPED_NOT_CANCELLABLE} (${shipmentsText.stages.shipped})` });
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'shipped', billId: s.bill.id, cancelledAt: null });
    expect(await billRow(s.bill.id)).toMatchObject({ status: 'paid' });
    expect(await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `bill-refund:${s.bill.id}`))).toHaveLength(0);
  });
});

describe('splitting a shipment before its bill (POST /api/admin/shipments/{id}/split)', () => {
  /** A new customer's shipment of two orders (1.200 g and 800 g), requested. */
  async function twoOrders() {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app);
    const made = [];
    for (const grams of [1_200, 800]) {
      const order = await insertTestOrder(db, { userId: customer.userId, status: 'at_jp_warehouse' });
      await db.insert(orderItems).values({ orderId: order.id, position: 1, site: 'rakuten', code: 'item-1', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: grams });
      made.push(order);
    }
    const created = await call('POST', '/api/shipments', customer.token, { order_ids: made.map((o) => o.id), route_code: 'JP-HN', ship_mode: 'air' });
    expect(created.statusCode, created.body).toBe(200);
    return { customer, orders: made, id: created.json().data.id as string, code: created.json().data.code as string };
  }
  const split = (id: string, body: object, token = adminToken) => call('POST', `/api/admin/shipments/${id}/split`, token, body);

  it('moves the chosen orders into a new requested shipment; a packed one loses its boxes and is packed again; trails, audit and the customer told', async () => {
    const { db } = ctx.database;
    const s = await twoOrders();
    expect((await call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
    const answer = await split(s.id, { order_ids: [s.orders[1]!.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, created } = answer.json();
    expect(answer.json().message).toBe(shipmentsText.messages.split(created.code));
    expect(data).toMatchObject({ id: s.id, status: 'requested', boxes: [], orders: [{ id: s.orders[0]!.id }] });
    expect(data.orders).toHaveLength(1);
    expect(created).toMatchObject({ status: 'requested', route_code: 'JP-HN', ship_mode: 'air', orders: [{ id: s.orders[1]!.id }] });
    expect(created.customer.id).toBe(s.customer.userId);
    // Each shipment's estimate is its own orders' (1.200 g → 300.000 ₫; 800 g → 200.000 ₫ at 250.000 ₫/kg).
    expect(data.consolidated_estimate_vnd).toBe(300_000);
    expect(created.consolidated_estimate_vnd).toBe(200_000);
    const links = await db.select().from(shipmentOrders).where(eq(shipmentOrders.orderId, s.orders[1]!.id));
    expect(links.map((l) => [l.shipmentId, l.releasedAt === null]).sort()).toEqual([[created.id, true], [s.id, false]].sort());
    expect((await auditOf(s.id)).at(-1)).toMatchObject({ action: 'shipment.split', actorId: adminId, before: { status: 'packed' }, after: { new_shipment_code: created.code, moved_orders: [s.orders[1]!.code], boxes_removed: true } });
    expect((await auditOf(created.id)).at(-1)).toMatchObject({ action: 'shipment.split', after: { orders: [s.orders[1]!.code] } });
    expect(await noticesOf(s.customer.token)).toContain(shipmentsText.notices.splitTitle(s.code));
    // Both go on: each is packed and billed on its own.
    for (const id of [s.id, created.id]) {
      expect((await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
      const billedNow = await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {});
      expect(billedNow.statusCode, billedNow.body).toBe(200);
      // Each bill bills only the orders still in its shipment.
      expect(billedNow.json().data.orders).toHaveLength(1);
      expect(await db.select().from(billItems).where(eq(billItems.billId, billedNow.json().data.bill.id))).toHaveLength(1);
    }
  });

  it('bad input: a clear Vietnamese 4xx and nothing changed', async () => {
    const { db } = ctx.database;
    const s = await twoOrders();
    const other = await twoOrders();
    const cases: Array<[object, number, string]> = [
      [{}, 400, errorMessages.SHIPMENT_SPLIT_SELECTION_REQUIRED],
      [{ order_ids: [] }, 400, errorMessages.SHIPMENT_SPLIT_SELECTION_REQUIRED],
      [{ order_ids: ['khong-phai-ma'] }, 400, errorMessages.SHIPMENT_SPLIT_ORDER_NOT_IN_SHIPMENT],
      [{ order_ids: [other.orders[0]!.id] }, 400, errorMessages.SHIPMENT_SPLIT_ORDER_NOT_IN_SHIPMENT],
      [{ order_ids: s.orders.map((o) => o.id) }, 409, errorMessages.SHIPMENT_SPLIT_ALL_ORDERS],
    ];
    for (const [body, status, message] of cases) {
      const refused = await split(s.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json()).toMatchObject({ success: false, message });
    }
    expect((await split('00000000-0000-4000-8000-000000000000', { order_ids: [s.orders[0]!.id] })).statusCode).toBe(404);
    expect((await split(s.id, { order_ids: [s.orders[0]!.id] }, s.customer.token)).statusCode).toBe(403);
    // Billed: too late.
    expect((await call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/shipments/${s.id}/bill`, adminToken, {})).statusCode).toBe(200);
    const late = await split(s.id, { order_ids: [s.orders[0]!.id] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'SHIPMENT_SPLIT_STATUS_INVALID' });
    expect(late.json().message).toContain(errorMessages.SHIPMENT_SPLIT_STATUS_INVALID);
    expect(await db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, s.id))).toHaveLength(2);
    expect((await db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, s.id))).every((l) => l.releasedAt === null)).toBe(true);
    expect(await shipmentRow(s.id)).toMatchObject({ status: 'billed' });
  });
});
