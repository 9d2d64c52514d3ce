import type { AccountSummaryRow, AccountsSummaryResponse } from '@kaimono/contracts';
import { accountsAdminText } from '@kaimono/i18n';
import type { Database } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { writeXlsx } from '../../platform/xlsx.ts';
import { systemAccountKinds } from './wallet.ledger.ts';

/**
 * The owner's accounts (issue 16 §8), read from the ledger only: every posting of a day grouped by
 * account (customer money in two totals, each system account on its own) and by the entry's
 * purpose. Opening + movements = closing per account, and the sum over all accounts is zero (a
 * double-entry ledger), to the dong. What the ledger's accounts cannot tell apart is listed in
 * `limits` instead of being estimated (see ADR 0013).
 */

type Group = AccountSummaryRow['group'];
type Summary = AccountsSummaryResponse['data'];

/** Account → group. Customer accounts are summed per kind; system accounts by their kind. */
const GROUP_OF: Record<string, Group> = {
  'customer:available': 'customers',
  'customer:held': 'customers',
  marketplace_payables: 'purchases',
  revenue: 'revenue',
  bank_clearing: 'clearing',
  refunds: 'clearing',
  adjustments: 'clearing',
  cod_receivable: 'clearing',
  cod_disputed: 'clearing',
  cod_losses: 'revenue',
};
const ACCOUNT_ORDER = ['customer:available', 'customer:held', 'marketplace_payables', 'revenue', ...systemAccountKinds.filter((k) => !['marketplace_payables', 'revenue'].includes(k))];
const GROUP_ORDER: Group[] = ['customers', 'purchases', 'revenue', 'clearing'];

const DAY_MS = 86_400_000;
/** Days are Vietnam days (UTC+7, no daylight saving). */
const VN = '+07:00';

export function vietnamDay(date: Date): string {
  return new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

function dayStart(day: string): Date {
  const start = new Date(`${day}T00:00:00${VN}`);
  if (Number.isNaN(start.getTime()) || vietnamDay(start) !== day) throw new AppError(400, 'ACCOUNTS_RANGE_INVALID');
  return start;
}

/** The account label of a posting's account: `customer:<kind>` or the system kind. */
const ACCOUNT_SQL = `case when a.user_id is null then a.kind else 'customer:' || a.kind end`;

interface Balances {
  [account: string]: number;
}

async function balancesBefore(database: Pick<Database, 'executeSql'>, at: Date): Promise<Balances> {
  const { rows } = await database.executeSql(
    `select ${ACCOUNT_SQL} as account, coalesce(sum(p.amount_vnd), 0)::bigint as total
       from wallet_postings p join wallet_accounts a on a.id = p.account_id
      where p.created_at < $1
      group by 1`,
    [at.toISOString()],
  );
  return Object.fromEntries(rows.map((row) => [String(row.account), Number(row.total)]));
}

interface Movement {
  account: string;
  purpose: string;
  kind: string;
  amount: number;
  entries: number;
}

async function movementsBetween(database: Pick<Database, 'executeSql'>, from: Date, to: Date): Promise<Movement[]> {
  const { rows } = await database.executeSql(
    `select ${ACCOUNT_SQL} as account, e.purpose, e.kind, sum(p.amount_vnd)::bigint as total, count(distinct e.id)::int as entries
       from wallet_postings p
       join wallet_accounts a on a.id = p.account_id
       join wallet_entries e on e.id = p.entry_id
      where p.created_at >= $1 and p.created_at < $2
      group by 1, 2, 3
      order by 1, 2, 3`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({
    account: String(row.account),
    purpose: String(row.purpose),
    kind: String(row.kind),
    amount: Number(row.total),
    entries: Number(row.entries),
  }));
}

function limits(): string[] {
  return [...accountsAdminText.limitNotes];
}

function build(day: string, from: Date, to: Date, opening: Balances, movements: Movement[]): Summary {
  const names = new Set<string>([...ACCOUNT_ORDER, ...Object.keys(opening), ...movements.map((m) => m.account)]);
  const ordered = [...names].sort((a, b) => {
    const ia = ACCOUNT_ORDER.indexOf(a);
    const ib = ACCOUNT_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  const accounts: AccountSummaryRow[] = ordered.map((account) => {
    const own = movements.filter((m) => m.account === account);
    const net = own.reduce((sum, m) => sum + m.amount, 0);
    const openingVnd = opening[account] ?? 0;
    return {
      account,
      group: GROUP_OF[account] ?? 'clearing',
      opening_vnd: openingVnd,
      movements: own.map((m) => ({ purpose: m.purpose, kind: m.kind, amount_vnd: m.amount, entries: m.entries })),
      net_vnd: net,
      closing_vnd: openingVnd + net,
    };
  });
  const sum = (rows: AccountSummaryRow[], key: 'opening_vnd' | 'net_vnd' | 'closing_vnd') => rows.reduce((total, row) => total + row[key], 0);
  const groups = GROUP_ORDER.map((group) => {
    const rows = accounts.filter((row) => row.group === group);
    return { group, opening_vnd: sum(rows, 'opening_vnd'), net_vnd: sum(rows, 'net_vnd'), closing_vnd: sum(rows, 'closing_vnd') };
  });
  const totals = { opening_vnd: sum(accounts, 'opening_vnd'), net_vnd: sum(accounts, 'net_vnd'), closing_vnd: sum(accounts, 'closing_vnd') };
  const reconciled =
    totals.opening_vnd === 0 &&
    totals.net_vnd === 0 &&
    totals.closing_vnd === 0 &&
    accounts.every((row) => row.closing_vnd === row.opening_vnd + row.movements.reduce((s, m) => s + m.amount_vnd, 0));
  return { date: day, from: from.toISOString(), to: to.toISOString(), accounts, groups, totals, reconciled, limits: limits() };
}

/**
 * Short COD remittances still open at `at` (ADR 0017 §8), from the ledger alone: the cod_disputed
 * postings grouped by the batch they came from (the short remittance's entry names carrier and
 * reference; the settlement's entry the carrier and the remittance's reference); a batch whose
 * postings do not net to zero is an open dispute.
 */
async function codDisputesAt(database: Pick<Database, 'executeSql'>, at: Date): Promise<NonNullable<Summary['cod_disputes']>> {
  const { rows } = await database.executeSql(
    `select carrier, count(*)::int as n, (-sum(net))::bigint as amount from (
       select e.metadata->>'carrier_name' as carrier, coalesce(e.metadata->>'remittance_reference', e.metadata->>'reference') as batch, sum(p.amount_vnd) as net
         from wallet_postings p
         join wallet_accounts a on a.id = p.account_id
         join wallet_entries e on e.id = p.entry_id
        where a.user_id is null and a.kind = 'cod_disputed' and p.created_at < $1
        group by 1, 2
       having sum(p.amount_vnd) <> 0) d
      group by carrier
      order by carrier`,
    [at.toISOString()],
  );
  const byCarrier = rows.map((row) => ({ carrier: String(row.carrier ?? ''), count: Number(row.n), amount_vnd: Number(row.amount) }));
  return { open_total_vnd: byCarrier.reduce((total, c) => total + c.amount_vnd, 0), by_carrier: byCarrier };
}

/** The summary of one Vietnam day (default: today). */
export async function accountsSummary(database: Pick<Database, 'executeSql'>, day: string = vietnamDay(new Date())): Promise<Summary> {
  const from = dayStart(day);
  const to = new Date(from.getTime() + DAY_MS);
  const [opening, movements, codDisputes] = await Promise.all([balancesBefore(database, from), movementsBetween(database, from, to), codDisputesAt(database, to)]);
  const summary = build(day, from, to, opening, movements);
  const disputedClosing = summary.accounts.find((row) => row.account === 'cod_disputed')?.closing_vnd ?? 0;
  return { ...summary, cod_disputes: codDisputes, reconciled: summary.reconciled && codDisputes.open_total_vnd === -disputedClosing };
}

const MAX_EXPORT_DAYS = 366;

/** The days `from`..`to` (both included) as one workbook: balances per day, movements per day. */
export async function accountsExport(database: Pick<Database, 'executeSql'>, fromDay: string, toDay: string) {
  const first = dayStart(fromDay);
  const last = dayStart(toDay);
  const days = Math.round((last.getTime() - first.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > MAX_EXPORT_DAYS) throw new AppError(400, 'ACCOUNTS_RANGE_INVALID');
  const text = accountsAdminText.xlsx;
  const balanceRows: (string | number)[][] = [];
  const movementRows: (string | number)[][] = [];
  let opening = await balancesBefore(database, first);
  let check = 0;
  for (let i = 0; i < days; i += 1) {
    const from = new Date(first.getTime() + i * DAY_MS);
    const to = new Date(from.getTime() + DAY_MS);
    const day = vietnamDay(from);
    const summary = build(day, from, to, opening, await movementsBetween(database, from, to));
    for (const row of summary.accounts) {
      balanceRows.push([day, row.account, text.groups[row.group], row.opening_vnd, row.net_vnd, row.closing_vnd]);
      for (const m of row.movements) movementRows.push([day, row.account, m.purpose, m.kind, m.entries, m.amount_vnd]);
    }
    check += summary.totals.closing_vnd;
    opening = Object.fromEntries(summary.accounts.map((row) => [row.account, row.closing_vnd]));
  }
  const content = await writeXlsx({
    title: text.title(fromDay, toDay),
    sheets: [
      {
        name: text.balancesSheet,
        columns: [
          { header: text.day },
          { header: text.account },
          { header: text.group },
          { header: text.opening, format: 'money' },
          { header: text.net, format: 'money' },
          { header: text.closing, format: 'money' },
        ],
        rows: balanceRows,
      },
      {
        name: text.movementsSheet,
        columns: [
          { header: text.day },
          { header: text.account },
          { header: text.purpose },
          { header: text.kind },
          { header: text.entries, format: 'integer' },
          { header: text.amount, format: 'money' },
        ],
        rows: movementRows,
        footer: [text.total, '', '', '', '', movementRows.reduce((sum, row) => sum + Number(row[5]), 0)],
      },
      { name: text.notesSheet, columns: [{ header: text.notes, width: 120 }], rows: limits().map((line) => [line]) },
    ],
  });
  return { content, fileName: `so-sach-${fromDay}-${toDay}.xlsx`, reconciled: check === 0 };
}
