import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamEvent } from '@kaimono/marketplaces';
import type { Database } from './db.ts';

/**
 * The process's Prometheus metrics (prom-client), served at `GET /metrics` (system module).
 *
 * One registry per PROCESS: each server process counts what it did and is scraped on its own
 * (Prometheus adds the processes up with `sum by (...)`). Nothing here is shared between
 * processes, and nothing here is needed for correctness (architecture rule 8 is about state).
 * Label values are always from small fixed sets (route patterns, not URLs; status classes;
 * site codes; outcome names), so a scanner cannot blow up the series count.
 *
 * Modules record through the named functions below (`metrics.loginFailure('password')`, …);
 * only this file knows metric names.
 */

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'kaimono_' });

// Seconds. HTTP answers from 1 ms to 10 s; marketplaces from 10 ms to 30 s; snipe delays ±.
const httpBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const upstreamBuckets = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30];
const snipeBuckets = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

const httpDuration = new Histogram({
  name: 'kaimono_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status class (its _count is the request rate).',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: httpBuckets,
  registers: [registry],
});
const httpErrors = new Counter({
  name: 'kaimono_http_errors_total',
  help: 'Error answers (status >= 400) by route pattern, method, status and error code.',
  labelNames: ['method', 'route', 'status', 'code'] as const,
  registers: [registry],
});
const upstreamRequests = new Counter({
  name: 'kaimono_marketplace_requests_total',
  help: 'Marketplace HTTP attempts by site, HTTP status (or none) and result (ok or the failure kind).',
  labelNames: ['site', 'status', 'result'] as const,
  registers: [registry],
});
const upstreamDuration = new Histogram({
  name: 'kaimono_marketplace_request_duration_seconds',
  help: 'Time of marketplace HTTP attempts that reached the network, by site and result.',
  labelNames: ['site', 'result'] as const,
  buckets: upstreamBuckets,
  registers: [registry],
});
const upstreamCacheHits = new Counter({
  name: 'kaimono_marketplace_cache_hits_total',
  help: 'Marketplace requests answered from the response cache or by joining an identical request in flight.',
  labelNames: ['site'] as const,
  registers: [registry],
});
const upstreamBudget = new Counter({
  name: 'kaimono_marketplace_budget_total',
  help: 'Draws from the per-marketplace request budget: granted or denied.',
  labelNames: ['site', 'outcome'] as const,
  registers: [registry],
});
const queueDepth = new Gauge({
  name: 'kaimono_job_queue_depth',
  help: 'Jobs per pg-boss queue and state (ready = waiting to be taken now; deferred = start later), read at scrape time.',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});
const queueAge = new Gauge({
  name: 'kaimono_job_queue_oldest_ready_seconds',
  help: 'How long the oldest ready job of each queue has been waiting past its start time (0 when none), read at scrape time.',
  labelNames: ['queue'] as const,
  registers: [registry],
});
const queueScrapeErrors = new Counter({
  name: 'kaimono_job_queue_scrape_errors_total',
  help: 'Scrapes whose job queue figures could not be read from the database.',
  registers: [registry],
});
const snipesFired = new Counter({
  name: 'kaimono_snipes_fired_total',
  help: 'Snipe bids sent to the auction by this process, by site and the bid state after the answer.',
  labelNames: ['site', 'outcome'] as const,
  registers: [registry],
});
const snipeDelay = new Histogram({
  name: 'kaimono_snipe_fire_delay_seconds',
  help: 'How late a snipe was sent after its planned time (end - lead); early sends count as 0.',
  labelNames: ['site'] as const,
  buckets: snipeBuckets,
  registers: [registry],
});
const walletEntries = new Counter({
  name: 'kaimono_wallet_entries_total',
  help: 'Ledger entries posted by kind (result=replayed: the idempotency key was already used, nothing moved).',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});
const bankWebhooks = new Counter({
  name: 'kaimono_bank_webhook_deliveries_total',
  help: 'Bank webhook transactions by provider and outcome (credited, unmatched, duplicate, replayed, ignored, unauthorized).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});
const loginFailures = new Counter({
  name: 'kaimono_login_failures_total',
  help: 'Failed logins by kind (password, otp).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The error code of an answer, noted by the error paths (errors.ts, edges.ts) for the error counter. */
const errorCodes = new WeakMap<FastifyRequest, string>();

export const metrics = {
  registry,

  /** One HTTP answer. `route` is the route pattern (`/api/bid/{id}`), never the raw URL. */
  httpRequest(method: string, route: string, status: number, seconds: number, code?: string): void {
    httpDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
    if (status >= 400) httpErrors.inc({ method, route, status: String(status), code: code ?? 'none' });
  },

  /** The marketplaces' `onUpstream` hook (packages/marketplaces calls it once per attempt and cache hit). */
  upstream(event: UpstreamEvent): void {
    if (event.cached) {
      upstreamCacheHits.inc({ site: event.site });
      return;
    }
    const result = event.error ?? 'ok';
    upstreamRequests.inc({ site: event.site, status: event.status === null ? 'none' : String(event.status), result });
    // A request refused by our own spacing never reached the network: no latency to record.
    if (!(event.error === 'rate_limited' && event.status === null)) upstreamDuration.observe({ site: event.site, result }, event.ms / 1000);
  },

  /** The per-marketplace request budget's hook (shared limits): one call per draw. */
  marketplaceBudget(site: string, outcome: 'granted' | 'denied'): void {
    upstreamBudget.inc({ site, outcome });
  },

  /** A snipe sent by this process: its delay after the planned time, and the bid's state after. */
  snipeFired(site: string, delayMs: number, outcome: string): void {
    snipesFired.inc({ site, outcome });
    snipeDelay.observe({ site }, Math.max(0, delayMs) / 1000);
  },

  walletEntry(kind: string, replayed: boolean): void {
    walletEntries.inc({ kind, result: replayed ? 'replayed' : 'posted' });
  },

  bankWebhook(provider: 'sepay' | 'casso', outcome: string): void {
    bankWebhooks.inc({ provider, outcome });
  },

  loginFailure(kind: 'password' | 'otp'): void {
    loginFailures.inc({ kind });
  },

  /** Notes the error code of the answer being sent (counted per code when the answer is done). */
  noteErrorCode(request: FastifyRequest, code: string): void {
    errorCodes.set(request, code);
  },

  /**
   * Reads the depth and age of every pg-boss queue (pg-boss 10's `pgboss.queue` and `pgboss.job`
   * tables) into the gauges; called by the /metrics route before rendering. A failed read is
   * counted and leaves the gauges empty rather than failing the scrape.
   */
  async readJobQueues(database: Pick<Database, 'executeSql'>): Promise<void> {
    queueDepth.reset();
    queueAge.reset();
    let rows: Record<string, unknown>[];
    try {
      ({ rows } = await database.executeSql(
        `select q.name as queue,
                count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now()) as ready,
                count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now()) as deferred,
                count(j.id) filter (where j.state = 'active') as active,
                coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0) as oldest_ready_seconds
           from pgboss.queue q
           left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
          group by q.name`,
        [],
      ));
    } catch {
      queueScrapeErrors.inc();
      return;
    }
    for (const row of rows) {
      const queue = String(row.queue);
      for (const state of ['ready', 'deferred', 'active'] as const) queueDepth.set({ queue, state }, Number(row[state] ?? 0));
      queueAge.set({ queue }, Number(row.oldest_ready_seconds ?? 0));
    }
  },
};

/** Records every HTTP answer of the app (onResponse: after the answer was sent). */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern Fastify matched; no route (404 / 405) is one series, not one per URL.
    const route = request.routeOptions.url ?? '(unmatched)';
    // Node's clock: the elapsed time of the reply (from onRequest).
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000, errorCodes.get(request));
  });
}

/** Constant-time comparison of a presented bearer token with the configured one. */
export function tokenMatches(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
