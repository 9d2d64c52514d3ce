import type { Database } from '../../platform/db.ts';

/**
 * Reads the whole wallet ledger and counts every way it could be wrong. A healthy ledger answers
 * all zeros; the reliability tests and the ledger benchmark check it after concurrent load and
 * after a killed server process, and `npm run restore` checks a backup with it before putting it
 * in place. Read-only.
 */
export interface LedgerAudit {
  /** Entries whose postings do not sum to zero. */
  unbalancedEntries: number;
  /** Entries with fewer than two postings (a movement cut in half). */
  entriesWithoutPostings: number;
  /** Customer accounts below zero. */
  negativeCustomerAccounts: number;
  /** Customer accounts whose running balance differs from the sum of their postings. */
  balanceMismatches: number;
  /** Customer postings whose balance_after_vnd is not the running sum up to that posting. */
  runningBalanceBreaks: number;
  /** Holds without their `hold` entry, or whose entry moved a different amount. */
  holdsWithoutEntry: number;
  /** Holds whose captured/released amounts differ from their capture/release entries. */
  holdDrawdownMismatches: number;
  /** Customers whose held balance differs from the sum of their holds' remaining amounts. */
  heldBalanceMismatches: number;
  /** Sum of every posting (0 when the books balance). */
  postingsTotal: number;
}

const count = async (database: Pick<Database, 'executeSql'>, text: string): Promise<number> => {
  const { rows } = await database.executeSql(text, []);
  return Number(rows[0]?.n ?? 0);
};

export async function auditLedger(database: Pick<Database, 'executeSql'>): Promise<LedgerAudit> {
  return {
    unbalancedEntries: await count(
      database,
      `select count(*) as n from (select entry_id from wallet_postings group by entry_id having sum(amount_vnd) <> 0) t`,
    ),
    entriesWithoutPostings: await count(
      database,
      `select count(*) as n from wallet_entries e where (select count(*) from wallet_postings p where p.entry_id = e.id) < 2`,
    ),
    negativeCustomerAccounts: await count(database, `select count(*) as n from wallet_accounts where user_id is not null and balance_vnd < 0`),
    balanceMismatches: await count(
      database,
      `select count(*) as n from wallet_accounts a where a.user_id is not null
         and a.balance_vnd <> coalesce((select sum(p.amount_vnd) from wallet_postings p where p.account_id = a.id), 0)`,
    ),
    // Row locks serialise the postings of one account, so their ids follow commit order.
    runningBalanceBreaks: await count(
      database,
      `select count(*) as n from (
         select p.balance_after_vnd, sum(p.amount_vnd) over (partition by p.account_id order by p.id) as running
         from wallet_postings p join wallet_accounts a on a.id = p.account_id where a.user_id is not null) t
       where balance_after_vnd is distinct from running`,
    ),
    holdsWithoutEntry: await count(
      database,
      `select count(*) as n from wallet_holds h where not exists (
         select 1 from wallet_entries e where e.hold_id = h.id and e.kind = 'hold' and e.amount_vnd = h.amount_vnd and e.user_id = h.user_id)`,
    ),
    holdDrawdownMismatches: await count(
      database,
      `select count(*) as n from wallet_holds h
       where h.captured_vnd <> coalesce((select sum(e.amount_vnd) from wallet_entries e where e.hold_id = h.id and e.kind = 'capture'), 0)
          or h.released_vnd <> coalesce((select sum(e.amount_vnd) from wallet_entries e where e.hold_id = h.id and e.kind = 'release'), 0)`,
    ),
    heldBalanceMismatches: await count(
      database,
      `select count(*) as n from wallet_accounts a where a.user_id is not null and a.kind = 'held'
         and a.balance_vnd <> coalesce((select sum(h.remaining_vnd) from wallet_holds h where h.user_id = a.user_id), 0)`,
    ),
    postingsTotal: await count(database, `select coalesce(sum(amount_vnd), 0) as n from wallet_postings`),
  };
}

/** The audit of a healthy ledger, for `expect(await auditLedger(db)).toEqual(cleanAudit)`. */
export const cleanAudit: LedgerAudit = {
  unbalancedEntries: 0,
  entriesWithoutPostings: 0,
  negativeCustomerAccounts: 0,
  balanceMismatches: 0,
  runningBalanceBreaks: 0,
  holdsWithoutEntry: 0,
  holdDrawdownMismatches: 0,
  heldBalanceMismatches: 0,
  postingsTotal: 0,
};
