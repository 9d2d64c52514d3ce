import { hash, verify } from '@node-rs/argon2';
import type { User } from '@kaimono/contracts';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import * as repo from './account.repository.ts';
import { endSessionsOf } from './sessions.service.ts';

/** Five wrong passwords in a row lock the username for this long. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;

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

export async function signup(db: Db, input: SignupInput, role: 'customer' | 'admin' = 'customer'): Promise<User> {
  const email = input.email ? input.email.toLowerCase() : null;
  if (await repo.findUserByPhone(db, input.phone)) throw new AppError(409, 'PHONE_TAKEN');
  if (email && (await repo.findUserByEmail(db, email))) throw new AppError(409, 'EMAIL_TAKEN');
  const row = await repo.insertUser(db, {
    phone: input.phone,
    email,
    fullName: input.full_name,
    passwordHash: await hashPassword(input.password),
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

export async function login(db: Db, username: string, password: string): Promise<User> {
  const key = normalizeUsername(username);
  await repo.resetExpiredLock(db, key);
  const failures = await repo.readLoginFailures(db, key);
  if (failures?.lockedUntil && failures.lockedUntil > new Date()) throw new AppError(429, 'RATE_LIMITED');

  const row = key.includes('@') ? await repo.findUserByEmail(db, key) : await repo.findUserByPhone(db, key);
  const ok = row?.passwordHash ? await verify(row.passwordHash, password) : await verifyDummy(password);
  if (!row || !ok) {
    await repo.recordLoginFailure(db, key, LOGIN_FAILURE_LIMIT, LOGIN_LOCK_SECONDS);
    throw new AppError(401, 'LOGIN_FAILED');
  }
  if (failures) await repo.clearLoginFailures(db, key);
  return toUser(row);
}

export async function getUser(db: Db, id: string): Promise<User | null> {
  const row = await repo.findUserById(db, id);
  return row ? toUser(row) : null;
}

/** Creates an admin, or promotes an existing account of that phone and resets its password. */
export async function createAdmin(db: Db, phone: string, password: string, fullName = 'Quản trị viên'): Promise<User> {
  const existing = await repo.findUserByPhone(db, phone);
  if (existing) {
    await repo.updateUserRole(db, existing.id, 'admin', await hashPassword(password));
    return { ...toUser(existing), role: 'admin' };
  }
  return signup(db, { phone, password, full_name: fullName, type_mode: 'admin-cli' }, 'admin');
}

/** A customer to try the sandbox with; documented in the README. Only seeded in sandbox mode. */
export const DEMO_CUSTOMER = { phone: '0912345678', password: 'kaimono123', full_name: 'Nguyễn Văn Demo' } as const;

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
 * Sets a new password and ends every session of the user (in one transaction). The caller tells
 * its process to forget them (`app.forgetSessions({ userId })`); a password change then opens a
 * new session for the device it came from.
 */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    if (!(await repo.updatePasswordHash(tx, userId, passwordHash))) return false;
    await endSessionsOf(tx, userId, 'password');
    return true;
  });
  if (!updated) throw new AppError(401, 'UNAUTHENTICATED');
}

/** Marks the account's current email as confirmed; null when the email changed meanwhile. */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<User | null> {
  const row = await repo.setVerifiedEmail(db, userId, email.toLowerCase());
  return row ? toUser(row) : null;
}

/** Lifts the lock of five wrong passwords (after the owner proved control by a reset code). */
export async function unlockUsername(db: Db, username: string): Promise<void> {
  await repo.clearLoginFailures(db, normalizeUsername(username));
}
