import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { desiredPriceEvents, desiredPrices, users } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type DesiredPriceRow = typeof desiredPrices.$inferSelect;
export type DesiredPriceInsert = typeof desiredPrices.$inferInsert;
export type DesiredPriceEventRow = typeof desiredPriceEvents.$inferSelect;
export type DesiredPriceEventInsert = typeof desiredPriceEvents.$inferInsert;


const OPEN = [1, 2, 3, 6];

/** Inserts a request, or returns null when the customer already has an open one for the item (unique index). */
export async function insertRequest(db: Db, values: DesiredPriceInsert): Promise<DesiredPriceRow | null> {
  const rows = await db
    .insert(desiredPrices)
    .values(values)
    .onConflictDoNothing({
      target: [desiredPrices.userId, desiredPrices.site, desiredPrices.code],
      where: sql`${desiredPrices.status} in (1, 2, 3, 6)`,
    })
    .returning();
  return rows[0] ?? null;
}

export async function findRequest(db: Db, id: string): Promise<DesiredPriceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(desiredPrices).where(eq(desiredPrices.id, id)).limit(1);
  return rows[0];
}

export async function findOwnRequest(db: Db, userId: string, id: string): Promise<DesiredPriceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select()
    .from(desiredPrices)
    .where(and(eq(desiredPrices.id, id), eq(desiredPrices.userId, userId)))
    .limit(1);
  return rows[0];
}

/** The row locked until the transaction ends: changes of one request run one at a time. */
export async function lockRequest(tx: Db, id: string): Promise<DesiredPriceRow | undefined> {
  const rows = await tx.select().from(desiredPrices).where(eq(desiredPrices.id, id)).for('update');
  return rows[0];
}

/** The customer's open request for an item, if any. */
export async function findOpenFor(db: Db, userId: string, site: string, code: string): Promise<DesiredPriceRow | undefined> {
  const rows = await db
    .select()
    .from(desiredPrices)
    .where(and(eq(desiredPrices.userId, userId), eq(desiredPrices.site, site), eq(desiredPrices.code, code), inArray(desiredPrices.status, OPEN)))
    .limit(1);
  return rows[0];
}

export async function updateRequest(db: Db, id: string, patch: Partial<DesiredPriceInsert>): Promise<DesiredPriceRow> {
  const rows = await db
    .update(desiredPrices)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(desiredPrices.id, id))
    .returning();
  return rows[0]!;
}

export async function insertEvent(db: Db, values: DesiredPriceEventInsert): Promise<void> {
  await db.insert(desiredPriceEvents).values(values);
}

export async function listEvents(db: Db, requestId: string): Promise<DesiredPriceEventRow[]> {
  return db
    .select()
    .from(desiredPriceEvents)
    .where(eq(desiredPriceEvents.desiredPriceId, requestId))
    .orderBy(asc(desiredPriceEvents.createdAt), asc(desiredPriceEvents.id));
}

export interface ListFilter {
  status?: number | undefined;
  site?: string | undefined;
  code?: string | undefined;
}

export async function listForUser(db: Db, userId: string, filter: ListFilter, page: number, size: number) {
  const where = and(
    eq(desiredPrices.userId, userId),
    filter.status !== undefined ? eq(desiredPrices.status, filter.status) : undefined,
    filter.site ? eq(desiredPrices.site, filter.site) : undefined,
    filter.code ? eq(desiredPrices.code, filter.code) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(desiredPrices)
      .where(where)
      .orderBy(desc(desiredPrices.createdAt), desc(desiredPrices.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(desiredPrices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export interface Customer {
  id: string;
  fullName: string;
  customerNo: string;
  phone: string | null;
}

const customerColumns = { id: users.id, fullName: users.fullName, customerNo: users.customerNo, phone: users.phone };

/** Staff queue: oldest open work first, then the rest newest first. */
export async function listAll(db: Db, filter: ListFilter & { assigneeId?: string | undefined; q?: string | undefined }, page: number, size: number) {
  const q = filter.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const search: SQL | undefined = like
    ? or(ilike(desiredPrices.code, like), ilike(desiredPrices.name, like), ilike(users.customerNo, like))
    : undefined;
  const where = and(
    filter.status !== undefined ? eq(desiredPrices.status, filter.status) : undefined,
    filter.site ? eq(desiredPrices.site, filter.site) : undefined,
    filter.assigneeId ? eq(desiredPrices.assigneeId, filter.assigneeId) : undefined,
    search,
  );
  const openFirst = sql`case when ${desiredPrices.status} in (1, 2, 6) then 0 else 1 end`;
  const [rows, totals] = await Promise.all([
    db
      .select({ request: desiredPrices, customer: customerColumns })
      .from(desiredPrices)
      .innerJoin(users, eq(users.id, desiredPrices.userId))
      .where(where)
      .orderBy(openFirst, sql`case when ${desiredPrices.status} in (1, 2, 6) then ${desiredPrices.createdAt} end asc`, desc(desiredPrices.createdAt))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(desiredPrices).innerJoin(users, eq(users.id, desiredPrices.userId)).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findCustomer(db: Db, userId: string): Promise<Customer | undefined> {
  const rows = await db.select(customerColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/** A staff member: an admin account. */
export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}
