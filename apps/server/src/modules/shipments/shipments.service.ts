import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminShipmentDto,
  OrderStatus,
  ShipmentCandidate,
  ShipmentDto,
  ShipmentPreview,
  ShipmentStage,
  ShipmentStatus,
} from '@kaimono/contracts';
import { errorMessages, shipmentsText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import {
  announceBillPaid,
  billShipmentIn,
  cancelBillIn,
  onBillCancelled,
  type CancelOutcome,
  type BillCancelListener,
  billsById,
  ordersBilledAsParcels,
  payBillIn,
  quotedLinesOf,
  shipmentRoute,
  shippingOfBoxes,
  type BoxMeasure,
  type PayOutcome,
} from '../bills/index.ts';
import { notificationContext, notify, type NotifyContext } from '../notifications/index.ts';
import { findOrder, orderItemsOf, ordersContext, statusEnteredAt, transitionOrder, type OrderRow, type OrdersContext } from '../orders/index.ts';
import { loadPricingTables, pricingLabels, UNKNOWN_ITEM_WEIGHT_G } from '../pricing/index.ts';
import { receivedWeightOf } from '../purchasing/index.ts';
import { prepareTitles, vietnameseTitle, type TitleTranslator } from '../translate/index.ts';
import { credit } from '../wallet/index.ts';
import * as repo from './shipments.repository.ts';
import { canMove, orderStepOf } from './shipments.transitions.ts';

/**
 * Consolidated shipments (issue 16 §5–6; ADR 0014). The customer picks orders waiting at the
 * Japanese warehouse, sees the saving, and asks for one shipment; staff pack boxes, make the one
 * bill (bills `billShipmentIn`), ship, receive in Vietnam and hand over to a carrier (COD of what is
 * unpaid); the customer confirms receipt. Each step moves every order of the shipment through the
 * orders module's own transitions (timeline, notifications). Every staff write records an audit
 * entry in the same transaction as the write.
 */

export interface ShipmentsContext {
  db: Db;
  orders: OrdersContext;
  notifyContext: NotifyContext;
  translator: TitleTranslator;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export function shipmentsContext(deps: AppDeps, log: FastifyBaseLogger): ShipmentsContext {
  return { db: deps.database.db, orders: ordersContext(deps, log), notifyContext: notificationContext(deps, log), translator: deps.translator, log };
}

export interface StaffRef {
  id: string;
  requestId?: string | null;
  ip?: string | null;
}

const money = (n: number) => formatVnd(vnd(n));
const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const kg = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;
const dateFormat = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });

// ---------------------------------------------------------------------------------------------
// The weight of an order before the warehouse packs it

/**
 * What an order weighs, for the saving preview, the split of the shipment's shipping between its
 * orders and the storage line: the package the Japan warehouse weighed on receiving it (purchasing's
 * `receivedWeightOf`); an order moved to the warehouse without a package record (the generic status
 * move) falls back to its items as the marketplace described them (weight × quantity, an unknown
 * weight counted as pricing's UNKNOWN_ITEM_WEIGHT_G per piece).
 */
export async function estimatedWeightOfOrder(db: Db, order: Pick<OrderRow, 'id' | 'userId'>): Promise<number> {
  const weighed = await receivedWeightOf(db, order.id);
  if (weighed !== null && weighed > 0) return weighed;
  const items = (await orderItemsOf(db, [order.id])).get(order.id) ?? [];
  const grams = items.reduce((sum, item) => sum + (item.weightG && item.weightG > 0 ? item.weightG : UNKNOWN_ITEM_WEIGHT_G) * item.qty, 0);
  return Math.max(1, grams);
}

// ---------------------------------------------------------------------------------------------
// Customer: candidates, preview, create

export async function candidates(ctx: ShipmentsContext, userId: string) {
  const { db } = ctx;
  const all = await repo.candidateOrders(db, userId);
  // An order weighed and billed alone at the Vietnamese warehouse (the old path) cannot be consolidated.
  const billedAlone = await ordersBilledAsParcels(
    db,
    all.map((r) => r.id),
  );
  const rows = all.filter((r) => !billedAlone.has(r.id));
  const items = await orderItemsOf(
    db,
    rows.map((r) => r.id),
  );
  await prepareTitles(
    ctx.translator,
    [...items.values()].flat().map((i) => i.name),
  );
  const results: ShipmentCandidate[] = [];
  for (const row of rows) {
    const entered = await statusEnteredAt(db, row.id);
    results.push({
      order_id: row.id,
      code: row.code,
      items: (items.get(row.id) ?? []).map((i) => ({ name: i.name, name_vi: vietnameseTitle(ctx.translator, i.name), qty: i.qty, image: i.image })),
      estimated_weight_g: await estimatedWeightOfOrder(db, row),
      arrived_at: entered.get('at_jp_warehouse')?.toISOString() ?? null,
    });
  }
  const tables = await loadPricingTables(db);
  return {
    results,
    routes: tables.routes
      .filter((r) => r.active && r.modes.length > 0)
      .map((r) => ({
        code: r.code,
        name: r.name,
        modes: r.modes.map((m) => ({ code: m.code, name: m.name, price_per_kg_vnd: m.pricePerKgVnd, min_weight_g: m.minWeightG })),
      })),
    default_route_code: tables.defaultRoute?.code ?? null,
  };
}

/**
 * The customer's chosen orders, checked: theirs (else 404 and nothing said about whose), at the
 * Japanese warehouse, in no shipment yet. `lock`: inside the creating transaction.
 */
async function chosenOrders(db: Db, userId: string, orderIds: string[], lock: boolean): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new AppError(400, 'SHIPMENT_SELECTION_REQUIRED');
  const rows = await repo.ordersByIds(db, ids, lock);
  if (rows.length !== ids.length || rows.some((r) => r.userId !== userId)) throw new AppError(404, 'SHIPMENT_ORDER_NOT_FOUND');
  const notThere = rows.filter((r) => r.status !== 'at_jp_warehouse');
  if (notThere.length > 0) throw new AppError(409, 'SHIPMENT_ORDER_NOT_AT_JP_WAREHOUSE', `${errorMessages.SHIPMENT_ORDER_NOT_AT_JP_WAREHOUSE} (${notThere.map((r) => r.code).join(', ')})`);
  const taken = await repo.ordersInShipments(
    db,
    rows.map((r) => r.id),
  );
  if (taken.length > 0) throw new AppError(409, 'SHIPMENT_ORDER_IN_SHIPMENT', `${errorMessages.SHIPMENT_ORDER_IN_SHIPMENT} (${taken.map((t) => t.orderCode).join(', ')})`);
  // Billed alone by the old single-parcel path: its shipping is already charged (checked under the
  // orders' row locks, which the parcel path takes too, ADR 0017).
  const billedAlone = await ordersBilledAsParcels(
    db,
    rows.map((r) => r.id),
  );
  if (billedAlone.size > 0) {
    const codes = rows.filter((r) => billedAlone.has(r.id)).map((r) => r.code);
    throw new AppError(409, 'SHIPMENT_ORDER_BILLED_SEPARATELY', `${errorMessages.SHIPMENT_ORDER_BILLED_SEPARATELY} (${codes.join(', ')})`);
  }
  return rows;
}

async function previewOf(db: Db, orders: OrderRow[], routeCode: string, shipMode: string): Promise<{ preview: ShipmentPreview; weights: Map<string, number> }> {
  const tables = await loadPricingTables(db);
  const { route, mode } = shipmentRoute(tables, routeCode, shipMode);
  const weights = new Map<string, number>();
  for (const order of orders) weights.set(order.id, await estimatedWeightOfOrder(db, order));
  const box = (weightG: number): BoxMeasure => ({ weightG, lengthCm: null, widthCm: null, heightCm: null });
  const separate = orders.map((order) => {
    const alone = shippingOfBoxes(tables, route, mode, [box(weights.get(order.id)!)], quotedLinesOf(order));
    return { order_id: order.id, order_code: order.code, weight_g: alone.weightG, chargeable_weight_g: alone.chargeableWeightG, amount_vnd: alone.amountVnd, lines: alone.lines };
  });
  const total = [...weights.values()].reduce((a, w) => a + w, 0);
  const together = shippingOfBoxes(tables, route, mode, [box(total)], orders.flatMap(quotedLinesOf));
  const separateTotal = separate.reduce((a, s) => a + s.amount_vnd, 0);
  return {
    weights,
    preview: {
      route_code: route.code,
      route_name: route.name,
      ship_mode: mode.code,
      ship_mode_name: mode.name,
      separate,
      separate_total_vnd: separateTotal,
      consolidated: { weight_g: together.weightG, chargeable_weight_g: together.chargeableWeightG, amount_vnd: together.amountVnd, lines: together.lines },
      saving_vnd: separateTotal - together.amountVnd,
    },
  };
}

/** POST /api/shipments/preview: shipping each order on its own vs together, before confirming. */
export async function preview(ctx: ShipmentsContext, userId: string, body: { order_ids: string[]; route_code: string; ship_mode: string }): Promise<ShipmentPreview> {
  const orders = await chosenOrders(ctx.db, userId, body.order_ids, false);
  return (await previewOf(ctx.db, orders, body.route_code, body.ship_mode)).preview;
}

/** POST /api/shipments: the shipment, its orders and the first step of its trail, in one transaction. */
export async function create(ctx: ShipmentsContext, userId: string, body: { order_ids: string[]; route_code: string; ship_mode: string; note?: string | undefined }): Promise<ShipmentDto> {
  let created: repo.ShipmentRow;
  try {
    created = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const orders = await chosenOrders(tx, userId, body.order_ids, true);
      const { preview: p, weights } = await previewOf(tx, orders, body.route_code, body.ship_mode);
      const first = orders.find((o) => o.address)?.address ?? null;
      const shipment = await repo.insertShipment(tx, {
        userId,
        status: 'requested',
        routeCode: p.route_code,
        shipMode: p.ship_mode,
        address: first ? { receiver_name: first.receiver_name, phone: first.phone, full_address: first.full_address } : null,
        note: body.note ?? '',
        separateEstimateVnd: p.separate_total_vnd,
        consolidatedEstimateVnd: p.consolidated.amount_vnd,
      });
      await repo.insertShipmentOrders(
        tx,
        orders.map((o) => ({ shipmentId: shipment.id, orderId: o.id, orderCode: o.code, estimatedWeightG: weights.get(o.id)! })),
      );
      await repo.insertEvent(tx, { shipmentId: shipment.id, fromStatus: null, toStatus: 'requested', actorKind: 'customer', actorId: userId, note: orders.map((o) => o.code).join(', ') });
      return shipment;
    });
  } catch (error) {
    // Two requests with the same order at once: the unique order index let one through.
    if (violatesConstraint(error, 'shipment_orders_order_key')) throw new AppError(409, 'SHIPMENT_ORDER_IN_SHIPMENT');
    throw error;
  }
  return (await toDtos(ctx, [created]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Reading

function stageOf(row: repo.ShipmentRow, billStatus: string | null): ShipmentStage {
  return row.status === 'billed' && billStatus === 'paid' ? 'paid' : row.status;
}

async function toDtos(ctx: ShipmentsContext, rows: repo.ShipmentRow[]): Promise<ShipmentDto[]> {
  const { db } = ctx;
  const ids = rows.map((r) => r.id);
  const [orderLinks, boxes, events, bills, labels] = await Promise.all([
    repo.ordersOf(db, ids),
    repo.boxesOf(db, ids),
    repo.eventsOf(db, ids),
    billsById(
      db,
      rows.flatMap((r) => (r.billId ? [r.billId] : [])),
    ),
    pricingLabels(
      db,
      rows.map((r) => r.routeCode),
    ),
  ]);
  const orderIds = [...orderLinks.values()].flat().map((l) => l.orderId);
  const [orderRows, items] = await Promise.all([repo.ordersByIds(db, orderIds), orderItemsOf(db, orderIds)]);
  await prepareTitles(
    ctx.translator,
    [...items.values()].flat().map((i) => i.name),
  );
  const statusOf = new Map(orderRows.map((o) => [o.id, o.status]));
  return rows.map((row) => {
    const bill = row.billId ? bills.get(row.billId) : undefined;
    const stage = stageOf(row, bill?.status ?? null);
    return {
      id: row.id,
      code: row.code,
      status: row.status,
      stage,
      stage_label: shipmentsText.stages[stage],
      route_code: row.routeCode,
      route_name: labels.route(row.routeCode) ?? row.routeCode,
      ship_mode: row.shipMode,
      ship_mode_name: labels.shipMode(row.routeCode, row.shipMode) ?? row.shipMode,
      address: row.address ?? null,
      note: row.note,
      separate_estimate_vnd: row.separateEstimateVnd,
      consolidated_estimate_vnd: row.consolidatedEstimateVnd,
      saving_estimate_vnd: row.separateEstimateVnd - row.consolidatedEstimateVnd,
      orders: (orderLinks.get(row.id) ?? []).map((link) => ({
        id: link.orderId,
        code: link.orderCode,
        status: (statusOf.get(link.orderId) ?? 'at_jp_warehouse') as OrderStatus,
        estimated_weight_g: link.estimatedWeightG,
        items: (items.get(link.orderId) ?? []).map((i) => ({ name: i.name, name_vi: vietnameseTitle(ctx.translator, i.name), qty: i.qty, image: i.image })),
      })),
      boxes: (boxes.get(row.id) ?? []).map((b) => ({ position: b.position, weight_g: b.weightG, length_cm: b.lengthCm, width_cm: b.widthCm, height_cm: b.heightCm })),
      bill: bill
        ? {
            id: bill.id,
            code: bill.code,
            status: bill.status,
            amount_vnd: bill.amountVnd,
            weight_g: bill.weightG,
            chargeable_weight_g: bill.chargeableWeightG,
            lines: bill.lines,
            paid_at: bill.paidAt?.toISOString() ?? null,
            paid_via: bill.status === 'paid' ? (bill.paidVia ?? 'wallet') : null,
          }
        : null,
      international_tracking: row.internationalTracking,
      carrier_name: row.carrierName,
      carrier_tracking: row.carrierTracking,
      cod_vnd: row.codVnd,
      cod_collected_at: row.codCollectedAt?.toISOString() ?? null,
      cancellable: row.status === 'requested',
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      cancel_reason: row.cancelReason ?? null,
      events: (events.get(row.id) ?? []).map((e) => ({
        from_status: (e.fromStatus as ShipmentStatus | null) ?? null,
        to_status: e.toStatus as ShipmentStatus,
        label: shipmentsText.statuses[e.toStatus as ShipmentStatus],
        actor_kind: e.actorKind,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function toAdminDtos(ctx: ShipmentsContext, rows: repo.ShipmentRow[]): Promise<AdminShipmentDto[]> {
  const [dtos, customers, audit] = await Promise.all([
    toDtos(ctx, rows),
    repo.customersOf(
      ctx.db,
      rows.map((r) => r.userId),
    ),
    repo.auditOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return dtos.map((dto, i) => {
    const c = customers.get(rows[i]!.userId);
    return {
      ...dto,
      customer: { id: rows[i]!.userId, customer_no: c?.customerNo ?? null, full_name: c?.fullName ?? null, phone: c?.phone ?? null },
      audit: (audit.get(rows[i]!.id) ?? []).map((a) => ({ action: a.action, actor_id: a.actorId, actor_name: a.actorName, note: a.note, created_at: a.createdAt.toISOString() })),
    };
  });
}

export async function listForCustomer(ctx: ShipmentsContext, userId: string, query: { page: number; size: number; status?: ShipmentStatus | undefined }) {
  const { rows, total } = await repo.listShipments(ctx.db, { userId, status: query.status }, query.page, query.size);
  return { results: await toDtos(ctx, rows), pagination: { page: query.page, size: query.size, total } };
}

export async function findForCustomer(ctx: ShipmentsContext, userId: string, code: string): Promise<ShipmentDto> {
  const row = await repo.findOwned(ctx.db, userId, code);
  if (!row) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
  return (await toDtos(ctx, [row]))[0]!;
}

export async function adminList(ctx: ShipmentsContext, query: { page: number; size: number; status?: ShipmentStatus | undefined; search?: string | undefined }) {
  const filter = { status: query.status, search: query.search };
  const [{ rows, total }, counts] = await Promise.all([repo.listShipments(ctx.db, filter, query.page, query.size), repo.countsByStatus(ctx.db, filter)]);
  return { results: await toAdminDtos(ctx, rows), pagination: { page: query.page, size: query.size, total }, counts };
}

export async function adminFind(ctx: ShipmentsContext, id: string): Promise<AdminShipmentDto> {
  const row = await repo.findShipment(ctx.db, id);
  if (!row) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
  return (await toAdminDtos(ctx, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Moving a shipment (staff, and the customer's receipt)

interface Move {
  to: ShipmentStatus;
  /** Checks and writes under the shipment's row lock; returns the patch and the trail/audit note. */
  apply: (tx: Db, row: repo.ShipmentRow, orders: OrderRow[]) => Promise<{ patch: Partial<repo.ShipmentRow>; note: string; after?: Record<string, unknown> }>;
  /** The orders' note on their own timeline (null: the orders do not move). */
  orderNote: (row: repo.ShipmentRow) => string | null;
  action: string;
}

async function move(ctx: ShipmentsContext, shipmentId: string, actor: { kind: 'staff'; staff: StaffRef } | { kind: 'customer'; userId: string }, m: Move): Promise<repo.ShipmentRow> {
  const { db } = ctx;
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.lockShipment(tx, shipmentId);
    if (!row || (actor.kind === 'customer' && row.userId !== actor.userId)) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
    if (!canMove(row.status, m.to, actor.kind)) {
      if (m.to === 'cancelled') {
        if (row.status === 'cancelled') throw new AppError(409, 'SHIPMENT_ALREADY_CANCELLED');
        if (row.status === 'packed') throw new AppError(409, 'SHIPMENT_PACKED_NOT_CANCELLABLE');
        if (actor.kind === 'staff') throw new AppError(409, 'SHIPMENT_SHIPPED_NOT_CANCELLABLE', `${errorMessages.SHIPMENT_SHIPPED_NOT_CANCELLABLE} (${shipmentsText.stages[row.status]})`);
        throw new AppError(409, 'SHIPMENT_BILLED_NOT_CANCELLABLE', `${errorMessages.SHIPMENT_BILLED_NOT_CANCELLABLE} (${shipmentsText.stages[row.status]})`);
      }
      if (m.to === 'billed' && row.billId) throw new AppError(409, 'SHIPMENT_ALREADY_BILLED');
      if (m.to === 'billed' && row.status === 'requested') throw new AppError(409, 'SHIPMENT_NOT_PACKED');
      throw new AppError(409, 'SHIPMENT_STATUS_INVALID', `${errorMessages.SHIPMENT_STATUS_INVALID} (${shipmentsText.stages[row.status]})`);
    }
    const links = (await repo.ordersOf(tx, [row.id])).get(row.id) ?? [];
    const orders = await repo.ordersByIds(
      tx,
      links.map((l) => l.orderId),
    );
    // The orders must stand where the shipment says they are (or already where it goes: a customer
    // may confirm one order's receipt on its own page), or the shipment and its orders would part.
    const step = orderStepOf(m.to);
    if (step) {
      const off = orders.filter((o) => o.status !== step.from && o.status !== step.to);
      if (off.length > 0) throw new AppError(409, 'SHIPMENT_STATUS_INVALID', `${errorMessages.SHIPMENT_STATUS_INVALID} (${off.map((o) => o.code).join(', ')})`);
    }
    const { patch, note, after } = await m.apply(tx, row, orders);
    const updated = await repo.updateShipment(tx, row.id, { ...patch, status: m.to, statusChangedAt: new Date() });
    const actorId = actor.kind === 'staff' ? actor.staff.id : actor.userId;
    await repo.insertEvent(tx, { shipmentId: row.id, fromStatus: row.status, toStatus: m.to, actorKind: actor.kind, actorId, note });
    if (actor.kind === 'staff') {
      await recordStaffAction(tx, {
        actorId,
        action: m.action,
        entityType: 'shipment',
        entityId: row.id,
        customerId: row.userId,
        before: { status: row.status, code: row.code },
        after: { status: m.to, code: row.code, orders: orders.map((o) => o.code), ...after },
        note,
        requestId: actor.staff.requestId ?? null,
        ip: actor.staff.ip ?? null,
      });
    }
    return { updated, orders };
  });
  // Each order follows through its own transition (timeline, notification), after the shipment's commit.
  const step = orderStepOf(m.to);
  const note = m.orderNote(result.updated);
  if (step && note !== null) {
    for (const order of result.orders) {
      if (order.status === step.to) continue;
      try {
        await transitionOrder(ctx.orders, {
          orderId: order.id,
          to: step.to,
          actor: actor.kind === 'staff' ? { kind: 'staff', id: actor.staff.id } : { kind: 'customer', id: actor.userId },
          note,
          cashOnDelivery: step.to === 'delivering' && result.updated.codVnd > 0,
        });
      } catch (error) {
        const now = await findOrder(db, order.id);
        if (now?.status !== step.to) ctx.log.error({ err: error, orderId: order.id, shipmentId: result.updated.id }, 'an order did not follow its shipment');
      }
    }
  }
  return result.updated;
}

/** PUT /api/admin/shipments/{id}/boxes: the packed boxes (again, until the bill is made). */
export async function pack(ctx: ShipmentsContext, id: string, boxes: Array<{ weight_g: number; length_cm: number; width_cm: number; height_cm: number }>, staff: StaffRef) {
  if (boxes.length === 0) throw new AppError(400, 'SHIPMENT_BOXES_REQUIRED');
  const total = boxes.reduce((a, b) => a + b.weight_g, 0);
  const row = await move(ctx, id, { kind: 'staff', staff }, {
    to: 'packed',
    action: 'shipment.pack',
    apply: async (tx, shipment) => {
      const before = (await repo.boxesOf(tx, [shipment.id])).get(shipment.id) ?? [];
      await repo.replaceBoxes(
        tx,
        shipment.id,
        boxes.map((b) => ({ weightG: b.weight_g, lengthCm: b.length_cm, widthCm: b.width_cm, heightCm: b.height_cm, packedBy: staff.id })),
      );
      return {
        patch: {},
        note: shipmentsText.notes.packed(boxes.length, kg(total)),
        after: { boxes, replaced_boxes: before.map((b) => ({ weight_g: b.weightG, length_cm: b.lengthCm, width_cm: b.widthCm, height_cm: b.heightCm })) },
      };
    },
    orderNote: () => null,
  });
  return adminFind(ctx, row.id);
}

/** POST /api/admin/shipments/{id}/bill: the shipment's one bill. A second call → 409, nothing changed. */
export async function bill(ctx: ShipmentsContext, id: string, body: { jp_shipping_actual?: Array<{ order_id: string; amount_jpy: number }> | undefined }, staff: StaffRef) {
  let made: { code: string; amountVnd: number; dueAt: Date | null; weightG: number } | null = null;
  const row = await move(ctx, id, { kind: 'staff', staff }, {
    to: 'billed',
    action: 'shipment.bill',
    apply: async (tx, shipment, orders) => {
      const boxes = (await repo.boxesOf(tx, [shipment.id])).get(shipment.id) ?? [];
      if (boxes.length === 0) throw new AppError(409, 'SHIPMENT_NOT_PACKED');
      const tables = await loadPricingTables(tx);
      const weights = await Promise.all(orders.map((o) => estimatedWeightOfOrder(tx, o)));
      const jpActual = new Map((body.jp_shipping_actual ?? []).map((a) => [a.order_id.toLowerCase(), a.amount_jpy]));
      const { bill: created } = await billShipmentIn(tx, {
        shipmentCode: shipment.code,
        userId: shipment.userId,
        tables,
        routeCode: shipment.routeCode,
        shipMode: shipment.shipMode,
        boxes: boxes.map((b) => ({ weightG: b.weightG, lengthCm: b.lengthCm, widthCm: b.widthCm, heightCm: b.heightCm })),
        orders: orders.map((order, i) => ({ order, weightG: weights[i]! })),
        jpActualByOrder: jpActual,
        address: shipment.address ?? null,
        staffId: staff.id,
        now: new Date(),
      });
      made = { code: created.code, amountVnd: created.amountVnd, dueAt: created.dueAt, weightG: created.weightG };
      return {
        patch: { billId: created.id },
        note: shipmentsText.notes.billed(created.code, money(created.amountVnd)),
        after: { bill_id: created.id, bill_code: created.code, amount_vnd: created.amountVnd, chargeable_weight_g: created.chargeableWeightG, jp_shipping_actual: body.jp_shipping_actual ?? [] },
      };
    },
    orderNote: () => null,
  });
  const billed = made as { code: string; amountVnd: number; dueAt: Date | null; weightG: number } | null;
  if (billed) {
    await notify(
      ctx.db,
      {
        userId: row.userId,
        category: 'bill',
        title: shipmentsText.notices.billedTitle,
        body: shipmentsText.notices.billedBody(row.code, kg(billed.weightG), money(billed.amountVnd), billed.code, billed.dueAt ? dateFormat.format(billed.dueAt) : ''),
        link: `/account/shipments/${row.code}`,
        data: { shipment_id: row.id, shipment_code: row.code, bill_code: billed.code, amount_vnd: billed.amountVnd, status: 'unpaid' },
      },
      ctx.notifyContext,
    ).catch((error: unknown) => ctx.log.error({ err: error, shipmentId: row.id }, 'shipment notification failed'));
  }
  return adminFind(ctx, row.id);
}

/** POST /api/admin/shipments/{id}/ship: left the Japanese warehouse with its international tracking number. */
export async function ship(ctx: ShipmentsContext, id: string, trackingNumber: string, staff: StaffRef) {
  const tracking = trackingNumber.trim().toUpperCase();
  const row = await move(ctx, id, { kind: 'staff', staff }, {
    to: 'shipped',
    action: 'shipment.ship',
    apply: async () => ({ patch: { internationalTracking: tracking }, note: shipmentsText.notes.shipped(tracking), after: { international_tracking: tracking } }),
    orderNote: (s) => shipmentsText.notes.orderShipped(s.code, tracking),
  });
  return adminFind(ctx, row.id);
}

/** POST /api/admin/shipments/{id}/arrive: at the Vietnamese warehouse. */
export async function arrive(ctx: ShipmentsContext, id: string, note: string | undefined, staff: StaffRef) {
  const row = await move(ctx, id, { kind: 'staff', staff }, {
    to: 'at_vn_warehouse',
    action: 'shipment.arrive',
    apply: async () => ({ patch: {}, note: note?.trim() ?? '' }),
    orderNote: (s) => shipmentsText.notes.orderArrived(s.code),
  });
  return adminFind(ctx, row.id);
}

/**
 * POST /api/admin/shipments/{id}/hand-over: to a domestic carrier (name, tracking code). An unpaid
 * bill stops it, unless `cod`: then the carrier collects exactly the bill's unpaid amount.
 */
export async function handOver(ctx: ShipmentsContext, id: string, body: { carrier_name: string; tracking_code: string; cod?: boolean | undefined }, staff: StaffRef) {
  const carrier = body.carrier_name.trim();
  const tracking = body.tracking_code.trim().toUpperCase();
  let cod = 0;
  const row = await move(ctx, id, { kind: 'staff', staff }, {
    to: 'handed_to_carrier',
    action: 'shipment.hand_over',
    apply: async (tx, shipment, orders) => {
      const bill = shipment.billId ? (await billsById(tx, [shipment.billId])).get(shipment.billId) : undefined;
      // What the orders still owe (this shipment's bill, or any other second payment of theirs).
      const unpaid = orders.reduce((sum, o) => sum + Math.max(0, o.secondPaymentDueVnd - o.secondPaymentPaidVnd), 0);
      if (unpaid > 0 && !body.cod) throw new AppError(409, 'SHIPMENT_UNPAID', `${errorMessages.SHIPMENT_UNPAID} (${money(unpaid)})`);
      cod = unpaid;
      const codText = cod > 0 ? money(cod) : null;
      return {
        patch: { carrierName: carrier, carrierTracking: tracking, codVnd: cod },
        note: shipmentsText.notes.handedOver(carrier, tracking, codText),
        after: { carrier_name: carrier, carrier_tracking: tracking, cod_vnd: cod, bill_code: bill?.code ?? null },
      };
    },
    orderNote: (s) => shipmentsText.notes.orderHandedOver(s.code, carrier, tracking, cod > 0 ? money(cod) : null),
  });
  return adminFind(ctx, row.id);
}

/** POST /api/shipments/{code}/confirm-receipt: the customer received it; every order is delivered. */
export async function confirmReceipt(ctx: ShipmentsContext, userId: string, code: string): Promise<ShipmentDto> {
  const owned = await repo.findOwned(ctx.db, userId, code);
  if (!owned) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
  const row = await move(ctx, owned.id, { kind: 'customer', userId }, {
    to: 'delivered',
    action: 'shipment.delivered',
    apply: async () => ({ patch: {}, note: '' }),
    orderNote: (s) => shipmentsText.notes.orderDelivered(s.code),
  });
  return (await toDtos(ctx, [row]))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Cancelling — ADR 0017 §4 (before the bill) and §6 (billed, before it ships)

async function cancelMove(ctx: ShipmentsContext, shipmentId: string, actor: { kind: 'staff'; staff: StaffRef } | { kind: 'customer'; userId: string }, reason: string) {
  const note = actor.kind === 'staff' ? shipmentsText.notes.cancelledByStaff(reason) : shipmentsText.notes.cancelledByCustomer(reason);
  let billOutcome: CancelOutcome | null = null;
  const row = await move(ctx, shipmentId, actor, {
    to: 'cancelled',
    action: 'shipment.cancel',
    apply: async (tx, shipment) => {
      const now = new Date();
      // Billed (staff only, before it ships): the bill goes with it, under the shipment's lock then
      // the bill's (the order a payment or the bills module's cancel also respects). Unpaid → cancelled;
      // paid → refunded to the wallet through the ledger (`bill-refund:<billId>`, once).
      let billNote = '';
      let billAfter: Record<string, unknown> = {};
      if (shipment.billId) {
        const outcome = await cancelBillIn(tx, { billId: shipment.billId, reason: note, now, createdBy: actor.kind === 'staff' ? actor.staff.id : actor.userId });
        billOutcome = outcome;
        billNote =
          outcome.kind === 'refunded' ? shipmentsText.notes.cancelBillRefunded(outcome.bill.code, money(outcome.refundVnd)) : shipmentsText.notes.cancelBillCancelled(outcome.bill.code);
        billAfter = {
          bill_id: outcome.bill.id,
          bill_code: outcome.bill.code,
          bill_status_before: outcome.kind === 'refunded' ? 'paid' : 'unpaid',
          ...(outcome.kind === 'refunded' ? { refund_vnd: outcome.refundVnd, ledger_key: outcome.key, ledger_entry_id: outcome.entryId } : {}),
        };
      }
      // The orders stand at the Japanese warehouse (nothing moves before shipping): releasing the
      // links puts them back among the customer's orders waiting to be consolidated.
      await repo.releaseOrders(tx, shipment.id, now);
      return { patch: { cancelledAt: now, cancelReason: reason || null, billId: null }, note: note + billNote, after: { reason, ...billAfter } };
    },
    orderNote: () => null,
  });
  return { row, bill: billOutcome as CancelOutcome | null };
}

/** POST /api/shipments/{code}/cancel: the customer cancels a shipment still waiting to be packed. */
export async function cancelByCustomer(ctx: ShipmentsContext, userId: string, code: string, reason: string | undefined): Promise<ShipmentDto> {
  const owned = await repo.findOwned(ctx.db, userId, code);
  if (!owned) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
  const { row } = await cancelMove(ctx, owned.id, { kind: 'customer', userId }, reason?.trim() ?? '');
  return (await toDtos(ctx, [row]))[0]!;
}

/**
 * POST /api/admin/shipments/{id}/cancel: staff cancel a shipment before it ships (requested, packed
 * or billed: its bill cancelled, or refunded to the wallet when paid); the customer is told.
 */
export async function cancelByStaff(ctx: ShipmentsContext, id: string, reason: string, staff: StaffRef): Promise<AdminShipmentDto> {
  const { row, bill: billOutcome } = await cancelMove(ctx, id, { kind: 'staff', staff }, reason.trim());
  await notify(
    ctx.db,
    {
      userId: row.userId,
      category: 'order',
      title: shipmentsText.notices.cancelledTitle(row.code),
      body:
        billOutcome?.kind === 'refunded'
          ? shipmentsText.notices.cancelledRefundBody(row.code, reason.trim(), billOutcome.bill.code, money(billOutcome.refundVnd))
          : shipmentsText.notices.cancelledBody(row.code, reason.trim()),
      link: `/account/shipments/${row.code}`,
      data: { shipment_id: row.id, shipment_code: row.code, status: 'cancelled' },
    },
    ctx.notifyContext,
  ).catch((error: unknown) => ctx.log.error({ err: error, shipmentId: row.id }, 'shipment notification failed'));
  return adminFind(ctx, row.id);
}

// ---------------------------------------------------------------------------------------------
// Splitting a shipment (before its bill) — ADR 0017 §7

/**
 * POST /api/admin/shipments/{id}/split: the chosen orders leave the shipment for a NEW shipment of
 * the same customer, route, mode and address (status `requested`: to pack), in one transaction under
 * the shipment's row lock and its orders' locks. Only while `requested` or `packed` (no bill yet);
 * the chosen orders must be in the shipment and at least one must stay. A packed shipment's boxes no
 * longer hold what it ships: they are removed and it goes back to `requested` (to pack again). Both
 * shipments' estimates are recomputed; both trails and the audit log say it; the customer is told.
 */
export async function split(ctx: ShipmentsContext, id: string, orderIds: string[], staff: StaffRef): Promise<{ original: AdminShipmentDto; created: AdminShipmentDto }> {
  const chosen = [...new Set(orderIds.map((o) => o.toLowerCase()))];
  if (chosen.length === 0) throw new AppError(400, 'SHIPMENT_SPLIT_SELECTION_REQUIRED');
  const result = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.lockShipment(tx, id);
    if (!row) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
    if (row.status !== 'requested' && row.status !== 'packed') {
      throw new AppError(409, 'SHIPMENT_SPLIT_STATUS_INVALID', `${errorMessages.SHIPMENT_SPLIT_STATUS_INVALID} (${shipmentsText.stages[row.status]})`);
    }
    const links = ((await repo.ordersOf(tx, [row.id])).get(row.id) ?? []).filter((l) => l.releasedAt === null);
    const inShipment = new Set(links.map((l) => l.orderId));
    if (chosen.some((o) => !inShipment.has(o))) throw new AppError(400, 'SHIPMENT_SPLIT_ORDER_NOT_IN_SHIPMENT');
    if (chosen.length >= links.length) throw new AppError(409, 'SHIPMENT_SPLIT_ALL_ORDERS');
    const orders = await repo.ordersByIds(
      tx,
      links.map((l) => l.orderId),
      true,
    );
    const moving = orders.filter((o) => chosen.includes(o.id));
    const staying = orders.filter((o) => !chosen.includes(o.id));
    const [stay, move] = await Promise.all([previewOf(tx, staying, row.routeCode, row.shipMode), previewOf(tx, moving, row.routeCode, row.shipMode)]);
    const now = new Date();
    await repo.releaseSomeOrders(tx, row.id, chosen, now);
    const created = await repo.insertShipment(tx, {
      userId: row.userId,
      status: 'requested',
      routeCode: row.routeCode,
      shipMode: row.shipMode,
      address: row.address,
      note: row.note,
      separateEstimateVnd: move.preview.separate_total_vnd,
      consolidatedEstimateVnd: move.preview.consolidated.amount_vnd,
    });
    const linkOf = new Map(links.map((l) => [l.orderId, l]));
    await repo.insertShipmentOrders(
      tx,
      moving.map((o) => ({ shipmentId: created.id, orderId: o.id, orderCode: o.code, estimatedWeightG: linkOf.get(o.id)!.estimatedWeightG })),
    );
    const repack = row.status === 'packed';
    if (repack) await repo.deleteBoxes(tx, row.id);
    const movedCodes = moving.map((o) => o.code).join(', ');
    const updated = await repo.updateShipment(tx, row.id, {
      status: 'requested',
      separateEstimateVnd: stay.preview.separate_total_vnd,
      consolidatedEstimateVnd: stay.preview.consolidated.amount_vnd,
      ...(repack ? { statusChangedAt: now } : {}),
    });
    const outNote = shipmentsText.notes.splitOut(created.code, movedCodes, repack);
    const inNote = shipmentsText.notes.splitIn(row.code, movedCodes);
    await repo.insertEvent(tx, { shipmentId: row.id, fromStatus: row.status, toStatus: 'requested', actorKind: 'staff', actorId: staff.id, note: outNote });
    await repo.insertEvent(tx, { shipmentId: created.id, fromStatus: null, toStatus: 'requested', actorKind: 'staff', actorId: staff.id, note: inNote });
    const audit = { actorId: staff.id, action: 'shipment.split', entityType: 'shipment', customerId: row.userId, requestId: staff.requestId ?? null, ip: staff.ip ?? null };
    await recordStaffAction(tx, {
      ...audit,
      entityId: row.id,
      before: { status: row.status, code: row.code, orders: links.map((l) => l.orderCode) },
      after: { status: 'requested', code: row.code, orders: staying.map((o) => o.code), new_shipment_id: created.id, new_shipment_code: created.code, moved_orders: moving.map((o) => o.code), boxes_removed: repack },
      note: outNote,
    });
    await recordStaffAction(tx, {
      ...audit,
      entityId: created.id,
      before: { from_shipment_id: row.id, from_shipment_code: row.code },
      after: { status: 'requested', code: created.code, orders: moving.map((o) => o.code) },
      note: inNote,
    });
    return { updated, created, movedCodes };
  });
  await notify(
    ctx.db,
    {
      userId: result.updated.userId,
      category: 'order',
      title: shipmentsText.notices.splitTitle(result.updated.code),
      body: shipmentsText.notices.splitBody(result.updated.code, result.created.code, result.movedCodes),
      link: `/account/shipments/${result.created.code}`,
      data: { shipment_id: result.updated.id, shipment_code: result.updated.code, new_shipment_code: result.created.code },
    },
    ctx.notifyContext,
  ).catch((error: unknown) => ctx.log.error({ err: error, shipmentId: result.updated.id }, 'shipment notification failed'));
  const [original, created] = await toAdminDtos(ctx, [result.updated, result.created]);
  return { original: original!, created: created! };
}

// ---------------------------------------------------------------------------------------------
// The shipment's bill cancelled by staff through the bills module — ADR 0017 §6

/**
 * Registered with the bills module (`onBillCancelled`): when staff cancel a bill that is a
 * shipment's, in the SAME transaction, the shipment (locked before the bill) goes back from `billed`
 * to `packed` without a bill — billable again with its boxes, or cancellable — with its trail, a
 * staff audit entry `shipment.bill_cancelled`, and the customer told after the commit. A shipment
 * that already left Japan refuses (409 BILL_SHIPMENT_SHIPPED): its bill is what the hand-over and
 * the COD rely on. Only unpaid bills reach here (the bills module refuses paid ones).
 */
export const shipmentBillCancelListener: BillCancelListener = async (tx, billId) => {
    const shipment = await repo.lockShipmentOfBill(tx, billId);
    if (!shipment) return null;
    if (shipment.status !== 'billed') throw new AppError(409, 'BILL_SHIPMENT_SHIPPED', `${errorMessages.BILL_SHIPMENT_SHIPPED} (${shipment.code}: ${shipmentsText.stages[shipment.status]})`);
    return {
      afterCancel: async (bill, reason, actor) => {
        const now = new Date();
        const note = shipmentsText.notes.billCancelled(bill.code, reason);
        const updated = await repo.updateShipment(tx, shipment.id, { status: 'packed', billId: null, statusChangedAt: now });
        await repo.insertEvent(tx, { shipmentId: shipment.id, fromStatus: 'billed', toStatus: 'packed', actorKind: 'staff', actorId: actor?.actorId ?? null, note });
        const links = (await repo.ordersOf(tx, [shipment.id])).get(shipment.id) ?? [];
        await recordStaffAction(tx, {
          actorId: actor?.actorId ?? null,
          action: 'shipment.bill_cancelled',
          entityType: 'shipment',
          entityId: shipment.id,
          customerId: shipment.userId,
          before: { status: 'billed', code: shipment.code, bill_id: bill.id, bill_code: bill.code },
          after: { status: 'packed', code: shipment.code, orders: links.map((l) => l.orderCode), bill_id: null },
          note,
          requestId: actor?.requestId ?? null,
          ip: actor?.ip ?? null,
        });
        return async (after) => {
          await notify(
            after.db,
            {
              userId: updated.userId,
              category: 'bill',
              title: shipmentsText.notices.billCancelledTitle(updated.code),
              body: shipmentsText.notices.billCancelledBody(updated.code, bill.code, reason),
              link: `/account/shipments/${updated.code}`,
              data: { shipment_id: updated.id, shipment_code: updated.code, bill_code: bill.code, status: 'packed' },
            },
            after.notifyContext,
          );
        };
      },
    };
};
onBillCancelled(shipmentBillCancelListener);

// ---------------------------------------------------------------------------------------------
// Cash on delivery collected by the carrier — ADR 0017

/** The ledger key of a shipment's COD collection (one entry per shipment, ever). */
export const codLedgerKey = (shipmentId: string) => `shipment-cod:${shipmentId}`;

/**
 * POST /api/admin/shipments/{id}/cod-collected. A Vietnamese carrier (GHN, GHTK, Viettel Post …)
 * collects the COD when it delivers and remits it later in its reconciliation batches; its report
 * ("delivered, collected X ₫") is what VN warehouse staff record here. In ONE transaction, under the
 * shipment's row lock:
 *   1. the ledger entry `shipment-cod:<id>`: the system account `cod_receivable` (what carriers owe
 *      us until they remit) → the customer's wallet, the amount collected;
 *   2. the shipment's bill paid from that money through the bills module (`payBillIn`, key
 *      `bill:<billId>`, the same as a wallet payment, so a bill is never paid twice), which records
 *      each order's second payment; if the customer paid the bill meanwhile, the cash stays in the
 *      wallet as their credit (said in the audit entry);
 *   3. the shipment marked collected (and delivered, if the customer had not confirmed yet), its
 *      trail, and the staff audit entry naming the ledger keys.
 * A replay (same or concurrent) finds the shipment collected and answers with it, nothing moved.
 */
export async function recordCodCollection(ctx: ShipmentsContext, id: string, body: { amount_vnd: number; note?: string | undefined }, staff: StaffRef) {
  const { db } = ctx;
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.lockShipment(tx, id);
    if (!row) throw new AppError(404, 'SHIPMENT_NOT_FOUND');
    if (row.codEntryId) return { replayed: true as const, row };
    if (row.status !== 'handed_to_carrier' && row.status !== 'delivered') throw new AppError(409, 'SHIPMENT_COD_NOT_HANDED_OVER', `${errorMessages.SHIPMENT_COD_NOT_HANDED_OVER} (${shipmentsText.stages[row.status]})`);
    if (row.codVnd <= 0) throw new AppError(409, 'SHIPMENT_COD_NOT_DUE');
    if (body.amount_vnd !== row.codVnd) throw new AppError(409, 'SHIPMENT_COD_AMOUNT_MISMATCH', `${errorMessages.SHIPMENT_COD_AMOUNT_MISMATCH} (${money(row.codVnd)})`);
    const carrier = row.carrierName ?? '';
    const now = new Date();
    const key = codLedgerKey(row.id);
    const { entry, replayed } = await credit(
      tx,
      {
        userId: row.userId,
        amountVnd: row.codVnd,
        idempotencyKey: key,
        from: 'cod_receivable',
        kind: 'topup',
        purpose: 'cod_collection',
        description: shipmentsText.notes.walletCredit(row.code, carrier),
        referenceType: 'shipment',
        referenceId: row.id,
        createdBy: staff.id,
        metadata: { shipment_code: row.code, carrier_name: carrier, carrier_tracking: row.carrierTracking, note: body.note ?? null },
      },
      { inTransaction: true },
    );
    // Under the row lock with no entry recorded on the shipment, the key cannot have been used.
    if (replayed) throw new Error(`shipment ${row.id}: COD key used without the shipment knowing`);
    let paid: PayOutcome | null = null;
    if (row.billId) paid = await payBillIn(tx, { billId: row.billId, userId: row.userId, now, via: 'cod', createdBy: staff.id, note: shipmentsText.notes.billPaidCod(row.code) });
    const billCode = paid?.bill.code ?? null;
    const paidNow = paid?.kind === 'paid';
    const walletCreditVnd = row.codVnd - (paidNow ? paid!.bill.amountVnd : 0);
    const note =
      shipmentsText.notes.codCollected(carrier, money(row.codVnd), paidNow ? billCode : null) +
      (walletCreditVnd > 0 ? shipmentsText.notes.codCollectedCredit(money(walletCreditVnd)) : '') +
      (body.note ? ` (${body.note})` : '');
    const to: ShipmentStatus = 'delivered';
    const updated = await repo.updateShipment(tx, row.id, {
      codCollectedAt: now,
      codEntryId: entry.id,
      codCollectedBy: staff.id,
      status: to,
      ...(row.status !== to ? { statusChangedAt: now } : {}),
    });
    await repo.insertEvent(tx, { shipmentId: row.id, fromStatus: row.status, toStatus: to, actorKind: 'staff', actorId: staff.id, note });
    const links = (await repo.ordersOf(tx, [row.id])).get(row.id) ?? [];
    await recordStaffAction(tx, {
      actorId: staff.id,
      action: 'shipment.cod_collected',
      entityType: 'shipment',
      entityId: row.id,
      customerId: row.userId,
      before: { status: row.status, code: row.code, cod_vnd: row.codVnd, bill_status: paid ? (paidNow ? 'unpaid' : paid.bill.status) : null },
      after: {
        status: to,
        code: row.code,
        orders: links.map((l) => l.orderCode),
        amount_vnd: row.codVnd,
        ledger_key: key,
        ledger_entry_id: entry.id,
        bill_code: billCode,
        bill_paid: paidNow,
        bill_payment_key: paidNow ? `bill:${paid!.bill.id}` : null,
        wallet_credit_vnd: walletCreditVnd,
        carrier_name: carrier,
      },
      note,
      requestId: staff.requestId ?? null,
      ip: staff.ip ?? null,
    });
    return { replayed: false as const, row: updated, before: row, paidBill: paidNow ? paid!.bill : null, orderIds: links.map((l) => l.orderId) };
  });
  if (!result.replayed) {
    // The carrier delivered: orders still out for delivery follow (the customer may have confirmed already).
    if (result.before.status === 'handed_to_carrier') {
      for (const orderId of result.orderIds) {
        try {
          await transitionOrder(ctx.orders, {
            orderId,
            to: 'delivered',
            actor: { kind: 'staff', id: staff.id },
            note: shipmentsText.notes.orderCodDelivered(result.row.code, result.row.carrierName ?? ''),
          });
        } catch (error) {
          const now = await findOrder(db, orderId);
          if (now?.status !== 'delivered') ctx.log.error({ err: error, orderId, shipmentId: result.row.id }, 'an order did not follow its shipment');
        }
      }
    }
    if (result.paidBill) await announceBillPaid({ db, orders: ctx.orders, notifyContext: ctx.notifyContext, log: ctx.log }, result.paidBill);
  }
  return { replayed: result.replayed, data: await adminFind(ctx, result.row.id) };
}

// ---------------------------------------------------------------------------------------------
// The back office's dashboard

export interface WaitingCount {
  count: number;
  oldest_at: string | null;
}

/** Shipments waiting for the warehouses: to pack, to ship (packed or billed), at the VN warehouse to hand over. */
export async function shipmentsWaitingCounts(db: Db): Promise<{ to_pack: WaitingCount; to_ship: WaitingCount; to_hand_over: WaitingCount }> {
  const [toPack, toShip, toHandOver] = await Promise.all([repo.waiting(db, ['requested']), repo.waiting(db, ['packed', 'billed']), repo.waiting(db, ['at_vn_warehouse'])]);
  const dto = (w: { count: number; oldestAt: Date | null }) => ({ count: w.count, oldest_at: w.oldestAt?.toISOString() ?? null });
  return { to_pack: dto(toPack), to_ship: dto(toShip), to_hand_over: dto(toHandOver) };
}

