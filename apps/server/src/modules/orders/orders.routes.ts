import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyNowBody,
  errorBody,
  orderCancelBody,
  orderCodeParams,
  orderIdParams,
  orderPaymentsQuery,
  orderPaymentsResponse,
  orderResponse,
  payForOrderBody,
  quoteCouponBody,
  quoteCouponResponse,
  quoteRequestBody,
  quoteRequestResponse,
  quotesCountResponse,
  quotesQuery,
  quotesResponse,
  quoteStatisticResponse,
} from '@kaimono/contracts';
import { ordersText, type ErrorCode } from '@kaimono/i18n';
import { UpstreamError } from '@kaimono/marketplaces';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';
import { exportQuotes } from './orders.export.ts';
import { countQuotes, listPayments, listQuotes, statistics, trackOrder } from './orders.queries.ts';
import { buyNow, handleQuote } from './orders.quotes.ts';
import { ordersContext, payFirstPayment, transitionOrder } from './orders.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody, 503: errorBody, 504: errorBody };
const security = [{ bearerAuth: [] }];
const tags = ['orders'];

/**
 * An unexpected failure (not the customer's input, not a rule) answers with the operation's own
 * spec §8 message instead of a bare 500; the cause is logged.
 */
function failedAs(code: ErrorCode, log: { error(o: object, m: string): void }) {
  return (error: unknown): never => {
    if (error instanceof AppError) throw error;
    if (error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) throw error;
    // A marketplace that failed answers 502/504 with its own message (platform/errors.ts).
    if (error instanceof UpstreamError) throw error;
    log.error({ err: error }, `orders: ${code}`);
    throw new AppError(503, code);
  };
}

/** Wallet refusals other than a short balance: the payment failed ('Đặt hàng thất bại'). */
function paymentError(error: unknown): never {
  if (error instanceof AppError && error.code.startsWith('WALLET_')) throw new AppError(409, 'ORDER_PAYMENT_FAILED');
  throw error;
}

/** Quotes, orders and their payments for the customer (spec §7 "Products, quotes, orders"). */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = ordersContext(deps, app.log);
  const { db } = ctx;

  app.post(
    '/api/quote/user/request',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Báo giá: không có confirm → báo giá tạm tính (không lưu gì); confirm:true + address_id → tạo đơn hàng (chờ thanh toán)',
        security,
        body: quoteRequestBody,
        response: { 200: quoteRequestResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await handleQuote(ctx, request.viewer!.id, request.body, 'preview').catch(failedAs('QUOTE_CREATE_FAILED', request.log));
      return { success: true as const, message: outcome.message, confirmed: outcome.order !== null, quote: outcome.quote, order: outcome.order };
    },
  );

  app.post(
    '/api/quote/user/save',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Lưu báo giá nháp (chờ báo giá) để xác nhận sau; có id → cập nhật báo giá đã lưu',
        security,
        body: quoteRequestBody,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await handleQuote(ctx, request.viewer!.id, request.body, 'save').catch(failedAs('QUOTE_CREATE_FAILED', request.log));
      return { success: true as const, message: outcome.message, data: outcome.order! };
    },
  );

  app.post(
    '/api/quote/user/coupon',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Áp dụng mã giảm giá vào báo giá (xem trước; có id → lưu vào báo giá nháp)',
        security,
        body: quoteCouponBody,
        response: { 200: quoteCouponResponse, ...errors },
      },
    },
    async (request) => {
      const outcome = await handleQuote(ctx, request.viewer!.id, request.body, 'coupon').catch(failedAs('COUPON_APPLY_ERROR', request.log));
      if (!outcome.coupon) throw new AppError(409, 'COUPON_NOT_APPLICABLE');
      return { success: true as const, message: outcome.message, coupon: outcome.coupon, quote: outcome.quote };
    },
  );

  app.get(
    '/api/quotes/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Đơn hàng của khách (20 mỗi trang), lọc theo trạng thái, mã đơn / tên sản phẩm, ngày; kèm thống kê',
        security,
        querystring: quotesQuery,
        response: { 200: quotesResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await listQuotes(db, request.viewer!.id, request.query, deps.translator)) }),
  );

  app.get(
    '/api/quotes/user/statistic',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Thống kê đơn hàng của khách theo trạng thái và số tiền', security, response: { 200: quoteStatisticResponse, ...errors } },
    },
    async (request) => ({ success: true as const, data: await statistics(db, request.viewer!.id) }),
  );

  app.get(
    '/api/quotes/count',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Số đơn hàng đang xử lý (và theo từng trạng thái)', security, response: { 200: quotesCountResponse, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await countQuotes(db, request.viewer!.id)) }),
  );

  app.get(
    '/api/quotes/user/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Xuất đơn hàng ra Excel (.xlsx; cùng bộ lọc với danh sách); tên tệp ở header content-name',
        security,
        querystring: quotesQuery.omit({ page: true, size: true }),
        response: { 400: errorBody, 401: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const file = await exportQuotes(db, request.viewer!.id, request.query).catch(failedAs('EXPORT_FAILED', request.log));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-name', file.fileName)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('access-control-expose-headers', 'content-name')
        .header('cache-control', 'no-store')
        // A binary body: no 200 schema, so Fastify sends the bytes as they are.
        .send(file.content as never);
    },
  );

  app.post(
    '/api/user/payment-for-order',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Thanh toán lần 1 của đơn hàng từ ví (một lần duy nhất; thiếu số dư → báo số tiền còn thiếu)',
        security,
        body: payForOrderBody,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const orderId = request.body.order_id ?? request.body.id ?? request.body.code;
      if (!orderId) throw new AppError(404, 'ORDER_NOT_FOUND');
      const before = await payFirstPayment(ctx, {
        userId: request.viewer!.id,
        orderId,
        ...(request.body.request_id ? { requestKey: request.body.request_id } : {}),
      })
        .catch(paymentError)
        .catch(failedAs('ORDER_PAYMENT_ERROR', request.log));
      return { success: true as const, message: ordersText.messages.paid, data: before };
    },
  );

  app.get(
    '/api/quote/user/payments',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Các khoản thanh toán và hoàn tiền của đơn hàng (20 mỗi trang; order_id để lọc một đơn)',
        security,
        querystring: orderPaymentsQuery,
        response: { 200: orderPaymentsResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await listPayments(db, request.viewer!.id, request.query)) }),
  );

  app.post(
    '/api/me/orders/:order_id/confirm-receipt',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Khách xác nhận đã nhận hàng (đang giao → đã nhận hàng)',
        security,
        params: orderIdParams,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      const order = await trackOrder(db, userId, request.params.order_id, deps.translator);
      const data = await transitionOrder(ctx, { orderId: order.id, to: 'delivered', actor: { kind: 'customer', id: userId }, note: ordersText.events.receiptConfirmed });
      return { success: true as const, message: ordersText.messages.received, data };
    },
  );

  app.post(
    '/api/me/orders/:order_id/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Khách hủy đơn trước khi mua hàng; số tiền đã thanh toán được hoàn vào ví, mã giảm giá được trả lại',
        security,
        params: orderIdParams,
        body: orderCancelBody,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const userId = request.viewer!.id;
      const order = await trackOrder(db, userId, request.params.order_id, deps.translator);
      const note = request.body?.note;
      const data = await transitionOrder(ctx, { orderId: order.id, to: 'cancelled', actor: { kind: 'customer', id: userId }, ...(note ? { note } : {}) });
      return { success: true as const, message: ordersText.messages.cancelled, data };
    },
  );

  app.get(
    '/api/me/orders/:code',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Theo dõi đơn hàng theo mã (hoặc id): chi tiết, các bước và dòng thời gian',
        security,
        params: orderCodeParams,
        response: { 200: z.object({ success: z.literal(true), data: orderResponse.shape.data }), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await trackOrder(db, request.viewer!.id, request.params.code, deps.translator) }),
  );

  app.post(
    '/api/buy-product-now',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Mua ngay một sản phẩm: tạo đơn hàng (chờ thanh toán) với địa chỉ và tuyến vận chuyển; giá đọc lại từ sàn',
        security,
        body: buyNowBody,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const data = await buyNow(ctx, request.viewer!.id, request.body).catch(failedAs('QUOTE_CREATE_FAILED', request.log));
      return { success: true as const, message: ordersText.messages.quoteCreated, data };
    },
  );
};
