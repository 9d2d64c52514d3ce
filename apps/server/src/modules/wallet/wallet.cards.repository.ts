import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { users, walletCards, type WalletCardRow } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type { WalletCardRow };


const live = (userId: string) => and(eq(walletCards.userId, userId), isNull(walletCards.deletedAt));

/** One of this customer's live cards; undefined for someone else's, a deleted one or a malformed id. */
export async function findCard(db: Db, userId: string, cardId: string): Promise<WalletCardRow | undefined> {
  // Ids that are not uuids can match nothing: answer "not found" rather than let the database reject them.
  if (!isUuid(cardId)) return undefined;
  const rows = await db
    .select()
    .from(walletCards)
    .where(and(live(userId), eq(walletCards.id, cardId)))
    .limit(1);
  return rows[0];
}

/** The customer's primary card, if they have any card. */
export async function primaryCard(db: Db, userId: string): Promise<WalletCardRow | undefined> {
  const rows = await db
    .select()
    .from(walletCards)
    .where(and(live(userId), eq(walletCards.isPrimary, true)))
    .limit(1);
  return rows[0];
}

/** The customer's live cards, primary first, then newest first. */
export async function listCards(db: Db, userId: string, page: number, size: number): Promise<{ rows: WalletCardRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(walletCards)
      .where(live(userId))
      .orderBy(desc(walletCards.isPrimary), desc(walletCards.createdAt), desc(walletCards.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(walletCards).where(live(userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** All the customer's live cards (at most 10), newest first. */
export async function liveCards(db: Db, userId: string): Promise<WalletCardRow[]> {
  return db.select().from(walletCards).where(live(userId)).orderBy(desc(walletCards.createdAt), desc(walletCards.id));
}

/**
 * Serialises a customer's card changes: their user row stays locked until the transaction ends,
 * so the card limit and the single primary hold across server processes. False when no such user.
 */
export async function lockCustomer(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

export async function insertCard(db: Db, values: typeof walletCards.$inferInsert): Promise<WalletCardRow> {
  const rows = await db.insert(walletCards).values(values).returning();
  return rows[0]!;
}

export async function updateCard(db: Db, userId: string, cardId: string, set: Partial<typeof walletCards.$inferInsert>): Promise<WalletCardRow | undefined> {
  const rows = await db
    .update(walletCards)
    .set({ ...set, updatedAt: new Date() })
    .where(and(live(userId), eq(walletCards.id, cardId)))
    .returning();
  return rows[0];
}

/** Clears the primary flag on the customer's other cards (before setting a new primary). */
export async function clearPrimary(db: Db, userId: string, exceptId?: string): Promise<void> {
  const where = exceptId ? and(live(userId), eq(walletCards.isPrimary, true), ne(walletCards.id, exceptId)) : and(live(userId), eq(walletCards.isPrimary, true));
  await db.update(walletCards).set({ isPrimary: false, updatedAt: new Date() }).where(where);
}

/** The newest live card, which becomes primary when the primary one is deleted. */
export async function newestCard(db: Db, userId: string): Promise<WalletCardRow | undefined> {
  const rows = await db.select().from(walletCards).where(live(userId)).orderBy(desc(walletCards.createdAt), desc(walletCards.id)).limit(1);
  return rows[0];
}
