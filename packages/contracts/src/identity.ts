import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { password, user } from './auth.ts';
import { normalizeVietnamesePhone } from './phone.ts';

// ---------------------------------------------------------------------------------------------
// Login and identity (spec §7 "Authentication and user"): phone OTP, social login, QR login,
// password reset and change, email verification, session refresh, UTM first touch.
// ---------------------------------------------------------------------------------------------

/** Six digits; the SMS and email codes of every flow. */
export const OTP_LENGTH = 6;
/** A code is valid this long after it was sent. */
export const OTP_TTL_SECONDS = 5 * 60;
/** Wrong tries allowed per code; the next try needs a new code. */
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same number or email only after this pause. */
export const OTP_RESEND_SECONDS = 60;
/** A QR login code can be scanned for this long. */
export const QR_TTL_SECONDS = 120;

/** The browser's guest id (the web app keeps it in localStorage). */
export const visitorId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: errorMessages.VALIDATION_FAILED });

/** A code as typed: digits as a string, or a JSON number (leading zeros restored). */
const typedCode = z
  .union([z.string().trim().min(1, { error: errorMessages.LOGIN_OTP_INVALID }).max(12, { error: errorMessages.LOGIN_OTP_INVALID }), z.number().int().min(0).max(999_999)])
  .transform((value) => (typeof value === 'number' ? String(value).padStart(OTP_LENGTH, '0') : value.replace(/\s/g, '')));

const nextPath = z.string().max(500).optional();

/** A phone number as typed (normalised after aliases are merged). */
const phoneText = z.string({ error: errorMessages.PHONE_INVALID }).max(20, { error: errorMessages.PHONE_INVALID });

/** What every successful login of this module answers (the same token as POST /api/login gives). */
export const tokenLoginResponse = z.object({
  success: z.literal(true),
  /** spec §7: POST /api/login/phone returns access_token. */
  access_token: z.string(),
  access: z.object({ token: z.string(), expires_at: z.string() }),
  next: z.string(),
  message: z.string(),
  /** True when this login created the account (first OTP or social login). */
  is_new_user: z.boolean(),
});
export type TokenLoginResponse = z.infer<typeof tokenLoginResponse>;

// --- phone OTP ---------------------------------------------------------------------------------

/**
 * POST /api/login/phone. `{phone}` sends a code; `{phone, code}` logs in with it. The names some
 * clients use are accepted too: `PhoneNr` for the phone (as GET /api/login/phone has it) and
 * `otp` for the code.
 */
export const phoneLoginRequest = z
  .object({
    phone: phoneText.optional(),
    PhoneNr: phoneText.optional(),
    code: typedCode.optional(),
    otp: typedCode.optional(),
    next: nextPath,
    visitor_id: visitorId.optional(),
  })
  .transform((body, ctx) => {
    const raw = body.phone ?? body.PhoneNr;
    const phone = raw === undefined ? null : normalizeVietnamesePhone(raw);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: errorMessages.PHONE_INVALID });
      return z.NEVER;
    }
    const code = body.code ?? body.otp;
    return { phone, code: code ?? null, next: body.next, visitor_id: body.visitor_id };
  });
export type PhoneLoginRequest = z.input<typeof phoneLoginRequest>;

export const otpSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** The number in the masked form shown back to the customer (091****678). */
    phone_masked: z.string(),
    /** Whether an account with this number exists; the first OTP login creates one otherwise. */
    registered: z.boolean(),
    expires_in_seconds: z.number().int(),
    resend_after_seconds: z.number().int(),
  }),
});
export type OtpSentResponse = z.infer<typeof otpSentResponse>;

export const phoneLoginResponse = z.union([tokenLoginResponse, otpSentResponse]);

export const phoneStatusQuery = z
  .object({ PhoneNr: phoneText.optional(), phone: phoneText.optional() })
  .transform((query, ctx) => {
    const raw = query.PhoneNr ?? query.phone;
    const phone = raw === undefined ? null : normalizeVietnamesePhone(raw);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['PhoneNr'], message: errorMessages.PHONE_INVALID });
      return z.NEVER;
    }
    return { phone };
  });

export const phoneStatusResponse = z.object({
  success: z.literal(true),
  data: z.object({
    registered: z.boolean(),
    /** A code was sent and can still be used. */
    pending: z.boolean(),
    /** Seconds until a new code may be asked for (0: now). */
    resend_after_seconds: z.number().int(),
  }),
});
export type PhoneStatusResponse = z.infer<typeof phoneStatusResponse>;

// --- social login ------------------------------------------------------------------------------

export const socialProviders = ['google', 'facebook'] as const;
export const socialProvider = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProvider>;

/** POST /api/login/social: a Google ID token, or a Facebook user access token. */
export const socialLoginRequest = z.object({
  provider: socialProvider,
  token: z.string().trim().min(10, { error: errorMessages.SOCIAL_TOKEN_INVALID }).max(8192, { error: errorMessages.SOCIAL_TOKEN_INVALID }),
  /** Google: the nonce the page put in the sign-in request; the ID token must carry it. */
  nonce: z.string().max(200).optional(),
  next: nextPath,
  visitor_id: visitorId.optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequest>;

export const socialProvidersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    google: z.object({ enabled: z.boolean(), client_id: z.string().nullable() }),
    facebook: z.object({ enabled: z.boolean(), app_id: z.string().nullable() }),
  }),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponse>;

// --- QR login ----------------------------------------------------------------------------------

/** A QR secret: 32 random bytes in base64url (43 characters). */
export const qrCode = z.string({ error: errorMessages.QR_CODE_INVALID }).regex(/^[A-Za-z0-9_-]{43,100}$/, { error: errorMessages.QR_CODE_INVALID });
export const qrCodeBody = z.object({ code: qrCode });

export const qrGenerateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Kept by the page that asked: waiting-scan and cancel take it. Never shown in the QR. */
    code: z.string(),
    /** What the QR holds: /account/qr-approve?code=… (a different secret, for the phone). */
    scan_url: z.string(),
    /** The QR of scan_url as an SVG document. */
    qr_svg: z.string(),
    expires_at: z.string(),
    expires_in_seconds: z.number().int(),
  }),
});
export type QrGenerateResponse = z.infer<typeof qrGenerateResponse>;

export const qrStatuses = ['pending', 'scanned', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type QrStatus = (typeof qrStatuses)[number];

export const qrWaitResponse = z.object({
  success: z.literal(true),
  status: z.enum(qrStatuses),
  /** Only with status approved, and only the first time. */
  access_token: z.string().optional(),
  access: z.object({ token: z.string(), expires_at: z.string() }).optional(),
  message: z.string().optional(),
});
export type QrWaitResponse = z.infer<typeof qrWaitResponse>;

export const qrDevice = z.object({
  browser: z.string(),
  os: z.string(),
  /** "Chrome trên Windows" */
  description: z.string(),
});
export type QrDevice = z.infer<typeof qrDevice>;

/** What the phone sees before approving: who asked, from where, when. */
export const qrScanResponse = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.enum(qrStatuses),
    device: qrDevice,
    ip_masked: z.string().nullable(),
    requested_at: z.string(),
    expires_at: z.string(),
  }),
});
export type QrScanResponse = z.infer<typeof qrScanResponse>;

// --- password ----------------------------------------------------------------------------------

/** POST /api/request-change-password: a phone number or an email. */
export const requestChangePasswordRequest = z.object({
  username: z.string({ error: errorMessages.USERNAME_INVALID }).trim().min(1, { error: errorMessages.USERNAME_INVALID }).max(254, { error: errorMessages.USERNAME_INVALID }),
});

export const requestChangePasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    channel: z.enum(['sms', 'email']),
    expires_in_seconds: z.number().int(),
    resend_after_seconds: z.number().int(),
  }),
});
export type RequestChangePasswordResponse = z.infer<typeof requestChangePasswordResponse>;

/**
 * POST /api/reset-password. `step: 'verify_otp'` only checks the code (it still counts as a try);
 * `step: 'change_pwd'` (spec §7) checks it and sets the new password.
 */
export const resetPasswordRequest = z
  .object({
    username: requestChangePasswordRequest.shape.username,
    code: typedCode,
    step: z.enum(['verify_otp', 'change_pwd']).default('change_pwd'),
    password: password.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.step === 'change_pwd' && body.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: errorMessages.PASSWORD_TOO_WEAK });
    }
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({
  /** Not needed when the account has no password yet (created by OTP or social login). */
  old_password: z.string().max(128).optional(),
  new_password: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const sessionTokenResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  access: z.object({ token: z.string(), expires_at: z.string() }),
});
export type SessionTokenResponse = z.infer<typeof sessionTokenResponse>;

// --- email verification ------------------------------------------------------------------------

export const emailCodeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email_masked: z.string(), expires_in_seconds: z.number().int(), resend_after_seconds: z.number().int() }),
});
export type EmailCodeSentResponse = z.infer<typeof emailCodeSentResponse>;

export const verifyEmailRequest = z.object({ code: typedCode });

export const verifyEmailResponse = z.object({ success: z.literal(true), message: z.string(), data: user });

// --- UTM first touch ---------------------------------------------------------------------------

const utmField = z
  .string()
  .max(500)
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));

/** POST /api/user/follow-utm (spec §7). */
export const followUtmRequest = z.object({
  utm_source: utmField,
  utm_medium: utmField,
  utm_campaign: utmField,
  utm_term: utmField,
  utm_content: utmField,
  url_page: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value && value.trim() ? value.trim() : undefined)),
  visitor_id: visitorId,
});
export type FollowUtmRequest = z.input<typeof followUtmRequest>;

// --- sandbox outbox ----------------------------------------------------------------------------

export const outboxQuery = z.object({
  channel: z.enum(['sms', 'email', 'zalo']).optional(),
  /** A phone number or email: only messages to it. */
  recipient: z.string().max(254).optional(),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email', 'zalo']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxResponse = z.object({ success: z.literal(true), results: z.array(outboxMessage) });
export type OutboxResponse = z.infer<typeof outboxResponse>;
