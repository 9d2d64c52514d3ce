import {
  budgetRatesOfPolicies,
  createMarketplaceAdapters,
  createProxyFetch,
  liveSiteLimits,
  type BudgetRate,
  type FetchLike,
  type MarketplaceAdapter,
  type SiteCode,
  type UpstreamEvent,
} from '@kaimono/marketplaces';
import { createSandbox, type Sandbox } from '@kaimono/sandbox';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import { PostgresRequestBudget } from './marketplace-budget.ts';
import { metrics } from './metrics.ts';
import { postgresSandboxEventStore } from './sandbox-events.ts';

export interface Marketplaces {
  adapters: Record<SiteCode, MarketplaceAdapter>;
  /** The offline marketplaces; null in live mode (and then the sandbox control API answers 404). */
  sandbox: Sandbox | null;
  /**
   * The request budget per site every process draws from (marketplace_budgets), or null (no
   * database given, or sandbox mode without `budgetRates`). `counts()` are this process's draws.
   */
  budget?: PostgresRequestBudget | null;
  /**
   * The same six adapters without the answer cache (same fetch, same shared budget): the alerts
   * checker must see a listing the moment the site lists it, not a 30-second-old page.
   */
  fresh?: Record<SiteCode, MarketplaceAdapter>;
}

/** Cache times of the `fresh` adapters: nothing is kept (identical requests in flight still share one call). */
const NO_CACHE = { searchMs: 0, itemMs: 0, auctionItemMs: 0 };

export interface MarketplacesOptions {
  sandboxNow?: () => number;
  /**
   * The shared database: the live sites' request budget and the sandbox's auctions and bids live in
   * it, so several server processes share them (ADR 0008). Absent: both stay in this process.
   */
  database?: Database;
  /**
   * Budgets per site (requests per second, burst). Default: live mode one request per site's
   * spacing interval (`liveSiteLimits`: Rakuten 1.1 s, Yahoo Shopping 2 s …); sandbox mode none;
   * either way with MARKETPLACE_BUDGETS on top.
   */
  budgetRates?: Partial<Record<SiteCode, BudgetRate>>;
  /** Called after each draw of the budget (metrics: draws and denials per site). */
  onBudgetDraw?: (site: SiteCode, granted: boolean) => void;
}

interface Logger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/**
 * The six adapters over the live sites (CATALOG_MODE=live, optionally through HTTPS_PROXY) or over
 * the in-process sandbox (default). Same adapter code either way (DESIGN.md §7).
 */
export async function createMarketplaces(config: Config, log?: Logger, options: MarketplacesOptions = {}): Promise<Marketplaces> {
  const onUpstream = (event: UpstreamEvent) => {
    // The package's injectable observer: per-site counts and latency for /metrics.
    metrics.upstream(event);
    if (event.error) log?.warn({ upstream: event }, 'marketplace request failed');
    else log?.debug({ upstream: event }, 'marketplace request');
  };
  const budgetOf = (defaults: Partial<Record<SiteCode, BudgetRate>>) => {
    const rates = options.budgetRates ?? { ...defaults, ...config.marketplaceBudgets };
    if (!options.database || Object.keys(rates).length === 0) return null;
    return new PostgresRequestBudget(options.database, rates, {
      onDraw: (site, granted) => {
        metrics.marketplaceBudget(site, granted ? 'granted' : 'denied');
        options.onBudgetDraw?.(site, granted);
      },
    });
  };
  if (config.catalogMode === 'sandbox') {
    const sandbox = createSandbox({
      seed: config.catalogSeed,
      itemsPerSite: config.sandboxItemsPerSite,
      ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
      ...(options.database ? { store: postgresSandboxEventStore(options.database) } : {}),
    });
    // No spacing against the sandbox; a budget only when one is configured (MARKETPLACE_BUDGETS, tests).
    const budget = budgetOf({});
    const sandboxOptions = {
      mode: 'sandbox' as const,
      fetch: sandbox.fetch,
      onUpstream,
      ...(budget ? { budget } : {}),
      // The sandbox checks that ids are sent, not what they are.
      credentials: { rakuten: { applicationId: 'sandbox', accessKey: 'pk_sandbox' }, shopping: { appid: 'sandbox' } },
      ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
    };
    const adapters = createMarketplaceAdapters(sandboxOptions);
    const fresh = createMarketplaceAdapters({ ...sandboxOptions, ttl: NO_CACHE });
    return { adapters, sandbox, budget, fresh };
  }
  const fetch: FetchLike = config.httpsProxy ? await createProxyFetch(config.httpsProxy) : (input, init) => globalThis.fetch(input, init);
  const credentials = config.marketplaceCredentials;
  const budget = budgetOf(budgetRatesOfPolicies(liveSiteLimits));
  const liveOptions = {
    mode: 'live' as const,
    fetch,
    onUpstream,
    ...(budget ? { budget } : {}),
    credentials: {
      ...(credentials.rakutenAppId && credentials.rakutenAccessKey
        ? { rakuten: { applicationId: credentials.rakutenAppId, accessKey: credentials.rakutenAccessKey } }
        : {}),
      ...(credentials.yahooAppId ? { shopping: { appid: credentials.yahooAppId } } : {}),
    },
  };
  const adapters = createMarketplaceAdapters(liveOptions);
  // Note: live spacing (minIntervalMs) is per adapter set; the shared budget is what binds both sets.
  const fresh = createMarketplaceAdapters({ ...liveOptions, ttl: NO_CACHE });
  return { adapters, sandbox: null, budget, fresh };
}
