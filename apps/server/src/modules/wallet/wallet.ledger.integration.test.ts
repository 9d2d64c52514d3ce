import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import * as ledger from './wallet.ledger.ts';

let ctx: TestContext;
const users: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 2; i++) users.push((await signupCustomer(ctx.app)).userId);
});
afterAll(async () => ctx.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function unbalancedEntries(): Promise<number> {
  const result = await rows<{ n: string | number }>(sql`
    select count(*) as n from (select entry_id from wallet_postings group by entry_id having sum(amount_vnd) <> 0) t`);
  return Number(result[0]!.n);
}

async function negativeCustomerAccounts(): Promise<number> {
  const result = await rows<{ n: string | number }>(sql`select count(*) as n from wallet_accounts where user_id is not null and balance_vnd < 0`);
  return Number(result[0]!.n);
}

/** The running balances equal the sum of each account's postings. */
async function balancesMatchPostings(): Promise<boolean> {
  const result = await rows<{ n: string | number }>(sql`
    select count(*) as n from wallet_accounts a
    where a.user_id is not null
      and a.balance_vnd <> coalesce((select sum(p.amount_vnd) from wallet_postings p where p.account_id = a.id), 0)`);
  return Number(result[0]!.n) === 0;
}

describe('ledger movements', () => {
  it('credits, holds, captures and releases with balances that add up', async () => {
    const db = ctx.database.db;
    const userId = users[0]!;
    await ledger.credit(db, { userId, amountVnd: 500_000, idempotencyKey: 't1:credit', purpose: 'bank_transfer', description: 'Nạp tiền' });
    const { hold } = await ledger.hold(db, { userId, amountVnd: 200_000, idempotencyKey: 't1:hold', purpose: 'bid_hold', description: 'Tạm giữ' });
    expect(await ledger.balancesOf(db, userId)).toEqual({ balance_vnd: 500_000, held_vnd: 200_000, available_vnd: 300_000 });
    await ledger.capture(db, { holdId: hold.id, amountVnd: 150_000, idempotencyKey: 't1:capture', description: 'Thanh toán', to: 'marketplace_payables' });
    const released = await ledger.release(db, { holdId: hold.id, idempotencyKey: 't1:release', description: 'Trả lại' });
    expect(released.hold).toMatchObject({ status: 'closed', remainingVnd: 0, capturedVnd: 150_000, releasedVnd: 50_000 });
    expect(await ledger.balancesOf(db, userId)).toEqual({ balance_vnd: 350_000, held_vnd: 0, available_vnd: 350_000 });
    await expect(ledger.release(db, { holdId: hold.id, amountVnd: 1, idempotencyKey: 't1:release2', description: 'x' })).rejects.toMatchObject({
      code: 'WALLET_HOLD_EXCEEDED',
    });
  });

  it('refuses an overdraft and changes nothing', async () => {
    const db = ctx.database.db;
    const userId = users[1]!;
    const before = await ledger.balancesOf(db, userId);
    await expect(
      ledger.debit(db, { userId, amountVnd: before.available_vnd + 1, idempotencyKey: 't2:debit', purpose: 'test', description: 'Quá số dư' }),
    ).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_BALANCE', statusCode: 409 });
    expect(await ledger.balancesOf(db, userId)).toEqual(before);
    // The failed key is free again: nothing was recorded under it.
    await ledger.credit(db, { userId, amountVnd: 10, idempotencyKey: 't2:debit-funding', purpose: 'test', description: 'x' });
  });

  it('replays a key without moving money, and refuses a key reused for another movement', async () => {
    const db = ctx.database.db;
    const userId = users[1]!;
    const first = await ledger.credit(db, { userId, amountVnd: 70_000, idempotencyKey: 't3:credit', purpose: 'bank_transfer', description: 'x' });
    const again = await ledger.credit(db, { userId, amountVnd: 70_000, idempotencyKey: 't3:credit', purpose: 'bank_transfer', description: 'x' });
    expect(again).toMatchObject({ replayed: true, entry: { id: first.entry.id } });
    await expect(
      ledger.credit(db, { userId, amountVnd: 71_000, idempotencyKey: 't3:credit', purpose: 'bank_transfer', description: 'x' }),
    ).rejects.toMatchObject({ code: 'WALLET_IDEMPOTENCY_MISMATCH' });
    // Other modules ask the wallet whether a movement of theirs happened, by its key.
    expect(await ledger.findEntryByKey(db, 't3:credit')).toMatchObject({ id: first.entry.id, kind: 'topup', amountVnd: 70_000, userId });
    expect(await ledger.findEntryByKey(db, 't3:never-posted')).toBeUndefined();
  });

  it('rejects zero, negative and fractional amounts', async () => {
    const db = ctx.database.db;
    for (const amountVnd of [0, -5, 1.5, Number.NaN]) {
      await expect(
        ledger.credit(db, { userId: users[0]!, amountVnd, idempotencyKey: `t4:${amountVnd}`, purpose: 'x', description: 'x' }),
      ).rejects.toMatchObject({ code: 'WALLET_AMOUNT_INVALID', statusCode: 400 });
    }
  });

  it('posts entries of any shape (several customers, system accounts only) and returns the row as stored', async () => {
    const db = ctx.database.db;
    const [a, b] = [users[0]!, users[1]!];
    await ledger.credit(db, { userId: a, amountVnd: 90_000, idempotencyKey: 't5:fund', purpose: 'bank_transfer', description: 'x' });
    const before = [await ledger.balancesOf(db, a), await ledger.balancesOf(db, b)];
    // A's 30.000 ₫ goes to B (20.000) and revenue (10.000): three postings, two customer accounts.
    const split = await ledger.postEntry(db, {
      idempotencyKey: 't5:split',
      kind: 'adjustment',
      purpose: 'test_split',
      userId: a,
      description: 'Chia tiền',
      metadata: { reason: 'kiểm thử', n: 3 },
      rateScaled: 1_725_000,
      postings: [
        { account: { user: a, kind: 'available' }, amountVnd: -30_000 },
        { account: { user: b, kind: 'available' }, amountVnd: 20_000 },
        { account: { system: 'revenue' }, amountVnd: 10_000 },
      ],
    });
    expect(await ledger.balancesOf(db, a)).toMatchObject({ available_vnd: before[0]!.available_vnd - 30_000 });
    expect(await ledger.balancesOf(db, b)).toMatchObject({ available_vnd: before[1]!.available_vnd + 20_000 });
    const [stored] = await rows<Record<string, unknown>>(sql`select * from wallet_entries where id = ${split.entry.id}`);
    expect(split.entry).toMatchObject({
      idempotencyKey: stored!.idempotency_key,
      amountVnd: Number(stored!.amount_vnd),
      rateScaled: Number(stored!.rate_scaled),
      metadata: typeof stored!.metadata === 'string' ? JSON.parse(stored!.metadata) : stored!.metadata,
    });
    expect(split.entry.amountVnd).toBe(30_000);
    expect(split.entry.createdAt.getTime()).toBe(new Date(stored!.created_at as string).getTime());
    const postings = await rows<{ amount_vnd: string | number; balance_after_vnd: string | number | null }>(
      sql`select amount_vnd, balance_after_vnd from wallet_postings where entry_id = ${split.entry.id} order by id`,
    );
    expect(postings.map((p) => Number(p.amount_vnd))).toEqual([-30_000, 20_000, 10_000]);
    expect(postings[2]!.balance_after_vnd).toBeNull();
    // Between system accounts only: no customer balance changes.
    const system = await ledger.postEntry(db, {
      idempotencyKey: 't5:system',
      kind: 'adjustment',
      purpose: 'test_system',
      userId: null,
      description: 'Điều chỉnh nội bộ',
      postings: [
        { account: { system: 'revenue' }, amountVnd: -5_000 },
        { account: { system: 'adjustments' }, amountVnd: 5_000 },
      ],
    });
    expect(system.replayed).toBe(false);
    expect(await ledger.balancesOf(db, a)).toMatchObject({ available_vnd: before[0]!.available_vnd - 30_000 });
    expect(await unbalancedEntries()).toBe(0);
    expect(await balancesMatchPostings()).toBe(true);
  });

  it('keeps entries and postings append-only', async () => {
    await expect(ctx.database.db.execute(sql`update wallet_postings set amount_vnd = amount_vnd + 1`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from wallet_entries`)).rejects.toThrow();
  });

  it('refuses an entry whose postings do not sum to zero, even written by hand', async () => {
    const db = ctx.database.db;
    await expect(
      db.transaction(async (tx) => {
        const [entry] = (
          (await tx.execute(
            sql`insert into wallet_entries (idempotency_key, kind, purpose, amount_vnd, description) values ('t6', 'adjustment', 'x', 5, 'x') returning id`,
          )) as unknown as { rows: Array<{ id: string }> }
        ).rows;
        await tx.execute(sql`insert into wallet_postings (entry_id, account_id, amount_vnd)
          select ${entry!.id}, id, 5 from wallet_accounts where kind = 'revenue' and user_id is null`);
      }),
    ).rejects.toThrow();
    expect(await unbalancedEntries()).toBe(0);
  });
});

type Op =
  | { type: 'credit' | 'debit' | 'refund' | 'hold'; user: number; amount: number; key: number }
  | { type: 'release' | 'capture'; hold: number; amount: number | null; key: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constantFrom('credit' as const, 'debit' as const, 'refund' as const, 'hold' as const),
    user: fc.integer({ min: 0, max: 1 }),
    amount: fc.integer({ min: 1, max: 300_000 }),
    // A small key space makes replays frequent.
    key: fc.integer({ min: 0, max: 25 }),
  }),
  fc.record({
    type: fc.constantFrom('release' as const, 'capture' as const),
    hold: fc.integer({ min: 0, max: 9 }),
    amount: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
    key: fc.integer({ min: 0, max: 25 }),
  }),
);

describe('ledger properties (fast-check)', () => {
  it('postings always sum to zero, no customer balance goes below zero, replays change nothing', async () => {
    const db = ctx.database.db;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const holds: string[] = [];
        for (const op of ops) {
          const key = `p${run}:${op.type}:${op.key}`;
          const before = await Promise.all(users.map((u) => ledger.balancesOf(db, u)));
          let result: { replayed: boolean } | null = null;
          try {
            if (op.type === 'release' || op.type === 'capture') {
              const holdId = holds[op.hold % Math.max(holds.length, 1)];
              if (!holdId) continue;
              const movement = { holdId, idempotencyKey: key, description: 'x', ...(op.amount ? { amountVnd: op.amount } : {}) };
              result = op.type === 'release' ? await ledger.release(db, movement) : await ledger.capture(db, movement);
            } else {
              const money = op as Extract<Op, { user: number }>;
              const m = { userId: users[money.user]!, amountVnd: money.amount, idempotencyKey: key, purpose: 'test', description: 'x' };
              if (money.type === 'hold') {
                const held = await ledger.hold(db, m);
                if (!held.replayed) holds.push(held.hold.id);
                result = held;
              } else {
                result = await ledger[money.type](db, m);
              }
            }
          } catch (error) {
            const code = (error as { code?: string }).code;
            expect(['WALLET_INSUFFICIENT_BALANCE', 'WALLET_IDEMPOTENCY_MISMATCH', 'WALLET_HOLD_EXCEEDED']).toContain(code);
          }
          const after = await Promise.all(users.map((u) => ledger.balancesOf(db, u)));
          if (result === null || result.replayed) expect(after).toEqual(before);
          for (const b of after) {
            expect(b.available_vnd).toBeGreaterThanOrEqual(0);
            expect(b.held_vnd).toBeGreaterThanOrEqual(0);
          }
        }
        expect(await unbalancedEntries()).toBe(0);
        expect(await negativeCustomerAccounts()).toBe(0);
        expect(await balancesMatchPostings()).toBe(true);
        expect(await ledger.ledgerTotal(db)).toBe(0);
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
