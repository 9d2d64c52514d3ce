import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStaffRequest,
  adminMeResponse,
  errorBody,
  staffListQuery,
  staffListResponse,
  staffMemberResponse,
  staffSessionsRevokeResponse,
  updateStaffRequest,
} from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { staffActorOf } from '../audit/index.ts';
import * as service from './staff.accounts.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const window = 'A change of roles or disabling applies within the session cache window (a few seconds) on every server process.';

/** Back-office staff accounts and roles (issue 16 §1); `GET /api/admin/me` for the admin shell. */
export const staffAccountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/admin/me',
    {
      preHandler: app.requirePermission('backoffice.use'),
      schema: {
        tags: ['admin'],
        summary: 'Nhân viên đang đăng nhập: họ tên, vai trò và quyền (thanh điều hướng quản trị lọc theo đây)',
        response: { 200: adminMeResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.adminMe(db, request.viewer!) }),
  );

  app.get(
    '/api/admin/staff',
    {
      preHandler: app.requirePermission('staff.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Danh sách nhân viên, vai trò, quyền và trạng thái (quản trị); lọc theo vai trò, trạng thái khóa, tên / số điện thoại / mã khách',
        querystring: staffListQuery,
        response: { 200: staffListResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ success: true as const, results: await service.listStaff(db, request.query) }),
  );

  app.post(
    '/api/admin/staff',
    {
      preHandler: app.requirePermission('staff.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Thêm nhân viên theo số điện thoại (tài khoản có sẵn, hoặc tạo mới với họ tên và mật khẩu) với các vai trò',
        body: addStaffRequest,
        response: { 200: staffMemberResponse, ...errors },
      },
    },
    async (request) => {
      const member = await service.addStaff(db, staffActorOf(request), request.body);
      // An account that was logged in already gets its roles at once on this process.
      app.forgetSessions({ userId: member.user_id });
      return { success: true as const, message: successMessages.UPDATE_SUCCEEDED, data: member };
    },
  );

  app.put(
    '/api/admin/staff/:id',
    {
      preHandler: app.requirePermission('staff.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Đổi vai trò, khóa hoặc mở khóa nhân viên (khóa: đăng xuất mọi thiết bị)',
        description: window,
        params: z.object({ id: z.string().max(100) }),
        body: updateStaffRequest,
        response: { 200: staffMemberResponse, ...errors },
      },
    },
    async (request) => {
      const { member, endedSessions } = await service.updateStaff(db, staffActorOf(request), request.params.id, request.body);
      // Roles and disabling: this process forgets what it read about the account's sessions at once.
      app.forgetSessions({ sessionIds: endedSessions, userId: request.params.id });
      return { success: true as const, message: successMessages.UPDATE_SUCCEEDED, data: member };
    },
  );

  app.post(
    '/api/admin/staff/:id/sessions/revoke',
    {
      preHandler: app.requirePermission('staff.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Đăng xuất nhân viên khỏi mọi thiết bị',
        description: window,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: staffSessionsRevokeResponse, ...errors },
      },
    },
    async (request) => {
      const ended = await service.revokeStaffSessions(db, staffActorOf(request), request.params.id);
      app.forgetSessions({ sessionIds: ended, userId: request.params.id });
      return { success: true as const, message: successMessages.STAFF_SESSIONS_ENDED, data: { ended: ended.length } };
    },
  );
};
