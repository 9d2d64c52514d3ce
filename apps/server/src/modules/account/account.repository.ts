import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { customerNoSequence, loginFailures, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0];
}

export interface NewUser {
  /** Null only for accounts created by social login. */
  phone: string | null;
  email: string | null;
  fullName: string;
  /** Null for accounts created by OTP or social login. */
  passwordHash: string | null;
  role: 'customer' | 'admin';
  signupSource: string | null;
  /** Set when the email is already confirmed (by Google or Facebook). */
  verifiedEmail?: string | null;
  emailVerifiedAt?: Date | null;
}

/**
 * Inserts a user with the next customer number. Returns null when the phone or email is taken
 * (a unique violation, also when two sign-ups race).
 */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...user, customerNo: sql`'KM' || nextval(${customerNoSequence.seqName})::text` })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateUserRole(db: Db, id: string, role: 'customer' | 'admin', passwordHash: string) {
  await db.update(users).set({ role, passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function readLoginFailures(db: Db, username: string) {
  const rows = await db.select().from(loginFailures).where(eq(loginFailures.username, username)).limit(1);
  return rows[0];
}

/** Counts one more failure atomically and locks the username when the limit is reached. */
export async function recordLoginFailure(db: Db, username: string, limit: number, lockSeconds: number) {
  const lockAt = sql`case when ${loginFailures.failures} + 1 >= ${limit} then now() + make_interval(secs => ${lockSeconds}) else null end`;
  await db
    .insert(loginFailures)
    .values({ username, failures: 1, lockedUntil: limit <= 1 ? sql`now() + make_interval(secs => ${lockSeconds})` : null })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: { failures: sql`${loginFailures.failures} + 1`, lockedUntil: lockAt, lastFailedAt: sql`now()` },
    });
}

export async function clearLoginFailures(db: Db, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

/** After a lock has run out the count starts again from zero. */
export async function resetExpiredLock(db: Db, username: string) {
  await db
    .delete(loginFailures)
    .where(sql`${loginFailures.username} = ${username} and ${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now()`);
}

/** Sets a new password hash; false when the user does not exist. */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Marks `email` confirmed, only while it is still the account's email. */
export async function setVerifiedEmail(db: Db, id: string, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ verifiedEmail: email, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning();
  return rows[0];
}
