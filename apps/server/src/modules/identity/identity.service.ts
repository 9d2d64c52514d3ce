import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  QR_TTL_SECONDS,
  normalizeVietnamesePhone,
  type QrStatus,
  type SocialProvider,
  type User,
} from '@kaimono/contracts';
import { errorMessages, identityText } from '@kaimono/i18n';
import * as account from '../account/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import type { EmailSender } from '../../platform/email.ts';
import { MessageDeliveryError, type SmsSender } from '../../platform/sms.ts';
import { SocialProviderUnavailable, SocialTokenError, type SocialVerifiers } from '../../platform/social-auth.ts';
import { generateOtp, generateSecret, hashOtp, maskEmail, maskPhone, otpMatches, sha256 } from './identity.codes.ts';
import { describeDevice, type DeviceDescription } from '../../platform/device.ts';
import * as repo from './identity.repository.ts';

/** Everything the identity rules need; built once per app (routes) from deps and config. */
export interface IdentityContext {
  db: Db;
  sms: SmsSender;
  email: EmailSender;
  social: SocialVerifiers;
  /** Keys the OTP hashes (the JWT secret). */
  secret: string;
  limits: { perTargetPerHour: number; perAddressPerHour: number };
  log: FastifyBaseLogger;
}

/** Default database-backed send limits. */
export const OTP_LIMITS = { perTargetPerHour: 5, perAddressPerHour: 20 } as const;
/** After approval, the asking page has this long to pick the token up. */
export const QR_PICKUP_SECONDS = 60;

const HOUR_MS = 3_600_000;

// --- codes (shared by OTP login, password reset and email verification) -----------------------

interface SendCodeInput {
  purpose: repo.CodePurpose;
  target: string;
  channel: 'sms' | 'email';
  userId: string | null;
  ip: string | null;
  /** Delivers the code; null when nothing may be sent (an unknown account for a reset). */
  deliver: ((code: string) => Promise<void>) | null;
}

export interface CodeSent {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/**
 * Issues a code: enforces the 60 s resend pause, the per-target and per-address hourly limits
 * (counted in the database, so they hold across processes), replaces any open code, stores an
 * HMAC of the new one, then delivers it. A failed delivery removes the row again.
 */
export async function sendCode(ctx: IdentityContext, input: SendCodeInput): Promise<CodeSent> {
  const now = new Date();
  const id = randomUUID();
  const code = generateOtp();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await repo.lockTarget(db, input.purpose, input.target);
    const latest = await repo.latestCode(db, input.purpose, input.target);
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
      throw new AppError(429, 'OTP_RESEND_TOO_SOON');
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await repo.countCodesForTarget(db, input.purpose, input.target, hourAgo)) >= ctx.limits.perTargetPerHour) {
      throw new AppError(429, 'OTP_SEND_LIMIT');
    }
    if (input.ip && (await repo.countCodesFromAddress(db, input.ip, hourAgo)) >= ctx.limits.perAddressPerHour) {
      throw new AppError(429, 'RATE_LIMITED');
    }
    await repo.supersedeOpenCodes(db, input.purpose, input.target, now);
    await repo.insertCode(db, {
      id,
      purpose: input.purpose,
      target: input.target,
      channel: input.channel,
      userId: input.userId,
      codeHash: hashOtp(ctx.secret, id, code),
      maxAttempts: OTP_MAX_ATTEMPTS,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      requestIp: input.ip,
      createdAt: now,
    });
  });
  if (input.deliver) {
    try {
      await input.deliver(code);
    } catch (error) {
      await repo.deleteCode(ctx.db, id);
      if (error instanceof MessageDeliveryError) throw new AppError(503, input.channel === 'sms' ? 'SMS_SEND_FAILED' : 'EMAIL_SEND_FAILED');
      throw error;
    }
  }
  return { expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_SECONDS };
}

export type CodeCheck = { ok: true; row: repo.CodeRow } | { ok: false; reason: 'missing' | 'expired' | 'too_many' | 'wrong' };

/**
 * Checks a code against the newest open one: every check counts as a try (five per code); a
 * right code is marked used when `consume` (exactly once, also under concurrent requests).
 */
export async function checkCode(
  ctx: IdentityContext,
  input: { purpose: repo.CodePurpose; target: string; code: string; consume: boolean },
): Promise<CodeCheck> {
  const now = new Date();
  const open = await repo.openCode(ctx.db, input.purpose, input.target);
  if (!open) return { ok: false, reason: 'missing' };
  if (open.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (open.attempts >= open.maxAttempts) return { ok: false, reason: 'too_many' };
  const claimed = await repo.claimAttempt(ctx.db, open.id, now);
  if (!claimed) {
    // Lost a race: another try used the last attempt, or the code was used or replaced.
    const again = await repo.openCode(ctx.db, input.purpose, input.target);
    return { ok: false, reason: again && again.id === open.id && again.attempts >= again.maxAttempts ? 'too_many' : 'missing' };
  }
  if (!otpMatches(ctx.secret, claimed.id, input.code, claimed.codeHash)) return { ok: false, reason: 'wrong' };
  if (input.consume && !(await repo.consumeCode(ctx.db, claimed.id, new Date()))) return { ok: false, reason: 'missing' };
  return { ok: true, row: claimed };
}

/** Seconds until a new code may be sent for this target (0: now). */
async function resendAfter(ctx: IdentityContext, purpose: repo.CodePurpose, target: string): Promise<{ seconds: number; pending: boolean }> {
  const latest = await repo.latestCode(ctx.db, purpose, target);
  if (!latest) return { seconds: 0, pending: false };
  const now = Date.now();
  const seconds = Math.max(0, Math.ceil((latest.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now) / 1000));
  const pending = !latest.consumedAt && latest.expiresAt.getTime() > now && latest.attempts < latest.maxAttempts;
  return { seconds, pending };
}

// --- phone OTP login ---------------------------------------------------------------------------

export async function phoneStatus(ctx: IdentityContext, phone: string) {
  const [user, state] = await Promise.all([account.findUserByPhone(ctx.db, phone), resendAfter(ctx, 'login', phone)]);
  return { registered: !!user, pending: state.pending, resend_after_seconds: state.seconds };
}

/** Sends a login code by SMS. Works for numbers without an account: the first login creates it. */
export async function requestPhoneLogin(ctx: IdentityContext, phone: string, ip: string | null) {
  const user = await account.findUserByPhone(ctx.db, phone);
  const sent = await sendCode(ctx, {
    purpose: 'login',
    target: phone,
    channel: 'sms',
    userId: user?.id ?? null,
    ip,
    deliver: (code) => ctx.sms.send({ to: phone, text: identityText.sms.login(code), purpose: 'login' }),
  });
  return { phone_masked: maskPhone(phone), registered: !!user, expires_in_seconds: sent.expiresInSeconds, resend_after_seconds: sent.resendAfterSeconds };
}

/**
 * Logs in with the SMS code. A number without an account gets one now (as Vietnamese shops do
 * with OTP login): the name defaults to the masked number, no password until the customer sets one.
 */
export async function verifyPhoneLogin(
  ctx: IdentityContext,
  phone: string,
  code: string,
  origin: account.LoginOrigin,
): Promise<{ user: User; isNew: boolean }> {
  // Wrong codes count with wrong passwords per (number, address): the same growing delays.
  await account.assertLoginAllowed(ctx.db, phone, origin, 'otp');
  const check = await checkCode(ctx, { purpose: 'login', target: phone, code, consume: true });
  if (!check.ok) {
    if (check.reason === 'wrong') {
      await account.recordLoginFailure(ctx.db, phone, origin, 'otp');
      throw new AppError(400, 'LOGIN_OTP_INVALID');
    }
    if (check.reason === 'too_many') throw new AppError(429, 'LOGIN_OTP_TOO_MANY_ATTEMPTS');
    throw new AppError(400, 'LOGIN_OTP_EXPIRED');
  }
  // Control of the number is proven: a password lock on it has no point any more.
  await account.unlockUsername(ctx.db, phone);
  const existing = await account.findUserByPhone(ctx.db, phone);
  if (existing) return { user: existing, isNew: false };
  const created = await account.createPasswordlessUser(ctx.db, { phone, fullName: maskPhone(phone), source: 'phone-otp' });
  if (created) return { user: created, isNew: true };
  // A concurrent request created it first.
  const raced = await account.findUserByPhone(ctx.db, phone);
  if (!raced) throw new AppError(500, 'INTERNAL_ERROR');
  return { user: raced, isNew: false };
}

// --- password reset and change -----------------------------------------------------------------

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function parseUsername(username: string): { kind: 'phone' | 'email'; target: string } | null {
  const phone = normalizeVietnamesePhone(username);
  if (phone) return { kind: 'phone', target: phone };
  const email = username.trim().toLowerCase();
  if (email.length <= 254 && EMAIL.test(email)) return { kind: 'email', target: email };
  return null;
}

/**
 * Sends a reset code by SMS or email. The answer is the same whether or not the account exists
 * (a row is written either way, so the limits and timing match); only real accounts get a code.
 */
export async function requestPasswordReset(ctx: IdentityContext, username: string, ip: string | null) {
  const parsed = parseUsername(username);
  if (!parsed) throw new AppError(400, 'USERNAME_INVALID');
  const user = parsed.kind === 'phone' ? await account.findUserByPhone(ctx.db, parsed.target) : await account.findUserByEmail(ctx.db, parsed.target);
  const channel = parsed.kind === 'phone' ? 'sms' : 'email';
  const sent = await sendCode(ctx, {
    purpose: 'reset_password',
    target: parsed.target,
    channel,
    userId: user?.id ?? null,
    ip,
    deliver: !user
      ? null
      : channel === 'sms'
        ? (code) => ctx.sms.send({ to: parsed.target, text: identityText.sms.resetPassword(code), purpose: 'reset_password' })
        : (code) =>
            ctx.email.send({ to: parsed.target, subject: identityText.email.resetSubject, text: identityText.email.resetBody(code), purpose: 'reset_password' }),
  });
  return { channel, expires_in_seconds: sent.expiresInSeconds, resend_after_seconds: sent.resendAfterSeconds } as const;
}

const resetFailure = (detail: string) => new AppError(400, 'PASSWORD_RESET_FAILED', undefined, { code: detail });

/**
 * `verify_otp` checks the code only; `change_pwd` checks and uses it, sets the password, ends
 * every session of the account and lifts a wrong-password lock on that username. Answers the
 * account whose password was set (null for `verify_otp`).
 */
export async function resetPassword(
  ctx: IdentityContext,
  input: { username: string; code: string; step: 'verify_otp' | 'change_pwd'; password?: string | undefined },
): Promise<string | null> {
  const parsed = parseUsername(input.username);
  if (!parsed) throw resetFailure(errorMessages.USERNAME_INVALID);
  if (input.step === 'change_pwd' && input.password) {
    // A weak new password is refused before the code is used, so the customer can pick another.
    const owner = parsed.kind === 'phone' ? await account.findUserByPhone(ctx.db, parsed.target) : await account.findUserByEmail(ctx.db, parsed.target);
    if (owner) await account.assertStrongPasswordFor(ctx.db, owner, input.password);
  }
  const check = await checkCode(ctx, { purpose: 'reset_password', target: parsed.target, code: input.code, consume: input.step === 'change_pwd' });
  if (!check.ok) {
    throw resetFailure(
      check.reason === 'wrong' ? errorMessages.LOGIN_OTP_INVALID : check.reason === 'too_many' ? errorMessages.LOGIN_OTP_TOO_MANY_ATTEMPTS : errorMessages.LOGIN_OTP_EXPIRED,
    );
  }
  const userId = check.row.userId;
  if (!userId) throw resetFailure(errorMessages.LOGIN_OTP_INVALID);
  if (input.step === 'verify_otp') return null;
  if (!input.password) throw resetFailure(errorMessages.PASSWORD_TOO_WEAK);
  await account.setPassword(ctx.db, userId, input.password);
  await account.unlockUsername(ctx.db, parsed.target);
  // A code that arrived by email proves the address, as a verification code would.
  if (parsed.kind === 'email') await account.markEmailVerified(ctx.db, userId, parsed.target);
  return userId;
}

/** Changes (or, for an account without one, sets) the password; other sessions end. */
export async function changePassword(ctx: IdentityContext, userId: string, oldPassword: string | undefined, newPassword: string): Promise<void> {
  const user = await account.getUser(ctx.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  if (user.has_password && !(oldPassword && (await account.checkPassword(ctx.db, userId, oldPassword)))) {
    throw new AppError(400, 'PASSWORD_CURRENT_WRONG', undefined, { old_password: errorMessages.PASSWORD_CURRENT_WRONG });
  }
  await account.setPassword(ctx.db, userId, newPassword, 'new_password');
}

// --- email verification ------------------------------------------------------------------------

export async function requestEmailVerification(ctx: IdentityContext, userId: string, ip: string | null) {
  const user = await account.getUser(ctx.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  if (!user.email) throw new AppError(400, 'EMAIL_MISSING');
  if (user.email_verified) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
  const email = user.email;
  const sent = await sendCode(ctx, {
    purpose: 'verify_email',
    target: email,
    channel: 'email',
    userId,
    ip,
    deliver: (code) =>
      ctx.email.send({ to: email, subject: identityText.email.verifySubject, text: identityText.email.verifyBody(user.full_name, code), purpose: 'verify_email' }),
  });
  return { email_masked: maskEmail(email), expires_in_seconds: sent.expiresInSeconds, resend_after_seconds: sent.resendAfterSeconds };
}

export async function verifyEmail(ctx: IdentityContext, userId: string, code: string): Promise<User> {
  const user = await account.getUser(ctx.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED');
  if (!user.email) throw new AppError(400, 'EMAIL_MISSING');
  if (user.email_verified) throw new AppError(409, 'EMAIL_ALREADY_VERIFIED');
  const check = await checkCode(ctx, { purpose: 'verify_email', target: user.email, code, consume: true });
  if (!check.ok) throw new AppError(check.reason === 'too_many' ? 429 : 400, check.reason === 'too_many' ? 'LOGIN_OTP_TOO_MANY_ATTEMPTS' : 'EMAIL_CODE_INVALID');
  if (check.row.userId !== userId) throw new AppError(400, 'EMAIL_CODE_INVALID');
  const verified = await account.markEmailVerified(ctx.db, userId, user.email);
  if (!verified) throw new AppError(400, 'EMAIL_CODE_INVALID');
  return verified;
}

// --- social login ------------------------------------------------------------------------------

export function socialProviders(ctx: IdentityContext, config: { googleClientIds: string[]; facebookAppId: string | undefined }) {
  return {
    google: { enabled: !!ctx.social.google, client_id: ctx.social.google ? (config.googleClientIds[0] ?? null) : null },
    facebook: { enabled: !!ctx.social.facebook, app_id: ctx.social.facebook ? (config.facebookAppId ?? null) : null },
  };
}

/**
 * Logs in with a Google ID token or a Facebook access token. A known provider account logs into
 * its customer. Otherwise a verified email links to the customer with that email when that
 * customer verified it too (else 409: linking to an unverified address would let whoever typed
 * it at sign-up take over the Google account holder's login); with no such customer, a new
 * account is created (no phone, no password yet).
 */
export async function socialLogin(
  ctx: IdentityContext,
  input: { provider: SocialProvider; token: string; nonce?: string | undefined },
): Promise<{ user: User; isNew: boolean }> {
  const verifier = ctx.social[input.provider];
  if (!verifier) throw new AppError(400, 'SOCIAL_PROVIDER_DISABLED');
  let profile;
  try {
    profile = await verifier.verify(input.token, { nonce: input.nonce });
  } catch (error) {
    if (error instanceof SocialTokenError) throw new AppError(401, 'SOCIAL_TOKEN_INVALID');
    if (error instanceof SocialProviderUnavailable) {
      ctx.log.warn({ provider: input.provider, err: error }, 'social login provider unavailable');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    throw error;
  }
  const email = profile.email && profile.emailVerified ? profile.email : null;

  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await repo.lockKey(db, `social:${input.provider}:${profile.subject}`);
    const known = await repo.findIdentity(db, input.provider, profile.subject);
    if (known) {
      const user = await account.getUser(db, known.userId);
      if (user) {
        await repo.touchIdentity(db, known.id, email);
        return { user, isNew: false };
      }
    }
    let user: User | null = null;
    let isNew = false;
    if (email) {
      const byEmail = await account.findUserByEmail(db, email);
      if (byEmail) {
        if (!byEmail.email_verified) throw new AppError(409, 'SOCIAL_EMAIL_CONFLICT');
        user = byEmail;
      }
    }
    if (!user) {
      const fullName = profile.name?.trim().slice(0, 120) || (email ? maskEmail(email) : `Khách hàng ${input.provider === 'google' ? 'Google' : 'Facebook'}`);
      user = await account.createPasswordlessUser(db, { email, emailVerified: !!email, fullName, source: input.provider });
      if (!user) throw new AppError(409, 'EMAIL_TAKEN');
      isNew = true;
    }
    await repo.insertIdentity(db, { provider: input.provider, subject: profile.subject, userId: user.id, email });
    return { user, isNew };
  });
}

// --- QR login ----------------------------------------------------------------------------------

export interface QrCreated {
  poll: string;
  scan: string;
  expiresAt: Date;
}

export async function generateQr(ctx: IdentityContext, requester: { ip: string | null; userAgent: string | null }): Promise<QrCreated> {
  const poll = generateSecret();
  const scan = generateSecret();
  const expiresAt = new Date(Date.now() + QR_TTL_SECONDS * 1000);
  await repo.insertQr(ctx.db, {
    pollHash: sha256(poll),
    scanHash: sha256(scan),
    requestIp: requester.ip,
    userAgent: requester.userAgent?.slice(0, 500) ?? null,
    expiresAt,
  });
  return { poll, scan, expiresAt };
}

/** What the asking page is told about a row (without handing out a token). */
function visibleStatus(row: repo.QrRow, now: Date): QrStatus | 'consumed' {
  if (row.status === 'consumed') return 'consumed';
  if (row.status === 'rejected' || row.status === 'cancelled') return row.status;
  if (row.expiresAt <= now) return 'expired';
  return row.status;
}

export type QrWaitResult = { status: Exclude<QrStatus, 'approved'> } | { status: 'approved'; userId: string };

/**
 * The long poll of the asking page: reads the row every `pollMs` (from the database, so the
 * approval may happen on any server process) until the status changes or `waitMs` passed, then
 * answers the status. An approval is handed out exactly once (approved -> consumed); a code
 * that was already handed out is refused.
 */
export async function waitForQr(
  ctx: IdentityContext,
  poll: string,
  options: { waitMs: number; pollMs: number; signal: AbortSignal },
): Promise<QrWaitResult> {
  const pollHash = sha256(poll);
  const deadline = Date.now() + options.waitMs;
  let first: QrStatus | 'consumed' | null = null;
  for (;;) {
    const row = await repo.qrByPoll(ctx.db, pollHash);
    if (!row) throw new AppError(400, 'QR_CODE_INVALID');
    const now = new Date();
    const status = visibleStatus(row, now);
    first ??= status;
    if (status === 'consumed') throw new AppError(400, 'QR_CODE_USED');
    if (status === 'approved') {
      const claimed = await repo.transitionQr(ctx.db, { pollHash }, ['approved'], { status: 'consumed', consumedAt: now }, now);
      if (!claimed?.userId) throw new AppError(400, 'QR_CODE_USED');
      return { status: 'approved', userId: claimed.userId };
    }
    if (status !== 'pending' && status !== 'scanned') return { status };
    // A change (pending -> scanned) is told at once, so the page can say "scanned".
    if (status !== first || Date.now() >= deadline || options.signal.aborted) return { status };
    await sleep(Math.min(options.pollMs, Math.max(0, deadline - Date.now())), options.signal);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Why a scan code cannot be acted on, as an error. */
function qrRefusal(row: repo.QrRow | undefined, now: Date): AppError {
  if (!row) return new AppError(400, 'QR_CODE_INVALID');
  const status = visibleStatus(row, now);
  if (status === 'expired') return new AppError(400, 'QR_CODE_EXPIRED');
  return new AppError(400, 'QR_CODE_USED');
}

export interface QrRequestInfo {
  status: QrStatus;
  device: DeviceDescription;
  ip: string | null;
  requestedAt: Date;
  expiresAt: Date;
}

/**
 * The phone opened the scan link: marks the row scanned and says who asked. The asking page stops
 * replacing a scanned code (spec §4: the wait has no time-out), so the customer gets a whole
 * QR_TTL_SECONDS from the scan to confirm on the phone.
 */
export async function scanQr(ctx: IdentityContext, scan: string): Promise<QrRequestInfo> {
  const now = new Date();
  const scanHash = sha256(scan);
  const expiresAt = new Date(now.getTime() + QR_TTL_SECONDS * 1000);
  const row = await repo.transitionQr(ctx.db, { scanHash }, ['pending', 'scanned'], { status: 'scanned', expiresAt }, now);
  if (!row) throw qrRefusal(await repo.qrByScan(ctx.db, scanHash), now);
  return { status: 'scanned', device: describeDevice(row.userAgent), ip: row.requestIp, requestedAt: row.createdAt, expiresAt: row.expiresAt };
}

/** The logged-in phone approves: the asking page gets a token for this customer (once). */
export async function approveQr(ctx: IdentityContext, scan: string, userId: string): Promise<void> {
  const now = new Date();
  const scanHash = sha256(scan);
  const row = await repo.transitionQr(
    ctx.db,
    { scanHash },
    ['pending', 'scanned'],
    { status: 'approved', userId, approvedAt: now, expiresAt: new Date(now.getTime() + QR_PICKUP_SECONDS * 1000) },
    now,
  );
  if (!row) throw qrRefusal(await repo.qrByScan(ctx.db, scanHash), now);
}

export async function rejectQr(ctx: IdentityContext, scan: string, userId: string): Promise<void> {
  const now = new Date();
  const scanHash = sha256(scan);
  const row = await repo.transitionQr(ctx.db, { scanHash }, ['pending', 'scanned'], { status: 'rejected', userId }, now);
  if (!row) throw qrRefusal(await repo.qrByScan(ctx.db, scanHash), now);
}

/** The asking page gives up: the code can no longer be approved. Cancelling twice is fine. */
export async function cancelQr(ctx: IdentityContext, poll: string): Promise<void> {
  const now = new Date();
  const pollHash = sha256(poll);
  const row = await repo.transitionQr(ctx.db, { pollHash }, ['pending', 'scanned', 'approved'], { status: 'cancelled' }, now, false);
  if (row) return;
  const existing = await repo.qrByPoll(ctx.db, pollHash);
  if (!existing) throw new AppError(400, 'QR_CODE_INVALID');
  if (existing.status === 'consumed') throw new AppError(400, 'QR_CODE_USED');
}

// --- UTM and outbox ----------------------------------------------------------------------------

export async function followUtm(
  ctx: IdentityContext,
  input: {
    visitor_id: string;
    utm_source?: string | undefined;
    utm_medium?: string | undefined;
    utm_campaign?: string | undefined;
    utm_term?: string | undefined;
    utm_content?: string | undefined;
    url_page?: string | undefined;
  },
  viewerId: string | null,
): Promise<void> {
  // A touch is a campaign visit: a call without any utm_* only links the visitor to the customer.
  const hasCampaign = [input.utm_source, input.utm_medium, input.utm_campaign, input.utm_term, input.utm_content].some(Boolean);
  if (hasCampaign) await repo.recordFirstTouch(ctx.db, {
    visitorId: input.visitor_id,
    utmSource: input.utm_source,
    utmMedium: input.utm_medium,
    utmCampaign: input.utm_campaign,
    utmTerm: input.utm_term,
    utmContent: input.utm_content,
    urlPage: input.url_page,
  });
  if (viewerId) await repo.attachVisitor(ctx.db, input.visitor_id, viewerId);
}

/** After any login that knows the browser's visitor id. */
export async function attachVisitor(ctx: IdentityContext, visitorId: string | undefined, userId: string): Promise<void> {
  if (visitorId) await repo.attachVisitor(ctx.db, visitorId, userId);
}

export async function outbox(ctx: IdentityContext, query: { channel?: 'sms' | 'email' | 'zalo' | undefined; recipient?: string | undefined; size: number }) {
  const recipient = query.recipient ? (normalizeVietnamesePhone(query.recipient) ?? query.recipient.trim().toLowerCase()) : undefined;
  const rows = await repo.listOutbox(ctx.db, { channel: query.channel, recipient, size: query.size });
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
  }));
}
