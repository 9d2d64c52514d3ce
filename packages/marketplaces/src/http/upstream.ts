// The upstream HTTP layer every adapter uses. One client per site:
//
// - per-attempt time-out (default 8 s)                                 -> UpstreamError 'timeout'
// - retries with exponential back-off and jitter on network errors,
//   HTTP 429 and 5xx (at most 2 retries; never on other 4xx)           -> 'unreachable' / 'rate_limited' / 'bad_status'
// - other 4xx, not retried: 401/403/407 (our credentials)              -> 'bad_status'
//   400/404/422 … (the site refused the query: bad category, parameter) -> 'rejected'
// - the site's request spacing (rate-limiter.ts)                        -> 'rate_limited' when the queue is too long
// - a request budget shared by every process (budget.ts, optional)      -> 'rate_limited' when no token
//   comes within maxQueueWaitMs
// - a TTL + LRU cache keyed by method + URL + body (cache.ts), and coalescing of identical
//   requests in flight: ten buyers opening the same item cause one upstream call
// - a logging hook `onUpstream` called once per attempt and per cache hit
// - the caller's AbortSignal                                            -> 'aborted'
//
// Whatever goes wrong, the caller gets an UpstreamError naming site, (masked) url and kind; raw
// errors never leak. Credentials in query strings (appid, applicationId, accessKey, affiliate ids)
// are masked in every URL that leaves this module (errors, log events).
//
// Proxy: the layer takes any `fetch`. For live mode behind a proxy, build one with
// `createProxyFetch` (proxy.ts), which uses undici's ProxyAgent when undici can be imported.

import { failureOfClientStatus, UpstreamError, type FetchLike, type UpstreamFailure } from '../model.ts';
import type { SiteCode } from '../sites.ts';
import { TtlLruCache } from './cache.ts';
import { systemClock, type Clock } from './clock.ts';
import { MinIntervalLimiter, WaitTooLongError } from './rate-limiter.ts';
import type { RequestBudget } from './budget.ts';

export interface HttpPolicy {
  /** Time-out of one attempt, headers and body included (default 8,000 ms). */
  timeoutMs: number;
  /** Retries after the first attempt (default 2). */
  retries: number;
  /** First back-off delay; doubles per retry, with jitter (default 400 ms). */
  backoffBaseMs: number;
  /** Longest back-off delay, also the cap on a Retry-After header (default 8,000 ms). */
  backoffMaxMs: number;
  /** Minimum interval between two request starts to this site (0 = none; sandbox mode). */
  minIntervalMs: number;
  /** A request whose slot is further away than this fails with 'rate_limited' instead of queueing. */
  maxQueueWaitMs: number;
  /** Retry an attempt that timed out (default false: the buyer would wait 3 x timeoutMs). */
  retryOnTimeout: boolean;
  /** Bodies longer than this many characters are refused as 'bad_format' (default 5 million). */
  maxBodyChars: number;
}

export const defaultHttpPolicy: HttpPolicy = {
  timeoutMs: 8000,
  retries: 2,
  backoffBaseMs: 400,
  backoffMaxMs: 8000,
  minIntervalMs: 0,
  maxQueueWaitMs: 90_000,
  retryOnTimeout: false,
  maxBodyChars: 5_000_000,
};

/** One line for the logs: one per attempt, and one per answer from cache or from a shared request. */
export interface UpstreamEvent {
  site: SiteCode;
  method: string;
  /** Masked: credentials replaced by `***`. */
  url: string;
  /** HTTP status, or null when no answer came (time-out, network error, cache). */
  status: number | null;
  ms: number;
  /** Answered from the cache or by joining an identical request already in flight. */
  cached: boolean;
  attempt: number;
  error: UpstreamFailure | null;
}

export interface CachedResponse {
  status: number;
  body: string;
  contentType: string | null;
  url: string;
}

export type ResponseCache = TtlLruCache<CachedResponse>;

export function createResponseCache(options?: ConstructorParameters<typeof TtlLruCache>[0]): ResponseCache {
  return new TtlLruCache<CachedResponse>(options);
}

export interface UpstreamRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Headers computed again before every attempt (a Mercari DPoP proof is valid for one request). */
  signHeaders?: () => Record<string, string>;
  body?: string;
  /** Cache the answer this long (0 or absent = no cache). */
  ttlMs?: number;
  /** Cache key instead of method + URL + body (e.g. a body without its random session id). */
  cacheKey?: string;
  /**
   * Non-2xx statuses to hand back to the adapter instead of failing, e.g. 404 for "item gone" or
   * 400 for an error body the adapter reads. 429 and 5xx are always retried first.
   */
  acceptStatus?: (status: number) => boolean;
}

export interface UpstreamResponse extends CachedResponse {
  cached: boolean;
}

export interface UpstreamClientOptions {
  site: SiteCode;
  fetch: FetchLike;
  policy?: Partial<HttpPolicy>;
  /** Shared cache; null disables caching. Default: a private cache. */
  cache?: ResponseCache | null;
  clock?: Clock;
  /** Random number in [0, 1) for jitter (injectable for tests). */
  random?: () => number;
  onUpstream?: (event: UpstreamEvent) => void;
  /** Headers sent on every request (User-Agent, Accept-Language ...); request headers win. */
  defaultHeaders?: Record<string, string>;
  /**
   * The site's budget shared by every server process (budget.ts): each attempt takes a token after
   * this process's own spacing; with none left it waits for one up to maxQueueWaitMs, then fails
   * 'rate_limited'. Absent: only this process's spacing applies.
   */
  budget?: RequestBudget;
}

export interface UpstreamClient {
  readonly site: SiteCode;
  readonly policy: Readonly<HttpPolicy>;
  request(request: UpstreamRequest, signal?: AbortSignal): Promise<UpstreamResponse>;
}

const SECRET_PARAMS = new Set(['appid', 'applicationid', 'accesskey', 'affiliateid', 'affiliate_id', 'access_key', 'key']);

/** The URL with credential-like query values replaced by `***`, for errors and logs. */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  let changed = false;
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      parsed.searchParams.set(name, '***');
      changed = true;
    }
  }
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
    changed = true;
  }
  return changed ? parsed.toString() : url;
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isFinite(date) ? Math.max(0, date - nowMs) : null;
}

class AttemptTimeout extends Error {}

/** Rejects when the signal aborts, so a fetch (or body read) that ignores its signal cannot hang us. */
function raceSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const site = options.site;
  const policy: HttpPolicy = { ...defaultHttpPolicy, ...options.policy };
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const cache = options.cache === undefined ? createResponseCache({ now: () => clock.now() }) : options.cache;
  const limiter = new MinIntervalLimiter(policy.minIntervalMs, clock, policy.maxQueueWaitMs);
  const inFlight = new Map<string, Promise<UpstreamResponse>>();
  // Durations on the clock's sub-millisecond monotonic time when it has one (see Clock.monotonic).
  const elapsed = clock.monotonic ? () => clock.monotonic!() : () => clock.now();

  const emit = (event: Omit<UpstreamEvent, 'site'>) => {
    if (!options.onUpstream) return;
    try {
      options.onUpstream({ site, ...event });
    } catch {
      // A broken logger must not break catalog requests.
    }
  };

  const fail = (url: string, failure: UpstreamFailure, message: string, status?: number, cause?: unknown, retryAfterMs?: number) =>
    new UpstreamError(site, url, failure, `${site}: ${message}`, status, { cause, retryAfterMs });

  const backoff = (retry: number): number => {
    const ceiling = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** retry);
    // "Equal jitter": half fixed, half random, so retries of many clients spread out.
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
  };

  /** Waits for a token of the shared budget until `deadline`; throws WaitTooLongError when none comes in time. */
  async function takeBudget(budget: RequestBudget, deadline: number): Promise<void> {
    for (;;) {
      const draw = await budget.draw(site);
      if (draw.granted) return;
      const now = clock.now();
      if (now + draw.retryInMs > deadline) throw new WaitTooLongError(draw.retryInMs);
      await clock.sleep(draw.retryInMs);
    }
  }

  async function perform(request: UpstreamRequest, method: string, masked: string, key: string, ttlMs: number) {
    const accept = request.acceptStatus ?? (() => false);
    let lastError: UpstreamError | undefined;

    for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
      try {
        const deadline = clock.now() + policy.maxQueueWaitMs;
        await limiter.acquire();
        if (options.budget) await takeBudget(options.budget, deadline);
      } catch (error) {
        const waitMs = error instanceof WaitTooLongError ? error.waitMs : undefined;
        emit({ method, url: masked, status: null, ms: 0, cached: false, attempt, error: 'rate_limited' });
        throw fail(masked, 'rate_limited', `request queue too long (next slot in ${waitMs ?? '?'} ms)`, undefined, error, waitMs);
      }

      let started = elapsed();
      // A timer cleared when the attempt ends, not AbortSignal.timeout: that one keeps its timer and
      // signal alive for the whole time-out after the answer came, for every request.
      const attemptTimeout = new AbortController();
      const timer = setTimeout(() => attemptTimeout.abort(new DOMException(`no answer within ${policy.timeoutMs} ms`, 'TimeoutError')), policy.timeoutMs);
      timer.unref?.();
      const timeout = attemptTimeout.signal;
      let status: number | null = null;
      let retryDelay: number;
      try {
        const headers = { ...options.defaultHeaders, ...request.headers, ...request.signHeaders?.() };
        // Headers (a DPoP proof is signed here) are our own work: `ms` is the upstream's time only.
        started = elapsed();
        const init: RequestInit = { method, headers, signal: timeout, redirect: 'follow' };
        if (request.body !== undefined) init.body = request.body;
        const response = await raceSignal(options.fetch(request.url, init), timeout);
        status = response.status;
        const body = await raceSignal(response.text(), timeout);
        const ms = elapsed() - started;
        if (body.length > policy.maxBodyChars) {
          emit({ method, url: masked, status, ms, cached: false, attempt, error: 'bad_format' });
          throw fail(masked, 'bad_format', `answer too large (${body.length} characters)`, status);
        }
        const result: CachedResponse = {
          status,
          body,
          contentType: response.headers.get('content-type'),
          url: request.url,
        };
        if (response.ok || (accept(status) && status !== 429 && status < 500)) {
          emit({ method, url: masked, status, ms, cached: false, attempt, error: null });
          if (cache && ttlMs > 0 && (response.ok || status === 404)) cache.set(key, result, ttlMs, body.length);
          return { ...result, cached: false };
        }
        if (status === 429) {
          const retryAfter = parseRetryAfter(response.headers.get('retry-after'), clock.now());
          emit({ method, url: masked, status, ms, cached: false, attempt, error: 'rate_limited' });
          lastError = fail(masked, 'rate_limited', 'HTTP 429 (too many requests)', status, undefined, retryAfter ?? undefined);
          retryDelay = retryAfter === null ? backoff(attempt) : Math.min(policy.backoffMaxMs, Math.max(retryAfter, backoff(attempt)));
        } else if (status >= 500) {
          emit({ method, url: masked, status, ms, cached: false, attempt, error: 'bad_status' });
          lastError = fail(masked, 'bad_status', `HTTP ${status}`, status);
          retryDelay = backoff(attempt);
        } else {
          const failure = failureOfClientStatus(status);
          emit({ method, url: masked, status, ms, cached: false, attempt, error: failure });
          throw fail(masked, failure, `HTTP ${status}`, status);
        }
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        const ms = elapsed() - started;
        if (timeout.aborted) {
          emit({ method, url: masked, status, ms, cached: false, attempt, error: 'timeout' });
          lastError = fail(masked, 'timeout', `no answer within ${policy.timeoutMs} ms`, status ?? undefined, new AttemptTimeout());
          if (!policy.retryOnTimeout) throw lastError;
        } else {
          emit({ method, url: masked, status, ms, cached: false, attempt, error: 'unreachable' });
          const reason = error instanceof Error ? error.message : String(error);
          lastError = fail(masked, 'unreachable', `network error: ${reason}`, status ?? undefined, error);
        }
        retryDelay = backoff(attempt);
      } finally {
        clearTimeout(timer);
      }
      if (attempt < policy.retries) await clock.sleep(retryDelay);
    }
    throw lastError ?? fail(masked, 'unreachable', 'no attempt made');
  }

  return {
    site,
    policy,
    async request(request, signal) {
      const method = request.method ?? 'GET';
      const masked = maskUrl(request.url);
      if (signal?.aborted) throw fail(masked, 'aborted', 'cancelled by the caller', undefined, signal.reason);
      const key = request.cacheKey ?? `${method} ${request.url}\n${request.body ?? ''}`;
      const ttlMs = request.ttlMs ?? 0;

      if (cache && ttlMs > 0) {
        const hit = cache.get(key);
        if (hit) {
          emit({ method, url: masked, status: hit.status, ms: 0, cached: true, attempt: 0, error: null });
          return { ...hit, cached: true };
        }
      }

      let shared = inFlight.get(key);
      if (shared) {
        emit({ method, url: masked, status: null, ms: 0, cached: true, attempt: 0, error: null });
        shared = shared.then((response) => ({ ...response, cached: true }));
      } else {
        const own = perform(request, method, masked, key, ttlMs).finally(() => inFlight.delete(key));
        inFlight.set(key, own);
        shared = own;
      }
      if (!signal) return shared;
      // The shared request is not tied to this caller's signal: another caller may still want it.
      try {
        return await raceSignal(shared, signal);
      } catch (error) {
        if (signal.aborted && !(error instanceof UpstreamError)) {
          throw fail(masked, 'aborted', 'cancelled by the caller', undefined, error);
        }
        throw error;
      }
    },
  };
}
