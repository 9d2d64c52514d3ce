import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { walletEntries } from './wallet.ts';

/**
 * Every transaction a bank webhook (SePay, Casso) delivered, stored with its raw payload before it
 * is processed (research/vietnam.md §5.4). Life cycle:
 *
 *   received ─► credited    (the content's QA…/QR… code named a customer: wallet credited)
 *            ├► unmatched   (no code, unknown customer): waits for staff ─► assigned | rejected
 *            ├► ignored     (outgoing, another account, amount ≤ 0)
 *            └► duplicate   (the same bank transaction already came through the other provider)
 *
 * `received` only lasts while a delivery is being processed; a row left there by a crash is
 * finished by the provider's next retry (or at start-up). Money moves only through the wallet
 * ledger, keyed `bank:<provider>:<provider_txn_id>`, so a transaction is credited at most once.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sepay', 'casso'] }).notNull(),
    /** SePay `id`, Casso `id`: the provider's own transaction id. */
    providerTxnId: text('provider_txn_id').notNull(),
    /** The bank's reference (SePay `referenceCode`, Casso `tid` / `reference`), upper-cased. */
    bankReference: text('bank_reference'),
    /** The bank's brand as the provider names it (SePay `gateway`, Casso `bankName`). */
    gateway: text('gateway'),
    accountNumber: text('account_number'),
    subAccount: text('sub_account'),
    /** As received: positive for a normal transfer (Casso's negative outgoing amounts are made positive, see `direction`). */
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    content: text('content').notNull().default(''),
    /** The QA…/QR… code found in the content (upper case), if any. */
    transferCode: text('transfer_code'),
    transactionAt: timestamp('transaction_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: ['received', 'credited', 'unmatched', 'ignored', 'duplicate', 'assigned', 'rejected'] })
      .notNull()
      .default('received'),
    /** Why it was not credited automatically: outgoing, wrong_account, no_code, unknown_customer ... */
    statusReason: text('status_reason'),
    /** The customer credited (automatically or by staff). */
    userId: uuid('user_id').references(() => users.id),
    ledgerEntryId: uuid('ledger_entry_id').references(() => walletEntries.id),
    /** For a duplicate: the row of the same bank transaction that came first. */
    duplicateOf: uuid('duplicate_of'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionNote: text('decision_note'),
    /** The provider's transaction exactly as delivered. */
    rawPayload: jsonb('raw_payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transfers_provider_txn_key').on(t.provider, t.providerTxnId),
    // One bank transaction reported by both SePay and Casso: the second row can only be a duplicate.
    uniqueIndex('bank_transfers_reference_key')
      .on(t.bankReference, t.amountVnd, t.direction)
      .where(sql`${t.bankReference} is not null and ${t.status} <> 'duplicate'`),
    index('bank_transfers_status_created_idx').on(t.status, t.createdAt),
    index('bank_transfers_user_created_idx').on(t.userId, t.createdAt),
    // Cross-provider matching without a bank reference (wallet.reconciliation.service.ts `receive`).
    index('bank_transfers_match_idx').on(t.amountVnd, t.direction, t.createdAt),
    index('bank_transfers_duplicate_of_idx').on(t.duplicateOf, t.provider),
    check(
      'bank_transfers_status_check',
      sql`${t.status} in ('received', 'credited', 'unmatched', 'ignored', 'duplicate', 'assigned', 'rejected')`,
    ),
    check('bank_transfers_credited_has_customer', sql`${t.status} not in ('credited', 'assigned') or ${t.userId} is not null`),
    check('bank_transfers_decision_complete', sql`${t.status} not in ('assigned', 'rejected') or ${t.decidedBy} is not null`),
  ],
);
