import { eq, sql, type SQL } from 'drizzle-orm';
import type { MoneyDirection, TransferDto, WalletEntryKind, WalletHistoryItem, WithdrawalStatus } from '@kaimono/contracts';
import { walletHistoryText } from '@kaimono/i18n';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { users, walletAccounts } from '../../db/schema/index.ts';

/**
 * Read side of the ledger: a customer's history, the staff report. Reads only; every write goes
 * through wallet.ledger.ts.
 */

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const toIso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Vietnam has kept UTC+7 without daylight saving since 1975, so a day's bounds are fixed offsets. */
export function vnDayStart(day: string): string {
  return `${day}T00:00:00+07:00`;
}

export function vnNextDayStart(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return vnDayStart(next.toISOString().slice(0, 10));
}

export interface HistoryFilter {
  kind?: WalletEntryKind | undefined;
  purpose?: string | undefined;
  direction?: MoneyDirection | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Internal: just this entry. */
  entryId?: string | undefined;
}

interface HistoryRow {
  id: string;
  created_at: Date | string;
  kind: WalletEntryKind;
  purpose: string;
  description: string;
  reference_type: string | null;
  reference_id: string | null;
  rate_scaled: string | number | null;
  available_change: string | number;
  held_change: string | number;
  available_after: string | number | null;
  held_after: string | number | null;
}

function toItem(row: HistoryRow): WalletHistoryItem {
  const availableChange = toNumber(row.available_change);
  const heldChange = toNumber(row.held_change);
  const amount = availableChange !== 0 ? availableChange : heldChange;
  return {
    id: row.id,
    created_at: toIso(row.created_at),
    kind: row.kind,
    kind_name: walletHistoryText.kinds[row.kind] ?? row.kind,
    purpose: row.purpose,
    description: row.description,
    direction: amount > 0 ? 'in' : 'out',
    amount_vnd: amount,
    available_change_vnd: availableChange,
    held_change_vnd: heldChange,
    available_after_vnd: row.available_after === null ? null : toNumber(row.available_after),
    held_after_vnd: row.held_after === null ? null : toNumber(row.held_after),
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    rate_scaled: row.rate_scaled === null ? null : toNumber(row.rate_scaled),
  };
}

/**
 * The entries that touched the customer's accounts, newest first. The customer's own postings give
 * the signed changes and balances after; an entry that did not touch one of the two accounts
 * shows that account's balance from its previous posting (posting ids follow the account's row
 * lock, so they are in balance order).
 */
export async function ledgerHistory(db: Db, userId: string, filter: HistoryFilter, page: number, size: number) {
  const accounts = await db.select({ id: walletAccounts.id, kind: walletAccounts.kind }).from(walletAccounts).where(eq(walletAccounts.userId, userId));
  const available = accounts.find((a) => a.kind === 'available')?.id;
  const held = accounts.find((a) => a.kind === 'held')?.id;
  if (!available || !held) return { results: [] as WalletHistoryItem[], total: 0 };

  const conditions: SQL[] = [];
  if (filter.entryId) conditions.push(sql`e.id = ${filter.entryId}`);
  if (filter.kind) conditions.push(sql`e.kind = ${filter.kind}`);
  if (filter.purpose) conditions.push(sql`e.purpose = ${filter.purpose}`);
  if (filter.from) conditions.push(sql`e.created_at >= ${vnDayStart(filter.from)}::timestamptz`);
  if (filter.to) conditions.push(sql`e.created_at < ${vnNextDayStart(filter.to)}::timestamptz`);
  if (filter.direction) {
    const signed = sql`(case when m.available_change <> 0 then m.available_change else m.held_change end)`;
    conditions.push(filter.direction === 'in' ? sql`${signed} > 0` : sql`${signed} < 0`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const mine = sql`
    with m as (
      select p.entry_id,
             max(p.id) as seq,
             coalesce(sum(p.amount_vnd) filter (where p.account_id = ${available}), 0) as available_change,
             coalesce(sum(p.amount_vnd) filter (where p.account_id = ${held}), 0) as held_change,
             max(p.balance_after_vnd) filter (where p.account_id = ${available}) as available_after,
             max(p.balance_after_vnd) filter (where p.account_id = ${held}) as held_after
      from wallet_postings p
      where p.account_id in (${available}, ${held})
      group by p.entry_id
    )`;
  const before = (account: string) =>
    sql`(select p2.balance_after_vnd from wallet_postings p2 where p2.account_id = ${account} and p2.id < m.seq order by p2.id desc limit 1)`;

  const [rows, totals] = await Promise.all([
    rowsOf<HistoryRow>(
      db,
      sql`${mine}
        select e.id, e.created_at, e.kind, e.purpose, e.description, e.reference_type, e.reference_id, e.rate_scaled,
               m.available_change, m.held_change,
               coalesce(m.available_after, ${before(available)}, 0) as available_after,
               coalesce(m.held_after, ${before(held)}, 0) as held_after
        from m join wallet_entries e on e.id = m.entry_id
        ${where}
        order by m.seq desc
        limit ${size} offset ${(page - 1) * size}`,
    ),
    rowsOf<{ total: string | number }>(db, sql`${mine} select count(*) as total from m join wallet_entries e on e.id = m.entry_id ${where}`),
  ]);
  return { results: rows.map(toItem), total: toNumber(totals[0]?.total) };
}

/** One entry as the customer concerned sees it (after an adjustment, for the staff answer). */
export async function historyItemOf(db: Db, userId: string, entryId: string): Promise<WalletHistoryItem | null> {
  const { results } = await ledgerHistory(db, userId, { entryId }, 1, 1);
  return results[0] ?? null;
}

export interface WalletCustomer {
  id: string;
  customer_no: string;
  full_name: string;
  phone: string | null;
}

export async function findCustomer(db: Db, by: { userId?: string | undefined; customerNo?: string | undefined }): Promise<WalletCustomer | null> {
  let where: SQL | undefined;
  if (by.userId) {
    if (!isUuid(by.userId)) return null;
    where = eq(users.id, by.userId);
  } else if (by.customerNo) {
    where = eq(users.customerNo, by.customerNo.toUpperCase());
  } else {
    return null;
  }
  const [row] = await db
    .select({ id: users.id, customer_no: users.customerNo, full_name: users.fullName, phone: users.phone, role: users.role })
    .from(users)
    .where(where)
    .limit(1);
  if (!row || row.role !== 'customer') return null;
  return { id: row.id, customer_no: row.customer_no, full_name: row.full_name, phone: row.phone };
}

/** The operator's sanity check: every figure here must agree (postings total 0, no mismatch). */
export async function ledgerReport(db: Db) {
  const [system, total, customers, mismatches, holds, entries] = await Promise.all([
    rowsOf<{ kind: string; balance: string | number }>(
      db,
      sql`select a.kind, coalesce(sum(p.amount_vnd), 0) as balance
          from wallet_accounts a left join wallet_postings p on p.account_id = a.id
          where a.user_id is null group by a.kind order by a.kind`,
    ),
    rowsOf<{ total: string | number }>(db, sql`select coalesce(sum(amount_vnd), 0) as total from wallet_postings`),
    rowsOf<{ customers: string | number; available: string | number; held: string | number }>(
      db,
      sql`select count(distinct user_id) as customers,
                 coalesce(sum(balance_vnd) filter (where kind = 'available'), 0) as available,
                 coalesce(sum(balance_vnd) filter (where kind = 'held'), 0) as held
          from wallet_accounts where user_id is not null`,
    ),
    rowsOf<{ n: string | number }>(
      db,
      sql`select count(*) as n from wallet_accounts a
          where a.user_id is not null
            and a.balance_vnd <> coalesce((select sum(p.amount_vnd) from wallet_postings p where p.account_id = a.id), 0)`,
    ),
    rowsOf<{ n: string | number; remaining: string | number }>(
      db,
      sql`select count(*) as n, coalesce(sum(remaining_vnd), 0) as remaining from wallet_holds where status = 'open'`,
    ),
    rowsOf<{ n: string | number }>(db, sql`select count(*) as n from wallet_entries`),
  ]);
  const postingsTotal = toNumber(total[0]?.total);
  const available = toNumber(customers[0]?.available);
  const held = toNumber(customers[0]?.held);
  const openHoldsVnd = toNumber(holds[0]?.remaining);
  const mismatchCount = toNumber(mismatches[0]?.n);
  return {
    system_accounts: system.map((row) => ({ kind: row.kind, balance_vnd: toNumber(row.balance) })),
    postings_total_vnd: postingsTotal,
    balanced: postingsTotal === 0 && mismatchCount === 0,
    customer_accounts: toNumber(customers[0]?.customers),
    customer_available_vnd: available,
    customer_held_vnd: held,
    customer_balance_vnd: available + held,
    customer_balance_mismatches: mismatchCount,
    open_holds: toNumber(holds[0]?.n),
    open_holds_vnd: openHoldsVnd,
    held_matches_open_holds: openHoldsVnd === held,
    entries: toNumber(entries[0]?.n),
    generated_at: new Date().toISOString(),
  };
}

interface TransferRow {
  id: string;
  type: 'bank_transfer' | 'withdrawal';
  direction: MoneyDirection;
  amount_vnd: string | number;
  status: string;
  content: string | null;
  bank: string | null;
  card_no: string | null;
  card_name: string | null;
  bank_no: string | null;
  reference: string | null;
  created_at: Date | string;
}

function toTransfer(row: TransferRow): TransferDto {
  const statusName =
    row.type === 'withdrawal'
      ? (walletHistoryText.withdrawalStatuses[row.status as WithdrawalStatus] ?? walletHistoryText.transferStatusFallback)
      : (walletHistoryText.transferStatuses[row.status] ?? walletHistoryText.transferStatusFallback);
  return {
    id: row.id,
    type: row.type,
    direction: row.direction,
    amount_vnd: toNumber(row.amount_vnd),
    status: row.status,
    status_name: statusName,
    content: row.content,
    bank: row.bank,
    card: row.card_no !== null ? { card_no: row.card_no, card_name: row.card_name ?? '', bank_no: row.bank_no ?? '' } : null,
    reference: row.reference,
    created_at: toIso(row.created_at),
  };
}

/**
 * The customer's transfers between their bank and the wallet, newest first: incoming bank
 * top-ups credited to them and their withdrawals.
 */
export async function transfers(db: Db, userId: string, filter: { direction?: MoneyDirection | undefined }, page: number, size: number) {
  const withdrawals = sql`
    select w.id::text as id, 'withdrawal' as type, 'out' as direction, w.amount_vnd, w.status, w.note as content,
           coalesce(w.bank_name, w.bank_no) as bank, w.card_no, w.card_name, w.bank_no, w.bank_reference as reference, w.created_at
    from wallet_withdrawals w where w.user_id = ${userId}`;
  const parts: SQL[] = [];
  if (filter.direction !== 'out') parts.push(incomingTransfers(userId));
  if (filter.direction !== 'in') parts.push(withdrawals);
  const all = sql`(${sql.join(parts, sql` union all `)})`;
  const [rows, totals] = await Promise.all([
    rowsOf<TransferRow>(db, sql`select * from ${all} t order by t.created_at desc, t.id desc limit ${size} offset ${(page - 1) * size}`),
    rowsOf<{ total: string | number }>(db, sql`select count(*) as total from ${all} t`),
  ]);
  return { results: rows.map(toTransfer), total: toNumber(totals[0]?.total) };
}

/**
 * Incoming bank transfers credited to the customer, automatically or by staff (same columns as the
 * withdrawals part). Unmatched, ignored or duplicate deliveries never reached this wallet.
 */
function incomingTransfers(userId: string): SQL {
  return sql`
    select b.id::text as id, 'bank_transfer' as type, 'in' as direction, b.amount_vnd, b.status, b.content,
           b.gateway as bank, null::text as card_no, null::text as card_name, null::text as bank_no,
           b.bank_reference as reference, coalesce(b.transaction_at, b.created_at) as created_at
    from bank_transfers b
    where b.user_id = ${userId} and b.direction = 'in' and b.status in ('credited', 'assigned')`;
}
