import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { bankTransfers, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { CodeOwner } from './wallet.topup.ts';

export type BankTransferRow = typeof bankTransfers.$inferSelect;
export type BankTransferInsert = typeof bankTransfers.$inferInsert;
export type BankTransferStatus = BankTransferRow['status'];

/** Staff may assign or reject these; every other status is final. */
export const openStatuses = ['unmatched', 'duplicate', 'ignored'] as const satisfies readonly BankTransferStatus[];

/**
 * Stores a delivered transaction. Returns null when a unique index refused it: the same provider
 * transaction (a redelivery) or the same bank reference already stored (the other provider).
 */
export async function insertTransfer(db: Db, row: BankTransferInsert): Promise<BankTransferRow | null> {
  const [inserted] = await db.insert(bankTransfers).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findTransfer(db: Db, id: string): Promise<BankTransferRow | null> {
  const [row] = await db.select().from(bankTransfers).where(eq(bankTransfers.id, id));
  return row ?? null;
}

export async function findByProviderTxn(db: Db, provider: BankTransferRow['provider'], providerTxnId: string): Promise<BankTransferRow | null> {
  const [row] = await db
    .select()
    .from(bankTransfers)
    .where(and(eq(bankTransfers.provider, provider), eq(bankTransfers.providerTxnId, providerTxnId)));
  return row ?? null;
}

/** The first row of a bank transaction (the one a cross-provider duplicate points to). */
export async function findByReference(db: Db, reference: string, amountVnd: number, direction: BankTransferRow['direction']) {
  const [row] = await db
    .select()
    .from(bankTransfers)
    .where(
      and(
        eq(bankTransfers.bankReference, reference),
        eq(bankTransfers.amountVnd, amountVnd),
        eq(bankTransfers.direction, direction),
        sql`${bankTransfers.status} <> 'duplicate'`,
      ),
    );
  return row ?? null;
}

/**
 * Serialises the storing of transfers of one amount and direction (transaction-scoped advisory
 * lock): two providers reporting one transfer at the same moment cannot both miss each other's row.
 */
export async function lockMatchBucket(db: Db, direction: BankTransferRow['direction'], amountVnd: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bank-transfer-match:${direction}:${amountVnd}`}, 0))`);
}

/**
 * Rows another provider stored for a transfer of this amount and direction within `windowMs` of
 * `at` (its bank time, else when we received it) that are not themselves a second report and have
 * no second report from `provider` yet: the candidates for "the same transfer, seen twice".
 */
export async function crossProviderCandidates(
  db: Db,
  p: { provider: BankTransferRow['provider']; amountVnd: number; direction: BankTransferRow['direction']; at: Date; windowMs: number },
): Promise<BankTransferRow[]> {
  const from = new Date(p.at.getTime() - p.windowMs).toISOString();
  const to = new Date(p.at.getTime() + p.windowMs).toISOString();
  const at = sql`coalesce(${bankTransfers.transactionAt}, ${bankTransfers.createdAt})`;
  return db
    .select()
    .from(bankTransfers)
    .where(
      and(
        sql`${bankTransfers.provider} <> ${p.provider}`,
        eq(bankTransfers.amountVnd, p.amountVnd),
        eq(bankTransfers.direction, p.direction),
        isNull(bankTransfers.duplicateOf),
        sql`${at} between ${from}::timestamptz and ${to}::timestamptz`,
        sql`not exists (select 1 from bank_transfers dup where dup.duplicate_of = ${bankTransfers.id} and dup.provider = ${p.provider})`,
      ),
    )
    .orderBy(bankTransfers.createdAt)
    .limit(50);
}

/** The first rows of these transfers (the staff list shows what a possible duplicate repeats). */
export async function transfersByIds(db: Db, ids: string[]): Promise<AdminTransferRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ transfer: bankTransfers, customerNo: users.customerNo, customerName: users.fullName })
    .from(bankTransfers)
    .leftJoin(users, eq(users.id, bankTransfers.userId))
    .where(inArray(bankTransfers.id, ids));
  return rows.map((r) => ({ ...r.transfer, customerNo: r.customerNo, customerName: r.customerName }));
}

/**
 * Moves a row on from one of `from` (compare-and-set: a concurrent worker that got there first
 * wins, the loser gets null and changes nothing).
 */
export async function transition(
  db: Db,
  id: string,
  from: readonly BankTransferStatus[],
  set: Partial<Pick<BankTransferRow, 'status' | 'statusReason' | 'userId' | 'ledgerEntryId' | 'transferCode' | 'decidedBy' | 'decidedAt' | 'decisionNote'>>,
): Promise<BankTransferRow | null> {
  const [row] = await db
    .update(bankTransfers)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(bankTransfers.id, id), inArray(bankTransfers.status, [...from])))
    .returning();
  return row ?? null;
}

/** Records the ledger entry of a credit once it exists (only fills an empty field). */
export async function setLedgerEntry(db: Db, id: string, ledgerEntryId: string): Promise<void> {
  await db
    .update(bankTransfers)
    .set({ ledgerEntryId, updatedAt: new Date() })
    .where(and(eq(bankTransfers.id, id), isNull(bankTransfers.ledgerEntryId)));
}

/** Work a crash may have left half done: rows still `received`, staff assignments without their credit. */
export async function unfinishedTransfers(db: Db, olderThan: Date, limit: number): Promise<BankTransferRow[]> {
  return db
    .select()
    .from(bankTransfers)
    .where(
      and(
        lt(bankTransfers.updatedAt, olderThan),
        or(eq(bankTransfers.status, 'received'), and(eq(bankTransfers.status, 'assigned'), isNull(bankTransfers.ledgerEntryId))),
      ),
    )
    .orderBy(bankTransfers.createdAt)
    .limit(limit);
}

/** The customer whose transfer code this is (customers only; staff accounts have no wallet top-ups). */
export async function findCodeOwner(db: Db, owner: CodeOwner): Promise<{ id: string } | null> {
  const where = 'phone' in owner ? eq(users.phone, owner.phone) : eq(users.customerNo, owner.customerNo);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(where, eq(users.role, 'customer')))
    .limit(1);
  return row ?? null;
}

/** What the transfer code of a user is made of. */
export async function codeSubjectOf(db: Db, userId: string): Promise<{ id: string; phone: string | null; customerNo: string } | null> {
  const [row] = await db.select({ id: users.id, phone: users.phone, customerNo: users.customerNo }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The customer's latest bank top-ups (the dialog's "recent" list). */
export async function recentTopups(db: Db, userId: string, limit: number) {
  return db
    .select({ id: bankTransfers.id, amountVnd: bankTransfers.amountVnd, status: bankTransfers.status, createdAt: bankTransfers.createdAt })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.userId, userId), inArray(bankTransfers.status, ['credited', 'assigned'])))
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(limit);
}

export type AdminTransferRow = BankTransferRow & { customerNo: string | null; customerName: string | null };

/** Staff list, newest first, optionally one status. */
export async function listTransfers(db: Db, filter: { status?: BankTransferStatus | undefined }, page: number, size: number) {
  const where = filter.status ? eq(bankTransfers.status, filter.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ transfer: bankTransfers, customerNo: users.customerNo, customerName: users.fullName })
      .from(bankTransfers)
      .leftJoin(users, eq(users.id, bankTransfers.userId))
      .where(where)
      .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(bankTransfers).where(where),
  ]);
  return {
    rows: rows.map((r): AdminTransferRow => ({ ...r.transfer, customerNo: r.customerNo, customerName: r.customerName })),
    total: Number(totals[0]?.total ?? 0),
  };
}

export async function adminTransfer(db: Db, id: string): Promise<AdminTransferRow | null> {
  const [row] = await db
    .select({ transfer: bankTransfers, customerNo: users.customerNo, customerName: users.fullName })
    .from(bankTransfers)
    .leftJoin(users, eq(users.id, bankTransfers.userId))
    .where(eq(bankTransfers.id, id));
  return row ? { ...row.transfer, customerNo: row.customerNo, customerName: row.customerName } : null;
}
