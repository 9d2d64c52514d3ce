import { sql } from 'drizzle-orm';
import { index, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Complaint numbers are KN + a sequence value, easy to read out on the phone. */
export const complaintNoSequence = pgSequence('complaint_no_seq', { startWith: 10001 });

/**
 * A customer's complaint (spec §3 "Complaints"). States and who may change them are in
 * modules/complaints/complaints.transitions.ts; every change is a row of complaint_events.
 * `respond_by` is fixed at filing time: created_at + the response hours of the type.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'resolved', 'rejected', 'withdrawn'] }).notNull().default('open'),
    content: text('content').notNull(),
    /** File ids (uploads module) of the attached photos, in order. */
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    orderCode: text('order_code'),
    billCode: text('bill_code'),
    respondBy: timestamp('respond_by', { withTimezone: true, mode: 'date' }).notNull(),
    /** The first staff answer (reply or decision); the deadline is met from then on. */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_code_key').on(t.code),
    index('complaints_user_idx').on(t.userId, t.createdAt),
    index('complaints_status_idx').on(t.status, t.respondBy),
  ],
);

/** The discussion thread of a complaint: the customer's and staff's messages. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id').notNull().references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['customer', 'staff'] }).notNull(),
    message: text('message').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('complaint_messages_complaint_idx').on(t.complaintId, t.createdAt)],
);

/** Every state change of a complaint: from, to, who, when, why. Append-only. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id').notNull().references(() => complaints.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['customer', 'staff', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.createdAt)],
);
