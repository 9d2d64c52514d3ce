import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminKeywordHiddenRequest,
  adminKeywordHiddenResponse,
  adminKeywordListResponse,
  adminKeywordQuery,
  autocompleteQuery,
  errorBody,
  keywordListResponse,
  objectResolverRequest,
  objectResolverResponse,
  recordSearchRequest,
  siteCode,
  topSearchQuery,
} from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './search.service.ts';

const historyQuery = z.object({ type_code: siteCode.optional() });
const okBody = z.object({ success: z.literal(true) });

export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.post(
    '/api/object-resolver',
    {
      schema: {
        tags: ['search'],
        summary: 'Chuyển link sản phẩm thành trang sản phẩm',
        body: objectResolverRequest,
        response: { 200: objectResolverResponse, 400: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: service.resolveLink(request.body.url) }),
  );

  app.post(
    '/api/keyword/record',
    {
      schema: {
        tags: ['search'],
        summary: 'Ghi nhận một lượt tìm kiếm vào lịch sử của khách (từ khóa phổ biến chỉ đếm các lượt tìm thật trên máy chủ)',
        body: recordSearchRequest,
        response: { 200: okBody, 400: errorBody },
      },
    },
    async (request) => {
      await service.recordSearch(db, request.viewer?.id ?? null, request.body.type_code, request.body.keyword);
      return { success: true as const };
    },
  );

  app.get(
    '/api/keyword/autocomplete',
    { schema: { tags: ['search'], summary: 'Gợi ý từ khóa (tối đa 10)', querystring: autocompleteQuery, response: { 200: keywordListResponse, 400: errorBody } } },
    async (request) => ({
      success: true as const,
      results: await service.autocomplete(db, request.viewer?.id ?? null, request.query.type_code, request.query.keyword, request.query.size),
    }),
  );

  app.get(
    '/api/keyword-top-search',
    { schema: { tags: ['search'], summary: 'Từ khóa được tìm nhiều', querystring: topSearchQuery, response: { 200: keywordListResponse, 400: errorBody } } },
    async (request) => ({
      success: true as const,
      results: await service.topSearches(db, request.viewer?.id ?? null, request.query.type_code, request.query.size),
    }),
  );

  app.get(
    '/api/keyword-history',
    {
      preHandler: app.requireUser,
      schema: { tags: ['search'], summary: 'Lịch sử tìm kiếm của khách', querystring: historyQuery, response: { 200: keywordListResponse, 401: errorBody } },
    },
    async (request) => ({ success: true as const, results: await service.history(db, request.viewer!.id, request.query.type_code) }),
  );

  app.delete(
    '/api/keyword-history',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['search'],
        summary: 'Xóa lịch sử tìm kiếm',
        querystring: historyQuery,
        response: { 200: z.object({ success: z.literal(true), deleted: z.number().int() }), 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, deleted: await service.clearHistory(db, request.viewer!.id, request.query.type_code) }),
  );

  // Staff: what is counted, what is listed, and hiding a keyword (issue 13 §3).
  const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  app.get(
    '/api/admin/keywords',
    {
      preHandler: app.requirePermission('content.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: từ khóa được tìm (số lượt, số khách, ẩn/hiện, có đang hiển thị không)',
        security: [{ bearerAuth: [] }],
        querystring: adminKeywordQuery,
        response: { 200: adminKeywordListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminKeywords(db, request.query)) }),
  );

  app.put(
    '/api/admin/keywords/hidden',
    {
      preHandler: app.requirePermission('content.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: ẩn một từ khóa khỏi tìm kiếm phổ biến và gợi ý (hoặc hiện lại) { type_code, name, hidden }',
        security: [{ bearerAuth: [] }],
        body: adminKeywordHiddenRequest,
        response: { 200: adminKeywordHiddenResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await service.setKeywordHidden(db, request.viewer!.id, request.body, staffActorOf(request)) }),
  );
};
