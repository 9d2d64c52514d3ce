import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Saves a browser's subscription for this customer; the same endpoint again (new keys, another login) replaces it. */
export async function upsertSubscription(
  db: Db,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; device: string },
): Promise<SubscriptionRow> {
  const rows = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, device: values.device, createdAt: sql`now()`, lastSentAt: null },
    })
    .returning();
  return rows[0]!;
}

export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: sql`now()` }).where(eq(pushSubscriptions.id, id));
}

export async function hasSubscription(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  return rows.length > 0;
}
