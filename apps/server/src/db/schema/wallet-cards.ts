import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's own bank account or card (spec §3 "Bank card"), where withdrawals are paid to.
 * Soft-deleted (`deleted_at`) so withdrawals and history keep pointing at a real row. At most one
 * live card per customer is primary (partial unique index).
 */
export const walletCards = pgTable(
  'wallet_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Account or card number, digits only, 1–19 characters (NAPAS limit). */
    cardNo: text('card_no').notNull(),
    /** Holder name as banks print it: upper-case ASCII, no diacritics. */
    cardName: text('card_name').notNull(),
    cardFormat: text('card_format', { enum: ['account', 'card'] })
      .notNull()
      .default('account'),
    /** The bank's BIN (6 digits). */
    bankNo: text('bank_no').notNull(),
    bankBranch: text('bank_branch'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('wallet_cards_one_primary_key')
      .on(t.userId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
    index('wallet_cards_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_cards_card_no_length', sql`char_length(${t.cardNo}) between 1 and 19`),
    check('wallet_cards_bank_no_length', sql`char_length(${t.bankNo}) = 6`),
    check('wallet_cards_format', sql`${t.cardFormat} in ('account', 'card')`),
  ],
);

export type WalletCardRow = typeof walletCards.$inferSelect;
