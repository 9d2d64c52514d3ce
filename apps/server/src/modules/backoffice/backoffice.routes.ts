import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, errorBody } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { waitingWork } from './backoffice.dashboard.ts';
import { viewerPermissions } from './backoffice.viewer.ts';

/** `GET /api/admin/dashboard`: the counts of waiting work the viewer may see (any staff member may ask). */
export const backofficeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/dashboard',
    {
      preHandler: app.requirePermission('orders.read'),
      schema: {
        tags: ['admin'],
        summary: 'Việc cần làm: số việc đang chờ (cần mua, cần nhận hàng, đấu giá cần đặt, chuyển khoản chưa khớp, …) theo quyền của nhân viên',
        security: [{ bearerAuth: [] }],
        response: { 200: adminDashboardResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ success: true as const, items: await waitingWork(deps.database.db, viewerPermissions(request)) }),
  );
};
