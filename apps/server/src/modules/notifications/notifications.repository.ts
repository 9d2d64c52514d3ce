import { and, asc, count, desc, eq, gt, inArray, isNull, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind, NotificationReaction, NotificationTypeFilter } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

export interface NewNotification {
  userId: string;
  category: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  data: Record<string, unknown> | null;
}

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const rows = await db.insert(notifications).values(values).returning();
  return rows[0]!;
}

const visible = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

function typeCondition(type: NotificationTypeFilter): SQL | undefined {
  return type === 'over_pricing' ? eq(notifications.category, 'over_pricing') : undefined;
}

export interface ListFilter {
  type: NotificationTypeFilter;
  category?: NotificationKind | undefined;
  status: 'all' | 'unread' | 'read';
}

export async function listForUser(db: Db, userId: string, filter: ListFilter, page: number, size: number) {
  const where = and(
    visible(userId),
    typeCondition(filter.type),
    filter.category ? eq(notifications.category, filter.category) : undefined,
    filter.status === 'unread' ? isNull(notifications.readAt) : filter.status === 'read' ? isNotNull(notifications.readAt) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.seq)).limit(size).offset((page - 1) * size),
    db.select({ total: count() }).from(notifications).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** What "all" means for mark-all-read and the unread count: a type filter and optionally one category. */
export interface KindFilter {
  type: NotificationTypeFilter;
  category?: NotificationKind | undefined;
}

const kindConditions = (filter: KindFilter | undefined) =>
  filter ? [typeCondition(filter.type), filter.category ? eq(notifications.category, filter.category) : undefined] : [];

/** Unread notifications, all of them or of one kind (the list's type and category filter). */
export async function countUnread(db: Db, userId: string, filter?: KindFilter): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt), ...kindConditions(filter)));
  return rows[0]?.n ?? 0;
}

export async function maxSeq(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ seq: max(notifications.seq) }).from(notifications).where(eq(notifications.userId, userId));
  return Number(rows[0]?.seq ?? 0);
}

/** Notifications after the cursor, oldest first (what collect hands over). */
export async function newerThan(db: Db, userId: string, seq: number, type: NotificationTypeFilter, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(visible(userId), gt(notifications.seq, seq), typeCondition(type)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
}

/** Marks these as delivered to the browser; answers how many were new. */
export async function markCollected(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ collected: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), eq(notifications.collected, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Of these ids, the ones that are this user's and not deleted. */
export async function ownedIds(db: Db, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: notifications.id }).from(notifications).where(and(visible(userId), inArray(notifications.id, ids)));
  return rows.map((r) => r.id);
}

export async function markRead(db: Db, userId: string, ids: string[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visible(userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function softDelete(db: Db, userId: string, ids: string[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ deletedAt: sql`now()` })
    .where(and(visible(userId), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllRead(db: Db, userId: string, filter: KindFilter): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visible(userId), isNull(notifications.readAt), ...kindConditions(filter)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Sets (or clears) the reaction; reacting also reads the notification. */
export async function setReaction(db: Db, userId: string, id: string, reaction: NotificationReaction | null) {
  const rows = await db
    .update(notifications)
    .set({ reaction, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(visible(userId), eq(notifications.id, id)))
    .returning();
  return rows[0];
}

// Recipients (read-only look-ups in the users table for the admin API).

export interface Recipient {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
}

const recipientColumns = { id: users.id, fullName: users.fullName, phone: users.phone, email: users.email };

export async function findRecipient(db: Db, by: { userId?: string | undefined; customerNo?: string | undefined; phone?: string | undefined }): Promise<Recipient | undefined> {
  const where = by.userId ? eq(users.id, by.userId) : by.customerNo ? eq(users.customerNo, by.customerNo.toUpperCase()) : by.phone ? eq(users.phone, by.phone) : undefined;
  if (!where) return undefined;
  const rows = await db.select(recipientColumns).from(users).where(where).limit(1);
  return rows[0];
}

/** Customers in id order, a page at a time (broadcasts). */
export async function customerPage(db: Db, afterId: string | null, limit: number): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.role, 'customer'), afterId ? gt(users.id, afterId) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}

// Deliveries (email / SMS).

export async function insertDelivery(db: Db, values: typeof notificationDeliveries.$inferInsert): Promise<DeliveryRow> {
  const rows = await db.insert(notificationDeliveries).values(values).returning();
  return rows[0]!;
}

export async function findDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const rows = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)).limit(1);
  return rows[0];
}

export async function finishDelivery(db: Db, id: string, status: 'sent' | 'failed' | 'skipped', error: string | null) {
  await db
    .update(notificationDeliveries)
    .set({
      status,
      lastError: error,
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      ...(status === 'sent' ? { sentAt: sql`now()` } : {}),
    })
    .where(eq(notificationDeliveries.id, id));
}
