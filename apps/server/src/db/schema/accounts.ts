import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Customer numbers are KM + a zero-padded sequence value: short, readable on the phone. */
export const customerNoSequence = pgSequence('customer_no_seq', { startWith: 100001 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerNo: text('customer_no').notNull(),
    /** National form 0xxxxxxxxx; null only for accounts created by Google or Facebook login. */
    phone: text('phone'),
    /** Lower-cased; null when the customer gave none. */
    email: text('email'),
    /** The email address that was confirmed (by code or a provider); verified while it equals `email`. */
    verifiedEmail: text('verified_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    fullName: text('full_name').notNull(),
    avatar: text('avatar'),
    birthdate: date('birthdate', { mode: 'string' }),
    /** argon2id; null for accounts created by OTP or social login until a password is set. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] }).notNull().default('customer'),
    /** How the account was created (spec: signup type_mode {product}). */
    signupSource: text('signup_source'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_customer_no_key').on(t.customerNo),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
  ],
);

/**
 * Consecutive failed logins per username (phone or email, normalised) and client address. Kept
 * in the database, not in process memory, so the limits hold across server processes. A run of
 * failures from one address delays that address only (growing delays): the owner logging in from
 * elsewhere is not locked out by someone else's failures.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    username: text('username').notNull(),
    /** The client address (request.ip: behind TRUST_PROXY the forwarded one). */
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('login_failures_address_idx').on(t.address, t.lastFailedAt),
    index('login_failures_last_failed_idx').on(t.lastFailedAt),
  ],
);

/**
 * One row per failed login, password or code (kept a day): the per-address ceiling across
 * accounts counts these, and the staff view of bursts groups them by address.
 */
export const loginFailureEvents = pgTable(
  'login_failure_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    /** password | otp */
    kind: text('kind').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failure_events_address_idx').on(t.address, t.createdAt), index('login_failure_events_created_idx').on(t.createdAt)],
);

/**
 * One login (a device): every token names its session (`sid`) and generation (`gen`). A session is
 * ended by logout, a password change or reset, "log out other devices", the customer or staff
 * revoking it; a refresh raises `generation`, so the token it replaced stops working.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Raised by every refresh; only a token carrying the current value is accepted. */
    generation: integer('generation').notNull().default(1),
    /** The User-Agent at login (cut to 512 characters); shown as a short device label. */
    userAgent: text('user_agent'),
    /** The client address last seen (at login, then at most once a minute). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Updated at most once a minute per session, not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The expiry of the newest token (login, or the last refresh). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'password', 'user', 'others', 'staff'] }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt)],
);
