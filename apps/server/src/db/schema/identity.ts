import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One-time codes sent by SMS or email: phone login, password reset, email verification.
 * Only an HMAC of the code is stored. Rate limits (resend pause, per number, per address) are
 * counted from these rows, so they hold across server processes.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['login', 'reset_password', 'verify_email'] }).notNull(),
    /** The phone (national form) or the lower-cased email the code went to. */
    target: text('target').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The account it is for; null for a phone login of a number without an account yet. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Used (a successful check) or replaced by a newer code. */
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.purpose, t.target, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.createdAt),
  ],
);

/** Google or Facebook accounts linked to a customer (provider + the provider's user id). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The email the provider reported at the last login (lower-cased), if any. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * QR login requests. The page that asks keeps `poll` (waiting-scan, cancel); the QR carries `scan`
 * (scan, approve, reject). Both are 32 random bytes, stored as SHA-256. The token is handed out
 * once: approved -> consumed in one conditional update.
 */
export const qrLogins = pgTable(
  'qr_logins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pollHash: text('poll_hash').notNull(),
    scanHash: text('scan_hash').notNull(),
    status: text('status', { enum: ['pending', 'scanned', 'approved', 'consumed', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    requestIp: text('request_ip'),
    userAgent: text('user_agent'),
    /** The customer who approved (or rejected) on the phone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_logins_poll_hash_key').on(t.pollHash),
    uniqueIndex('qr_logins_scan_hash_key').on(t.scanHash),
    index('qr_logins_created_idx').on(t.requestIp, t.createdAt),
  ],
);

/**
 * Messages the `outbox` SMS and email providers "send": kept here and logged, for development,
 * the sandbox and tests. Production providers do not write here.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'email', 'zalo'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('message_outbox_created_idx').on(t.createdAt), index('message_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** First touch per browser (spec §7 POST /api/user/follow-utm), attached to the customer at login. */
export const utmVisits = pgTable(
  'utm_visits',
  {
    visitorId: text('visitor_id').primaryKey(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    urlPage: text('url_page'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('utm_visits_user_idx').on(t.userId).where(sql`${t.userId} is not null`)],
);
