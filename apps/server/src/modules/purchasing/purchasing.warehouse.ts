import type { PhotoRequestItem, ReceivePackageBody, ToReceiveItem, WarehousePackageDto, WorkQueueFilters } from '@kaimono/contracts';
import { warehouseJpText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import { findOrder, orderItemsOf, ownedOrder, transitionOrder, type OrderRow } from '../orders/index.ts';
import { loadPricingTables } from '../pricing/index.ts';
import { fileUrl, findFiles, grantFileAccess, parseFileRef } from '../uploads/index.ts';
import { debit } from '../wallet/index.ts';
import * as repo from './purchasing.repository.ts';
import type { PurchasingContext, StaffRef } from './purchasing.service.ts';

const t = warehouseJpText;
const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const kgText = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;

// ---------------------------------------------------------------------------------------------
// Reading

export async function packageDtos(db: Db, rows: Array<{ pkg: repo.PackageRow; orderCode: string }>): Promise<WarehousePackageDto[]> {
  const ids = rows.map((r) => r.pkg.id);
  const [photos, requests] = await Promise.all([repo.photosOf(db, ids), repo.openRequestsOf(db, ids)]);
  const fileRows = await findFiles(db, [...photos.values()].flat().map((p) => p.fileId));
  const files = new Map(fileRows.map((f) => [f.id, f]));
  return rows.map(({ pkg, orderCode }) => {
    const open = requests.get(pkg.id);
    return {
      id: pkg.id,
      order_id: pkg.orderId,
      order_code: orderCode,
      weight_g: pkg.weightG,
      length_cm: pkg.lengthCm,
      width_cm: pkg.widthCm,
      height_cm: pkg.heightCm,
      shelf: pkg.shelf,
      condition: pkg.condition,
      condition_label: t.conditions[pkg.condition] ?? pkg.condition,
      condition_note: pkg.conditionNote,
      received_at: pkg.receivedAt.toISOString(),
      photos: (photos.get(pkg.id) ?? []).map((p) => ({
        id: p.fileId,
        url: fileUrl(p.fileId),
        width: files.get(p.fileId)?.width ?? null,
        height: files.get(p.fileId)?.height ?? null,
        added_at: p.createdAt.toISOString(),
      })),
      open_photo_request: open ? { id: open.id, note: open.note, price_vnd: open.priceVnd, created_at: open.createdAt.toISOString() } : null,
    };
  });
}

/** A customer's packages waiting at the Japan warehouse, with weight, dimensions and photos (for consolidation). */
export async function receivedPackagesOf(db: Db, userId: string): Promise<WarehousePackageDto[]> {
  return packageDtos(db, await repo.receivedPackagesOf(db, userId));
}

/** When the order's package arrived at the Japan warehouse (null: not received). */
export async function arrivalOf(db: Db, orderId: string): Promise<Date | null> {
  return (await repo.findPackageOfOrder(db, orderId))?.receivedAt ?? null;
}

/** What the Japan warehouse weighed for the order's package, in grams (null: not received). */
export async function receivedWeightOf(db: Db, orderId: string): Promise<number | null> {
  return (await repo.findPackageOfOrder(db, orderId))?.weightG ?? null;
}

export const toReceiveCount = (db: Db) => repo.toReceiveCount(db);

async function toReceiveItems(db: Db, rows: Array<{ order: OrderRow; purchase: repo.PurchaseRow | null }>): Promise<ToReceiveItem[]> {
  const ids = rows.map((r) => r.order.id);
  const [items, customers] = await Promise.all([orderItemsOf(db, ids), repo.customersOf(db, rows.map((r) => r.order.userId))]);
  return rows.map(({ order, purchase }) => {
    const c = customers.get(order.userId);
    const orderItems = items.get(order.id) ?? [];
    const services = [...new Set([...order.servicesExtra, ...orderItems.flatMap((i) => i.serviceCodes)])];
    return {
      order_id: order.id,
      order_code: order.code,
      status: order.status,
      marketplace_order_number: purchase?.marketplaceOrderNumber ?? null,
      tracking_number: purchase?.trackingNumber ?? null,
      purchased_at: purchase?.createdAt.toISOString() ?? null,
      customer: { id: order.userId, customer_no: c?.customerNo ?? null, full_name: c?.fullName ?? null },
      items: orderItems.map((i) => ({ name: i.name, image: i.image, qty: i.qty, variant: i.variant })),
      services,
    };
  });
}

export async function toReceiveList(db: Db, filters: WorkQueueFilters = {}): Promise<{ results: ToReceiveItem[]; total: number; oldest_at: string | null }> {
  const [rows, counted] = await Promise.all([repo.toReceive(db, filters), repo.toReceiveCount(db, filters)]);
  return { results: await toReceiveItems(db, rows), total: counted.count, oldest_at: counted.oldest_at };
}

/** Why an order cannot be received (or null): unknown, cancelled, not bought yet, received already. */
function refusal(order: OrderRow | undefined | null): AppError | null {
  if (!order) return new AppError(404, 'WAREHOUSE_ORDER_NOT_FOUND');
  if (order.status === 'cancelled' || order.status === 'refunded') return new AppError(409, 'WAREHOUSE_ORDER_CANCELLED');
  if (order.status === 'waiting_quote' || order.status === 'waiting_deposit' || order.status === 'purchasing') return new AppError(409, 'WAREHOUSE_ORDER_NOT_PURCHASED');
  if (order.status !== 'purchased') return new AppError(409, 'WAREHOUSE_ALREADY_RECEIVED');
  return null;
}

/** The order a scanned or typed code names, ready to receive (else the reason it is not). */
export async function lookup(db: Db, code: string): Promise<ToReceiveItem> {
  const order = await repo.orderByScan(db, code);
  const refused = refusal(order);
  if (refused) throw refused;
  const purchase = (await repo.findPurchase(db, order!.id)) ?? null;
  const [item] = await toReceiveItems(db, [{ order: order!, purchase }]);
  return item!;
}

// ---------------------------------------------------------------------------------------------
// Receiving

/** Photos staff uploaded (uploads module ids or URLs): images that exist, else a clear refusal. */
async function checkedPhotos(db: Db, refs: readonly string[]): Promise<string[]> {
  const ids = refs.map((ref) => parseFileRef(ref));
  if (ids.some((id) => id === null)) throw new AppError(400, 'WAREHOUSE_PHOTO_INVALID');
  const unique = [...new Set(ids as string[])];
  const rows = await findFiles(db, unique);
  if (rows.length !== unique.length || rows.some((f) => f.kind !== 'image')) throw new AppError(400, 'WAREHOUSE_PHOTO_INVALID');
  return unique;
}

export type ReceiveInput = StaffRef & { body: Required<Pick<ReceivePackageBody, 'code' | 'weight_g' | 'length_cm' | 'width_cm' | 'height_cm' | 'shelf'>> & ReceivePackageBody };

/**
 * Receives the order's package: the record (weight, size, shelf, condition, photos shared with the
 * customer), the move `purchased → at_jp_warehouse` and the audit entry commit together; the free
 * storage days count from `received_at`.
 */
export async function receivePackage(ctx: PurchasingContext, input: ReceiveInput): Promise<WarehousePackageDto> {
  const { db } = ctx;
  const body = input.body;
  const order = await repo.orderByScan(db, body.code);
  const refused = refusal(order);
  if (refused) throw refused;
  const photos = await checkedPhotos(db, body.photos ?? []);
  const shelf = body.shelf.trim();
  let pkg: repo.PackageRow | null = null;
  try {
    await transitionOrder(ctx.orders, {
      orderId: order!.id,
      to: 'at_jp_warehouse',
      actor: { kind: 'staff', id: input.staffId },
      note: t.events.received(kgText(body.weight_g), shelf),
      within: async (tx, before) => {
        pkg = await repo.insertPackage(tx, {
          orderId: before.id,
          userId: before.userId,
          weightG: body.weight_g,
          lengthCm: body.length_cm,
          widthCm: body.width_cm,
          heightCm: body.height_cm,
          shelf,
          condition: body.condition ?? 'good',
          conditionNote: body.condition_note?.trim() ?? '',
          scannedCode: body.code.trim(),
          receivedBy: input.staffId,
        });
        await repo.insertPhotos(tx, photos.map((fileId) => ({ packageId: pkg!.id, fileId, addedBy: input.staffId })));
        await grantFileAccess(tx, photos, before.userId);
        await recordStaffAction(tx, {
          actorId: input.staffId,
          action: 'warehouse_jp.receive',
          entityType: 'order',
          entityId: before.code,
          customerId: before.userId,
          before: { status: before.status },
          after: { status: 'at_jp_warehouse', weight_g: body.weight_g, dims_cm: [body.length_cm, body.width_cm, body.height_cm], shelf, condition: body.condition ?? 'good', photos: photos.length },
          note: body.condition_note ?? null,
          requestId: input.requestId ?? null,
          ip: input.ip ?? null,
        });
      },
    });
  } catch (error) {
    if (violatesConstraint(error, 'warehouse_packages_order_key') || (error instanceof AppError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED')) {
      // Received (or cancelled) at the same moment by another request: say what it is now.
      throw refusal(await findOrder(db, order!.id)) ?? new AppError(409, 'WAREHOUSE_ALREADY_RECEIVED');
    }
    throw error;
  }
  const created = pkg as repo.PackageRow | null;
  if (!created) throw new Error('package not recorded');
  try {
    await notify(
      db,
      {
        userId: order!.userId,
        category: 'order',
        title: t.notices.receivedTitle(order!.code),
        body: t.notices.receivedBody(order!.code, photos.length),
        link: `/account/quotes/${order!.code}`,
        data: { order_id: order!.id, order_code: order!.code, package_id: created.id },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, orderId: order!.id }, 'package notification failed');
  }
  const [dto] = await packageDtos(db, [{ pkg: created, orderCode: order!.code }]);
  return dto!;
}

/** More photos of a received package (answering the customer's request, which is then closed). */
export async function addPhotos(ctx: PurchasingContext, input: StaffRef & { packageId: string; photos: string[] }): Promise<WarehousePackageDto> {
  const { db } = ctx;
  const pkg = await repo.findPackage(db, input.packageId);
  if (!pkg) throw new AppError(404, 'WAREHOUSE_PACKAGE_NOT_FOUND');
  const photos = await checkedPhotos(db, input.photos);
  const orderCode = (await ownedOrder(db, pkg.userId, pkg.orderId))?.code ?? '';
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const closed = await repo.closeOpenRequest(tx, pkg.id, input.staffId);
    await repo.insertPhotos(tx, photos.map((fileId) => ({ packageId: pkg.id, fileId, addedBy: input.staffId, requestId: closed?.id ?? null })));
    await grantFileAccess(tx, photos, pkg.userId);
    await recordStaffAction(tx, {
      actorId: input.staffId,
      action: 'warehouse_jp.photos',
      entityType: 'order',
      entityId: orderCode,
      customerId: pkg.userId,
      before: closed ? { photo_request: closed.id, status: 'open' } : null,
      after: { photos_added: photos.length, ...(closed ? { photo_request: closed.id, status: 'done' } : {}) },
      requestId: input.requestId ?? null,
      ip: input.ip ?? null,
    });
  });
  try {
    await notify(
      db,
      { userId: pkg.userId, category: 'order', title: t.notices.photosTitle(orderCode), body: t.notices.photosBody(orderCode, photos.length), link: `/account/quotes/${orderCode}`, data: { order_id: pkg.orderId, order_code: orderCode, package_id: pkg.id } },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, packageId: pkg.id }, 'photos notification failed');
  }
  const [dto] = await packageDtos(db, [{ pkg, orderCode }]);
  return dto!;
}

export async function openPhotoRequests(db: Db): Promise<PhotoRequestItem[]> {
  const rows = await repo.openPhotoRequests(db);
  return rows.map(({ request, orderCode, shelf }) => ({
    id: request.id,
    order_id: request.orderId,
    order_code: orderCode,
    package_id: request.packageId,
    shelf,
    note: request.note,
    price_vnd: request.priceVnd,
    created_at: request.createdAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// The customer

/** The photo service (pricing extra `photos`) for one more set of photos of this order: per item × items, at least its minimum. */
async function photoService(db: Db, order: OrderRow): Promise<{ name: string; price_vnd: number; formula: string } | null> {
  const tables = await loadPricingTables(db);
  const extra = tables.extraByCode.get('photos');
  if (!extra || !extra.active) return null;
  const items = (await orderItemsOf(db, [order.id])).get(order.id) ?? [];
  const qty = extra.chargeType === 'per_item' ? items.reduce((sum, i) => sum + i.qty, 0) : 1;
  const amount = Math.max(extra.minVnd, extra.priceVnd * qty);
  const price = formatVnd(vnd(extra.priceVnd));
  const formula = extra.chargeType === 'per_item' ? `${qty} × ${price} = ${formatVnd(vnd(amount))}` : formatVnd(vnd(amount));
  return { name: extra.name, price_vnd: amount, formula };
}

/** The customer's order's package at the Japan warehouse (null while not received) and the photo service's price. */
export async function customerPackage(db: Db, userId: string, code: string) {
  const order = await ownedOrder(db, userId, code);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  const pkg = await repo.findPackageOfOrder(db, order.id);
  const [dto] = pkg ? await packageDtos(db, [{ pkg, orderCode: order.code }]) : [null];
  return { data: dto ?? null, photo_service: pkg && order.status === 'at_jp_warehouse' ? await photoService(db, order) : null };
}

/**
 * The customer asks for more photos of a package at the Japan warehouse: the photo service's price
 * is debited from the wallet (key `photo-request:<id>`) and a request staff see is opened, together.
 */
export async function requestPhotos(ctx: PurchasingContext, input: { userId: string; code: string; note?: string | undefined }): Promise<PhotoRequestItem> {
  const { db } = ctx;
  const order = await ownedOrder(db, input.userId, input.code);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  const pkg = await repo.findPackageOfOrder(db, order.id);
  if (!pkg || order.status !== 'at_jp_warehouse') throw new AppError(409, 'PHOTO_REQUEST_UNAVAILABLE');
  const service = await photoService(db, order);
  if (!service) throw new AppError(409, 'PHOTO_SERVICE_UNAVAILABLE');
  let request: repo.PhotoRequestRow;
  try {
    request = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo.insertPhotoRequest(tx, { packageId: pkg.id, orderId: order.id, userId: order.userId, note: input.note?.trim() ?? '', priceVnd: service.price_vnd });
      if (service.price_vnd > 0) {
        const { entry } = await debit(
          tx,
          {
            userId: order.userId,
            amountVnd: service.price_vnd,
            idempotencyKey: `photo-request:${row.id}`,
            purpose: 'service_fee',
            description: t.wallet.photoRequest(order.code),
            referenceType: 'order',
            referenceId: order.id,
            metadata: { order_code: order.code, service: 'photos', formula: service.formula },
          },
          { inTransaction: true },
        );
        await repo.setRequestEntry(tx, row.id, entry.id);
      }
      return row;
    });
  } catch (error) {
    if (violatesConstraint(error, 'photo_requests_open_key')) throw new AppError(409, 'PHOTO_REQUEST_OPEN');
    if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_BALANCE') throw new AppError(409, 'PHOTO_REQUEST_BALANCE_INSUFFICIENT');
    throw error;
  }
  return { id: request.id, order_id: order.id, order_code: order.code, package_id: pkg.id, shelf: pkg.shelf, note: request.note, price_vnd: request.priceVnd, created_at: request.createdAt.toISOString() };
}
