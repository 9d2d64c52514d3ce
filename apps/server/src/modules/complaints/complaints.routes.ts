import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminComplaintDetailResponse,
  adminComplaintListQuery,
  adminComplaintListResponse,
  adminComplaintParams,
  adminComplaintReplyRequest,
  adminComplaintStatusRequest,
  complaintCreateRequest,
  complaintDiscussionPostResponse,
  complaintDiscussionQuery,
  complaintDiscussionRequest,
  complaintDiscussionResponse,
  complaintIdRequest,
  complaintListQuery,
  complaintListResponse,
  complaintResponse,
  complaintTypesResponse,
  complaintUpdateRequest,
  errorBody,
} from '@kaimono/contracts';
import { complaintsText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { notificationContext } from '../notifications/index.ts';
import * as service from './complaints.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];

/** Complaints (spec §7): the customer's own only; staff answer through /api/admin/complaints. */
export const complaintsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const notifyContext = notificationContext(deps, app.log);

  app.get(
    '/api/complaint/type',
    { schema: { tags: ['complaints'], summary: 'Các loại khiếu nại và thời hạn phản hồi', response: { 200: complaintTypesResponse } } },
    async () => ({ success: true as const, results: service.complaintTypes() }),
  );

  app.get(
    '/api/complaint',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Khiếu nại của tôi (25 mỗi trang), kèm các loại khiếu nại',
        security,
        querystring: complaintListQuery,
        response: { 200: complaintListResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.list(db, request.viewer!.id, request.query)),
      complaint_types: service.complaintTypes(),
    }),
  );

  app.post(
    '/api/complaint',
    {
      preHandler: app.requireUser,
      schema: { tags: ['complaints'], summary: 'Gửi khiếu nại', security, body: complaintCreateRequest, response: { 200: complaintResponse, ...errors } },
    },
    async (request) => ({ success: true as const, message: complaintsText.created, data: await service.create(db, request.viewer!.id, request.body) }),
  );

  app.put(
    '/api/complaint',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Sửa nội dung hoặc ảnh (khi khiếu nại chưa được tiếp nhận)',
        security,
        body: complaintUpdateRequest,
        response: { 200: complaintResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: complaintsText.updated, data: await service.update(db, request.viewer!.id, request.body) }),
  );

  app.delete(
    '/api/complaint',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Rút khiếu nại chưa được phản hồi ({id} trong body, hoặc ?id=)',
        security,
        querystring: complaintIdRequest.partial(),
        body: complaintIdRequest.nullish(),
        response: { 200: complaintResponse, ...errors },
      },
    },
    async (request) => {
      const id = request.body?.id ?? request.query.id;
      if (!id) throw new AppError(404, 'COMPLAINT_NOT_FOUND');
      return { success: true as const, message: complaintsText.withdrawn, data: await service.withdraw(db, request.viewer!.id, id) };
    },
  );

  app.get(
    '/api/complaint/discussion',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Khiếu nại và các trao đổi của nó',
        security,
        querystring: complaintDiscussionQuery,
        response: { 200: complaintDiscussionResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.discussion(db, request.viewer!.id, request.query.complaint_id)) }),
  );

  app.post(
    '/api/complaint/discussion',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['complaints'],
        summary: 'Gửi trao đổi cho một khiếu nại',
        security,
        body: complaintDiscussionRequest,
        response: { 200: complaintDiscussionPostResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, message: complaintsText.messageSent, ...(await service.postMessage(db, request.viewer!.id, request.body)) }),
  );

  // Staff.
  const adminErrors = { ...errors, 403: errorBody };

  app.get(
    '/api/admin/complaints',
    {
      preHandler: app.requirePermission('complaints.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: danh sách khiếu nại (hạn phản hồi gần nhất trước; lọc trạng thái, quá hạn)',
        security,
        querystring: adminComplaintListQuery,
        response: { 200: adminComplaintListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminList(db, request.query)) }),
  );

  app.get(
    '/api/admin/complaints/:id',
    {
      preHandler: app.requirePermission('complaints.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: một khiếu nại với trao đổi và lịch sử',
        security,
        params: adminComplaintParams,
        response: { 200: adminComplaintDetailResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminDetail(db, request.params.id)) }),
  );

  app.post(
    '/api/admin/complaints/:id/reply',
    {
      preHandler: app.requirePermission('complaints.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: trả lời khiếu nại (có thể kèm quyết định); khách hàng nhận thông báo',
        security,
        params: adminComplaintParams,
        body: adminComplaintReplyRequest,
        response: { 200: adminComplaintDetailResponse.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Đã gửi phản hồi.',
      ...(await service.adminReply(db, request.viewer!, request.params.id, request.body, notifyContext, staffActorOf(request))),
    }),
  );

  app.put(
    '/api/admin/complaints/:id/status',
    {
      preHandler: app.requirePermission('complaints.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: chuyển trạng thái khiếu nại theo bảng chuyển trạng thái; khách hàng nhận thông báo',
        security,
        params: adminComplaintParams,
        body: adminComplaintStatusRequest,
        response: { 200: adminComplaintDetailResponse.extend({ message: z.string() }), ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Đã cập nhật trạng thái khiếu nại.',
      ...(await service.adminSetStatus(db, request.viewer!, request.params.id, request.body, notifyContext, staffActorOf(request))),
    }),
  );
};
