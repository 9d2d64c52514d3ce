import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  pushDevicesQuery,
  pushDevicesResponse,
  pushSubscribeResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
  pushUnsubscribeResponse,
  vapidPublicKeyResponse,
} from '@kaimono/contracts';
import { pushText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { vapidKeys } from './push.keys.ts';
import * as service from './push.service.ts';

const TAG = 'push';
const errors = { 400: errorBody, 401: errorBody };

/** Web Push subscriptions: one per browser, several per customer (ADR 0016). */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const allowHttp = deps.config.push.allowHttpEndpoints;

  app.get(
    '/api/push/vapid-public-key',
    {
      schema: {
        tags: [TAG],
        summary: 'Khóa công khai VAPID (applicationServerKey) để trình duyệt đăng ký nhận thông báo đẩy',
        response: { 200: vapidPublicKeyResponse },
      },
    },
    async (_request, reply) => {
      const keys = await vapidKeys(db, deps.config);
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, public_key: keys.publicKey };
    },
  );

  app.get(
    '/api/push/subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Các thiết bị của tôi đang nhận thông báo đẩy (`endpoint` = thiết bị này)',
        security: [{ bearerAuth: [] }],
        querystring: pushDevicesQuery,
        response: { 200: pushDevicesResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, results: await service.devices(db, request.viewer!.id, request.query.endpoint) }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Bật thông báo đẩy trên trình duyệt này (PushSubscription.toJSON())',
        description:
          'Saves the browser\'s subscription for the logged-in customer. The same endpoint again (renewed keys, another login in the same browser) replaces the earlier one. Endpoints must be https (push services).',
        security: [{ bearerAuth: [] }],
        body: pushSubscriptionRequest,
        response: { 200: pushSubscribeResponse, ...errors },
      },
    },
    async (request) => {
      const data = await service.subscribe(db, request.viewer!.id, request.body, request.headers['user-agent'], allowHttp);
      return { success: true as const, message: pushText.subscribed, data };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Tắt thông báo đẩy trên trình duyệt này',
        security: [{ bearerAuth: [] }],
        body: pushUnsubscribeRequest,
        response: { 200: pushUnsubscribeResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: pushText.unsubscribed,
      removed: await service.unsubscribe(db, request.viewer!.id, request.body.endpoint),
    }),
  );
};
