import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponse, auditQuery, errorBody } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { searchAudit } from './audit.service.ts';

/** The searchable view of the staff audit log (issue 16 §2). */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.get(
    '/api/admin/audit',
    {
      preHandler: app.requirePermission('audit.read'),
      schema: {
        tags: ['admin'],
        summary: 'Nhật ký thao tác của nhân viên: lọc theo nhân viên, khách hàng, thao tác, đối tượng, khoảng ngày; mới nhất trước',
        description:
          'actor / customer: user id, phone or customer number (an unknown one matches nothing). action: exact, or a prefix ending in "." (e.g. `wallet.`). entity: a type (`order`) or `type:id`. from / to: days in Vietnam time (UTC+7), both included.',
        querystring: auditQuery,
        response: { 200: auditListResponse, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { results, total } = await searchAudit(db, request.query);
      return { success: true as const, results, pagination: { page: request.query.page, size: request.query.size, total } };
    },
  );
};
