import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from './auth.ts';

/**
 * Server-side rendering of the public pages (ADR 0011). The renderer is the web app's own SSR
 * bundle (`apps/web/dist-ssr/entry-server.js`, built by `npm run build`), loaded here at run time
 * by path; it renders the web app's route table and asks this server's API for its data in process
 * (`app.inject`, never over the network). Without the bundle, or when a render fails or takes too
 * long, the page is the plain app shell (the browser renders it as before) and the failure is logged.
 */

/** What the SSR bundle exports (apps/web/src/entry-server.tsx). */
interface SsrModule {
  render(
    request: {
      url: string;
      origin: string;
      fetchApi: (url: string, init: RequestInit) => Promise<Response>;
      hasSession: boolean;
      visitorId: string | null;
      timeoutMs?: number;
    },
    manifest?: unknown,
  ): Promise<{ html: string; head: string; styles: string[]; state: string; status: number; passes: number } | null>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Set-Cookie value for a first-time visitor's id, when one was given. */
  setCookie: string | null;
  /** Whole-page renders it took (1 normally) and the time it took, for the Server-Timing header. */
  passes: number;
  ms: number;
}

export interface PageRenderer {
  /** The page's HTML, or null to send the app shell (client-rendered page, no bundle, or a failure). */
  renderPage(request: FastifyRequest): Promise<RenderedPage | null>;
}

/** The browser's visitor id cookie (apps/web/src/shared/lib/visitor-id.ts). */
const VISITOR_COOKIE = 'kaimono_vid';
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;
const YEAR_S = 365 * 24 * 60 * 60;
/** Request headers the in-process API call carries over from the page request. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'x-request-id'];

export function ssrBundlePath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

function readManifest(webDistDir: string): unknown {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * A disabled (never downloaded) `<link rel="stylesheet">` per inlined file: the web app's chunk
 * loader sees the stylesheet as present and does not add it again when the page's chunk loads
 * (each added stylesheet would restyle and lay out the whole page once more).
 */
export function claimedStylesheets(files: readonly string[]): string {
  return files.map((file) => `<link rel="stylesheet" href="/${file.replace(/[^\w./-]/g, '')}" disabled>`).join('');
}

/** Puts the rendered page into the built index.html (head elements, the root's content, the state). */
export function composePage(indexHtml: string, rendered: { html: string; head: string; state: string }, inlineCss = ''): string {
  let page = indexHtml;
  // The page's own title and description replace the shell's defaults.
  if (/<title>[^<]*<\/title>/.test(rendered.head)) page = page.replace(/<title>[^<]*<\/title>\s*/, '');
  if (/<meta name="description"/.test(rendered.head)) page = page.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '');
  page = page.replace('</head>', () => `${rendered.head}${inlineCss ? `<style>${inlineCss.replace(/<\/style/gi, '<\\/style')}</style>` : ''}</head>`);
  page = page.replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.state}`);
  return page;
}

/**
 * The page renderer of this server: loads the SSR bundle once (a missing bundle is logged once and
 * every page is the shell). `timeoutMs` bounds a render (live marketplaces can be slow).
 */
export function createPageRenderer(app: FastifyInstance, webDistDir: string, indexHtml: string, options: { timeoutMs?: number; bundlePath?: string } = {}): PageRenderer {
  const bundle = options.bundlePath ?? ssrBundlePath(webDistDir);
  let loaded: Promise<SsrModule | null> | null = null;
  const manifest = readManifest(webDistDir);
  // The page chunk's stylesheets go inline into the head: the page paints styled without waiting
  // for a dozen small files (the browser's own loading of the chunk later applies the same rules).
  const cssCache = new Map<string, string>();
  const inlineCss = (files: readonly string[]) =>
    files
      .map((file) => {
        let css = cssCache.get(file);
        if (css === undefined) {
          const full = path.join(webDistDir, file);
          css = full.startsWith(webDistDir) && file.endsWith('.css') && existsSync(full) ? readFileSync(full, 'utf8') : '';
          cssCache.set(file, css);
        }
        return css;
      })
      .join('\n');

  const load = () =>
    (loaded ??= existsSync(bundle)
      ? (import(pathToFileURL(bundle).href) as Promise<SsrModule>).catch((error: unknown) => {
          app.log.error({ err: error }, 'server-side rendering bundle failed to load; pages are sent as the app shell');
          return null;
        })
      : Promise.resolve(null).then(() => {
          app.log.warn({ bundle }, 'no server-side rendering bundle (npm run build); pages are sent as the app shell');
          return null;
        }));

  // Loaded as the server starts, not on the first visitor's request.
  void load();

  return {
    async renderPage(request) {
      const ssr = await load();
      if (!ssr) return null;
      const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {};
      const known = cookies[VISITOR_COOKIE];
      const visitorId = known && VISITOR_ID.test(known) ? known : randomUUID();
      const forwarded: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
        const headers: Record<string, string> = { ...forwarded };
        new Headers(init.headers).forEach((value, key) => {
          headers[key] = value;
        });
        const response = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers,
          payload: typeof init.body === 'string' ? init.body : undefined,
          remoteAddress: request.socket.remoteAddress,
        });
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') responseHeaders.set(key, value);
        }
        const empty = response.statusCode === 204 || response.statusCode === 304;
        return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
      };
      const origin = `${request.protocol}://${request.host}`;
      const started = performance.now();
      try {
        const rendered = await ssr.render(
          { url: request.url, origin, fetchApi, hasSession: !!cookies[AUTH_COOKIE], visitorId, timeoutMs: options.timeoutMs },
          manifest,
        );
        if (!rendered) return null;
        const ms = Math.round(performance.now() - started);
        request.log.debug({ passes: rendered.passes, ms }, 'page rendered on the server');
        return {
          status: rendered.status,
          passes: rendered.passes,
          ms,
          html: composePage(indexHtml, { ...rendered, head: rendered.head + claimedStylesheets(rendered.styles ?? []) }, inlineCss(rendered.styles ?? [])),
          setCookie: known === visitorId ? null : `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`,
        };
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server-side rendering failed; sent the app shell');
        return null;
      }
    },
  };
}
