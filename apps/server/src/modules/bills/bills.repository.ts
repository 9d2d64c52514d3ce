import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { BillStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { billItems, bills, orders, parcels, shipmentOrders, shipments, users } from '../../db/schema/index.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type BillRow = typeof bills.$inferSelect;
export type NewBill = typeof bills.$inferInsert;
export type ParcelRow = typeof parcels.$inferSelect;
export type NewParcel = typeof parcels.$inferInsert;
export type BillItemRow = typeof billItems.$inferSelect;



/** yymmdd of the Vietnamese calendar day of an instant. */
export function vnDateStamp(now: Date): string {
  const vn = new Date(now.getTime() + 7 * 3_600_000);
  return `${String(vn.getUTCFullYear() % 100).padStart(2, '0')}${String(vn.getUTCMonth() + 1).padStart(2, '0')}${String(vn.getUTCDate()).padStart(2, '0')}`;
}

/** The next bill code: HD + yymmdd (Vietnam date) + a sequence number, unique across processes. */
export async function nextBillCode(db: Db, now = new Date()): Promise<string> {
  const result = await db.execute<{ n: string | number }>(sql`select nextval('bill_code_seq') as n`);
  const n = Number((result as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
  return `HD${vnDateStamp(now)}${String(n).padStart(6, '0')}`;
}

export async function insertParcel(db: Db, values: NewParcel): Promise<ParcelRow> {
  const [row] = await db.insert(parcels).values(values).returning();
  return row!;
}

export async function insertBill(db: Db, values: NewBill): Promise<BillRow> {
  const [row] = await db.insert(bills).values(values).returning();
  return row!;
}

export async function insertBillItems(db: Db, values: Array<typeof billItems.$inferInsert>): Promise<BillItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(billItems).values(values).returning();
}

export async function findParcelByRequest(db: Db, orderId: string, requestKey: string): Promise<ParcelRow | undefined> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.orderId, orderId), eq(parcels.requestKey, requestKey)));
  return row;
}

/** The bill of a parcel (one each). */
export async function billOfParcel(db: Db, parcelId: string): Promise<BillRow | undefined> {
  const [row] = await db
    .select({ bill: bills })
    .from(billItems)
    .innerJoin(bills, eq(bills.id, billItems.billId))
    .where(eq(billItems.parcelId, parcelId));
  return row?.bill;
}

/**
 * Serialises the billing of one order's parcels until the transaction ends (any process): a
 * transaction-scoped advisory lock keyed by the order, so the orders table is not touched.
 */
export async function lockOrderBilling(db: Db, orderId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bills:order:${orderId}`}, 0))`);
}

/**
 * Locks the order's row (FOR UPDATE) for the rest of the transaction: the parcel path and a new
 * consolidated shipment (which locks its orders' rows) then cannot both take the same order.
 */
export async function lockOrderRow(db: Db, orderId: string): Promise<void> {
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The code of the active shipment (a link not released by a cancel) the order is in, if any. */
export async function activeShipmentOfOrder(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: shipments.code })
    .from(shipmentOrders)
    .innerJoin(shipments, eq(shipments.id, shipmentOrders.shipmentId))
    .where(and(eq(shipmentOrders.orderId, orderId), isNull(shipmentOrders.releasedAt)));
  return row?.code ?? null;
}

/** Which of these orders have a live (unpaid or paid) bill of a parcel weighed alone: the old single-parcel path. */
export async function ordersWithParcelBills(db: Db, orderIds: string[]): Promise<Set<string>> {
  const ids = orderIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: billItems.orderId })
    .from(billItems)
    .innerJoin(bills, eq(bills.id, billItems.billId))
    .where(and(inArray(billItems.orderId, ids), isNotNull(billItems.parcelId), inArray(bills.status, ['unpaid', 'paid'])));
  return new Set(rows.map((r) => r.orderId));
}

/** The order's bills that still count (unpaid or paid), oldest first. */
export async function liveBillsOfOrder(db: Db, orderId: string): Promise<BillRow[]> {
  const rows = await db
    .select({ bill: bills })
    .from(bills)
    .where(
      and(
        inArray(bills.status, ['unpaid', 'paid']),
        exists(db.select({ one: sql`1` }).from(billItems).where(and(eq(billItems.billId, bills.id), eq(billItems.orderId, orderId)))),
      ),
    )
    .orderBy(asc(bills.createdAt));
  return rows.map((r) => r.bill);
}

export async function findBill(db: Db, id: string): Promise<BillRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(bills).where(eq(bills.id, id));
  return row;
}

/** Locks the bill row for the rest of the transaction (payments and cancellations run one at a time). */
export async function lockBill(db: Db, id: string): Promise<BillRow | undefined> {
  const [row] = await db.select().from(bills).where(eq(bills.id, id)).for('update');
  return row;
}

/** The customer's bills among `ids` (others' ids are simply not there). */
export async function ownedBills(db: Db, userId: string, ids: string[]): Promise<BillRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), inArray(bills.id, valid)));
}

/** The customer's bill with this code (any case), with the codes of the orders it bills. */
export async function findOwnedByCode(db: Db, userId: string, code: string): Promise<{ bill: BillRow; orderCodes: string[] } | null> {
  const [bill] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.code, code.trim().toUpperCase())));
  if (!bill) return null;
  const items = await db.select({ orderCode: billItems.orderCode }).from(billItems).where(eq(billItems.billId, bill.id));
  return { bill, orderCodes: [...new Set(items.map((i) => i.orderCode))] };
}

export async function markPaid(db: Db, id: string, entryId: string, now: Date, via: 'wallet' | 'cod' = 'wallet'): Promise<BillRow | undefined> {
  const [row] = await db
    .update(bills)
    .set({ status: 'paid', paidEntryId: entryId, paidAt: now, paidVia: via, updatedAt: now })
    .where(and(eq(bills.id, id), eq(bills.status, 'unpaid')))
    .returning();
  return row;
}

export async function markCancelled(db: Db, id: string, reason: string, now: Date): Promise<BillRow | undefined> {
  const [row] = await db
    .update(bills)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(bills.id, id), eq(bills.status, 'unpaid')))
    .returning();
  return row;
}

/**
 * A PAID bill cancelled because its payment was refunded (a billed shipment cancelled, ADR 0017):
 * the paying entry is no longer the bill's (the bills_status_shape check), `paid_at`/`paid_via` stay as history.
 */
export async function markRefundedCancelled(db: Db, id: string, reason: string, now: Date): Promise<BillRow | undefined> {
  const [row] = await db
    .update(bills)
    .set({ status: 'cancelled', paidEntryId: null, cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(bills.id, id), eq(bills.status, 'paid')))
    .returning();
  return row;
}

export async function itemsOf(db: Db, billIds: string[]): Promise<Map<string, BillItemRow[]>> {
  const map = new Map<string, BillItemRow[]>();
  if (billIds.length === 0) return map;
  const rows = await db.select().from(billItems).where(inArray(billItems.billId, billIds)).orderBy(asc(billItems.orderCode));
  for (const row of rows) {
    const list = map.get(row.billId) ?? [];
    list.push(row);
    map.set(row.billId, list);
  }
  return map;
}

export async function parcelsById(db: Db, ids: string[]): Promise<Map<string, ParcelRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(parcels).where(inArray(parcels.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------------------------------------
// Lists

export interface ListFilter {
  userId?: string | undefined;
  status?: BillStatus | undefined;
  /** Part of a bill or order code (customers); also a customer's phone or number (staff). */
  search?: string | undefined;
  searchCustomers?: boolean;
  ids?: string[] | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(db: Db, f: ListFilter, withStatus = true): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.userId) parts.push(eq(bills.userId, f.userId));
  if (withStatus && f.status) parts.push(eq(bills.status, f.status));
  if (f.ids) {
    const valid = f.ids.filter(isUuid);
    parts.push(valid.length > 0 ? inArray(bills.id, valid) : sql`false`);
  }
  const search = f.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    const options: Array<SQL | undefined> = [
      ilike(bills.code, like),
      exists(db.select({ one: sql`1` }).from(billItems).where(and(eq(billItems.billId, bills.id), ilike(billItems.orderCode, like)))),
    ];
    if (f.searchCustomers) {
      options.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, bills.userId), or(ilike(users.phone, like), ilike(users.customerNo, like), ilike(users.fullName, like)))),
        ),
      );
    }
    parts.push(or(...options));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Newest first. */
export async function listBills(db: Db, f: ListFilter, page: number, size: number): Promise<{ rows: BillRow[]; total: number }> {
  const condition = where(db, f);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(condition)
      .orderBy(desc(bills.createdAt), desc(bills.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(bills).where(condition),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Every bill matching the filter (the export), newest first, at most `limit`. */
export async function allBills(db: Db, f: ListFilter, limit: number): Promise<BillRow[]> {
  return db
    .select()
    .from(bills)
    .where(where(db, f))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(limit);
}

/** How many bills per status (the filter ignores the status itself). */
export async function countsByStatus(db: Db, f: ListFilter): Promise<Map<BillStatus, number>> {
  const rows = await db
    .select({ status: bills.status, n: count() })
    .from(bills)
    .where(where(db, f, false))
    .groupBy(bills.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function unpaidTotal(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(bills.amountVnd) })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid')));
  return Number(row?.total ?? 0);
}

/** The customer's unpaid bills, oldest first (what is still owed on parcels at the warehouse). */
export async function unpaidBills(db: Db, userId: string, limit: number): Promise<BillRow[]> {
  return db
    .select()
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid')))
    .orderBy(asc(bills.createdAt), asc(bills.id))
    .limit(limit);
}

export async function overdueCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bills)
    .where(and(eq(bills.userId, userId), eq(bills.status, 'unpaid'), isNotNull(bills.dueAt), lt(bills.dueAt, now)));
  return Number(row?.n ?? 0);
}

export interface CustomerRow {
  id: string;
  customerNo: string;
  fullName: string;
  phone: string | null;
}

export async function customersOf(db: Db, ids: string[]): Promise<Map<string, CustomerRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, customerNo: users.customerNo, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
