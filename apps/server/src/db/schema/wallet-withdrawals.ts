import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { walletHolds } from './wallet.ts';

/**
 * A customer's request to take money out of the wallet to their own bank account (spec: refund
 * request). The amount is held by the ledger from the request on (`hold_id`); staff complete it
 * (the hold is captured to bank clearing) or reject it, or the customer cancels it (released).
 * The card is copied at request time: editing or deleting the card later changes nothing here,
 * which is also why `card_id` has no foreign key.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's key for this request (Idempotency-Key header / request_id): a repeat finds this row. */
    requestKey: text('request_key').notNull(),
    cardId: uuid('card_id').notNull(),
    cardNo: text('card_no').notNull(),
    cardName: text('card_name').notNull(),
    bankNo: text('bank_no').notNull(),
    bankName: text('bank_name'),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    holdId: uuid('hold_id')
      .notNull()
      .references(() => walletHolds.id),
    status: text('status', { enum: ['requested', 'completed', 'rejected', 'cancelled'] })
      .notNull()
      .default('requested'),
    note: text('note'),
    staffNote: text('staff_note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    bankReference: text('bank_reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_withdrawals_request_key').on(t.userId, t.requestKey),
    uniqueIndex('wallet_withdrawals_hold_key').on(t.holdId),
    index('wallet_withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_withdrawals_status_created_idx').on(t.status, t.createdAt),
    check('wallet_withdrawals_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);
