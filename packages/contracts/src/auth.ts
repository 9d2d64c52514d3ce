import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { normalizeVietnamesePhone } from './phone.ts';

export const vietnamesePhone = z
  .string({ error: errorMessages.PHONE_INVALID })
  .max(20, { error: errorMessages.PHONE_INVALID })
  .transform((value, ctx) => {
    const phone = normalizeVietnamesePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: errorMessages.PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });

export const password = z
  .string({ error: errorMessages.PASSWORD_TOO_WEAK })
  .min(8, { error: errorMessages.PASSWORD_TOO_WEAK })
  .max(128, { error: errorMessages.PASSWORD_TOO_WEAK })
  .refine((value) => /[A-Za-z\p{L}]/u.test(value) && /\d/.test(value), {
    error: errorMessages.PASSWORD_TOO_WEAK,
  });

export const email = z
  .string({ error: errorMessages.EMAIL_INVALID })
  .trim()
  .max(254, { error: errorMessages.EMAIL_INVALID })
  .pipe(z.email({ error: errorMessages.EMAIL_INVALID }));

export const signupRequest = z.object({
  phone: vietnamesePhone,
  password,
  full_name: z
    .string({ error: errorMessages.FULL_NAME_REQUIRED })
    .trim()
    .min(1, { error: errorMessages.FULL_NAME_REQUIRED })
    .max(120, { error: errorMessages.FULL_NAME_REQUIRED }),
  email: z.union([email, z.literal('').transform(() => undefined)]).optional(),
  type_mode: z.string().max(40).optional(),
});
export type SignupRequest = z.input<typeof signupRequest>;

export const signupResponse = z.object({
  success: z.literal(true),
  data: z.object({ customer_no: z.string() }),
  token: z.string(),
  message: z.string(),
});

export const loginRequest = z.object({
  username: z.string({ error: errorMessages.LOGIN_FAILED }).trim().min(1, { error: errorMessages.LOGIN_FAILED }).max(254),
  password: z.string({ error: errorMessages.LOGIN_FAILED }).min(1, { error: errorMessages.LOGIN_FAILED }).max(128),
  next: z.string().max(500).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({
  success: z.literal(true),
  access: z.object({ token: z.string(), expires_at: z.string() }),
  next: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const userRole = z.enum(['customer', 'admin']);
export type UserRole = z.infer<typeof userRole>;

/** The User entity of spec section 3. */
export const user = z.object({
  id: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  /** Null for an account created by Google or Facebook login until the customer adds a number. */
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  customer_no: z.string(),
  email: z.string().nullable(),
  role: userRole,
  /** False for accounts created by OTP or social login until a password is set. */
  has_password: z.boolean(),
  /** The current email was confirmed with a code (or by Google/Facebook). */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof user>;

export const sessionResponse = z.object({ success: z.literal(true), data: user });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Where to go after login: only same-site paths, never another origin. */
export function safeNextPath(next: string | undefined | null, fallback = '/account/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/account/login') || next.startsWith('/account/register')) return fallback;
  return next;
}

/** GET /api/admin/login-failures: failed logins grouped by client address (bursts), for staff. */
export const loginFailureBurstsQuery = z.object({
  /** How far back, in minutes (default 60, at most a day). */
  minutes: z.coerce.number().int().min(1).max(1440).default(60),
  /** Only addresses with at least this many failures (default 5). */
  min_failures: z.coerce.number().int().min(1).max(10_000).default(5),
});

export const loginFailureBurst = z.object({
  address: z.string(),
  failures: z.number().int(),
  /** How many different accounts were tried. */
  accounts: z.number().int(),
  /** Up to ten of the usernames tried (phone or email). */
  usernames: z.array(z.string()),
  /** 'password' and/or 'otp'. */
  kinds: z.array(z.string()),
  first_at: z.string(),
  last_at: z.string(),
  /** Set while the address is over its ceiling across accounts. */
  blocked_until: z.string().nullable(),
});
export type LoginFailureBurst = z.infer<typeof loginFailureBurst>;

export const loginFailureBurstsResponse = z.object({
  success: z.literal(true),
  data: z.object({ minutes: z.number().int(), min_failures: z.number().int(), items: z.array(loginFailureBurst) }),
});
export type LoginFailureBurstsResponse = z.infer<typeof loginFailureBurstsResponse>;
