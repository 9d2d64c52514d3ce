/**
 * npm run bench:snipes — issue 7 "Auctions", performance: N snipes (default 500) on sandbox
 * auctions that all end within the same minute, each sent by the bidding engine at end − lead
 * (pg-boss `bid-fire` hands a snipe to the process 10 s early, a timer fires it). Half the auctions
 * are contested by a rival who bids higher after our snipe (we lose: the hold must go back), the
 * other half by a rival who bid lower earlier (we win: an order paid from the hold). Prints how far
 * each snipe fired from its scheduled time (p50/p95/p99/max; target: p99 within 1 s) and how long
 * after each auction ended its hold was released (lost) or captured (won); then audits the ledger.
 *
 * The app runs in this process on the embedded database (PGlite), or on PostgreSQL when
 * DATABASE_URL is set, with jobs on; the sandbox marketplaces run on the real clock.
 *
 * Usage: npm run bench:snipes [-- --snipes 500 --lead 5 --setup 75]
 *   --setup: seconds from the start until the first auction ends (room to create the customers,
 *   auctions and bids; the run stops early if that was not enough).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';
import { defaultRateLimits, type AppDeps } from '../apps/server/src/platform/deps.ts';
import { startJobs } from '../apps/server/src/platform/jobs.ts';
import { createMarketplaces } from '../apps/server/src/platform/marketplaces.ts';
import { createPasswordlessUser } from '../apps/server/src/modules/account/index.ts';
import { biddingContext, placeBid, registerBiddingJobs } from '../apps/server/src/modules/bidding/index.ts';
import { createTranslator } from '../apps/server/src/modules/translate/index.ts';
import { credit } from '../apps/server/src/modules/wallet/index.ts';
import { auditLedger, cleanAudit } from '../apps/server/src/test/ledger-audit.ts';
import { MULTI_PROCESS_JWT_SECRET, signToken } from '../apps/server/src/test/multi-process.ts';

const { values } = parseArgs({
  options: {
    snipes: { type: 'string', default: '500' },
    lead: { type: 'string', default: '5' },
    setup: { type: 'string', default: '75' },
  },
});
const SNIPES = Number(values.snipes);
const LEAD_SECONDS = Number(values.lead);
const SETUP_MS = Number(values.setup) * 1_000;
const WINDOW_MS = 60_000;
/** How long after the last end the run waits for every outcome. */
const SETTLE_MS = 90_000;

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const ms = (n: number) => `${Math.round(n)} ms`;
function summary(label: string, xs: number[]): string {
  if (xs.length === 0) return `${label}: none`;
  return `${label} (n=${xs.length}): p50 ${ms(percentile(xs, 50))} · p95 ${ms(percentile(xs, 95))} · p99 ${ms(percentile(xs, 99))} · max ${ms(Math.max(...xs))} · min ${ms(Math.min(...xs))}`;
}

const startedAt = Date.now();
const databaseUrl = process.env.DATABASE_URL;
const config = loadConfig({
  JWT_SECRET: MULTI_PROCESS_JWT_SECRET,
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'true',
  DATA_DIR: '.tmp/bench-unused',
  CATALOG_MODE: 'sandbox',
  SEED_DEMO_DATA: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = databaseUrl ? await openPostgres(databaseUrl, { max: 10 }) : await openPglite();
await database.migrate();
await seedDatabase(database.db, config);
const { db } = database;
const boss = await startJobs(database, { info: () => undefined, error: (e) => console.error('pg-boss:', e) });
const marketplaces = await createMarketplaces(config);
const sandbox = marketplaces.sandbox!;
const deps: AppDeps = { config, database, boss, rateLimits: defaultRateLimits, marketplaces, translator: createTranslator() };
const app = await buildApp(deps, { logger: false, serveWeb: false });
await app.ready();
const jobs = await registerBiddingJobs(deps, app.log);
const ctx = biddingContext(deps, app.log);
console.log(`bench:snipes — ${SNIPES} snipes, lead ${LEAD_SECONDS} s, database ${database.kind}`);

// ---- customers: funded, with an address (a won auction becomes an order) ------------------------
const wards = (await app.inject({ method: 'GET', url: '/api/utility/ward/79' })).json().results as Array<{ code: string }>;
const customers: string[] = [];
for (let i = 0; i < SNIPES; i += 1) {
  const user = await createPasswordlessUser(db, { phone: `09${String(10_000_000 + i).slice(-8)}`, fullName: 'Khách Đo Hiệu Năng', source: 'bench' });
  await credit(db, { userId: user!.id, amountVnd: 5_000_000, idempotencyKey: `bench-snipes:fund:${user!.id}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  const added = await app.inject({
    method: 'POST',
    url: '/api/user/address/add',
    headers: { authorization: `Bearer ${await signToken(db, user!.id)}` },
    payload: { receiver_name: 'Khách Đo', phone: '0912345678', province_code: '79', ward_code: wards[0]!.code, street: '1 Lê Lợi' },
  });
  if (added.statusCode !== 200) throw new Error(`address: ${added.statusCode} ${added.body}`);
  customers.push(user!.id);
}
console.log(`customers ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

// ---- auctions ending in the same minute, each with one snipe and one rival ----------------------
const firstEnd = startedAt + SETUP_MS;
interface Planned {
  bidId: string;
  code: string;
  endMs: number;
  scheduledMs: number;
  contest: 'win' | 'lose';
}
const planned: Planned[] = [];
const rivalTimers: NodeJS.Timeout[] = [];
for (let i = 0; i < SNIPES; i += 1) {
  const endMs = firstEnd + Math.floor((i * WINDOW_MS) / SNIPES);
  const now = Date.now();
  if (endMs - LEAD_SECONDS * 1000 - now < 3_000) throw new Error(`setup too slow: raise --setup (auction ${i} would end ${endMs - now} ms from now)`);
  const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: (endMs - now) / 1000, startPriceJpy: 1_000, autoExtension: false });
  const contest: Planned['contest'] = i % 2 === 0 ? 'win' : 'lose';
  // Winning half: a rival bid lower before us. Losing half: a rival bids higher after our snipe.
  if (contest === 'win') sandbox.control.rivalBid(code, { maxPriceJpy: 1_500, bidderId: `rival-early-${i}` });
  const { bid } = await placeBid(ctx, { userId: customers[i]!, site: 'auction', code, mode: 'snipe', priceJpy: 3_000, qty: 1, leadSeconds: LEAD_SECONDS });
  if (bid.status !== 'scheduled' || !bid.scheduledAt || !bid.endTime) throw new Error(`snipe ${i} not scheduled: ${bid.status}`);
  if (contest === 'lose') {
    rivalTimers.push(setTimeout(() => sandbox.control.rivalBid(code, { maxPriceJpy: 9_000, bidderId: `rival-late-${i}` }), bid.endTime.getTime() - 2_000 - Date.now()));
  }
  planned.push({ bidId: bid.id, code, endMs: bid.endTime.getTime(), scheduledMs: bid.scheduledAt.getTime(), contest });
}
const lastEnd = Math.max(...planned.map((p) => p.endMs));
console.log(
  `${SNIPES} snipes scheduled after ${((Date.now() - startedAt) / 1000).toFixed(1)} s; auctions end between +${((firstEnd - Date.now()) / 1000).toFixed(1)} s and +${((lastEnd - Date.now()) / 1000).toFixed(1)} s`,
);

// ---- wait for every outcome ------------------------------------------------------------------------
interface BidState {
  id: string;
  status: string;
  sent_at: string | Date | null;
  hold_id: string | null;
  outcome_order_id: string | null;
}
const ids = planned.map((p) => p.bidId);
const readStates = async () =>
  (await database.executeSql(`select id, status, sent_at, hold_id, outcome_order_id from bids where id = any($1::uuid[])`, [ids])).rows as unknown as BidState[];
const deadline = lastEnd + SETTLE_MS;
const isFinished = (s: BidState) => (s.status === 'won' && s.outcome_order_id !== null) || s.status === 'lost' || s.status === 'failed' || s.status === 'cancelled';
let states: BidState[];
do {
  await new Promise((r) => setTimeout(r, 1_000));
  states = await readStates();
} while (states.filter(isFinished).length < SNIPES && Date.now() <= deadline);
for (const t of rivalTimers) clearTimeout(t);

// ---- figures ----------------------------------------------------------------------------------------
const byId = new Map(states.map((s) => [s.id, s]));
const fireOffsets: number[] = [];
let notFired = 0;
for (const p of planned) {
  const s = byId.get(p.bidId);
  if (!s?.sent_at) {
    notFired += 1;
    continue;
  }
  fireOffsets.push(new Date(s.sent_at).getTime() - p.scheduledMs);
}
const movements = (
  await database.executeSql(`select hold_id, kind, created_at from wallet_entries where hold_id = any($1::uuid[]) and kind in ('release', 'capture')`, [
    states.map((s) => s.hold_id).filter(Boolean),
  ])
).rows as Array<{ hold_id: string; kind: string; created_at: string | Date }>;
const firstMove = new Map<string, Map<string, number>>();
for (const m of movements) {
  const perHold = firstMove.get(m.hold_id) ?? new Map<string, number>();
  const at = new Date(m.created_at).getTime();
  perHold.set(m.kind, Math.min(perHold.get(m.kind) ?? Number.POSITIVE_INFINITY, at));
  firstMove.set(m.hold_id, perHold);
}
const releaseDelays: number[] = [];
const captureDelays: number[] = [];
const counts: Record<string, number> = {};
for (const p of planned) {
  const s = byId.get(p.bidId);
  const status = s?.status ?? 'missing';
  counts[status] = (counts[status] ?? 0) + 1;
  const moves = s?.hold_id ? firstMove.get(s.hold_id) : undefined;
  if (!moves) continue;
  if (status === 'won' && moves.has('capture')) captureDelays.push(moves.get('capture')! - p.endMs);
  else if (status !== 'won' && moves.has('release')) releaseDelays.push(moves.get('release')! - p.endMs);
}
const lateOrEarly = fireOffsets.filter((o) => Math.abs(o) > 1_000).length;
console.log('');
console.log(summary('snipe fired − scheduled time', fireOffsets));
console.log(`  not fired: ${notFired}; more than 1 s off: ${lateOrEarly}; p99 within 1 s: ${percentile(fireOffsets.map(Math.abs), 99) <= 1_000 ? 'yes' : 'NO'}`);
console.log(summary('hold released − auction end (lost)', releaseDelays));
console.log(summary('hold captured − auction end (won, order paid)', captureDelays));
console.log(`outcomes: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')} (expected won ${Math.ceil(SNIPES / 2)}, lost ${Math.floor(SNIPES / 2)})`);
const audit = await auditLedger(database);
console.log(`ledger audit: ${JSON.stringify(audit) === JSON.stringify(cleanAudit) ? 'clean' : JSON.stringify(audit)}`);

await jobs.stop();
await app.close();
await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
await database.close();
process.exit(0);
