import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The wallet is a double-entry ledger (DESIGN.md §5, ADR 0005). Only the wallet module writes these
 * tables. Customer accounts (`available`, `held`) keep a running balance that a CHECK keeps at or
 * above zero; system accounts (bank clearing, revenue, ...) keep no running balance — their balance
 * is the sum of their postings — so no single hot row serialises every payment.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer who owns it; null for system accounts. */
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    balanceVnd: bigint('balance_vnd', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_user_kind_key').on(t.userId, t.kind).where(sql`${t.userId} is not null`),
    uniqueIndex('wallet_accounts_system_kind_key').on(t.kind).where(sql`${t.userId} is null`),
    check('wallet_accounts_customer_not_negative', sql`${t.userId} is null or ${t.balanceVnd} >= 0`),
  ],
);

/** One money movement; its postings sum to zero (checked by a deferred trigger, migration 0004). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Bank transaction id, order payment id, bid id ...: replaying a key changes nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Mechanics: topup, payment, hold, release, capture, refund, adjustment. */
    kind: text('kind').notNull(),
    /** Business reason: bank_transfer, vip_subscription, withdrawal, order_payment, bid_hold ... */
    purpose: text('purpose').notNull(),
    /** The customer concerned (null only for system-to-system entries). */
    userId: uuid('user_id').references(() => users.id),
    /** The amount moved, always > 0 (the postings carry the signs). */
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** The JPY→VND rate used when the amount came from yen (scaled ×10,000). */
    rateScaled: bigint('rate_scaled', { mode: 'number' }),
    holdId: uuid('hold_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_idempotency_key').on(t.idempotencyKey),
    index('wallet_entries_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_entries_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);

export const walletPostings = pgTable(
  'wallet_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => walletEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed: + into the account, − out of it. */
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    /** The account's balance after this posting (customer accounts only). */
    balanceAfterVnd: bigint('balance_after_vnd', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_postings_entry_idx').on(t.entryId),
    index('wallet_postings_account_idx').on(t.accountId, t.id),
    check('wallet_postings_amount_not_zero', sql`${t.amountVnd} <> 0`),
  ],
);

/**
 * Money set aside from a customer's available balance for one purpose (a bid, a withdrawal ...).
 * Releases and captures draw it down; `remaining_vnd` can never go below zero, so a hold can never
 * give back or pay out more than it took.
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    remainingVnd: bigint('remaining_vnd', { mode: 'number' }).notNull(),
    capturedVnd: bigint('captured_vnd', { mode: 'number' }).notNull().default(0),
    releasedVnd: bigint('released_vnd', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    rateScaled: bigint('rate_scaled', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_holds_user_status_idx').on(t.userId, t.status),
    index('wallet_holds_reference_idx').on(t.referenceType, t.referenceId),
    check('wallet_holds_remaining_not_negative', sql`${t.remainingVnd} >= 0`),
    check('wallet_holds_adds_up', sql`${t.capturedVnd} + ${t.releasedVnd} + ${t.remainingVnd} = ${t.amountVnd}`),
  ],
);
