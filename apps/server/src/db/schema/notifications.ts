import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The notification centre (spec §2, §3): one row per notification a customer receives.
 * `seq` orders notifications and is the cursor of the long-poll `GET /api/notification/collect`.
 * `collected`: the customer's browser has received it (by the list or by collect).
 * Deleting hides a notification (`deleted_at`); it is never shown again.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** order, bill, bid, wallet, complaint, promotion, system, over_pricing */
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the web app (never another site). */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    reaction: text('reaction'),
    collected: boolean('collected').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);

/**
 * Email and SMS copies of notifications, queued through pg-boss (the job carries only the id).
 * A delivery is sent at most once: a retried job that finds it `sent` does nothing. The message is
 * kept here because a customer may want email for a kind of notification they hide in the centre.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** queued → sent | failed | skipped (no address, or no provider configured) */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'skipped'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_user_idx').on(t.userId, t.createdAt), index('notification_deliveries_status_idx').on(t.status)],
);
