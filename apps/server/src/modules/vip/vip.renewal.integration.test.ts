import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { balancesOf, credit, ledgerTotal } from '../wallet/index.ts';
import { vipSubscriptions, walletEntries } from '../../db/schema/index.ts';
import { runRenewals, vipContext, vipLevelOf, type VipContext } from './index.ts';
import * as service from './vip.service.ts';

// Each test subscribes at a chosen `start` through the service (the route uses the clock) and runs
// the job at its own time; later tests use earlier years, so a run never reaches an earlier test's rows.
let ctx: TestContext;
let vip: VipContext;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  vip = vipContext(ctx.deps, ctx.app.log);
});
afterAll(async () => ctx.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let fundings = 0;

async function fund(userId: string, amountVnd: number) {
  fundings += 1;
  await credit(ctx.database.db, { userId, amountVnd, idempotencyKey: `test-fund:${fundings}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
}

async function customerWith(amountVnd: number): Promise<Customer> {
  const customer = await signupCustomer(ctx.app);
  if (amountVnd > 0) await fund(customer.userId, amountVnd);
  return customer;
}

const available = async (userId: string) => (await balancesOf(ctx.database.db, userId)).available_vnd;

async function rowsOf(userId: string) {
  const rows = await ctx.database.db.select().from(vipSubscriptions).where(eq(vipSubscriptions.userId, userId));
  return rows.sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
}

async function titles(token: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(token) });
  return response.json().results.map((n: { title: string }) => n.title);
}

async function vipPayments(userId: string) {
  return ctx.database.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.purpose, 'vip_subscription')));
}

describe('the renewal job', () => {
  it('renews a funded auto-renewing subscription for the next period, once', async () => {
    const customer = await customerWith(500_000);
    const start = new Date('2040-03-15T02:00:00Z');
    const first = await service.activate(vip, customer.userId, { level: 'silver', months: 1, auto_renew: true }, start);
    expect(first.periodEnd.toISOString()).toBe('2040-04-15T02:00:00.000Z');

    // Two hours before the end: not due yet.
    expect((await runRenewals(vip, new Date(first.periodEnd.getTime() - 2 * 3_600_000))).renewed).toBe(0);
    expect(await available(customer.userId)).toBe(401_000);

    // Within the last hour: renewed ahead, so the level never drops between two runs.
    const at = new Date(first.periodEnd.getTime() - 30 * 60_000);
    const summary = await runRenewals(vip, at);
    expect(summary.renewed).toBe(1);
    const [old, next] = await rowsOf(customer.userId);
    expect(old).toMatchObject({ id: first.id, status: 'renewed' });
    expect(next).toMatchObject({ kind: 'renewal', status: 'active', levelCode: 'silver', months: 1, priceVnd: 99_000, renewalCode: first.renewalCode, renewedFromId: first.id });
    expect(next!.periodStart.toISOString()).toBe(first.periodEnd.toISOString());
    expect(next!.periodEnd.toISOString()).toBe('2040-05-15T02:00:00.000Z');
    expect(await available(customer.userId)).toBe(302_000);
    expect(await titles(customer.token)).toContain('Gói VIP đã được gia hạn');

    // Running again at the same time (or twice at once) pays nothing more.
    await Promise.all([runRenewals(vip, at), runRenewals(vip, at)]);
    expect(await available(customer.userId)).toBe(302_000);
    expect(await vipPayments(customer.userId)).toHaveLength(2);
    expect(await vipLevelOf(ctx.database.db, customer.userId, new Date(first.periodEnd.getTime() + DAY))).toBe('silver');

    // The renewal shows in the history, with the same code.
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/user/subscription/history', headers: auth(customer.token) })).json();
    expect(history.results.map((r: { kind: string; status: string; code: string }) => [r.kind, r.status, r.code])).toEqual([
      ['renewal', 'active', first.renewalCode],
      ['new', 'renewed', first.renewalCode],
    ]);
  });

  it('waits for money until the period ends, then lapses to standard with a notification', async () => {
    const customer = await customerWith(250_000);
    const start = new Date('2039-06-30T10:00:00Z');
    const first = await service.activate(vip, customer.userId, { level: 'gold', months: 1, auto_renew: true }, start);
    expect(await available(customer.userId)).toBe(51_000);

    const ahead = await runRenewals(vip, new Date(first.periodEnd.getTime() - 10 * 60_000));
    expect(ahead).toMatchObject({ renewed: 0, waiting: 1, lapsed: 0 });
    expect((await rowsOf(customer.userId)).map((r) => r.status)).toEqual(['active']);
    expect(await available(customer.userId)).toBe(51_000);

    const after = new Date(first.periodEnd.getTime() + 5 * 60_000);
    expect(await runRenewals(vip, after)).toMatchObject({ lapsed: 1, renewed: 0 });
    expect(await rowsOf(customer.userId)).toMatchObject([{ id: first.id, status: 'lapsed', autoRenew: false }]);
    expect(await available(customer.userId)).toBe(51_000);
    expect(await vipLevelOf(ctx.database.db, customer.userId, after)).toBe('standard');
    expect(await titles(customer.token)).toContain('Gia hạn VIP không thành công');

    // Nothing more happens on the next run.
    expect(await runRenewals(vip, new Date(after.getTime() + DAY))).toMatchObject({ lapsed: 0, renewed: 0 });
  });

  it('expires a cancelled subscription at its end without charging', async () => {
    const customer = await customerWith(500_000);
    const start = new Date('2038-01-31T05:00:00Z');
    const first = await service.activate(vip, customer.userId, { level: 'diamond', months: 1, auto_renew: true }, start);
    // The 31st plus a month is the last day of February (in Vietnam).
    expect(first.periodEnd.toISOString()).toBe('2038-02-28T05:00:00.000Z');
    await service.cancel(ctx.database.db, customer.userId, undefined, start);

    expect((await runRenewals(vip, new Date(first.periodEnd.getTime() - 10 * 60_000))).expired).toBe(0);
    expect(await vipLevelOf(ctx.database.db, customer.userId, new Date(first.periodEnd.getTime() - 1))).toBe('diamond');

    const after = new Date(first.periodEnd.getTime() + 60_000);
    expect(await runRenewals(vip, after)).toMatchObject({ expired: 1, renewed: 0 });
    expect(await rowsOf(customer.userId)).toMatchObject([{ id: first.id, status: 'expired' }]);
    expect(await available(customer.userId)).toBe(1_000);
    expect(await vipLevelOf(ctx.database.db, customer.userId, after)).toBe('standard');
    expect(await titles(customer.token)).toContain('Gói VIP đã kết thúc');
  });

  it('starts a pending row whose payment went through and drops one that was never paid', async () => {
    const paid = await customerWith(200_000);
    const unpaid = await customerWith(200_000);
    const start = new Date('2034-08-01T00:00:00Z');
    const insertPending = async (userId: string) => {
      const id = crypto.randomUUID();
      const [row] = await ctx.database.db
        .insert(vipSubscriptions)
        .values({
          id,
          userId,
          levelCode: 'silver',
          kind: 'new',
          status: 'pending',
          months: 1,
          periodStart: start,
          periodEnd: service.addMonths(start, 1),
          priceVnd: 99_000,
          paymentKey: `vip:${id}`,
          renewalCode: `VIPT${id.slice(0, 8).toUpperCase()}`,
        })
        .returning();
      return row!;
    };
    const paidRow = await insertPending(paid.userId);
    await service.charge(vip, paidRow, { name: 'VIP Bạc' } as never);
    const unpaidRow = await insertPending(unpaid.userId);

    // Still fresh when the job runs right away: left alone.
    await runRenewals(vip, new Date());
    expect((await rowsOf(paid.userId))[0]!.status).toBe('pending');

    const summary = await runRenewals(vip, new Date(Date.now() + 5 * 60_000));
    expect(summary.settled).toBe(2);
    expect(await rowsOf(paid.userId)).toMatchObject([{ id: paidRow.id, status: 'active' }]);
    expect(await rowsOf(unpaid.userId)).toHaveLength(0);
    expect(await available(paid.userId)).toBe(101_000);
    expect(await available(unpaid.userId)).toBe(200_000);
    expect(await titles(paid.token)).toContain('Đã kích hoạt VIP');
    expect(unpaidRow.status).toBe('pending');
  });

  it('refunds a renewal paid for a subscription cancelled meanwhile, and keeps the ledger balanced', async () => {
    const customer = await customerWith(300_000);
    const start = new Date('2037-02-10T00:00:00Z');
    const first = await service.activate(vip, customer.userId, { level: 'silver', months: 1, auto_renew: true }, start);
    // A renewal row paid, then the customer cancels before it is marked active.
    const id = crypto.randomUUID();
    const [row] = await ctx.database.db
      .insert(vipSubscriptions)
      .values({
        id,
        userId: customer.userId,
        levelCode: 'silver',
        kind: 'renewal',
        status: 'pending',
        months: 1,
        periodStart: first.periodEnd,
        periodEnd: service.addMonths(first.periodEnd, 1),
        priceVnd: 99_000,
        paymentKey: `vip:${id}`,
        renewalCode: first.renewalCode,
        renewedFromId: first.id,
      })
      .returning();
    const entry = await service.charge(vip, row!, { name: 'VIP Bạc' } as never);
    expect(await available(customer.userId)).toBe(102_000);
    await service.cancel(ctx.database.db, customer.userId, undefined, start);

    await expect(service.complete(vip, row!, entry, 'VIP Bạc', first.periodEnd)).rejects.toMatchObject({ code: 'VIP_ACTIVATE_FAILED' });
    expect(await available(customer.userId)).toBe(201_000);
    const rows = await rowsOf(customer.userId);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'failed']);
    // Completing again neither refunds twice nor starts it.
    await expect(service.complete(vip, rows[1]!, entry, 'VIP Bạc', first.periodEnd)).rejects.toMatchObject({ code: 'VIP_ACTIVATE_FAILED' });
    expect(await available(customer.userId)).toBe(201_000);
    expect(await ledgerTotal(ctx.database.db)).toBe(0);
  });
});

describe('proration and periods', () => {
  it('counts the unused value by days, rounding up', () => {
    const row = { priceVnd: 99_000, creditVnd: 0, periodStart: new Date('2030-01-01T00:00:00Z'), periodEnd: new Date('2030-01-31T00:00:00Z') };
    expect(service.unusedValueVnd(row, new Date('2030-01-01T00:00:00Z'))).toBe(99_000);
    expect(service.unusedValueVnd(row, new Date('2030-01-16T00:00:00Z'))).toBe(49_500);
    expect(service.unusedValueVnd(row, new Date('2030-01-16T00:00:01Z'))).toBe(49_500); // a started day still counts
    expect(service.unusedValueVnd(row, new Date('2030-01-30T12:00:00Z'))).toBe(3_300);
    expect(service.unusedValueVnd(row, new Date('2030-02-01T00:00:00Z'))).toBe(0);
    expect(service.unusedValueVnd({ ...row, priceVnd: 100, creditVnd: 0 }, new Date('2030-01-30T12:00:00Z'))).toBe(4); // 3.33 → 4
  });

  it('adds calendar months in Vietnam time', () => {
    // 2030-01-31 20:00 UTC is already 1 February in Vietnam.
    expect(service.addMonths(new Date('2030-01-31T20:00:00Z'), 1).toISOString()).toBe('2030-02-28T20:00:00.000Z');
    expect(service.addMonths(new Date('2030-01-30T10:00:00Z'), 1).toISOString()).toBe('2030-02-28T10:00:00.000Z');
    expect(service.addMonths(new Date('2030-11-15T00:00:00Z'), 3).toISOString()).toBe('2031-02-15T00:00:00.000Z');
    expect(service.addMonths(new Date('2032-02-29T00:00:00Z'), 12).toISOString()).toBe('2033-02-28T00:00:00.000Z');
  });
});
