import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  loginFailureBurstsQuery,
  loginFailureBurstsResponse,
  loginRequest,
  loginResponse,
  messageBody,
  safeNextPath,
  sessionResponse,
  signupRequest,
  signupResponse,
} from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import { AUTH_COOKIE, sessionClientOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './account.service.ts';
import { endCurrentSession } from './sessions.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.cookieSecure,
    maxAge: deps.config.tokenTtlSeconds,
  };

  app.post(
    '/api/signup',
    {
      config: { rateLimit: deps.rateLimits.signup },
      schema: {
        tags: ['account'],
        summary: 'Đăng ký tài khoản',
        body: signupRequest,
        response: { 200: signupResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await service.signup(db, request.body);
      const { token } = await app.issueToken({ id: user.id, role: user.role }, sessionClientOf(request));
      reply.setCookie(AUTH_COOKIE, token, cookieOptions);
      return { success: true as const, data: { customer_no: user.customer_no }, token, message: successMessages.SIGNUP_SUCCEEDED };
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: ['account'],
        summary: 'Đăng nhập bằng số điện thoại hoặc email',
        body: loginRequest,
        response: { 200: loginResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await service.login(db, request.body.username, request.body.password, { address: request.ip, log: request.log });
      const { token, expiresAt } = await app.issueToken({ id: user.id, role: user.role }, sessionClientOf(request));
      reply.setCookie(AUTH_COOKIE, token, cookieOptions);
      return {
        success: true as const,
        access: { token, expires_at: expiresAt.toISOString() },
        next: safeNextPath(request.body.next),
        message: successMessages.LOGIN_SUCCEEDED,
      };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Đăng xuất: kết thúc phiên của token (hoặc cookie) và xóa cookie',
        description: 'The session of the token sent ends on the server: that token (header or cookie) stops working on every server process.',
        response: { 200: messageBody },
      },
    },
    async (request, reply) => {
      if (request.viewer && request.sessionId) {
        await endCurrentSession(db, request.viewer.id, request.sessionId);
        app.forgetSessions({ sessionIds: [request.sessionId] });
      }
      reply.clearCookie(AUTH_COOKIE, { path: '/' });
      return { success: true, message: successMessages.LOGOUT_SUCCEEDED };
    },
  );

  app.get(
    '/api/session',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Người dùng hiện tại',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionResponse, 401: errorBody },
      },
    },
    async (request) => {
      const user = await service.getUser(db, request.viewer!.id);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      // The role as the session check read it: a disabled staff account is a customer (no back office).
      return { success: true as const, data: { ...user, role: request.viewer!.role } };
    },
  );

  app.get(
    '/api/admin/login-failures',
    {
      preHandler: app.requirePermission('security.read'),
      schema: {
        tags: ['account'],
        summary: 'Nhân viên: các đợt đăng nhập sai theo địa chỉ IP',
        querystring: loginFailureBurstsQuery,
        response: { 200: loginFailureBurstsResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { minutes, min_failures } = request.query;
      const items = await service.loginFailureBursts(db, minutes, min_failures);
      return { success: true as const, data: { minutes, min_failures, items } };
    },
  );
};
