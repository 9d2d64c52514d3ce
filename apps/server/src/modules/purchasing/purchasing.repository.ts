import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WorkQueueFilters } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { orderItems, orders, photoRequests, purchases, users, warehousePackagePhotos, warehousePackages } from '../../db/schema/index.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PackageRow = typeof warehousePackages.$inferSelect;
export type PackagePhotoRow = typeof warehousePackagePhotos.$inferSelect;
export type PhotoRequestRow = typeof photoRequests.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const QUEUE_LIMIT = 200;

/**
 * Orders to buy: paid (`purchasing`), and won auctions (`purchased` from an auction) whose
 * settlement with the seller is not recorded yet; oldest payment first.
 */
const toBuy = or(eq(orders.status, 'purchasing'), and(eq(orders.status, 'purchased'), eq(orders.source, 'auction'), isNull(purchases.id)));
const paidAt = sql`coalesce(${orders.firstPaidAt}, ${orders.createdAt})`;
const boughtAt = sql`coalesce(${purchases.createdAt}, ${orders.updatedAt})`;
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** `like` pattern of a typed text, its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The start of a Vietnam day (UTC+7), and of the day after. */
const vnDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const vnDayEnd = (day: string) => new Date(vnDayStart(day).getTime() + 86_400_000);

/**
 * The filters of a work list: a marketplace (an item of the order on it), an order code or the
 * customer's phone (part of it), and a Vietnam-day range on `at` (the payment or the purchase).
 */
function filtersWhere(filters: WorkQueueFilters, at: SQL): SQL[] {
  const where: SQL[] = [];
  if (filters.site) where.push(sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.site} = ${filters.site})`);
  const q = filters.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, '');
    const byPhone = digits.length >= 3 ? [sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.phone} like ${contains(digits)})`] : [];
    where.push(or(ilike(orders.code, contains(q)), ...byPhone)!);
  }
  if (filters.from) where.push(sql`${at} >= ${vnDayStart(filters.from).toISOString()}`);
  if (filters.to) where.push(sql`${at} < ${vnDayEnd(filters.to).toISOString()}`);
  return where;
}

export async function purchaseQueue(db: Db, filters: WorkQueueFilters = {}): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(purchases, eq(purchases.orderId, orders.id))
    .where(and(toBuy, ...filtersWhere(filters, paidAt)))
    .orderBy(asc(paidAt), asc(orders.code))
    .limit(QUEUE_LIMIT);
  return rows.map((r) => r.order);
}

export async function purchaseQueueCount(db: Db, filters: WorkQueueFilters = {}): Promise<{ count: number; oldest_at: string | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${paidAt})` })
    .from(orders)
    .leftJoin(purchases, eq(purchases.orderId, orders.id))
    .where(and(toBuy, ...filtersWhere(filters, paidAt)));
  return { count: Number(row?.count ?? 0), oldest_at: iso(row?.oldest) };
}

/** Bought, not yet received at the Japan warehouse; the oldest purchase first. */
export async function toReceive(db: Db, filters: WorkQueueFilters = {}): Promise<Array<{ order: OrderRow; purchase: PurchaseRow | null }>> {
  return db
    .select({ order: orders, purchase: purchases })
    .from(orders)
    .leftJoin(purchases, eq(purchases.orderId, orders.id))
    .where(and(eq(orders.status, 'purchased'), ...filtersWhere(filters, boughtAt)))
    .orderBy(asc(boughtAt), asc(orders.code))
    .limit(QUEUE_LIMIT);
}

export async function toReceiveCount(db: Db, filters: WorkQueueFilters = {}): Promise<{ count: number; oldest_at: string | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${boughtAt})` })
    .from(orders)
    .leftJoin(purchases, eq(purchases.orderId, orders.id))
    .where(and(eq(orders.status, 'purchased'), ...filtersWhere(filters, boughtAt)));
  return { count: Number(row?.count ?? 0), oldest_at: iso(row?.oldest) };
}

export async function findPurchase(db: Db, orderId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.orderId, orderId));
  return row;
}

export async function insertPurchase(db: Db, values: typeof purchases.$inferInsert): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

/** The order an input names: its code, or the seller's tracking number / marketplace order number of its purchase. */
export async function orderByScan(db: Db, code: string): Promise<OrderRow | undefined> {
  const value = code.trim();
  const [byCode] = await db.select().from(orders).where(eq(orders.code, value.toUpperCase()));
  if (byCode) return byCode;
  const [byPurchase] = await db
    .select({ order: orders })
    .from(purchases)
    .innerJoin(orders, eq(orders.id, purchases.orderId))
    .where(or(eq(purchases.trackingNumber, value), eq(purchases.marketplaceOrderNumber, value)))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return byPurchase?.order;
}

export interface CustomerRow {
  id: string;
  customerNo: string | null;
  fullName: string | null;
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

// Packages

export async function findPackageOfOrder(db: Db, orderId: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(warehousePackages).where(eq(warehousePackages.orderId, orderId));
  return row;
}

export async function findPackage(db: Db, id: string): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(warehousePackages).where(eq(warehousePackages.id, id));
  return row;
}

export async function insertPackage(db: Db, values: typeof warehousePackages.$inferInsert): Promise<PackageRow> {
  const [row] = await db.insert(warehousePackages).values(values).returning();
  return row!;
}

export async function insertPhotos(db: Db, values: Array<typeof warehousePackagePhotos.$inferInsert>): Promise<void> {
  if (values.length === 0) return;
  await db.insert(warehousePackagePhotos).values(values).onConflictDoNothing();
}

export async function photosOf(db: Db, packageIds: string[]): Promise<Map<string, PackagePhotoRow[]>> {
  const map = new Map<string, PackagePhotoRow[]>();
  if (packageIds.length === 0) return map;
  const rows = await db
    .select()
    .from(warehousePackagePhotos)
    .where(inArray(warehousePackagePhotos.packageId, packageIds))
    .orderBy(asc(warehousePackagePhotos.createdAt), asc(warehousePackagePhotos.id));
  for (const row of rows) map.set(row.packageId, [...(map.get(row.packageId) ?? []), row]);
  return map;
}

/** A customer's packages waiting at the Japan warehouse (their order is `at_jp_warehouse`). */
export async function receivedPackagesOf(db: Db, userId: string): Promise<Array<{ pkg: PackageRow; orderCode: string }>> {
  return db
    .select({ pkg: warehousePackages, orderCode: orders.code })
    .from(warehousePackages)
    .innerJoin(orders, eq(orders.id, warehousePackages.orderId))
    .where(and(eq(warehousePackages.userId, userId), eq(orders.status, 'at_jp_warehouse')))
    .orderBy(asc(warehousePackages.receivedAt));
}

// Photo requests

export async function openRequestsOf(db: Db, packageIds: string[]): Promise<Map<string, PhotoRequestRow>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(photoRequests)
    .where(and(inArray(photoRequests.packageId, packageIds), eq(photoRequests.status, 'open')));
  return new Map(rows.map((r) => [r.packageId, r]));
}

export async function insertPhotoRequest(db: Db, values: typeof photoRequests.$inferInsert): Promise<PhotoRequestRow> {
  const [row] = await db.insert(photoRequests).values(values).returning();
  return row!;
}

export async function setRequestEntry(db: Db, id: string, ledgerEntryId: string): Promise<void> {
  await db.update(photoRequests).set({ ledgerEntryId }).where(eq(photoRequests.id, id));
}

export async function openPhotoRequests(db: Db): Promise<Array<{ request: PhotoRequestRow; orderCode: string; shelf: string }>> {
  return db
    .select({ request: photoRequests, orderCode: orders.code, shelf: warehousePackages.shelf })
    .from(photoRequests)
    .innerJoin(orders, eq(orders.id, photoRequests.orderId))
    .innerJoin(warehousePackages, eq(warehousePackages.id, photoRequests.packageId))
    .where(eq(photoRequests.status, 'open'))
    .orderBy(asc(photoRequests.createdAt))
    .limit(QUEUE_LIMIT);
}

export async function closeOpenRequest(db: Db, packageId: string, staffId: string): Promise<PhotoRequestRow | undefined> {
  const [row] = await db
    .update(photoRequests)
    .set({ status: 'done', doneBy: staffId, doneAt: new Date() })
    .where(and(eq(photoRequests.packageId, packageId), eq(photoRequests.status, 'open')))
    .returning();
  return row;
}
