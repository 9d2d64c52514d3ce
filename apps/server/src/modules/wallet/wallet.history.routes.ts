import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBody,
  refundRequestIdRequest,
  refundRequestListQuery,
  refundRequestListResponse,
  transferListQuery,
  transferListResponse,
  walletHistoryQuery,
  walletHistoryResponse,
  withdrawalCreateRequest,
  withdrawalResponse,
} from '@kaimono/contracts';
import { walletHistoryText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { notificationContext } from '../notifications/index.ts';
import { walletAdminRoutes } from './wallet.admin.routes.ts';
import { ledgerHistory, transfers } from './wallet.history.ts';
import * as withdrawals from './wallet.withdrawals.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

/**
 * The customer's money history (spec §7 "Wallet, payments, vouchers"): ledger history, transfers,
 * withdrawals (refund requests). Also registers the staff money routes (wallet.admin.routes.ts).
 */
export const walletHistoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx: withdrawals.WithdrawalContext = { db, notifyContext: notificationContext(deps, app.log), log: app.log };

  app.get(
    '/api/transations/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Lịch sử giao dịch ví (mới nhất trước; lọc loại, mục đích, chiều tiền, ngày theo giờ Việt Nam)',
        security,
        querystring: walletHistoryQuery,
        response: { 200: walletHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const { page, size, ...filter } = request.query;
      const { results, total } = await ledgerHistory(db, request.viewer!.id, filter, page, size);
      return { success: true as const, results, pagination: { page, size, total } };
    },
  );

  app.get(
    '/api/transfer/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Chuyển khoản của tôi: nạp tiền từ ngân hàng và rút tiền về thẻ (20 mỗi trang)',
        security,
        querystring: transferListQuery,
        response: { 200: transferListResponse, ...errors },
      },
    },
    async (request) => {
      const { page, size, direction } = request.query;
      const { results, total } = await transfers(db, request.viewer!.id, { direction }, page, size);
      return { success: true as const, results, pagination: { page, size, total } };
    },
  );

  app.post(
    '/api/transfer/refund',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Yêu cầu rút tiền về thẻ: số tiền được tạm giữ đến khi nhân viên xử lý (tối thiểu 10.000 ₫; header Idempotency-Key tùy chọn)',
        security,
        body: withdrawalCreateRequest,
        response: { 200: withdrawalResponse, ...errors },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const headerKey = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
      const { withdrawal } = await withdrawals.create(ctx, request.viewer!.id, request.body, headerKey);
      return { success: true as const, message: walletHistoryText.messages.withdrawalCreated, data: withdrawals.toDto(withdrawal) };
    },
  );

  app.get(
    '/api/refund-request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Các yêu cầu rút tiền của tôi (mới nhất trước)',
        security,
        querystring: refundRequestListQuery,
        response: { 200: refundRequestListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await withdrawals.listMine(db, request.viewer!.id, request.query.status) }),
  );

  app.delete(
    '/api/refund-request',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Hủy yêu cầu rút tiền đang chờ xử lý ({id} trong body, hoặc ?id=); số tiền tạm giữ được trả lại ví',
        security,
        querystring: refundRequestIdRequest.partial(),
        body: refundRequestIdRequest.nullish(),
        response: { 200: withdrawalResponse, ...errors },
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      if (!id) throw notFound('WITHDRAWAL_NOT_FOUND');
      const withdrawal = await withdrawals.cancel(ctx, request.viewer!.id, id);
      return { success: true as const, message: walletHistoryText.messages.withdrawalCancelled, data: withdrawals.toDto(withdrawal) };
    },
  );

  await app.register(walletAdminRoutes, deps);
};
