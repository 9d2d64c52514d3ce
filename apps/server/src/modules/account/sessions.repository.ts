import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { SessionClient, SessionEndReason, SessionRecord } from '../../platform/auth.ts';
import { staffMembers, users, userSessions } from '../../db/schema/index.ts';
import { staffRoles, type StaffRole } from '../../platform/permissions.ts';

export type SessionRow = typeof userSessions.$inferSelect;

/**
 * The one read of the token check (a primary-key lookup joined to the user for the role and to the
 * staff roles): an admin without a staff row is an owner; a disabled staff account is a customer.
 */
export async function findSessionRecord(db: Db, id: string): Promise<SessionRecord | null> {
  const rows = await db
    .select({
      userId: userSessions.userId,
      role: users.role,
      roles: staffMembers.roles,
      disabledAt: staffMembers.disabledAt,
      hasStaffRow: sql<boolean>`${staffMembers.userId} is not null`,
      generation: userSessions.generation,
      expiresAt: userSessions.expiresAt,
      revokedReason: userSessions.revokedReason,
      lastSeenAt: userSessions.lastSeenAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(staffMembers, eq(staffMembers.userId, userSessions.userId))
    .where(eq(userSessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { roles, disabledAt, hasStaffRow, ...session } = row;
  const disabled = disabledAt !== null;
  const role = row.role === 'admin' && !disabled ? 'admin' : 'customer';
  const known = (roles ?? []).filter((r): r is StaffRole => (staffRoles as readonly string[]).includes(r));
  const staff: StaffRole[] = role !== 'admin' ? [] : hasStaffRow ? known : ['owner'];
  return { ...session, role, staffRoles: staff };
}

/** Ended or expired sessions are kept this long (for support questions), then dropped at the user's next login. */
const KEEP_ENDED_DAYS = 30;

export async function insertSession(db: Db, input: { userId: string; client: SessionClient; expiresAt: Date }) {
  await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, input.userId),
        sql`coalesce(${userSessions.revokedAt}, ${userSessions.expiresAt}) < now() - make_interval(days => ${KEEP_ENDED_DAYS})`,
      ),
    );
  const rows = await db
    .insert(userSessions)
    .values({ userId: input.userId, userAgent: input.client.userAgent, ip: input.client.ip, expiresAt: input.expiresAt })
    .returning({ id: userSessions.id, generation: userSessions.generation });
  return rows[0]!;
}

const live = () => and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, sql`now()`));

/** Raises the generation of a live session that is still at `generation` (one refresh wins a race). */
export async function rotateSession(db: Db, id: string, generation: number, expiresAt: Date): Promise<number | null> {
  const rows = await db
    .update(userSessions)
    .set({ generation: sql`${userSessions.generation} + 1`, expiresAt, lastSeenAt: sql`now()` })
    .where(and(eq(userSessions.id, id), eq(userSessions.generation, generation), live()))
    .returning({ generation: userSessions.generation });
  return rows[0]?.generation ?? null;
}

/** Last seen and address, unless another request (of any process) wrote them within `throttleSeconds`. */
export async function touchSession(db: Db, id: string, ip: string | null, throttleSeconds: number): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: sql`now()`, ip: sql`coalesce(${ip}, ${userSessions.ip})` })
    .where(and(eq(userSessions.id, id), sql`${userSessions.lastSeenAt} <= now() - make_interval(secs => ${throttleSeconds})`));
}

/** The user's live sessions, most recently seen first. */
export async function liveSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), live()))
    .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
}

/** Ends one live session of the user; false when there is none of that id (or it belongs to someone else). */
export async function endSession(db: Db, userId: string, id: string, reason: SessionEndReason): Promise<boolean> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user, except `keep`; the ids ended. */
export async function endSessionsOf(db: Db, userId: string, reason: SessionEndReason, keep?: string | null): Promise<string[]> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(userSessions.userId, userId), live(), keep ? ne(userSessions.id, keep) : undefined))
    .returning({ id: userSessions.id });
  return rows.map((row) => row.id);
}
