import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { pricingSettings, serviceExtras, shippingModes, shippingRoutes, warehouses } from '../../db/schema/index.ts';
import type { FeeTier, RouteRow, ServiceExtra, ShipMode, SizeClass, WarehouseRow } from './pricing.calc.ts';
import { isUuid } from '../../platform/db-errors.ts';

export type SettingRow = typeof pricingSettings.$inferSelect;
export type SettingInsert = typeof pricingSettings.$inferInsert;
export type WarehouseInsert = typeof warehouses.$inferInsert;
export type RouteInsert = typeof shippingRoutes.$inferInsert;
export type ModeInsert = typeof shippingModes.$inferInsert;
export type ExtraInsert = typeof serviceExtras.$inferInsert;


// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export async function listSettings(db: Db): Promise<SettingRow[]> {
  return db.select().from(pricingSettings).orderBy(asc(pricingSettings.kind), asc(pricingSettings.sortOrder), asc(pricingSettings.code));
}

export function toFeeTier(row: SettingRow): FeeTier {
  return { code: row.code, label: row.label, thresholdVnd: row.thresholdVnd ?? 0, rateBps: row.rateBps ?? 0, minFeeVnd: row.minFeeVnd ?? 0 };
}

export function toSizeClass(row: SettingRow): SizeClass {
  return { code: row.code, label: row.label, maxSumCm: row.maxSumCm ?? 0, maxWeightG: row.maxWeightG ?? 0, priceJpy: row.priceJpy ?? 0 };
}

function toWarehouse(row: typeof warehouses.$inferSelect): WarehouseRow {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    country: row.country,
    address: row.address,
    phone: row.phone,
    note: row.note,
    active: row.active,
    freeStorageDays: row.freeStorageDays,
    storageFeePerKgDayVnd: row.storageFeePerKgDayVnd,
  };
}

function toMode(row: typeof shippingModes.$inferSelect): ShipMode {
  return {
    code: row.code,
    name: row.name,
    pricePerKgVnd: row.pricePerKgVnd,
    minWeightG: row.minWeightG,
    volumetricDivisor: row.volumetricDivisor,
    leadDaysMin: row.leadDaysMin,
    leadDaysMax: row.leadDaysMax,
  };
}

export function toExtra(row: typeof serviceExtras.$inferSelect): ServiceExtra {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    chargeType: row.chargeType,
    priceVnd: row.priceVnd,
    percentBps: row.percentBps,
    minVnd: row.minVnd,
    paymentStage: row.paymentStage,
    active: row.active,
  };
}

export async function listWarehouses(db: Db): Promise<WarehouseRow[]> {
  const rows = await db.select().from(warehouses).orderBy(asc(warehouses.sortOrder), asc(warehouses.code));
  return rows.map(toWarehouse);
}

export async function findWarehouse(db: Db, idOrCode: string): Promise<WarehouseRow | null> {
  const where = isUuid(idOrCode) ? eq(warehouses.id, idOrCode) : eq(warehouses.code, idOrCode.toUpperCase());
  const rows = await db.select().from(warehouses).where(where).limit(1);
  return rows[0] ? toWarehouse(rows[0]) : null;
}

export async function listExtras(db: Db): Promise<ServiceExtra[]> {
  const rows = await db.select().from(serviceExtras).orderBy(asc(serviceExtras.sortOrder), asc(serviceExtras.code));
  return rows.map(toExtra);
}

/** Routes with their modes and warehouse; `where` filters the routes. */
async function selectRoutes(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<RouteRow[]> {
  const base = db
    .select({ route: shippingRoutes, warehouse: warehouses })
    .from(shippingRoutes)
    .innerJoin(warehouses, eq(warehouses.id, shippingRoutes.warehouseId))
    .where(where)
    .orderBy(asc(shippingRoutes.sortOrder), asc(shippingRoutes.code));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];
  const modes = await db
    .select()
    .from(shippingModes)
    .where(
      inArray(
        shippingModes.routeId,
        rows.map((r) => r.route.id),
      ),
    )
    .orderBy(asc(shippingModes.sortOrder), asc(shippingModes.code));
  const byRoute = new Map<string, ShipMode[]>();
  for (const m of modes) {
    const list = byRoute.get(m.routeId) ?? [];
    list.push(toMode(m));
    byRoute.set(m.routeId, list);
  }
  return rows.map(({ route, warehouse }) => ({
    id: route.id,
    code: route.code,
    name: route.name,
    description: route.description,
    warehouse: toWarehouse(warehouse),
    active: route.active,
    isDefault: route.isDefault,
    deleted: route.deletedAt !== null,
    modes: byRoute.get(route.id) ?? [],
  }));
}

/** Every live (not deleted) route. */
export async function listLiveRoutes(db: Db): Promise<RouteRow[]> {
  return selectRoutes(db, isNull(shippingRoutes.deletedAt));
}

/** A page of live routes, searched by code, name or description; `onlyActive` for customers. */
export async function pageRoutes(
  db: Db,
  options: { search?: string; onlyActive: boolean; page: number; size: number },
): Promise<{ rows: RouteRow[]; total: number }> {
  const conditions: SQL[] = [isNull(shippingRoutes.deletedAt)];
  if (options.onlyActive) conditions.push(eq(shippingRoutes.active, true));
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(shippingRoutes.code, pattern), ilike(shippingRoutes.name, pattern), ilike(shippingRoutes.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    selectRoutes(db, where, { limit: options.size, offset: (options.page - 1) * options.size }),
    db.select({ total: count() }).from(shippingRoutes).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A route by id or code, deleted or not (orders keep the routes they were priced with). */
export async function findRoute(db: Db, idOrCode: string, options: { includeDeleted?: boolean } = {}): Promise<RouteRow | null> {
  const key = isUuid(idOrCode) ? eq(shippingRoutes.id, idOrCode) : eq(shippingRoutes.code, idOrCode.toUpperCase());
  const where = options.includeDeleted ? key : and(key, isNull(shippingRoutes.deletedAt));
  const rows = await selectRoutes(db, where);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Writing routes (staff)
// ---------------------------------------------------------------------------------------------

export interface RouteWrite {
  code: string;
  name: string;
  description: string;
  warehouseId: string;
  active: boolean;
  isDefault: boolean;
  modes: Omit<ModeInsert, 'routeId' | 'id'>[];
}

/** The id of the route (live or deleted) holding a code, if any. */
export async function routeIdByCode(db: Db, code: string): Promise<{ id: string; deleted: boolean } | null> {
  const rows = await db
    .select({ id: shippingRoutes.id, deletedAt: shippingRoutes.deletedAt })
    .from(shippingRoutes)
    .where(eq(shippingRoutes.code, code))
    .limit(1);
  return rows[0] ? { id: rows[0].id, deleted: rows[0].deletedAt !== null } : null;
}

async function clearOtherDefaults(tx: Db, keepId: string): Promise<void> {
  await tx
    .update(shippingRoutes)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(shippingRoutes.isDefault, true), sql`${shippingRoutes.id} <> ${keepId}`));
}

async function replaceModes(tx: Db, routeId: string, modes: RouteWrite['modes']): Promise<void> {
  const codes = modes.map((m) => m.code);
  await tx.delete(shippingModes).where(and(eq(shippingModes.routeId, routeId), codes.length > 0 ? notInArray(shippingModes.code, codes) : undefined));
  for (const [i, m] of modes.entries()) {
    const values = { ...m, routeId, sortOrder: i };
    await tx
      .insert(shippingModes)
      .values(values)
      .onConflictDoUpdate({ target: [shippingModes.routeId, shippingModes.code], set: { ...m, sortOrder: i } });
  }
}

export async function insertRoute(tx: Db, route: RouteWrite, sortOrder: number): Promise<string> {
  const [row] = await tx
    .insert(shippingRoutes)
    .values({
      code: route.code,
      name: route.name,
      description: route.description,
      warehouseId: route.warehouseId,
      active: route.active,
      isDefault: false,
      sortOrder,
    })
    .returning({ id: shippingRoutes.id });
  const id = row!.id;
  if (route.isDefault) {
    await clearOtherDefaults(tx, id);
    await tx.update(shippingRoutes).set({ isDefault: true }).where(eq(shippingRoutes.id, id));
  }
  await replaceModes(tx, id, route.modes);
  return id;
}

export async function updateRoute(tx: Db, id: string, route: RouteWrite): Promise<void> {
  if (route.isDefault) await clearOtherDefaults(tx, id);
  await tx
    .update(shippingRoutes)
    .set({
      code: route.code,
      name: route.name,
      description: route.description,
      warehouseId: route.warehouseId,
      active: route.active,
      isDefault: route.isDefault,
      updatedAt: new Date(),
    })
    .where(eq(shippingRoutes.id, id));
  await replaceModes(tx, id, route.modes);
}

export async function nextRouteSortOrder(db: Db): Promise<number> {
  const rows = await db.select({ max: sql<number>`coalesce(max(${shippingRoutes.sortOrder}), 0)::int`.mapWith(Number) }).from(shippingRoutes);
  return (rows[0]?.max ?? 0) + 1;
}

/** Marks a route deleted (kept for the orders priced with it). True when a live route was marked. */
export async function markRouteDeleted(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(shippingRoutes)
    .set({ deletedAt: new Date(), isDefault: false, active: false, updatedAt: new Date() })
    .where(and(eq(shippingRoutes.id, id), isNull(shippingRoutes.deletedAt)))
    .returning({ id: shippingRoutes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Writing the fee schedule (staff)
// ---------------------------------------------------------------------------------------------

/** Replaces every setting row of one kind. */
export async function replaceSettings(tx: Db, kind: SettingRow['kind'], rows: Omit<SettingInsert, 'kind' | 'id'>[]): Promise<void> {
  await tx.delete(pricingSettings).where(eq(pricingSettings.kind, kind));
  if (rows.length > 0) {
    await tx.insert(pricingSettings).values(rows.map((r, i) => ({ ...r, kind, sortOrder: i, updatedAt: new Date() })));
  }
}

/** Upserts extras by code; extras missing from the list are deactivated (orders keep their names). */
export async function saveExtras(tx: Db, rows: Omit<ExtraInsert, 'id'>[]): Promise<void> {
  const codes = rows.map((r) => r.code);
  await tx
    .update(serviceExtras)
    .set({ active: false, updatedAt: new Date() })
    .where(codes.length > 0 ? notInArray(serviceExtras.code, codes) : undefined);
  for (const [i, r] of rows.entries()) {
    const values = { ...r, sortOrder: i, updatedAt: new Date() };
    await tx.insert(serviceExtras).values(values).onConflictDoUpdate({ target: serviceExtras.code, set: values });
  }
}

/** Upserts warehouses by code; those missing from the list are deactivated (routes may point at them). */
export async function saveWarehouses(tx: Db, rows: Omit<WarehouseInsert, 'id'>[]): Promise<void> {
  const codes = rows.map((r) => r.code);
  await tx
    .update(warehouses)
    .set({ active: false, updatedAt: new Date() })
    .where(codes.length > 0 ? notInArray(warehouses.code, codes) : undefined);
  for (const [i, r] of rows.entries()) {
    const values = { ...r, sortOrder: i, updatedAt: new Date() };
    await tx.insert(warehouses).values(values).onConflictDoUpdate({ target: warehouses.code, set: values });
  }
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

/** Inserts the rows of each kind that has no rows yet (a kind staff replaced is left alone). */
export async function insertSettingsIfAbsent(db: Db, rows: SettingInsert[]): Promise<void> {
  const present = await db.selectDistinct({ kind: pricingSettings.kind }).from(pricingSettings);
  const have = new Set(present.map((r) => r.kind));
  const missing = rows.filter((r) => !have.has(r.kind));
  if (missing.length > 0) await db.insert(pricingSettings).values(missing).onConflictDoNothing();
}

export async function insertWarehousesIfAbsent(db: Db, rows: WarehouseInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(warehouses).values(rows).onConflictDoNothing();
}

export async function insertExtrasIfAbsent(db: Db, rows: ExtraInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(serviceExtras).values(rows).onConflictDoNothing();
}

/** Inserts a route with its modes unless a route with that code exists (deleted ones included). */
export async function insertRouteIfAbsent(db: Db, route: RouteWrite, sortOrder: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await routeIdByCode(tx as unknown as Db, route.code);
    if (existing) return;
    const inserted = await tx
      .insert(shippingRoutes)
      .values({
        code: route.code,
        name: route.name,
        description: route.description,
        warehouseId: route.warehouseId,
        active: route.active,
        isDefault: false,
        sortOrder,
      })
      .onConflictDoNothing()
      .returning({ id: shippingRoutes.id });
    const id = inserted[0]?.id;
    if (!id) return;
    if (route.isDefault) {
      const current = await tx
        .select({ id: shippingRoutes.id })
        .from(shippingRoutes)
        .where(and(eq(shippingRoutes.isDefault, true), isNull(shippingRoutes.deletedAt)))
        .limit(1);
      if (current.length === 0) await tx.update(shippingRoutes).set({ isDefault: true }).where(eq(shippingRoutes.id, id));
    }
    await replaceModes(tx as unknown as Db, id, route.modes);
  });
}
