import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDesiredPriceAnswerRequest,
  adminDesiredPriceListQuery,
  adminDesiredPriceListResponse,
  adminDesiredPriceResponse,
  desiredPriceChangeStatusRequest,
  desiredPriceCheckRequest,
  desiredPriceCheckResponse,
  desiredPriceCreateRequest,
  desiredPriceDetailResponse,
  desiredPriceListQuery,
  desiredPriceListResponse,
  desiredPriceParams,
  desiredPriceResponse,
  desiredPriceUpdateRequest,
  errorBody,
} from '@kaimono/contracts';
import { desiredPriceText } from '@kaimono/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { catalogContext } from '../catalog/index.ts';
import { notificationContext } from '../notifications/index.ts';
import { ordersContext } from '../orders/index.ts';
import * as service from './desired-price.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody, 504: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];

/** The negotiation rules' view of the app's dependencies. */
export function desiredPriceContext(deps: AppDeps, log: FastifyBaseLogger): service.DesiredPriceContext {
  const orders = ordersContext(deps, log);
  return {
    db: deps.database.db,
    catalog: catalogContext(deps),
    notifyContext: notificationContext(deps, log),
    orders,
    log,
  };
}

/**
 * Desired price (price negotiation, spec §7 "Desired price"; status codes in contracts
 * `desiredPriceStatusCodes`). Customers see only their own requests; staff answer for the seller
 * under /api/admin/desired-prices.
 */
export const desiredPriceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = desiredPriceContext(deps, app.log);
  const { db } = ctx;

  app.post(
    '/api/desired-price/check',
    {
      schema: {
        tags: ['desired-price'],
        summary:
          'Có thể thương lượng giá sản phẩm này không: sàn nhận trả giá (Mercari, PayPay, Yahoo Auctions có giá mua ngay, chưa có lượt đặt), còn hàng, chưa có yêu cầu đang mở; khoảng giá được phép (50%–dưới giá hiện tại)',
        body: desiredPriceCheckRequest,
        response: { 200: desiredPriceCheckResponse, 400: errorBody, 502: errorBody, 504: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.check(ctx, request.viewer?.id ?? null, request.body) }),
  );

  app.get(
    '/api/desired-price',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['desired-price'],
        summary: 'Yêu cầu thương lượng giá của tôi (20 mỗi trang, mới nhất trước), kèm danh sách trạng thái',
        security,
        querystring: desiredPriceListQuery,
        response: { 200: desiredPriceListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(db, request.viewer!.id, request.query)) }),
  );

  app.get(
    '/api/desired-price/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['desired-price'],
        summary: 'Một yêu cầu thương lượng giá của tôi và lịch sử của nó',
        security,
        params: desiredPriceParams,
        response: { 200: desiredPriceDetailResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.detail(db, request.viewer!.id, request.params.id)) }),
  );

  app.post(
    '/api/desired-price',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['desired-price'],
        summary: 'Gửi yêu cầu thương lượng giá (không có id: tạo mới, bỏ other_price và confirm; có id: cập nhật như PUT)',
        security,
        body: desiredPriceCreateRequest,
        response: { 200: desiredPriceResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: desiredPriceText.messages.sent,
      data: await service.create(ctx, request.viewer!.id, request.body),
    }),
  );

  app.put(
    '/api/desired-price',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['desired-price'],
        summary: 'Sửa yêu cầu thương lượng giá: chỉ id, desired_price, ship_mode, services_extra, coupons_code, address_id',
        security,
        body: desiredPriceUpdateRequest,
        response: { 200: desiredPriceResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: desiredPriceText.messages.sent,
      data: await service.update(ctx, request.viewer!.id, request.body),
    }),
  );

  app.put(
    '/api/desired-price/change-status',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['desired-price'],
        summary:
          'Đổi trạng thái (chỉ id, status, assignee_id, buy_auto, account_id). Khách: hủy (0), đồng ý giá người bán đề nghị (3), tạo đơn (5), bật/tắt buy_auto. Nhân viên: phân công, tài khoản mua, 0/1/2/3/4/5',
        security,
        body: desiredPriceChangeStatusRequest,
        response: { 200: desiredPriceResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = request.viewer!;
      const result =
        viewer.role === 'admin'
          ? await service.staffChangeStatus(ctx, viewer, request.body)
          : await service.customerChangeStatus(ctx, viewer.id, request.body);
      return { success: true as const, ...result };
    },
  );

  // Staff.

  app.get(
    '/api/admin/desired-prices',
    {
      preHandler: app.requirePermission('desired_prices.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: yêu cầu thương lượng giá (việc đang mở cũ nhất trước; lọc theo trạng thái, nhân viên, sàn; tìm theo mã, tên, mã khách)',
        security,
        querystring: adminDesiredPriceListQuery,
        response: { 200: adminDesiredPriceListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminList(db, request.query)) }),
  );

  app.get(
    '/api/admin/desired-prices/:id',
    {
      preHandler: app.requirePermission('desired_prices.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: một yêu cầu thương lượng giá, khách hàng và lịch sử',
        security,
        params: desiredPriceParams,
        response: { 200: adminDesiredPriceResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: '', ...(await service.adminDetail(db, request.params.id)) }),
  );

  app.put(
    '/api/admin/desired-prices/:id/answer',
    {
      preHandler: app.requirePermission('desired_prices.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Quản trị: câu trả lời của người bán. accepted=true: đồng ý (giá price_jpy, mặc định giá mong muốn) rồi tự tạo đơn nếu buy_auto; accepted=false kèm price_jpy: người bán đề nghị giá khác; không kèm giá: từ chối',
        security,
        params: desiredPriceParams,
        body: adminDesiredPriceAnswerRequest,
        response: { 200: adminDesiredPriceResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: desiredPriceText.messages.answered,
      ...(await service.adminAnswer(ctx, request.viewer!, request.params.id, request.body, staffActorOf(request))),
    }),
  );
};
