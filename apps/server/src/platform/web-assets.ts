import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@kaimono/i18n';

const ROBOTS_TXT = `# Kaimono — mua hộ hàng Nhật
User-agent: *
Allow: /
Disallow: /account/
Disallow: /api/
Disallow: /trans
Disallow: /unusual-traffic
`;

/**
 * Serves the built SPA on the same port as the API: hashed assets cached for a year, index.html
 * (never cached) for every client route, JSON 404s for unknown /api paths.
 */
export async function registerWebAssets(
  app: FastifyInstance,
  webDistDir: string,
  /** The API's own 404/405 answer (platform/edges.ts). */
  apiNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown = (_request, reply) =>
    reply.status(404).send({ success: false, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND }),
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each asset: sent as they are, not compressed per request.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker keeps its name: browsers must always get the current one.
        const serviceWorker = path.basename(filePath) === 'sw.js';
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : serviceWorker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }

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
    if (wantsPage) return sendIndex(reply);
    return apiNotFound(request, reply);
  });
}
