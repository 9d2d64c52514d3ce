import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../model.ts';
import { budgetRatesOfPolicies, drawFromBucket, MemoryRequestBudget, type BucketState, type BudgetRate } from './budget.ts';
import type { Clock } from './clock.ts';
import { createUpstreamClient } from './upstream.ts';

function fakeClock(start = 1_000_000): Clock & { time: number; sleeps: number[] } {
  const clock = {
    time: start,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

describe('token bucket arithmetic', () => {
  const rate: BudgetRate = { ratePerSecond: 2, capacity: 3 };

  it('starts full, grants a burst of `capacity`, then says when the next token is due', () => {
    let state: BucketState | null = null;
    const granted: boolean[] = [];
    let last = { granted: true, retryInMs: 0 };
    for (let i = 0; i < 4; i += 1) {
      const r = drawFromBucket(state, rate, 10_000);
      state = r.state;
      granted.push(r.granted);
      last = r;
    }
    expect(granted).toEqual([true, true, true, false]);
    expect(last.retryInMs).toBe(500); // 2 tokens per second: one in 500 ms
    expect(state).toEqual({ tokens: 0, updatedAtMs: 10_000 });
  });

  it('refills by elapsed time up to the capacity, never more', () => {
    const empty: BucketState = { tokens: 0, updatedAtMs: 0 };
    expect(drawFromBucket(empty, rate, 250)).toMatchObject({ granted: false, retryInMs: 250, state: { tokens: 0.5, updatedAtMs: 250 } });
    expect(drawFromBucket(empty, rate, 500)).toMatchObject({ granted: true, state: { tokens: 0, updatedAtMs: 500 } });
    // An hour idle: still only `capacity` tokens.
    expect(drawFromBucket(empty, rate, 3_600_000).state.tokens).toBe(2);
  });

  it('a clock behind the bucket (a process with a slow clock) adds nothing and does not move it back', () => {
    const r = drawFromBucket({ tokens: 0.25, updatedAtMs: 5_000 }, rate, 4_000);
    expect(r).toMatchObject({ granted: false, state: { tokens: 0.25, updatedAtMs: 5_000 } });
    expect(r.retryInMs).toBe(375);
  });

  it('over any window of t seconds grants at most capacity + rate × t (many callers, random times)', () => {
    let state: BucketState | null = null;
    const grants: number[] = [];
    let t = 0;
    let seed = 7;
    for (let i = 0; i < 5_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      t += seed % 40; // 0..39 ms between attempts: far more demand than supply
      const r = drawFromBucket(state, rate, t);
      state = r.state;
      if (r.granted) grants.push(t);
    }
    for (let i = 0; i < grants.length; i += 1) {
      for (let j = i; j < grants.length; j += 1) {
        const windowS = ((grants[j] as number) - (grants[i] as number)) / 1000;
        expect(j - i + 1).toBeLessThanOrEqual(rate.capacity + rate.ratePerSecond * windowS + 1e-9);
      }
    }
    // And it is used: about rate × duration tokens were granted.
    expect(grants.length).toBeGreaterThan((t / 1000) * rate.ratePerSecond * 0.95);
  });

  it('derives budgets from the live spacing policies (one request per interval, no burst)', () => {
    expect(budgetRatesOfPolicies({ rakuten: { minIntervalMs: 1100 }, shopping: { minIntervalMs: 2000 }, paypay: { minIntervalMs: 0 } })).toEqual({
      rakuten: { ratePerSecond: 1000 / 1100, capacity: 1 },
      shopping: { ratePerSecond: 0.5, capacity: 1 },
    });
  });
});

describe('upstream client with a shared budget', () => {
  const ok: FetchLike = async () => new Response('ok', { status: 200 });

  it('waits for a token when the budget is empty, then sends', async () => {
    const clock = fakeClock();
    const budget = new MemoryRequestBudget({ rakuten: { ratePerSecond: 1, capacity: 1 } }, () => clock.time);
    const client = createUpstreamClient({ site: 'rakuten', fetch: ok, cache: null, clock, budget });
    await client.request({ url: 'https://openapi.rakuten.co.jp/a' });
    await client.request({ url: 'https://openapi.rakuten.co.jp/b' });
    expect(clock.sleeps).toEqual([1000]);
  });

  it("answers 'rate_limited' when no token comes within the policy's max queue wait", async () => {
    const clock = fakeClock();
    const budget = new MemoryRequestBudget({ shopping: { ratePerSecond: 0.01, capacity: 1 } }, () => clock.time);
    let sent = 0;
    const counting: FetchLike = async () => {
      sent += 1;
      return new Response('ok', { status: 200 });
    };
    const client = createUpstreamClient({ site: 'shopping', fetch: counting, cache: null, clock, budget, policy: { maxQueueWaitMs: 5_000 } });
    await client.request({ url: 'https://shopping.yahooapis.jp/1' });
    await expect(client.request({ url: 'https://shopping.yahooapis.jp/2' })).rejects.toMatchObject({ failure: 'rate_limited' });
    expect(sent).toBe(1);
  });

  it('draws a token per attempt, retries included, and none for a cached answer', async () => {
    const clock = fakeClock();
    const draws: string[] = [];
    const budget = { draw: async (site: string) => (draws.push(site), { granted: true, retryInMs: 0 }) };
    let n = 0;
    const flaky: FetchLike = async () => (n++ === 0 ? new Response('x', { status: 503 }) : new Response('ok', { status: 200 }));
    const client = createUpstreamClient({ site: 'paypay', fetch: flaky, clock, budget });
    await client.request({ url: 'https://paypayfleamarket.yahoo.co.jp/x', ttlMs: 60_000 });
    await client.request({ url: 'https://paypayfleamarket.yahoo.co.jp/x', ttlMs: 60_000 });
    expect(draws).toEqual(['paypay', 'paypay']);
  });
});
