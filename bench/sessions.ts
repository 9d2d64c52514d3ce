/**
 * npm run bench:sessions — issue 13 §1: what checking a login session costs.
 * The real server (child process, embedded database, sandbox, as bench:catalog starts it); the demo
 * customer logs in once, then `connections` clients each send `GET /api/session` with the Bearer
 * token one after another on a keep-alive connection for `seconds`; every request's time is taken
 * on the client. `GET /api/health` (no token, no database) is measured the same way in the same run
 * as the floor of this machine at that moment. Prints p50/p95/p99 and requests per second.
 * Usage: npm run bench:sessions [-- --seconds 10 --connections 10]
 */
import { Agent, request as httpRequest } from 'node:http';
import { parseArgs } from 'node:util';
import { startServer } from '../apps/web/e2e/harness.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const DEMO = { username: '0912345678', password: 'Sakura-Hanoi-2026' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function call(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

async function measure(url: string, headers: Record<string, string>) {
  const target = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const status = await call(agent, target, headers);
        times.push(performance.now() - started);
        if (status !== 200) failures += 1;
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

const server = await startServer({ JOBS_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000' });
try {
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'bench-sessions' },
    body: JSON.stringify(DEMO),
  });
  const token = ((await login.json()) as { access?: { token?: string } }).access?.token;
  if (!token) throw new Error(`login failed: ${login.status}`);
  const auth = { authorization: `Bearer ${token}`, 'user-agent': 'bench-sessions' };
  const check = await fetch(`${server.baseUrl}/api/session`, { headers: auth });
  if (check.status !== 200) throw new Error(`GET /api/session answered ${check.status}`);

  // Warm-up (JIT, connection pool), then the two measured runs.
  await measure(`${server.baseUrl}/api/session`, auth);
  const health = await measure(`${server.baseUrl}/api/health`, {});
  const session = await measure(`${server.baseUrl}/api/session`, auth);

  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(`\n${connections} connections × ${seconds} s each, keep-alive; times on the client`);
  for (const [name, r] of [
    ['GET /api/health (floor)', health],
    ['GET /api/session (Bearer)', session],
  ] as const) {
    console.log(
      `${name.padEnd(28)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  ${String(r.rps).padStart(6)} req/s  (${r.requests} requests, ${r.failures} not 200)`,
    );
  }
  if (session.failures > 0 || health.failures > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
