import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeVietnamesePhone, type AuditEntry } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { staffAuditLog, users } from '../../db/schema/index.ts';

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

export interface AuditSearch {
  page: number;
  size: number;
  actor?: string | undefined;
  customer?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A user named by id, phone or customer number → its id ('' when there is none: matches nothing). */
async function resolveUser(db: Db, who: string): Promise<string> {
  const phone = normalizeVietnamesePhone(who);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        isUuid(who) ? eq(users.id, who) : undefined,
        eq(users.customerNo, who.toUpperCase()),
        phone ? eq(users.phone, phone) : undefined,
      ),
    )
    .limit(1);
  return rows[0]?.id ?? '';
}

const VN_OFFSET = '+07:00';

/** Searches the audit log, newest first. */
export async function searchAudit(db: Db, query: AuditSearch): Promise<{ results: AuditEntry[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) {
    const id = await resolveUser(db, query.actor);
    conditions.push(id ? eq(staffAuditLog.actorId, id) : sql`false`);
  }
  if (query.customer) {
    const id = await resolveUser(db, query.customer);
    conditions.push(id ? eq(staffAuditLog.customerId, id) : sql`false`);
  }
  if (query.action) {
    conditions.push(query.action.endsWith('.') ? sql`starts_with(${staffAuditLog.action}, ${query.action})` : eq(staffAuditLog.action, query.action));
  }
  if (query.entity) {
    const at = query.entity.indexOf(':');
    if (at > 0) {
      conditions.push(eq(staffAuditLog.entityType, query.entity.slice(0, at)), eq(staffAuditLog.entityId, query.entity.slice(at + 1)));
    } else {
      conditions.push(or(eq(staffAuditLog.entityType, query.entity), eq(staffAuditLog.entityId, query.entity)));
    }
  }
  if (query.from) conditions.push(gte(staffAuditLog.createdAt, new Date(`${query.from}T00:00:00${VN_OFFSET}`)));
  if (query.to) conditions.push(lt(staffAuditLog.createdAt, new Date(new Date(`${query.to}T00:00:00${VN_OFFSET}`).getTime() + 86_400_000)));
  const where = and(...conditions);
  const actor = alias(users, 'actor');
  const customer = alias(users, 'customer');
  const [rows, counted] = await Promise.all([
    db
      .select({
        entry: staffAuditLog,
        actorName: actor.fullName,
        actorPhone: actor.phone,
        customerName: customer.fullName,
        customerNo: customer.customerNo,
      })
      .from(staffAuditLog)
      .leftJoin(actor, eq(actor.id, staffAuditLog.actorId))
      .leftJoin(customer, eq(customer.id, staffAuditLog.customerId))
      .where(where)
      .orderBy(desc(staffAuditLog.seq))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(staffAuditLog).where(where),
  ]);
  return {
    total: Number(counted[0]?.n ?? 0),
    results: rows.map(({ entry, actorName, actorPhone, customerName, customerNo }) => ({
      id: entry.id,
      seq: Number(entry.seq),
      created_at: entry.createdAt.toISOString(),
      actor: entry.actorId ? { id: entry.actorId, full_name: actorName ?? '', phone: actorPhone ?? null } : null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      customer: entry.customerId ? { id: entry.customerId, full_name: customerName ?? '', customer_no: customerNo ?? '' } : null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note,
      request_id: entry.requestId,
      ip: entry.ip,
    })),
  };
}
