import { createMarketplaceAdapters, createProxyFetch, type FetchLike, type MarketplaceAdapter, type SiteCode, type UpstreamEvent } from '@kaimono/marketplaces';
import { createSandbox, type Sandbox } from '@kaimono/sandbox';
import type { Config } from './config.ts';
import { metrics } from './metrics.ts';

export interface Marketplaces {
  adapters: Record<SiteCode, MarketplaceAdapter>;
  /** The offline marketplaces; null in live mode (and then the sandbox control API answers 404). */
  sandbox: Sandbox | null;
}

interface Logger {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/**
 * The six adapters over the live sites (CATALOG_MODE=live, optionally through HTTPS_PROXY) or over
 * the in-process sandbox (default). Same adapter code either way (DESIGN.md §7).
 */
export async function createMarketplaces(config: Config, log?: Logger, options: { sandboxNow?: () => number } = {}): Promise<Marketplaces> {
  const onUpstream = (event: UpstreamEvent) => {
    // The package's injectable observer: per-site counts and latency for /metrics.
    metrics.upstream(event);
    if (event.error) log?.warn({ upstream: event }, 'marketplace request failed');
    else log?.debug({ upstream: event }, 'marketplace request');
  };
  if (config.catalogMode === 'sandbox') {
    const sandbox = createSandbox({
      seed: config.catalogSeed,
      itemsPerSite: config.sandboxItemsPerSite,
      ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
    });
    const adapters = createMarketplaceAdapters({
      mode: 'sandbox',
      fetch: sandbox.fetch,
      onUpstream,
      // The sandbox checks that ids are sent, not what they are.
      credentials: { rakuten: { applicationId: 'sandbox', accessKey: 'pk_sandbox' }, shopping: { appid: 'sandbox' } },
      ...(options.sandboxNow ? { now: options.sandboxNow } : {}),
    });
    return { adapters, sandbox };
  }
  const fetch: FetchLike = config.httpsProxy ? await createProxyFetch(config.httpsProxy) : (input, init) => globalThis.fetch(input, init);
  const credentials = config.marketplaceCredentials;
  const adapters = createMarketplaceAdapters({
    mode: 'live',
    fetch,
    onUpstream,
    credentials: {
      ...(credentials.rakutenAppId && credentials.rakutenAccessKey
        ? { rakuten: { applicationId: credentials.rakutenAppId, accessKey: credentials.rakutenAccessKey } }
        : {}),
      ...(credentials.yahooAppId ? { shopping: { appid: credentials.yahooAppId } } : {}),
    },
  });
  return { adapters, sandbox: null };
}
