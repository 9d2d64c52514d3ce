import { recordStaffAction, staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNotificationRequest,
  adminNotificationResponse,
  errorBody,
  notificationCollectQuery,
  notificationCollectResponse,
  notificationIdsRequest,
  notificationListQuery,
  notificationListResponse,
  notificationMarkAllRequest,
  notificationMutationResponse,
  notificationReactionRequest,
  notificationReactionResponse,
} from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { notificationContext } from './notifications.context.ts';
import { startDeliveryWorker } from './notifications.delivery.ts';
import type { PreferenceReader } from './notifications.preferences.ts';
import type { KindFilter } from './notifications.repository.ts';
import * as service from './notifications.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export interface NotificationsRoutesOptions {
  /** The customers' notification settings (default: everything in the centre, no email/SMS). */
  preferences?: PreferenceReader;
  /** How often a waiting collect looks for news (tests shorten it). */
  collectPollMs?: number;
}

/** The notification centre (spec §2, §7): the customer's own notifications only, ever. */
export function createNotificationsRoutes(options: NotificationsRoutesOptions = {}): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const { db } = deps.database;
    const context = notificationContext(deps, app.log, options.preferences);
    if (deps.boss) await startDeliveryWorker(deps.boss, db, context.channels ?? {}, app.log);

    const mutated = async (userId: string, affected: number, message: string, filter?: KindFilter) => ({
      success: true as const,
      message,
      total_unreaded: await service.unreadCount(db, userId, filter),
      result: { affected },
      error: null,
    });

    app.get(
      '/api/notification/mine',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Thông báo của tôi (trang 1, 50 thông báo cho danh sách đầu; lọc all/over_pricing)',
          security: [{ bearerAuth: [] }],
          querystring: notificationListQuery,
          response: { 200: notificationListResponse, ...errors },
        },
      },
      async (request) => ({ success: true as const, ...(await service.list(db, request.viewer!.id, request.query)), error: null }),
    );

    app.get(
      '/api/notification/collect',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Chờ thông báo mới sau cursor (tối đa 30 giây)',
          description:
            'Long-poll: answers as soon as there are notifications newer than `cursor` (the `result.cursor` of /mine or of the previous collect), or after `timeout` ms (≤ 30000) with `result.timed_out: true`. Without a cursor it answers at once with the current cursor.',
          security: [{ bearerAuth: [] }],
          querystring: notificationCollectQuery,
          response: { 200: notificationCollectResponse, ...errors },
        },
      },
      async (request, reply) => {
        const abort = new AbortController();
        const onClose = () => abort.abort();
        reply.raw.once('close', onClose);
        try {
          const answer = await service.collect(db, request.viewer!.id, request.query, abort.signal, options.collectPollMs);
          return { success: true as const, ...answer, error: null };
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    );

    app.put(
      '/api/notification/mark-as-read',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Đánh dấu đã đọc',
          security: [{ bearerAuth: [] }],
          body: notificationIdsRequest,
          response: { 200: notificationMutationResponse, ...errors },
        },
      },
      async (request) => mutated(request.viewer!.id, await service.markRead(db, request.viewer!.id, request.body.ids), 'Đã đánh dấu đã đọc.'),
    );

    app.put(
      '/api/notification/mark-all-as-read',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Đánh dấu tất cả đã đọc (lỗi: "Đã xảy ra lỗi, vui lòng thử lại!")',
          security: [{ bearerAuth: [] }],
          body: notificationMarkAllRequest,
          response: { 200: notificationMutationResponse, 500: errorBody, ...errors },
        },
      },
      async (request) => {
        // The unread count answered is of the same kind that was read, like the list's under that filter.
        const filter = { type: request.body?.type ?? 'all', category: request.body?.category };
        return mutated(request.viewer!.id, await service.markAllRead(db, request.viewer!.id, filter), 'Đã đánh dấu tất cả là đã đọc.', filter);
      },
    );

    app.put(
      '/api/notification/delete',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Xóa thông báo',
          security: [{ bearerAuth: [] }],
          body: notificationIdsRequest,
          response: { 200: notificationMutationResponse, ...errors },
        },
      },
      async (request) => mutated(request.viewer!.id, await service.remove(db, request.viewer!.id, request.body.ids), 'Đã xóa thông báo.'),
    );

    app.put(
      '/api/notification/reaction',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['notifications'],
          summary: 'Bày tỏ cảm xúc với một thông báo (null để bỏ)',
          security: [{ bearerAuth: [] }],
          body: notificationReactionRequest,
          response: { 200: notificationReactionResponse, ...errors },
        },
      },
      async (request) => {
        const data = await service.react(db, request.viewer!.id, request.body.id, request.body.reaction);
        return { success: true as const, message: 'Đã ghi nhận cảm xúc của bạn.', data, total_unreaded: await service.unreadCount(db, request.viewer!.id) };
      },
    );

    app.post(
      '/api/admin/notifications',
      {
        preHandler: app.requirePermission('notifications.send'),
        schema: {
          tags: ['admin'],
          summary: 'Quản trị: gửi thông báo cho một khách hàng, hoặc khuyến mãi/hệ thống cho tất cả',
          security: [{ bearerAuth: [] }],
          body: adminNotificationRequest,
          response: { 200: adminNotificationResponse, 403: errorBody, ...errors },
        },
      },
      async (request) => {
        const { broadcast, user_id, customer_no, phone, ...message } = request.body;
        const input = { category: message.category, title: message.title, body: message.body, link: message.link, data: message.data };
        // Sending is not one transaction (each delivery is queued on its own): the audit line follows the send.
        const audit = { ...staffActorOf(request), action: 'notification.send', entityType: 'notification', before: null };
        if (broadcast) {
          const result = await service.broadcast(db, input, context);
          await recordStaffAction(db, { ...audit, entityId: 'broadcast', after: { category: input.category, title: input.title, sent: result.sent } });
          return { success: true as const, message: `Đã gửi thông báo cho ${result.sent} khách hàng.`, ...result, data: null };
        }
        const recipient = await service.findRecipient(db, { userId: user_id, customerNo: customer_no, phone });
        const result = await service.notify(db, { ...input, userId: recipient.id }, context);
        await recordStaffAction(db, {
          ...audit,
          entityId: result.notification?.id ?? null,
          customerId: recipient.id,
          after: { category: input.category, title: input.title, sent: result.notification ? 1 : 0 },
        });
        return {
          success: true as const,
          message: result.notification ? 'Đã gửi thông báo.' : 'Khách hàng đã tắt loại thông báo này.',
          sent: result.notification ? 1 : 0,
          skipped: result.notification ? 0 : 1,
          data: result.notification,
        };
      },
    );
  };
}

export const notificationsRoutes = createNotificationsRoutes();
