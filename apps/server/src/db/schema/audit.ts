import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every staff action (issue 16 §2): who, when, what, before → after, and the customer concerned.
 * Append-only: a trigger (migration 0016) refuses UPDATE and DELETE. `seq` orders the log. No
 * foreign keys: an entry outlives the accounts it names.
 * Money moved by staff gets an entry naming the ledger key in `after`.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** The staff member (null: the system acting for staff, e.g. a job). */
    actorId: uuid('actor_id'),
    /** Dotted verb, e.g. `order.status`, `purchase.record`, `wallet.adjust`, `permission.denied`. */
    action: text('action').notNull(),
    /** What was acted on: `order`, `bill`, `shipment`, `user`, … and its id or code. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    customerId: uuid('customer_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    note: text('note'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_seq_idx').on(t.seq),
    index('staff_audit_log_actor_idx').on(t.actorId, t.seq),
    index('staff_audit_log_customer_idx').on(t.customerId, t.seq),
    index('staff_audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
