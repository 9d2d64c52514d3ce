import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * JPY→VND exchange rates, append-only: the newest row in force is the current rate; older rows are
 * the history. Stored as VND per 1 JPY scaled by 10,000 (DESIGN.md §4).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vndPerJpyScaled: bigint('vnd_per_jpy_scaled', { mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_effective_idx').on(t.effectiveAt)],
);
