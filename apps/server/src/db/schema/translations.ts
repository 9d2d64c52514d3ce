import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Title translations (issue 14 §1): one row per Japanese title and provider — 'glossary' (the
 * offline engine: kuromoji + glossary), 'google' (the online provider when configured) and 'staff'
 * (a correction, which wins over the machine ones). Written after the answer, read into each
 * process's memory (staff rows refreshed every few seconds), so a title is translated once.
 */
export const titleTranslations = pgTable(
  'title_translations',
  {
    /** The title as the marketplace wrote it. */
    sourceText: text('source_text').notNull(),
    provider: text('provider', { enum: ['glossary', 'google', 'staff'] }).notNull(),
    textVi: text('text_vi').notNull(),
    /** Staff who wrote a correction; null for machine rows. */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceText, t.provider] }), index('title_translations_recent_idx').on(t.provider, t.updatedAt)],
);
