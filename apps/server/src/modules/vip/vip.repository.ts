import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { vipLevels, vipSubscriptions } from '../../db/schema/index.ts';

export type LevelRow = typeof vipLevels.$inferSelect;
export type NewLevel = typeof vipLevels.$inferInsert;
export type SubscriptionRow = typeof vipSubscriptions.$inferSelect;
export type NewSubscription = typeof vipSubscriptions.$inferInsert;
export type SubscriptionStatus = SubscriptionRow['status'];

/** Statuses that give the level (until period_end). */
export const currentStatuses: SubscriptionStatus[] = ['active', 'cancelled'];
/** Rows the customer never paid for: not part of the history. */
const unpaidStatuses: SubscriptionStatus[] = ['pending', 'failed'];


// Levels ---------------------------------------------------------------------------------------

/** Inserts the levels that are missing; existing rows (maybe edited by staff) stay as they are. */
export async function insertLevelsIfAbsent(db: Db, levels: NewLevel[]): Promise<void> {
  await db.insert(vipLevels).values(levels).onConflictDoNothing({ target: vipLevels.code });
}

export async function listLevels(db: Db): Promise<LevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.rank));
}

export async function findLevel(db: Db, code: string): Promise<LevelRow | undefined> {
  const rows = await db.select().from(vipLevels).where(eq(vipLevels.code, code)).limit(1);
  return rows[0];
}

export async function updateLevel(db: Db, code: string, patch: Partial<Omit<NewLevel, 'code' | 'rank' | 'createdAt'>>): Promise<LevelRow | undefined> {
  const rows = await db
    .update(vipLevels)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(vipLevels.code, code))
    .returning();
  return rows[0];
}

// Subscriptions --------------------------------------------------------------------------------

export async function insertSubscription(db: Db, values: NewSubscription): Promise<SubscriptionRow> {
  const rows = await db.insert(vipSubscriptions).values(values).returning();
  return rows[0]!;
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(vipSubscriptions).where(eq(vipSubscriptions.id, id)).limit(1);
  return rows[0];
}

/** Serialises the customer's activations until the caller's transaction ends (any server process). */
export async function lockCustomer(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`vip:${userId}`}))`);
}

/** The row, locked until the caller's transaction ends (completing a payment is serialised by it). */
export async function lockSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(vipSubscriptions).where(eq(vipSubscriptions.id, id)).for('update');
  return rows[0];
}

/** The row that gives the customer a level now or until the renewal job settles it. */
export async function currentOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.userId, userId), inArray(vipSubscriptions.status, currentStatuses)))
    .limit(1);
  return rows[0];
}

/** The level code of the customer's current subscription whose period has not ended at `now`. */
export async function currentLevelCode(db: Db, userId: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .select({ levelCode: vipSubscriptions.levelCode })
    .from(vipSubscriptions)
    .where(
      and(
        eq(vipSubscriptions.userId, userId),
        inArray(vipSubscriptions.status, currentStatuses),
        gt(vipSubscriptions.periodEnd, now),
      ),
    )
    .limit(1);
  return rows[0]?.levelCode;
}

export async function pendingOf(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.userId, userId), eq(vipSubscriptions.status, 'pending')))
    .limit(1);
  return rows[0];
}

export async function findByRequest(db: Db, userId: string, requestId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.userId, userId), eq(vipSubscriptions.requestId, requestId)))
    .limit(1);
  return rows[0];
}

/** The customer's paid rows carrying this renewal code, newest first. */
export async function findOwnByCode(db: Db, userId: string, code: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.userId, userId), eq(vipSubscriptions.renewalCode, code), notInArray(vipSubscriptions.status, unpaidStatuses)))
    .orderBy(desc(vipSubscriptions.createdAt));
}

export async function listHistory(db: Db, userId: string, page: number, size: number) {
  const where = and(eq(vipSubscriptions.userId, userId), notInArray(vipSubscriptions.status, unpaidStatuses));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(vipSubscriptions)
      .where(where)
      .orderBy(desc(vipSubscriptions.periodStart), desc(vipSubscriptions.createdAt))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(vipSubscriptions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Moves a row from one of `from` to `to` (with extra fields); undefined when it was not in `from`. */
export async function transition(
  db: Db,
  id: string,
  from: SubscriptionStatus[],
  to: SubscriptionStatus,
  patch: Partial<Pick<NewSubscription, 'autoRenew' | 'ledgerEntryId' | 'activatedAt' | 'endedAt'>> = {},
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .update(vipSubscriptions)
    .set({ ...patch, status: to, updatedAt: sql`now()` })
    .where(and(eq(vipSubscriptions.id, id), inArray(vipSubscriptions.status, from)))
    .returning();
  return rows[0];
}

/** A failed row asked for again with its request id: planned anew and pending again. */
export async function reopenFailed(
  db: Db,
  id: string,
  plan: Pick<NewSubscription, 'kind' | 'periodStart' | 'periodEnd' | 'priceVnd' | 'creditVnd' | 'replacesId' | 'autoRenew'>,
): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .update(vipSubscriptions)
    .set({ ...plan, status: 'pending', createdAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(vipSubscriptions.id, id), eq(vipSubscriptions.status, 'failed'), isNull(vipSubscriptions.ledgerEntryId)))
    .returning();
  return rows[0];
}

/** A pending row whose payment did not happen: removed, so nothing is left of the attempt. */
export async function deletePending(db: Db, id: string): Promise<void> {
  await db.delete(vipSubscriptions).where(and(eq(vipSubscriptions.id, id), eq(vipSubscriptions.status, 'pending')));
}

// The renewal job -----------------------------------------------------------------------------

/** Pending rows created before `before` (their request crashed or is stuck). */
export async function stalePending(db: Db, before: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.status, 'pending'), lt(vipSubscriptions.createdAt, before)))
    .orderBy(asc(vipSubscriptions.createdAt))
    .limit(limit);
}

/** Active, auto-renewing rows whose period ends by `until`, of customers with nothing pending. */
export async function dueForRenewal(db: Db, until: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(vipSubscriptions)
    .where(
      and(
        eq(vipSubscriptions.status, 'active'),
        eq(vipSubscriptions.autoRenew, true),
        lte(vipSubscriptions.periodEnd, until),
        sql`not exists (select 1 from vip_subscriptions as p where p.user_id = ${vipSubscriptions.userId} and p.status = 'pending')`,
      ),
    )
    .orderBy(asc(vipSubscriptions.periodEnd))
    .limit(limit);
}

/** Cancelled rows whose period has ended at `now`. */
export async function dueForExpiry(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(vipSubscriptions)
    .where(and(eq(vipSubscriptions.status, 'cancelled'), lte(vipSubscriptions.periodEnd, now)))
    .orderBy(asc(vipSubscriptions.periodEnd))
    .limit(limit);
}
