// One adapter per site, sharing one fetch, one response cache and one logging hook.
//
// `mode: 'live'` applies each site's limits (research §9): Rakuten one request per second per
// application id (1.1 s spacing, as public clients use, to stay under it with network jitter),
// Yahoo Shopping 30 per minute (2 s), Suruga-ya robots.txt Crawl-delay 30 s, the others about one
// per second. `mode: 'sandbox'` (the default, CATALOG_MODE=sandbox) has no spacing and short
// cache times so the auction simulator's changes show quickly. Both are overridable per site.
//
// Live mode behind a proxy: pass a fetch built with `createProxyFetch(process.env.HTTPS_PROXY)`
// (http/proxy.ts).

import type { FetchLike, MarketplaceAdapter } from './model.ts';
import type { SiteCode } from './sites.ts';
import { createResponseCache, type HttpPolicy, type ResponseCache, type UpstreamEvent } from './http/upstream.ts';
import type { Clock } from './http/clock.ts';
import type { RequestBudget } from './http/budget.ts';
import type { AdapterOptions, CacheTtls } from './adapters/common.ts';
import { createAuctionAdapter } from './adapters/auction.ts';
import { createMercariAdapter, type MercariOptions } from './adapters/mercari.ts';
import { createPaypayAdapter } from './adapters/paypay.ts';
import { createRakutenAdapter, type RakutenCredentials, type RakutenOptions } from './adapters/rakuten.ts';
import { createShoppingAdapter, type ShoppingCredentials } from './adapters/shopping.ts';
import { createSurugayaAdapter } from './adapters/suruga-ya.ts';

export type CatalogMode = 'live' | 'sandbox';

export const liveSiteLimits: Readonly<Record<SiteCode, Partial<HttpPolicy>>> = {
  rakuten: { minIntervalMs: 1100 },
  shopping: { minIntervalMs: 2000 },
  'suruga-ya': { minIntervalMs: 30_000, maxQueueWaitMs: 95_000 },
  auction: { minIntervalMs: 1000 },
  mercari: { minIntervalMs: 1000 },
  paypay: { minIntervalMs: 1000 },
};

export const sandboxCacheTtls: CacheTtls = {
  searchMs: 30_000,
  itemMs: 5_000,
  auctionItemMs: 1_000,
  staticMs: 10 * 60_000,
};

export interface MarketplaceAdaptersOptions {
  fetch: FetchLike;
  /** Default 'sandbox'. */
  mode?: CatalogMode;
  /** See AdapterOptions.baseUrls: a prefix for every host, or per-host base URLs. */
  baseUrls?: AdapterOptions['baseUrls'];
  credentials?: { rakuten?: RakutenCredentials; shopping?: ShoppingCredentials };
  /** Per-site HTTP policy on top of the mode's defaults. */
  limits?: Partial<Record<SiteCode, Partial<HttpPolicy>>>;
  /** Shared response cache; null disables caching; default: one new cache for all six. */
  cache?: ResponseCache | null;
  ttl?: Partial<CacheTtls>;
  now?: () => number;
  clock?: Clock;
  onUpstream?: (event: UpstreamEvent) => void;
  /**
   * A request budget all server processes draw from (http/budget.ts), asked before every upstream
   * attempt of every site; the server passes its PostgreSQL budget in live mode.
   */
  budget?: RequestBudget;
  rakuten?: Pick<RakutenOptions, 'versions' | 'imageSize' | 'resolveGenrePath'>;
  mercari?: Pick<MercariOptions, 'dpop'>;
}

export function createMarketplaceAdapters(options: MarketplaceAdaptersOptions): Record<SiteCode, MarketplaceAdapter> {
  const mode = options.mode ?? 'sandbox';
  const cache =
    options.cache === undefined
      ? createResponseCache(options.clock ? { now: () => options.clock?.now() ?? Date.now() } : options.now ? { now: options.now } : {})
      : options.cache;
  const ttl = { ...(mode === 'sandbox' ? sandboxCacheTtls : {}), ...options.ttl };

  const common = (site: SiteCode): AdapterOptions => {
    const base: AdapterOptions = {
      fetch: options.fetch,
      cache,
      ttl,
      limits: { ...(mode === 'live' ? liveSiteLimits[site] : { minIntervalMs: 0 }), ...options.limits?.[site] },
    };
    if (options.baseUrls !== undefined) base.baseUrls = options.baseUrls;
    if (options.now) base.now = options.now;
    if (options.clock) base.clock = options.clock;
    if (options.onUpstream) base.onUpstream = options.onUpstream;
    if (options.budget) base.budget = options.budget;
    return base;
  };

  const shopping = createShoppingAdapter({ ...common('shopping'), credentials: options.credentials?.shopping });
  return {
    auction: createAuctionAdapter(common('auction')),
    shopping,
    mercari: createMercariAdapter({ ...common('mercari'), ...options.mercari }),
    rakuten: createRakutenAdapter({ ...common('rakuten'), ...options.rakuten, credentials: options.credentials?.rakuten }),
    // Yahoo!フリマ's categories are Yahoo! Shopping's (read with its app id: without one, none).
    paypay: createPaypayAdapter({
      ...common('paypay'),
      ...(options.credentials?.shopping && shopping.categories ? { categories: shopping.categories.bind(shopping) } : {}),
    }),
    'suruga-ya': createSurugayaAdapter(common('suruga-ya')),
  };
}
