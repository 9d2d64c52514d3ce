import { and, asc, count, desc, eq, isNull, lt, min, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ComplaintStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { complaintEvents, complaintMessages, complaintNoSequence, complaints, users } from '../../db/schema/index.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type MessageRow = typeof complaintMessages.$inferSelect & { authorName: string };
export type EventRow = typeof complaintEvents.$inferSelect;

export async function insertComplaint(db: Db, values: Omit<typeof complaints.$inferInsert, 'code'>): Promise<ComplaintRow> {
  const rows = await db
    .insert(complaints)
    .values({ ...values, code: sql`'KN' || nextval(${complaintNoSequence.seqName})::text` })
    .returning();
  return rows[0]!;
}

export async function findComplaint(db: Db, id: string): Promise<ComplaintRow | undefined> {
  const rows = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1);
  return rows[0];
}

export async function findOwnComplaint(db: Db, userId: string, id: string): Promise<ComplaintRow | undefined> {
  const rows = await db.select().from(complaints).where(and(eq(complaints.id, id), eq(complaints.userId, userId))).limit(1);
  return rows[0];
}

export async function listForUser(db: Db, userId: string, status: ComplaintStatus | undefined, page: number, size: number) {
  const where = and(eq(complaints.userId, userId), status ? eq(complaints.status, status) : undefined);
  const [rows, totals] = await Promise.all([
    db.select().from(complaints).where(where).orderBy(desc(complaints.createdAt), desc(complaints.code)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

const closedStatuses: ComplaintStatus[] = ['resolved', 'rejected', 'withdrawn'];

/** Unanswered open work past its deadline (`complaints.transitions.ts` isOverdue, in SQL). */
export function overdueWhere(): SQL {
  return and(isNull(complaints.answeredAt), notInArray(complaints.status, closedStatuses), lt(complaints.respondBy, sql`now()`))!;
}

/** The dashboard's count of complaints past their deadline; the oldest deadline missed. */
export async function overdueCount(db: Db) {
  const [row] = await db.select({ count: count(), oldest: min(complaints.respondBy) }).from(complaints).where(overdueWhere());
  return row;
}

/** Staff queue: oldest deadline first; `overdue` keeps only unanswered open work past its deadline. */
export async function listAll(
  db: Db,
  filter: { status?: ComplaintStatus | undefined; type?: string | undefined; overdue?: boolean | undefined },
  page: number,
  size: number,
) {
  const overdue: SQL | undefined = filter.overdue === true ? overdueWhere() : undefined;
  const where = and(filter.status ? eq(complaints.status, filter.status) : undefined, filter.type ? eq(complaints.type, filter.type) : undefined, overdue);
  const [rows, totals] = await Promise.all([
    db
      .select({ complaint: complaints, customer: { id: users.id, fullName: users.fullName, customerNo: users.customerNo, phone: users.phone } })
      .from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId))
      .where(where)
      .orderBy(asc(complaints.respondBy))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findCustomer(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, customerNo: users.customerNo, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function updateComplaint(db: Db, id: string, patch: Partial<Pick<ComplaintRow, 'content' | 'photos' | 'answeredAt'>>) {
  const rows = await db
    .update(complaints)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(complaints.id, id))
    .returning();
  return rows[0];
}

/** Sets the answer time once (the first staff answer). */
export async function markAnswered(db: Db, id: string) {
  await db
    .update(complaints)
    .set({ answeredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(complaints.id, id), isNull(complaints.answeredAt)));
}

/**
 * Moves a complaint from one state to another only if it is still in `from` (two staff clicking
 * at once: one wins), and logs the change. Answers the updated row or null when it had moved on.
 */
export async function transition(
  db: Db,
  id: string,
  from: ComplaintStatus,
  to: ComplaintStatus,
  actor: { id: string | null; role: 'customer' | 'staff' | 'system' },
  note: string | null,
): Promise<ComplaintRow | null> {
  const closing = to === 'resolved' || to === 'rejected' || to === 'withdrawn';
  const rows = await db
    .update(complaints)
    .set({
      status: to,
      closedAt: closing ? sql`now()` : null,
      updatedAt: sql`now()`,
      // A staff decision is an answer too.
      ...(actor.role === 'staff' ? { answeredAt: sql`coalesce(${complaints.answeredAt}, now())` } : {}),
    })
    .where(and(eq(complaints.id, id), eq(complaints.status, from)))
    .returning();
  if (!rows[0]) return null;
  await db.insert(complaintEvents).values({ complaintId: id, fromStatus: from, toStatus: to, actorId: actor.id, actorRole: actor.role, note });
  return rows[0];
}

export async function insertEvent(db: Db, values: typeof complaintEvents.$inferInsert) {
  await db.insert(complaintEvents).values(values);
}

export async function listEvents(db: Db, complaintId: string): Promise<EventRow[]> {
  return db.select().from(complaintEvents).where(eq(complaintEvents.complaintId, complaintId)).orderBy(asc(complaintEvents.createdAt), asc(complaintEvents.id));
}

export async function insertMessage(db: Db, values: typeof complaintMessages.$inferInsert) {
  const rows = await db.insert(complaintMessages).values(values).returning();
  return rows[0]!;
}

export async function listMessages(db: Db, complaintId: string): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: complaintMessages, authorName: users.fullName })
    .from(complaintMessages)
    .innerJoin(users, eq(users.id, complaintMessages.authorId))
    .where(eq(complaintMessages.complaintId, complaintId))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  return rows.map((r) => ({ ...r.message, authorName: r.authorName }));
}

