import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderParams,
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  adminOrderStatusBody,
  errorBody,
} from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { adminDetail, adminList } from './orders.queries.ts';
import { ordersContext, transitionOrder } from './orders.service.ts';
import { isUuid } from '../../platform/db-errors.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];
const tags = ['orders', 'admin'];

/** Staff: every order, its detail with the timeline, and state changes (the transition table decides). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = ordersContext(deps, app.log);
  const { db } = ctx;

  app.get(
    '/api/admin/orders',
    {
      preHandler: app.requirePermission('orders.read'),
      schema: {
        tags,
        summary: 'Danh sách đơn hàng (nhân viên): lọc theo trạng thái, mã đơn, tên / mã sản phẩm, số điện thoại / mã / tên khách',
        security,
        querystring: adminOrdersQuery,
        response: { 200: adminOrdersResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await adminList(db, request.query, deps.translator)) }),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      preHandler: app.requirePermission('orders.read'),
      schema: {
        tags,
        summary: 'Chi tiết đơn hàng (nhân viên) với dòng thời gian, các khoản thanh toán và các trạng thái có thể chuyển',
        security,
        params: adminOrderParams,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new AppError(404, 'ORDER_NOT_FOUND');
      return { success: true as const, message: '', data: await adminDetail(db, request.params.id, deps.translator) };
    },
  );

  app.put(
    '/api/admin/orders/:id/status',
    {
      preHandler: app.requirePermission('orders.manage'),
      schema: {
        tags,
        summary: 'Chuyển trạng thái đơn hàng (nhân viên); hủy / người bán hủy → hoàn tiền đã thanh toán vào ví',
        security,
        params: adminOrderParams,
        body: adminOrderStatusBody,
        response: { 200: adminOrderResponse, ...errors },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new AppError(404, 'ORDER_NOT_FOUND');
      await transitionOrder(ctx, {
        orderId: request.params.id,
        to: request.body.to,
        actor: { kind: 'staff', id: request.viewer!.id },
        request: staffActorOf(request),
        ...(request.body.note ? { note: request.body.note } : {}),
      });
      return { success: true as const, message: ordersText.messages.statusChanged, data: await adminDetail(db, request.params.id, deps.translator) };
    },
  );
};
