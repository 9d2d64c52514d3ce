import { staffActorOf } from '../audit/index.ts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPricingResponse,
  adminPricingUpdateRequest,
  errorBody,
  landedCostParams,
  landedCostResponse,
  priceCalcRequest,
  priceCalcResponse,
  priceListResponse,
  priceRulesResponse,
  routeDeleteParams,
  routeDeleteResponse,
  routeIdParams,
  routeListQuery,
  routeListResponse,
  routeSaveRequest,
  routeSaveResponse,
  serviceExtraListResponse,
  warehouseListResponse,
  type PriceCalcRequest,
} from '@kaimono/contracts';
import { errorMessages, pricingText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { toErrorReply } from '../../platform/errors.ts';
import { catalogContext } from '../catalog/index.ts';
import * as service from './pricing.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];

/**
 * Route saves answer 'Lưu thất bại!' (spec §8) on every failure the staff member can fix, followed by
 * the reason; a missing login or role keeps its own message.
 */
function routeSaveErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorReply(error);
  if (!answer) {
    request.log.error({ err: error }, 'route save failed');
    return reply.status(500).send({ success: false, code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR });
  }
  const { statusCode, body } = answer;
  const prefix = errorMessages.ROUTE_SAVE_FAILED;
  const message = statusCode === 401 || statusCode === 403 || body.message.startsWith(prefix) ? body.message : `${prefix} ${body.message}`;
  return reply.status(statusCode).send({ ...body, message });
}

/** Route deletes answer message 'error' on failure (spec §8), whatever the reason. */
function routeDeleteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toErrorReply(error);
  if (!answer) request.log.error({ err: error }, 'route delete failed');
  const statusCode = answer?.statusCode ?? 500;
  const code = answer?.body.code ?? 'INTERNAL_ERROR';
  const keep = statusCode === 401 || statusCode === 403;
  return reply
    .status(statusCode)
    .send({ success: false, code: keep ? code : 'ROUTE_DELETE_FAILED', message: keep ? answer!.body.message : pricingText.messages.deleteReported });
}

/** Pricing (issue 6 item 1): the calculator, the fee schedule, routes, warehouses, extra services. */
export const pricingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const catalog = catalogContext(deps);

  const calcSchema = (summary: string) => ({
    tags: ['pricing'],
    summary,
    body: priceCalcRequest,
    response: { 200: priceCalcResponse, 400: errorBody, 404: errorBody, 502: errorBody, 504: errorBody },
  });
  const calc = async (request: FastifyRequest<{ Body: PriceCalcRequest }>) =>
    service.calculateRequest(catalog, request.viewer?.id ?? null, request.body);

  app.post('/api/price-service/calc', { schema: calcSchema('Tính giá: chi tiết theo nhóm (chỉ nhóm có dòng), thanh toán lần 1 và lần 2') }, calc);
  app.post('/api/calculate-price', { schema: calcSchema('Tính giá cho các sản phẩm (giỏ hàng, mua ngay); khách VIP được giảm phí dịch vụ') }, calc);
  app.post('/api/estimate-price', { schema: calcSchema('Báo giá tự động: dán link hoặc nhập giá, cân nặng, kích thước, chọn tuyến và dịch vụ') }, calc);

  app.get(
    '/api/price-service/rules',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Mọi quy tắc tính giá kèm ví dụ tính bằng chính bộ tính giá trên biểu phí hiện hành (trang /page/bieu-phi)',
        response: { 200: priceRulesResponse },
      },
    },
    async () => ({ success: true as const, data: await service.priceRules(db) }),
  );

  app.get(
    '/api/price-service/landed-cost/:site/:code',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Tổng chi phí về tay (đồng) của một sản phẩm, từ cách gửi rẻ nhất đến đắt nhất',
        params: landedCostParams,
        response: { 200: landedCostResponse, 400: errorBody, 404: errorBody, 502: errorBody, 504: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.landedCostOfItem(catalog, request.params.site, request.params.code) }),
  );

  app.get(
    '/api/price-list/by-route',
    { schema: { tags: ['pricing'], summary: 'Biểu phí: từng tuyến với các hình thức vận chuyển và mức cước mẫu, phí dịch vụ, thuế, cỡ hàng, dịch vụ thêm', response: { 200: priceListResponse } } },
    async () => ({ success: true as const, data: await service.priceList(db) }),
  );

  app.get(
    '/api/warehouse',
    { schema: { tags: ['pricing'], summary: 'Kho hàng đang hoạt động (Nhật Bản, Việt Nam)', response: { 200: warehouseListResponse } } },
    async () => ({ success: true as const, data: await service.activeWarehouses(db) }),
  );

  app.get(
    '/api/service-extras/user',
    { schema: { tags: ['pricing'], summary: 'Dịch vụ thêm khách có thể chọn, với giá và lần thanh toán', response: { 200: serviceExtraListResponse } } },
    async () => ({ success: true as const, data: await service.activeExtras(db) }),
  );

  // System routes: everyone reads the active ones; staff also see inactive ones and write.

  app.get(
    '/api/route',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Tuyến vận chuyển (10 mỗi trang, tìm theo mã hoặc tên); nhân viên thấy cả tuyến tạm ngừng',
        querystring: routeListQuery,
        response: { 200: routeListResponse, 400: errorBody },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listRoutes(db, request.query, request.viewer?.role === 'admin')) }),
  );

  app.post(
    '/api/route',
    {
      preHandler: app.requirePermission('pricing.manage'),
      errorHandler: routeSaveErrorHandler,
      schema: { tags: ['admin'], summary: 'Nhân viên: tạo tuyến vận chuyển', security, body: routeSaveRequest, response: { 200: routeSaveResponse, ...adminErrors } },
    },
    async (request) => ({ success: true as const, message: pricingText.messages.saved, data: await service.createRoute(db, request.body, staffActorOf(request)) }),
  );

  app.put(
    '/api/route/:_id',
    {
      preHandler: app.requirePermission('pricing.manage'),
      errorHandler: routeSaveErrorHandler,
      schema: {
        tags: ['admin'],
        summary: 'Nhân viên: sửa tuyến vận chuyển (các hình thức vận chuyển được thay theo danh sách gửi lên)',
        security,
        params: routeIdParams,
        body: routeSaveRequest,
        response: { 200: routeSaveResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: pricingText.messages.saved, data: await service.updateRoute(db, request.params._id, request.body, staffActorOf(request)) }),
  );

  app.delete(
    '/api/route/:id',
    {
      preHandler: app.requirePermission('pricing.manage'),
      errorHandler: routeDeleteErrorHandler,
      schema: {
        tags: ['admin'],
        summary: "Nhân viên: xóa tuyến vận chuyển (đơn cũ vẫn giữ tuyến); thất bại trả message 'error'",
        security,
        params: routeDeleteParams,
        response: { 200: routeDeleteResponse, ...adminErrors },
      },
    },
    async (request) => {
      await service.deleteRoute(db, request.params.id, staffActorOf(request));
      return { success: true, message: pricingText.messages.deleted };
    },
  );

  // Staff: the fee schedule.

  app.get(
    '/api/admin/pricing',
    {
      preHandler: app.requirePermission('pricing.manage'),
      schema: { tags: ['admin'], summary: 'Quản trị: biểu phí (bậc phí dịch vụ, thuế theo sàn, cỡ hàng, dịch vụ thêm, kho)', security, response: { 200: adminPricingResponse, ...adminErrors } },
    },
    async () => ({ success: true as const, data: await service.adminPricing(db) }),
  );

  app.put(
    '/api/admin/pricing',
    {
      preHandler: app.requirePermission('pricing.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: sửa biểu phí; mỗi phần gửi lên thay cả bảng đó (dịch vụ và kho không có trong danh sách được tạm ngừng)',
        security,
        body: adminPricingUpdateRequest,
        response: { 200: adminPricingResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: pricingText.messages.saved, data: await service.updateAdminPricing(db, request.body, staffActorOf(request)) }),
  );
};
