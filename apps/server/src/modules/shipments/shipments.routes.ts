import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminShipmentArriveRequest,
  adminShipmentBillRequest,
  adminShipmentBoxesRequest,
  adminShipmentCancelRequest,
  adminShipmentCodRequest,
  adminShipmentHandOverRequest,
  adminShipmentListQuery,
  adminShipmentListResponse,
  adminShipmentParams,
  adminShipmentResponse,
  adminShipmentShipRequest,
  adminShipmentSplitRequest,
  adminShipmentSplitResponse,
  codDisputeListQuery,
  codDisputeListResponse,
  codDisputeParams,
  codDisputeSettleRequest,
  codDisputeSettleResponse,
  codOutstandingResponse,
  codRemittanceListQuery,
  codRemittanceListResponse,
  codRemittanceRequest,
  codRemittanceResponse,
  errorBody,
  shipmentCancelRequest,
  shipmentCandidatesResponse,
  shipmentCreateRequest,
  shipmentListQuery,
  shipmentListResponse,
  shipmentParams,
  shipmentPreviewRequest,
  shipmentPreviewResponse,
  shipmentResponse,
} from '@kaimono/contracts';
import { codRemittanceText, shipmentsText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './shipments.service.ts';
import * as remittances from './shipments.cod-remittance.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 500: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];
const staffOf = (request: FastifyRequest): service.StaffRef => ({ id: request.viewer!.id, requestId: String(request.id), ip: request.ip });

/**
 * Consolidated shipments (issue 16 §5–6): the customer's /api/shipments/* and the staff's
 * /api/admin/shipments/* (each guarded by its permission).
 */
export const shipmentsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = service.shipmentsContext(deps, app.log);

  app.get(
    '/api/shipments/candidates',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Các đơn hàng của khách đang chờ ở kho Nhật (chưa thuộc lô nào) có thể gửi chung, với cân nặng ước tính; các tuyến và hình thức vận chuyển',
        security,
        response: { 200: shipmentCandidatesResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.candidates(ctx, request.viewer!.id)) }),
  );

  app.post(
    '/api/shipments/preview',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Xem trước: cước gửi riêng từng đơn so với gửi chung một lô (cân nặng tối thiểu và phí mỗi kiện một lần) và số tiền tiết kiệm; không ghi gì',
        security,
        body: shipmentPreviewRequest,
        response: { 200: shipmentPreviewResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.preview(ctx, request.viewer!.id, request.body) }),
  );

  app.post(
    '/api/shipments',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Tạo lô gửi chung từ các đơn của khách đang ở kho Nhật (mỗi đơn chỉ thuộc một lô) với tuyến và hình thức vận chuyển',
        security,
        body: shipmentCreateRequest,
        response: { 200: shipmentResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.created, data: await service.create(ctx, request.viewer!.id, request.body) }),
  );

  app.get(
    '/api/shipments',
    {
      preHandler: app.requireUser,
      schema: { tags: ['shipments'], summary: 'Các lô hàng gửi chung của khách, mới nhất trước', security, querystring: shipmentListQuery, response: { 200: shipmentListResponse, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await service.listForCustomer(ctx, request.viewer!.id, request.query)) }),
  );

  app.get(
    '/api/shipments/:code',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Một lô hàng của khách (mã LG… hoặc id): đơn hàng, thùng, hóa đơn, hành trình',
        security,
        params: shipmentParams,
        response: { 200: shipmentResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: '', data: await service.findForCustomer(ctx, request.viewer!.id, request.params.code) }),
  );

  app.post(
    '/api/shipments/:code/confirm-receipt',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Khách xác nhận đã nhận lô hàng: lô và mọi đơn trong lô chuyển sang "Đã nhận hàng"',
        security,
        params: shipmentParams,
        response: { 200: shipmentResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.delivered, data: await service.confirmReceipt(ctx, request.viewer!.id, request.params.code) }),
  );

  app.post(
    '/api/shipments/:code/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['shipments'],
        summary: 'Khách hủy lô hàng còn chờ đóng thùng: các đơn trở lại danh sách chờ gửi chung; đã đóng thùng hoặc đã có hóa đơn → 409, không thay đổi gì',
        security,
        params: shipmentParams,
        body: shipmentCancelRequest,
        response: { 200: shipmentResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: shipmentsText.messages.cancelled,
      data: await service.cancelByCustomer(ctx, request.viewer!.id, request.params.code, request.body?.reason),
    }),
  );

  // Staff.

  app.get(
    '/api/admin/shipments',
    {
      preHandler: app.requirePermission('shipments.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: các lô hàng gửi chung (lọc trạng thái; tìm theo mã lô, mã đơn, số điện thoại hoặc mã khách), số lượng theo trạng thái',
        security,
        querystring: adminShipmentListQuery,
        response: { 200: adminShipmentListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminList(ctx, request.query)) }),
  );

  app.get(
    '/api/admin/shipments/:id',
    {
      preHandler: app.requirePermission('shipments.manage'),
      schema: { tags: ['admin'], summary: 'Quản trị: một lô hàng với khách, đơn, thùng, hóa đơn và hành trình', security, params: adminShipmentParams, response: { 200: adminShipmentResponse, ...adminErrors } },
    },
    async (request) => ({ success: true as const, message: '', data: await service.adminFind(ctx, request.params.id) }),
  );

  app.put(
    '/api/admin/shipments/:id/boxes',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Kho Nhật: đóng thùng lô hàng (cân nặng g, kích thước cm của từng thùng; nhập lại thay thế các thùng cũ cho đến khi lập hóa đơn)',
        security,
        params: adminShipmentParams,
        body: adminShipmentBoxesRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.packed, data: await service.pack(ctx, request.params.id, request.body.boxes, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/bill',
    {
      preHandler: app.requirePermission('shipments.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Lập MỘT hóa đơn (thanh toán lần 2) cho lô hàng theo cân nặng tính cước của các thùng: cân nặng tối thiểu và phí mỗi kiện tính một lần; dịch vụ theo đơn, phí lưu kho, chênh lệch ship nội địa Nhật vẫn tính theo từng đơn. Lập lần hai → 409, không thay đổi gì.',
        security,
        params: adminShipmentParams,
        body: adminShipmentBillRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.billed, data: await service.bill(ctx, request.params.id, request.body, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/ship',
    {
      preHandler: app.requirePermission('warehouse_jp.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Kho Nhật: lô hàng rời kho với mã vận đơn quốc tế; các đơn chuyển sang "Đang vận chuyển quốc tế"',
        security,
        params: adminShipmentParams,
        body: adminShipmentShipRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.shipped, data: await service.ship(ctx, request.params.id, request.body.tracking_number, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/arrive',
    {
      preHandler: app.requirePermission('warehouse_vn.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Kho Việt Nam: lô hàng đã về kho; các đơn chuyển sang "Đã về kho Việt Nam"',
        security,
        params: adminShipmentParams,
        body: adminShipmentArriveRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.arrived, data: await service.arrive(ctx, request.params.id, request.body.note, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/hand-over',
    {
      preHandler: app.requirePermission('warehouse_vn.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Kho Việt Nam: giao lô hàng cho đơn vị vận chuyển (tên, mã vận đơn); hóa đơn chưa thanh toán thì phải chọn thu hộ (cod: true, đúng số tiền còn thiếu), nếu không → 409',
        security,
        params: adminShipmentParams,
        body: adminShipmentHandOverRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.handedOver, data: await service.handOver(ctx, request.params.id, request.body, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/cancel',
    {
      preHandler: app.requirePermission('shipments.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Hủy lô hàng trước khi rời kho Nhật (chờ đóng thùng, đã đóng thùng hoặc đã có hóa đơn), với lý do: hóa đơn chưa thanh toán bị hủy theo, đã thanh toán thì hoàn tiền vào ví (một lần); các đơn trở lại danh sách chờ gửi chung của khách; đã rời kho Nhật → 409',
        security,
        params: adminShipmentParams,
        body: adminShipmentCancelRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, message: shipmentsText.messages.cancelled, data: await service.cancelByStaff(ctx, request.params.id, request.body.reason, staffOf(request)) }),
  );

  app.post(
    '/api/admin/shipments/:id/split',
    {
      preHandler: app.requirePermission('shipments.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Tách lô hàng (chờ đóng thùng hoặc đã đóng thùng, chưa có hóa đơn): các đơn đã chọn sang một lô hàng mới chờ đóng thùng; lô cũ giữ lại ít nhất một đơn, đã đóng thùng thì phải đóng lại',
        security,
        params: adminShipmentParams,
        body: adminShipmentSplitRequest,
        response: { 200: adminShipmentSplitResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { original, created } = await service.split(ctx, request.params.id, request.body.order_ids, staffOf(request));
      return { success: true as const, message: shipmentsText.messages.split(created.code), data: original, created };
    },
  );

  app.post(
    '/api/admin/shipments/:id/cod-collected',
    {
      preHandler: app.requirePermission('warehouse_vn.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Kho Việt Nam: đơn vị vận chuyển báo đã giao và đã thu hộ (COD) đúng số tiền của lô → ghi sổ cái một lần (khóa shipment-cod:<id>: phải thu COD → ví khách → hóa đơn, khóa bill:<id>), lô chuyển "Đã nhận hàng"; gửi lại → trả về như lần đầu, không ghi thêm',
        security,
        params: adminShipmentParams,
        body: adminShipmentCodRequest,
        response: { 200: adminShipmentResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { replayed, data } = await service.recordCodCollection(ctx, request.params.id, request.body, staffOf(request));
      return { success: true as const, message: replayed ? shipmentsText.messages.codReplayed : shipmentsText.messages.codCollected, data };
    },
  );

  // The carriers' COD remittances ("đối soát COD", ADR 0017 §3): accounting's.
  app.get(
    '/api/admin/cod/outstanding',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Kế toán: tiền thu hộ (COD) đã thu của khách nhưng đơn vị vận chuyển chưa chuyển về, theo từng đơn vị vận chuyển (lô hàng, khách, lúc thu, số tiền, tổng)',
        security,
        response: { 200: codOutstandingResponse, ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await remittances.codOutstanding(deps.database.db) }),
  );

  app.get(
    '/api/admin/cod-remittances',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: { tags: ['admin'], summary: 'Kế toán: các phiên đối soát COD đã ghi nhận, mới nhất trước', security, querystring: codRemittanceListQuery, response: { 200: codRemittanceListResponse, ...adminErrors } },
    },
    async (request) => ({ success: true as const, ...(await remittances.listCodRemittances(deps.database.db, request.query)) }),
  );

  app.post(
    '/api/admin/cod-remittances',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Kế toán: ghi nhận một phiên đối soát COD (đơn vị vận chuyển chuyển tiền thu hộ về ngân hàng): các lô đã thu hộ, chưa đối soát, cùng đơn vị vận chuyển; số tiền phải đúng bằng tổng COD (409 nếu lệch). Sổ cái khóa cod-remittance:<đơn vị>:<mã>: bank_clearing → cod_receivable. Gửi lại cùng nội dung → trả về như lần đầu; cùng mã khác nội dung → 409',
        security,
        body: codRemittanceRequest,
        response: { 200: codRemittanceResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { replayed, data } = await remittances.recordCodRemittance(deps.database.db, request.body, staffOf(request));
      const message = replayed
        ? codRemittanceText.messages.replayed
        : data.shortfall_vnd
          ? codRemittanceText.messages.recordedShort(formatVnd(vnd(data.shortfall_vnd)))
          : codRemittanceText.messages.recorded;
      return { success: true as const, message, replayed, data };
    },
  );

  // Short remittances' disputes (ADR 0017 §8).
  app.get(
    '/api/admin/cod-disputes',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Kế toán: các khoản COD đơn vị vận chuyển chuyển thiếu (đang đối chiếu / đã xử lý), tổng đang đối chiếu theo đơn vị vận chuyển',
        security,
        querystring: codDisputeListQuery,
        response: { 200: codDisputeListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await remittances.listCodDisputes(deps.database.db, request.query)) }),
  );

  app.post(
    '/api/admin/cod-disputes/:id/settle',
    {
      preHandler: app.requirePermission('wallet.manage'),
      schema: {
        tags: ['admin'],
        summary:
          'Kế toán: xử lý một khoản COD chuyển thiếu: đơn vị vận chuyển chuyển bù (bank_clearing → cod_disputed) hoặc xóa sổ vào tổn thất (cod_losses → cod_disputed); một bút toán khóa cod-dispute:<id>; gửi lại cùng cách → trả về như lần đầu; cách khác → 409',
        security,
        params: codDisputeParams,
        body: codDisputeSettleRequest,
        response: { 200: codDisputeSettleResponse, ...adminErrors },
      },
    },
    async (request) => {
      const { replayed, data } = await remittances.settleCodDispute(deps.database.db, request.params.id, request.body, staffOf(request));
      const message = replayed ? codRemittanceText.messages.disputeReplayed : data.status === 'remitted' ? codRemittanceText.messages.disputeRemitted : codRemittanceText.messages.disputeWrittenOff;
      return { success: true as const, message, replayed, data };
    },
  );
};
