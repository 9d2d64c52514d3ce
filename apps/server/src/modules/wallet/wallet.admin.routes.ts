import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustmentRequest,
  adminAdjustmentResponse,
  adminExchangeRateRequest,
  adminExchangeRateResponse,
  adminWalletCustomerParams,
  adminWalletCustomerResponse,
  adminWalletReportResponse,
  adminWithdrawalCompleteRequest,
  adminWithdrawalListQuery,
  adminWithdrawalListResponse,
  adminWithdrawalParams,
  adminWithdrawalRejectRequest,
  adminWithdrawalResponse,
  errorBody,
} from '@kaimono/contracts';
import { walletHistoryText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { notificationContext } from '../notifications/index.ts';
import { adjust, saveRate } from './wallet.admin.service.ts';
import { findCustomer, ledgerHistory, ledgerReport } from './wallet.history.ts';
import { balancesOf } from './wallet.ledger.ts';
import { walletFor } from './wallet.service.ts';
import * as withdrawals from './wallet.withdrawals.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

/** Staff money tools (role admin): withdrawals, the exchange rate, manual adjustments, the ledger report. */
export const walletAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx: withdrawals.WithdrawalContext = { db, notifyContext: notificationContext(deps, app.log), log: app.log };
  const wallet = walletFor(deps, app.log);

  app.get(
    '/api/admin/withdrawals',
    {
      preHandler: app.requirePermission('wallet.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: yêu cầu rút tiền (mới nhất trước; lọc trạng thái)',
        security,
        querystring: adminWithdrawalListQuery,
        response: { 200: adminWithdrawalListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await withdrawals.adminList(db, request.query)) }),
  );

  app.post(
    '/api/admin/withdrawals/:id/complete',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: xác nhận đã chuyển tiền rút (khoản tạm giữ chuyển sang tài khoản ngân hàng); khách hàng nhận thông báo',
        security,
        params: adminWithdrawalParams,
        body: adminWithdrawalCompleteRequest,
        response: { 200: adminWithdrawalResponse, ...errors },
      },
    },
    async (request) => {
      await withdrawals.complete(ctx, request.viewer!, request.params.id, request.body, staffActorOf(request));
      return { success: true as const, message: walletHistoryText.messages.withdrawalCompleted, data: await withdrawals.adminDto(db, request.params.id) };
    },
  );

  app.post(
    '/api/admin/withdrawals/:id/reject',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: từ chối yêu cầu rút tiền (trả lại khoản tạm giữ, bắt buộc ghi lý do); khách hàng nhận thông báo',
        security,
        params: adminWithdrawalParams,
        body: adminWithdrawalRejectRequest,
        response: { 200: adminWithdrawalResponse, ...errors },
      },
    },
    async (request) => {
      await withdrawals.reject(ctx, request.viewer!, request.params.id, request.body, staffActorOf(request));
      return { success: true as const, message: walletHistoryText.messages.withdrawalRejected, data: await withdrawals.adminDto(db, request.params.id) };
    },
  );

  app.post(
    '/api/admin/exchange-rate',
    {
      preHandler: app.requirePermission('rates.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: đặt tỷ giá JPY → VND ("172.35" hoặc số nguyên ×10.000), có hiệu lực ngay',
        security,
        body: adminExchangeRateRequest,
        response: { 200: adminExchangeRateResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: walletHistoryText.messages.rateSaved, data: await saveRate(db, request.viewer!, request.body, staffActorOf(request)) }),
  );

  app.post(
    '/api/admin/wallet/adjustments',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: điều chỉnh số dư ví (cộng hoặc trừ) bằng một bút toán có lý do; khách hàng nhận thông báo',
        security,
        body: adminAdjustmentRequest,
        response: { 200: adminAdjustmentResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: walletHistoryText.messages.adjustmentSaved,
      data: await adjust(wallet, request.viewer!, request.body, staffActorOf(request)),
    }),
  );

  app.get(
    '/api/admin/wallet/report',
    {
      preHandler: app.requirePermission('wallet.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: đối chiếu sổ cái (số dư tài khoản hệ thống, tổng bút toán phải bằng 0, số dư khách hàng)',
        security,
        response: { 200: adminWalletReportResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await ledgerReport(db) }),
  );

  app.get(
    '/api/admin/wallet/customers/:customer_no',
    {
      preHandler: app.requirePermission('wallet.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: số dư và 50 giao dịch gần nhất của một khách hàng',
        security,
        params: adminWalletCustomerParams,
        response: { 200: adminWalletCustomerResponse, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomer(db, { customerNo: request.params.customer_no });
      if (!customer) throw notFound('CUSTOMER_NOT_FOUND');
      const [balances, history] = await Promise.all([balancesOf(db, customer.id), ledgerHistory(db, customer.id, {}, 1, 50)]);
      return { success: true as const, data: { customer, balances, entries: history.results } };
    },
  );
};
