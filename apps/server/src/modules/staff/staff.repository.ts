import { and, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { customerSalesStaff, salesChangeRequests, salesStaff, staffRatings, users } from '../../db/schema/index.ts';

export type StaffRow = typeof salesStaff.$inferSelect;
export type ChangeRequestRow = typeof salesChangeRequests.$inferSelect;
export type RatingRow = typeof staffRatings.$inferSelect;

export async function findStaff(db: Db, id: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(salesStaff).where(eq(salesStaff.id, id)).limit(1);
  return rows[0];
}

export async function assignedStaff(db: Db, userId: string): Promise<StaffRow | undefined> {
  const rows = await db
    .select({ staff: salesStaff })
    .from(customerSalesStaff)
    .innerJoin(salesStaff, eq(salesStaff.id, customerSalesStaff.staffId))
    .where(eq(customerSalesStaff.userId, userId))
    .limit(1);
  return rows[0]?.staff;
}

/**
 * Gives a customer without sales staff the active staff member with the fewest customers (one
 * statement; a concurrent first visit keeps whichever assignment landed first).
 */
export async function assignLeastLoaded(db: Db, userId: string): Promise<void> {
  await db.execute(sql`
    insert into ${customerSalesStaff} (user_id, staff_id)
    select ${userId}, s.id from ${salesStaff} s
    where s.active
    order by (select count(*) from ${customerSalesStaff} c where c.staff_id = s.id), s.code
    limit 1
    on conflict (user_id) do nothing`);
}

export async function setAssignment(db: Db, userId: string, staffId: string, adminId: string): Promise<void> {
  await db
    .insert(customerSalesStaff)
    .values({ userId, staffId, assignedBy: adminId })
    .onConflictDoUpdate({ target: customerSalesStaff.userId, set: { staffId, assignedBy: adminId, assignedAt: sql`now()` } });
}

export async function findCustomer(db: Db, id: string) {
  const rows = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function openChangeRequest(db: Db, userId: string): Promise<ChangeRequestRow | undefined> {
  const rows = await db
    .select()
    .from(salesChangeRequests)
    .where(and(eq(salesChangeRequests.userId, userId), eq(salesChangeRequests.status, 'open')))
    .limit(1);
  return rows[0];
}

/** Null when the customer already has an open request (the partial unique index decides, also under races). */
export async function insertChangeRequest(db: Db, userId: string, staffId: string | null, reason: string): Promise<ChangeRequestRow | null> {
  const rows = await db
    .insert(salesChangeRequests)
    .values({ userId, staffId, reason })
    .onConflictDoNothing({ target: salesChangeRequests.userId, where: sql`status = 'open'` })
    .returning();
  return rows[0] ?? null;
}

export async function resolveOpenRequests(db: Db, userId: string, adminId: string): Promise<number> {
  const rows = await db
    .update(salesChangeRequests)
    .set({ status: 'resolved', resolvedAt: sql`now()`, resolvedBy: adminId })
    .where(and(eq(salesChangeRequests.userId, userId), eq(salesChangeRequests.status, 'open')))
    .returning({ id: salesChangeRequests.id });
  return rows.length;
}

export async function upsertRating(db: Db, userId: string, staffId: string, rating: number, comment: string | null): Promise<RatingRow> {
  const rows = await db
    .insert(staffRatings)
    .values({ userId, staffId, rating, comment })
    .onConflictDoUpdate({ target: [staffRatings.userId, staffRatings.staffId], set: { rating, comment, updatedAt: sql`now()` } })
    .returning();
  return rows[0]!;
}

export async function findRating(db: Db, userId: string, staffId: string): Promise<RatingRow | undefined> {
  const rows = await db
    .select()
    .from(staffRatings)
    .where(and(eq(staffRatings.userId, userId), eq(staffRatings.staffId, staffId)))
    .limit(1);
  return rows[0];
}

export async function listStaffWithStats(db: Db) {
  const customers = db
    .select({ staffId: customerSalesStaff.staffId, n: count().as('n') })
    .from(customerSalesStaff)
    .groupBy(customerSalesStaff.staffId)
    .as('customers');
  const ratings = db
    .select({ staffId: staffRatings.staffId, average: avg(staffRatings.rating).as('average'), n: count().as('rating_n') })
    .from(staffRatings)
    .groupBy(staffRatings.staffId)
    .as('ratings');
  return db
    .select({ staff: salesStaff, customers: customers.n, ratingAverage: ratings.average, ratingCount: ratings.n })
    .from(salesStaff)
    .leftJoin(customers, eq(customers.staffId, salesStaff.id))
    .leftJoin(ratings, eq(ratings.staffId, salesStaff.id))
    .orderBy(salesStaff.code);
}

export interface NewStaff {
  code: string;
  fullName: string;
  phone: string;
  zalo: string;
  email: string | null;
}

export async function insertStaffIfAbsent(db: Db, staff: NewStaff): Promise<void> {
  await db.insert(salesStaff).values(staff).onConflictDoNothing({ target: salesStaff.code });
}
