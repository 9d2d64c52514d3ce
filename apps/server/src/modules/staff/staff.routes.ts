import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignSalesStaffRequest,
  assignSalesStaffResponse,
  batchRestrictionsResponse,
  errorBody,
  mySalesStaffResponse,
  rateStaffRequest,
  rateStaffResponse,
  requestChangeSaleRequest,
  requestChangeSaleResponse,
  salesStaffListResponse,
} from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './staff.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * The customer's sales staff (spec §6–7): who it is (GET /api/user/sales-staff, ours: the spec
 * shows no path), a change request, a rating, and the customer's limits.
 */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/user/sales-staff',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['staff'],
        summary: 'Nhân viên hỗ trợ của khách hàng (tự phân công nếu chưa có), yêu cầu đổi đang mở, đánh giá của khách',
        security: [{ bearerAuth: [] }],
        response: { 200: mySalesStaffResponse, 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.mySalesStaff(db, request.viewer!.id) }),
  );

  app.post(
    '/api/user/request-change-sale',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['staff'],
        summary: 'Yêu cầu đổi nhân viên hỗ trợ { reason } (mỗi lúc một yêu cầu đang mở; 409 nếu đã có)',
        security: [{ bearerAuth: [] }],
        body: requestChangeSaleRequest,
        response: { 200: requestChangeSaleResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.SALES_CHANGE_REQUESTED,
      data: await service.requestChange(db, request.viewer!.id, request.body.reason),
    }),
  );

  app.post(
    '/api/user/rate-staff',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['staff'],
        summary: 'Đánh giá nhân viên hỗ trợ { staff_id?, rating 1–5, comment } (chỉ nhân viên đang hỗ trợ mình; đánh giá lại thay thế)',
        security: [{ bearerAuth: [] }],
        body: rateStaffRequest,
        response: { 200: rateStaffResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: successMessages.STAFF_RATED, data: await service.rate(db, request.viewer!.id, request.body) }),
  );

  app.get(
    '/api/user/batch-restrictions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['staff'],
        summary: 'Giới hạn của khách hàng theo hạng thành viên',
        description:
          'limits: max_items_per_order (sản phẩm mỗi đơn), max_quantity_per_item, max_open_bids (phiên đấu giá đang mở/đặt giá phút chót cùng lúc; quyền lợi của hạng VIP, như GET /api/level-vips), max_bid_vnd (giá đấu tối đa mỗi phiên), max_cart_items, max_addresses. levels: mọi hạng (standard, silver, gold, diamond) và giới hạn của chúng. Hạng là hạng VIP hiện tại của khách hàng (standard khi không có).',
        security: [{ bearerAuth: [] }],
        response: { 200: batchRestrictionsResponse, 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.batchRestrictions(db, request.viewer!.id) }),
  );

  app.get(
    '/api/admin/sales-staff',
    {
      preHandler: app.requirePermission('customers.read'),
      schema: {
        tags: ['admin'],
        summary: 'Danh sách nhân viên kinh doanh, số khách hàng và điểm đánh giá (quản trị)',
        security: [{ bearerAuth: [] }],
        response: { 200: salesStaffListResponse, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ success: true as const, results: await service.listStaff(db) }),
  );

  app.put(
    '/api/admin/customers/:id/sales-staff',
    {
      preHandler: app.requirePermission('customers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Phân công nhân viên kinh doanh cho khách hàng { staff_id } (quản trị); đóng yêu cầu đổi đang mở',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().max(100) }),
        body: assignSalesStaffRequest,
        response: { 200: assignSalesStaffResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.UPDATE_SUCCEEDED,
      data: await service.assign(db, request.viewer!.id, request.params.id, request.body.staff_id, staffActorOf(request)),
    }),
  );
};
