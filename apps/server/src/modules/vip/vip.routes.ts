import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeRenewalRequest,
  errorBody,
  levelVipsResponse,
  subscriptionHistoryQuery,
  subscriptionHistoryResponse,
  vipActivateRequest,
  vipCancelRequest,
  vipLevelParams,
  vipLevelResponse,
  vipLevelUpdateRequest,
  vipSubscriptionResponse,
} from '@kaimono/contracts';
import { vipText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { startRenewalWorker } from './vip.renewal.ts';
import * as service from './vip.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

/** VIP levels and subscriptions (spec §7), paid from the wallet; the renewal job when jobs run. */
export const vipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx = service.vipContext(deps, app.log);
  if (deps.boss) await startRenewalWorker(deps.boss, ctx);

  app.get(
    '/api/level-vips',
    {
      schema: {
        tags: ['vip'],
        summary: 'Các cấp VIP: giá mỗi tháng và quyền lợi; khi đăng nhập kèm cấp hiện tại và ngày hết hạn',
        response: { 200: levelVipsResponse },
      },
    },
    async (request) => ({ success: true as const, ...(await service.levelsWithCurrent(db, request.viewer?.id ?? null)) }),
  );

  app.post(
    '/api/user/activate/vip',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Kích hoạt hoặc nâng cấp VIP, thanh toán từ ví (request_id: gửi lại không trả tiền hai lần)',
        security,
        body: vipActivateRequest,
        response: { 200: vipSubscriptionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await service.activate(ctx, request.viewer!.id, request.body);
      return {
        success: true as const,
        message: row.kind === 'upgrade' ? vipText.messages.upgraded : vipText.messages.activated,
        data: await service.subscriptionDto(db, row),
      };
    },
  );

  app.post(
    '/api/user/cancel/vip',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Hủy gia hạn tự động; cấp VIP giữ đến hết kỳ (không hoàn tiền)',
        security,
        body: vipCancelRequest,
        response: { 200: vipSubscriptionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await service.cancel(db, request.viewer!.id, request.body?.code);
      return { success: true as const, message: vipText.messages.cancelled(service.formatDay(row.periodEnd)), data: await service.subscriptionDto(db, row) };
    },
  );

  app.get(
    '/api/user/subscription/history',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Lịch sử gói VIP: đăng ký, gia hạn, nâng cấp (mới nhất trước)',
        security,
        querystring: subscriptionHistoryQuery,
        response: { 200: subscriptionHistoryResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.history(db, request.viewer!.id, request.query)) }),
  );

  app.put(
    '/api/user/subscription/active-renewal',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Bật lại gia hạn tự động cho gói có mã này',
        security,
        body: activeRenewalRequest,
        response: { 200: vipSubscriptionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await service.activateRenewal(db, request.viewer!.id, request.body.code);
      return { success: true as const, message: vipText.messages.renewalOn, data: await service.subscriptionDto(db, row) };
    },
  );

  app.put(
    '/api/admin/vip-levels/:code',
    {
      preHandler: app.requirePermission('vip.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: sửa tên, giá hoặc quyền lợi của một cấp VIP',
        security,
        params: vipLevelParams,
        body: vipLevelUpdateRequest,
        response: { 200: vipLevelResponse, ...errors, 403: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      message: vipText.messages.levelSaved,
      data: await service.updateLevel(db, request.params.code, request.body, staffActorOf(request)),
    }),
  );
};
