import { hash, verify } from '@node-rs/argon2';
import type { User } from '@kaimono/contracts';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Db } from '../../platform/db.ts';
import * as repo from './account.repository.ts';

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
  const ok = row ? await verify(row.passwordHash, password) : await verify(await (dummyHash ??= hashPassword('no-such-user-0')), password).then(() => false);
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
