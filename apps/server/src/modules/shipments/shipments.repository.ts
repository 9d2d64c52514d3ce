import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, min, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { ShipmentStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { isUuid } from '../../platform/db-errors.ts';
import { orders, shipmentBoxes, shipmentEvents, shipmentOrders, shipments, staffAuditLog, users } from '../../db/schema/index.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentOrderRow = typeof shipmentOrders.$inferSelect;
export type ShipmentBoxRow = typeof shipmentBoxes.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type OrderTableRow = typeof orders.$inferSelect;

/** LG + yymmdd (Vietnam date) + a sequence number, unique across processes. */
export const nextShipmentCodeSql = sql<string>`'LG' || to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') || lpad(nextval('shipment_code_seq')::text, 5, '0')`;

/** The customer's orders waiting at the Japanese warehouse and in no shipment, oldest first. */
export async function candidateOrders(db: Db, userId: string): Promise<OrderTableRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'at_jp_warehouse'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shipmentOrders)
            .where(and(eq(shipmentOrders.orderId, orders.id), isNull(shipmentOrders.releasedAt))),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt));
}

/** Orders by id (any customer's: the caller checks), locked when `lock`. */
export async function ordersByIds(db: Db, ids: string[], lock = false): Promise<OrderTableRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const query = db.select().from(orders).where(inArray(orders.id, valid)).orderBy(asc(orders.createdAt), asc(orders.id));
  return lock ? query.for('update') : query;
}

/** Which of these orders already are in an active shipment (links released by a cancel do not count). */
export async function ordersInShipments(db: Db, orderIds: string[]): Promise<ShipmentOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(shipmentOrders)
    .where(and(inArray(shipmentOrders.orderId, orderIds), isNull(shipmentOrders.releasedAt)));
}

/** A cancelled shipment lets its orders go: they may go into another shipment (the unique index is on unreleased links). */
export async function releaseOrders(db: Db, shipmentId: string, now: Date): Promise<void> {
  await db
    .update(shipmentOrders)
    .set({ releasedAt: now })
    .where(and(eq(shipmentOrders.shipmentId, shipmentId), isNull(shipmentOrders.releasedAt)));
}

/** Some orders leave the shipment (a split): their links are released, the orders free to be linked elsewhere. */
export async function releaseSomeOrders(db: Db, shipmentId: string, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(shipmentOrders)
    .set({ releasedAt: now })
    .where(and(eq(shipmentOrders.shipmentId, shipmentId), inArray(shipmentOrders.orderId, orderIds), isNull(shipmentOrders.releasedAt)));
}

export async function deleteBoxes(db: Db, shipmentId: string): Promise<void> {
  await db.delete(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, shipmentId));
}

export async function insertShipment(db: Db, values: Omit<typeof shipments.$inferInsert, 'code'>): Promise<ShipmentRow> {
  const [row] = await db
    .insert(shipments)
    .values({ ...values, code: nextShipmentCodeSql })
    .returning();
  return row!;
}

export async function insertShipmentOrders(db: Db, values: Array<typeof shipmentOrders.$inferInsert>): Promise<void> {
  if (values.length > 0) await db.insert(shipmentOrders).values(values);
}

export async function insertEvent(db: Db, values: typeof shipmentEvents.$inferInsert): Promise<void> {
  await db.insert(shipmentEvents).values(values);
}

export async function lockShipment(db: Db, id: string): Promise<ShipmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

/** The shipment this bill bills, locked (none for a parcel's bill). */
export async function lockShipmentOfBill(db: Db, billId: string): Promise<ShipmentRow | undefined> {
  if (!isUuid(billId)) return undefined;
  const [row] = await db.select().from(shipments).where(eq(shipments.billId, billId)).for('update');
  return row;
}

export async function findShipment(db: Db, id: string): Promise<ShipmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

/** The customer's shipment by code (any case) or id. */
export async function findOwned(db: Db, userId: string, codeOrId: string): Promise<ShipmentRow | undefined> {
  const key = codeOrId.trim();
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.userId, userId), isUuid(key) ? eq(shipments.id, key) : eq(shipments.code, key.toUpperCase())));
  return row;
}

export async function updateShipment(db: Db, id: string, patch: Partial<typeof shipments.$inferInsert>): Promise<ShipmentRow> {
  const [row] = await db
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

export async function replaceBoxes(db: Db, shipmentId: string, boxes: Array<Omit<typeof shipmentBoxes.$inferInsert, 'shipmentId' | 'position'>>): Promise<ShipmentBoxRow[]> {
  await db.delete(shipmentBoxes).where(eq(shipmentBoxes.shipmentId, shipmentId));
  return db
    .insert(shipmentBoxes)
    .values(boxes.map((b, i) => ({ ...b, shipmentId, position: i + 1 })))
    .returning();
}

/** The orders of these shipments (see below which links count). */
export async function ordersOf(db: Db, shipmentIds: string[]): Promise<Map<string, ShipmentOrderRow[]>> {
  const map = new Map<string, ShipmentOrderRow[]>();
  if (shipmentIds.length === 0) return map;
  // A shipment's orders are its live links; a cancelled shipment still lists those its cancel released
  // (released at its `cancelled_at`), not those an earlier split moved to another shipment.
  const rows = await db
    .select()
    .from(shipmentOrders)
    .where(
      and(
        inArray(shipmentOrders.shipmentId, shipmentIds),
        or(
          isNull(shipmentOrders.releasedAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(shipments)
              .where(and(eq(shipments.id, shipmentOrders.shipmentId), eq(shipments.cancelledAt, shipmentOrders.releasedAt))),
          ),
        ),
      ),
    )
    .orderBy(asc(shipmentOrders.orderCode));
  for (const row of rows) map.set(row.shipmentId, [...(map.get(row.shipmentId) ?? []), row]);
  return map;
}

export async function boxesOf(db: Db, shipmentIds: string[]): Promise<Map<string, ShipmentBoxRow[]>> {
  const map = new Map<string, ShipmentBoxRow[]>();
  if (shipmentIds.length === 0) return map;
  const rows = await db.select().from(shipmentBoxes).where(inArray(shipmentBoxes.shipmentId, shipmentIds)).orderBy(asc(shipmentBoxes.position));
  for (const row of rows) map.set(row.shipmentId, [...(map.get(row.shipmentId) ?? []), row]);
  return map;
}

export async function eventsOf(db: Db, shipmentIds: string[]): Promise<Map<string, ShipmentEventRow[]>> {
  const map = new Map<string, ShipmentEventRow[]>();
  if (shipmentIds.length === 0) return map;
  const rows = await db.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, shipmentIds)).orderBy(asc(shipmentEvents.createdAt), asc(shipmentEvents.id));
  for (const row of rows) map.set(row.shipmentId, [...(map.get(row.shipmentId) ?? []), row]);
  return map;
}

export interface ListFilter {
  userId?: string | undefined;
  status?: ShipmentStatus | undefined;
  search?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(db: Db, f: ListFilter, withStatus = true): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userId) parts.push(eq(shipments.userId, f.userId));
  if (withStatus && f.status) parts.push(eq(shipments.status, f.status));
  const search = f.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    parts.push(
      or(
        ilike(shipments.code, like),
        exists(db.select({ one: sql`1` }).from(shipmentOrders).where(and(eq(shipmentOrders.shipmentId, shipments.id), ilike(shipmentOrders.orderCode, like)))),
        exists(db.select({ one: sql`1` }).from(users).where(and(eq(users.id, shipments.userId), or(ilike(users.phone, like), ilike(users.customerNo, like))))),
      )!,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listShipments(db: Db, f: ListFilter, page: number, size: number): Promise<{ rows: ShipmentRow[]; total: number }> {
  const condition = where(db, f);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(condition)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(shipments).where(condition),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function countsByStatus(db: Db, f: ListFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: shipments.status, n: count() })
    .from(shipments)
    .where(where(db, f, false))
    .groupBy(shipments.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** How many shipments wait in these statuses, and since when the oldest waits. */
export async function waiting(db: Db, statuses: ShipmentStatus[]): Promise<{ count: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(shipments.statusChangedAt) })
    .from(shipments)
    .where(inArray(shipments.status, statuses));
  const oldest = row?.oldest ?? null;
  return { count: Number(row?.n ?? 0), oldestAt: oldest ? new Date(oldest as unknown as string) : null };
}

export async function customersOf(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { id: string; customerNo: string; fullName: string; phone: string | null }>();
  const rows = await db
    .select({ id: users.id, customerNo: users.customerNo, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}


/** The audit log's entries about these shipments (staff actions), oldest first, with the actor's name. */
export async function auditOf(db: Db, shipmentIds: string[]) {
  const map = new Map<string, Array<{ action: string; actorId: string | null; actorName: string | null; note: string | null; createdAt: Date }>>();
  if (shipmentIds.length === 0) return map;
  const rows = await db
    .select({ entityId: staffAuditLog.entityId, action: staffAuditLog.action, actorId: staffAuditLog.actorId, actorName: users.fullName, note: staffAuditLog.note, createdAt: staffAuditLog.createdAt })
    .from(staffAuditLog)
    .leftJoin(users, eq(users.id, staffAuditLog.actorId))
    .where(and(eq(staffAuditLog.entityType, 'shipment'), inArray(staffAuditLog.entityId, shipmentIds)))
    .orderBy(asc(staffAuditLog.seq));
  for (const { entityId, ...row } of rows) map.set(entityId!, [...(map.get(entityId!) ?? []), row]);
  return map;
}
