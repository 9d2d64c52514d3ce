import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeResponse, errorBody } from '@kaimono/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { permissionsOfRoles, type Permission, type StaffRole } from '../../platform/permissions.ts';
import { getUser } from '../account/index.ts';

/**
 * PROVISIONAL (admin-shell branch): who the staff member is and what they may do, until staff roles
 * land. Every admin answers as an owner (roles ['owner'], every permission). The staff-roles work
 * replaces this file — the route `GET /api/admin/me` and `viewerPermissions` — with the real ones;
 * the web and the dashboard read only this shape.
 */
export async function viewerRoles(request: FastifyRequest): Promise<StaffRole[]> {
  return request.viewer?.role === 'admin' ? ['owner'] : [];
}

/** The permissions of the request's viewer (the dashboard shows only the counts they allow). */
export async function viewerPermissions(request: FastifyRequest): Promise<Permission[]> {
  return permissionsOfRoles(await viewerRoles(request));
}

export const adminMeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/admin/me',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Nhân viên đang đăng nhập: vai trò và quyền (khung trang quản trị lọc menu theo quyền)',
        security: [{ bearerAuth: [] }],
        response: { 200: adminMeResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const user = await getUser(deps.database.db, request.viewer!.id);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      const roles = await viewerRoles(request);
      return { success: true as const, data: { user_id: user.id, full_name: user.full_name, roles, permissions: permissionsOfRoles(roles) } };
    },
  );
};
