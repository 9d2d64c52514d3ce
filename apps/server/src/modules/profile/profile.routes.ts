import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorBody,
  notificationSettingsResponse,
  notificationSettingsSaveResponse,
  notificationSettingsUpdateRequest,
  profileResponse,
  profileSaveResponse,
  updateProfileRequest,
  userSettingsResponse,
  userSettingsSaveResponse,
  userSettingsUpdateRequest,
} from '@kaimono/contracts';
import { errorMessages, successMessages } from '@kaimono/i18n';
import { toErrorReply } from '../../platform/errors.ts';
import type { AppDeps } from '../../platform/deps.ts';
import * as service from './profile.service.ts';

/**
 * A failed save answers the spec's wording (§8: profile 'Lưu thất bại!', settings 'Cập nhật không
 * thành công!') as `message`, keeps the precise code, and names each wrong field in `fields`
 * (e.g. `birthdate`: 'Ngày sinh phải là một ngày trong quá khứ.'). Other failures (401, 429, 5xx)
 * go to the application's handler unchanged.
 */
function failureAnsweredAs(code: 'PROFILE_SAVE_FAILED' | 'UPDATE_FAILED') {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorReply(error);
    if (!known || known.statusCode >= 500 || known.statusCode === 401 || known.statusCode === 429) throw error;
    return reply.status(known.statusCode).send({
      success: false,
      code: known.body.code,
      message: errorMessages[code],
      fields: known.body.fields ?? { _: known.body.message },
    });
  };
}

const errors = { 400: errorBody, 401: errorBody, 409: errorBody };

/**
 * The customer's profile, settings and notification choices. Paths: spec §7 lists
 * GET/POST /api/user-setting and GET/POST /api/user/notification; the profile calls are "defined
 * elsewhere", so they are GET/PUT /api/user/profile.
 */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  // On request, before the body is validated: a guest gets 401, not a validation answer.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Hồ sơ khách hàng (họ tên, ảnh đại diện, số điện thoại, ngày sinh, email)',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponse, 401: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getProfile(db, request.viewer!.id),
      phone_change: service.PHONE_CHANGE_MODE,
    }),
  );

  app.put(
    '/api/user/profile',
    {
      errorHandler: failureAnsweredAs('PROFILE_SAVE_FAILED'),
      schema: {
        tags: ['profile'],
        summary: 'Cập nhật hồ sơ (chỉ các trường gửi lên; null xóa ảnh, ngày sinh, email)',
        description:
          'birthdate: YYYY-MM-DD, một ngày có thật trong quá khứ, tuổi 13–120. avatar: url (/api/files/{id}) của một ảnh chính khách hàng đã tải lên qua POST /api/upload/file/user (nên dùng folder=avatar để ảnh công khai). phone: chỉ được gửi số hiện tại; đổi số cần xác thực OTP (phone_change). Thành công: "Cập nhật thành công!"; thất bại: "Lưu thất bại!" kèm fields.',
        security: [{ bearerAuth: [] }],
        body: updateProfileRequest,
        response: { 200: profileSaveResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.PROFILE_SAVED,
      data: await service.updateProfile(db, request.viewer!.id, request.body),
      phone_change: service.PHONE_CHANGE_MODE,
    }),
  );

  app.get(
    '/api/user-setting',
    {
      schema: {
        tags: ['profile'],
        summary: 'Cài đặt của khách hàng (ngôn ngữ, hiển thị tiền, sàn mặc định, dịch từ khóa, tuyến mặc định, nhận khuyến mãi)',
        security: [{ bearerAuth: [] }],
        response: { 200: userSettingsResponse, 401: errorBody },
      },
    },
    async (request) => ({ success: true as const, settings: await service.getSettings(db, request.viewer!.id) }),
  );

  app.post(
    '/api/user-setting',
    {
      errorHandler: failureAnsweredAs('UPDATE_FAILED'),
      schema: {
        tags: ['profile'],
        summary: 'Lưu cài đặt: { settings: { ...chỉ các khóa cần đổi } }; khóa lạ bị từ chối',
        security: [{ bearerAuth: [] }],
        body: userSettingsUpdateRequest,
        response: { 200: userSettingsSaveResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.UPDATE_SUCCEEDED,
      settings: await service.updateSettings(db, request.viewer!.id, request.body.settings),
    }),
  );

  app.get(
    '/api/user/notification',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Cài đặt thông báo theo loại (orders, bills, bids, wallet, promotions, complaints, saved_search, watch) và kênh (in_app, email, push, zalo, sms); giờ yên lặng (quiet_hours, giờ Việt Nam)',
        security: [{ bearerAuth: [] }],
        response: { 200: notificationSettingsResponse, 401: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.notificationSettingsOf(db, request.viewer!.id)),
      locked: service.lockedCellKeys,
    }),
  );

  app.post(
    '/api/user/notification',
    {
      errorHandler: failureAnsweredAs('UPDATE_FAILED'),
      schema: {
        tags: ['profile'],
        summary:
          'Lưu cài đặt thông báo: { settings: { orders: { email: false }, ... }, quiet_hours?: { enabled, start: "22:00", end: "07:00" } }; các ô trong locked luôn bật',
        security: [{ bearerAuth: [] }],
        body: notificationSettingsUpdateRequest,
        response: { 200: notificationSettingsSaveResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.UPDATE_SUCCEEDED,
      ...(await service.updateNotificationPreferences(db, request.viewer!.id, request.body.settings, request.body.quiet_hours)),
      locked: service.lockedCellKeys,
    }),
  );
};
