// createSandbox: the six sites behind one in-process `fetch`, the auction control API, images and
// optional fault injection. The sandbox is one object per server process; everything is derived from
// the seed except auctions created and bids placed through it. Those live in its memory (`control`,
// synchronous: one process) or, with an event store, in a log every process shares (`shared`,
// asynchronous: read the log, judge, append; `fetch` reads the log first too).

import type { FetchLike, SiteCode } from '@kaimono/marketplaces';
import { isSiteCode } from '@kaimono/marketplaces';
import {
  AuctionHouse,
  type AuctionInfo,
  type AuctionSummary,
  type BidHistoryEntry,
  type CreateAuctionInput,
  type PlaceBidInput,
  type PlaceBidResult,
} from './auction.ts';
import { Catalog, type CatalogOptions } from './catalog.ts';
import type { SandboxEvent, SandboxEventStore } from './shared-state.ts';
import { genres } from './vocabulary.ts';
import { imagePath, renderImage as drawImage } from './images.ts';
import { Rng } from './rng.ts';
import { handleAuction } from './sites/auction.ts';
import type { SandboxRequest, SiteContext, SiteHandler } from './sites/common.ts';
import { handleMercari } from './sites/mercari.ts';
import { handlePaypay } from './sites/paypay.ts';
import { handleRakuten } from './sites/rakuten.ts';
import { handleShopping } from './sites/shopping.ts';
import { handleSurugaya } from './sites/suruga-ya.ts';

/** Hosts the sandbox answers, and the site behind each. */
export const sandboxHosts: Readonly<Record<string, SiteCode>> = {
  'openapi.rakuten.co.jp': 'rakuten',
  'app.rakuten.co.jp': 'rakuten',
  'shopping.yahooapis.jp': 'shopping',
  'auctions.yahoo.co.jp': 'auction',
  'page.auctions.yahoo.co.jp': 'auction',
  'api.mercari.jp': 'mercari',
  'paypayfleamarket.yahoo.co.jp': 'paypay',
  'www.suruga-ya.jp': 'suruga-ya',
  'suruga-ya.jp': 'suruga-ya',
};

const handlers: Readonly<Record<SiteCode, SiteHandler>> = {
  rakuten: handleRakuten,
  shopping: handleShopping,
  auction: handleAuction,
  mercari: handleMercari,
  paypay: handlePaypay,
  'suruga-ya': handleSurugaya,
};

export type FaultKind = 'timeout' | 'http500' | 'http429' | 'garbage';

export interface FaultRule {
  /** A site, or '*' for all six. */
  site: SiteCode | '*';
  kind: FaultKind;
  /** Share of requests hit, 0..1 (1 = every request). Decisions are drawn from the seed, so repeatable. */
  rate: number;
}

export interface SandboxOptions extends CatalogOptions {
  /** The clock (ms since epoch). Auctions move with it. Default Date.now. */
  now?: () => number;
  /**
   * Prefix of image URLs in the wire formats: '' (default) gives root-relative
   * `/sandbox-images/<site>/<code>/<n>.svg`, which our server serves.
   */
  imageBaseUrl?: string;
  faults?: FaultRule | FaultRule[];
  /** Delay every response by this many ms (default 0). */
  latencyMs?: number;
  /** How long a 'timeout' fault hangs when the caller passes no AbortSignal (default 30 s, then 504). */
  timeoutHangMs?: number;
  /**
   * The log of auctions and bids shared with other processes (the server's is in PostgreSQL). With
   * it, write through `shared` (its `control` writes stay in this process's memory); `fetch` and
   * `shared` read the log before answering.
   */
  store?: SandboxEventStore;
}

/** The control API over the shared log: what one process writes, every process then reads. */
export interface SharedSandboxControl {
  createAuction(input: CreateAuctionInput): Promise<{ code: string }>;
  rivalBid(code: string, input: { maxPriceJpy: number; bidderId?: string }): Promise<PlaceBidResult>;
  placeBid(code: string, input: PlaceBidInput): Promise<PlaceBidResult>;
  getAuction(code: string): Promise<AuctionInfo | null>;
  bidHistory(code: string): Promise<BidHistoryEntry[] | null>;
  /** Applies what other processes logged since the last read (no-op without a store). */
  sync(): Promise<void>;
}

export interface SandboxControl {
  createAuction(input: CreateAuctionInput): { code: string };
  /** A rival (not our customer) bids: a proxy bid with this maximum, now. */
  rivalBid(code: string, input: { maxPriceJpy: number; bidderId?: string }): PlaceBidResult;
  /** Our bidding engine's sandbox placer: a proxy bid with this maximum, now. */
  placeBid(code: string, input: PlaceBidInput): PlaceBidResult;
  getAuction(code: string): AuctionInfo | null;
  bidHistory(code: string): BidHistoryEntry[] | null;
}

export interface Sandbox {
  fetch: FetchLike;
  control: SandboxControl;
  /** The control API every process shares (through `options.store`; without one, `control` made async). */
  shared: SharedSandboxControl;
  /** SVG for image `n` of a listing (any code gets a picture; known ones carry their product family). */
  renderImage(site: SiteCode, code: string, n: number): string;
  catalog: Catalog;
  /** The code listing `index` of a site has now (auction slots are relisted under new codes). */
  currentCode(site: SiteCode, index: number): string;
  /** Search-time facts (price, bids, end, status) of the current auction of listing `index`. */
  auctionSummary(site: 'auction' | 'mercari', index: number): AuctionSummary;
  now(): number;
  setFaults(faults: FaultRule | FaultRule[] | null): void;
  setLatency(ms: number): void;
  /** The site and canonical URL a request URL stands for, or null when the sandbox does not serve it. */
  route(url: string): { site: SiteCode; url: URL } | { image: { site: SiteCode; code: string; n: number } } | null;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function bodyText(body: RequestInit['body']): Promise<string> {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return new Response(body).text();
}

const JSON_SITES = new Set<SiteCode>(['rakuten', 'shopping', 'mercari', 'paypay']);

function faultResponse(site: SiteCode, kind: Exclude<FaultKind, 'timeout'>): Response {
  if (kind === 'http429') {
    return site === 'rakuten'
      ? new Response(JSON.stringify({ error: 'too_many_requests', error_description: 'number of allowed requests has been exceeded for this API. please try again soon.' }), {
          status: 429,
          headers: { 'content-type': 'application/json; charset=UTF-8' },
        })
      : new Response('<html><body><h1>429 Too Many Requests</h1></body></html>', { status: 429, headers: { 'content-type': 'text/html; charset=UTF-8', 'retry-after': '1' } });
  }
  if (kind === 'http500') {
    return new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', { status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' } });
  }
  return JSON_SITES.has(site)
    ? new Response('{"items":[{"id":"m1234', { status: 200, headers: { 'content-type': 'application/json; charset=UTF-8' } })
    : new Response('<!DOCTYPE html><html><body><div class="Products"><ul><li class="Product"><div class="Product__bonus" data-auction-id="x1', {
        status: 200,
        headers: { 'content-type': 'text/html; charset=UTF-8' },
      });
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const catalog = new Catalog(options);
  const now = options.now ?? (() => Date.now());
  const house = new AuctionHouse(catalog, now);
  const imageBase = (options.imageBaseUrl ?? '').replace(/\/$/, '');
  let faults: FaultRule[] = options.faults ? [options.faults].flat() : [];
  let latencyMs = options.latencyMs ?? 0;
  const faultRng = new Rng(catalog.seed ^ 0x5a5a5a5a);
  const ctx: SiteContext = {
    catalog,
    house,
    now,
    imageUrl: (site, code, n) => `${imageBase}${imagePath(site, code, n)}`,
  };

  const route: Sandbox['route'] = (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    const image = /^\/sandbox-images\/([a-z-]+)\/([^/]+)\/(\d+)\.svg$/.exec(url.pathname);
    if (image && isSiteCode(image[1])) {
      return { image: { site: image[1], code: decodeURIComponent(image[2] as string), n: Number(image[3]) } };
    }
    const direct = sandboxHosts[url.hostname];
    if (direct) return { site: direct, url: new URL(`https://${url.hostname}${url.pathname}${url.search}`) };
    const m = /^\/([a-z0-9.-]+)(\/.*)?$/.exec(url.pathname);
    const prefixed = m ? sandboxHosts[m[1] as string] : undefined;
    if (m && prefixed) return { site: prefixed, url: new URL(`https://${m[1]}${m[2] ?? '/'}${url.search}`) };
    return null;
  };

  const renderImage = (site: SiteCode, code: string, n: number): string => {
    const found = catalog.decode(site, code);
    const genre = found ? genres[catalog.genreOf(site, found.index)] : undefined;
    return drawImage(site, code, n, genre?.label, genre?.key);
  };

  const fetchImpl: FetchLike = async (input, givenInit = {}) => {
    // Lenient about the input like the global fetch: a string, a URL or a Request.
    const request = (input as unknown) instanceof Request ? (input as unknown as Request) : null;
    const init: RequestInit = request
      ? { method: request.method, headers: request.headers, body: request.body === null ? null : await request.text(), signal: request.signal, ...givenInit }
      : givenInit;
    const signal = init.signal ?? null;
    if (signal?.aborted) throw abortError(signal);
    await sync();
    const raw = request ? request.url : String(input);
    const target = route(raw);
    if (!target) throw new TypeError(`fetch failed: the sandbox does not serve ${raw}`);
    if ('image' in target) {
      const { site, code, n } = target.image;
      return new Response(renderImage(site, code, n), { status: 200, headers: { 'content-type': 'image/svg+xml; charset=UTF-8', 'cache-control': 'public, max-age=86400' } });
    }
    const { site, url } = target;
    if (latencyMs > 0) await delay(latencyMs, signal);
    const fault = faults.find((f) => (f.site === '*' || f.site === site) && faultRng.next() < f.rate);
    if (fault) {
      if (fault.kind === 'timeout') {
        await delay(options.timeoutHangMs ?? 30_000, signal);
        return new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', { status: 504, headers: { 'content-type': 'text/html; charset=UTF-8' } });
      }
      return faultResponse(site, fault.kind);
    }
    const req: SandboxRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      requestedUrl: raw,
      headers: new Headers(init.headers),
      body: await bodyText(init.body),
    };
    const response = await handlers[site](req, ctx);
    Object.defineProperty(response, 'url', { value: raw });
    return response;
  };

  // --- the shared log --------------------------------------------------------------------------
  const store = options.store;
  let lastSeq = 0;
  let chain: Promise<unknown> = Promise.resolve();
  /** One reader or writer of the log at a time in this process. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run;
  };
  const apply = (event: SandboxEvent): void => {
    if (event.kind === 'auction') house.createAuction(event.input, { slot: event.slot, startMs: event.atMs });
    else house.recordBid(event.code, { bidderId: event.bidderId, maxPriceJpy: event.maxPriceJpy, atMs: event.atMs });
  };
  const pull = async (): Promise<void> => {
    if (!store) return;
    for (const { seq, event } of await store.after(lastSeq)) {
      if (seq !== lastSeq + 1) throw new Error(`sandbox log: expected event ${lastSeq + 1}, read ${seq}`);
      apply(event);
      lastSeq = seq;
    }
  };
  // Callers that arrive while a read is queued (not yet started) share it: it starts after they asked.
  let queuedSync: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (!store) return Promise.resolve();
    queuedSync ??= exclusive(async () => {
      queuedSync = null;
      await pull();
    });
    return queuedSync;
  };
  /** Read the log, decide (`decide` answers the event to log, if any), append; again when another process wrote first. */
  const write = <T>(decide: () => { event: SandboxEvent | null; answer: () => T }): Promise<T> =>
    exclusive(async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        await pull();
        const { event, answer } = decide();
        if (!event) return answer();
        if (!store) {
          apply(event);
          return answer();
        }
        if (await store.append(lastSeq + 1, event)) {
          apply(event);
          lastSeq += 1;
          return answer();
        }
      }
      throw new Error('sandbox log: too many concurrent writers');
    });
  const shared: SharedSandboxControl = {
    sync,
    createAuction: (input) =>
      write(() => {
        const slot = house.nextDynamicSlot(input.site);
        const index = catalog.size(input.site) + slot;
        return { event: { kind: 'auction', site: input.site, slot, atMs: now(), input }, answer: () => ({ code: catalog.codeOf(input.site, index, 0) }) };
      }),
    placeBid: (code, input) =>
      write(() => {
        const atMs = now();
        const judged = house.judgeBid(code, input);
        return { event: judged.accepted ? { kind: 'bid', code, atMs, ...input } : null, answer: () => judged };
      }),
    rivalBid: (code, input) => shared.placeBid(code, { bidderId: input.bidderId ?? house.rivalBidderId(code), maxPriceJpy: input.maxPriceJpy }),
    getAuction: async (code) => {
      await sync();
      return house.getAuction(code);
    },
    bidHistory: async (code) => {
      await sync();
      return house.bidHistory(code);
    },
  };

  const control: SandboxControl = {
    createAuction: (input) => house.createAuction(input),
    rivalBid: (code, input) => house.rivalBid(code, input),
    placeBid: (code, input) => house.placeBid(code, input),
    getAuction: (code) => house.getAuction(code),
    bidHistory: (code) => house.bidHistory(code),
  };

  return {
    fetch: fetchImpl,
    control,
    shared,
    renderImage,
    catalog,
    currentCode: (site, index) => house.currentCode(site, index),
    auctionSummary: (site, index) => house.summary(site, index),
    now,
    route,
    setFaults: (next) => {
      faults = next ? [next].flat() : [];
    },
    setLatency: (ms) => {
      latencyMs = Math.max(0, ms);
    },
  };
}
