import { staffActorOf } from '../audit/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVoucherCreateRequest,
  adminVoucherListQuery,
  adminVoucherListResponse,
  adminVoucherParams,
  adminVoucherResponse,
  adminVoucherUpdateRequest,
  deleteCouponResponse,
  errorBody,
  saveVoucherRequest,
  saveVoucherResponse,
  userCouponParams,
  userCouponsQuery,
  userCouponsResponse,
  voucherCatalogueQuery,
  voucherCatalogueResponse,
} from '@kaimono/contracts';
import { vouchersText } from '@kaimono/i18n';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './vouchers.service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const adminErrors = { ...errors, 403: errorBody };
const security = [{ bearerAuth: [] }];

/** Vouchers and saved coupons (spec §7 "Wallet, payments, vouchers"); staff manage them under /api/admin/vouchers. */
export const vouchersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Mã giảm giá công khai đang áp dụng (20 mỗi trang); khi đăng nhập kèm trạng thái đã lưu và lượt còn lại',
        querystring: voucherCatalogueQuery,
        response: { 200: voucherCatalogueResponse, 400: errorBody },
      },
    },
    async (request) => ({ success: true as const, ...(await service.publicVouchers(db, request.viewer?.id ?? null, request.query)) }),
  );

  app.get(
    '/api/coupons',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vouchers'],
        summary: 'Mã giảm giá dùng được ngay: mã công khai và mã riêng khách đã lưu',
        security,
        querystring: voucherCatalogueQuery,
        response: { 200: voucherCatalogueResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.couponCatalogue(db, request.viewer!.id, request.query)) }),
  );

  app.get(
    '/api/coupons/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vouchers'],
        summary: 'Mã giảm giá khách đã lưu, kèm trạng thái (usable, not_started, used_up, expired)',
        security,
        querystring: userCouponsQuery,
        response: { 200: userCouponsResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.userCoupons(db, request.viewer!.id, request.query)) }),
  );

  app.post(
    '/api/voucher',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vouchers'],
        summary: 'Lưu mã giảm giá (công khai hoặc mã riêng) theo mã',
        security,
        body: saveVoucherRequest,
        response: { 200: saveVoucherResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: vouchersText.messages.saved,
      data: await service.saveByCode(db, request.viewer!.id, request.body.code, request.ip),
    }),
  );

  app.delete(
    '/api/coupon/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['vouchers'],
        summary: 'Xóa một mã giảm giá đã lưu (của chính khách hàng)',
        security,
        params: userCouponParams,
        response: { 200: deleteCouponResponse, ...errors },
      },
    },
    async (request) => {
      await service.deleteCoupon(db, request.viewer!.id, request.params.id);
      return { success: true as const, message: vouchersText.messages.deleted };
    },
  );

  // Staff.

  app.get(
    '/api/admin/vouchers',
    {
      preHandler: app.requirePermission('vouchers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: danh sách mã giảm giá với số lượt đã dùng (tìm theo mã hoặc tên)',
        security,
        querystring: adminVoucherListQuery,
        response: { 200: adminVoucherListResponse, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.adminList(db, request.query)) }),
  );

  app.post(
    '/api/admin/vouchers',
    {
      preHandler: app.requirePermission('vouchers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: tạo mã giảm giá',
        security,
        body: adminVoucherCreateRequest,
        response: { 200: adminVoucherResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: vouchersText.messages.created,
      data: await service.adminCreate(db, request.viewer!.id, request.body, staffActorOf(request)),
    }),
  );

  app.put(
    '/api/admin/vouchers/:id',
    {
      preHandler: app.requirePermission('vouchers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: sửa mã giảm giá (không đổi được mã sau lượt dùng đầu tiên)',
        security,
        params: adminVoucherParams,
        body: adminVoucherUpdateRequest,
        response: { 200: adminVoucherResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: vouchersText.messages.updated,
      data: await service.adminUpdate(db, request.params.id, request.body, staffActorOf(request)),
    }),
  );

  app.post(
    '/api/admin/vouchers/:id/deactivate',
    {
      preHandler: app.requirePermission('vouchers.manage'),
      schema: {
        tags: ['admin'],
        summary: 'Quản trị: ngừng áp dụng mã giảm giá (các lượt đã dùng được giữ nguyên)',
        security,
        params: adminVoucherParams,
        response: { 200: adminVoucherResponse, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: vouchersText.messages.deactivated,
      data: await service.adminDeactivate(db, request.params.id, staffActorOf(request)),
    }),
  );
};
