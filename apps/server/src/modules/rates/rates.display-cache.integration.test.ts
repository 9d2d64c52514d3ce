import { rateFromDecimalString } from '@kaimono/money';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { currentRate, currentRateExact, setRate } from './rates.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A rate written by another server process: this process's display cache does not hear of it. */
async function rateFromElsewhere(decimal: string) {
  const rate = rateFromDecimalString(decimal);
  await ctx.database.db.insert(exchangeRates).values({ vndPerJpyScaled: rate });
  return rate;
}

describe('the displayed exchange rate (cached per process)', () => {
  it('answers from the cache for 5 s, then the old rate once while the new one is read, then the new one', async () => {
    const db = ctx.database.db;
    const first = (await setRate(db, rateFromDecimalString('170.1'))).vndPerJpyScaled;
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await currentRate(db)).rate).toBe(first);

    const second = await rateFromElsewhere('171.2');
    expect((await currentRate(db)).rate).toBe(first);
    expect((await currentRateExact(db)).rate).toBe(second);

    vi.setSystemTime(Date.now() + 6_000);
    // Stale but recent: answered at once, without waiting for the database.
    expect((await currentRate(db)).rate).toBe(first);
    await vi.waitFor(async () => expect((await currentRate(db)).rate).toBe(second));
  });

  it('waits for the database when the cached rate is older than a minute', async () => {
    const db = ctx.database.db;
    await setRate(db, rateFromDecimalString('172.3'));
    vi.useFakeTimers({ toFake: ['Date'] });
    await currentRate(db);
    const newer = await rateFromElsewhere('173.4');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await currentRate(db)).rate).toBe(newer);
  });

  it('shows a rate staff set in this process at once', async () => {
    const db = ctx.database.db;
    await currentRate(db);
    const set = (await setRate(db, rateFromDecimalString('174.5'))).vndPerJpyScaled;
    expect((await currentRate(db)).rate).toBe(set);
  });
});
