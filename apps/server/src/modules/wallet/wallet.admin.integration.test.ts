import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import * as ledger from './wallet.ledger.ts';

let ctx: TestContext;
let adminToken: string;
let alice: Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestContext();
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
  alice = await signupCustomer(ctx.app);
  await ledger.credit(ctx.database.db, { userId: alice.userId, amountVnd: 200_000, idempotencyKey: 'adm:a:topup', purpose: 'bank_transfer', description: 'Nạp tiền' });
});
afterAll(async () => ctx.close());

async function count(table: string): Promise<number> {
  const result = (await ctx.database.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]!.n);
}

const balances = async (token: string) => (await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: auth(token) })).json().data;

describe('admin routes need the admin role', () => {
  it('answers 401 without a login and 403 for a customer', async () => {
    const routes: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/admin/withdrawals' },
      { method: 'POST', url: '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/complete', payload: { bank_reference: 'FT1' } },
      { method: 'POST', url: '/api/admin/withdrawals/00000000-0000-4000-8000-000000000000/reject', payload: { note: 'x' } },
      { method: 'POST', url: '/api/admin/exchange-rate', payload: { vnd_per_jpy: '180' } },
      { method: 'POST', url: '/api/admin/wallet/adjustments', payload: { user_id: alice.userId, direction: 'credit', amount_vnd: 1_000, reason: 'x' } },
      { method: 'GET', url: '/api/admin/wallet/report' },
      { method: 'GET', url: `/api/admin/wallet/customers/${alice.data.customer_no}` },
    ];
    for (const route of routes) {
      const anonymous = await ctx.app.inject({ ...route });
      expect(anonymous.statusCode, route.url).toBe(401);
      const customer = await ctx.app.inject({ ...route, headers: auth(alice.token) });
      expect(customer.statusCode, route.url).toBe(403);
      expect(customer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await balances(alice.token)).toMatchObject({ available_vnd: 200_000 });
  });
});

describe('POST /api/admin/exchange-rate', () => {
  const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/exchange-rate', headers: auth(adminToken), payload });

  it('sets the rate from a decimal string or the scaled integer; GET /api/exchange-price shows it', async () => {
    const first = await post({ vnd_per_jpy: '181.25', note: 'Theo Vietcombank' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Đã cập nhật tỷ giá.', data: { vnd_per_jpy_scaled: 1_812_500, vnd_per_jpy: '181.25' } });
    const shown = (await ctx.app.inject({ method: 'GET', url: '/api/exchange-price' })).json();
    expect(shown.data.vnd_per_jpy).toBe('181.25');

    const second = await post({ vnd_per_jpy_scaled: 1_755_000 });
    expect(second.json().data).toMatchObject({ vnd_per_jpy: '175.5' });
    expect((await post({ vnd_per_jpy: '176', vnd_per_jpy_scaled: 1_760_000 })).statusCode).toBe(200);
  });

  it('refuses zero, negative, malformed and insane rates with 400 and stores nothing', async () => {
    const before = await count('exchange_rates');
    const bad = [
      {},
      { vnd_per_jpy: '0' },
      { vnd_per_jpy: '-172' },
      { vnd_per_jpy: '172,35' },
      { vnd_per_jpy: 'abc' },
      { vnd_per_jpy: '172.123456' },
      { vnd_per_jpy: '17235' },
      { vnd_per_jpy: '1.7235' },
      { vnd_per_jpy_scaled: 0 },
      { vnd_per_jpy_scaled: -1_723_500 },
      { vnd_per_jpy_scaled: 1_723_500.5 },
      { vnd_per_jpy: '172', vnd_per_jpy_scaled: 1_730_000 },
    ];
    for (const payload of bad) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'WALLET_RATE_INVALID', message: 'Tỷ giá không hợp lệ.' });
    }
    expect(await count('exchange_rates')).toBe(before);
  });
});

describe('manual adjustments and the ledger report', () => {
  const adjust = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/wallet/adjustments', headers: auth(adminToken), payload });

  it('credits and debits through the adjustments account with the reason, notifying the customer', async () => {
    const credit = await adjust({ customer_no: alice.data.customer_no, direction: 'credit', amount_vnd: 30_000, reason: 'Bù phí vận chuyển tính sai', idempotency_key: 'adj-1' });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().data).toMatchObject({
      replayed: false,
      balances: { available_vnd: 230_000 },
      entry: { kind: 'adjustment', amount_vnd: 30_000, direction: 'in', description: 'Bù phí vận chuyển tính sai' },
      customer: { id: alice.userId },
    });
    // The same key again: nothing moves.
    const again = await adjust({ user_id: alice.userId, direction: 'credit', amount_vnd: 30_000, reason: 'Bù phí vận chuyển tính sai', idempotency_key: 'adj-1' });
    expect(again.json().data).toMatchObject({ replayed: true, balances: { available_vnd: 230_000 } });
    // The same key for the opposite direction is refused.
    expect((await adjust({ user_id: alice.userId, direction: 'debit', amount_vnd: 30_000, reason: 'x', idempotency_key: 'adj-1' })).statusCode).toBe(409);

    const debit = await adjust({ user_id: alice.userId, direction: 'debit', amount_vnd: 10_000, reason: 'Thu lại tiền hoàn thừa' });
    expect(debit.json().data).toMatchObject({ balances: { available_vnd: 220_000 }, entry: { amount_vnd: -10_000, direction: 'out' } });

    const notices = (await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(alice.token) })).json().results as Array<{
      title: string;
      body: string;
    }>;
    expect(notices.some((n) => n.title === 'Ví đã bị trừ tiền' && n.body.includes('Thu lại tiền hoàn thừa'))).toBe(true);
    expect(notices.some((n) => n.title === 'Ví đã được cộng tiền' && n.body.includes('Bù phí vận chuyển tính sai'))).toBe(true);

    const entries = (await ctx.database.db.execute(
      sql`select created_by, metadata from wallet_entries where kind = 'adjustment' order by created_at`,
    )) as unknown as { rows: Array<{ created_by: string; metadata: { direction: string; reason: string; admin: string } }> };
    expect(entries.rows.map((r) => r.metadata.direction)).toEqual(['credit', 'debit']);
    expect(entries.rows.every((r) => r.created_by === r.metadata.admin && r.created_by !== null)).toBe(true);
  });

  it('refuses a debit beyond the available balance, missing reasons, bad amounts and unknown customers; nothing changes', async () => {
    const before = await balances(alice.token);
    const entriesBefore = await count('wallet_entries');
    const cases: Array<[object, number, string]> = [
      [{ user_id: alice.userId, direction: 'debit', amount_vnd: before.available_vnd + 1, reason: 'Quá số dư' }, 409, 'WALLET_INSUFFICIENT_BALANCE'],
      [{ user_id: alice.userId, direction: 'credit', amount_vnd: 1_000 }, 400, 'WALLET_REASON_REQUIRED'],
      [{ user_id: alice.userId, direction: 'credit', amount_vnd: 1_000, reason: '   ' }, 400, 'WALLET_REASON_REQUIRED'],
      [{ user_id: alice.userId, direction: 'credit', amount_vnd: 0, reason: 'x' }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ user_id: alice.userId, direction: 'credit', amount_vnd: -5, reason: 'x' }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ user_id: alice.userId, direction: 'credit', amount_vnd: 10.5, reason: 'x' }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ customer_no: 'KM999999', direction: 'credit', amount_vnd: 1_000, reason: 'x' }, 404, 'CUSTOMER_NOT_FOUND'],
      [{ user_id: 'not-a-uuid', direction: 'credit', amount_vnd: 1_000, reason: 'x' }, 404, 'CUSTOMER_NOT_FOUND'],
      [{ direction: 'credit', amount_vnd: 1_000, reason: 'x' }, 400, 'VALIDATION_FAILED'],
      [{ user_id: alice.userId, direction: 'sideways', amount_vnd: 1_000, reason: 'x' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await adjust(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect(await balances(alice.token)).toEqual(before);
    expect(await count('wallet_entries')).toBe(entriesBefore);
  });

  it('reports system balances whose postings sum to zero with the customers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/wallet/report', headers: auth(adminToken) });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.postings_total_vnd).toBe(0);
    expect(report.balanced).toBe(true);
    expect(report.customer_balance_mismatches).toBe(0);
    expect(report.held_matches_open_holds).toBe(true);
    const system = Object.fromEntries(report.system_accounts.map((a: { kind: string; balance_vnd: number }) => [a.kind, a.balance_vnd]));
    expect(system).toMatchObject({ bank_clearing: -200_000, adjustments: -20_000 });
    const systemTotal = report.system_accounts.reduce((sum: number, a: { balance_vnd: number }) => sum + a.balance_vnd, 0);
    expect(systemTotal + report.customer_balance_vnd).toBe(0);
    expect(report.customer_available_vnd).toBe(220_000);
    expect(report.customer_accounts).toBeGreaterThanOrEqual(1);
  });

  it("shows a customer's balances and latest entries by customer number", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/wallet/customers/${alice.data.customer_no}`, headers: auth(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      customer: { id: alice.userId, customer_no: alice.data.customer_no },
      balances: { available_vnd: 220_000, held_vnd: 0 },
    });
    expect(response.json().data.entries.map((e: { kind: string }) => e.kind)).toEqual(['adjustment', 'adjustment', 'topup']);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/admin/wallet/customers/KM000000', headers: auth(adminToken) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'Không tìm thấy khách hàng.' });
  });
});
