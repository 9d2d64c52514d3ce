import { hash, verify } from '@node-rs/argon2';
import type { User } from '@kaimono/contracts';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, retryLaterUntil } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import { metrics } from '../../platform/metrics.ts';
import { assertStrongPassword } from './account.passwords.ts';
import * as repo from './account.repository.ts';
import { endSessionsOf } from './sessions.service.ts';

/**
 * Failed logins (password or SMS code) are counted per (username, client address): after five, that
 * address waits 30 s before the next try, doubling with each further failure up to 15 minutes. The
 * owner logging in from another address is not held up. One address is also capped across all
 * accounts (30 failures in 15 minutes), whichever accounts it tries.
 */
export const LOGIN_THROTTLE: repo.ThrottlePolicy = {
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  resetAfterSeconds: 24 * 3600,
  addressCeiling: 30,
  addressWindowSeconds: 15 * 60,
};
export const LOGIN_FAILURE_LIMIT = LOGIN_THROTTLE.freeFailures;

/** Where a login came from: the client address and a logger for bursts. */
export interface LoginOrigin {
  address: string;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

// OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane).
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id (a const enum in the typings) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verifying against this when the user does not exist keeps the timing the same.
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Spends the time of a real check and answers false (unknown user, or no password set). */
async function verifyDummy(password: string): Promise<false> {
  await verify(await (dummyHash ??= hashPassword('no-such-user-0')), password);
  return false;
}

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    full_name: row.fullName,
    avatar: row.avatar,
    phone: row.phone,
    birthdate: row.birthdate,
    customer_no: row.customerNo,
    email: row.email,
    role: row.role,
    has_password: row.passwordHash !== null,
    email_verified: row.email !== null && row.verifiedEmail === row.email,
  };
}

export interface SignupInput {
  phone: string;
  password: string;
  full_name: string;
  email?: string | undefined;
  type_mode?: string | undefined;
}

/**
 * `passwordHash`: the password's hash when the caller has it already (the demo staff's seeding hashes
 * their one shared password once, not once per account: argon2 is the slow part of a first start).
 */
export async function signup(db: Db, input: SignupInput, role: 'customer' | 'admin' = 'customer', passwordHash?: () => Promise<string>): Promise<User> {
  const email = input.email ? input.email.toLowerCase() : null;
  assertStrongPassword(input.password, { phone: input.phone, fullName: input.full_name, email });
  if (await repo.findUserByPhone(db, input.phone)) throw new AppError(409, 'PHONE_TAKEN');
  if (email && (await repo.findUserByEmail(db, email))) throw new AppError(409, 'EMAIL_TAKEN');
  const row = await repo.insertUser(db, {
    phone: input.phone,
    email,
    fullName: input.full_name,
    passwordHash: await (passwordHash ? passwordHash() : hashPassword(input.password)),
    role,
    signupSource: input.type_mode ?? null,
  });
  if (!row) {
    // Lost a race with a concurrent sign-up of the same phone or email.
    throw new AppError(409, (await repo.findUserByPhone(db, input.phone)) ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
  }
  return toUser(row);
}

/** The username as the failure counter keys it: a phone in national form, or a lower-cased email. */
export function normalizeUsername(username: string): string {
  return normalizeVietnamesePhone(username) ?? username.trim().toLowerCase();
}

/**
 * Wrong passwords and wrong SMS codes are counted apart (a code proves control of the number and
 * lifts a password delay; wrong codes have their own delay).
 */
function pairKey(username: string, kind: 'password' | 'otp'): string {
  return kind === 'otp' ? `otp:${username}` : username;
}

/** Refuses with RATE_LIMITED (+ Retry-After) while this username is locked from this address, or the address is capped. */
export async function assertLoginAllowed(db: Db, username: string, origin: LoginOrigin, kind: 'password' | 'otp' = 'password'): Promise<void> {
  const key = pairKey(normalizeUsername(username), kind);
  const [pair, address] = await Promise.all([repo.lockedUntil(db, key, origin.address), repo.addressBlockedUntil(db, origin.address, LOGIN_THROTTLE)]);
  const refusal = retryLaterUntil(pair, address);
  if (refusal) throw refusal;
}

/** Counts a failed login of `username` from the origin; warns in the log when a lock or the address cap starts. */
export async function recordLoginFailure(db: Db, username: string, origin: LoginOrigin, kind: 'password' | 'otp' = 'password'): Promise<void> {
  const key = normalizeUsername(username);
  const result = await repo.recordLoginFailure(db, key, pairKey(key, kind), origin.address, kind, LOGIN_THROTTLE);
  metrics.loginFailure(kind);
  if (result.lockedUntil) {
    origin.log?.warn({ username: key, address: origin.address, failures: result.failures, lockedUntil: result.lockedUntil, kind }, 'login failures: username delayed from this address');
  }
  const capped = await repo.addressBlockedUntil(db, origin.address, LOGIN_THROTTLE);
  if (capped) origin.log?.warn({ address: origin.address, until: capped, kind }, 'login failures: address reached its ceiling across accounts');
}

export async function login(db: Db, username: string, password: string, origin: LoginOrigin): Promise<User> {
  const key = normalizeUsername(username);
  await assertLoginAllowed(db, key, origin);
  const row = key.includes('@') ? await repo.findUserByEmail(db, key) : await repo.findUserByPhone(db, key);
  const ok = row?.passwordHash ? await verify(row.passwordHash, password) : await verifyDummy(password);
  if (!row || !ok) {
    await recordLoginFailure(db, key, origin);
    throw new AppError(401, 'LOGIN_FAILED');
  }
  await repo.clearLoginFailures(db, key, origin.address);
  return toUser(row);
}

/** Failed logins grouped by client address over the last `minutes` (staff view of bursts). */
export async function loginFailureBursts(db: Db, minutes: number, minFailures: number) {
  const rows = await repo.loginFailureBursts(db, minutes * 60, minFailures, 100);
  const blocked = await Promise.all(rows.map((row) => repo.addressBlockedUntil(db, row.address, LOGIN_THROTTLE)));
  return rows.map((row, i) => ({
    address: row.address,
    failures: row.failures,
    accounts: row.accounts,
    usernames: row.usernames,
    kinds: row.kinds,
    first_at: new Date(row.firstAt).toISOString(),
    last_at: new Date(row.lastAt).toISOString(),
    blocked_until: blocked[i] ? new Date(blocked[i]).toISOString() : null,
  }));
}

export async function getUser(db: Db, id: string): Promise<User | null> {
  const row = await repo.findUserById(db, id);
  return row ? toUser(row) : null;
}

/** Creates an admin, or promotes an existing account of that phone and resets its password. */
export async function createAdmin(db: Db, phone: string, password: string, fullName = 'Quản trị viên'): Promise<User> {
  const existing = await repo.findUserByPhone(db, phone);
  if (existing) {
    assertStrongPassword(password, { phone, fullName: existing.fullName, email: existing.email });
    await repo.updateUserRole(db, existing.id, 'admin', await hashPassword(password));
    return { ...toUser(existing), role: 'admin' };
  }
  return signup(db, { phone, password, full_name: fullName, type_mode: 'admin-cli' }, 'admin');
}

/** A customer to try the sandbox with; documented in the README. Only seeded in sandbox mode. */
export const DEMO_CUSTOMER = { phone: '0912345678', password: 'Sakura-Hanoi-2026', full_name: 'Nguyễn Văn Demo' } as const;

export async function seedDemoCustomer(db: Db): Promise<void> {
  if (await repo.findUserByPhone(db, DEMO_CUSTOMER.phone)) return;
  await signup(db, { ...DEMO_CUSTOMER, type_mode: 'demo' }).catch((error: unknown) => {
    // A concurrent first start seeded it already.
    if (!(error instanceof AppError && error.code === 'PHONE_TAKEN')) throw error;
  });
}

// --- used by the identity module (OTP, social and QR login, password reset, email verification) ---

export async function findUserByPhone(db: Db, phone: string): Promise<User | null> {
  const row = await repo.findUserByPhone(db, phone);
  return row ? toUser(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const row = await repo.findUserByEmail(db, email);
  return row ? toUser(row) : null;
}

export interface PasswordlessUserInput {
  phone?: string | null;
  email?: string | null;
  /** The email was confirmed by the provider that created the account. */
  emailVerified?: boolean;
  fullName: string;
  source: string;
}

/**
 * Creates a customer without a password (first OTP login, or a Google/Facebook login). Returns
 * null when the phone or email was taken meanwhile (a concurrent login of the same person).
 */
export async function createPasswordlessUser(db: Db, input: PasswordlessUserInput): Promise<User | null> {
  const email = input.email ? input.email.toLowerCase() : null;
  const row = await repo.insertUser(db, {
    phone: input.phone ?? null,
    email,
    fullName: input.fullName,
    passwordHash: null,
    role: 'customer',
    signupSource: input.source,
    verifiedEmail: email && input.emailVerified ? email : null,
    emailVerifiedAt: email && input.emailVerified ? new Date() : null,
  });
  return row ? toUser(row) : null;
}

/** True when `password` is the user's password (false when the account has none). */
export async function checkPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const row = await repo.findUserById(db, userId);
  if (!row?.passwordHash) return verifyDummy(password);
  return verify(row.passwordHash, password);
}

/**
/**
 * Sets a new password and ends every session of the user (in one transaction). The caller tells
 * its process to forget them (`app.forgetSessions({ userId })`); a password change then opens a
 * new session for the device it came from. A weak password is refused with PASSWORD_TOO_WEAK, its
 * reason under `field`.
 */
export async function setPassword(db: Db, userId: string, password: string, field = 'password'): Promise<void> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw new AppError(401, 'UNAUTHENTICATED');
  assertStrongPassword(password, { phone: row.phone, fullName: row.fullName, email: row.email }, field);
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    if (!(await repo.updatePasswordHash(tx, userId, passwordHash))) return false;
    await endSessionsOf(tx, userId, 'password');
    return true;
  });
  if (!updated) throw new AppError(401, 'UNAUTHENTICATED');
}

/** Refuses a weak password for this account (phone, name and email count as guessable). */
export async function assertStrongPasswordFor(db: Db, user: { id: string }, password: string, field = 'password'): Promise<void> {
  const row = await repo.findUserById(db, user.id);
  assertStrongPassword(password, { phone: row?.phone, fullName: row?.fullName, email: row?.email }, field);
}

/** Marks the account's current email as confirmed; null when the email changed meanwhile. */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<User | null> {
  const row = await repo.setVerifiedEmail(db, userId, email.toLowerCase());
  return row ? toUser(row) : null;
}

/** Lifts every delay of the username, from every address (the owner proved control by an SMS or reset code). */
export async function unlockUsername(db: Db, username: string): Promise<void> {
  const key = normalizeUsername(username);
  await repo.clearAllLoginFailures(db, [key, pairKey(key, 'otp')]);
}
