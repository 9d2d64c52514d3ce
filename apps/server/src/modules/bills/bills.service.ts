import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  billStatuses,
  estimatedJpShippingJpy,
  parcelOrderStatuses,
  type AdminBillDto,
  type AdminParcelRequest,
  type BillDto,
  type BillLine,
  type BillPaymentResult,
  type BillStatus,
  type ParcelDto,
} from '@kaimono/contracts';
import { billsText, errorMessages } from '@kaimono/i18n';
import { exchangeRate, formatJpy, formatRate, formatVnd, jpy, jpyToVnd, RATE_SCALE, rateToDecimalString, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { writeXlsx } from '../../platform/xlsx.ts';
import { getStoreInfo } from '../content/index.ts';
import { notificationContext, notify, type NotifyContext } from '../notifications/index.ts';
import { findOrder, orderItemsOf, ordersContext, recordOrderPayment, setSecondPaymentDue, statusEnteredAt, transitionOrder, type OrderRow, type OrdersContext } from '../orders/index.ts';
import { arrivalOf, purchaseSettlementOf, PURCHASE_ADJUSTMENT } from '../purchasing/index.ts';
import { defaultRouteWith, findRoute, loadPricingTables, pricingLabels, shippingCharge, type PricingLabels } from '../pricing/index.ts';
import { prepareTitles, vietnameseTitle, type TitleTranslator } from '../translate/index.ts';
import { balancesOf, debit, refund } from '../wallet/index.ts';
import { quotedExtras, secondPaymentExtras, storageLine } from './bills.extras.ts';
import { printDocument } from './bills.print.ts';
import * as repo from './bills.repository.ts';

/** Days the customer has to pay a bill (the parcel waits at the warehouse meanwhile). */
export const BILL_DUE_DAYS = 7;
/** At most this many bills in one export. */
export const BILL_EXPORT_LIMIT = 5_000;

export interface BillsContext {
  db: Db;
  orders: OrdersContext;
  notifyContext: NotifyContext;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export function billsContext(deps: AppDeps, log: FastifyBaseLogger): BillsContext {
  return { db: deps.database.db, orders: ordersContext(deps, log), notifyContext: notificationContext(deps, log), log };
}

// ---------------------------------------------------------------------------------------------
// Presentation

const money = (amount: number) => formatVnd(vnd(amount));
const dateFormat = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
export const dateText = (date: Date) => dateFormat.format(date);
export const kgText = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;
const iso = (date: Date | null) => date?.toISOString() ?? null;

export interface BillDetails {
  items: Map<string, repo.BillItemRow[]>;
  parcels: Map<string, repo.ParcelRow>;
  /** Names of routes and modes (the bills' route_name, ship_mode_name). */
  labels?: PricingLabels;
  /** The items of the bills' orders (their titles) and the translator that renders them in Vietnamese now. */
  orderItems: Map<string, Array<{ name: string; qty: number }>>;
  translator: TitleTranslator;
}

export async function detailsOf(db: Db, billIds: string[], translator: TitleTranslator, routeCodes: Array<string | null> = []): Promise<BillDetails> {
  const [items, labels] = await Promise.all([repo.itemsOf(db, billIds), pricingLabels(db, routeCodes)]);
  const all = [...items.values()].flat();
  const parcelIds = all.flatMap((i) => (i.parcelId ? [i.parcelId] : []));
  const [parcels, orderItems] = await Promise.all([repo.parcelsById(db, parcelIds), orderItemsOf(db, [...new Set(all.map((i) => i.orderId))])]);
  await prepareTitles(
    translator,
    [...orderItems.values()].flat().map((item) => item.name),
  );
  return { items, parcels, labels, orderItems, translator };
}

export function toParcelDto(parcel: repo.ParcelRow, orderCode: string): ParcelDto {
  return {
    id: parcel.id,
    order_id: parcel.orderId,
    order_code: orderCode,
    weight_g: parcel.weightG,
    length_cm: parcel.lengthCm,
    width_cm: parcel.widthCm,
    height_cm: parcel.heightCm,
    chargeable_weight_g: parcel.chargeableWeightG,
    note: parcel.note,
    recorded_at: parcel.createdAt.toISOString(),
  };
}

export function toBillDto(bill: repo.BillRow, details: BillDetails): BillDto {
  const items = details.items.get(bill.id) ?? [];
  return {
    id: bill.id,
    _id: bill.id,
    code: bill.code,
    status: bill.status,
    status_label: bill.status === 'paid' && bill.paidVia === 'cod' ? billsText.paidCodLabel : billsText.statuses[bill.status],
    amount_vnd: bill.amountVnd,
    rate_scaled: bill.rateScaled,
    rate: rateToDecimalString(exchangeRate(bill.rateScaled)),
    lines: bill.lines,
    route_code: bill.routeCode,
    ship_mode: bill.shipMode,
    ...(details.labels ? { route_name: details.labels.route(bill.routeCode), ship_mode_name: details.labels.shipMode(bill.routeCode, bill.shipMode) } : {}),
    weight_g: bill.weightG,
    chargeable_weight_g: bill.chargeableWeightG,
    orders: items.map((i) => ({
      id: i.orderId,
      code: i.orderCode,
      amount_vnd: i.amountVnd,
      items: (details.orderItems.get(i.orderId) ?? []).map((item) => ({ name: item.name, name_vi: vietnameseTitle(details.translator, item.name), qty: item.qty })),
    })),
    parcels: items.flatMap((i) => {
      const parcel = i.parcelId ? details.parcels.get(i.parcelId) : undefined;
      return parcel ? [toParcelDto(parcel, i.orderCode)] : [];
    }),
    address: bill.address ?? null,
    due_at: iso(bill.dueAt),
    paid_at: iso(bill.paidAt),
    paid_via: bill.status === 'paid' ? (bill.paidVia ?? 'wallet') : null,
    cancelled_at: iso(bill.cancelledAt),
    created_at: bill.createdAt.toISOString(),
    updated_at: bill.updatedAt.toISOString(),
  };
}

async function toDtos(db: Db, rows: repo.BillRow[], translator: TitleTranslator): Promise<BillDto[]> {
  const details = await detailsOf(
    db,
    rows.map((r) => r.id),
    translator,
    rows.map((r) => r.routeCode),
  );
  return rows.map((r) => toBillDto(r, details));
}

function statusOptions(counts: Map<BillStatus, number>) {
  return billStatuses.map((value) => ({ value, label: billsText.statuses[value], count: counts.get(value) ?? 0 }));
}

// ---------------------------------------------------------------------------------------------
// Customers

export async function listForCustomer(
  db: Db,
  userId: string,
  query: { page: number; size: number; status?: BillStatus | undefined; search?: string | undefined },
  translator: TitleTranslator,
) {
  const filter: repo.ListFilter = { userId, status: query.status, search: query.search };
  const [{ rows, total }, counts, unpaid] = await Promise.all([
    repo.listBills(db, filter, query.page, query.size),
    repo.countsByStatus(db, filter),
    repo.unpaidTotal(db, userId),
  ]);
  return {
    results: await toDtos(db, rows, translator),
    pagination: { page: query.page, size: query.size, total },
    options: { statuses: statusOptions(counts), unpaid_total_vnd: unpaid },
  };
}

/**
 * GET /api/bill/cods: the unpaid bills (oldest first) and what they come to against the wallet:
 * what is missing is what to top up, or what the courier collects on delivery.
 */
export async function cods(db: Db, userId: string, translator: TitleTranslator, now = new Date()) {
  const [rows, total, overdue, balances] = await Promise.all([
    repo.unpaidBills(db, userId, 200),
    repo.unpaidTotal(db, userId),
    repo.overdueCount(db, userId, now),
    balancesOf(db, userId),
  ]);
  return {
    results: await toDtos(db, rows, translator),
    summary: {
      count: (await repo.countsByStatus(db, { userId })).get('unpaid') ?? 0,
      total_vnd: total,
      wallet_available_vnd: balances.available_vnd,
      missing_vnd: Math.max(0, total - balances.available_vnd),
      overdue_count: overdue,
    },
  };
}

/** The customer's bills by id, in the order asked; any id that is not theirs → 404, nothing done. */
/** A bill of this customer by its code (HD…), with the orders it bills; null when it is not theirs or does not exist. */
export async function ownedBillByCode(db: Db, userId: string, code: string): Promise<{ id: string; code: string; orderCodes: string[] } | null> {
  const found = await repo.findOwnedByCode(db, userId, code);
  return found ? { id: found.bill.id, code: found.bill.code, orderCodes: found.orderCodes } : null;
}

export async function requireOwned(db: Db, userId: string, ids: string[], failure: 'BILL_BULK_PAYMENT_FAILED' | 'PRINT_FAILED' | 'EXPORT_FAILED') {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await repo.ownedBills(db, userId, unique);
  if (rows.length !== unique.length) {
    throw new AppError(404, failure, undefined, { bill_ids: errorMessages.BILL_NOT_FOUND });
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

// ---------------------------------------------------------------------------------------------
// Paying bills from the wallet

export type PayOutcome =
  | { kind: 'paid'; bill: repo.BillRow; entryId: string }
  | { kind: 'already'; bill: repo.BillRow }
  | { kind: 'cancelled'; bill: repo.BillRow };

/**
 * Pays one bill in ONE transaction: lock the bill row, debit the wallet (key `bill:<id>`), mark the
 * bill paid and record the second payment on its order(s). A concurrent payment of the same bill
 * (any process) waits for the lock and then finds it paid; the idempotency key is a second guard.
 * Insufficient balance rolls everything back: nothing of that bill is charged.
 */
async function payOne(ctx: BillsContext, userId: string, billId: string, now: Date): Promise<PayOutcome> {
  return ctx.db.transaction(async (txRaw) => payBillIn(txRaw as unknown as Db, { billId, userId, now, via: 'wallet', createdBy: userId }));
}

/**
 * Pays one bill from the customer's wallet inside the CALLER's transaction (bills `payOne`, and the
 * shipments module when a carrier's cash on delivery came in: `via: 'cod'`, ADR 0017): lock the
 * bill row, debit the wallet under the key `bill:<id>` (the same key however it is paid, so a bill
 * is never paid twice), mark it paid and record each order's second payment. A paid bill answers
 * `already`, a cancelled one `cancelled`, nothing moved.
 */
export async function payBillIn(
  tx: Db,
  input: { billId: string; userId: string; now: Date; via: 'wallet' | 'cod'; createdBy: string; note?: string | undefined },
): Promise<PayOutcome> {
  const { billId, userId } = input;
  const bill = await repo.lockBill(tx, billId);
  if (!bill || bill.userId !== userId) throw new AppError(404, 'BILL_NOT_FOUND');
  if (bill.status === 'paid') return { kind: 'already', bill } as const;
  if (bill.status === 'cancelled') return { kind: 'cancelled', bill } as const;
  const items = (await repo.itemsOf(tx, [bill.id])).get(bill.id) ?? [];
  const { entry } = await debit(
    tx,
    {
      userId,
      amountVnd: bill.amountVnd,
      idempotencyKey: `bill:${bill.id}`,
      purpose: 'bill_payment',
      description: billsText.walletDescription(bill.code, items.map((i) => i.orderCode).join(', ')) + (input.note ? ` — ${input.note}` : ''),
      referenceType: 'bill',
      referenceId: bill.id,
      rateScaled: bill.rateScaled,
      createdBy: input.createdBy,
      metadata: { bill_code: bill.code, order_ids: items.map((i) => i.orderId), paid_via: input.via },
    },
    { inTransaction: true },
  );
  const paid = await repo.markPaid(tx, bill.id, entry.id, input.now, input.via);
  if (!paid) throw new Error(`bill ${bill.id} changed under its row lock`);
  for (const item of items) {
    await recordOrderPayment(tx, { orderId: item.orderId, kind: 'second', amountVnd: item.amountVnd, ledgerEntryId: entry.id, reference: bill.id });
  }
  return { kind: 'paid', bill: paid, entryId: entry.id } as const;
}

/** Tells the customer a bill is paid (after the paying transaction committed). */
export async function announceBillPaid(ctx: BillsContext, bill: repo.BillRow) {
  await announcePaid(ctx, bill);
}

export interface BulkPaymentResult {
  success: boolean;
  message: string;
  result: BillPaymentResult[];
  wallet_available_vnd: number;
}

/** POST /api/bill/user/payment-bulk: each bill on its own; a failure leaves the others paid. */
export async function payBulk(ctx: BillsContext, userId: string, billIds: string[]): Promise<BulkPaymentResult> {
  const bills = await requireOwned(ctx.db, userId, billIds, 'BILL_BULK_PAYMENT_FAILED');
  const result: BillPaymentResult[] = [];
  const paidNow: repo.BillRow[] = [];
  for (const bill of bills) {
    const base = { id: bill.id, code: bill.code, amount_vnd: bill.amountVnd };
    try {
      const outcome = await payOne(ctx, userId, bill.id, new Date());
      if (outcome.kind === 'cancelled') {
        result.push({ ...base, success: false, message: errorMessages.BILL_CANCELLED, error_code: 'BILL_CANCELLED', status: 'cancelled' });
        continue;
      }
      if (outcome.kind === 'paid') paidNow.push(outcome.bill);
      result.push({
        ...base,
        success: true,
        message: outcome.kind === 'paid' ? billsText.messages.billPaid : billsText.messages.billAlreadyPaid,
        error_code: null,
        status: 'paid',
      });
    } catch (error) {
      if (error instanceof AppError) {
        let message = error.message;
        if (error.code === 'WALLET_INSUFFICIENT_BALANCE') {
          const { available_vnd } = await balancesOf(ctx.db, userId);
          message = billsText.messages.insufficient(money(Math.max(1, bill.amountVnd - available_vnd)));
        }
        result.push({ ...base, success: false, message, error_code: error.code, status: bill.status });
      } else {
        ctx.log.error({ err: error, billId: bill.id }, 'bill payment failed');
        result.push({ ...base, success: false, message: errorMessages.BILL_BULK_PAYMENT_ERROR, error_code: 'BILL_BULK_PAYMENT_ERROR', status: bill.status });
      }
    }
  }
  await Promise.all(paidNow.map((bill) => announcePaid(ctx, bill)));
  const { available_vnd } = await balancesOf(ctx.db, userId);
  const success = result.every((r) => r.success);
  return {
    success,
    message: success ? billsText.messages.bulkPaid : errorMessages.BILL_BULK_PAYMENT_FAILED,
    result,
    wallet_available_vnd: available_vnd,
  };
}

async function announcePaid(ctx: BillsContext, bill: repo.BillRow) {
  try {
    await notify(
      ctx.db,
      {
        userId: bill.userId,
        category: 'bill',
        title: billsText.notices.paidTitle,
        body: billsText.notices.paidBody(bill.code, money(bill.amountVnd)),
        link: '/account/invoices',
        data: { bill_id: bill.id, bill_code: bill.code, amount_vnd: bill.amountVnd, status: 'paid' },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, billId: bill.id }, 'bill notification failed');
  }
}

// ---------------------------------------------------------------------------------------------
// Staff: a parcel weighed at the Vietnamese warehouse → its bill

export interface ParcelInput extends AdminParcelRequest {
  staffId: string;
  orderId: string;
  /** The request's id and address, for the audit log. */
  request?: Pick<StaffActor, 'requestId' | 'ip'> | undefined;
  /** The request's Idempotency-Key header: the same key records one parcel. */
  requestKey?: string | undefined;
}

export async function recordParcel(ctx: BillsContext, input: ParcelInput): Promise<{ parcel: ParcelDto; bill: BillDto; created: boolean }> {
  const { db } = ctx;
  const order = await findOrder(db, input.orderId);
  if (!order) throw new AppError(404, 'PARCEL_ORDER_NOT_FOUND');

  if (input.requestKey) {
    const existing = await existingParcel(db, order, input.requestKey, ctx.orders.catalog.translator);
    if (existing) return { ...existing, created: false };
  }
  if (!(parcelOrderStatuses as readonly string[]).includes(order.status)) throw new AppError(409, 'PARCEL_ORDER_STATUS_INVALID');
  const estimatedJpy = estimatedJpShippingJpy(order.priceDetails);
  const actualJpy = input.jp_shipping_actual_jpy ?? null;
  // Purchasing recorded the actual price and domestic shipping and settled the difference (one rule:
  // a refund then, or the extra on this bill once); the estimate is not settled a second time here.
  const purchase = await purchaseSettlementOf(db, order.id);
  if (actualJpy !== null && purchase?.settlesJpShipping) throw new AppError(409, 'PARCEL_JP_SHIPPING_SETTLED');
  if (actualJpy !== null && estimatedJpy === null) throw new AppError(409, 'PARCEL_JP_SHIPPING_NOT_ESTIMATED');

  const tables = await loadPricingTables(db);
  // An order saved without a route (before routes followed the address): its address's route.
  const routeCode = order.routeCode ?? defaultRouteWith(tables, order.address)?.code ?? null;
  if (!routeCode) throw new AppError(409, 'PARCEL_ORDER_NO_ROUTE');
  // Without a mode on the order, pricing charges the route's first one: the bill names it.
  const shipMode = order.shipMode ?? (await findRoute(db, routeCode))?.modes[0]?.code ?? null;
  const dims = { lengthCm: input.length_cm ?? null, widthCm: input.width_cm ?? null, heightCm: input.height_cm ?? null };
  let charge: Awaited<ReturnType<typeof shippingCharge>>;
  try {
    charge = await shippingCharge(db, { routeCode, shipMode, weightG: input.weight_g, ...dims });
  } catch (error) {
    if (error instanceof AppError) throw new AppError(409, 'PARCEL_SHIPPING_UNAVAILABLE', `${errorMessages.PARCEL_SHIPPING_UNAVAILABLE} ${error.message}`);
    throw error;
  }
  const chargeableG = Math.max(charge.chargeableWeightG, input.weight_g);
  const quoted = quotedExtras(order.priceDetails);

  const now = new Date();
  // Storage at the Japanese warehouse past its free days, on this parcel's weight.
  const japan = tables.warehouses.find((w) => w.country === 'JP') ?? null;
  const entered = japan && japan.storageFeePerKgDayVnd > 0 ? await statusEnteredAt(db, order.id) : new Map<string, Date>();
  // Arrival: the Japan warehouse's package record (received_at); orders received before it existed: the timeline.
  const arrivedAt = japan && japan.storageFeePerKgDayVnd > 0 ? ((await arrivalOf(db, order.id)) ?? entered.get('at_jp_warehouse') ?? null) : null;
  const storage = storageLine(japan, { arrivedAt, leftAt: entered.get('shipping_international') ?? null, until: now }, input.weight_g);
  const address = order.address ? { receiver_name: order.address.receiver_name, phone: order.address.phone, full_address: order.address.full_address } : null;
  let created: { parcel: repo.ParcelRow; bill: repo.BillRow; item: repo.BillItemRow };
  try {
    created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // An order in a consolidated shipment is weighed and billed with its shipment, never alone
      // (ADR 0017). Under the order's row lock, which a new shipment takes on its orders too.
      await repo.lockOrderRow(tx, order.id);
      const shipmentCode = await repo.activeShipmentOfOrder(tx, order.id);
      if (shipmentCode) throw new AppError(409, 'PARCEL_ORDER_IN_SHIPMENT', `${errorMessages.PARCEL_ORDER_IN_SHIPMENT} (${shipmentCode})`);
      // Parcels of one order are billed one at a time: a per-order service lands on one bill only.
      await repo.lockOrderBilling(tx, order.id);
      const earlier = await repo.liveBillsOfOrder(tx, order.id);
      const charged = new Set(earlier.flatMap((b) => b.lines.map((l) => l.code)));
      const lines: BillLine[] = [...charge.lines, ...secondPaymentExtras(quoted, tables.extraByCode, chargeableG, charged), ...(storage ? [storage] : [])];
      // The estimated Japanese domestic shipping, settled once per order on the bill staff give the actual on.
      const adjustment =
        actualJpy !== null && estimatedJpy !== null && !charged.has(JP_SHIPPING_ADJUSTMENT)
          ? jpShippingAdjustment(actualJpy, estimatedJpy, order.rateScaled, lines.reduce((total, l) => total + l.amount_vnd, 0))
          : null;
      if (adjustment) lines.push(adjustment.line);
      // Bought for more than the customer paid: the extra, on the order's next bill, once.
      if (purchase?.line && !charged.has(PURCHASE_ADJUSTMENT)) lines.push(purchase.line);
      const amountVnd = lines.reduce((total, l) => total + l.amount_vnd, 0);
      if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new AppError(409, 'PARCEL_SHIPPING_UNAVAILABLE');
      const parcel = await repo.insertParcel(tx, {
        orderId: order.id,
        userId: order.userId,
        weightG: input.weight_g,
        ...dims,
        chargeableWeightG: chargeableG,
        note: input.note ?? '',
        recordedBy: input.staffId,
        requestKey: input.requestKey ?? null,
      });
      const bill = await repo.insertBill(tx, {
        code: await repo.nextBillCode(tx, now),
        userId: order.userId,
        amountVnd,
        rateScaled: charge.rateScaled,
        lines,
        routeCode,
        shipMode,
        address,
        weightG: input.weight_g,
        chargeableWeightG: chargeableG,
        dueAt: new Date(now.getTime() + BILL_DUE_DAYS * 86_400_000),
        createdBy: input.staffId,
        createdAt: now,
        updatedAt: now,
      });
      const [item] = await repo.insertBillItems(tx, [{ billId: bill.id, orderId: order.id, orderCode: order.code, parcelId: parcel.id, amountVnd }]);
      if (adjustment && adjustment.refundVnd > 0) {
        // Estimated higher than the rest of the bill: the customer gets the difference in the wallet.
        await refund(
          tx,
          {
            userId: order.userId,
            amountVnd: adjustment.refundVnd,
            idempotencyKey: `order-jp-shipping:${order.id}`,
            purpose: 'order_refund',
            description: billsText.lines.jpShippingRefundDescription(order.code),
            referenceType: 'order',
            referenceId: order.id,
            rateScaled: order.rateScaled,
          },
          { inTransaction: true },
        );
      }
      await setSecondPaymentDue(tx, { orderId: order.id, amountVnd, billId: bill.id });
      await recordStaffAction(tx, {
        ...input.request,
        actorId: input.staffId,
        action: 'parcel.record',
        entityType: 'order',
        entityId: order.code,
        customerId: order.userId,
        after: {
          parcel_id: parcel.id,
          bill_code: bill.code,
          weight_g: input.weight_g,
          chargeable_weight_g: chargeableG,
          amount_vnd: amountVnd,
          ...(adjustment && adjustment.refundVnd > 0 ? { refund_vnd: adjustment.refundVnd, ledger_key: `order-jp-shipping:${order.id}` } : {}),
        },
      });
      return { parcel, bill, item: item! };
    });
  } catch (error) {
    // The same Idempotency-Key sent twice at once: the first one made the parcel.
    if (input.requestKey && violatesConstraint(error, 'parcels_order_request_key')) {
      const existing = await existingParcel(db, order, input.requestKey, ctx.orders.catalog.translator);
      if (existing) return { ...existing, created: false };
    }
    throw error;
  }

  if (order.status !== 'at_vn_warehouse') {
    try {
      await transitionOrder(ctx.orders, {
        orderId: order.id,
        to: 'at_vn_warehouse',
        actor: { kind: 'staff', id: input.staffId },
        note: billsText.notices.transitionNote(created.bill.code, kgText(input.weight_g)),
      });
    } catch (error) {
      // Another parcel of the order moved it first: fine. Anything else is logged; the bill stands.
      const now = await findOrder(db, order.id);
      if (now?.status !== 'at_vn_warehouse') ctx.log.error({ err: error, orderId: order.id }, 'order could not be moved to the VN warehouse');
    }
  }

  const details: BillDetails = {
    items: new Map([[created.bill.id, [created.item]]]),
    parcels: new Map([[created.parcel.id, created.parcel]]),
    orderItems: await orderItemsOf(db, [order.id]),
    translator: ctx.orders.catalog.translator,
  };
  try {
    await notify(
      db,
      {
        userId: order.userId,
        category: 'bill',
        title: billsText.notices.createdTitle,
        body: billsText.notices.createdBody(order.code, kgText(input.weight_g), money(created.bill.amountVnd), created.bill.code, dateText(created.bill.dueAt!)),
        link: '/account/invoices',
        data: { bill_id: created.bill.id, bill_code: created.bill.code, order_id: order.id, order_code: order.code, amount_vnd: created.bill.amountVnd, status: 'unpaid' },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, billId: created.bill.id }, 'bill notification failed');
  }
  return { parcel: toParcelDto(created.parcel, order.code), bill: toBillDto(created.bill, details), created: true };
}

export const JP_SHIPPING_ADJUSTMENT = 'jp_shipping:adjustment';

/**
 * Actual minus estimated Japanese domestic shipping, at the order's rate (the yen amount rounded up
 * to the whole dong, as the quote rounded the estimate). A refund larger than the rest of the bill goes to the wallet
 * instead (a bill is never zero or negative); the line then shows 0 ₫ and says so.
 */
export function jpShippingAdjustment(actualJpy: number, estimatedJpy: number, rateScaled: number, othersVnd: number): { line: BillLine; refundVnd: number } {
  const diffJpy = actualJpy - estimatedJpy;
  const rate = exchangeRate(rateScaled);
  const diffVnd = Math.sign(diffJpy) * (jpyToVnd(jpy(Math.abs(diffJpy)), rate) as number);
  const yen = (n: number) => formatJpy(jpy(n));
  const formula = billsText.lines.jpShippingFormula(yen(actualJpy), yen(estimatedJpy), yen(diffJpy), formatRate(rate), money(diffVnd));
  const base = { code: JP_SHIPPING_ADJUSTMENT, label: billsText.lines.jpShippingAdjustment, amount_jpy: diffJpy, formula };
  if (diffVnd >= 0 || -diffVnd < othersVnd) {
    return { line: { ...base, amount_vnd: diffVnd, note: billsText.lines.jpShippingAdjustmentNote(yen(actualJpy), yen(estimatedJpy)) }, refundVnd: 0 };
  }
  const refundVnd = -diffVnd;
  return { line: { ...base, amount_vnd: 0, note: billsText.lines.jpShippingRefundedNote(yen(actualJpy), yen(estimatedJpy), money(refundVnd)) }, refundVnd };
}

async function existingParcel(db: Db, order: OrderRow, requestKey: string, translator: TitleTranslator) {
  const parcel = await repo.findParcelByRequest(db, order.id, requestKey);
  if (!parcel) return null;
  const bill = await repo.billOfParcel(db, parcel.id);
  if (!bill) return null;
  const details = await detailsOf(db, [bill.id], translator, [bill.routeCode]);
  return { parcel: toParcelDto(parcel, order.code), bill: toBillDto(bill, details) };
}

// ---------------------------------------------------------------------------------------------
// Staff: lists and cancelling

async function toAdminDtos(db: Db, rows: repo.BillRow[], translator: TitleTranslator): Promise<AdminBillDto[]> {
  const [dtos, customers] = await Promise.all([toDtos(db, rows, translator), repo.customersOf(db, rows.map((r) => r.userId))]);
  return dtos.map((dto, i) => {
    const customer = customers.get(rows[i]!.userId);
    return {
      ...dto,
      customer: {
        id: rows[i]!.userId,
        customer_no: customer?.customerNo ?? null,
        full_name: customer?.fullName ?? null,
        phone: customer?.phone ?? null,
      },
    };
  });
}

export async function adminList(
  db: Db,
  query: { page: number; size: number; status?: BillStatus | undefined; search?: string | undefined; user_id?: string | undefined },
  translator: TitleTranslator,
) {
  const filter: repo.ListFilter = { userId: query.user_id, status: query.status, search: query.search, searchCustomers: true };
  const [{ rows, total }, counts] = await Promise.all([repo.listBills(db, filter, query.page, query.size), repo.countsByStatus(db, filter)]);
  return {
    results: await toAdminDtos(db, rows, translator),
    pagination: { page: query.page, size: query.size, total },
    options: { statuses: statusOptions(counts) },
  };
}

/**
 * Who else must hear, in the same transaction, that staff cancelled a bill: the shipments module
 * (a shipment's bill cancelled → the shipment goes back to `packed`, ADR 0017 §6). Bills cannot
 * import shipments (shipments import bills), so shipments register here when loaded. Called first
 * in the cancel transaction, before the bill's row lock; returns null when the bill is not theirs,
 * throws an AppError to refuse the cancel, or returns what to do once the bill is cancelled (in the
 * transaction), which gives back what to announce after the commit.
 */
export type BillCancelListener = (
  tx: Db,
  billId: string,
) => Promise<null | { afterCancel: (bill: repo.BillRow, reason: string, actor?: StaffActor) => Promise<(after: { db: Db; notifyContext: NotifyContext }) => Promise<void>> }>;
let billCancelListener: BillCancelListener | null = null;
export function onBillCancelled(listener: BillCancelListener): void {
  billCancelListener = listener;
}

/** The ledger key of a paid bill's refund when what it billed is cancelled (one per bill, ever). */
export const billRefundKey = (billId: string) => `bill-refund:${billId}`;

export type CancelOutcome = { kind: 'cancelled'; bill: repo.BillRow } | { kind: 'refunded'; bill: repo.BillRow; refundVnd: number; entryId: string; key: string };

/**
 * Cancels a bill inside the CALLER's transaction (the shipments module cancelling a billed
 * shipment, ADR 0017 §6), the caller holding its own locks first: lock the bill; unpaid → cancelled,
 * the orders no longer owe it; paid (from the wallet) → the amount back to the customer's wallet
 * (ONE entry `bill-refund:<billId>`, kind refund), each order's second payment reversed (orders
 * `recordOrderPayment` kind refund), the bill cancelled. An already cancelled bill → 409, nothing moved.
 */
export async function cancelBillIn(tx: Db, input: { billId: string; reason: string; now: Date; createdBy: string }): Promise<CancelOutcome> {
  const bill = await repo.lockBill(tx, input.billId);
  if (!bill) throw new AppError(404, 'BILL_NOT_FOUND');
  if (bill.status === 'cancelled') throw new AppError(409, 'BILL_CANCELLED');
  const items = (await repo.itemsOf(tx, [bill.id])).get(bill.id) ?? [];
  if (bill.status === 'unpaid') {
    const row = (await repo.markCancelled(tx, bill.id, input.reason, input.now))!;
    for (const item of items) await setSecondPaymentDue(tx, { orderId: item.orderId, amountVnd: 0, billId: bill.id });
    return { kind: 'cancelled', bill: row };
  }
  const key = billRefundKey(bill.id);
  const { entry } = await refund(
    tx,
    {
      userId: bill.userId,
      amountVnd: bill.amountVnd,
      idempotencyKey: key,
      purpose: 'order_refund',
      description: billsText.refundDescription(bill.code),
      referenceType: 'bill',
      referenceId: bill.id,
      rateScaled: bill.rateScaled,
      createdBy: input.createdBy,
      metadata: { bill_code: bill.code, order_ids: items.map((i) => i.orderId), paid_entry_id: bill.paidEntryId },
    },
    { inTransaction: true },
  );
  const row = await repo.markRefundedCancelled(tx, bill.id, input.reason, input.now);
  if (!row) throw new Error(`bill ${bill.id} changed under its row lock`);
  for (const item of items) {
    await setSecondPaymentDue(tx, { orderId: item.orderId, amountVnd: 0, billId: bill.id });
    await recordOrderPayment(tx, { orderId: item.orderId, kind: 'refund', amountVnd: item.amountVnd, ledgerEntryId: entry.id, reference: bill.id, reversesSecond: true });
  }
  return { kind: 'refunded', bill: row, refundVnd: bill.amountVnd, entryId: entry.id, key };
}

/**
 * Staff cancel an unpaid bill (a parcel weighed wrongly …): the order no longer owes it; the
 * parcel can then be recorded again. A paid bill cannot be cancelled.
 */
export async function adminCancel(ctx: BillsContext, billId: string, reason: string, actor?: StaffActor): Promise<AdminBillDto> {
  let announce: ((after: { db: Db; notifyContext: NotifyContext }) => Promise<void>) | undefined;
  const cancelled = await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The bill's owner (a shipment) is locked BEFORE the bill: the shipments module locks shipment → bill too.
    const owner = billCancelListener ? await billCancelListener(tx, billId) : null;
    const bill = await repo.lockBill(tx, billId);
    if (!bill) throw new AppError(404, 'BILL_NOT_FOUND');
    if (bill.status !== 'unpaid') throw new AppError(409, 'BILL_NOT_CANCELLABLE');
    const row = (await repo.markCancelled(tx, bill.id, reason, new Date()))!;
    const items = (await repo.itemsOf(tx, [bill.id])).get(bill.id) ?? [];
    for (const item of items) await setSecondPaymentDue(tx, { orderId: item.orderId, amountVnd: 0, billId: bill.id });
    await recordStaffAction(tx, {
      ...(actor ?? { actorId: null }),
      action: 'bill.cancel',
      entityType: 'bill',
      entityId: bill.code,
      customerId: bill.userId,
      before: { status: bill.status, amount_vnd: bill.amountVnd },
      after: { status: 'cancelled', orders: items.map((item) => item.orderCode) },
      note: reason,
    });
    if (owner) announce = await owner.afterCancel(row, reason, actor);
    return row;
  });
  if (announce) await announce(ctx).catch((error: unknown) => ctx.log.error({ err: error, billId }, 'bill owner notification failed'));
  try {
    await notify(
      ctx.db,
      {
        userId: cancelled.userId,
        category: 'bill',
        title: billsText.notices.cancelledTitle,
        body: billsText.notices.cancelledBody(cancelled.code, reason),
        link: '/account/invoices',
        data: { bill_id: cancelled.id, bill_code: cancelled.code, status: 'cancelled' },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, billId: cancelled.id }, 'bill notification failed');
  }
  return (await toAdminDtos(ctx.db, [cancelled], ctx.orders.catalog.translator))[0]!;
}

export async function findAdminBill(db: Db, id: string, translator: TitleTranslator): Promise<AdminBillDto> {
  const bill = await repo.findBill(db, id);
  if (!bill) throw new AppError(404, 'BILL_NOT_FOUND');
  return (await toAdminDtos(db, [bill], translator))[0]!;
}

// ---------------------------------------------------------------------------------------------
// Print and Excel

/** POST /api/bill/print: the customer's chosen bills as one printable HTML document. */
export async function printBills(db: Db, userId: string, billIds: string[], translator: TitleTranslator): Promise<string> {
  const rows = await requireOwned(db, userId, billIds, 'PRINT_FAILED');
  const [dtos, customers, store] = await Promise.all([toDtos(db, rows, translator), repo.customersOf(db, [userId]), getStoreInfo(db)]);
  const customer = customers.get(userId);
  const slipCustomer = { fullName: customer?.fullName ?? null, customerNo: customer?.customerNo ?? null, phone: customer?.phone ?? null };
  return printDocument(
    dtos.map((bill) => ({ bill, customer: slipCustomer })),
    store,
  );
}

/** POST /api/bill/excel: the chosen bills, or every bill matching the filters (newest first). */
/** An order item as the export names it: the Vietnamese title first, the Japanese original in brackets, the quantity. */
function itemLabel(item: { name: string; name_vi: string | null; qty: number }): string {
  return `${item.name_vi ? `${item.name_vi} (${item.name})` : item.name} × ${item.qty}`;
}

export async function exportBills(
  db: Db,
  userId: string,
  body: { bill_ids?: string[] | undefined; status?: BillStatus | undefined; search?: string | undefined },
  translator: TitleTranslator,
  now = new Date(),
): Promise<{ fileName: string; content: Buffer }> {
  let rows: repo.BillRow[];
  if (body.bill_ids) {
    rows = await requireOwned(db, userId, body.bill_ids, 'EXPORT_FAILED');
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  } else {
    rows = await repo.allBills(db, { userId, status: body.status, search: body.search }, BILL_EXPORT_LIMIT);
  }
  const dtos = await toDtos(db, rows, translator);
  const c = billsText.excel.columns;
  const content = await writeXlsx(
    {
      title: billsText.excel.sheet,
      sheets: [
        {
          name: billsText.excel.sheet,
          columns: [
            { header: c.code, width: 18 },
            { header: c.orders, width: 18 },
            { header: c.items, width: 60 },
            { header: c.status, width: 16 },
            { header: c.weight, format: 'integer' },
            { header: c.chargeable, format: 'integer' },
            { header: c.route },
            { header: c.shipMode },
            { header: c.rate, format: 'decimal' },
            { header: c.amount, format: 'money', width: 16 },
            { header: c.createdAt, format: 'date', width: 17 },
            { header: c.dueAt, format: 'date', width: 17 },
            { header: c.paidAt, format: 'date', width: 17 },
          ],
          rows: dtos.map((b) => [
            b.code,
            b.orders.map((o) => o.code).join(', '),
            b.orders.flatMap((o) => o.items.map(itemLabel)).join('; '),
            b.status_label,
            b.weight_g,
            b.chargeable_weight_g,
            b.route_name ?? b.route_code,
            b.ship_mode_name ?? b.ship_mode,
            b.rate_scaled / RATE_SCALE,
            b.amount_vnd,
            new Date(b.created_at),
            b.due_at ? new Date(b.due_at) : null,
            b.paid_at ? new Date(b.paid_at) : null,
          ]),
          footer: [billsText.excel.total, null, null, null, null, null, null, null, dtos.reduce((s, b) => s + b.amount_vnd, 0), null, null, null],
        },
      ],
    },
    now,
  );
  const stamp = `${repo.vnDateStamp(now)}-${String(now.getTime()).slice(-6)}`;
  return { fileName: billsText.excel.fileName(stamp), content };
}

/** Which of these orders already have a live bill of a parcel weighed alone (consolidation refuses them). */
export async function ordersBilledAsParcels(db: Db, orderIds: string[]): Promise<Set<string>> {
  return repo.ordersWithParcelBills(db, orderIds);
}
