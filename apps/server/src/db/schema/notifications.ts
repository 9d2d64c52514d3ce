import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * Email, Web Push, Zalo and SMS copies of notifications, queued through pg-boss (the job carries
 * only the id). A delivery is sent at most once: a retried job that finds it `sent` does nothing.
 * The message is kept here because a customer may want email for a kind of notification they hide
 * in the centre. `send_after`: held by the customer's quiet hours until then (the job starts then).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms', 'push', 'zalo'] }).notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** queued → sent | failed | skipped (no address, or no provider configured) */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'skipped'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_deliveries_user_idx').on(t.userId, t.createdAt), index('notification_deliveries_status_idx').on(t.status)],
);

/**
 * Web Push subscriptions (PushSubscription.toJSON()): one row per browser; a customer may have
 * several devices. The endpoint is the push service's secret address for that browser, unique: a
 * browser subscribed again under another login moves to that customer. Removed when the customer
 * turns push off there, or when the push service answers 404/410 (the subscription is gone).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome trên Windows"-style description of the device, from the User-Agent. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The application server's VAPID key pair (RFC 8292), generated once by the first process that
 * needs it and shared by every process through the database (ADR 0016). Unused when
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are set.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_single_row', sql`${t.id} = 1`)],
);
