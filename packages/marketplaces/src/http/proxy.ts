// Outbound HTTP proxy for live mode.
//
// The adapters take any `fetch`; proxy support means handing them one that tunnels through the
// proxy. Node's built-in fetch (Node 20/22) ignores HTTPS_PROXY, so live mode builds that fetch
// with undici's ProxyAgent (undici is a dependency of this package):
//
//   const fetch = config.httpsProxy ? await createProxyFetch(config.httpsProxy) : globalThis.fetch;
//   createMarketplaceAdapters({ mode: 'live', fetch, ... });

import type { FetchLike } from '../model.ts';

/** A fetch that sends every request through the given proxy URL (http://user:pass@host:port). */
export async function createProxyFetch(proxyUrl: string): Promise<FetchLike> {
  // Loaded only when a proxy is configured: sandbox and direct live mode never pay for it.
  const { ProxyAgent, fetch } = await import('undici');
  const dispatcher = new ProxyAgent(proxyUrl);
  // undici's own fetch with undici's own agent: mixing the package's agent with Node's bundled
  // fetch breaks when their versions differ.
  return async (input, init) => (await fetch(input, { ...(init as Record<string, unknown>), dispatcher })) as unknown as Response;
}
