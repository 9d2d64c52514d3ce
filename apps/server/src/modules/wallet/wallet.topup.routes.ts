import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBankTransferAssignRequest,
  adminBankTransferListQuery,
  adminBankTransferListResponse,
  adminBankTransferParams,
  adminBankTransferRejectRequest,
  adminBankTransferResponse,
  errorBody,
  topupQuery,
  topupResponse,
} from '@kaimono/contracts';
import { walletTopupText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { codeSubjectOf } from './wallet.reconciliation.repository.ts';
import * as reconciliation from './wallet.reconciliation.service.ts';
import { walletFor } from './wallet.service.ts';
import { parseTopupAmount, topupDialog } from './wallet.topup.ts';
import { bankWebhookRoutes } from './wallet.webhooks.routes.ts';

const security = [{ bearerAuth: [] }];
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Top-ups by bank transfer: the customer's dialog (`GET /api/wallet/topup`), the bank webhooks
 * (their own encapsulated plugin, see wallet.webhooks.routes.ts) and the staff queue of transfers
 * that could not be matched (`/api/admin/bank-transfers`).
 */
export const walletTopupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx: reconciliation.ReconciliationContext = { db, wallet: walletFor(deps, app.log), config: deps.config, log: app.log };

  await app.register(bankWebhookRoutes(ctx), deps);

  if (deps.boss) {
    // Finish rows a crash left half done (see resumeUnfinished); in the background, not in the way of start-up.
    app.addHook('onReady', async () => {
      reconciliation.resumeUnfinished(ctx).catch((error: unknown) => app.log.error({ err: error }, 'bank transfer resume failed'));
    });
  }

  app.get(
    '/api/wallet/topup',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Hộp thoại nạp tiền: tài khoản nhận, nội dung chuyển khoản (QA… khi có số tiền, QR… khi không), mã VietQR, các lần nạp gần đây',
        security,
        querystring: topupQuery,
        response: { 200: topupResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const amountVnd = parseTopupAmount(request.query.amount_vnd);
      const user = await codeSubjectOf(db, request.viewer!.id);
      if (!user) throw notFound('CUSTOMER_NOT_FOUND');
      return { success: true as const, data: await topupDialog(db, deps.config, user, amountVnd) };
    },
  );

  app.get(
    '/api/admin/bank-transfers',
    {
      preHandler: app.requirePermission('wallet.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: giao dịch chuyển khoản ngân hàng nhận qua webhook (mới nhất trước; lọc trạng thái, ví dụ unmatched)',
        security,
        querystring: adminBankTransferListQuery,
        response: { 200: adminBankTransferListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await reconciliation.adminList(db, request.query)) }),
  );

  app.post(
    '/api/admin/bank-transfers/:id/assign',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: cộng giao dịch chưa khớp vào ví một khách hàng (mã KM… hoặc id), đúng một lần; khách hàng nhận thông báo',
        security,
        params: adminBankTransferParams,
        body: adminBankTransferAssignRequest,
        response: { 200: adminBankTransferResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: walletTopupText.messages.assigned,
      data: await reconciliation.assign(ctx, request.viewer!, request.params.id, request.body, staffActorOf(request)),
    }),
  );

  app.post(
    '/api/admin/bank-transfers/:id/reject',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: đánh dấu giao dịch không phải nạp tiền (bắt buộc ghi lý do); không cộng ví',
        security,
        params: adminBankTransferParams,
        body: adminBankTransferRejectRequest,
        response: { 200: adminBankTransferResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: walletTopupText.messages.rejected,
      data: await reconciliation.reject(ctx, request.viewer!, request.params.id, request.body, staffActorOf(request)),
    }),
  );
};
