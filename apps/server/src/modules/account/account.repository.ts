import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { customerNoSequence, loginFailureEvents, loginFailures, staffMembers, users } from '../../db/schema/index.ts';

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
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    // `npm run admin:create` makes an owner: an admin without staff roles is one (also for a staff
    // account that had other roles or was disabled).
    if (role === 'admin') await tx.delete(staffMembers).where(eq(staffMembers.userId, id));
  });
}

export interface ThrottlePolicy {
  /** Failures of one (username, address) before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelaySeconds`. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** A run of failures older than this is forgotten. */
  resetAfterSeconds: number;
  /** Failures from one address across all accounts within `addressWindowSeconds`. */
  addressCeiling: number;
  addressWindowSeconds: number;
}

/** The lock of this username from this address, if any (null when none or run out). */
export async function lockedUntil(db: Db, username: string, address: string): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address), sql`${loginFailures.lockedUntil} > now()`))
    .limit(1);
  return rows[0]?.lockedUntil ?? null;
}

/**
 * When the address may try again if it reached the ceiling of failures across accounts within
 * the window (the moment enough of its failures have left the window), else null.
 */
export async function addressBlockedUntil(db: Db, address: string, policy: ThrottlePolicy): Promise<Date | null> {
  const window = sql`now() - make_interval(secs => ${policy.addressWindowSeconds})`;
  const counted = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailureEvents)
    .where(and(eq(loginFailureEvents.address, address), sql`${loginFailureEvents.createdAt} > ${window}`));
  const n = counted[0]?.n ?? 0;
  if (n < policy.addressCeiling) return null;
  const rows = await db
    .select({ at: sql<Date>`${loginFailureEvents.createdAt} + make_interval(secs => ${policy.addressWindowSeconds})`.mapWith(loginFailureEvents.createdAt) })
    .from(loginFailureEvents)
    .where(and(eq(loginFailureEvents.address, address), sql`${loginFailureEvents.createdAt} > ${window}`))
    .orderBy(loginFailureEvents.createdAt)
    .offset(n - policy.addressCeiling)
    .limit(1);
  return rows[0]?.at ?? null;
}

/**
 * Counts one more failure of (username, address) atomically; from `freeFailures` on, the pair is
 * locked for a delay that doubles with each failure up to the cap. Also logs the failure as an
 * event (for the per-address ceiling and the staff view) and drops events older than a day.
 * Returns the pair's failure count and lock.
 */
export async function recordLoginFailure(db: Db, username: string, pair: string, address: string, kind: 'password' | 'otp', policy: ThrottlePolicy) {
  const stale = sql`${loginFailures.lastFailedAt} < now() - make_interval(secs => ${policy.resetAfterSeconds})`;
  const next = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const delay = (count: SQL) =>
    sql`case when ${count} >= ${policy.freeFailures} then now() + make_interval(secs => least(${policy.maxDelaySeconds}::float8, ${policy.baseDelaySeconds}::float8 * power(2::float8, (${count} - ${policy.freeFailures})::float8))) else null end`;
  const rows = await db
    .insert(loginFailures)
    .values({ username: pair, address, failures: 1, lockedUntil: sql`${delay(sql`1`)}` })
    .onConflictDoUpdate({
      target: [loginFailures.username, loginFailures.address],
      set: {
        failures: next,
        lockedUntil: delay(next),
        firstFailedAt: sql`case when ${stale} then now() else ${loginFailures.firstFailedAt} end`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  await db.insert(loginFailureEvents).values({ username, address, kind });
  await db.delete(loginFailureEvents).where(sql`${loginFailureEvents.createdAt} < now() - interval '1 day'`);
  return rows[0]!;
}

/** After a successful login: the pair starts again from zero. */
export async function clearLoginFailures(db: Db, username: string, address: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
}

/** The owner proved control (OTP or reset code): every lock of the username goes. */
export async function clearAllLoginFailures(db: Db, keys: string[]) {
  await db.delete(loginFailures).where(inArray(loginFailures.username, keys));
}

/** Failed logins grouped by address within the last `seconds` (at least `minFailures`), newest first. */
export async function loginFailureBursts(db: Db, seconds: number, minFailures: number, limit: number) {
  return db
    .select({
      address: loginFailureEvents.address,
      failures: sql<number>`count(*)::int`,
      accounts: sql<number>`count(distinct ${loginFailureEvents.username})::int`,
      usernames: sql<string[]>`(array_agg(distinct ${loginFailureEvents.username}))[1:10]`,
      kinds: sql<string[]>`array_agg(distinct ${loginFailureEvents.kind})`,
      firstAt: sql<Date>`min(${loginFailureEvents.createdAt})`.mapWith(loginFailureEvents.createdAt),
      lastAt: sql<Date>`max(${loginFailureEvents.createdAt})`.mapWith(loginFailureEvents.createdAt),
    })
    .from(loginFailureEvents)
    .where(sql`${loginFailureEvents.createdAt} > now() - make_interval(secs => ${seconds})`)
    .groupBy(loginFailureEvents.address)
    .having(sql`count(*) >= ${minFailures}`)
    .orderBy(sql`max(${loginFailureEvents.createdAt}) desc`)
    .limit(limit);
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
