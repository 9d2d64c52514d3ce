// The counter store of @fastify/rate-limit on PostgreSQL (ADR 0008): the per-address and per-account
// limits (login, sign-up, OTP, translate, uploads) count in one table every server process shares, so
// N processes limit as one. The plugin keeps the route hooks, headers and the Vietnamese 429 body;
// this store only counts.
//
// Fixed windows: the first hit of a key opens a window of `timeWindow` ms, later hits count in it,
// the first hit after it ends opens a new one. One statement per limited request (an upsert on the
// primary key), times from the database's clock so processes with skewed clocks agree.

import type { Database } from './db.ts';

/** What @fastify/rate-limit's `incr` answers. */
interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;

/** The route options @fastify/rate-limit hands to `child` (only what the store reads). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

const HIT = `
INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE LEAST(c.hits, 2000000000) + 1 END,
  window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000))::bigint AS ttl_ms`;

const READ = `
SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (window_ends_at - now())) * 1000))::bigint AS ttl_ms
FROM rate_limit_counters WHERE key = $1 AND window_ends_at > now()`;

/** One hit on `key` in a window of `timeWindowMs`: the hits in the current window and its ms left. */
export async function countHit(database: Database, key: string, timeWindowMs: number): Promise<Counted> {
  const { rows } = await database.executeSql(HIT, [key, timeWindowMs]);
  const row = rows[0] as { hits: number; ttl_ms: string | number };
  return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
}

/** Deletes counters whose window ended (and budget draws older than an hour). Cheap; idempotent. */
export async function sweepSharedLimits(database: Database): Promise<void> {
  await database.executeSql(`DELETE FROM rate_limit_counters WHERE window_ends_at < now() - interval '1 minute'`, []);
  await database.executeSql(`DELETE FROM marketplace_budget_draws WHERE at < now() - interval '1 hour'`, []);
}

/** Runs `sweepSharedLimits` at most once per `everyMs` per process, after a request, never awaited. */
export function opportunisticSweeper(database: Database, options: { everyMs?: number; onError?: (error: unknown) => void } = {}) {
  const everyMs = options.everyMs ?? 60_000;
  let last = Date.now();
  let running = false;
  return () => {
    const now = Date.now();
    if (running || now - last < everyMs) return;
    last = now;
    running = true;
    sweepSharedLimits(database)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  };
}

function routeName(params: RouteParams): string {
  const method = params.routeInfo?.method;
  const url = params.routeInfo?.url ?? '';
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${url}`.trim();
}

/**
 * A store class for `fastify.register(rateLimit, { store })`. Each limited route counts apart (as the
 * plugin's memory store does): the key is prefixed with the route's method and path.
 */
export function postgresRateLimitStore(database: Database, options: { afterHit?: () => void } = {}) {
  class PostgresRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly namespace = '',
    ) {}

    private keyOf(key: string): string {
      return this.namespace ? `${this.namespace}|${key}` : key;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(database, this.keyOf(key), timeWindow).then(
        (counted) => {
          options.afterHit?.();
          callback(null, counted);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      database.executeSql(READ, [this.keyOf(key)]).then(
        ({ rows }) => {
          const row = rows[0] as { hits: number; ttl_ms: string | number } | undefined;
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The plugin passes the route's merged limit options with `routeInfo` (its types say RouteOptions).
    child(routeParams: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(undefined, routeName(routeParams as RouteParams));
    }
  }
  return PostgresRateLimitStore;
}
