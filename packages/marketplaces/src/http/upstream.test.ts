import { describe, expect, it } from 'vitest';
import { UpstreamError, type FetchLike } from '../model.ts';
import { TtlLruCache } from './cache.ts';
import type { Clock } from './clock.ts';
import { MinIntervalLimiter } from './rate-limiter.ts';
import { createResponseCache, createUpstreamClient, maskUrl, parseRetryAfter, type UpstreamEvent } from './upstream.ts';

/** A clock whose sleep advances time instantly, recording the waits. */
function fakeClock(start = 1_000_000): Clock & { sleeps: number[]; time: number } {
  const clock = {
    time: start,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

function scripted(...answers: (() => Response | Promise<Response>)[]): FetchLike & { count: () => number; urls: string[] } {
  let i = 0;
  const urls: string[] = [];
  const fetch: FetchLike = async (url) => {
    urls.push(url);
    const answer = answers[Math.min(i, answers.length - 1)];
    i += 1;
    if (!answer) throw new Error('no answer');
    return answer();
  };
  return Object.assign(fetch, { count: () => i, urls });
}

const ok = (body = 'ok') => () => new Response(body, { status: 200 });
const status = (code: number, headers: Record<string, string> = {}) => () => new Response('err', { status: code, headers });

describe('upstream client', () => {
  it('maps a time-out to UpstreamError "timeout" with site and url', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const client = createUpstreamClient({ site: 'mercari', fetch, cache: null, policy: { timeoutMs: 20 } });
    const error = await client.request({ url: 'https://api.mercari.jp/items/get?id=m1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ site: 'mercari', url: 'https://api.mercari.jp/items/get?id=m1', failure: 'timeout', kind: 'timeout' });
  });

  it('times out a fetch that ignores its signal', async () => {
    const fetch: FetchLike = () => new Promise(() => {});
    const client = createUpstreamClient({ site: 'paypay', fetch, cache: null, policy: { timeoutMs: 20 } });
    await expect(client.request({ url: 'https://x.example/' })).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('retries a 5xx and a network error with back-off, then succeeds', async () => {
    const clock = fakeClock();
    const fetch = scripted(
      status(503),
      () => {
        throw new TypeError('fetch failed');
      },
      ok('third time'),
    );
    const events: UpstreamEvent[] = [];
    const client = createUpstreamClient({
      site: 'rakuten',
      fetch,
      cache: null,
      clock,
      random: () => 0.5,
      policy: { backoffBaseMs: 100 },
      onUpstream: (e) => events.push(e),
    });
    const response = await client.request({ url: 'https://openapi.rakuten.co.jp/x' });
    expect(response.body).toBe('third time');
    expect(fetch.count()).toBe(3);
    // Equal jitter with random 0.5: 3/4 of 100 * 2^n.
    expect(clock.sleeps).toEqual([75, 150]);
    expect(events.map((e) => [e.attempt, e.status, e.error])).toEqual([
      [0, 503, 'bad_status'],
      [1, null, 'unreachable'],
      [2, 200, null],
    ]);
  });

  it('gives up after two retries with the last failure', async () => {
    const fetch = scripted(() => {
      throw new TypeError('getaddrinfo ENOTFOUND');
    });
    const client = createUpstreamClient({ site: 'auction', fetch, cache: null, clock: fakeClock() });
    await expect(client.request({ url: 'https://auctions.yahoo.co.jp/' })).rejects.toMatchObject({ failure: 'unreachable' });
    expect(fetch.count()).toBe(3);
  });

  it('does not retry a 400/404/422 and fails with rejected (the query is at fault, not the site)', async () => {
    for (const code of [400, 404, 422]) {
      const fetch = scripted(status(code), ok());
      const client = createUpstreamClient({ site: 'shopping', fetch, cache: null, clock: fakeClock() });
      await expect(client.request({ url: 'https://shopping.yahooapis.jp/x' })).rejects.toMatchObject({
        failure: 'rejected',
        status: code,
      });
      expect(fetch.count()).toBe(1);
    }
  });

  it('a 401/403 (our credentials) stays bad_status, not rejected', async () => {
    for (const code of [401, 403]) {
      const fetch = scripted(status(code), ok());
      const client = createUpstreamClient({ site: 'shopping', fetch, cache: null, clock: fakeClock() });
      await expect(client.request({ url: 'https://shopping.yahooapis.jp/x' })).rejects.toMatchObject({ failure: 'bad_status', status: code });
      expect(fetch.count()).toBe(1);
    }
  });

  it('hands back an accepted 4xx status instead of failing', async () => {
    const fetch = scripted(() => new Response('{"result":"error"}', { status: 404 }));
    const client = createUpstreamClient({ site: 'mercari', fetch, cache: null });
    const response = await client.request({ url: 'https://api.mercari.jp/items/get?id=m0', acceptStatus: (s) => s === 404 });
    expect(response.status).toBe(404);
    expect(response.body).toBe('{"result":"error"}');
  });

  it('backs off on 429, honouring Retry-After, and ends with rate_limited', async () => {
    const clock = fakeClock();
    const fetch = scripted(status(429, { 'retry-after': '3' }), status(429), ok());
    const client = createUpstreamClient({ site: 'rakuten', fetch, cache: null, clock, random: () => 0, policy: { backoffBaseMs: 200 } });
    await expect(client.request({ url: 'https://openapi.rakuten.co.jp/x' })).resolves.toMatchObject({ status: 200 });
    expect(clock.sleeps[0]).toBe(3000); // Retry-After wins over the 100 ms back-off
    expect(clock.sleeps[1]).toBe(200);

    const always429 = scripted(status(429, { 'retry-after': '1' }));
    const failing = createUpstreamClient({ site: 'rakuten', fetch: always429, cache: null, clock: fakeClock() });
    const error = await failing.request({ url: 'https://openapi.rakuten.co.jp/y' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rate_limited', status: 429, retryAfterMs: 1000 });
    expect(always429.count()).toBe(3);
  });

  it('answers a repeated request from the cache until the TTL passes', async () => {
    const clock = fakeClock();
    const fetch = scripted(ok('first'), ok('second'));
    const events: UpstreamEvent[] = [];
    const client = createUpstreamClient({ site: 'paypay', fetch, clock, onUpstream: (e) => events.push(e) });
    const url = 'https://paypayfleamarket.yahoo.co.jp/api/v1/search?query=a';
    expect((await client.request({ url, ttlMs: 60_000 })).cached).toBe(false);
    const again = await client.request({ url, ttlMs: 60_000 });
    expect(again).toMatchObject({ body: 'first', cached: true });
    expect(events[1]).toMatchObject({ cached: true, status: 200 });
    clock.time += 60_001;
    expect((await client.request({ url, ttlMs: 60_000 })).body).toBe('second');
    expect(fetch.count()).toBe(2);
  });

  it('keys the cache by method, URL and body, or by an explicit key', async () => {
    const fetch = scripted(ok('a'), ok('b'), ok('c'));
    const client = createUpstreamClient({ site: 'mercari', fetch });
    const url = 'https://api.mercari.jp/v2/entities:search';
    await client.request({ url, method: 'POST', body: '{"q":1}', ttlMs: 1000 });
    await client.request({ url, method: 'POST', body: '{"q":2}', ttlMs: 1000 });
    expect(fetch.count()).toBe(2);
    await client.request({ url, method: 'POST', body: '{"q":1,"session":"x"}', ttlMs: 1000, cacheKey: 'k' });
    const hit = await client.request({ url, method: 'POST', body: '{"q":1,"session":"y"}', ttlMs: 1000, cacheKey: 'k' });
    expect(hit).toMatchObject({ body: 'c', cached: true });
  });

  it('coalesces identical requests in flight into one upstream call', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const fetch: FetchLike = async () => {
      calls += 1;
      await gate;
      return new Response('shared');
    };
    const client = createUpstreamClient({ site: 'auction', fetch, cache: null });
    const url = 'https://auctions.yahoo.co.jp/jp/auction/x1';
    const all = Promise.all([client.request({ url }), client.request({ url }), client.request({ url })]);
    release();
    const answers = await all;
    expect(calls).toBe(1);
    expect(answers.map((a) => a.body)).toEqual(['shared', 'shared', 'shared']);
    expect(answers.map((a) => a.cached)).toEqual([false, true, true]);
  });

  it('lets one caller abort without cancelling the shared request', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch: FetchLike = async () => {
      await gate;
      return new Response('done');
    };
    const client = createUpstreamClient({ site: 'auction', fetch, cache: null });
    const url = 'https://auctions.yahoo.co.jp/jp/auction/x2';
    const controller = new AbortController();
    const leaving = client.request({ url }, controller.signal);
    const staying = client.request({ url });
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ failure: 'aborted' });
    release();
    await expect(staying).resolves.toMatchObject({ body: 'done' });
  });

  it('spaces requests to a site by the minimum interval (fake clock)', async () => {
    const clock = fakeClock(0);
    const startedAt: number[] = [];
    const fetch: FetchLike = async () => {
      startedAt.push(clock.now());
      return new Response('x');
    };
    const client = createUpstreamClient({ site: 'rakuten', fetch, cache: null, clock, policy: { minIntervalMs: 1100 } });
    for (const q of ['a', 'b', 'c']) await client.request({ url: `https://openapi.rakuten.co.jp/s?q=${q}` });
    expect(startedAt).toEqual([0, 1100, 2200]);

    // Concurrent callers arriving at the same moment get consecutive slots.
    const waits: number[] = [];
    const frozen: Clock = { now: () => 0, sleep: async (ms) => void waits.push(ms) };
    const limiter = new MinIntervalLimiter(2000, frozen);
    await Promise.all([limiter.acquire(), limiter.acquire(), limiter.acquire()]);
    expect(waits).toEqual([2000, 4000]);
  });

  it('fails fast with rate_limited when the queue is longer than allowed', async () => {
    const clock: Clock = { now: () => 0, sleep: () => new Promise(() => {}) };
    const client = createUpstreamClient({
      site: 'suruga-ya',
      fetch: async () => new Response('x'),
      cache: null,
      clock,
      policy: { minIntervalMs: 30_000, maxQueueWaitMs: 45_000 },
    });
    void client.request({ url: 'https://www.suruga-ya.jp/a' }); // takes slot 0
    void client.request({ url: 'https://www.suruga-ya.jp/b' }); // waits 30 s (never ends here)
    await expect(client.request({ url: 'https://www.suruga-ya.jp/c' })).rejects.toMatchObject({ failure: 'rate_limited' });
  });

  it('masks credentials in URLs of errors and log events', async () => {
    const events: UpstreamEvent[] = [];
    const client = createUpstreamClient({
      site: 'shopping',
      fetch: async () => new Response('bad', { status: 403 }),
      cache: null,
      onUpstream: (e) => events.push(e),
    });
    const error = await client
      .request({ url: 'https://shopping.yahooapis.jp/V3/itemSearch?appid=SECRET&query=a' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).url).not.toContain('SECRET');
    expect(events[0]?.url).toBe('https://shopping.yahooapis.jp/V3/itemSearch?appid=***&query=a');
    expect(maskUrl('https://openapi.rakuten.co.jp/x?applicationId=a&accessKey=pk_b&keyword=c')).toBe(
      'https://openapi.rakuten.co.jp/x?applicationId=***&accessKey=***&keyword=c',
    );
  });

  it('refuses an answer larger than the body limit as bad_format', async () => {
    const client = createUpstreamClient({
      site: 'suruga-ya',
      fetch: async () => new Response('x'.repeat(100)),
      cache: null,
      policy: { maxBodyChars: 10 },
    });
    await expect(client.request({ url: 'https://www.suruga-ya.jp/' })).rejects.toMatchObject({ failure: 'bad_format' });
  });

  it('rejects at once with "aborted" when the caller signal is already aborted', async () => {
    const client = createUpstreamClient({ site: 'paypay', fetch: async () => new Response('x'), cache: null });
    await expect(client.request({ url: 'https://x.example/' }, AbortSignal.abort())).rejects.toMatchObject({ failure: 'aborted' });
  });

  it('computes fresh signed headers for every attempt', async () => {
    const fetch = scripted(status(500), ok());
    let n = 0;
    const client = createUpstreamClient({ site: 'mercari', fetch, cache: null, clock: fakeClock() });
    const seen: string[] = [];
    const wrapped: FetchLike = async (url, init) => {
      seen.push(new Headers(init?.headers).get('dpop') ?? '');
      return fetch(url, init);
    };
    const signed = createUpstreamClient({ site: 'mercari', fetch: wrapped, cache: null, clock: fakeClock() });
    await signed.request({ url: 'https://api.mercari.jp/x', signHeaders: () => ({ DPoP: `proof-${(n += 1)}` }) });
    expect(seen).toEqual(['proof-1', 'proof-2']);
    expect(client.site).toBe('mercari');
  });
});

describe('TtlLruCache', () => {
  it('evicts the least recently used entry beyond the entry bound', () => {
    const cache = new TtlLruCache<string>({ maxEntries: 2 });
    cache.set('a', 'A', 1000);
    cache.set('b', 'B', 1000);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the total size under the character bound', () => {
    const cache = createResponseCache({ maxChars: 10 });
    const entry = (body: string) => ({ status: 200, body, contentType: null, url: 'u' });
    cache.set('a', entry('123456'), 1000, 6);
    cache.set('b', entry('123456'), 1000, 6);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('123456');
    cache.set('huge', entry('x'.repeat(11)), 1000, 11);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('expires entries after their TTL', () => {
    let now = 0;
    const cache = new TtlLruCache<number>({ now: () => now });
    cache.set('k', 1, 100);
    now = 99;
    expect(cache.get('k')).toBe(1);
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', 0)).toBe(2000);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:00:05 GMT', 1000)).toBe(4000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });
});
