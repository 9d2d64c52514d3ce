import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAdmin, createPasswordlessUser } from '../account/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { orderItems } from '../../db/schema/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { openPostgres, type Database } from '../../platform/db.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import {
  createScratchDatabase,
  requestJson,
  signToken,
  startServerProcesses,
  stopAll,
  type ScratchDatabase,
  type ServerProcess,
} from '../../test/multi-process.ts';

/**
 * ADR 0017 under real concurrency: two server processes on one PostgreSQL. The carrier's COD
 * reported many times at once is booked once; a cancel racing the packing, and a parcel racing a
 * new shipment of the same order, let exactly one through; a carrier's COD remittance sent many
 * times at once is booked once; a billed shipment cancelled by staff while the customer pays its
 * bill, or while it ships, or many times at once: money never doubled or lost (ADR 0017 §6); a
 * split racing the bill (§7).
 * Needs TEST_DATABASE_URL (skipped without).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let pool: Database;
let servers: ServerProcess[] = [];
let adminToken: string;
const server = (i: number) => servers[i % servers.length]!;

let phoneSeq = 0;
async function newCustomer(): Promise<{ userId: string; token: string }> {
  phoneSeq += 1;
  const user = await createPasswordlessUser(pool.db, { phone: `097${String(phoneSeq).padStart(7, '0')}`, fullName: 'Khách Gộp Kiện', source: 'test' });
  return { userId: user!.id, token: await signToken(pool.db, user!.id) };
}

async function waitingOrder(userId: string) {
  const order = await insertTestOrder(pool.db, { userId, status: 'at_jp_warehouse' });
  await pool.db.insert(orderItems).values({ orderId: order.id, position: 1, site: 'rakuten', code: 'x', link: 'https://item.rakuten.co.jp/x/y', name: 'Sản phẩm', qty: 1, priceJpy: 1_000, weightG: 1_200 });
  return order;
}

async function count(text: string, values: unknown[]): Promise<number> {
  const { rows } = await pool.executeSql(text, values);
  return Number(rows[0]!.n);
}

const box = { weight_g: 1_250, length_cm: 20, width_cm: 20, height_cm: 10 };
const admin = (i: number, method: string, path: string, body?: unknown) => requestJson<{ data: { id: string; cod_vnd: number; bill: { id: string } } }>(server(i).baseUrl, method, path, { token: adminToken, body });

describe.skipIf(!serverUrl)('shipments on a real PostgreSQL, two server processes', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate') });
    pool = await openPostgres(scratch.url, { max: 10 });
    await seedPricing(pool.db);
    const owner = await createAdmin(pool.db, '0979999001', 'Nui-Phu-Si-2026!');
    adminToken = await signToken(pool.db, owner.id, { role: 'admin' });
    servers = await startServerProcesses(2, { databaseUrl: scratch.url });
  }, 180_000);
  afterAll(async () => {
    await stopAll(servers);
    await pool?.close();
    await scratch?.drop();
  }, 60_000);

  it('20 simultaneous reports of the same COD collection over both processes book one ledger entry and pay the bill once', async () => {
    const customer = await newCustomer();
    const order = await waitingOrder(customer.userId);
    const created = await requestJson<{ data: { id: string } }>(server(0).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect((await admin(0, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [box] })).status).toBe(200);
    const billId = (await admin(1, 'POST', `/api/admin/shipments/${id}/bill`, {})).body.data.bill.id;
    expect((await admin(0, 'POST', `/api/admin/shipments/${id}/ship`, { tracking_number: 'JP-PG-0001' })).status).toBe(200);
    expect((await admin(1, 'POST', `/api/admin/shipments/${id}/arrive`, {})).status).toBe(200);
    const handed = await admin(0, 'POST', `/api/admin/shipments/${id}/hand-over`, { carrier_name: 'Giao Hàng Tiết Kiệm', tracking_code: 'GHTK-PG-1', cod: true });
    expect(handed.body.data.cod_vnd).toBe(325_000);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => admin(i, 'POST', `/api/admin/shipments/${id}/cod-collected`, { amount_vnd: 325_000 })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`shipment-cod:${id}`])).toBe(1);
    expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill:${billId}`])).toBe(1);
    expect(await count(`select count(*) as n from bills where id = $1 and status = 'paid' and paid_via = 'cod'`, [billId])).toBe(1);
    expect(await count(`select count(*) as n from order_payments where order_id = $1 and kind = 'second' and amount_vnd = 325000`, [order.id])).toBe(1);
    expect(await count(`select count(*) as n from staff_audit_log where entity_type = 'shipment' and entity_id = $1 and action = 'shipment.cod_collected'`, [id])).toBe(1);
    expect(await count(`select count(*) as n from shipment_events where shipment_id = $1 and to_status = 'delivered'`, [id])).toBe(1);
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 120_000);

  it('a cancel racing the packing on the other process: exactly one wins, and the state agrees with it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await newCustomer();
      const order = await waitingOrder(customer.userId);
      const created = await requestJson<{ data: { id: string; code: string } }>(server(round).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' } });
      const { id, code } = created.body.data;
      const [cancel, pack] = await Promise.all([
        requestJson(server(round).baseUrl, 'POST', `/api/shipments/${code}/cancel`, { token: customer.token, body: {} }),
        admin(round + 1, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [box] }),
      ]);
      expect([cancel.status, pack.status].sort()).toEqual([200, 409]);
      const status = cancel.status === 200 ? 'cancelled' : 'packed';
      expect(await count(`select count(*) as n from shipments where id = $1 and status = $2`, [id, status])).toBe(1);
      expect(await count(`select count(*) as n from shipment_orders where shipment_id = $1 and released_at is ${status === 'cancelled' ? 'not ' : ''}null`, [id])).toBe(1);
    }
  }, 120_000);

  it('a parcel racing a new shipment of the same order on the other process: exactly one takes the order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await newCustomer();
      const order = await waitingOrder(customer.userId);
      const [ship, parcel] = await Promise.all([
        requestJson(server(round).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' } }),
        admin(round + 1, 'POST', `/api/admin/orders/${order.id}/parcels`, { weight_g: 1_200 }),
      ]);
      expect([ship.status, parcel.status].sort()).toEqual([200, 409]);
      const links = await count(`select count(*) as n from shipment_orders where order_id = $1 and released_at is null`, [order.id]);
      const parcels = await count(`select count(*) as n from bill_items where order_id = $1 and parcel_id is not null`, [order.id]);
      expect(links + parcels).toBe(1);
    }
  }, 120_000);

  it('10 simultaneous identical COD remittances over both processes book one entry; the others answer replayed', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const customer = await newCustomer();
      const order = await waitingOrder(customer.userId);
      const created = await requestJson<{ data: { id: string } }>(server(n).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' } });
      const id = created.body.data.id;
      expect((await admin(0, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [box] })).status).toBe(200);
      expect((await admin(1, 'POST', `/api/admin/shipments/${id}/bill`, {})).status).toBe(200);
      expect((await admin(0, 'POST', `/api/admin/shipments/${id}/ship`, { tracking_number: `JP-PG-R${n}` })).status).toBe(200);
      expect((await admin(1, 'POST', `/api/admin/shipments/${id}/arrive`, {})).status).toBe(200);
      expect((await admin(0, 'POST', `/api/admin/shipments/${id}/hand-over`, { carrier_name: 'Viettel Post', tracking_code: `VTP-PG-${n}`, cod: true })).status).toBe(200);
      expect((await admin(1, 'POST', `/api/admin/shipments/${id}/cod-collected`, { amount_vnd: 325_000 })).status).toBe(200);
      ids.push(id);
    }
    const body = { carrier: 'Viettel Post', reference: 'VTP-PG-BATCH-1', received_on: '2026-11-28', amount_vnd: 650_000, shipment_ids: ids };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => requestJson<{ replayed: boolean; data: { id: string } }>(server(i).baseUrl, 'POST', '/api/admin/cod-remittances', { token: adminToken, body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => !a.body.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, ['cod-remittance:Viettel Post:VTP-PG-BATCH-1'])).toBe(1);
    expect(await count(`select count(*) as n from cod_remittances where reference = $1`, ['VTP-PG-BATCH-1'])).toBe(1);
    expect(await count(`select count(*) as n from shipments where cod_remittance_id is not null and id = any($1::uuid[])`, [ids])).toBe(2);
    expect(await count(`select count(*) as n from staff_audit_log where action = 'cod.remitted'`, [])).toBe(1);
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 120_000);

  /** A new customer's shipment packed and billed 325.000 ₫, the wallet funded with exactly that. */
  async function billedFunded(round: number) {
    const customer = await newCustomer();
    const order = await waitingOrder(customer.userId);
    const created = await requestJson<{ data: { id: string; code: string } }>(server(round).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [order.id], route_code: 'JP-HN', ship_mode: 'air' } });
    const id = created.body.data.id;
    expect((await admin(round, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [box] })).status).toBe(200);
    const billId = (await admin(round + 1, 'POST', `/api/admin/shipments/${id}/bill`, {})).body.data.bill.id;
    await credit(pool.db, { userId: customer.userId, amountVnd: 325_000, idempotencyKey: `pg-race-fund:${id}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
    return { customer, order, id, billId };
  }

  it('the customer paying the bill while staff cancel the billed shipment on the other process: one outcome, money never doubled or lost', async () => {
    for (let round = 0; round < 6; round += 1) {
      const s = await billedFunded(round);
      const [pay, cancel] = await Promise.all([
        requestJson<{ result: Array<{ success: boolean; error_code: string | null }> }>(server(round).baseUrl, 'POST', '/api/bill/user/payment-bulk', { token: s.customer.token, body: { bill_ids: [s.billId] } }),
        admin(round + 1, 'POST', `/api/admin/shipments/${s.id}/cancel`, { reason: 'Khách xin hủy' }),
      ]);
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      const paid = pay.body.result[0]!.success;
      // Paid first → the cancel refunded it; cancelled first → the payment was refused (BILL_CANCELLED).
      if (!paid) expect(pay.body.result[0]!.error_code).toBe('BILL_CANCELLED');
      const payments = await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill:${s.billId}`]);
      const refunds = await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill-refund:${s.billId}`]);
      expect(payments).toBe(paid ? 1 : 0);
      expect(refunds).toBe(payments);
      expect((await balancesOf(pool.db, s.customer.userId)).available_vnd).toBe(325_000);
      expect(await count(`select count(*) as n from bills where id = $1 and status = 'cancelled' and paid_entry_id is null`, [s.billId])).toBe(1);
      expect(await count(`select count(*) as n from shipments where id = $1 and status = 'cancelled' and bill_id is null`, [s.id])).toBe(1);
      expect(await count(`select count(*) as n from orders where id = $1 and second_payment_paid_vnd = 0 and second_payment_due_vnd = 0`, [s.order.id])).toBe(1);
    }
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 180_000);

  it('a paid billed shipment cancelled 10 times at once over both processes: one cancel, one refund entry', async () => {
    const s = await billedFunded(0);
    const pay = await requestJson<{ success: boolean }>(server(0).baseUrl, 'POST', '/api/bill/user/payment-bulk', { token: s.customer.token, body: { bill_ids: [s.billId] } });
    expect(pay.body.success).toBe(true);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => admin(i, 'POST', `/api/admin/shipments/${s.id}/cancel`, { reason: 'Khách xin hủy' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill-refund:${s.billId}`])).toBe(1);
    expect((await balancesOf(pool.db, s.customer.userId)).available_vnd).toBe(325_000);
    expect(await count(`select count(*) as n from staff_audit_log where entity_type = 'shipment' and entity_id = $1 and action = 'shipment.cancel'`, [s.id])).toBe(1);
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 120_000);

  it('shipping racing a staff cancel of a billed shipment on the other process: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const s = await billedFunded(round);
      const [ship, cancel] = await Promise.all([
        admin(round, 'POST', `/api/admin/shipments/${s.id}/ship`, { tracking_number: `JP-RACE-${round}` }),
        admin(round + 1, 'POST', `/api/admin/shipments/${s.id}/cancel`, { reason: 'Khách xin hủy' }),
      ]);
      expect([ship.status, cancel.status].sort()).toEqual([200, 409]);
      const status = ship.status === 200 ? 'shipped' : 'cancelled';
      expect(await count(`select count(*) as n from shipments where id = $1 and status = $2`, [s.id, status])).toBe(1);
      expect(await count(`select count(*) as n from bills where id = $1 and status = $2`, [s.billId, status === 'shipped' ? 'unpaid' : 'cancelled'])).toBe(1);
    }
  }, 180_000);

  it("staff cancelling a shipment's bill in the bills module while another cancels the shipment: both lock the shipment first, no deadlock, the state agrees", async () => {
    for (let round = 0; round < 5; round += 1) {
      const s = await billedFunded(round);
      const [billCancel, shipmentCancel] = await Promise.all([
        admin(round, 'POST', `/api/admin/bills/${s.billId}/cancel`, { reason: 'Cân sai' }),
        admin(round + 1, 'POST', `/api/admin/shipments/${s.id}/cancel`, { reason: 'Khách xin hủy' }),
      ]);
      // The shipment cancel always ends it; the bill cancel either ran first (shipment back to packed, then cancelled) or found the bill cancelled (409).
      expect(shipmentCancel.status, JSON.stringify(shipmentCancel.body)).toBe(200);
      expect([200, 409]).toContain(billCancel.status);
      expect(await count(`select count(*) as n from shipments where id = $1 and status = 'cancelled' and bill_id is null`, [s.id])).toBe(1);
      expect(await count(`select count(*) as n from bills where id = $1 and status = 'cancelled'`, [s.billId])).toBe(1);
    }
  }, 180_000);

  it('a split racing the bill on the other process: exactly one wins; a bill never charges an order that left', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await newCustomer();
      const a = await waitingOrder(customer.userId);
      const b = await waitingOrder(customer.userId);
      const created = await requestJson<{ data: { id: string } }>(server(round).baseUrl, 'POST', '/api/shipments', { token: customer.token, body: { order_ids: [a.id, b.id], route_code: 'JP-HN', ship_mode: 'air' } });
      const id = created.body.data.id;
      expect((await admin(round, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [box] })).status).toBe(200);
      const [split, bill] = await Promise.all([
        admin(round, 'POST', `/api/admin/shipments/${id}/split`, { order_ids: [b.id] }),
        admin(round + 1, 'POST', `/api/admin/shipments/${id}/bill`, {}),
      ]);
      expect([split.status, bill.status].sort()).toEqual([200, 409]);
      const items = await count(`select count(*) as n from bill_items bi join shipments s on s.bill_id = bi.bill_id where s.id = $1`, [id]);
      expect(items).toBe(bill.status === 200 ? 2 : 0);
      expect(await count(`select count(*) as n from shipment_orders where order_id = $1 and released_at is null`, [b.id])).toBe(1);
    }
  }, 180_000);
});
