import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAdmin, createPasswordlessUser } from '../account/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { serviceExtras } from '../../db/schema/index.ts';
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
 * Bills paid under real concurrency (issue 6 "Money safety, tested"): two server processes on one
 * PostgreSQL, the same bills paid by many bulk requests at once split over both. Each bill is
 * charged exactly once; a wallet that holds one bill pays one. Needs TEST_DATABASE_URL (skipped without).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let pool: Database;
let servers: ServerProcess[] = [];
let adminToken: string;
const server = (i: number) => servers[i % servers.length]!;

let phoneSeq = 0;
async function newCustomer(): Promise<string> {
  phoneSeq += 1;
  const user = await createPasswordlessUser(pool.db, { phone: `098${String(phoneSeq).padStart(7, '0')}`, fullName: 'Khách Hóa Đơn', source: 'test' });
  return user!.id;
}

interface BillJson {
  id: string;
  code: string;
  amount_vnd: number;
}

async function billFor(userId: string, weightG: number): Promise<{ orderId: string; bill: BillJson }> {
  const order = await insertTestOrder(pool.db, { userId, extras: [{ code: 'wooden_crate', label: 'Đóng thùng gỗ', amountVnd: 100_000 }] });
  const response = await requestJson<{ data: { bill: BillJson } }>(server(0).baseUrl, 'POST', `/api/admin/orders/${order.id}/parcels`, {
    token: adminToken,
    body: { weight_g: weightG, length_cm: 20, width_cm: 20, height_cm: 20 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { orderId: order.id, bill: response.body.data.bill };
}

async function count(text: string, values: unknown[]): Promise<number> {
  const { rows } = await pool.executeSql(text, values);
  return Number(rows[0]!.n);
}

interface BulkJson {
  success: boolean;
  result: Array<{ id: string; success: boolean; error_code: string | null }>;
}

describe.skipIf(!serverUrl)('bills on a real PostgreSQL, two server processes', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate') });
    pool = await openPostgres(scratch.url, { max: 10 });
    await seedPricing(pool.db);
    await pool.db
      .insert(serviceExtras)
      .values({ code: 'vn_home_delivery', name: 'Giao tận nhà tại Việt Nam', chargeType: 'per_order', priceVnd: 30_000, paymentStage: 'second' })
      .onConflictDoNothing();
    const admin = await createAdmin(pool.db, '0989999001', 'Nui-Phu-Si-2026!');
    adminToken = await signToken(pool.db, admin.id, { role: 'admin' });
    servers = await startServerProcesses(2, { databaseUrl: scratch.url });
  }, 180_000);
  afterAll(async () => {
    await stopAll(servers);
    await pool?.close();
    await scratch?.drop();
  }, 60_000);

  it('40 simultaneous bulk payments of the same two bills over both processes charge each bill once', async () => {
    const userId = await newCustomer();
    const token = await signToken(pool.db, userId);
    const one = await billFor(userId, 1_000);
    const two = await billFor(userId, 3_500);
    const total = one.bill.amount_vnd + two.bill.amount_vnd;
    await credit(pool.db, { userId, amountVnd: total * 3, idempotencyKey: `pg-bills:fund:${userId}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });

    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        requestJson<BulkJson>(server(i).baseUrl, 'POST', '/api/bill/user/payment-bulk', {
          token,
          body: { bill_ids: i % 4 < 2 ? [one.bill.id, two.bill.id] : [two.bill.id, one.bill.id] },
        }),
      ),
    );
    expect(responses.map((r) => `${r.status} ${r.body.success}`)).toEqual(Array(40).fill('200 true'));
    expect(await balancesOf(pool.db, userId)).toEqual({ balance_vnd: total * 2, held_vnd: 0, available_vnd: total * 2 });
    for (const { orderId, bill } of [one, two]) {
      expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill:${bill.id}`])).toBe(1);
      expect(await count(`select count(*) as n from order_payments where order_id = $1 and kind = 'second' and amount_vnd = $2`, [orderId, bill.amount_vnd])).toBe(1);
      expect(await count(`select count(*) as n from bills where id = $1 and status = 'paid'`, [bill.id])).toBe(1);
      expect(await count(`select count(*) as n from orders where id = $1 and second_payment_paid_vnd = $2 and paid_vnd = $2`, [orderId, bill.amount_vnd])).toBe(1);
    }
    // Exactly one "paid" notification per bill, whichever process paid it.
    expect(await count(`select count(*) as n from notifications where user_id = $1 and category = 'bill' and title = 'Đã thanh toán hóa đơn'`, [userId])).toBe(2);
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 120_000);

  it('a wallet that holds one of two bills pays exactly one of them, whatever the races', async () => {
    const userId = await newCustomer();
    const token = await signToken(pool.db, userId);
    const one = await billFor(userId, 2_000);
    const two = await billFor(userId, 2_000);
    expect(one.bill.amount_vnd).toBe(two.bill.amount_vnd);
    const amount = one.bill.amount_vnd;
    await credit(pool.db, { userId, amountVnd: amount + 999, idempotencyKey: `pg-bills:fund:${userId}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        requestJson<BulkJson>(server(i).baseUrl, 'POST', '/api/bill/user/payment-bulk', {
          token,
          body: { bill_ids: i % 2 ? [one.bill.id] : [two.bill.id] },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    const errors = responses.flatMap((r) => r.body.result.filter((x) => !x.success).map((x) => x.error_code));
    expect(new Set(errors)).toEqual(new Set(['WALLET_INSUFFICIENT_BALANCE']));
    expect(await balancesOf(pool.db, userId)).toEqual({ balance_vnd: 999, held_vnd: 0, available_vnd: 999 });
    expect(await count(`select count(*) as n from wallet_entries where user_id = $1 and kind = 'payment'`, [userId])).toBe(1);
    expect(await count(`select count(*) as n from bills where user_id = $1 and status = 'paid'`, [userId])).toBe(1);
    expect(await count(`select count(*) as n from order_payments where user_id = $1`, [userId])).toBe(1);
    expect(await auditLedger(pool)).toEqual(cleanAudit);
  }, 120_000);

  it('parcels of one order recorded at once on both processes: one bill each, the per-order service on one of them', async () => {
    const userId = await newCustomer();
    const order = await insertTestOrder(pool.db, {
      userId,
      extras: [
        { code: 'wooden_crate', label: 'Đóng thùng gỗ', amountVnd: 100_000 },
        { code: 'vn_home_delivery', label: 'Giao tận nhà tại Việt Nam', amountVnd: 30_000 },
      ],
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        requestJson<{ data: { bill: BillJson & { lines: Array<{ code: string }> } } }>(server(i).baseUrl, 'POST', `/api/admin/orders/${order.id}/parcels`, {
          token: adminToken,
          body: { weight_g: 500 + i * 100 },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const codes = responses.flatMap((r) => r.body.data.bill.lines.map((l) => l.code));
    expect(codes.filter((c) => c === 'extra:vn_home_delivery')).toHaveLength(1);
    const due = responses.reduce((sum, r) => sum + r.body.data.bill.amount_vnd, 0);
    expect(await count(`select count(*) as n from orders where id = $1 and status = 'at_vn_warehouse' and second_payment_due_vnd = $2`, [order.id, due])).toBe(1);
    expect(await count(`select count(*) as n from order_events where order_id = $1 and to_status = 'at_vn_warehouse'`, [order.id])).toBe(1);
  }, 60_000);

  it("another customer's bulk payment of those bills is refused on both processes and charges nothing", async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const intruderToken = await signToken(pool.db, intruder);
    const { bill } = await billFor(owner, 1_000);
    await credit(pool.db, { userId: intruder, amountVnd: 5_000_000, idempotencyKey: `pg-bills:fund:${intruder}`, purpose: 'bank_transfer', description: 'Nạp tiền kiểm thử' });
    const responses = await Promise.all(
      [0, 1].map((i) => requestJson<{ code: string }>(server(i).baseUrl, 'POST', '/api/bill/user/payment-bulk', { token: intruderToken, body: { bill_ids: [bill.id] } })),
    );
    expect(responses.map((r) => `${r.status} ${r.body.code}`)).toEqual(['404 BILL_BULK_PAYMENT_FAILED', '404 BILL_BULK_PAYMENT_FAILED']);
    expect((await balancesOf(pool.db, intruder)).available_vnd).toBe(5_000_000);
    expect(await count(`select count(*) as n from wallet_entries where idempotency_key = $1`, [`bill:${bill.id}`])).toBe(0);
  }, 60_000);
});
