import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { orderEvents, orderItems, orderPayments, orders, users } from '../../db/schema/index.ts';
import type { OrderEventRow, OrderItemRow, OrderPaymentRow, OrderRow } from './orders.types.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;



/**
 * The order code, computed by the insert itself: KM + yymmdd (Vietnam date) + the next value of
 * a sequence, zero-padded to 5 digits — unique across processes, no extra round trip.
 */
export const nextOrderCodeSql = sql<string>`'KM' || to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYMMDD') || lpad(nextval('order_code_seq')::text, 5, '0')`;

/** Inserts the order; its code comes from `nextOrderCodeSql`. */
export async function insertOrder(db: Db, values: Omit<NewOrder, 'code'>): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...values, code: nextOrderCodeSql })
    .returning();
  return row!;
}

export async function insertItems(db: Db, values: NewOrderItem[]): Promise<OrderItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(orderItems).values(values).returning();
}

export async function replaceItems(db: Db, orderId: string, values: NewOrderItem[]): Promise<OrderItemRow[]> {
  await db.delete(orderItems).where(eq(orderItems.orderId, orderId));
  return insertItems(db, values);
}

export async function insertEvent(db: Db, values: typeof orderEvents.$inferInsert): Promise<OrderEventRow> {
  const [row] = await db.insert(orderEvents).values(values).returning();
  return row!;
}

export async function updateOrder(db: Db, id: string, patch: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

export async function findById(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order (by id or code) when it belongs to the customer. */
export async function findOwned(db: Db, userId: string, idOrCode: string): Promise<OrderRow | undefined> {
  const key = idOrCode.trim();
  const match = isUuid(key) ? or(eq(orders.id, key), eq(orders.code, key)) : eq(orders.code, key.toUpperCase());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), match));
  return row;
}

export async function findByRequest(db: Db, userId: string, requestId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)));
  return row;
}

/** Locks the customer's order (by id or code) for the rest of the transaction; undefined when not theirs. */
export async function lockOwned(db: Db, userId: string, idOrCode: string): Promise<OrderRow | undefined> {
  const key = idOrCode.trim();
  if (key === '' || key.length > 100) return undefined;
  const match = isUuid(key) ? or(eq(orders.id, key), eq(orders.code, key)) : eq(orders.code, key.toUpperCase());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), match))
    .for('update');
  return row;
}

/** Locks the order row for the rest of the transaction (payments, transitions run one at a time). */
export async function lockOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function itemsOf(db: Db, orderIds: string[]): Promise<Map<string, OrderItemRow[]>> {
  const map = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) {
    const list = map.get(row.orderId) ?? [];
    list.push(row);
    map.set(row.orderId, list);
  }
  return map;
}

export async function eventsOf(db: Db, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Records a payment once per ledger entry; null when it was already recorded. */
export async function insertPayment(db: Db, values: typeof orderPayments.$inferInsert): Promise<OrderPaymentRow | null> {
  const [row] = await db.insert(orderPayments).values(values).onConflictDoNothing({ target: [orderPayments.ledgerEntryId, orderPayments.orderId] }).returning();
  return row ?? null;
}

export interface ListFilter {
  userId?: string;
  status?: OrderStatus | undefined;
  search?: string | undefined;
  /** Staff: the search also matches the customer's phone, number or name. */
  searchCustomers?: boolean;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterOf(f: ListFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.userId) parts.push(eq(orders.userId, f.userId));
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(orders.code, like),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and (${orderItems.name} ilike ${like} or ${orderItems.code} ilike ${like}))`,
        f.searchCustomers
          ? sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and (${users.phone} ilike ${like} or ${users.customerNo} ilike ${like} or ${users.fullName} ilike ${like}))`
          : undefined,
      )!,
    );
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listOrders(db: Db, f: ListFilter, page: number, size: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = filterOf(f);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Every order matching the filter (the export), newest first, at most `limit`. */
export async function allOrders(db: Db, f: ListFilter, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(filterOf(f)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

export interface StatusTotals {
  status: OrderStatus;
  count: number;
  totalVnd: number;
  paidVnd: number;
  refundedVnd: number;
  outstandingVnd: number;
}

export async function totalsByStatus(db: Db, f: ListFilter): Promise<StatusTotals[]> {
  const rows = await db
    .select({
      status: orders.status,
      count: count(),
      totalVnd: sql<string>`coalesce(sum(${orders.totalVnd}), 0)`,
      paidVnd: sql<string>`coalesce(sum(${orders.paidVnd}), 0)`,
      refundedVnd: sql<string>`coalesce(sum(${orders.refundedVnd}), 0)`,
      outstandingVnd: sql<string>`coalesce(sum(greatest(${orders.secondPaymentDueVnd} - ${orders.secondPaymentPaidVnd}, 0)), 0)`,
    })
    .from(orders)
    .where(filterOf(f))
    .groupBy(orders.status);
  return rows.map((r) => ({
    status: r.status,
    count: Number(r.count),
    totalVnd: Number(r.totalVnd),
    paidVnd: Number(r.paidVnd),
    refundedVnd: Number(r.refundedVnd),
    outstandingVnd: Number(r.outstandingVnd),
  }));
}

export type PaymentWithCode = OrderPaymentRow & { orderCode: string };

export async function paymentsOf(
  db: Db,
  userId: string,
  orderId: string | null,
  page: number,
  size: number,
): Promise<{ rows: PaymentWithCode[]; total: number }> {
  const where = orderId ? and(eq(orderPayments.userId, userId), eq(orderPayments.orderId, orderId)) : eq(orderPayments.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payment: orderPayments, orderCode: orders.code })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(where)
      .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(orderPayments).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.payment, orderCode: r.orderCode })), total: Number(totals?.total ?? 0) };
}

export async function customersOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; customerNo: string; fullName: string; phone: string | null }>();
  const rows = await db
    .select({ id: users.id, customerNo: users.customerNo, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
