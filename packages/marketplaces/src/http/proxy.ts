// Outbound HTTP proxy for live mode.
//
// The adapters take any `fetch`; proxy support means handing them one that tunnels through the
// proxy. Node's built-in fetch (Node 20/22) ignores HTTPS_PROXY, so live mode builds that fetch
// with undici's ProxyAgent:
//
//   const proxy = process.env.HTTPS_PROXY ?? process.env.https_proxy;
//   const fetch = proxy ? await createProxyFetch(proxy) : globalThis.fetch;
//   createMarketplaceAdapters({ mode: 'live', fetch, ... });
//
// undici is NOT a declared dependency of this package (it is in node_modules today only as a
// development-time dependency of another tool), so it is imported dynamically: when it cannot be
// imported, createProxyFetch throws a clear error instead of silently going direct. To make
// proxying a supported production feature, add `undici` to this package's dependencies.
// (Node 24+ can also honour the proxy variables natively with NODE_USE_ENV_PROXY=1.)

import type { FetchLike } from '../model.ts';

interface UndiciModule {
  ProxyAgent: new (uri: string) => unknown;
  fetch: (input: string, init?: Record<string, unknown>) => Promise<unknown>;
}

export class ProxyUnavailableError extends Error {
  constructor(cause: unknown) {
    super('HTTPS_PROXY is set but the undici package cannot be imported; add it as a dependency to use a proxy', { cause });
    this.name = 'ProxyUnavailableError';
  }
}

/** A fetch that sends every request through the given proxy URL (http://user:pass@host:port). */
export async function createProxyFetch(proxyUrl: string): Promise<FetchLike> {
  let undici: UndiciModule;
  try {
    // A variable specifier keeps bundlers and the type checker from requiring the package.
    const specifier = 'undici';
    undici = (await import(specifier)) as UndiciModule;
  } catch (error) {
    throw new ProxyUnavailableError(error);
  }
  const dispatcher = new undici.ProxyAgent(proxyUrl);
  // undici's own fetch with undici's own agent: mixing the package's agent with Node's bundled
  // fetch breaks when their versions differ.
  return async (input, init) => (await undici.fetch(input, { ...init, dispatcher })) as Response;
}
