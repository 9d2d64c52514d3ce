import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSearchQuery, errorBody, feedbackResponse, pageQuery, pageSizes, storeResponse, articleSearchResponse } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './content.service.ts';

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
