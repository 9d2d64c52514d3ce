import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSessionsResponse, errorBody, messageBody, sessionIdParams, sessionsEndedResponse } from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import { AUTH_COOKIE, SESSION_CACHE_MS } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './sessions.service.ts';

const bearer = [{ bearerAuth: [] }];
const window = `Other server processes stop accepting an ended session within ${SESSION_CACHE_MS / 1000} s; this one at once.`;

/** The customer's sessions (/account/security) and staff ending a customer's sessions. */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/account/sessions',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Các phiên đăng nhập đang hoạt động của tôi (thiết bị, địa chỉ IP, lần cuối hoạt động)',
        description: '`current` marks the session of this request. Last seen is written at most once a minute.',
        security: bearer,
        response: { 200: accountSessionsResponse, 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, results: await service.listSessions(db, request.viewer!.id, request.sessionId) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Đăng xuất một thiết bị (kết thúc một phiên của tôi)',
        description: `404 for a session of another account or one already ended. Ending this device's own session logs it out. ${window}`,
        security: bearer,
        params: sessionIdParams,
        response: { 200: messageBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await service.endOwnSession(db, request.viewer!.id, request.params.id);
      app.forgetSessions({ sessionIds: [request.params.id] });
      if (request.params.id === request.sessionId) reply.clearCookie(AUTH_COOKIE, { path: '/' });
      return { success: true, message: successMessages.SESSION_ENDED_ONE };
    },
  );

  app.post(
    '/api/account/sessions/revoke-others',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Đăng xuất các thiết bị khác',
        description: `Ends every session of the account except this one. ${window}`,
        security: bearer,
        response: { 200: sessionsEndedResponse, 401: errorBody },
      },
    },
    async (request) => {
      const ended = await service.endSessionsOf(db, request.viewer!.id, 'others', request.sessionId);
      app.forgetSessions({ sessionIds: ended });
      return { success: true as const, message: successMessages.SESSIONS_ENDED_OTHERS, data: { ended: ended.length } };
    },
  );

  app.post(
    '/api/admin/customers/:id/sessions/revoke',
    {
      preHandler: app.requirePermission('customers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Đăng xuất khách hàng khỏi mọi thiết bị (quản trị)',
        description: `Ends every session of the customer (id as in /api/admin/wallet/customers/{customer_no}). ${window}`,
        security: bearer,
        params: sessionIdParams,
        response: { 200: sessionsEndedResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const ended = await service.endCustomerSessions(db, request.params.id, staffActorOf(request));
      app.forgetSessions({ sessionIds: ended, userId: request.params.id });
      request.log.info({ customerId: request.params.id, adminId: request.viewer!.id, ended: ended.length }, 'staff ended a customer’s sessions');
      return { success: true as const, message: successMessages.SESSIONS_ENDED_BY_STAFF, data: { ended: ended.length } };
    },
  );
};
