import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { codRemittanceText, errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { createAdmin } from '../account/index.ts';
import { dropPricingCache, seedPricing } from '../pricing/index.ts';
import { codDisputes, codRemittances, orderItems, shipments, staffAuditLog, walletAccounts, walletEntries, walletPostings } from '../../db/schema/index.ts';

/**
 * ADR 0017 §3: the carrier's COD remittance ("đối soát COD"). Each shipment here: one 1.200 g order,
 * boxed at 1.250 g → bill 325.000 ₫, unpaid, handed to a carrier with COD 325.000 ₫.
 */

let ctx: TestContext;
let adminToken: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  await seedPricing(db);
  dropPricingCache(db);
  const phone = uniquePhone();
  await createAdmin(db, phone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
});
afterAll(async () => ctx.close());

const box = { weight_g: 1_250, length_cm: 20, width_cm: 20, height_cm: 10 };
let trackingSeq = 0;

/** A shipment handed to `carrier` with COD 325.000 ₫; collected unless told otherwise. */
async function codShipment(carrier: string, collect = true) {
  const { db } = ctx.database;
  const customer = await signupCustomer(ctx.app);
  const order = await insertTestOrder(db, { userId: customer.userId, status: 'at_jp_warehouse' });
  await db.insert(orderItems).values({ orderId: order.id, position: 1, site: 'rakuten', code: 'item-1', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: 1_200 });
  const created = await call('POST', '/api/shipments', customer.token, { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' });
  expect(created.statusCode, created.body).toBe(200);
  const { id, code } = created.json().data as { id: string; code: string };
  expect((await call('PUT', `/api/admin/shipments/${id}/boxes`, adminToken, { boxes: [box] })).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/shipments/${id}/bill`, adminToken, {})).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/shipments/${id}/ship`, adminToken, { tracking_number: 'JP-000111' })).statusCode).toBe(200);
  expect((await call('POST', `/api/admin/shipments/${id}/arrive`, adminToken, {})).statusCode).toBe(200);
  trackingSeq += 1;
  const handed = await call('POST', `/api/admin/shipments/${id}/hand-over`, adminToken, { carrier_name: carrier, tracking_code: `VD-${1000 + trackingSeq}`, cod: true });
  expect(handed.statusCode, handed.body).toBe(200);
  if (collect) {
    const collected = await call('POST', `/api/admin/shipments/${id}/cod-collected`, adminToken, { amount_vnd: 325_000 });
    expect(collected.statusCode, collected.body).toBe(200);
  }
  return { id, code };
}

const systemTotal = async (kind: string) => {
  const { db } = ctx.database;
  const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.kind, kind));
  if (!account) return 0;
  const postings = await db.select().from(walletPostings).where(eq(walletPostings.accountId, account.id));
  return postings.reduce((sum, p) => sum + p.amountVnd, 0);
};
const remittanceEntries = async () => ctx.database.db.select().from(walletEntries).where(like(walletEntries.idempotencyKey, 'cod-remittance:%'));
const remit = (body: object, token = adminToken) => call('POST', '/api/admin/cod-remittances', token, body);

describe('COD remittance (đối soát COD)', () => {
  it('books bank_clearing → cod_receivable once for collected shipments of the carrier; the receivable for them is back to zero', async () => {
    const { db } = ctx.database;
    const a = await codShipment('Giao Hàng Nhanh');
    const b = await codShipment('Giao Hàng Nhanh');
    const outstanding = (await call('GET', '/api/admin/cod/outstanding', adminToken)).json().data;
    const ghn = outstanding.carriers.find((c: { carrier: string }) => c.carrier === 'Giao Hàng Nhanh');
    expect(ghn.shipments.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining([a.code, b.code]));
    expect(ghn.shipments.find((s: { id: string }) => s.id === a.id)).toMatchObject({ cod_vnd: 325_000, code: a.code });

    const receivableBefore = await systemTotal('cod_receivable');
    const bankBefore = await systemTotal('bank_clearing');
    // A customer cannot record it.
    const customer = await signupCustomer(ctx.app);
    expect((await remit({ carrier: 'Giao Hàng Nhanh', reference: 'GHN-DS-0001', received_on: '2026-11-27', amount_vnd: 650_000, shipment_ids: [a.id, b.id] }, customer.token)).statusCode).toBe(403);

    const body = { carrier: 'Giao Hàng Nhanh', reference: 'GHN-DS-0001', received_on: '2026-11-27', amount_vnd: 650_000, shipment_ids: [b.id, a.id], note: 'Sao kê 27/11' };
    const booked = await remit(body);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ replayed: false, message: codRemittanceText.messages.recorded, data: { carrier: 'Giao Hàng Nhanh', reference: 'GHN-DS-0001', received_on: '2026-11-27', amount_vnd: 650_000, ledger_key: 'cod-remittance:Giao Hàng Nhanh:GHN-DS-0001' } });
    expect(booked.json().data.shipment_codes.sort()).toEqual([a.code, b.code].sort());

    expect(await systemTotal('cod_receivable')).toBe(receivableBefore + 650_000);
    expect(await systemTotal('bank_clearing')).toBe(bankBefore - 650_000);
    const entries = await remittanceEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'payment', purpose: 'cod_remittance', userId: null, amountVnd: 650_000 });

    // The shipments' COD is no longer outstanding; their collections + this remittance net to zero.
    const after = (await call('GET', '/api/admin/cod/outstanding', adminToken)).json().data;
    expect(after.carriers.flatMap((c: { shipments: { id: string }[] }) => c.shipments.map((s) => s.id))).not.toContain(a.id);
    const [collA, collB] = await Promise.all([a, b].map(async (s) => (await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `shipment-cod:${s.id}`)))[0]!));
    const receivableOf = async (entryId: string) => {
      const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.kind, 'cod_receivable'));
      const postings = await db.select().from(walletPostings).where(and(eq(walletPostings.entryId, entryId), eq(walletPostings.accountId, account!.id)));
      return postings.reduce((sum, p) => sum + p.amountVnd, 0);
    };
    expect((await receivableOf(collA!.id)) + (await receivableOf(collB!.id)) + (await receivableOf(entries[0]!.id))).toBe(0);

    const summary = (await call('GET', '/api/admin/accounts/summary', adminToken)).json().data;
    const receivable = summary.accounts.find((x: { account: string }) => x.account === 'cod_receivable');
    expect(receivable.movements).toContainEqual(expect.objectContaining({ purpose: 'cod_remittance', kind: 'payment' }));
    expect(summary.reconciled).toBe(true);

    const [row] = await db.select().from(codRemittances).where(eq(codRemittances.reference, 'GHN-DS-0001'));
    const audit = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'cod_remittance'), eq(staffAuditLog.entityId, row!.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cod.remitted', after: expect.objectContaining({ ledger_key: 'cod-remittance:Giao Hàng Nhanh:GHN-DS-0001', ledger_entry_id: entries[0]!.id }) });

    // Replay with the same content: 200 replayed, nothing moved.
    const replay = await remit(body);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ replayed: true, message: codRemittanceText.messages.replayed, data: { id: row!.id } });
    expect(await remittanceEntries()).toHaveLength(1);
    expect(await systemTotal('cod_receivable')).toBe(receivableBefore + 650_000);

    // Same reference, other content: 409.
    const other = await remit({ ...body, amount_vnd: 325_000, shipment_ids: [a.id] });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'COD_REMITTANCE_REFERENCE_TAKEN', message: errorMessages.COD_REMITTANCE_REFERENCE_TAKEN });

    // An already remitted shipment under a new reference: 409 naming it.
    const again = await remit({ ...body, reference: 'GHN-DS-0002', amount_vnd: 325_000, shipment_ids: [a.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COD_REMITTANCE_ALREADY_REMITTED', message: `${errorMessages.COD_REMITTANCE_ALREADY_REMITTED} (${a.code})` });

    const list = (await call('GET', '/api/admin/cod-remittances?page=1&size=10', adminToken)).json();
    expect(list.results[0]).toMatchObject({ id: row!.id, amount_vnd: 650_000 });
    expect(list.pagination).toMatchObject({ page: 1, size: 10 });
    expect(await remittanceEntries()).toHaveLength(1);
  });

  it('refuses a short amount without a reason and an over-remittance (naming the expected sum), a shipment not collected, of another carrier, and bad input — nothing moved', async () => {
    const { db } = ctx.database;
    const a = await codShipment('Viettel Post');
    const notCollected = await codShipment('Viettel Post', false);
    const ghtk = await codShipment('Giao Hàng Tiết Kiệm');
    const entriesBefore = (await remittanceEntries()).length;
    const base = { carrier: 'Viettel Post', reference: 'VTP-0901', received_on: '2026-11-28' };

    const short = await remit({ ...base, amount_vnd: 300_000, shipment_ids: [a.id] });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ success: false, code: 'COD_REMITTANCE_SHORTFALL_REASON_REQUIRED', message: `${errorMessages.COD_REMITTANCE_SHORTFALL_REASON_REQUIRED} (325.000 ₫)` });
    const blankReason = await remit({ ...base, amount_vnd: 300_000, shipment_ids: [a.id], shortfall_reason: '  ' });
    expect(blankReason.json()).toMatchObject({ code: 'COD_REMITTANCE_SHORTFALL_REASON_REQUIRED' });
    // Over-remittance stays refused, with or without a reason.
    const over = await remit({ ...base, amount_vnd: 325_001, shipment_ids: [a.id], shortfall_reason: 'Thừa' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, code: 'COD_REMITTANCE_AMOUNT_MISMATCH', message: `${errorMessages.COD_REMITTANCE_AMOUNT_MISMATCH} (325.000 ₫)` });

    const nc = await remit({ ...base, amount_vnd: 650_000, shipment_ids: [a.id, notCollected.id] });
    expect(nc.statusCode).toBe(409);
    expect(nc.json()).toMatchObject({ code: 'COD_REMITTANCE_NOT_COLLECTED', message: `${errorMessages.COD_REMITTANCE_NOT_COLLECTED} (${notCollected.code})` });

    const oc = await remit({ ...base, amount_vnd: 650_000, shipment_ids: [a.id, ghtk.id] });
    expect(oc.statusCode).toBe(409);
    expect(oc.json()).toMatchObject({ code: 'COD_REMITTANCE_OTHER_CARRIER', message: `${errorMessages.COD_REMITTANCE_OTHER_CARRIER} (${ghtk.code})` });

    for (const [body, message] of [
      [{ ...base, amount_vnd: 0, shipment_ids: [a.id] }, errorMessages.COD_REMITTANCE_AMOUNT_INVALID],
      [{ ...base, amount_vnd: 325_000, shipment_ids: [] }, errorMessages.COD_REMITTANCE_SHIPMENTS_REQUIRED],
      [{ ...base, received_on: '28/11/2026', amount_vnd: 325_000, shipment_ids: [a.id] }, errorMessages.COD_REMITTANCE_DATE_INVALID],
      [{ ...base, reference: ' ', amount_vnd: 325_000, shipment_ids: [a.id] }, errorMessages.COD_REMITTANCE_REFERENCE_INVALID],
      [{ ...base, amount_vnd: 300_000, shipment_ids: [a.id], shortfall_reason: 'x'.repeat(501) }, errorMessages.COD_REMITTANCE_SHORTFALL_REASON_REQUIRED],
    ] as const) {
      const bad = await remit(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message });
    }
    expect(await remittanceEntries()).toHaveLength(entriesBefore);
    expect(await db.select().from(codRemittances).where(eq(codRemittances.reference, 'VTP-0901'))).toHaveLength(0);
    expect((await db.select().from(shipments).where(eq(shipments.id, a.id)))[0]!.codRemittanceId).toBeNull();
  });

  it('two identical requests at once book one entry; the other answers replayed', async () => {
    const a = await codShipment('J&T Express');
    const body = { carrier: 'J&T Express', reference: 'JT-7788', received_on: '2026-11-28', amount_vnd: 325_000, shipment_ids: [a.id] };
    const [one, two] = await Promise.all([remit(body), remit(body)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().replayed, two.json().replayed].sort()).toEqual([false, true]);
    expect(one.json().data.id).toBe(two.json().data.id);
    expect(await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, 'cod-remittance:J&T Express:JT-7788'))).toHaveLength(1);
  });

  it('the routes are in the OpenAPI document with accounting’s permission', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/admin/cod/outstanding']?.get['x-permission']).toBe('wallet.manage');
    expect(doc.paths['/api/admin/cod-remittances']?.get['x-permission']).toBe('wallet.manage');
    expect(doc.paths['/api/admin/cod-remittances']?.post['x-permission']).toBe('wallet.manage');
  });

  it('a short remittance with a reason books the received part and opens a dispute; settled by a further remittance, once', async () => {
    const { db } = ctx.database;
    const a = await codShipment('GHTK Short');
    const b = await codShipment('GHTK Short');
    const [receivable0, bank0, disputed0] = await Promise.all([systemTotal('cod_receivable'), systemTotal('bank_clearing'), systemTotal('cod_disputed')]);
    const body = { carrier: 'GHTK Short', reference: 'GHTK-S-01', received_on: '2026-11-28', amount_vnd: 620_000, shipment_ids: [a.id, b.id], shortfall_reason: 'Trừ phí thu hộ 30.000 ₫' };
    const booked = await remit(body);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      replayed: false,
      message: codRemittanceText.messages.recordedShort('30.000 ₫'),
      data: { amount_vnd: 620_000, expected_vnd: 650_000, shortfall_vnd: 30_000, dispute_id: expect.any(String) },
    });
    const disputeId = booked.json().data.dispute_id as string;
    // Whole batch out of cod_receivable; the bank got 620.000; 30.000 still owed, in cod_disputed.
    expect(await systemTotal('cod_receivable')).toBe(receivable0 + 650_000);
    expect(await systemTotal('bank_clearing')).toBe(bank0 - 620_000);
    expect(await systemTotal('cod_disputed')).toBe(disputed0 - 30_000);
    // Nothing outstanding for the shipments any more: they are remitted (the rest is a dispute).
    const outstanding = (await call('GET', '/api/admin/cod/outstanding', adminToken)).json().data;
    expect(outstanding.carriers.find((c: { carrier: string }) => c.carrier === 'GHTK Short')).toBeUndefined();

    // The dispute: per carrier, shipments, amount.
    const list = (await call('GET', '/api/admin/cod-disputes', adminToken)).json();
    expect(list.results.find((d: { id: string }) => d.id === disputeId)).toMatchObject({ carrier: 'GHTK Short', amount_vnd: 30_000, status: 'open', remittance_reference: 'GHTK-S-01', reason: 'Trừ phí thu hộ 30.000 ₫', settlement: null });
    expect(list.results.find((d: { id: string }) => d.id === disputeId).shipment_codes.sort()).toEqual([a.code, b.code].sort());
    expect(list.open_by_carrier).toContainEqual({ carrier: 'GHTK Short', count: 1, amount_vnd: 30_000 });
    // ... and in the owner's summary, which still reconciles to the dong.
    const summary = (await call('GET', '/api/admin/accounts/summary', adminToken)).json().data;
    expect(summary.reconciled).toBe(true);
    expect(summary.accounts.find((x: { account: string }) => x.account === 'cod_disputed').closing_vnd).toBe(disputed0 - 30_000);
    expect(summary.cod_disputes).toMatchObject({ open_total_vnd: -(disputed0 - 30_000) });
    expect(summary.cod_disputes.by_carrier).toContainEqual({ carrier: 'GHTK Short', count: 1, amount_vnd: 30_000 });

    // Replay of the short remittance: nothing moved, no second dispute.
    const replay = await remit(body);
    expect(replay.json()).toMatchObject({ replayed: true, data: { dispute_id: disputeId, shortfall_vnd: 30_000 } });
    expect(await db.select().from(codDisputes).where(eq(codDisputes.carrierName, 'GHTK Short'))).toHaveLength(1);
    expect(await systemTotal('bank_clearing')).toBe(bank0 - 620_000);

    // Bad settle input: 400 in Vietnamese; unknown dispute: 404.
    const bad = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, { method: 'remittance', received_on: '2026-11-29' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: errorMessages.COD_REMITTANCE_REFERENCE_INVALID });
    const badMethod = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, { method: 'forgive' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json()).toMatchObject({ success: false, message: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID });
    const missing = await call('POST', '/api/admin/cod-disputes/00000000-0000-4000-8000-000000000000/settle', adminToken, { method: 'write_off', note: 'Mất hàng' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'COD_DISPUTE_NOT_FOUND', message: errorMessages.COD_DISPUTE_NOT_FOUND });
    const customer = await signupCustomer(ctx.app);
    expect((await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, customer.token, { method: 'write_off', note: 'x1' })).statusCode).toBe(403);

    // Settle by a further remittance; two at once → one entry.
    const settle = { method: 'remittance', reference: 'GHTK-BU-01', received_on: '2026-11-30', note: 'GHTK hoàn phí' };
    const [one, two] = await Promise.all([
      call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, settle),
      call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, settle),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().replayed, two.json().replayed].sort()).toEqual([false, true]);
    expect(one.json().data).toMatchObject({ status: 'remitted', settlement: { method: 'remittance', reference: 'GHTK-BU-01', ledger_key: `cod-dispute:${disputeId}` } });
    expect(await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `cod-dispute:${disputeId}`))).toHaveLength(1);
    expect(await systemTotal('cod_disputed')).toBe(disputed0);
    expect(await systemTotal('bank_clearing')).toBe(bank0 - 650_000);
    // Settling it another way now: 409, nothing moved.
    const other = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, { method: 'write_off', note: 'Xóa' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'COD_DISPUTE_ALREADY_SETTLED', message: errorMessages.COD_DISPUTE_ALREADY_SETTLED });
    expect(await systemTotal('bank_clearing')).toBe(bank0 - 650_000);
    const audit = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'cod_dispute'), eq(staffAuditLog.entityId, disputeId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cod.dispute_remitted', after: expect.objectContaining({ ledger_key: `cod-dispute:${disputeId}` }) });
    const open = (await call('GET', '/api/admin/cod-disputes?status=open', adminToken)).json();
    expect(open.results.map((d: { id: string }) => d.id)).not.toContain(disputeId);
    expect((await call('GET', '/api/admin/cod-disputes?status=bogus', adminToken)).statusCode).toBe(400);
  });

  it('a dispute written off moves cod_losses → cod_disputed once (audited), and the summary reconciles', async () => {
    const { db } = ctx.database;
    const a = await codShipment('VTP Lost');
    const [losses0, disputed0] = await Promise.all([systemTotal('cod_losses'), systemTotal('cod_disputed')]);
    const booked = await remit({ carrier: 'VTP Lost', reference: 'VTP-L-01', received_on: '2026-11-28', amount_vnd: 25_000, shipment_ids: [a.id], shortfall_reason: 'Bưu tá làm mất tiền thu hộ' });
    expect(booked.statusCode, booked.body).toBe(200);
    const disputeId = booked.json().data.dispute_id as string;
    expect(await systemTotal('cod_disputed')).toBe(disputed0 - 300_000);
    const noNote = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, { method: 'write_off' });
    expect(noNote.statusCode).toBe(400);
    const body = { method: 'write_off', note: 'Viettel Post từ chối bồi thường' };
    const first = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ replayed: false, message: codRemittanceText.messages.disputeWrittenOff, data: { status: 'written_off', settlement: { method: 'write_off', note: 'Viettel Post từ chối bồi thường' } } });
    const again = await call('POST', `/api/admin/cod-disputes/${disputeId}/settle`, adminToken, body);
    expect(again.json()).toMatchObject({ replayed: true, message: codRemittanceText.messages.disputeReplayed });
    expect(await systemTotal('cod_disputed')).toBe(disputed0);
    expect(await systemTotal('cod_losses')).toBe(losses0 - 300_000);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, `cod-dispute:${disputeId}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'adjustment', purpose: 'cod_write_off', userId: null });
    const audit = await db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entityType, 'cod_dispute'), eq(staffAuditLog.entityId, disputeId)));
    expect(audit.map((x) => x.action)).toEqual(['cod.dispute_written_off']);
    const summary = (await call('GET', '/api/admin/accounts/summary', adminToken)).json().data;
    expect(summary.reconciled).toBe(true);
    expect(summary.cod_disputes.by_carrier.find((c: { carrier: string }) => c.carrier === 'VTP Lost')).toBeUndefined();
  });

  it('the dispute routes are in the OpenAPI document with accounting’s permission', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/admin/cod-disputes']?.get['x-permission']).toBe('wallet.manage');
    expect(doc.paths['/api/admin/cod-disputes/{id}/settle']?.post['x-permission']).toBe('wallet.manage');
  });
});
