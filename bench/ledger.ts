/**
 * npm run bench:ledger — issue "Wallet", performance, on a real PostgreSQL:
 *  1. pgbench's built-in TPC-B-like run (`pgbench -i`, then `pgbench -c C -j J -T S`) on the server;
 *  2. wallet payments per second on the same server in the same run, with the same concurrency
 *     (C connections spread over J worker processes, as pgbench spreads them over J threads): many
 *     funded customers paying concurrently with the wallet module's `debit()` (target: at least
 *     half of pgbench's transactions per second), and the same through `createWallet(...).debit`,
 *     which routes use: the payment plus the customer's in-app notification;
 *  3. p50/p95/p99 latency of an HTTP payment on a real server process (`POST /api/user/activate/vip`,
 *     each customer once; `POST /api/transfer/refund` when VIP is not there), C requests in flight;
 *  then audits the ledger (every entry balanced, balances equal their postings, none negative).
 *
 * Uses DATABASE_URL (scratch databases are created on its server and dropped after; the role needs
 * CREATEDB), else starts a throwaway server with scripts/ci/start-postgres.sh. pgbench comes from
 * PG_BINDIR, `pg_config --bindir`, Debian's /usr/lib/postgresql/<version>/bin, or PATH.
 *
 * Usage: npm run bench:ledger [-- --seconds 10 --clients 8 --jobs 2 --scale 8 --customers 400 --samples 400]
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPostgres, type Database } from '../apps/server/src/platform/db.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { createPasswordlessUser } from '../apps/server/src/modules/account/index.ts';
import { inAppOnlyPreferences } from '../apps/server/src/modules/notifications/index.ts';
import { createWallet, credit, debit } from '../apps/server/src/modules/wallet/index.ts';
import { auditLedger, cleanAudit } from '../apps/server/src/test/ledger-audit.ts';
import { createScratchDatabase, requestJson, signToken, startServerProcess, type ScratchDatabase } from '../apps/server/src/test/multi-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '8' },
    jobs: { type: 'string', default: '2' },
    // pgbench's documentation: the scale should be at least the number of clients, or the run
    // mostly measures waiting on the branch rows' locks (a weaker baseline).
    scale: { type: 'string' },
    customers: { type: 'string', default: '400' },
    samples: { type: 'string', default: '400' },
    // Internal: this file also runs as a payment worker process.
    worker: { type: 'boolean', default: false },
  },
});

const PAYMENT_VND = 10_000;
const FUNDING_VND = 1_000_000_000;

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

// ---- payment worker (one per pgbench "thread") ----------------------------------------------

interface WorkerTask {
  url: string;
  mode: 'wallet' | 'ledger';
  connections: number;
  customerIds: string[];
  seconds: number;
  runId: string;
}
interface WorkerResult {
  payments: number;
  errors: string[];
  latenciesMs: number[];
}

async function runWorker(task: WorkerTask): Promise<WorkerResult> {
  const database = await openPostgres(task.url, { max: task.connections });
  const log = { error: (obj: unknown, msg?: string) => console.error(msg, obj) };
  // In-app only: in production the email copy is a pg-boss job sent later, not part of the payment.
  const wallet = createWallet(database.db, { preferences: inAppOnlyPreferences }, log);
  const pay = task.mode === 'wallet' ? wallet.debit : (m: Parameters<typeof debit>[1]) => debit(database.db, m);
  const result: WorkerResult = { payments: 0, errors: [], latenciesMs: [] };
  // Open every connection before the clock starts (pgbench also excludes connection time).
  await Promise.all(Array.from({ length: task.connections }, () => database.executeSql('select 1', [])));
  process.send!({ ready: true });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  const deadline = performance.now() + task.seconds * 1000;
  await Promise.all(
    Array.from({ length: task.connections }, async (_, client) => {
      // Each client pays for its own customers: many customers paying at once, as in production.
      const mine = task.customerIds.filter((_id, i) => i % task.connections === client);
      for (let n = 0; performance.now() < deadline; n += 1) {
        const started = performance.now();
        try {
          await pay({
            userId: mine[n % mine.length]!,
            amountVnd: PAYMENT_VND,
            idempotencyKey: `bench:${task.runId}:${process.pid}:${client}:${n}`,
            purpose: 'bench_payment',
            description: 'Thanh toán thử tải',
          });
          result.payments += 1;
          result.latenciesMs.push(performance.now() - started);
        } catch (error) {
          if (result.errors.length < 5) result.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  await database.close();
  return result;
}

// ---- the benchmark --------------------------------------------------------------------------

function findPgBin(name: string): string {
  const candidates: string[] = [];
  if (process.env.PG_BINDIR) candidates.push(process.env.PG_BINDIR);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  for (const dir of candidates) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  return name; // PATH
}

/** A throwaway server from scripts/ci/start-postgres.sh (its first stdout line is the URL). */
async function startTemporaryPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn('bash', [path.join(repoRoot, 'scripts/ci/start-postgres.sh')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`start-postgres.sh exited with ${code} before printing a URL`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM'); // its trap stops the server and deletes the data directory
      await exited;
    },
  };
}

async function runPgbench(url: string, options: { clients: number; jobs: number; seconds: number; scale: number }) {
  const pgbench = findPgBin('pgbench');
  execFileSync(pgbench, ['-i', '-q', '-s', String(options.scale), url], { stdio: ['ignore', 'ignore', 'pipe'] });
  const output = execFileSync(pgbench, ['-n', '-c', String(options.clients), '-j', String(options.jobs), '-T', String(options.seconds), url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  if (!tps) throw new Error(`could not read pgbench's tps from:\n${output}`);
  return { tps: Number(tps), latencyMs: Number(latency ?? 0) };
}

async function runPayments(url: string, mode: WorkerTask['mode'], customerIds: string[], options: { clients: number; jobs: number; seconds: number }) {
  const runId = `${mode}-${Date.now().toString(36)}`;
  const children = Array.from({ length: options.jobs }, () =>
    fork(fileURLToPath(import.meta.url), ['--worker'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const perJob = Math.ceil(options.clients / options.jobs);
  const results = children.map(
    (child) =>
      new Promise<WorkerResult>((resolve, reject) => {
        child.on('message', (message: { result?: WorkerResult }) => message.result && resolve(message.result));
        child.once('exit', (code) => reject(new Error(`payment worker exited with ${code}`)));
      }),
  );
  const ready = children.map((child) => new Promise<void>((resolve) => child.once('message', () => resolve())));
  children.forEach((child, j) => {
    const task: WorkerTask = {
      url,
      mode,
      connections: Math.min(perJob, options.clients - j * perJob),
      customerIds: customerIds.filter((_id, i) => i % options.jobs === j),
      seconds: options.seconds,
      runId,
    };
    child.send(task);
  });
  await Promise.all(ready);
  const started = performance.now();
  for (const child of children) child.send('go');
  const all = await Promise.all(results);
  const elapsed = (performance.now() - started) / 1000;
  const payments = all.reduce((sum, r) => sum + r.payments, 0);
  const latencies = all.flatMap((r) => r.latenciesMs);
  return {
    perSecond: payments / Math.min(elapsed, options.seconds + 1),
    payments,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: all.flatMap((r) => r.errors),
  };
}

async function createCustomers(database: Database, count: number, offset: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    // Distinct valid mobile numbers: 09x prefixes accepted by the phone rules.
    const phone = `096${String(offset + i).padStart(7, '0')}`;
    const user = await createPasswordlessUser(database.db, { phone, fullName: `Khách thử tải ${offset + i}`, source: 'bench' });
    if (!user) throw new Error(`could not create customer ${phone}`);
    ids.push(user.id);
  }
  // Fund them in parallel (the pool's connections), each once under its own key.
  for (let i = 0; i < ids.length; i += 16) {
    await Promise.all(
      ids.slice(i, i + 16).map((userId) =>
        credit(database.db, { userId, amountVnd: FUNDING_VND, idempotencyKey: `bench:fund:${userId}`, purpose: 'bank_transfer', description: 'Nạp tiền thử tải' }),
      ),
    );
  }
  return ids;
}

interface HttpPayment {
  label: string;
  latenciesMs: number[];
  failures: string[];
}

/** Which payment route the running server has (by its OpenAPI document). */
async function httpPaymentRoute(baseUrl: string): Promise<'vip' | 'withdrawal' | null> {
  const docs = await requestJson<{ paths?: Record<string, unknown> }>(baseUrl, 'GET', '/api/docs/json');
  const paths = docs.body.paths ?? {};
  if ('/api/user/activate/vip' in paths) return 'vip';
  if ('/api/transfer/refund' in paths && '/api/card' in paths) return 'withdrawal';
  return null;
}

async function measureHttpPayments(url: string, database: Database, options: { clients: number; samples: number }): Promise<HttpPayment | null> {
  const server = await startServerProcess({ databaseUrl: url });
  try {
    const route = await httpPaymentRoute(server.baseUrl);
    if (!route) return null;
    const customerIds = await createCustomers(database, options.samples, 500_000);
    const tokens = await Promise.all(customerIds.map((id) => signToken(database.db, id)));
    const failures: string[] = [];
    const latenciesMs: number[] = [];
    let label: string;
    let send: (i: number) => Promise<{ status: number; body: unknown }>;
    if (route === 'vip') {
      const levels = await requestJson<{ results?: Array<{ code: string; price_vnd: number }> }>(server.baseUrl, 'GET', '/api/level-vips');
      const paid = (levels.body.results ?? []).filter((l) => l.price_vnd > 0).sort((a, b) => a.price_vnd - b.price_vnd);
      if (!paid[0]) throw new Error(`GET /api/level-vips has no paid level: ${JSON.stringify(levels.body)}`);
      const level = paid[0].code;
      label = 'POST /api/user/activate/vip';
      send = (i) =>
        requestJson(server.baseUrl, 'POST', '/api/user/activate/vip', { token: tokens[i]!, body: { level, months: 1, request_id: `bench-vip-${i}` } });
    } else {
      // One card per customer (setup, not measured), then one withdrawal request each.
      const cards: string[] = [];
      for (const token of tokens) {
        const card = await requestJson<{ data?: { id?: string } }>(server.baseUrl, 'POST', '/api/card', {
          token,
          body: { card_no: '0011001234567', card_name: 'KHACH THU TAI', bank_no: '970436', bank_branch: 'Hà Nội' },
        });
        if (card.status !== 200 || !card.body.data?.id) throw new Error(`POST /api/card: ${card.status} ${JSON.stringify(card.body)}`);
        cards.push(card.body.data.id);
      }
      label = 'POST /api/transfer/refund (withdrawal request: a hold; no VIP route yet)';
      send = (i) => requestJson(server.baseUrl, 'POST', '/api/transfer/refund', { token: tokens[i]!, body: { card_id: cards[i], amount_vnd: 50_000 } });
    }
    // Warm-up on the first few customers (JIT, connection pool), not measured.
    const warm = Math.min(options.clients, Math.floor(options.samples / 10));
    await Promise.all(Array.from({ length: warm }, (_, i) => send(i)));
    let next = warm;
    await Promise.all(
      Array.from({ length: options.clients }, async () => {
        while (next < options.samples) {
          const i = next++;
          const started = performance.now();
          const response = await send(i);
          latenciesMs.push(performance.now() - started);
          if (response.status !== 200 && failures.length < 5) failures.push(`${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        }
      }),
    );
    return { label, latenciesMs, failures };
  } finally {
    await server.stop();
  }
}

async function main() {
  const seconds = Number(values.seconds);
  const clients = Number(values.clients);
  const jobs = Math.min(Number(values.jobs), clients);
  const scale = Number(values.scale ?? values.clients);
  const customerCount = Number(values.customers);
  const samples = Number(values.samples);

  const temporary = process.env.DATABASE_URL ? null : await startTemporaryPostgres();
  const serverUrl = process.env.DATABASE_URL ?? temporary!.url;
  const scratch: ScratchDatabase[] = [];
  try {
    const pgbenchDb = await createScratchDatabase(serverUrl, { prefix: 'kaimono_bench_pgbench' });
    scratch.push(pgbenchDb);
    const ledgerDb = await createScratchDatabase(serverUrl, { prefix: 'kaimono_bench_ledger' });
    scratch.push(ledgerDb);

    const database = await openPostgres(ledgerDb.url, { max: 16 });
    try {
      await database.migrate();
      await seedDatabase(database.db, { seedDemoData: false, catalogMode: 'sandbox' });
      const version = (await database.executeSql('show server_version', [])).rows[0]?.server_version;

      console.error(`bench:ledger: pgbench -i -s ${scale}, then ${seconds} s with ${clients} clients ...`);
      const pgbench = await runPgbench(pgbenchDb.url, { clients, jobs, seconds, scale });

      console.error(`bench:ledger: ${customerCount} funded customers, then ${seconds} s of payments per mode ...`);
      const customerIds = await createCustomers(database, customerCount, 0);
      await runPayments(ledgerDb.url, 'ledger', customerIds, { clients, jobs, seconds: Math.min(2, seconds) }); // warm-up
      const ledgerRun = await runPayments(ledgerDb.url, 'ledger', customerIds, { clients, jobs, seconds });
      const walletRun = await runPayments(ledgerDb.url, 'wallet', customerIds, { clients, jobs, seconds });

      console.error(`bench:ledger: ${samples} HTTP payments on a server process ...`);
      const http = await measureHttpPayments(ledgerDb.url, database, { clients, samples });
      const audit = await auditLedger(database);

      const fmt = (n: number) => n.toFixed(2);
      const ratio = ledgerRun.perSecond / pgbench.tps;
      console.log(`Ledger benchmark on PostgreSQL ${version} (${clients} clients over ${jobs} processes/threads, ${seconds} s per run)`);
      console.log(`  pgbench TPC-B (sort of), scale ${scale}            ${Math.round(pgbench.tps)} tps, average latency ${fmt(pgbench.latencyMs)} ms`);
      console.log(
        `  wallet payments, debit()                   ${Math.round(ledgerRun.perSecond)} payments/s over ${customerIds.length} customers, p50 ${fmt(ledgerRun.p50)} ms, p99 ${fmt(ledgerRun.p99)} ms, errors ${ledgerRun.errors.length}`,
      );
      console.log(`  payments / pgbench                         ${(ratio * 100).toFixed(0)} %  (target ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'MISSED'})`);
      console.log(
        `  debit() + in-app notification (as routes)  ${Math.round(walletRun.perSecond)} payments/s, p50 ${fmt(walletRun.p50)} ms, p99 ${fmt(walletRun.p99)} ms, errors ${walletRun.errors.length}`,
      );
      if (http) {
        console.log(
          `  ${http.label}: ${http.latenciesMs.length} requests, ${clients} in flight: p50 ${fmt(percentile(http.latenciesMs, 50))} ms, p95 ${fmt(percentile(http.latenciesMs, 95))} ms, p99 ${fmt(percentile(http.latenciesMs, 99))} ms, failures ${http.failures.length}`,
        );
      } else {
        console.log('  HTTP payment: the server has neither POST /api/user/activate/vip nor POST /api/transfer/refund yet: not measured');
      }
      const clean = JSON.stringify(audit) === JSON.stringify(cleanAudit);
      console.log(`  ledger audit after the run                 ${clean ? 'clean (balanced, no negative balance, balances = postings)' : `BROKEN ${JSON.stringify(audit)}`}`);
      for (const error of [...ledgerRun.errors, ...walletRun.errors, ...(http?.failures ?? [])]) console.log(`  error: ${error}`);
      if (!clean || walletRun.errors.length || ledgerRun.errors.length || http?.failures.length) process.exitCode = 1;
    } finally {
      await database.close();
    }
  } finally {
    for (const db of scratch) await db.drop().catch((error: unknown) => console.error(`could not drop ${db.name}:`, error));
    await temporary?.stop();
  }
}

if (values.worker) {
  process.once('message', (task: WorkerTask) => {
    runWorker(task).then(
      (result) => process.send!({ result }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
