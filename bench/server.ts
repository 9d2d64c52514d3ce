/**
 * npm run bench:server — issue "Fast pages" §3: the production server's start-up and memory.
 *
 * Builds what is stale (scripts/build.mjs --if-stale), starts `node apps/server/dist/main.js` on a
 * fresh data directory (embedded database, sandbox catalog, jobs on: as `npm start` runs it), and
 * prints:
 *   - start-up: wall time from spawn to the first 200 of /api/health, and the CPU time the process
 *     used until then (wall time depends on how busy the machine is; CPU time much less);
 *   - idle RSS after settling (median of the last samples of the settle period);
 *   - peak RSS under a short load (autocannon over catalog pages: searches, items, the home and
 *     search pages as HTML), sampled every 100 ms, alone and with the title worker's process
 *     (kuromoji, started by the first new titles), and VmHWM (the server's lifetime peak);
 *   - RSS after the load once the title worker's idle time has passed (TRANSLATE_SEGMENTER_IDLE_MS,
 *     10 s here) and its process has ended;
 *   - PGlite's share: a separate process that only opens the embedded database the same way
 *     (template, settings, migrations) and reports its RSS growth.
 * Targets: start-up ≤ 5 s, idle RSS ≤ 300 MB.
 *
 * Usage: npm run bench:server [-- --source] [--seconds 10] [--connections 10] [--settle 20]
 *   --source   the TypeScript sources through tsx instead of the bundle (the "before" figures)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../apps/web/e2e/harness.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    source: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    settle: { type: 'string', default: '20' },
  },
});
const loadSeconds = Number(values.seconds);
const connections = Number(values.connections);
const settleSeconds = Number(values.settle);
const WORKER_IDLE_MS = 10_000;

const mib = (bytes: number) => `${Math.round(bytes / 1048576)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function procStatus(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The process's direct children (the title worker, ADR 0012). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** RSS of the children (0 when there are none or they just ended). */
function childrenRss(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => {
    try {
      return sum + procStatus(child).rss;
    } catch {
      return sum;
    }
  }, 0);
}

/** User + system CPU time of a process, in ms (clock ticks of /proc/<pid>/stat, 100 a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

// ---- build ------------------------------------------------------------------------------------
const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', ...(values.source ? ['--web'] : [])], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the build failed');

// ---- start ------------------------------------------------------------------------------------
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kaimono-bench-server-'));
const args = values.source ? ['--enable-source-maps', '--import', 'tsx', 'apps/server/src/main.ts'] : ['--enable-source-maps', '--max-semi-space-size=4', 'apps/server/dist/main.js'];
const started = performance.now();
const child = spawn(process.execPath, args, {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRANSLATE_SEGMENTER_IDLE_MS: String(WORKER_IDLE_MS) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = child.pid!;
const base = `http://127.0.0.1:${port}`;
try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('no healthy /api/health in 120 s');
    await sleep(25);
  }
  const startupMs = performance.now() - started;
  const startupCpuMs = cpuMs(pid);
  const startupPeak = procStatus(pid).hwm;

  // ---- idle -----------------------------------------------------------------------------------
  const idleSamples: number[] = [];
  for (let s = 0; s < settleSeconds; s += 1) {
    await sleep(1000);
    idleSamples.push(procStatus(pid).rss);
  }
  const idleRss = median(idleSamples.slice(-5));

  // ---- load -----------------------------------------------------------------------------------
  const search = (await (await fetch(`${base}/api/mercari/search?keyword=${encodeURIComponent('ナイキ')}`)).json()) as { products?: { code: string }[] };
  const codes = (search.products ?? []).map((i) => i.code).slice(0, 8);
  const keywords = ['ナイキ', 'ポケモン', 'セイコー', 'ワンピース', 'ガンダム', 'シャネル', 'カメラ', 'スニーカー'];
  const paths = [
    ...keywords.flatMap((k) => [`/api/mercari/search?keyword=${encodeURIComponent(k)}`, `/api/rakuten/search?keyword=${encodeURIComponent(k)}`, `/api/paypay/search?keyword=${encodeURIComponent(k)}`]),
    ...codes.map((code) => `/api/mercari/item/${code}`),
    '/',
    `/mercari/search?keyword=${encodeURIComponent('ナイキ')}`,
    ...codes.slice(0, 2).map((code) => `/mercari/item/${code}`),
    '/api/health',
  ];
  let peak = 0;
  let peakWithWorker = 0;
  const sampler = setInterval(() => {
    const rss = procStatus(pid).rss;
    peak = Math.max(peak, rss);
    peakWithWorker = Math.max(peakWithWorker, rss + childrenRss(pid));
  }, 100);
  const load = await autocannon({
    url: base,
    connections,
    duration: loadSeconds,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  clearInterval(sampler);
  peak = Math.max(peak, procStatus(pid).rss);
  const afterLoad = procStatus(pid);

  // ---- after the load: the title worker ends after its idle time ------------------------------
  await sleep(WORKER_IDLE_MS + 5_000);
  const afterIdle = procStatus(pid).rss;
  const workerLeft = childrenOf(pid).length;

  // ---- PGlite alone ---------------------------------------------------------------------------
  const share = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/server-pglite.ts', values.source ? '--source' : '--bundle'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const pglite = /PGLITE (\{.*\})/.exec(share.stdout)?.[1];
  const pgliteFigures = pglite ? (JSON.parse(pglite) as { openMs: number; rssBefore: number; rssAfter: number }) : null;

  console.log(`\nnpm run bench:server (${values.source ? 'sources through tsx' : 'built server, apps/server/dist'}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`);
  console.log(`  start-up to healthy /api/health: ${(startupMs / 1000).toFixed(2)} s wall, ${(startupCpuMs / 1000).toFixed(2)} s CPU (target ≤ 5 s); peak during start-up ${mib(startupPeak)}`);
  console.log(`  idle RSS after ${settleSeconds} s: ${mib(idleRss)} (target ≤ 300 MB)`);
  console.log(
    `  under load (${loadSeconds} s, ${connections} connections, ${paths.length} catalog paths: ${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, ${load.errors + load.non2xx} errors): peak RSS ${mib(peak)} (with the title worker process: ${mib(peakWithWorker)}), VmHWM ${mib(afterLoad.hwm)}`,
  );
  console.log(`  RSS ${(WORKER_IDLE_MS + 5_000) / 1000} s after the load (the title worker ends after ${WORKER_IDLE_MS / 1000} s idle; ${workerLeft ? 'still running' : 'ended'}): ${mib(afterIdle)}`);
  if (pgliteFigures) {
    console.log(`  PGlite alone (template + settings + migrations, separate process): +${mib(pgliteFigures.rssAfter - pgliteFigures.rssBefore)} RSS, opened in ${pgliteFigures.openMs} ms`);
  } else {
    console.log(`  PGlite alone: not measured (${share.stderr.trim().split('\n').at(-1) ?? 'no output'})`);
  }
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
