import type { Db } from '../../platform/db.ts';
import { staffAuditLog } from '../../db/schema/index.ts';

/** One staff action, as the audit log keeps it. */
export interface StaffAction {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  customerId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
  requestId?: string | null;
  ip?: string | null;
}

/**
 * Appends a staff action to the audit log. Call it with the transaction that makes the change, so
 * the entry exists exactly when the change does.
 */
export async function recordStaffAction(db: Db, entry: StaffAction): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    customerId: entry.customerId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
    requestId: entry.requestId ?? null,
    ip: entry.ip ?? null,
  });
}
