/**
 * npm run bench:alerts — issue 18, performance of the alerts checker over the sandbox.
 *
 * For each scenario (a fresh embedded database each): C customers keep S saved searches over D
 * distinct queries (spread over the six sites), then
 *   1. the seeding round (every query's first, silent run) and a full round (every query, forced):
 *      how long one round takes, how many requests each site got against its budget;
 *   2. steady state: the checker ticks every second as the job would (only due queries run, each
 *      site's interval sized to its budget and to what the process can check), while L new
 *      matching listings appear in the sandbox at random moments over one interval; the delay from a listing's creation to its notification (p50/p95) is
 *      compared with the round's interval.
 * Scenarios: the issue's 10,000 searches by 3,000 customers; the same distinct queries with fewer
 * customers (the cost must not follow the customers); twice the distinct queries (it must follow those).
 *
 * The sandbox has no upstream, but the reads draw from the same shared budget (marketplace_budgets,
 * ADR 0008) as live reads do: the bench gives every site `--rate` requests per second (burst 5);
 * the live sites' own budgets (Rakuten 1/1.1 s, Shopping 1/2 s, Suruga-ya 1/30 s, others 1/s) are
 * printed as the interval they would give the same distinct queries.
 *
 * Usage: npm run bench:alerts [-- --rate 20 --listings 30 --min-interval 5]
 */
import { parseArgs } from 'node:util';
import { budgetRatesOfPolicies, liveSiteLimits, siteCodes, type SiteCode } from '@kaimono/marketplaces';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, type Database } from '../apps/server/src/platform/db.ts';
import type { AppDeps } from '../apps/server/src/platform/deps.ts';
import { createMarketplaces } from '../apps/server/src/platform/marketplaces.ts';
import { alertsContext, ensureQuery, READ_PERIOD, runRound, siteLoads, type AlertsContext } from '../apps/server/src/modules/alerts/index.ts';
import { createTranslator } from '../apps/server/src/modules/translate/index.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '10' },
    listings: { type: 'string', default: '30' },
    'min-interval': { type: 'string', default: '5' },
  },
});
const RATE = Number(values.rate);
const LISTINGS = Number(values.listings);
const MIN_INTERVAL = Number(values['min-interval']);
const SHARE = 0.5;

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Scenario {
  name: string;
  customers: number;
  searches: number;
  distinct: number;
  /** Run the steady state with new listings (the delay figures); the cost scenarios need only the rounds. */
  delays: boolean;
}

interface Result {
  scenario: Scenario;
  seedRoundMs: number;
  fullRoundMs: number;
  reads: Partial<Record<SiteCode, number>>;
  requests: Partial<Record<SiteCode, number>>;
  intervals: Partial<Record<SiteCode, number>>;
  boundBy: Partial<Record<SiteCode, string>>;
  msPerCheck: number;
  liveIntervals: Partial<Record<SiteCode, number>>;
  delays: number[];
  /** The largest Mercari / Yahoo! Auctions interval the steady-state rounds used. */
  usedInterval?: number;
  missed: number;
  notifications: number;
}

/** Keywords the sandbox's listings have: the first words of titles, per site. */
function keywordPool(deps: AppDeps, site: SiteCode, n: number): string[] {
  const sandbox = deps.marketplaces.sandbox!;
  const words = new Set<string>();
  for (let i = 0; words.size < n && i < sandbox.catalog.size(site); i += 1) {
    const first = sandbox.catalog.titleOf(site, i).replace(/【[^】]*】/g, '').trim().split(/\s+/)[0];
    if (first && first.length >= 2) words.add(first);
  }
  for (let k = 0; words.size < n; k += 1) words.add(`benchword${k}`);
  return [...words].slice(0, n);
}

async function setUp(scenario: Scenario): Promise<{ database: Database; deps: AppDeps; ctx: AlertsContext; queries: { id: string; site: SiteCode; keyword: string }[] }> {
  const config = loadConfig({ JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', DATA_DIR: 'data/bench-unused', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', SEED_DEMO_DATA: 'false' });
  const database = await openPglite();
  await database.migrate(() => seedDatabase(database.db, config));
  const budgetRates = Object.fromEntries(siteCodes.map((s) => [s, { ratePerSecond: RATE, capacity: 5 }]));
  const marketplaces = await createMarketplaces(config, undefined, { database, budgetRates });
  const deps: AppDeps = { config, database, boss: null, rateLimits: { login: { max: 1, timeWindow: 1 }, signup: { max: 1, timeWindow: 1 } }, marketplaces, translator: createTranslator({ segmenter: 'none' }) };
  const ctx = alertsContext(deps, quiet, { minIntervalSeconds: MIN_INTERVAL, budgetShare: SHARE });

  // Customers and their saved searches, written in bulk (the bench measures the checker, not the form).
  const { rows: users } = await database.executeSql(
    `INSERT INTO users (customer_no, full_name) SELECT 'BENCH' || g, 'Khách ' || g FROM generate_series(1, $1::int) g RETURNING id`,
    [scenario.customers],
  );
  const perSite = Math.ceil(scenario.distinct / siteCodes.length);
  const queries: { id: string; site: SiteCode; keyword: string }[] = [];
  for (const site of siteCodes) {
    for (const keyword of keywordPool(deps, site, perSite)) {
      if (queries.length >= scenario.distinct) break;
      const q = await ensureQuery(database.db, { site, keyword: keyword.toLowerCase(), categoryId: null, sellerId: null, priceMinJpy: null, priceMaxJpy: null, condition: null, listingType: null });
      queries.push({ id: q.id, site, keyword: q.keyword! });
    }
  }
  // Saved search i belongs to customer i mod C and runs query i mod D.
  const BATCH = 1000;
  for (let start = 0; start < scenario.searches; start += BATCH) {
    const n = Math.min(BATCH, scenario.searches - start);
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let k = 0; k < n; k += 1) {
      const i = start + k;
      const q = queries[i % queries.length]!;
      values.push(users[i % users.length]!.id, q.site, q.keyword, q.id);
      const b = k * 4;
      rows.push(`($${b + 1}::uuid, $${b + 2}, $${b + 3}, $${b + 4}::uuid)`);
    }
    await database.executeSql(
      `WITH v(user_id, site, keyword, query_id) AS (VALUES ${rows.join(',')}),
       s AS (INSERT INTO saved_searches (user_id, site, keyword, searched_keyword, auto_translate)
             SELECT user_id, site, keyword || ' #' || row_number() over (), keyword, 'off' FROM v RETURNING id, keyword)
       INSERT INTO saved_search_targets (saved_search_id, query_id)
       SELECT s.id, v.query_id FROM (SELECT id, keyword, row_number() over () AS r FROM s) s
       JOIN (SELECT query_id, row_number() over () AS r FROM v) v USING (r)`,
      values,
    );
  }
  return { database, deps, ctx, queries };
}

async function draws(database: Database): Promise<Record<string, number>> {
  const { rows } = await database.executeSql(`SELECT site, granted::int AS n FROM marketplace_budgets`);
  return Object.fromEntries(rows.map((r) => [String(r.site), Number(r.n)]));
}

async function run(scenario: Scenario): Promise<Result> {
  const { database, deps, ctx, queries } = await setUp(scenario);
  const sandbox = deps.marketplaces.sandbox!;
  let t = Date.now();
  await runRound(ctx, { force: true });
  const seedRoundMs = Date.now() - t;

  const before = await draws(database);
  t = Date.now();
  const full = await runRound(ctx, { force: true });
  const fullRoundMs = Date.now() - t;
  const after = await draws(database);
  const requests = Object.fromEntries(siteCodes.map((s) => [s, (after[s] ?? 0) - (before[s] ?? 0)]));

  const loads = await siteLoads(ctx);
  const live = budgetRatesOfPolicies(liveSiteLimits);
  const liveIntervals = Object.fromEntries(siteCodes.map((s) => [s, Math.max(60, Math.ceil((loads[s].queries + loads[s].items) / (live[s]!.ratePerSecond * SHARE * READ_PERIOD)))]));

  if (!scenario.delays) {
    await database.close();
    return {
      scenario,
      seedRoundMs,
      fullRoundMs,
      reads: full.queries,
      requests,
      intervals: Object.fromEntries(siteCodes.map((s) => [s, loads[s].intervalSeconds])),
      boundBy: Object.fromEntries(siteCodes.map((s) => [s, loads[s].boundBy])),
      msPerCheck: ctx.observed.msPerCheck ?? Number.NaN,
      liveIntervals,
      delays: [],
      missed: 0,
      notifications: 0,
    };
  }
  // Steady state: ticks every second while listings appear at random moments over one interval.
  const targets = queries.filter((q) => q.site === 'mercari' || q.site === 'auction');
  const span = Math.max(loads.mercari.intervalSeconds, loads.auction.intervalSeconds) * 1000;
  const created: { code: string; at: number }[] = [];
  let stop = false;
  let notifications = 0;
  // The interval the checker really used (it grows with the measured cost of a check on a busy machine).
  let usedInterval = 0;
  const ticker = (async () => {
    while (!stop) {
      const s = await runRound(ctx);
      notifications += s.notifications;
      usedInterval = Math.max(usedInterval, s.intervals.mercari ?? 0, s.intervals.auction ?? 0);
      await sleep(1000);
    }
  })();
  const startMs = Date.now();
  const moments = Array.from({ length: LISTINGS }, () => Math.random() * span).sort((a, b) => a - b);
  for (const [k, at] of moments.entries()) {
    const wait = startMs + at - Date.now();
    if (wait > 0) await sleep(wait);
    const q = targets[k % targets.length]!;
    const { code } = await sandbox.shared.createAuction({ site: q.site as 'auction' | 'mercari', endInSeconds: 3 * 24 * 3600, startPriceJpy: 1000 + k, title: `${q.keyword} bench新着${k}` });
    created.push({ code, at: Date.now() });
  }
  // Wait for the last notifications (up to three intervals after the last listing).
  const deadline = Date.now() + 2 * Math.max(loads.mercari.intervalSeconds, loads.auction.intervalSeconds) * 1000;
  const steadyFrom = new Date(startMs - 1000).toISOString();
  const firstNotice = async () => {
    const { rows } = await database.executeSql(
      `SELECT item->>'code' AS code, min(extract(epoch FROM n.created_at) * 1000)::float8 AS at
       FROM notifications n, jsonb_array_elements(n.data->'items') item
       WHERE n.category = 'saved_search' AND n.created_at >= $1 GROUP BY 1`,
      [steadyFrom],
    );
    return new Map(rows.map((r) => [String(r.code), Number(r.at)]));
  };
  let seen = await firstNotice();
  while (Date.now() < deadline && created.some((c) => !seen.has(c.code))) {
    await sleep(2000);
    seen = await firstNotice();
  }
  stop = true;
  await ticker;
  const delays = created.filter((c) => seen.has(c.code)).map((c) => (seen.get(c.code)! - c.at) / 1000);
  await database.close();
  return {
    scenario,
    seedRoundMs,
    fullRoundMs,
    reads: full.queries,
    requests,
    intervals: Object.fromEntries(siteCodes.map((s) => [s, loads[s].intervalSeconds])),
    boundBy: Object.fromEntries(siteCodes.map((s) => [s, loads[s].boundBy])),
    msPerCheck: ctx.observed.msPerCheck ?? Number.NaN,
    liveIntervals,
    delays,
    usedInterval,
    missed: created.length - delays.length,
    notifications,
  };
}

const scenarios: Scenario[] = [
  { name: 'issue: 10,000 searches, 3,000 customers, 600 distinct', customers: 3000, searches: 10_000, distinct: 600, delays: true },
  { name: 'same distinct, fewer customers: 3,000 searches, 1,000 customers', customers: 1000, searches: 3000, distinct: 600, delays: false },
  { name: 'twice the distinct: 10,000 searches, 3,000 customers, 1,200 distinct', customers: 3000, searches: 10_000, distinct: 1200, delays: false },
];

console.log(`bench:alerts — sandbox, budget ${RATE} req/s per site (burst 5), checker share ${SHARE * 100} %, minimum interval ${MIN_INTERVAL} s, ${LISTINGS} new listings per scenario\n`);
for (const scenario of scenarios) {
  const r = await run(scenario);
  const sum = (o: Partial<Record<string, number>>) => Object.values(o).reduce<number>((a, b) => a + (b ?? 0), 0);
  console.log(`## ${scenario.name}`);
  console.log(`  seeding round: ${(r.seedRoundMs / 1000).toFixed(1)} s; full round: ${(r.fullRoundMs / 1000).toFixed(1)} s; distinct queries read: ${sum(r.reads)} (for ${scenario.searches} saved searches)`);
  console.log(`  per site: ${siteCodes.map((s) => `${s} ${r.requests[s] ?? 0} req (budget ${RATE}/s → ${(((r.requests[s] ?? 0) / RATE)).toFixed(1)} s of budget; interval ${r.intervals[s]} s (${r.boundBy[s]}), live-rate interval ${r.liveIntervals[s]} s)`).join('\n            ')}`);
  console.log(`  cost of one check in this process: ${r.msPerCheck.toFixed(1)} ms`);
  const maxInterval = Math.max(r.intervals.mercari ?? 0, r.intervals.auction ?? 0, r.usedInterval ?? 0);
  if (scenario.delays) console.log(
    `  delay listing → notification: p50 ${pct(r.delays, 50).toFixed(1)} s, p95 ${pct(r.delays, 95).toFixed(1)} s, max ${Math.max(...r.delays).toFixed(1)} s over ${r.delays.length} listings (missed ${r.missed}); interval ${maxInterval} s → p95 ${pct(r.delays, 95) < maxInterval ? 'under' : 'OVER'} one interval`,
  );
  if (scenario.delays) console.log(`  notifications sent in steady state: ${r.notifications}`);
  console.log('');
}
