import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@kaimono/i18n';
import { createPageRenderer } from './web-render.ts';

const ROBOTS_TXT = `# Kaimono — mua hộ hàng Nhật
User-agent: *
Allow: /
Disallow: /account/
Disallow: /api/
Disallow: /trans
Disallow: /unusual-traffic
`;

/**
 * Serves the built SPA on the same port as the API: hashed assets cached for a year, the public
 * pages rendered on the server with their data (platform/web-render.ts, ADR 0011), index.html
 * (never cached) for the other client routes and whenever rendering is not possible, JSON 404s for
 * unknown /api paths.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  webDistDir: string,
  /** The API's own 404/405 answer (platform/edges.ts). */
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown = (_request, reply) =>
    reply.status(404).send({ success: false, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND }),
  options: { serverRender?: boolean; renderTimeoutMs?: number; ssrBundlePath?: string } = {},
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );

  if (hasBuild) {
    // The hashed build output (hundreds of files with their .br/.gz) behind one wildcard route; the
    // few files at the root as a route each. A route per asset cost ~0.5 s of start-up in the router
    // and the route index (platform/edges.ts) for nothing: an unknown asset is a 404 either way.
    const setHeaders = (res: FastifyReply, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker keeps its name: browsers must always get the current one.
      const serviceWorker = path.basename(filePath) === 'sw.js';
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : serviceWorker ? 'no-cache' : 'public, max-age=3600');
    };
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
      // The web build writes .br/.gz beside each asset: sent as they are, not compressed per request.
      preCompressed: true,
      setHeaders,
    });
    const assetsDir = path.join(webDistDir, 'assets');
    if (existsSync(assetsDir)) {
      await app.register(fastifyStatic, { root: assetsDir, prefix: '/assets/', wildcard: true, index: false, preCompressed: true, decorateReply: false, setHeaders });
    }
  }

  const renderer = indexHtml && options.serverRender !== false ? createPageRenderer(app, webDistDir, indexHtml, { timeoutMs: options.renderTimeoutMs, bundlePath: options.ssrBundlePath }) : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = request.method === 'GET' && renderer ? await renderer.renderPage(request) : null;
    if (!page) return sendIndex(reply);
    if (page.setCookie) reply.header('set-cookie', page.setCookie);
    // The page holds data as of now and may name the visitor's session state: never shared, never stale.
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache, private');
    reply.header('server-timing', `ssr;dur=${page.ms};desc="${page.passes} render${page.passes === 1 ? '' : 's'}"`);
    // The not-found handler is no route, so @fastify/compress's per-route hook does not see it:
    // compressed here (brotli at a fast level, else gzip), as the page is ~100 KB of HTML and data.
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepts)) {
      return reply.header('content-encoding', 'br').send(brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(page.html, { level: 6 }));
    return reply.send(page.html);
  };

  const sendIndex = (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Chưa có bản dựng giao diện web. Hãy chạy "npm run build" rồi khởi động lại máy chủ.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  };

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/apitranslate');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return sendPage(request, reply);
    return apiNotFound(request, reply);
  });
}
