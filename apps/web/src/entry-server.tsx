/**
 * The server-side renderer (ADR 0011), built by `vite build --ssr` into dist-ssr/ and loaded by the
 * server at run time. It renders the SAME route table as the browser (app/routes.tsx) with React
 * Router's static handler, into a TanStack Query cache it fills by calling the server's own API in
 * process (the `fetchApi` the server passes), then hands back the HTML, the page's head (title,
 * description, structured data, preloads) and the dehydrated cache the browser hydrates from
 * without fetching any of it again.
 *
 * One render (ADR 0011, "one pass"): on the server every public, enabled query the page asks for
 * suspends until its answer is in the cache (TanStack Query's `suspense`, switched on here through
 * the server's own query client, never in the browser). `prerenderToNodeStream` waits for them, and
 * renders again only the components that were waiting, so a page's data is gathered while it renders
 * once: queries of sibling components in parallel, a query that needs another's answer after it.
 * The components and their query keys stay the only description of what a page needs (no list
 * of prefetches beside the route table to keep in step with them). A query the suspending could not
 * see (an `enabled` function) is still fetched by a further pass, as before.
 *
 * A page whose subject does not exist (the item, the news article or the category answers 404) is
 * answered 404 with the Vietnamese not-found page, inside the site's frame and without data to
 * hydrate (the browser renders that URL afresh).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ProductDetailDto, ProductSummaryDto, SiteCode } from '@kaimono/contracts';
import { catalogText, commonText, siteText } from '@kaimono/i18n';
import { GALLERY_IMAGE, responsiveImage } from '@/shared/lib/images';
import { ApiError } from '@/shared/api/http';
import { itemBreadcrumbJsonLd, itemImageSources, productJsonLd, productListJsonLd, siteBreadcrumbJsonLd, type ProductPage } from '@/features/catalog';
import { AppErrorBoundary } from '@/app/errors/error-boundary';
import { AppProviders } from '@/app/providers';
import { pageSource } from '@/app/lazy-page';
import { isServerRendered, routes } from '@/app/routes';
import { safeJson, serverStateScript, type ServerState } from '@/app/server-state';
import { createQueryClient } from '@/shared/api/query-client';
import { setApiTransport, type ApiFetch } from '@/shared/api/transport';
import { userScopedQueryRoots } from '@/shared/config/storage-keys';
import { RenderEnvContext, type RenderEnv } from '@/shared/lib/render-env';
import { setServerVisitorIdSource } from '@/shared/lib/visitor-id';

export interface RenderRequest {
  /** Path and query of the page, e.g. "/mercari/item/m123?type=mers". */
  url: string;
  /** "https://kaimono.vn": absolute URLs of the structured data. */
  origin: string;
  /** Calls the server's own API in process (same answers as the browser's fetch would get). */
  fetchApi: ApiFetch;
  /** A login cookie came with the request. */
  hasSession: boolean;
  /** This browser's visitor id (cookie), sent with item views as the browser would. */
  visitorId: string | null;
  /** Give up (the server then sends the app shell) after this many milliseconds. */
  timeoutMs?: number;
}

/** A build manifest entry (vite `build.manifest`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RenderResult {
  /** The app's HTML, to go inside <div id="root">. */
  html: string;
  /** Elements for <head>: title, description, structured data, preloads. */
  head: string;
  /** The page chunk's stylesheets (files of the build): the server inlines them into the head. */
  styles: string[];
  /** The JSON data block with the dehydrated cache (goes at the end of <body>). */
  state: string;
  /** 404 for an unknown path or a page whose subject does not exist; 200 otherwise. */
  status: number;
  /**
   * How many times the whole page was rendered: 1 (the data is gathered during that render), one
   * more per round of queries only a finished render revealed, and one for a not-found page.
   */
  passes: number;
}

interface RequestScope {
  fetchApi: ApiFetch;
  visitorId: string | null;
}

// Requests are rendered concurrently: each one's API access and visitor id follow its own async scope.
const scope = new AsyncLocalStorage<RequestScope>();
setApiTransport((url, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('API call outside a server render'));
  return current.fetchApi(url, init);
});
setServerVisitorIdSource(() => scope.getStore()?.visitorId ?? null);

const MAX_PASSES = 4;
const userRoots = new Set<unknown>(userScopedQueryRoots);

/** The queries that are a page's subject: when one answers 404, the page is a 404 page. */
function isPageSubject(queryKey: readonly unknown[]): boolean {
  const [root, kind] = queryKey;
  return (root === 'catalog' && (kind === 'item' || kind === 'categories')) || (root === 'news' && kind === 'article');
}

/** A 404 as React Router's error boundaries read it (`isRouteErrorResponse`). */
const NOT_FOUND_RESPONSE = { status: 404, statusText: 'Not Found', internal: false, data: null };

export { isServerRendered };

async function streamToString(stream: Readable | AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<unknown>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries the last pass asked for and nobody fetched yet: public data only (never the customer's). */
function missingQueries(client: QueryClient, attempted: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !attempted.has(query.queryHash))
    .filter((query) => !userRoots.has(query.queryKey[0]) && isEnabled(query) && typeof query.options.queryFn === 'function');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stylesheets and scripts of the page's own (lazy) route chunk, so it paints styled and hydrates early. */
function routeAssets(url: string, manifest: Manifest | null): { styles: string[]; head: string } {
  if (!manifest) return { styles: [], head: '' };
  const pathname = new URL(url, 'http://x').pathname;
  const matches = matchRoutes(routes, pathname) ?? [];
  const sources = matches.map((match) => pageSource((match.route.element as { type?: unknown } | undefined)?.type)).filter((s): s is string => !!s);
  const css = new Set<string>();
  // The entry and what it imports are in index.html already.
  const seen = new Set<string>(Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).flatMap(([key, chunk]) => [key, ...(chunk.imports ?? [])]));
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(file);
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const source of sources) visit(source);
  // Only the page's own chunk is named for early download: its dependencies would compete with
  // the LCP picture for the phone's bandwidth (the page is painted from the HTML; hydration can wait).
  const own = sources.map((source) => manifest[source]?.file).filter((file): file is string => !!file);
  return {
    styles: [...css],
    head: own.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`).join(''),
  };
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${safeJson(value)}</script>`;
}

/** Structured data and the LCP image's preload from the data the page was rendered with. */
function catalogHead(client: QueryClient, origin: string, pageHref: string): string {
  const parts: string[] = [];
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status !== 'success' || query.queryKey[0] !== 'catalog') continue;
    const kind = query.queryKey[1];
    if (kind === 'item') {
      const product = query.state.data as ProductDetailDto;
      const main = itemImageSources(product)[0];
      if (main) {
        // The same picture the gallery asks for (the resizing proxy's src/srcset), so the preload is used.
        const image = responsiveImage(main, GALLERY_IMAGE);
        const srcset = image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '')}"` : '';
        parts.push(`<link rel="preload" as="image" href="${escapeHtml(image.src)}"${srcset} fetchpriority="high" referrerpolicy="no-referrer">`);
      }
      parts.push(jsonLd(productJsonLd(product, origin)), jsonLd(itemBreadcrumbJsonLd(product, origin)));
    } else if (kind === 'search') {
      const site = query.queryKey[2] as SiteCode;
      const page = query.state.data as ProductPage;
      const keyword = (query.queryKey[3] as { keyword?: string } | undefined)?.keyword;
      const name = keyword ? `${catalogText.searchTitle(keyword)} ${catalogText.searchOn(siteText[site].name)}` : catalogText.searchBrowseTitle(siteText[site].name);
      parts.push(jsonLd(productListJsonLd(page.items, origin, name)));
      parts.push(jsonLd(siteBreadcrumbJsonLd(site, origin, { name, href: pageHref })));
    } else if (kind === 'landing') {
      const items = query.state.data as ProductSummaryDto[];
      if (Array.isArray(items) && items.length) parts.push(jsonLd(productListJsonLd(items, origin, siteText[query.queryKey[2] as SiteCode].name)));
    }
  }
  return parts.join('');
}

/**
 * Renders one page. Resolves to null for pages that stay client-rendered (account, staff). Throws
 * on a render failure or time-out: the server then sends the app shell (and logs it).
 */
export async function render(request: RenderRequest, manifest: Manifest | null = null): Promise<RenderResult | null> {
  const url = new URL(request.url, request.origin);
  if (!isServerRendered(url.pathname)) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('server render timed out')), request.timeoutMs ?? 5000);
  try {
    return await scope.run({ fetchApi: request.fetchApi, visitorId: request.visitorId }, () => renderPage(request, url, manifest, controller.signal));
  } finally {
    clearTimeout(timer);
  }
}

async function renderPage(request: RenderRequest, url: URL, manifest: Manifest | null, signal: AbortSignal): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href, { signal }));
  if (context instanceof Response) throw new Error(`unexpected router response ${context.status}`);
  const queryClient = createQueryClient();
  // A failure is not retried on the server: the browser fetches what the server could not.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const cache = queryClient.getQueryCache();
  // Queries fetched (or being fetched) for this page, and the HTTP status of those that failed.
  const attempted = new Set<string>();
  const failed = new Map<string, number>();
  cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') attempted.add(event.query.queryHash);
    if (event.type === 'updated' && event.action.type === 'error') {
      failed.set(event.query.queryHash, event.action.error instanceof ApiError ? event.action.error.status : 0);
    }
  });
  // Every public, enabled query suspends the component that asks for it until it is answered.
  const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    if (defaulted.suspense !== undefined) return defaulted;
    if (failed.has(defaulted.queryHash)) {
      // What failed is left to the browser (it shows its own error and retry): rendered as loading.
      const query = cache.get(defaulted.queryHash);
      if (query?.state.status === 'error') cache.remove(query);
      return defaulted;
    }
    const fetchable =
      !userRoots.has(defaulted.queryKey[0]) && defaulted.enabled !== false && typeof defaulted.enabled !== 'function' && typeof defaulted.queryFn === 'function';
    return fetchable ? { ...defaulted, suspense: true } : defaulted;
  }) as typeof queryClient.defaultQueryOptions;

  const now = Date.now();
  // What the last render pass said about the page (reset before each pass).
  const said: { meta: { title: string | null; description: string | null } | null; status: number } = { meta: null, status: 200 };
  const env: RenderEnv = {
    setStatus: (code) => {
      said.status = code;
    },
    now,
    hasSession: request.hasSession,
    setMeta: (title, description) => {
      said.meta = { title, description };
    },
  };
  const renderOnce = async (routerContext: typeof context): Promise<string> => {
    said.meta = null;
    said.status = 200;
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppErrorBoundary>
          <RenderEnvContext value={env}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
            </AppProviders>
          </RenderEnvContext>
        </AppErrorBoundary>
      </StrictMode>,
      // One piece of HTML with every boundary inline: no outlined segments, so no inline scripts
      // to reveal them (the CSP allows none) and nothing for the browser to move around.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await streamToString(prelude as unknown as AsyncIterable<unknown>);
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('server render aborted');
    return markup;
  };

  let html: string;
  let passes = 0;
  for (;;) {
    passes += 1;
    html = await renderOnce(context);
    const missing = missingQueries(queryClient, attempted);
    if (missing.length === 0 || passes >= MAX_PASSES) break;
    for (const query of missing) attempted.add(query.queryHash);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    for (const query of missing) if (query.state.status === 'error') cache.remove(query);
  }

  // The page's subject does not exist: the not-found page, through the route's error boundary
  // (inside the site's frame), with nothing to hydrate.
  const notFound = [...failed].some(([hash, status]) => status === 404 && isPageSubject(JSON.parse(hash) as unknown[]));
  if (notFound) {
    const boundary = [...context.matches].reverse().find((match) => match.route.hasErrorBoundary);
    if (boundary) {
      passes += 1;
      html = await renderOnce({ ...context, statusCode: 404, errors: { [boundary.route.id]: NOT_FOUND_RESPONSE } });
    }
    said.status = 404;
  }

  // (The setters above wrote it during the last pass; read through a widened type.)
  const meta = said.meta as { title: string | null; description: string | null } | null;
  const title = meta?.title;
  const description = meta?.description;
  const documentTitle = title ? `${title}${commonText.titleSuffix}` : `${commonText.brandName} — ${commonText.brandTagline}`;
  const assets = routeAssets(request.url, manifest);
  const head = [
    `<title>${escapeHtml(documentTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description || commonText.defaultDescription)}">`,
    `<link rel="canonical" href="${escapeHtml(request.origin + url.pathname + url.search)}">`,
    catalogHead(queryClient, request.origin, url.pathname + url.search),
    assets.head,
  ].join('');
  const state: ServerState = {
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !userRoots.has(query.queryKey[0]) }),
    now,
    hasSession: request.hasSession,
  };
  return {
    html,
    head,
    styles: assets.styles,
    state: notFound ? '' : serverStateScript(state),
    status: context.statusCode === 404 ? 404 : said.status,
    passes,
  };
}
