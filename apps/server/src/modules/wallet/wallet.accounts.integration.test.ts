import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../../test/staff.ts';
import { xlsxText } from '../../test/xlsx.ts';
import { capture, credit, debit, hold, refund } from './index.ts';
import { vietnamDay } from './wallet.accounts.ts';

/** The owner's accounts (issue 16 §8): read from the ledger, reconciling to the dong. */

let ctx: TestContext;
let owner: { token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await loginOwner(ctx.app, ctx.database.db);
  const db = ctx.database.db;
  const a = await signupCustomer(ctx.app);
  const b = await signupCustomer(ctx.app);
  const m = (userId: string, amountVnd: number, key: string, purpose: string) => ({ userId, amountVnd, idempotencyKey: key, purpose, description: key });
  await credit(db, m(a.userId, 1_000_003, 'acc-topup-a', 'bank_transfer'));
  await credit(db, m(b.userId, 500_000, 'acc-topup-b', 'bank_transfer'));
  await debit(db, { ...m(a.userId, 300_001, 'acc-vip-a', 'vip_subscription'), to: 'revenue' });
  const held = await hold(db, m(b.userId, 200_000, 'acc-hold-b', 'bid_hold'));
  await capture(db, { holdId: held.hold.id, amountVnd: 150_000, idempotencyKey: 'acc-won-b', description: 'won', to: 'marketplace_payables' });
  await refund(db, m(a.userId, 7, 'acc-refund-a', 'order_refund'));
  await credit(db, { ...m(b.userId, 11, 'acc-adjust-b', 'adjustment'), from: 'adjustments' });
});
afterAll(async () => {
  await ctx.close();
});

type Summary = {
  date: string;
  accounts: { account: string; group: string; opening_vnd: number; net_vnd: number; closing_vnd: number; movements: { purpose: string; amount_vnd: number; entries: number }[] }[];
  groups: { group: string; closing_vnd: number }[];
  totals: { opening_vnd: number; net_vnd: number; closing_vnd: number };
  reconciled: boolean;
  limits: string[];
};
async function summary(date?: string): Promise<Summary> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/accounts/summary${date ? `?date=${date}` : ''}`, headers: bearer(owner.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/admin/accounts/summary', () => {
  it('today: every account opens, moves by purpose and closes; the totals are zero to the dong', async () => {
    const today = await summary();
    expect(today.date).toBe(vietnamDay(new Date()));
    expect(today.reconciled).toBe(true);
    expect(today.totals).toEqual({ opening_vnd: 0, net_vnd: 0, closing_vnd: 0 });
    for (const row of today.accounts) {
      expect(row.closing_vnd).toBe(row.opening_vnd + row.net_vnd);
      expect(row.net_vnd).toBe(row.movements.reduce((sum, m) => sum + m.amount_vnd, 0));
    }
    const by = (account: string) => today.accounts.find((row) => row.account === account)!;
    // The customers' money equals the wallets' balances (read straight from wallet_accounts).
    const { rows } = await ctx.database.executeSql(
      `select kind, sum(balance_vnd)::bigint as total from wallet_accounts where user_id is not null group by kind`,
      [],
    );
    const balance = Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
    expect(by('customer:available').closing_vnd).toBe(balance.available);
    expect(by('customer:held').closing_vnd).toBe(balance.held);
    // 200,000 held, 150,000 of it captured: 50,000 still held.
    expect(by('customer:available').closing_vnd).toBe(1_000_003 + 500_000 - 300_001 - 200_000 + 7 + 11);
    expect(by('customer:held').closing_vnd).toBe(50_000);
    expect(by('marketplace_payables')).toMatchObject({ group: 'purchases', closing_vnd: 150_000 });
    expect(by('revenue')).toMatchObject({ group: 'revenue', closing_vnd: 300_001 });
    expect(by('revenue').movements).toEqual([{ purpose: 'vip_subscription', kind: 'payment', amount_vnd: 300_001, entries: 1 }]);
    expect(by('bank_clearing').closing_vnd).toBe(-1_500_003);
    expect(by('refunds').closing_vnd).toBe(-7);
    expect(by('adjustments').closing_vnd).toBe(-11);
    expect(today.groups.find((g) => g.group === 'customers')!.closing_vnd).toBe(balance.available + balance.held);
    expect(today.limits.length).toBeGreaterThan(0);
  });

  it('yesterday moved nothing; tomorrow opens with today’s closing', async () => {
    const yesterday = await summary(vietnamDay(new Date(Date.now() - 86_400_000)));
    expect(yesterday.accounts.every((row) => row.movements.length === 0)).toBe(true);
    const today = await summary();
    const tomorrow = await summary(vietnamDay(new Date(Date.now() + 86_400_000)));
    for (const row of tomorrow.accounts) expect(row.opening_vnd).toBe(today.accounts.find((r) => r.account === row.account)?.closing_vnd ?? 0);
    expect(tomorrow.reconciled).toBe(true);
  });

  it('refuses a date that is not one; needs accounts.read', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/accounts/summary?date=2026-02-31', headers: bearer(owner.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ACCOUNTS_RANGE_INVALID' });
    const sales = await staffWithRoles(ctx.app, owner.token, ['sales']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/accounts/summary', headers: bearer(sales.token) })).statusCode).toBe(403);
    const accountant = await staffWithRoles(ctx.app, owner.token, ['accounting']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/accounts/summary', headers: bearer(accountant.token) })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/accounts/export', () => {
  it('an xlsx of the balances per day for the accountant', async () => {
    const from = vietnamDay(new Date(Date.now() - 86_400_000));
    const to = vietnamDay(new Date());
    const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/accounts/export?from=${from}&to=${to}`, headers: bearer(owner.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const text = await xlsxText(response.rawPayload);
    const lines = text.split('\n');
    expect(lines[0]).toContain('Tài khoản');
    expect(lines.find((line) => line.startsWith(`${to}\trevenue\t`))).toMatch(/\t0\t300001\t300001$/);
    expect(lines.find((line) => line.startsWith(`${from}\tcustomer:available\t`))).toMatch(/\t0\t0\t0$/);
    const reversed = await ctx.app.inject({ method: 'GET', url: `/api/admin/accounts/export?from=${to}&to=${from}`, headers: bearer(owner.token) });
    expect(reversed.json()).toMatchObject({ code: 'ACCOUNTS_RANGE_INVALID' });
  });
});
