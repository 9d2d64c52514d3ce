import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSearchQuery, errorBody, feedbackResponse, pageQuery, pageSizes, storeResponse, articleSearchResponse } from '@kaimono/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { assetsDir } from '../../platform/paths.ts';
import * as service from './content.service.ts';
import { coverSlugs } from './content.covers.ts';

/** The seeded articles' covers, drawn by `npm run draw:news-covers` (content.covers.ts). */
const coverDir = pathToFileURL(path.join(assetsDir, 'news') + path.sep);
const coverNames = new Set(coverSlugs());

export const contentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/store',
    { schema: { tags: ['content'], summary: 'Thông tin cửa hàng', response: { 200: storeResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await service.getStoreInfo(db) };
    },
  );

  app.get(
    '/media/news/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,120}\.webp$/) }) } },
    async (request, reply) => {
      const slug = request.params.file.slice(0, -'.webp'.length);
      if (!coverNames.has(slug)) throw new AppError(404, 'NOT_FOUND');
      const image = await readFile(new URL(`${slug}.webp`, coverDir));
      return reply.type('image/webp').header('cache-control', 'public, max-age=604800').send(image);
    },
  );

  app.get(
    '/api/article/search',
    {
      schema: {
        tags: ['content'],
        summary: 'Tìm tin tức',
        querystring: articleSearchQuery,
        response: { 200: articleSearchResponse, 400: errorBody },
      },
    },
    async (request) => ({ success: true as const, ...(await service.searchArticles(db, request.query)) }),
  );

  app.get(
    '/api/feedbacks',
    {
      schema: {
        tags: ['content'],
        summary: 'Cảm nhận của khách hàng',
        querystring: pageQuery(pageSizes.general),
        response: { 200: feedbackResponse, 400: errorBody },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listFeedbacks(db, request.query.page, request.query.size)) }),
  );
};
