import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import * as ledger from './wallet.ledger.ts';

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const vnToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
const shiftDay = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function history(token: string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/transations/user${query}`, headers: auth(token) });
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
  const db = ctx.database.db;
  // Alice: 3 top-ups, a payment, a hold partly captured and released.
  for (let i = 1; i <= 3; i++) {
    await ledger.credit(db, { userId: alice.userId, amountVnd: 100_000 * i, idempotencyKey: `h:a:topup:${i}`, purpose: 'bank_transfer', description: `Nạp ${i}` });
  }
  await ledger.debit(db, { userId: alice.userId, amountVnd: 50_000, idempotencyKey: 'h:a:pay', purpose: 'order_payment', description: 'Thanh toán', rateScaled: 1_723_500 });
  const { hold } = await ledger.hold(db, { userId: alice.userId, amountVnd: 120_000, idempotencyKey: 'h:a:hold', purpose: 'bid_hold', description: 'Tạm giữ' });
  await ledger.capture(db, { holdId: hold.id, amountVnd: 70_000, idempotencyKey: 'h:a:capture', description: 'Thắng đấu giá', to: 'marketplace_payables' });
  await ledger.release(db, { holdId: hold.id, idempotencyKey: 'h:a:release', description: 'Trả lại' });
  // Bob: one top-up only.
  await ledger.credit(db, { userId: bob.userId, amountVnd: 999_000, idempotencyKey: 'h:b:topup', purpose: 'bank_transfer', description: 'Nạp Bob' });
});
afterAll(async () => ctx.close());

describe('GET /api/transations/user', () => {
  it('lists the entries that touched my accounts, newest first, with signed amounts and balances after', async () => {
    const response = await history(alice.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, size: 20, total: 7 });
    const rows = body.results as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.kind)).toEqual(['release', 'capture', 'hold', 'payment', 'topup', 'topup', 'topup']);
    const [release, capture, hold, payment, lastTopup] = rows;
    expect(lastTopup).toMatchObject({ amount_vnd: 300_000, direction: 'in', available_after_vnd: 600_000, held_after_vnd: 0, kind_name: 'Nạp tiền' });
    expect(payment).toMatchObject({ amount_vnd: -50_000, direction: 'out', available_after_vnd: 550_000, rate_scaled: 1_723_500, purpose: 'order_payment' });
    expect(hold).toMatchObject({ amount_vnd: -120_000, available_change_vnd: -120_000, held_change_vnd: 120_000, available_after_vnd: 430_000, held_after_vnd: 120_000 });
    // A capture touches only the held balance: its amount is the held movement, available unchanged.
    expect(capture).toMatchObject({ amount_vnd: -70_000, available_change_vnd: 0, held_change_vnd: -70_000, available_after_vnd: 430_000, held_after_vnd: 50_000 });
    expect(release).toMatchObject({ amount_vnd: 50_000, direction: 'in', available_after_vnd: 480_000, held_after_vnd: 0 });
    expect(typeof release!.created_at).toBe('string');
  });

  it("never shows another customer's entries", async () => {
    const mine = (await history(bob.token)).json();
    expect(mine.pagination.total).toBe(1);
    expect(mine.results[0]).toMatchObject({ description: 'Nạp Bob', amount_vnd: 999_000 });
    const alices = (await history(alice.token)).json().results as Array<{ description: string }>;
    expect(alices.some((r) => r.description === 'Nạp Bob')).toBe(false);
  });

  it('filters by kind, purpose and direction', async () => {
    expect((await history(alice.token, '?kind=topup')).json().pagination.total).toBe(3);
    expect((await history(alice.token, '?purpose=order_payment')).json().results.map((r: { kind: string }) => r.kind)).toEqual(['payment']);
    const ins = (await history(alice.token, '?direction=in')).json().results.map((r: { kind: string }) => r.kind);
    expect(ins).toEqual(['release', 'topup', 'topup', 'topup']);
    const outs = (await history(alice.token, '?direction=out')).json().results.map((r: { kind: string }) => r.kind);
    expect(outs).toEqual(['capture', 'hold', 'payment']);
    expect((await history(alice.token, '?kind=topup&direction=out')).json().pagination.total).toBe(0);
  });

  it('filters by Vietnam calendar days', async () => {
    const today = vnToday();
    expect((await history(alice.token, `?from=${today}&to=${today}`)).json().pagination.total).toBe(7);
    expect((await history(alice.token, `?to=${shiftDay(today, -1)}`)).json().pagination.total).toBe(0);
    expect((await history(alice.token, `?from=${shiftDay(today, 1)}`)).json().pagination.total).toBe(0);
  });

  it('pages with page and size', async () => {
    const first = (await history(alice.token, '?size=3')).json();
    const third = (await history(alice.token, '?size=3&page=3')).json();
    expect(first.pagination).toEqual({ page: 1, size: 3, total: 7 });
    expect(first.results.map((r: { kind: string }) => r.kind)).toEqual(['release', 'capture', 'hold']);
    expect(third.results).toHaveLength(1);
    expect(third.results[0].description).toBe('Nạp 1');
    expect((await history(alice.token, '?size=3&page=9')).json()).toMatchObject({ results: [], pagination: { total: 7 } });
  });

  it('answers bad filters with 400 in Vietnamese and needs a login', async () => {
    for (const query of ['?size=0', '?page=0', '?kind=bogus', '?direction=sideways', '?from=2025-13-01', '?from=2025-02-02&to=2025-02-01']) {
      const response = await history(alice.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/transations/user' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows an empty history to a customer without a wallet yet', async () => {
    const carol = await signupCustomer(ctx.app);
    expect((await history(carol.token)).json()).toEqual({ success: true, results: [], pagination: { page: 1, size: 20, total: 0 } });
  });
});

describe('OpenAPI', () => {
  it('documents the history, transfer, withdrawal and admin money routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/transations/user',
      '/api/transfer/user',
      '/api/transfer/refund',
      '/api/refund-request',
      '/api/admin/withdrawals',
      '/api/admin/withdrawals/{id}/complete',
      '/api/admin/exchange-rate',
      '/api/admin/wallet/adjustments',
      '/api/admin/wallet/report',
      '/api/admin/wallet/customers/{customer_no}',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
