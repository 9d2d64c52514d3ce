import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  savedSearchInput,
  savedSearchListResponse,
  savedSearchMatchesResponse,
  savedSearchResponse,
  savedSearchUpdate,
  watchInput,
  watchListQuery,
  watchListResponse,
  watchResponse,
} from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { alertsContext, type AlertsContext } from './alerts.context.ts';
import { registerAlertsJobs } from './alerts.jobs.ts';
import * as service from './alerts.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const okBody = z.object({ success: z.literal(true) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody, 504: errorBody };

const contexts = new WeakMap<AppDeps, AlertsContext>();
/** The alerts context of an application (the sandbox's "run a round" uses the same one). */
export function alertsContextOf(deps: AppDeps, log: AlertsContext['log']): AlertsContext {
  let ctx = contexts.get(deps);
  if (!ctx) contexts.set(deps, (ctx = alertsContext(deps, log)));
  return ctx;
}

/**
 * Saved searches and watches (issue 18 §1, §2); the checker runs on pg-boss where jobs run
 * (alerts.jobs.ts). Bad input answers the catalogue's message, 4xx, nothing changed.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = alertsContextOf(deps, app.log);
  const jobs = await registerAlertsJobs(deps.boss, ctx);
  app.addHook('onClose', async () => jobs.stop());

  app.get(
    '/api/saved-searches',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Tìm kiếm đã lưu của tôi (số mới từ lần xem trước, giới hạn theo hạng VIP)', response: { 200: savedSearchListResponse, ...errors } } },
    async (request) => ({ success: true as const, ...(await service.listSavedSearches(ctx, request.viewer!.id)) }),
  );

  app.post(
    '/api/saved-searches',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Lưu tìm kiếm (một sàn hoặc cả sáu: site=all)', body: savedSearchInput, response: { 200: savedSearchResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await service.createSavedSearch(ctx, request.viewer!.id, request.body) }),
  );

  app.put(
    '/api/saved-searches/:id',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Sửa, tạm dừng hoặc tiếp tục một tìm kiếm đã lưu', params: idParams, body: savedSearchUpdate, response: { 200: savedSearchResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await service.updateSavedSearch(ctx, request.viewer!.id, request.params.id, request.body) }),
  );

  app.delete(
    '/api/saved-searches/:id',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Xóa một tìm kiếm đã lưu', params: idParams, response: { 200: okBody, ...errors } } },
    async (request) => {
      await service.deleteSavedSearch(ctx, request.viewer!.id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/saved-searches/:id/matches',
    {
      preHandler: app.requireUser,
      schema: { tags: ['alerts'], summary: 'Sản phẩm mới tìm thấy (đánh dấu mới từ lần xem trước; ghi nhận lần xem này)', params: idParams, response: { 200: savedSearchMatchesResponse, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await service.savedSearchMatches(ctx, request.viewer!.id, request.params.id)) }),
  );

  app.get(
    '/api/watches',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Sản phẩm và người bán đang theo dõi', querystring: watchListQuery, response: { 200: watchListResponse, ...errors } } },
    async (request) => ({ success: true as const, results: await service.listWatches(ctx, request.viewer!.id, request.query) }),
  );

  app.post(
    '/api/watches',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['alerts'],
        summary: 'Theo dõi một sản phẩm (giảm giá, có hàng lại, sắp kết thúc, đã bán) hoặc người bán (hàng mới)',
        body: watchInput,
        response: { 200: watchResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.createWatch(ctx, request.viewer!.id, request.body) }),
  );

  app.delete(
    '/api/watches/:id',
    { preHandler: app.requireUser, schema: { tags: ['alerts'], summary: 'Bỏ theo dõi', params: idParams, response: { 200: okBody, ...errors } } },
    async (request) => {
      await service.deleteWatch(ctx, request.viewer!.id, request.params.id);
      return { success: true as const };
    },
  );
};
