import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { customerAddresses, users } from '../../db/schema/index.ts';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'>;

/** Default first, then newest first. */
const listOrder = [desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id)] as const;

export async function listAddresses(db: Db, userId: string, page?: { offset: number; limit: number }): Promise<AddressRow[]> {
  const query = db.select().from(customerAddresses).where(eq(customerAddresses.userId, userId)).orderBy(...listOrder);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .limit(1);
  return rows[0];
}

/**
 * Serialises a customer's address changes: the customer's own row is locked until the
 * transaction ends (count limit and "exactly one default" then hold across server processes).
 * False when the customer does not exist.
 */
export async function lockCustomer(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length === 1;
}

export async function clearDefault(tx: Db, userId: string, exceptId?: string): Promise<void> {
  const filters = [eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)];
  if (exceptId) filters.push(ne(customerAddresses.id, exceptId));
  await tx.update(customerAddresses).set({ isDefault: false, updatedAt: new Date() }).where(and(...filters));
}

export async function insertAddress(tx: Db, userId: string, values: AddressValues, isDefault: boolean): Promise<AddressRow> {
  const rows = await tx
    .insert(customerAddresses)
    .values({ ...values, userId, isDefault })
    .returning();
  return rows[0]!;
}

export async function updateAddress(tx: Db, userId: string, id: string, values: AddressValues, isDefault: boolean): Promise<AddressRow | undefined> {
  const rows = await tx
    .update(customerAddresses)
    .set({ ...values, isDefault, updatedAt: new Date() })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteAddress(tx: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  const rows = await tx
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.userId, userId)))
    .returning();
  return rows[0];
}

/** Makes the newest remaining address the default (after the default one was deleted). */
export async function promoteNewest(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${customerAddresses} set is_default = true, updated_at = now()
    where id = (
      select id from ${customerAddresses} where user_id = ${userId}
      order by created_at desc, id desc limit 1
    )`);
}
