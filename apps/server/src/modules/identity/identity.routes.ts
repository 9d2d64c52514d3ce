import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QR_TTL_SECONDS,
  changePasswordRequest,
  emailCodeSentResponse,
  errorBody,
  followUtmRequest,
  messageBody,
  outboxQuery,
  outboxResponse,
  phoneLoginRequest,
  phoneLoginResponse,
  phoneStatusQuery,
  phoneStatusResponse,
  qrCodeBody,
  qrGenerateResponse,
  qrScanResponse,
  qrWaitResponse,
  requestChangePasswordRequest,
  requestChangePasswordResponse,
  resetPasswordRequest,
  safeNextPath,
  sessionTokenResponse,
  socialLoginRequest,
  socialProvidersResponse,
  tokenLoginResponse,
  verifyEmailRequest,
  verifyEmailResponse,
  type User,
} from '@kaimono/contracts';
import { successMessages } from '@kaimono/i18n';
import * as account from '../account/index.ts';
import { AUTH_COOKIE, sessionClientOf } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createEmailSender } from '../../platform/email.ts';
import { AppError } from '../../platform/errors.ts';
import { createSmsSender } from '../../platform/sms.ts';
import { createSocialVerifiers } from '../../platform/social-auth.ts';
import { maskIp } from './identity.codes.ts';
import * as service from './identity.service.ts';

const bearer = [{ bearerAuth: [] }];
const TAG = 'identity';

/**
 * Login and identity: phone OTP, Google/Facebook, QR login, password reset and change, email
 * verification, session refresh, UTM first touch, and the sandbox outbox for staff.
 */
export const identityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  const ctx: service.IdentityContext = {
    db,
    sms: deps.identity?.sms ?? createSmsSender(deps.config, db, app.log),
    email: deps.identity?.email ?? createEmailSender(deps.config, db, app.log),
    social: deps.identity?.social ?? createSocialVerifiers(deps.config),
    secret: deps.config.jwtSecret,
    limits: { ...service.OTP_LIMITS, ...deps.identity?.otpLimits },
    log: app.log,
  };
  const qrWaitMs = deps.identity?.qrWaitMs ?? 25_000;
  const qrPollMs = deps.identity?.qrPollMs ?? 500;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.cookieSecure,
    maxAge: deps.config.tokenTtlSeconds,
  };

  /** Sets the login cookie and gives the token fields of every login answer. */
  function tokenAnswer(reply: FastifyReply, { token, expiresAt }: { token: string; expiresAt: Date }) {
    reply.setCookie(AUTH_COOKIE, token, cookieOptions);
    return { access_token: token, access: { token, expires_at: expiresAt.toISOString() } };
  }

  /** Opens a session for the requesting device (User-Agent, address) and answers its token. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: Pick<User, 'id' | 'role'>) {
    return tokenAnswer(reply, await app.issueToken({ id: user.id, role: user.role }, sessionClientOf(request)));
  }

  async function loginAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    result: { user: User; isNew: boolean },
    next: string | undefined,
    visitorId: string | undefined,
  ) {
    await service.attachVisitor(ctx, visitorId, result.user.id);
    return {
      success: true as const,
      ...(await startSession(request, reply, result.user)),
      next: safeNextPath(next),
      message: successMessages.LOGIN_SUCCEEDED,
      is_new_user: result.isNew,
    };
  }

  // --- phone OTP -------------------------------------------------------------------------------

  app.get(
    '/api/login/phone',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Số điện thoại đã có tài khoản chưa, và có mã OTP đang chờ không',
        description: 'Query `PhoneNr` (or `phone`). Reveals no more than sign-up already does (that a number is registered).',
        querystring: phoneStatusQuery,
        response: { 200: phoneStatusResponse, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => ({ success: true as const, data: await service.phoneStatus(ctx, request.query.phone) }),
  );

  app.post(
    '/api/login/phone',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Đăng nhập bằng mã OTP qua SMS',
        description:
          '`{phone}` sends a 6-digit code (valid 5 min, 5 tries, resend after 60 s, at most 5 codes per number and 20 per address per hour). ' +
          '`{phone, code}` logs in and answers `access_token`; a number without an account gets one on its first login. ' +
          'Aliases: `PhoneNr` for `phone`, `otp` for `code`.',
        body: phoneLoginRequest,
        response: { 200: phoneLoginResponse, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.code === null) {
        const data = await service.requestPhoneLogin(ctx, body.phone, request.ip);
        return { success: true as const, message: successMessages.OTP_SENT, data };
      }
      const result = await service.verifyPhoneLogin(ctx, body.phone, body.code, { address: request.ip, log: request.log });
      return loginAnswer(request, reply, result, body.next, body.visitor_id);
    },
  );

  // --- social ----------------------------------------------------------------------------------

  app.get(
    '/api/login/social/providers',
    {
      schema: {
        tags: [TAG],
        summary: 'Các hình thức đăng nhập mạng xã hội đang bật',
        response: { 200: socialProvidersResponse },
      },
    },
    async () => ({ success: true as const, data: service.socialProviders(ctx, deps.config.social) }),
  );

  app.post(
    '/api/login/social',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Đăng nhập bằng Google hoặc Facebook',
        description:
          'Google: an ID token (issuer accounts.google.com, audience one of GOOGLE_CLIENT_IDS). Facebook: a user access token, checked with debug_token. ' +
          'Links to the customer with the same verified email, else creates an account.',
        body: socialLoginRequest,
        response: { 200: tokenLoginResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const result = await service.socialLogin(ctx, request.body);
      return loginAnswer(request, reply, result, request.body.next, request.body.visitor_id);
    },
  );

  // --- QR login --------------------------------------------------------------------------------

  const waits = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of waits) controller.abort();
  });

  const originOf = (request: FastifyRequest) => deps.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/api/account/authen/qr/generate',
    {
      config: { rateLimit: deps.rateLimits.signup },
      schema: {
        tags: [TAG],
        summary: 'Tạo mã QR đăng nhập',
        description: `The page keeps \`code\` (for waiting-scan and cancel) and shows \`qr_svg\` (the QR of \`scan_url\`, which holds a different secret). Valid ${QR_TTL_SECONDS} s.`,
        response: { 200: qrGenerateResponse, 429: errorBody },
      },
    },
    async (request) => {
      const created = await service.generateQr(ctx, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      const scanUrl = `${originOf(request)}/account/qr-approve?code=${created.scan}`;
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(scanUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return {
        success: true as const,
        data: {
          code: created.poll,
          scan_url: scanUrl,
          qr_svg: qrSvg,
          expires_at: created.expiresAt.toISOString(),
          expires_in_seconds: QR_TTL_SECONDS,
        },
      };
    },
  );

  app.post(
    '/api/account/authen/qr/waiting-scan',
    {
      schema: {
        tags: [TAG],
        summary: 'Chờ điện thoại quét và xác nhận mã QR (long poll)',
        description:
          'Holds up to ~25 s, then answers `pending` or `scanned`; call again (no overall time-out, spec §4). ' +
          'Once approved, answers `approved` with the token exactly once; the same code afterwards is refused (QR_CODE_USED).',
        body: qrCodeBody,
        response: { 200: qrWaitResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const onClose = () => controller.abort();
      waits.add(controller);
      reply.raw.once('close', onClose);
      try {
        const result = await service.waitForQr(ctx, request.body.code, { waitMs: qrWaitMs, pollMs: qrPollMs, signal: controller.signal });
        if (result.status !== 'approved') {
          const message =
            result.status === 'cancelled' ? successMessages.QR_CANCELLED : result.status === 'rejected' ? successMessages.QR_REJECTED : undefined;
          return { success: true as const, status: result.status, ...(message ? { message } : {}) };
        }
        const user = await account.getUser(db, result.userId);
        if (!user) throw new AppError(400, 'QR_CODE_INVALID');
        return { success: true as const, status: 'approved' as const, ...(await startSession(request, reply, user)), message: successMessages.LOGIN_SUCCEEDED };
      } finally {
        waits.delete(controller);
        reply.raw.off('close', onClose);
      }
    },
  );

  app.post(
    '/api/account/authen/qr/cancel',
    {
      schema: {
        tags: [TAG],
        summary: 'Hủy chờ quét mã QR',
        description: 'The code can no longer be approved. Takes the `code` of generate.',
        body: qrCodeBody,
        response: { 200: messageBody, 400: errorBody },
      },
    },
    async (request) => {
      await service.cancelQr(ctx, request.body.code);
      return { success: true, message: successMessages.QR_CANCELLED };
    },
  );

  app.post(
    '/api/account/authen/qr/scan',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Điện thoại mở liên kết trong mã QR: thiết bị nào đang yêu cầu đăng nhập',
        description: 'Takes the `code` of scan_url. Marks the request scanned.',
        security: bearer,
        body: qrCodeBody,
        response: { 200: qrScanResponse, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const info = await service.scanQr(ctx, request.body.code);
      return {
        success: true as const,
        data: {
          status: info.status,
          device: info.device,
          ip_masked: maskIp(info.ip),
          requested_at: info.requestedAt.toISOString(),
          expires_at: info.expiresAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/api/account/authen/qr/approve',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Xác nhận đăng nhập bằng mã QR (điện thoại đã đăng nhập)',
        security: bearer,
        body: qrCodeBody,
        response: { 200: messageBody, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await service.approveQr(ctx, request.body.code, request.viewer!.id);
      return { success: true, message: successMessages.QR_APPROVED };
    },
  );

  app.post(
    '/api/account/authen/qr/reject',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Từ chối yêu cầu đăng nhập bằng mã QR',
        security: bearer,
        body: qrCodeBody,
        response: { 200: messageBody, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      await service.rejectQr(ctx, request.body.code, request.viewer!.id);
      return { success: true, message: successMessages.QR_REJECTED };
    },
  );

  // --- password --------------------------------------------------------------------------------

  app.post(
    '/api/request-change-password',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Gửi mã đặt lại mật khẩu (SMS hoặc email)',
        description: 'The same answer whether or not the account exists. Same limits as login codes.',
        body: requestChangePasswordRequest,
        response: { 200: requestChangePasswordResponse, 400: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.PASSWORD_RESET_CODE_SENT,
      data: await service.requestPasswordReset(ctx, request.body.username, request.ip),
    }),
  );

  app.post(
    '/api/reset-password',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Đặt lại mật khẩu bằng mã xác minh',
        description:
          "`step: 'change_pwd'` (default) checks the code and sets `password`; every session of the account ends. `step: 'verify_otp'` only checks the code. " +
          "Failure: 'Đặt lại mật khẩu không thành công!' (spec §8) with the reason in `fields.code`.",
        body: resetPasswordRequest,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const userId = await service.resetPassword(ctx, request.body);
      if (userId) app.forgetSessions({ userId });
      return {
        success: true,
        message: request.body.step === 'verify_otp' ? successMessages.PASSWORD_RESET_CODE_OK : successMessages.PASSWORD_RESET_SUCCEEDED,
      };
    },
  );

  app.put(
    '/api/security/change-password',
    {
      preHandler: app.requireUser,
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Đổi mật khẩu',
        description: 'Every other session ends; the answer carries a new token for this one. `old_password` is not needed when the account has no password yet.',
        security: bearer,
        body: changePasswordRequest,
        response: { 200: sessionTokenResponse, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      await service.changePassword(ctx, viewer.id, request.body.old_password, request.body.new_password);
      app.forgetSessions({ userId: viewer.id });
      // Every session ended with the old password; this device continues in a new one.
      return { success: true as const, message: successMessages.PASSWORD_CHANGED, ...(await startSession(request, reply, viewer)) };
    },
  );

  // --- email verification ----------------------------------------------------------------------

  app.get(
    '/api/request-email-verification-code',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Gửi mã xác minh tới email của tài khoản',
        security: bearer,
        response: { 200: emailCodeSentResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.EMAIL_CODE_SENT,
      data: await service.requestEmailVerification(ctx, request.viewer!.id, request.ip),
    }),
  );

  app.put(
    '/api/verify-email',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Xác minh email bằng mã',
        security: bearer,
        body: verifyEmailRequest,
        response: { 200: verifyEmailResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => ({
      success: true as const,
      message: successMessages.EMAIL_VERIFIED,
      data: await service.verifyEmail(ctx, request.viewer!.id, request.body.code),
    }),
  );

  // --- session ---------------------------------------------------------------------------------

  app.put(
    '/api/session/update',
    {
      preHandler: app.requireUser,
      schema: {
        tags: [TAG],
        summary: 'Gia hạn phiên đăng nhập',
        description:
          'A still-valid token gets a new one with a new expiry (and the login cookie is renewed). The session rotates: the token sent stops working ' +
          '(on this process at once, on others within a few seconds); of two refreshes with the same token only one succeeds.',
        security: bearer,
        response: { 200: sessionTokenResponse, 401: errorBody },
      },
    },
    async (request, reply) => ({ success: true as const, message: successMessages.SESSION_REFRESHED, ...tokenAnswer(reply, await app.rotateToken(request)) }),
  );

  app.post(
    '/api/user/follow-utm',
    {
      config: { rateLimit: deps.rateLimits.login },
      schema: {
        tags: [TAG],
        summary: 'Ghi nguồn truy cập (UTM) đầu tiên của trình duyệt',
        description:
          'Keeps the first campaign touch (a call with at least one utm_* field) per visitor_id; later touches change nothing. ' +
          'With a logged-in caller the visitor is linked to the customer (the web app calls it with only visitor_id after login).',
        body: followUtmRequest,
        response: { 200: z.object({ success: z.literal(true) }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await service.followUtm(ctx, request.body, request.viewer?.id ?? null);
      return { success: true as const };
    },
  );

  // --- sandbox outbox (staff) ------------------------------------------------------------------

  app.get(
    '/api/sandbox/sms-outbox',
    {
      preHandler: [
        async () => {
          if (deps.config.catalogMode !== 'sandbox') throw new AppError(404, 'SANDBOX_ONLY');
        },
        app.requirePermission('security.read'),
      ],
      schema: {
        tags: [TAG],
        summary: 'Hộp thư đi thử nghiệm: SMS và email đã "gửi" (quản trị viên, chỉ ở chế độ sandbox)',
        description: 'Messages of the outbox providers, newest first. 404 in live mode; admins only, since it shows OTP codes.',
        security: bearer,
        querystring: outboxQuery,
        response: { 200: outboxResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => ({ success: true as const, results: await service.outbox(ctx, request.query) }),
  );
};
