import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A customer's own settings (GET/POST /api/user-setting) and notification choices
 * (GET/POST /api/user/notification). Only what the customer changed is stored; reading merges it
 * over the defaults in @kaimono/contracts, so new settings arrive with their default.
 */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  notifications: jsonb('notifications').notNull().default({}),
  /** Quiet hours `{enabled, start: 'HH:mm', end: 'HH:mm'}` in Vietnam time; null = the default (off). */
  quietHours: jsonb('quiet_hours'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Delivery addresses in the two-level units of July 2025 (province -> ward, GSO codes plus the
 * names at the time of saving). At most one default per customer: the partial unique index holds
 * even when two requests race; the service keeps "exactly one" while the customer has any.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    phone: text('phone').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    wardCode: text('ward_code').notNull(),
    wardName: text('ward_name').notNull(),
    street: text('street').notNull(),
    note: text('note'),
    /** The former quận/huyện as the customer wrote it (not validated; a hint for couriers). */
    legacyDistrict: text('legacy_district'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('customer_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Sales staff who look after customers (phone and Zalo shown in the account). */
export const salesStaff = pgTable(
  'sales_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short stable code (seed key, shown to operators). */
    code: text('code').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    zalo: text('zalo').notNull(),
    email: text('email'),
    avatar: text('avatar'),
    /** Inactive staff get no new customers. */
    active: boolean('active').notNull().default(true),
    /** The staff member's own login, when they have one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sales_staff_code_key').on(t.code)],
);

/** Which sales staff looks after which customer (one each). */
export const customerSalesStaff = pgTable(
  'customer_sales_staff',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => salesStaff.id),
    /** The admin who assigned; null when assigned automatically. */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('customer_sales_staff_staff_idx').on(t.staffId)],
);

/** A customer's request for another sales staff; one open request at a time. */
export const salesChangeRequests = pgTable(
  'sales_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member at the time of the request. */
    staffId: uuid('staff_id').references(() => salesStaff.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved', 'rejected'] }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sales_change_requests_one_open_key').on(t.userId).where(sql`${t.status} = 'open'`),
    index('sales_change_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A customer's rating of a staff member (one per pair; rating again replaces it). */
export const staffRatings = pgTable(
  'staff_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => salesStaff.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.staffId] }),
    index('staff_ratings_staff_idx').on(t.staffId),
    check('staff_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
