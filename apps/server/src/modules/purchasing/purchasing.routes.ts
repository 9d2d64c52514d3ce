import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  orderPackageParams,
  orderPackageResponse,
  packagePhotosBody,
  photoRequestBody,
  photoRequestResponse,
  photoRequestsResponse,
  purchaseQueueResponse,
  purchaseResponse,
  purchasingOrderParams,
  receivePackageBody,
  recordPurchaseBody,
  sellerCancelBody,
  sellerCancelResponse,
  toReceiveResponse,
  warehouseLookupQuery,
  warehouseLookupResponse,
  warehousePackageResponse,
  workQueueFilters,
} from '@kaimono/contracts';
import { orderPackageText, purchasingText, warehouseJpText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { purchaseQueue, purchasingContext, recordPurchase, sellerCancel, type StaffRef } from './purchasing.service.ts';
import { addPhotos, customerPackage, lookup, openPhotoRequests, receivePackage, requestPhotos, toReceiveList } from './purchasing.warehouse.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

function headerKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

const staff = (request: FastifyRequest): StaffRef => ({ staffId: request.viewer!.id, requestId: request.id, ip: request.ip });

/**
 * Purchasing (/api/admin/purchasing/*, permission purchasing.manage), the Japan warehouse
 * (/api/admin/warehouse-jp/*, warehouse_jp.manage) and the customer's view of the received package.
 */
export const purchasingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = purchasingContext(deps, app.log);
  const { db } = ctx;
  const tags = ['purchasing', 'admin'];

  app.get(
    '/api/admin/purchasing/queue',
    {
      preHandler: app.requirePermission('purchasing.manage'),
      schema: { tags, summary: 'Hàng đợi mua hàng: đơn đã thanh toán lần 1 và đơn đấu giá đã thắng chờ mã giao dịch, cũ nhất trước; giá lúc đặt và giá hiện tại trên sàn', security, querystring: workQueueFilters, response: { 200: purchaseQueueResponse, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await purchaseQueue(ctx, request.query)) }),
  );

  app.post(
    '/api/admin/purchasing/orders/:id/purchase',
    {
      preHandler: app.requirePermission('purchasing.manage'),
      schema: {
        tags,
        summary: 'Ghi nhận mua hàng (mã đơn trên sàn, giá mua và ship nội địa thực tế) → đơn "Đã mua"; chênh lệch hoàn vào ví hoặc cộng vào hóa đơn sau. Header Idempotency-Key: gửi lại trả về bản ghi đầu.',
        security,
        params: purchasingOrderParams,
        body: recordPurchaseBody,
        response: { 200: purchaseResponse, ...errors },
      },
    },
    async (request) => {
      const { purchase, replayed } = await recordPurchase(ctx, { ...staff(request), orderId: request.params.id, body: request.body, requestKey: headerKey(request) });
      return { success: true as const, message: purchasingText.recorded(purchase.order_code), replayed, data: purchase };
    },
  );

  app.post(
    '/api/admin/purchasing/orders/:id/seller-cancel',
    {
      preHandler: app.requirePermission('purchasing.manage'),
      schema: {
        tags,
        summary: 'Người bán hủy: đơn chuyển sang "Đã hoàn tiền", khách nhận lại toàn bộ số tiền đã thanh toán vào ví',
        security,
        params: purchasingOrderParams,
        body: sellerCancelBody,
        response: { 200: sellerCancelResponse, ...errors },
      },
    },
    async (request) => {
      const { refundedVnd, orderCode } = await sellerCancel(ctx, { ...staff(request), orderId: request.params.id, reason: request.body.reason });
      return { success: true as const, message: purchasingText.cancelled(orderCode, formatVnd(vnd(refundedVnd))), refunded_vnd: refundedVnd };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // The Japan warehouse
  const wtags = ['warehouse-jp', 'admin'];

  app.get(
    '/api/admin/warehouse-jp/queue',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: {
        tags: wtags,
        summary: 'Đơn đã mua chờ nhận tại kho Nhật, cũ nhất trước; lọc theo sàn, mã đơn hoặc số điện thoại khách, khoảng ngày mua',
        security,
        querystring: workQueueFilters,
        response: { 200: toReceiveResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await toReceiveList(db, request.query)) }),
  );

  app.get(
    '/api/admin/warehouse-jp/lookup',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: { tags: wtags, summary: 'Tìm đơn để nhận hàng theo mã đơn hoặc mã vận đơn (quét mã vạch)', security, querystring: warehouseLookupQuery, response: { 200: warehouseLookupResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: await lookup(db, request.query.q) }),
  );

  app.post(
    '/api/admin/warehouse-jp/receive',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: {
        tags: wtags,
        summary: 'Nhận kiện hàng vào kho Nhật: cân (gam), đo (cm), ảnh, tình trạng, vị trí kệ → đơn "Đã về kho Nhật"; ngày lưu kho miễn phí tính từ lúc nhận',
        security,
        body: receivePackageBody,
        response: { 200: warehousePackageResponse, ...errors },
      },
    },
    async (request) => {
      const data = await receivePackage(ctx, { ...staff(request), body: request.body });
      return { success: true as const, message: warehouseJpText.received(data.order_code, data.shelf), data };
    },
  );

  app.get(
    '/api/admin/warehouse-jp/photo-requests',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: { tags: wtags, summary: 'Yêu cầu chụp thêm ảnh của khách đang chờ kho xử lý', security, response: { 200: photoRequestsResponse, ...errors } },
    },
    async () => ({ success: true as const, results: await openPhotoRequests(db) }),
  );

  app.post(
    '/api/admin/warehouse-jp/packages/:id/photos',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: { tags: wtags, summary: 'Thêm ảnh cho kiện hàng (trả lời yêu cầu chụp thêm ảnh của khách)', security, params: z.object({ id: z.string().trim().min(1).max(100) }), body: packagePhotosBody, response: { 200: warehousePackageResponse, ...errors } },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw new AppError(404, 'WAREHOUSE_PACKAGE_NOT_FOUND');
      const data = await addPhotos(ctx, { ...staff(request), packageId: request.params.id, photos: request.body.photos });
      return { success: true as const, message: warehouseJpText.answered, data };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // The customer
  const ctags = ['orders'];

  app.get(
    '/api/order/:code/package',
    {
      preHandler: app.requireUser,
      schema: { tags: ctags, summary: 'Kiện hàng của đơn tại kho Nhật: cân nặng, kích thước, ảnh, và giá dịch vụ chụp thêm ảnh', security, params: orderPackageParams, response: { 200: orderPackageResponse, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await customerPackage(db, request.viewer!.id, request.params.code)) }),
  );

  app.post(
    '/api/order/:code/photo-requests',
    {
      preHandler: app.requireUser,
      schema: { tags: ctags, summary: 'Yêu cầu kho Nhật chụp thêm ảnh (dịch vụ chụp ảnh, trừ vào ví)', security, params: orderPackageParams, body: photoRequestBody, response: { 200: photoRequestResponse, ...errors } },
    },
    async (request) => {
      const data = await requestPhotos(ctx, { userId: request.viewer!.id, code: request.params.code, note: request.body.note });
      return { success: true as const, message: orderPackageText.sent, data };
    },
  );
};
