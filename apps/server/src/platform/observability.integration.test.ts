import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { buildApp } from '../app.ts';
import { createTestContext, signupCustomer, type TestContext } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { openPglite } from './db.ts';
import { startJobs } from './jobs.ts';
import { credit } from '../modules/wallet/index.ts';
import { sepayBody, sepayHeaders, walletServerEnv } from '../test/wallet-fixtures.ts';

/** /metrics, request ids in headers, bodies and log lines, and /api/ready. */

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const testEnv = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: 'data/test-unused',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SANDBOX_ITEMS_PER_SITE: '500',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: loadConfig({ ...testEnv, ...walletServerEnv, METRICS_TOKEN }) });
});
afterAll(async () => {
  await ctx.close();
});

const scrape = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
};

/** The value of one series (exact name with labels in Prometheus order), or 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('needs the token: 401 without, 403 with a wrong one, 404 when no token is configured', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'METRICS_TOKEN_REQUIRED', message: 'Cần mã truy cập (Authorization: Bearer …) để xem chỉ số giám sát.' });
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('kaimono_');

    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'METRICS_TOKEN_INVALID', message: 'Mã truy cập chỉ số giám sát không đúng.' });

    const off = await buildApp({ ...ctx.deps, config: loadConfig(testEnv) }, { logger: false, serveWeb: false });
    try {
      const disabled = await off.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(disabled.statusCode).toBe(404);
      expect(disabled.json()).toMatchObject({ code: 'METRICS_DISABLED', message: 'Trang chỉ số giám sát chưa được bật (cần đặt METRICS_TOKEN).' });
    } finally {
      await off.close();
    }
  });

  it('counts requests per route pattern with method and status class, and errors by code', async () => {
    const before = await scrape();
    const storeSeries = 'kaimono_http_request_duration_seconds_count{method="GET",route="/api/store",status_class="2xx"}';
    const unmatchedErrors = 'kaimono_http_errors_total{method="GET",route="(unmatched)",status="404",code="ROUTE_NOT_FOUND"}';
    for (let i = 0; i < 3; i += 1) expect((await ctx.app.inject({ method: 'GET', url: '/api/store' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route-12345' })).statusCode).toBe(404);
    const bid = await ctx.app.inject({ method: 'GET', url: '/api/bid/user/00000000-0000-4000-8000-000000000000' });
    expect(bid.statusCode).toBe(401);

    const after = await scrape();
    expect(valueOf(after, storeSeries) - valueOf(before, storeSeries)).toBe(3);
    expect(valueOf(after, unmatchedErrors) - valueOf(before, unmatchedErrors)).toBe(1);
    // The route pattern, not the URL: no id and no unknown path becomes a series of its own.
    expect(after).toContain('route="/api/bid/user/:id"');
    expect(after).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(after).not.toContain('no-such-route-12345');
    expect(after).toMatch(/kaimono_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/store",status_class="2xx"\} \d+/);
    // Default process metrics.
    expect(after).toContain('kaimono_process_resident_memory_bytes');
    expect(after).toContain('kaimono_nodejs_eventloop_lag_seconds');
  });

  it('counts marketplace calls per site with status and latency', async () => {
    const before = await scrape();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/mercari/search?keyword=camera' });
    expect(response.statusCode).toBe(200);
    const after = await scrape();
    const series = 'kaimono_marketplace_requests_total{site="mercari",status="200",result="ok"}';
    expect(valueOf(after, series) - valueOf(before, series)).toBeGreaterThanOrEqual(1);
    const latency = 'kaimono_marketplace_request_duration_seconds_count{site="mercari",result="ok"}';
    expect(valueOf(after, latency) - valueOf(before, latency)).toBeGreaterThanOrEqual(1);
  });

  it('counts failed logins', async () => {
    const customer = await signupCustomer(ctx.app);
    const before = valueOf(await scrape(), 'kaimono_login_failures_total{kind="password"}');
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.phone, password: 'Sai-mat-khau-99' } });
    expect(wrong.statusCode).toBe(401);
    expect(valueOf(await scrape(), 'kaimono_login_failures_total{kind="password"}') - before).toBe(1);
  });

  it('counts wallet entries (posted, replayed) and bank webhook deliveries by provider and outcome', async () => {
    const customer = await signupCustomer(ctx.app);
    const before = await scrape();
    const movement = { userId: customer.userId, amountVnd: 75_000, idempotencyKey: 'metrics:adjust', purpose: 'adjustment', description: 'Điều chỉnh thử', from: 'adjustments' as const };
    await credit(ctx.database.db, movement);
    await credit(ctx.database.db, movement);
    const credited = await ctx.app.inject({ method: 'POST', url: '/api/payments/bank-webhooks/sepay', headers: sepayHeaders, payload: sepayBody(9101, customer.phone, 120_000) });
    expect(credited.statusCode).toBe(200);
    const replayed = await ctx.app.inject({ method: 'POST', url: '/api/payments/bank-webhooks/sepay', headers: sepayHeaders, payload: sepayBody(9101, customer.phone, 120_000) });
    expect(replayed.statusCode).toBe(200);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/payments/bank-webhooks/sepay', headers: { authorization: 'Apikey wrong-key-wrong-key-0000' }, payload: sepayBody(9102, customer.phone, 1_000) });
    expect(refused.statusCode).toBe(401);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('kaimono_wallet_entries_total{kind="adjustment",result="posted"}')).toBe(1);
    expect(delta('kaimono_wallet_entries_total{kind="adjustment",result="replayed"}')).toBe(1);
    expect(delta('kaimono_wallet_entries_total{kind="topup",result="posted"}')).toBe(1);
    expect(delta('kaimono_bank_webhook_deliveries_total{provider="sepay",outcome="credited"}')).toBe(1);
    expect(delta('kaimono_bank_webhook_deliveries_total{provider="sepay",outcome="replayed"}')).toBe(1);
    expect(delta('kaimono_bank_webhook_deliveries_total{provider="sepay",outcome="unauthorized"}')).toBe(1);
  });

  it('reads the depth and age of every job queue at scrape time', async () => {
    let boss: PgBoss | null = null;
    try {
      boss = await startJobs(ctx.database, { info: () => undefined, error: () => undefined });
      await boss.createQueue('metrics-probe');
      const empty = await scrape();
      expect(valueOf(empty, 'kaimono_job_queue_depth{queue="metrics-probe",state="ready"}')).toBe(0);
      expect(empty).toContain('kaimono_job_queue_depth{queue="metrics-probe",state="ready"} 0');
      await boss.send('metrics-probe', { n: 1 });
      await boss.send('metrics-probe', { n: 2 });
      await boss.send('metrics-probe', { n: 3 }, { startAfter: 3600 });
      const full = await scrape();
      expect(valueOf(full, 'kaimono_job_queue_depth{queue="metrics-probe",state="ready"}')).toBe(2);
      expect(valueOf(full, 'kaimono_job_queue_depth{queue="metrics-probe",state="deferred"}')).toBe(1);
      expect(full).toMatch(/kaimono_job_queue_oldest_ready_seconds\{queue="metrics-probe"\} [0-9.e-]+/);
    } finally {
      await boss?.stop({ graceful: false, close: false, wait: true });
    }
  });
});

describe('request ids', () => {
  it('honours a valid incoming X-Request-Id in the header and the error body', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('edge-7f3a:42');
    expect(response.json()).toEqual({ success: false, code: 'ROUTE_NOT_FOUND', message: 'Không tìm thấy đường dẫn yêu cầu.', request_id: 'edge-7f3a:42' });
  });

  it('replaces an invalid id with a new one', async () => {
    for (const bad of ['has space', 'x'.repeat(129), '{"json":1}', 'bad\tid', '']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const a = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('puts request_id in every kind of error answer: 405, parser errors, validation, auth, bad URL', async () => {
    const cases = [
      await ctx.app.inject({ method: 'DELETE', url: '/api/store' }),
      await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username": ' }),
      await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: ['x'], password: 5 } }),
      await ctx.app.inject({ method: 'GET', url: '/api/session' }),
      await ctx.app.inject({ method: 'GET', url: '/api/auction/item/%FF' }),
      await ctx.app.inject({ method: 'GET', url: '/metrics' }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([405, 400, 400, 401, 400, 401]);
    for (const response of cases) {
      const id = response.headers['x-request-id'];
      expect(typeof id).toBe('string');
      expect(response.json()).toMatchObject({ success: false, request_id: id });
    }
  });

  it('writes the request id in log lines of module loggers (app.log) as well as request.log', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    const app = await buildApp(ctx.deps, { logger: { level: 'info', stream }, serveWeb: false });
    // A service that was handed the root logger once (as module contexts are), logging later.
    const moduleLog = app.log;
    app.get('/api/test-log', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      moduleLog.info({ probe: true }, 'service line');
      return { ok: true };
    });
    await app.ready();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-log', headers: { 'x-request-id': 'trace-abc-123' } });
      expect(response.statusCode).toBe(200);
      const service = lines.find((l) => l.probe === true);
      expect(service?.reqId).toBe('trace-abc-123');
      const completed = lines.filter((l) => l.msg === 'request completed');
      expect(completed.at(-1)?.reqId).toBe('trace-abc-123');
      // Each line names the request once (request.log has it bound; the mixin does not add it twice).
      expect(JSON.stringify(lines).match(/"reqId"/g)?.length).toBe(lines.filter((l) => l.reqId).length);
      // Outside a request: no id.
      moduleLog.info({ probe: 'outside' }, 'startup line');
      expect(lines.find((l) => l.probe === 'outside')?.reqId).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers, every migration is applied and jobs are off or running', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: ctx.database.kind, checks: { database: 'ok', migrations: 'ok', jobs: 'disabled' } });

    const boss = await startJobs(ctx.database, { info: () => undefined, error: () => undefined });
    const app = await buildApp({ ...ctx.deps, config: loadConfig({ ...testEnv, JOBS_ENABLED: 'true' }), boss }, { logger: false, serveWeb: false });
    try {
      const running = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(running.statusCode).toBe(200);
      expect(running.json().checks).toEqual({ database: 'ok', migrations: 'ok', jobs: 'ok' });
      await boss.stop({ graceful: false, close: false, wait: true });
      const stopped = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({
        success: false,
        code: 'NOT_READY',
        message: 'Máy chủ chưa sẵn sàng: hàng đợi công việc (pg-boss) không chạy.',
        failed: ['jobs'],
        checks: { database: 'ok', migrations: 'ok', jobs: 'failed' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the check when migrations are missing or the database is gone', async () => {
    const bare = await openPglite();
    const app = await buildApp({ ...ctx.deps, database: bare }, { logger: false, serveWeb: false });
    try {
      const unmigrated = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(unmigrated.statusCode).toBe(503);
      expect(unmigrated.json()).toMatchObject({
        code: 'NOT_READY',
        message: 'Máy chủ chưa sẵn sàng: cơ sở dữ liệu chưa được cập nhật đủ (migration).',
        failed: ['migrations'],
        request_id: unmigrated.headers['x-request-id'],
      });
      await bare.close();
      const gone = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ failed: ['database', 'migrations'], checks: { database: 'failed', migrations: 'failed', jobs: 'disabled' } });
      expect(gone.json().message).toContain('cơ sở dữ liệu không trả lời');
      // Liveness is a different question, answered on its own.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
