import { staffActorOf } from '../audit/index.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBillCancelRequest,
  adminBillListQuery,
  adminBillListResponse,
  adminBillParams,
  adminBillResponse,
  adminOrderParcelParams,
  adminParcelRequest,
  adminParcelResponse,
  BILL_EXCEL_NAME_HEADER,
  billCodsResponse,
  billExcelRequest,
  billListQuery,
  billListResponse,
  billPaymentBulkRequest,
  billPaymentBulkResponse,
  billPrintRequest,
  billPrintResponse,
  errorBody,
} from '@kaimono/contracts';
import { billsText, type ErrorCode } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx.ts';
import * as service from './bills.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 500: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];

/** An unexpected failure answers the operation's own message (spec §8), never a bare 500. */
async function orFail<T>(log: FastifyBaseLogger, code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'bills request failed');
    throw new AppError(500, code);
  }
}

function headerKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 200) : undefined;
}

/**
 * Bills, the second payment (spec §7 "Wallet, payments, vouchers"): the customer's list, the unpaid
 * summary, bulk payment from the wallet, the printable slip and the Excel export; staff record
 * parcels at the Vietnamese warehouse (which makes the bills) and manage bills.
 */
export const billsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx = service.billsContext(deps, app.log);

  app.get(
    '/api/bills/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bills'],
        summary: 'Hóa đơn (thanh toán lần 2) của khách: 10 mỗi trang, lọc theo trạng thái, tìm theo mã hóa đơn hoặc mã đơn; options = các trạng thái với số lượng',
        security,
        querystring: billListQuery,
        response: { 200: billListResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listForCustomer(db, request.viewer!.id, request.query, deps.translator)) }),
  );

  app.get(
    '/api/bill/cods',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bills'],
        summary:
          'Các hóa đơn chưa thanh toán (cũ nhất trước) và tổng số tiền so với số dư ví: phần còn thiếu là số cần nạp thêm hoặc thu khi giao hàng (COD)',
        security,
        response: { 200: billCodsResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.cods(db, request.viewer!.id, deps.translator)) }),
  );

  app.post(
    '/api/bill/user/payment-bulk',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bills'],
        summary:
          'Thanh toán nhiều hóa đơn từ ví: từng hóa đơn một (mỗi hóa đơn bị trừ đúng một lần, kể cả khi gửi đồng thời); kết quả từng hóa đơn trong result. Hóa đơn không phải của khách → 404, không trừ tiền.',
        security,
        body: billPaymentBulkRequest,
        response: { 200: billPaymentBulkResponse, ...errors },
      },
    },
    async (request) => orFail(request.log, 'BILL_BULK_PAYMENT_ERROR', () => service.payBulk(ctx, request.viewer!.id, request.body.bill_ids)),
  );

  app.post(
    '/api/bill/print',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bills'],
        summary: 'Phiếu giao hàng và thanh toán của các hóa đơn đã chọn: một tài liệu HTML để in (content)',
        security,
        body: billPrintRequest,
        response: { 200: billPrintResponse, ...errors },
      },
    },
    async (request) => {
      const content = await orFail(request.log, 'PRINT_FAILED', () => service.printBills(db, request.viewer!.id, request.body.bill_ids, deps.translator));
      return { success: true as const, message: billsText.messages.printed, content };
    },
  );

  app.post(
    '/api/bill/excel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['bills'],
        summary: 'Xuất Excel (.xlsx) các hóa đơn đã chọn, hoặc mọi hóa đơn theo bộ lọc; tên tệp trong header content-name',
        security,
        body: billExcelRequest,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, content } = await orFail(request.log, 'EXPORT_FAILED', () => service.exportBills(db, request.viewer!.id, request.body, deps.translator));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header(BILL_EXCEL_NAME_HEADER, fileName)
        .header('access-control-expose-headers', BILL_EXCEL_NAME_HEADER)
        .header('cache-control', 'no-store')
        .send(content as never);
    },
  );

  // Staff.

  app.post(
    '/api/admin/orders/:id/parcels',
    {
      preHandler: app.requirePermission('warehouse_vn.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Quản trị: ghi nhận kiện hàng đã cân đo tại kho Việt Nam → hóa đơn thanh toán lần 2 (cước theo cân nặng tính cước + dịch vụ thu lần 2), đơn chuyển sang "Đã về kho Việt Nam". Header Idempotency-Key: gửi lại không tạo kiện thứ hai.',
        security,
        params: adminOrderParcelParams,
        body: adminParcelRequest,
        response: { 200: adminParcelResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { parcel, bill } = await service.recordParcel(ctx, {
        ...request.body,
        staffId: request.viewer!.id,
        request: staffActorOf(request),
        orderId: request.params.id,
        requestKey: headerKey(request),
      });
      return { success: true as const, message: billsText.messages.parcelRecorded, data: { parcel, bill } };
    },
  );

  app.get(
    '/api/admin/bills',
    {
      preHandler: app.requirePermission('bills.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: danh sách hóa đơn (lọc trạng thái, khách; tìm theo mã hóa đơn, mã đơn, số điện thoại, mã hoặc tên khách)',
        security,
        querystring: adminBillListQuery,
        response: { 200: adminBillListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminList(db, request.query, deps.translator)) }),
  );

  app.get(
    '/api/admin/bills/:id',
    {
      preHandler: app.requirePermission('bills.read'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: một hóa đơn với kiện hàng, đơn hàng và khách',
        security,
        params: adminBillParams,
        response: { 200: adminBillResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: '', data: await service.findAdminBill(db, request.params.id, deps.translator) }),
  );

  app.post(
    '/api/admin/bills/:id/cancel',
    {
      preHandler: app.requirePermission('bills.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: hủy hóa đơn chưa thanh toán (ví dụ cân sai); đơn hàng không còn nợ khoản này, có thể ghi nhận lại kiện hàng',
        security,
        params: adminBillParams,
        body: adminBillCancelRequest,
        response: { 200: adminBillResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: billsText.messages.billCancelled,
      data: await service.adminCancel(ctx, request.params.id, request.body.reason, staffActorOf(request)),
    }),
  );
};
