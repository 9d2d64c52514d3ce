import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { users, walletWithdrawals } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
export type CustomerSummary = { id: string; customerNo: string; fullName: string; phone: string | null };


/** Ids that are not uuids can match nothing: answer 404 rather than let the database reject them. */

/** Inserts the request; null when a row with the same request key (or hold) exists already. */
export async function insertWithdrawal(db: Db, values: typeof walletWithdrawals.$inferInsert): Promise<WithdrawalRow | null> {
  const rows = await db.insert(walletWithdrawals).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findByRequestKey(db: Db, userId: string, requestKey: string): Promise<WithdrawalRow | undefined> {
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.requestKey, requestKey)))
    .limit(1);
  return rows[0];
}

/**
 * The request locked for a decision (inside the caller's transaction): a second decision waits
 * here, then sees the first one's status. With `userId`, only that customer's request is found.
 */
export async function lockWithdrawal(tx: Db, id: string, userId?: string): Promise<WithdrawalRow | undefined> {
  if (!isUuid(id)) return undefined;
  const where = userId ? and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.userId, userId)) : eq(walletWithdrawals.id, id);
  const rows = await tx.select().from(walletWithdrawals).where(where).for('update');
  return rows[0];
}

export async function updateWithdrawal(tx: Db, id: string, set: Partial<typeof walletWithdrawals.$inferInsert>): Promise<WithdrawalRow> {
  const rows = await tx
    .update(walletWithdrawals)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(walletWithdrawals.id, id))
    .returning();
  return rows[0]!;
}

export async function listForUser(db: Db, userId: string, status?: WithdrawalStatus): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), status ? eq(walletWithdrawals.status, status) : undefined))
    .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
    .limit(500);
}

const customerColumns = { id: users.id, customerNo: users.customerNo, fullName: users.fullName, phone: users.phone };

export async function findWithCustomer(db: Db, id: string): Promise<{ withdrawal: WithdrawalRow; customer: CustomerSummary } | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ withdrawal: walletWithdrawals, customer: customerColumns })
    .from(walletWithdrawals)
    .innerJoin(users, eq(users.id, walletWithdrawals.userId))
    .where(eq(walletWithdrawals.id, id))
    .limit(1);
  return rows[0];
}

/** Staff queue: newest first, optionally one status. */
export async function listAll(db: Db, status: WithdrawalStatus | undefined, page: number, size: number) {
  const where: SQL | undefined = status ? eq(walletWithdrawals.status, status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ withdrawal: walletWithdrawals, customer: customerColumns })
      .from(walletWithdrawals)
      .innerJoin(users, eq(users.id, walletWithdrawals.userId))
      .where(where)
      .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(walletWithdrawals).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
