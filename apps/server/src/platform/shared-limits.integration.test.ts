// Shared limits across server processes (issue 17 §1, ADR 0008): two app instances on the SAME
// database and nothing else shared (each has its own marketplaces, sandbox and rate-limit plugin;
// on PostgreSQL each its own connection pool) behave as one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BudgetRate, SiteCode } from '@kaimono/marketplaces';
import { buildApp } from '../app.ts';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../test/harness.ts';
import type { Database } from './db.ts';
import type { AppDeps } from './deps.ts';
import { createMarketplaces, type Marketplaces } from './marketplaces.ts';
import { observedBudgetRates, PostgresRequestBudget } from './marketplace-budget.ts';
import { countHit, sweepSharedLimits } from './rate-limit-store.ts';

const RATE_LIMITED_MESSAGE = 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút.';

let ctx: TestContext;
let secondDatabase: Database;
const opened: FastifyInstance[] = [];
let clock = Date.now();

interface Instance {
  app: FastifyInstance;
  marketplaces: Marketplaces;
}

/** One "server process": its own marketplaces (sandbox, budget) and app, on the given database handle. */
async function instance(database: Database, overrides: Partial<AppDeps> = {}, budgetRates?: Partial<Record<SiteCode, BudgetRate>>): Promise<Instance> {
  const marketplaces = await createMarketplaces(ctx.deps.config, undefined, { database, sandboxNow: () => clock, ...(budgetRates ? { budgetRates } : {}) });
  const app = await buildApp({ ...ctx.deps, database, marketplaces, ...overrides }, { logger: false, serveWeb: false });
  await app.ready();
  opened.push(app);
  return { app, marketplaces };
}

beforeAll(async () => {
  ctx = await createTestContext({ identity: { otpLimits: { perAddressPerHour: 3 } } });
  secondDatabase = await ctx.openDatabaseAgain();
});

afterAll(async () => {
  for (const app of opened) await app.close();
  await ctx?.close();
});

describe('per-address and per-account limits across two instances', () => {
  it('6 wrong logins alternating between the instances meet the per-address limit as if there were one', async () => {
    const limits = { rateLimits: { login: { max: 5, timeWindow: 60_000 }, signup: { max: 10_000, timeWindow: 60_000 } } };
    const [a, b] = [await instance(ctx.database, limits), await instance(secondDatabase, limits)];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Different unknown accounts, so only the per-address request limit can refuse.
      const response = await (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `khach${i}@example.com`, password: 'Sai-mat-khau-11' },
        remoteAddress: '198.51.100.61',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    }
    // Each process alone saw only 3 (the old in-memory counters would have let all six through).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another address is counted apart.
    const other = await b.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'khach9@example.com', password: 'Sai-mat-khau-11' }, remoteAddress: '198.51.100.62' });
    expect(other.statusCode).toBe(401);
  });

  it('6 wrong passwords for one account alternating between the instances: the sixth try is delayed (login_failures)', async () => {
    const [a, b] = [await instance(ctx.database), await instance(secondDatabase)];
    const { phone, password } = await signupCustomer(a.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: phone, password: i < 5 ? `Sai-mat-khau-${i}` : password },
        remoteAddress: '198.51.100.63',
      });
      statuses.push(response.statusCode);
      if (i === 5) expect(response.json().message).toMatch(/^Bạn đã nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('sign-ups per address alternating between the instances are limited as if there were one', async () => {
    const limits = { rateLimits: { login: { max: 10_000, timeWindow: 60_000 }, signup: { max: 3, timeWindow: 600_000 } } };
    const [a, b] = [await instance(ctx.database, limits), await instance(secondDatabase, limits)];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await (i % 2 === 0 ? a : b).app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { phone: uniquePhone(), password: 'Ca-phe-sua-da-88', full_name: 'Giới Hạn' },
        remoteAddress: '203.113.10.71',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('OTP codes per address alternating between the instances are limited as if there were one', async () => {
    const [a, b] = [await instance(ctx.database), await instance(secondDatabase)];
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await (i % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone: uniquePhone() }, remoteAddress: '203.113.10.72' });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts in fixed windows on the database clock and sweeps ended windows', async () => {
    expect(await countHit(ctx.database, 'test|window', 60_000)).toMatchObject({ current: 1 });
    const second = await countHit(secondDatabase, 'test|window', 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    // The window ends (moved into the past): the next hit opens a new one.
    await ctx.database.executeSql(`UPDATE rate_limit_counters SET window_ends_at = now() - interval '2 minutes' WHERE key = 'test|window'`);
    await countHit(ctx.database, 'test|ended', 60_000);
    await ctx.database.executeSql(`UPDATE rate_limit_counters SET window_ends_at = now() - interval '2 minutes' WHERE key = 'test|ended'`);
    expect(await countHit(ctx.database, 'test|window', 60_000)).toMatchObject({ current: 1 });
    await sweepSharedLimits(ctx.database);
    const left = await ctx.database.executeSql(`SELECT key FROM rate_limit_counters WHERE key LIKE 'test|%' ORDER BY key`);
    expect(left.rows.map((r) => r.key)).toEqual(['test|window']);
  });
});

describe('the marketplace request budget across two instances', () => {
  it('concurrent draws of two instances never exceed the configured rate', async () => {
    const rates = { rakuten: { ratePerSecond: 20, capacity: 3 } };
    const draws = { a: 0, b: 0, deniedA: 0 };
    const budgetA = new PostgresRequestBudget(ctx.database, rates, { onDraw: (_site, granted) => (granted ? (draws.a += 1) : (draws.deniedA += 1)) });
    const budgetB = new PostgresRequestBudget(secondDatabase, rates, { onDraw: (_site, granted) => (granted ? (draws.b += 1) : undefined) });
    const startedAt = Date.now();
    // 8 callers per instance, each wanting 4 tokens: 64 tokens at 20/s with a burst of 3.
    const caller = async (budget: PostgresRequestBudget) => {
      for (let got = 0; got < 4; ) {
        const draw = await budget.draw('rakuten');
        if (draw.granted) got += 1;
        else await new Promise((resolve) => setTimeout(resolve, draw.retryInMs));
      }
    };
    await Promise.all([...Array.from({ length: 8 }, () => caller(budgetA)), ...Array.from({ length: 8 }, () => caller(budgetB))]);
    const elapsedS = (Date.now() - startedAt) / 1000;
    expect(draws.a + draws.b).toBe(64);
    expect(draws.deniedA).toBeGreaterThan(0); // they did compete
    expect(budgetA.counts().rakuten).toEqual({ granted: draws.a, denied: draws.deniedA });
    // 64 tokens cannot come faster than (64 - burst) / rate seconds, whatever the number of processes.
    expect(elapsedS).toBeGreaterThanOrEqual((64 - 3) / 20 - 0.05);
    const [observed] = await observedBudgetRates(ctx.database, { site: 'rakuten', sinceSeconds: 3600 });
    expect(observed).toMatchObject({ site: 'rakuten', ratePerSecond: 20, capacity: 3, granted: 64, held: true });
    expect(observed!.worstExcess).toBeLessThanOrEqual(1e-6);
    expect(observed!.deniedTotal).toBeGreaterThan(0);
  });

  it('catalog searches through both instances draw from one budget; an empty budget answers as a rate-limited site', async () => {
    const rates = { shopping: { ratePerSecond: 8, capacity: 2 } };
    const [a, b] = [await instance(ctx.database, {}, rates), await instance(secondDatabase, {}, rates)];
    const searches = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).app.inject({ method: 'GET', url: `/api/shopping/search?keyword=${encodeURIComponent(`バッグ ${i}`)}` }));
    const answers = await Promise.all(searches);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const [observed] = await observedBudgetRates(ctx.database, { site: 'shopping', sinceSeconds: 3600 });
    expect(observed!.granted).toBeGreaterThanOrEqual(12);
    expect(observed!.held).toBe(true);
    expect((a.marketplaces.budget?.counts().shopping?.granted ?? 0) + (b.marketplaces.budget?.counts().shopping?.granted ?? 0)).toBe(observed!.granted);

    // A budget of one request per 1,000 s: the first takes the token, the next (on the other
    // instance) would wait longer than the policy's queue wait and is refused as today (502).
    const tiny = { paypay: { ratePerSecond: 0.001, capacity: 1 } };
    const [c, d] = [await instance(ctx.database, {}, tiny), await instance(secondDatabase, {}, tiny)];
    expect((await c.app.inject({ method: 'GET', url: '/api/paypay/search?keyword=%E6%9C%AC' })).statusCode).toBe(200);
    const refused = await d.app.inject({ method: 'GET', url: '/api/paypay/search?keyword=%E9%9E%84' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ success: false, code: 'UPSTREAM_UNAVAILABLE', message: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.' });
  });
});

describe('sandbox auctions across two instances', () => {
  it('an auction created through instance A is seen, bid on and ended through instance B', async () => {
    const [a, b] = [await instance(ctx.database), await instance(secondDatabase)];
    const created = await a.app.inject({ method: 'POST', url: '/api/sandbox/auctions', payload: { site: 'auction', end_in_seconds: 600, start_price_jpy: 1500 } });
    expect(created.statusCode).toBe(200);
    const { code } = created.json() as { code: string };

    const seen = await b.app.inject({ method: 'GET', url: `/api/auction/item/${code}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.auction).toMatchObject({ start_price_jpy: 1500, current_price_jpy: 1500, bid_count: 0, status: 'open' });

    const rivalOnB = await b.app.inject({ method: 'POST', url: `/api/sandbox/auctions/${code}/rival-bid`, payload: { max_price_jpy: 4000, bidder_id: 'rival_b' } });
    expect(rivalOnB.json().data).toMatchObject({ accepted: true, highest_bidder_id: 'rival_b', bid_count: 1 });
    const rivalOnA = await a.app.inject({ method: 'POST', url: `/api/sandbox/auctions/${code}/rival-bid`, payload: { max_price_jpy: 3000, bidder_id: 'rival_a' } });
    // Judged on B's bid: A's lower maximum raises the price, B's rival keeps the lead.
    expect(rivalOnA.json().data).toMatchObject({ accepted: true, highest_bidder_id: 'rival_b', bid_count: 2 });
    const price = rivalOnA.json().data.current_price_jpy as number;
    expect(price).toBeGreaterThan(3000);

    clock += 2_000; // past the item cache
    const onB = await b.app.inject({ method: 'GET', url: `/api/auction/item/${code}` });
    expect(onB.json().data.auction).toMatchObject({ current_price_jpy: price, bid_count: 2, status: 'open' });

    clock += 11 * 60_000; // past the end (and any extension)
    const endedOnB = await b.marketplaces.sandbox!.shared.getAuction(code);
    const endedOnA = await a.marketplaces.sandbox!.shared.getAuction(code);
    expect(endedOnB).toMatchObject({ status: 'closed', winnerId: 'rival_b', currentPriceJpy: price });
    expect(endedOnA).toEqual(endedOnB);
    const closedPage = await a.app.inject({ method: 'GET', url: `/api/auction/item/${code}` });
    expect(closedPage.json().data.auction).toMatchObject({ status: 'closed', current_price_jpy: price });
  });
});
