import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Back-office staff (issue 16 §1): the roles each staff account holds (several allowed) and whether
 * it is disabled. A staff account is a user with role `admin`; an admin without a row here is an
 * owner (so admins made before roles existed keep working). The roles are read with the session
 * (platform/auth.ts), so a change applies within the session cache window. The role names and what
 * they may do are in platform/permissions.ts.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Set while the account may not use the back office (its sessions were ended then). */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    addedBy: uuid('added_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'staff_members_roles_known',
      sql`${t.roles} <@ array['owner','purchasing','warehouse_jp','warehouse_vn','accounting','customer_care','sales']::text[]`,
    ),
    index('staff_members_disabled_idx').on(t.disabledAt),
  ],
);
