import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { userPreferences, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type PreferencesRow = typeof userPreferences.$inferSelect;

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export interface ProfilePatch {
  fullName?: string;
  avatar?: string | null;
  birthdate?: string | null;
  email?: string | null;
}

/** Writes the given profile fields. Null when the user is gone; throws a unique violation for a taken email. */
export async function updateUser(db: Db, id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id;
}

export async function readPreferences(db: Db, userId: string): Promise<PreferencesRow | undefined> {
  const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0];
}

/**
 * Reads the customer's preferences row for update, creating it first: concurrent saves of one
 * customer then merge one after the other instead of overwriting each other.
 */
export async function lockPreferences(tx: Db, userId: string): Promise<PreferencesRow> {
  await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
  const rows = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId)).for('update');
  return rows[0]!;
}

export async function writeSettings(tx: Db, userId: string, settings: Record<string, unknown>): Promise<void> {
  await tx.update(userPreferences).set({ settings, updatedAt: sql`now()` }).where(eq(userPreferences.userId, userId));
}

export async function writeNotifications(tx: Db, userId: string, notifications: Record<string, unknown>): Promise<void> {
  await tx.update(userPreferences).set({ notifications, updatedAt: sql`now()` }).where(eq(userPreferences.userId, userId));
}

export async function writeQuietHours(tx: Db, userId: string, quietHours: Record<string, unknown>): Promise<void> {
  await tx.update(userPreferences).set({ quietHours, updatedAt: sql`now()` }).where(eq(userPreferences.userId, userId));
}
