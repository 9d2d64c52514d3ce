import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { billsText, errorMessages, shipmentsText } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { createAdmin } from '../account/index.ts';
import { dropPricingCache, seedPricing } from '../pricing/index.ts';
import { findOrder } from '../orders/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { billItems, bills, orderItems, orderPayments, orders, parcels, shipmentBoxes, shipmentOrders, shipments, staffAuditLog, walletEntries, walletPostings, walletAccounts } from '../../db/schema/index.ts';

/**
 * ADR 0017: cash on delivery booked through the ledger (the carrier's collection recorded by VN
 * warehouse staff), shipment cancel before billing, and the old single-parcel path kept apart from
 * consolidated shipments. Seeded fee schedule: JP-HN air 250.000 ₫/kg, at least 0,5 kg, chargeable
 * weight rounded up to 100 g.
 */

let ctx: TestContext;
let adminToken: string;
let adminId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

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

async function waitingOrder(userId: string, grams: number) {
  const { db } = ctx.database;
  const order = await insertTestOrder(db, { userId, status: 'at_jp_warehouse' });
  await db.insert(orderItems).values({ orderId: order.id, position: 1, site: 'rakuten', code: 'item-1', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: grams });
  return order;
}

let fundSeq = 0;
async function fund(userId: string, amountVnd: number) {
  fundSeq += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `cod-test:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
}

const box = { weight_g: 1_250, length_cm: 20, width_cm: 20, height_cm: 10 };

/** A shipment of one 1.200 g order, requested by a new customer. */
async function requested() {
  const customer = await signupCustomer(ctx.app);
  const order = await waitingOrder(customer.userId, 1_200);
  const created = await call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' });
  expect(created.statusCode, created.body).toBe(200);
  return { customer, order, id: created.json().data.id as string, code: created.json().data.code as string };
}

/** … packed, billed (1.250 g → 1.300 g × 250.000 = 325.000 ₫), shipped and arrived in Vietnam, unpaid. */
async function arrivedUnpaid() {
  const s = await requested();
  expect((await call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
  const bill = (await call('POST', `/api/admin/shipments/${s.id}/bill`, adminToken, {})).json().data.bill;
  expect(bill.amount_vnd).toBe(325_000);
  expect((await call('POST', `/api/admin/shipments/${s.id}/ship`, adminToken, { tracking_number: 'JP-000111' })).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/shipments/${s.id}/arrive`, adminToken, {})).statusCode).toBe(200);
  return { ...s, bill };
}

/** … handed to Giao Hàng Nhanh with COD of the unpaid bill. */
async function handedOverCod() {
  const s = await arrivedUnpaid();
  const handed = await call('POST', `/api/admin/shipments/${s.id}/hand-over`, adminToken, { carrier_name: 'Giao Hàng Nhanh', tracking_code: 'GHN-778899', cod: true });
  expect(handed.statusCode, handed.body).toBe(200);
  expect(handed.json().data.cod_vnd).toBe(325_000);
  return s;
}

const entriesLike = async (prefix: string) => ctx.database.db.select().from(walletEntries).where(like(walletEntries.idempotencyKey, `${prefix}%`));
const codAccountTotal = async () => {
  const { db } = ctx.database;
  const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.kind, 'cod_receivable'));
  const postings = await db.select().from(walletPostings).where(eq(walletPostings.accountId, account!.id));
  return postings.reduce((sum, p) => sum + p.amountVnd, 0);
};
const auditOf = async (shipmentId: string) =>
  ctx.database.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'shipment'), eq(staffAuditLog.entityId, shipmentId))).orderBy(asc(staffAuditLog.seq));
const cod = (id: string, body: object, token = adminToken) => call('POST', `/api/admin/shipments/${id}/cod-collected`, token, body);

describe('cash on delivery booked in the ledger when the carrier reports it collected', () => {
  it('books the carrier receivable → wallet → bill once: the bill ends paid (COD), the orders’ second payments recorded, the owner’s accounts show it, replays change nothing', async () => {
    const { db } = ctx.database;
    const s = await handedOverCod();
    const receivableBefore = await codAccountTotal();

    // A wrong amount, or a missing one: a clear message, nothing changed.
    const wrong = await cod(s.id, { amount_vnd: 300_000 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ success: false, code: 'SHIPMENT_COD_AMOUNT_MISMATCH', message: `${errorMessages.SHIPMENT_COD_AMOUNT_MISMATCH} (325.000 ₫)` });
    for (const body of [{}, { amount_vnd: 0 }, { amount_vnd: 325_000.5 }, { amount_vnd: '325000' }]) {
      const bad = await cod(s.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: errorMessages.SHIPMENT_COD_AMOUNT_INVALID });
    }
    expect(await entriesLike(`shipment-cod:${s.id}`)).toHaveLength(0);
    expect((await db.select().from(bills).where(eq(bills.id, s.bill.id)))[0]!.status).toBe('unpaid');

    // A customer cannot record it.
    expect((await cod(s.id, { amount_vnd: 325_000 }, s.customer.token)).statusCode).toBe(403);

    const booked = await cod(s.id, { amount_vnd: 325_000, note: 'Đối soát GHN 28/11' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().message).toBe(shipmentsText.messages.codCollected);
    const data = booked.json().data;
    expect(data).toMatchObject({ status: 'delivered', stage: 'delivered', cod_vnd: 325_000, bill: { status: 'paid', paid_via: 'cod' } });
    expect(data.cod_collected_at).not.toBeNull();

    // The ledger: carrier receivable −325.000 → the customer's wallet +325.000 → the bill −325.000 → revenue.
    const [codEntry] = await entriesLike(`shipment-cod:${s.id}`);
    expect(codEntry).toMatchObject({ kind: 'topup', purpose: 'cod_collection', amountVnd: 325_000, userId: s.customer.userId, createdBy: adminId });
    const [billEntry] = await entriesLike(`bill:${s.bill.id}`);
    expect(billEntry).toMatchObject({ purpose: 'bill_payment', amountVnd: 325_000 });
    expect(await codAccountTotal()).toBe(receivableBefore - 325_000);
    expect(await balancesOf(db, s.customer.userId)).toMatchObject({ available_vnd: 0, held_vnd: 0 });
    const [billRow] = await db.select().from(bills).where(eq(bills.id, s.bill.id));
    expect(billRow).toMatchObject({ status: 'paid', paidVia: 'cod', paidEntryId: billEntry!.id });

    // The order's second payment is recorded; it is delivered (the carrier delivered it).
    const order = (await findOrder(db, s.order.id))!;
    expect(order.status).toBe('delivered');
    expect(order.secondPaymentPaidVnd).toBe(325_000);
    expect(order.secondPaymentDueVnd).toBe(325_000);
    const payments = await db.select().from(orderPayments).where(eq(orderPayments.orderId, s.order.id));
    expect(payments.filter((p) => p.kind === 'second').map((p) => [p.amountVnd, p.ledgerEntryId])).toEqual([[325_000, billEntry!.id]]);

    // The staff audit entry names the ledger keys.
    const audit = (await auditOf(s.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'shipment.cod_collected', actorId: adminId, customerId: s.customer.userId });
    expect(audit.after).toMatchObject({ ledger_key: `shipment-cod:${s.id}`, ledger_entry_id: codEntry!.id, bill_payment_key: `bill:${s.bill.id}`, amount_vnd: 325_000, bill_paid: true, wallet_credit_vnd: 0 });

    // The customer's shipment and bill pages show it paid by COD.
    const mine = (await call('GET', `/api/shipments/${s.code}`, s.customer.token)).json().data;
    expect(mine).toMatchObject({ status: 'delivered', bill: { status: 'paid', paid_via: 'cod' } });
    const myBills = (await call('GET', '/api/bills/user', s.customer.token)).json().results;
    expect(myBills.find((b: { id: string }) => b.id === s.bill.id)).toMatchObject({ status: 'paid', paid_via: 'cod', status_label: billsText.paidCodLabel });

    // The customer's wallet history shows the cash in and the bill paid from it.
    const history = await call('GET', '/api/transations/user', s.customer.token);
    expect(history.statusCode, history.body).toBe(200);
    const purposes = history.json().results.map((r: { purpose: string }) => r.purpose);
    expect(purposes).toEqual(expect.arrayContaining(['cod_collection', 'bill_payment']));

    // The owner's accounts: the day's movements of the carrier receivable.
    const summary = (await call('GET', '/api/admin/accounts/summary', adminToken)).json().data;
    const receivable = summary.accounts.find((a: { account: string }) => a.account === 'cod_receivable');
    expect(receivable).toMatchObject({ group: 'clearing' });
    expect(receivable.movements).toContainEqual(expect.objectContaining({ purpose: 'cod_collection', kind: 'topup' }));
    expect(summary.reconciled).toBe(true);

    // A replay: the same answer, nothing moved.
    const replay = await cod(s.id, { amount_vnd: 325_000 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().message).toBe(shipmentsText.messages.codReplayed);
    expect(await entriesLike(`shipment-cod:${s.id}`)).toHaveLength(1);
    expect(await entriesLike(`bill:${s.bill.id}`)).toHaveLength(1);
    expect((await auditOf(s.id)).filter((e) => e.action === 'shipment.cod_collected')).toHaveLength(1);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('two concurrent bookings of the same collection make one ledger entry', async () => {
    const s = await handedOverCod();
    const answers = await Promise.all([cod(s.id, { amount_vnd: 325_000 }), cod(s.id, { amount_vnd: 325_000 }), cod(s.id, { amount_vnd: 325_000 })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().message).sort()).toEqual(
      [shipmentsText.messages.codCollected, shipmentsText.messages.codReplayed, shipmentsText.messages.codReplayed].sort(),
    );
    expect(await entriesLike(`shipment-cod:${s.id}`)).toHaveLength(1);
    expect(await entriesLike(`bill:${s.bill.id}`)).toHaveLength(1);
    expect(await balancesOf(ctx.database.db, s.customer.userId)).toMatchObject({ available_vnd: 0 });
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('after the customer confirmed receipt, the booking keeps the shipment delivered; a bill the customer paid meanwhile is not paid twice: the cash is their wallet credit', async () => {
    const { db } = ctx.database;
    const s = await handedOverCod();
    // The customer paid the bill from the wallet after the hand-over, then confirmed receipt.
    await fund(s.customer.userId, 325_000);
    const paid = await call('POST', '/api/bill/user/payment-bulk', s.customer.token, { bill_ids: [s.bill.id] });
    expect(paid.json().success, paid.body).toBe(true);
    expect((await call('POST', `/api/shipments/${s.code}/confirm-receipt`, s.customer.token)).statusCode).toBe(200);
    const booked = await cod(s.id, { amount_vnd: 325_000 });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'delivered', bill: { status: 'paid', paid_via: 'wallet' } });
    expect(await entriesLike(`bill:${s.bill.id}`)).toHaveLength(1);
    expect(await balancesOf(db, s.customer.userId)).toMatchObject({ available_vnd: 325_000 });
    expect((await auditOf(s.id)).at(-1)!.after).toMatchObject({ bill_paid: false, wallet_credit_vnd: 325_000, ledger_key: `shipment-cod:${s.id}` });
    expect((await findOrder(db, s.order.id))!.secondPaymentPaidVnd).toBe(325_000);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('refuses a shipment not yet handed over, one without COD, an unknown one: a clear message, nothing booked', async () => {
    const { db } = ctx.database;
    const arrived = await arrivedUnpaid();
    const early = await cod(arrived.id, { amount_vnd: 325_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SHIPMENT_COD_NOT_HANDED_OVER', message: `${errorMessages.SHIPMENT_COD_NOT_HANDED_OVER} (${shipmentsText.stages.at_vn_warehouse})` });
    // Paid before the hand-over: no COD.
    await fund(arrived.customer.userId, 325_000);
    await call('POST', '/api/bill/user/payment-bulk', arrived.customer.token, { bill_ids: [arrived.bill.id] });
    expect((await call('POST', `/api/admin/shipments/${arrived.id}/hand-over`, adminToken, { carrier_name: 'Viettel Post', tracking_code: 'VTP-12345' })).statusCode).toBe(200);
    const none = await cod(arrived.id, { amount_vnd: 325_000 });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'SHIPMENT_COD_NOT_DUE', message: errorMessages.SHIPMENT_COD_NOT_DUE });
    const unknown = await cod('00000000-0000-4000-8000-000000000123', { amount_vnd: 325_000 });
    expect(unknown.statusCode).toBe(404);
    expect(await entriesLike(`shipment-cod:${arrived.id}`)).toHaveLength(0);
    const [row] = await db.select().from(shipments).where(eq(shipments.id, arrived.id));
    expect(row).toMatchObject({ status: 'handed_to_carrier', codCollectedAt: null, codEntryId: null });
  });
});

describe('cancelling a shipment before its bill', () => {
  it('the customer cancels a requested shipment: its orders wait for consolidation again and can go into a new one; a second cancel is refused', async () => {
    const { db } = ctx.database;
    const s = await requested();
    const other = await signupCustomer(ctx.app);
    expect((await call('POST', `/api/shipments/${s.code}/cancel`, other.token, {})).statusCode).toBe(404);
    const before = await call('GET', '/api/shipments/candidates', s.customer.token);
    expect(before.json().results.map((c: { order_id: string }) => c.order_id)).not.toContain(s.order.id);

    const cancelled = await call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token, { reason: 'Muốn gửi thêm đơn khác' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: shipmentsText.messages.cancelled, data: { status: 'cancelled', stage: 'cancelled', cancellable: false, cancel_reason: 'Muốn gửi thêm đơn khác' } });
    // The cancelled shipment still lists its order; the order waits again.
    expect(cancelled.json().data.orders.map((o: { id: string }) => o.id)).toEqual([s.order.id]);
    expect((await findOrder(db, s.order.id))!.status).toBe('at_jp_warehouse');
    const after = await call('GET', '/api/shipments/candidates', s.customer.token);
    expect(after.json().results.map((c: { order_id: string }) => c.order_id)).toContain(s.order.id);

    // Without a body at all (the reason is optional): the shipment's own answer, not a validation error.
    const again = await call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'SHIPMENT_ALREADY_CANCELLED', message: errorMessages.SHIPMENT_ALREADY_CANCELLED });
    // Staff cannot move a cancelled shipment.
    const pack = await call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] });
    expect(pack.statusCode).toBe(409);
    expect(pack.json().code).toBe('SHIPMENT_STATUS_INVALID');

    const renewed = await call('POST', '/api/shipments', s.customer.token, { order_ids: [s.order.id], route_code: 'JP-HN', ship_mode: 'air' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const links = await db.select().from(shipmentOrders).where(eq(shipmentOrders.orderId, s.order.id));
    expect(links.map((l) => [l.shipmentId, l.releasedAt === null])).toEqual(expect.arrayContaining([[s.id, false], [renewed.json().data.id, true]]));
  });

  it('a packed shipment: the customer is refused, staff cancel it with a reason (audited, the customer told)', async () => {
    const { db } = ctx.database;
    const s = await requested();
    expect((await call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
    const refused = await call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SHIPMENT_PACKED_NOT_CANCELLABLE', message: errorMessages.SHIPMENT_PACKED_NOT_CANCELLABLE });
    for (const body of [{}, { reason: ' ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBe(errorMessages.SHIPMENT_CANCEL_REASON_REQUIRED);
    }
    expect(await db.select().from(shipments).where(eq(shipments.id, s.id))).toMatchObject([{ status: 'packed' }]);
    expect((await call('POST', `/api/admin/shipments/${s.id}/cancel`, s.customer.token, { reason: 'Thử' })).statusCode).toBe(403);

    const cancelled = await call('POST', `/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Khách gọi điện xin hủy' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Khách gọi điện xin hủy' });
    const audit = (await auditOf(s.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'shipment.cancel', actorId: adminId, customerId: s.customer.userId, before: { status: 'packed' } });
    const notices = (await call('GET', '/api/notification/mine', s.customer.token)).json();
    expect(JSON.stringify(notices)).toContain(shipmentsText.notices.cancelledTitle(s.code));
    expect(await db.select().from(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, s.id))).toHaveLength(1);
  });

  it('a shipment that left Japan cannot be cancelled, by anyone: nothing changed', async () => {
    const { db } = ctx.database;
    const s = await arrivedUnpaid();
    for (const [url, token, body, code] of [
      [`/api/admin/shipments/${s.id}/cancel`, adminToken, { reason: 'Thử hủy' }, 'SHIPMENT_SHIPPED_NOT_CANCELLABLE'],
      [`/api/shipments/${s.code}/cancel`, s.customer.token, {}, 'SHIPMENT_BILLED_NOT_CANCELLABLE'],
    ] as const) {
      const refused = await call('POST', url, token, body);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code });
      expect(refused.json().message).toContain(errorMessages[code]);
    }
    const [row] = await db.select().from(shipments).where(eq(shipments.id, s.id));
    expect(row).toMatchObject({ status: 'at_vn_warehouse', cancelledAt: null });
    expect((await db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, s.id)))[0]!.releasedAt).toBeNull();
  });

  it('a cancel racing the packing: exactly one of them wins', async () => {
    const { db } = ctx.database;
    const s = await requested();
    const [cancel, pack] = await Promise.all([
      call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token, {}),
      call('PUT', `/api/admin/shipments/${s.id}/boxes`, adminToken, { boxes: [box] }),
    ]);
    expect([cancel.statusCode, pack.statusCode].sort()).toEqual([200, 409]);
    const [row] = await db.select().from(shipments).where(eq(shipments.id, s.id));
    const links = await db.select().from(shipmentOrders).where(eq(shipmentOrders.shipmentId, s.id));
    if (cancel.statusCode === 200) {
      expect(row!.status).toBe('cancelled');
      expect(links[0]!.releasedAt).not.toBeNull();
    } else {
      expect(row!.status).toBe('packed');
      expect(links[0]!.releasedAt).toBeNull();
      expect(cancel.json().code).toBe('SHIPMENT_PACKED_NOT_CANCELLABLE');
    }
  });
});

describe('the old single-parcel path and consolidation keep apart', () => {
  const parcel = (orderId: string) => call('POST', `/api/admin/orders/${orderId}/parcels`, adminToken, { weight_g: 1_200 });

  it('a parcel of an order in an active shipment is refused (409, nothing written); once the shipment is cancelled it is accepted', async () => {
    const { db } = ctx.database;
    const s = await requested();
    const refused = await parcel(s.order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'PARCEL_ORDER_IN_SHIPMENT', message: `${errorMessages.PARCEL_ORDER_IN_SHIPMENT} (${s.code})` });
    expect(await db.select().from(parcels).where(eq(parcels.orderId, s.order.id))).toHaveLength(0);
    expect(await db.select().from(billItems).where(eq(billItems.orderId, s.order.id))).toHaveLength(0);
    expect((await findOrder(db, s.order.id))!.status).toBe('at_jp_warehouse');

    expect((await call('POST', `/api/shipments/${s.code}/cancel`, s.customer.token, {})).statusCode).toBe(200);
    const accepted = await parcel(s.order.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('consolidation refuses an order already billed by the parcel path and leaves it out of the candidates', async () => {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app);
    const alone = await waitingOrder(customer.userId, 800);
    const fine = await waitingOrder(customer.userId, 400);
    expect((await parcel(alone.id)).statusCode).toBe(200);
    // The parcel path moves it to the VN warehouse; put it back where consolidation looks (the
    // window between the parcel's bill and its move, or a staff move back) to prove the bill alone refuses it.
    await db.update(orders).set({ status: 'at_jp_warehouse' }).where(eq(orders.id, alone.id));
    const candidates = (await call('GET', '/api/shipments/candidates', customer.token)).json().results.map((c: { order_id: string }) => c.order_id);
    expect(candidates).toContain(fine.id);
    expect(candidates).not.toContain(alone.id);
    const before = (await db.select().from(shipments).where(eq(shipments.userId, customer.userId))).length;
    for (const url of ['/api/shipments/preview', '/api/shipments']) {
      const refused = await call('POST', url, customer.token, { order_ids: [alone.id, fine.id], route_code: 'JP-HN', ship_mode: 'air' });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'SHIPMENT_ORDER_BILLED_SEPARATELY', message: `${errorMessages.SHIPMENT_ORDER_BILLED_SEPARATELY} (${alone.code})` });
    }
    expect((await db.select().from(shipments).where(eq(shipments.userId, customer.userId))).length).toBe(before);
  });

  it('a parcel racing a new shipment of the same order: exactly one of them takes it', async () => {
    const { db } = ctx.database;
    const customer = await signupCustomer(ctx.app);
    const order = await waitingOrder(customer.userId, 900);
    const [ship, weighed] = await Promise.all([
      call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' }),
      parcel(order.id),
    ]);
    expect([ship.statusCode, weighed.statusCode].sort()).toEqual([200, 409]);
    const links = await db.select().from(shipmentOrders).where(and(eq(shipmentOrders.orderId, order.id)));
    const parcelBills = await db.select().from(billItems).where(inArray(billItems.orderId, [order.id]));
    expect(links.length + parcelBills.length).toBe(1);
  });
});

describe('documented', () => {
  it('the new routes are in the OpenAPI document with their permissions', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/shipments/{code}/cancel']?.post).toBeTruthy();
    expect(doc.paths['/api/admin/shipments/{id}/cancel']?.post['x-permission']).toBe('shipments.manage');
    expect(doc.paths['/api/admin/shipments/{id}/cod-collected']?.post['x-permission']).toBe('warehouse_vn.manage');
  });
});
