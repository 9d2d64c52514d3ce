import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { errorMessages, retryAfterMessage } from '@kaimono/i18n';
import { startServer, uniquePhone, type RunningServer } from './harness.ts';

/**
 * Cross-process checks (issue 17 §2): two server processes on one PostgreSQL behind nginx
 * (scripts/ci/with-stack.sh, through the harness's E2E_STACK=proxy), asked through the proxy only:
 *
 *  1. nginx spreads requests round-robin over both processes (its X-Served-By header names the
 *     process that answered: deploy/nginx/ci.conf.template);
 *  2. one account, 6 wrong passwords from one address, spread over both processes: the first five
 *     answer 401 LOGIN_FAILED, the 6th 429 RATE_LIMITED "Bạn đã nhập sai quá nhiều lần. Vui lòng thử
 *     lại sau 30 giây." (the per-account lock is in the database, login_failures: holds today);
 *  3. one address, 6 wrong-password logins to 6 different accounts (no account lock), spread over
 *     both processes, with LOGIN_RATE_LIMIT=5 per minute: the 6th answers 429 RATE_LIMITED — the
 *     per-address limit counted once for all processes (needs the shared limits on PostgreSQL);
 *  4. the marketplace budget: BUDGET below; N distinct searches of one site spread over both
 *     processes cannot finish faster than one shared budget allows, and the tokens granted to
 *     both processes (in the database) never exceed it in any interval (needs the shared budget).
 *
 * Usage (CI: .ci/run's proxy stage):
 *   bash scripts/ci/start-postgres.sh node --import tsx apps/web/e2e/cross-process.ts
 * Prints a line per check and `N passed, N failed`; writes {passed, failed} to E2E_REPORT when set.
 */

/**
 * The marketplace budget as the shared limits define it (ADR 0008): the ONE place to adjust.
 *  - MARKETPLACE_BUDGETS=`site=rate/burst` gives the site a token bucket shared by all processes
 *    (also in sandbox mode, as here);
 *  - `table` holds the buckets, `drawsTable` every granted token with its time;
 *  - `calls` distinct searches of `site` at once through the proxy must take at least
 *    (calls − burst) / rate seconds, and no interval of the granted tokens may hold more than
 *    burst + rate × its length.
 */
export const BUDGET = {
  table: 'marketplace_budgets',
  drawsTable: 'marketplace_budget_draws',
  site: 'rakuten',
  ratePerSecond: 2,
  burst: 2,
  calls: 14,
  search: (i: number) => `/api/rakuten/search?keyword=${encodeURIComponent(`kiem tra ngan sach ${i} ${Date.now()}`)}&__auto_translate_keyword=off`,
};
const budgetEnv = { MARKETPLACE_BUDGETS: `${BUDGET.site}=${BUDGET.ratePerSecond}/${BUDGET.burst}` };

/** max over i ≤ j of (j − i + 1) − burst − rate × (tⱼ − tᵢ): ≤ 0 when the budget held. */
function worstExcess(timesMs: number[], ratePerSecond: number, burst: number): number {
  let worst = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < timesMs.length; i++) {
    for (let j = i; j < timesMs.length; j++) {
      worst = Math.max(worst, j - i + 1 - burst - (ratePerSecond * (timesMs[j]! - timesMs[i]!)) / 1000);
    }
  }
  return worst;
}

const LOGIN_PER_ADDRESS_PER_MINUTE = 5;

process.env.E2E_STACK ??= 'proxy';

interface Answer {
  status: number;
  servedBy: string;
  body: { code?: string; message?: string };
}

let server: RunningServer | undefined;
async function call(method: string, path: string, options: { body?: unknown; address?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The CI proxy appends to X-Forwarded-For and the processes trust it: this is the client address.
  if (options.address) headers['x-forwarded-for'] = options.address;
  const response = await fetch(`${server!.baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // not JSON (the web app's HTML)
  }
  return { status: response.status, servedBy: response.headers.get('x-served-by') ?? '', body };
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const processesOf = () => new Set(server!.serverUrls!.map((url) => new URL(url).host));
function assertBothServed(answers: Answer[], what: string) {
  const served = new Set(answers.map((a) => a.servedBy));
  const missing = [...processesOf()].filter((p) => !served.has(p));
  assert(missing.length === 0, `${what}: not every process answered (answered: ${[...served].join(', ') || 'none'}; missing: ${missing.join(', ')})`);
}

const wrongLogin = (username: string, address: string) =>
  call('POST', '/api/login', { body: { username, password: 'Sai-mat-khau-99' }, address });

const checks: Array<{ name: string; run(): Promise<void> }> = [
  {
    name: 'nginx spreads requests round-robin over both processes (X-Served-By)',
    async run() {
      const answers: Answer[] = [];
      for (let i = 0; i < 8; i++) answers.push(await call('GET', '/api/health'));
      assert(answers.every((a) => a.status === 200), `health answered ${answers.map((a) => a.status).join(', ')}`);
      assert(processesOf().size === 2, `expected two processes, got ${server!.serverUrls!.join(', ')}`);
      assertBothServed(answers, 'GET /api/health ×8');
      const counts = [...processesOf()].map((p) => answers.filter((a) => a.servedBy === p).length);
      assert(counts.every((n) => n === 4), `round-robin should give 4 and 4, gave ${counts.join(' and ')}`);
    },
  },
  {
    name: 'one account, 6 wrong passwords over both processes: the 6th is refused (429) as with one process',
    async run() {
      const phone = uniquePhone();
      const signup = await call('POST', '/api/signup', { body: { phone, password: 'Ca-phe-sua-da-88', full_name: 'Khách Kiểm Thử' }, address: '198.51.100.10' });
      assert(signup.status === 200, `signup answered ${signup.status} ${JSON.stringify(signup.body)}`);
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++) answers.push(await wrongLogin(phone, '198.51.100.11'));
      assertBothServed(answers, 'the 6 logins');
      const statuses = answers.map((a) => a.status);
      assert(statuses.slice(0, 5).every((s) => s === 401), `the first five should answer 401 LOGIN_FAILED, answered ${statuses.join(', ')}`);
      // The account's lock-out (after five failures: 30 s) or, after the shared limits, possibly the
      // address limit first: both are 429 RATE_LIMITED in Vietnamese.
      const sixth = answers[5]!;
      const lockOut = Array.from({ length: 30 }, (_, i) => retryAfterMessage(i + 1));
      assert(
        sixth.status === 429 && sixth.body.code === 'RATE_LIMITED' && (lockOut.includes(sixth.body.message ?? '') || sixth.body.message === errorMessages.RATE_LIMITED),
        `the 6th should answer 429 RATE_LIMITED "${retryAfterMessage(30)}", answered ${sixth.status} ${JSON.stringify(sixth.body)}`,
      );
    },
  },
  {
    name: `one address, 6 logins to 6 accounts over both processes (LOGIN_RATE_LIMIT=${LOGIN_PER_ADDRESS_PER_MINUTE}): the 6th is refused (429) as with one process`,
    async run() {
      const answers: Answer[] = [];
      for (let i = 0; i < 6; i++) answers.push(await wrongLogin(uniquePhone(), '198.51.100.20'));
      assertBothServed(answers, 'the 6 logins');
      const statuses = answers.map((a) => a.status);
      assert(statuses.slice(0, 5).every((s) => s === 401), `the first five should answer 401, answered ${statuses.join(', ')}`);
      assert(
        answers[5]!.status === 429 && answers[5]!.body.code === 'RATE_LIMITED',
        `the 6th should answer 429 RATE_LIMITED, answered ${answers[5]!.status} ${JSON.stringify(answers[5]!.body)}: ` +
          'the per-address limit is counted per process (it is shared once the limits live in PostgreSQL)',
      );
    },
  },
  {
    name: `the ${BUDGET.site} budget (${BUDGET.ratePerSecond}/s, burst ${BUDGET.burst}) holds across both processes`,
    async run() {
      const client = new pg.Client({ connectionString: server!.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ t: string | null; d: string | null }>('select to_regclass($1)::text as t, to_regclass($2)::text as d', [
          BUDGET.table,
          BUDGET.drawsTable,
        ]);
        assert(rows[0]?.t && rows[0]?.d, `no tables ${BUDGET.table} and ${BUDGET.drawsTable}: the shared marketplace budget is not in this database (BUDGET in apps/web/e2e/cross-process.ts)`);
        const { rows: clock } = await client.query<{ ms: number }>('select (extract(epoch from now()) * 1000)::float8 as ms');
        const startedMs = clock[0]!.ms;
        const started = performance.now();
        const answers = await Promise.all(Array.from({ length: BUDGET.calls }, (_, i) => call('GET', BUDGET.search(i))));
        const seconds = (performance.now() - started) / 1000;
        assertBothServed(answers, `the ${BUDGET.calls} searches`);
        assert(answers.every((a) => a.status === 200), `the searches answered ${answers.map((a) => a.status).join(', ')}`);
        const { rows: draws } = await client.query<{ ms: number }>(
          `select (extract(epoch from at) * 1000)::float8 as ms from ${BUDGET.drawsTable} where site = $1 and at >= to_timestamp($2 / 1000.0) order by at, id`,
          [BUDGET.site, startedMs],
        );
        const times = draws.map((d) => Number(d.ms));
        const observed = times.length > 1 ? ((times.length - 1) * 1000) / (times.at(-1)! - times[0]!) : 0;
        console.log(`    observed: ${times.length} tokens for ${BUDGET.calls} searches in ${seconds.toFixed(1)} s; ${observed.toFixed(2)}/s between the first and last token`);
        assert(times.length >= BUDGET.calls, `${BUDGET.calls} searches drew only ${times.length} tokens of ${BUDGET.site}'s budget`);
        const excess = worstExcess(times, BUDGET.ratePerSecond, BUDGET.burst);
        assert(excess <= 1e-6, `some interval held ${excess.toFixed(2)} tokens more than burst + rate × its length`);
        // A busy machine only makes it slower; finishing sooner means the processes spent more than one budget.
        const least = (BUDGET.calls - BUDGET.burst) / BUDGET.ratePerSecond;
        assert(seconds >= least * 0.9, `${BUDGET.calls} calls took ${seconds.toFixed(1)} s; one shared budget needs at least ${least.toFixed(1)} s`);
      } finally {
        await client.end();
      }
    },
  },
];

let passed = 0;
let failed = 0;
try {
  server = await startServer({ LOGIN_RATE_LIMIT: String(LOGIN_PER_ADDRESS_PER_MINUTE), SIGNUP_RATE_LIMIT: '1000', ...budgetEnv });
  assert(server.serverUrls && server.databaseUrl, 'the checks need the proxy stack (E2E_STACK=proxy)');
  console.log(`cross-process checks through ${server.baseUrl} (${server.serverUrls.join(', ')})`);
  const only = process.argv[2];
  for (const check of checks.filter((c) => !only || c.name.includes(only))) {
    const started = Date.now();
    try {
      await check.run();
      passed += 1;
      console.log(`  ✓ ${check.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✗ ${check.name} (${Date.now() - started} ms)`);
      console.log(`    ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} catch (error) {
  failed += 1;
  console.log(`  ✗ the stack did not start: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await server?.stop();
}

if (process.env.E2E_REPORT) writeFileSync(process.env.E2E_REPORT, JSON.stringify({ passed, failed }));
console.log(`cross-process: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
