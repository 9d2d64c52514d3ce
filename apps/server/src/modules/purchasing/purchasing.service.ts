import type { FastifyBaseLogger } from 'fastify';
import type { BillLine, PurchaseDto, PurchaseQueueItem, RecordPurchaseBody, SiteCode, WorkQueueFilters } from '@kaimono/contracts';
import { purchasingText } from '@kaimono/i18n';
import { exchangeRate, formatJpy, formatRate, formatVnd, jpy, jpyToVnd, rateToDecimalString, vnd } from '@kaimono/money';
import { TtlCache } from '../../platform/cache.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { isUuid, violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import { catalogContext, loadProduct, type CatalogContext } from '../catalog/index.ts';
import { notificationContext, notify, type NotifyContext } from '../notifications/index.ts';
import { findOrder, orderItemsOf, ordersContext, recordOrderPayment, transitionOrder, type OrderRow, type OrdersContext } from '../orders/index.ts';
import { refund } from '../wallet/index.ts';
import * as repo from './purchasing.repository.ts';

export interface PurchasingContext {
  db: Db;
  orders: OrdersContext;
  catalog: CatalogContext;
  notifyContext: NotifyContext;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** How long the queue waits for a marketplace's price now before showing it as unknown. */
  priceTimeoutMs?: number;
}

export function purchasingContext(deps: AppDeps, log: FastifyBaseLogger): PurchasingContext {
  return { db: deps.database.db, orders: ordersContext(deps, log), catalog: catalogContext(deps), notifyContext: notificationContext(deps, log), log };
}

/** Who is acting, for the audit log. */
export interface StaffRef {
  staffId: string;
  requestId?: string | null;
  ip?: string | null;
}

const money = (amount: number) => formatVnd(vnd(amount));
const yen = (amount: number) => formatJpy(jpy(amount));

// ---------------------------------------------------------------------------------------------
// What the customer paid for, in yen

interface PriceLine {
  code?: unknown;
  amount_jpy?: unknown;
}

/** Goods with tax (`goods:*`, `tax:*`) and Japanese domestic shipping (`domestic:*`) the first payment covered, in yen. */
export function expectedOf(priceDetails: unknown): { goodsJpy: number; shippingJpy: number } {
  const groups = Array.isArray(priceDetails) ? (priceDetails as Array<{ lines?: unknown }>) : [];
  let goodsJpy = 0;
  let shippingJpy = 0;
  for (const group of groups) {
    for (const line of Array.isArray(group?.lines) ? (group.lines as PriceLine[]) : []) {
      if (typeof line?.code !== 'string' || !Number.isSafeInteger(line.amount_jpy)) continue;
      const amount = line.amount_jpy as number;
      if (line.code.startsWith('goods:') || line.code.startsWith('tax:')) goodsJpy += amount;
      else if (line.code.startsWith('domestic:')) shippingJpy += amount;
    }
  }
  return { goodsJpy, shippingJpy };
}

/**
 * The one settlement rule (the bills module settles the JP domestic shipping estimate the same
 * way): the yen difference at the order's rate, the yen amount rounded up to the whole dong.
 * Negative: the customer paid more than it cost (refund); positive: it cost more (next bill).
 */
export function settleDifference(actualJpy: number, expectedJpy: number, rateScaled: number): { differenceJpy: number; differenceVnd: number; formula: string } {
  const differenceJpy = actualJpy - expectedJpy;
  const rate = exchangeRate(rateScaled);
  const differenceVnd = Math.sign(differenceJpy) * (jpyToVnd(jpy(Math.abs(differenceJpy)), rate) as number);
  const formula = purchasingText.formula(yen(actualJpy), yen(expectedJpy), yen(differenceJpy), formatRate(rate), money(differenceVnd));
  return { differenceJpy, differenceVnd, formula };
}

export function purchaseRefundKey(orderId: string): string {
  return `order-purchase:${orderId}`;
}

// ---------------------------------------------------------------------------------------------
// The queue

const priceNow = new TtlCache<{ priceJpy: number | null; gone: boolean }>(2_000);
const PRICE_NOW_TTL_MS = 5 * 60_000;
const PRICE_NOW_TIMEOUT_MS = 2_500;

/** The item's price on the marketplace now, through the catalog (cached); never throws, never waits long. */
async function currentPrice(ctx: PurchasingContext, site: string, code: string): Promise<{ price: number | null; note: string | null }> {
  const key = `${site}\u0000${code}`;
  const cached = priceNow.get(key);
  if (cached) return { price: cached.priceJpy, note: cached.gone ? purchasingText.priceNowGone : null };
  let timer: NodeJS.Timeout | undefined;
  const load = loadProduct(ctx.catalog, site as SiteCode, code).then(
    (product) => {
      const value = { priceJpy: product.priceJpy ?? null, gone: false };
      priceNow.set(key, value, PRICE_NOW_TTL_MS);
      return value;
    },
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) {
        const value = { priceJpy: null, gone: true };
        priceNow.set(key, value, PRICE_NOW_TTL_MS);
        return value;
      }
      ctx.log.warn({ err: error, site, code }, 'price now unavailable');
      return null;
    },
  );
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ctx.priceTimeoutMs ?? PRICE_NOW_TIMEOUT_MS);
  });
  const found = await Promise.race([load, timeout]).finally(() => clearTimeout(timer));
  if (!found) return { price: null, note: purchasingText.priceNowSlow };
  return { price: found.priceJpy, note: found.gone ? purchasingText.priceNowGone : null };
}

function customerDto(c: repo.CustomerRow | undefined, userId: string) {
  return { id: userId, customer_no: c?.customerNo ?? null, full_name: c?.fullName ?? null, phone: c?.phone ?? null };
}

export async function purchaseQueue(ctx: PurchasingContext, filters: WorkQueueFilters = {}): Promise<{ results: PurchaseQueueItem[]; total: number; oldest_at: string | null }> {
  const { db } = ctx;
  const [rows, counted] = await Promise.all([repo.purchaseQueue(db, filters), repo.purchaseQueueCount(db, filters)]);
  const ids = rows.map((r) => r.id);
  const [items, customers] = await Promise.all([orderItemsOf(db, ids), repo.customersOf(db, rows.map((r) => r.userId))]);
  const results = await Promise.all(
    rows.map(async (order) => {
      const expected = expectedOf(order.priceDetails);
      const lines = await Promise.all(
        (items.get(order.id) ?? []).map(async (item) => {
          const now = await currentPrice(ctx, item.site, item.code);
          return {
            site: item.site,
            code: item.code,
            link: item.link,
            name: item.name,
            image: item.image,
            qty: item.qty,
            variant: item.variant,
            price_jpy: item.priceJpy,
            price_now_jpy: now.price,
            price_now_note: now.note,
          };
        }),
      );
      return {
        order_id: order.id,
        order_code: order.code,
        status: order.status,
        won_auction: order.source === 'auction',
        paid_at: order.firstPaidAt?.toISOString() ?? null,
        customer: customerDto(customers.get(order.userId), order.userId),
        items: lines,
        expected_goods_jpy: expected.goodsJpy,
        expected_shipping_jpy: expected.shippingJpy,
        rate: rateToDecimalString(exchangeRate(order.rateScaled)),
        rate_scaled: order.rateScaled,
        first_payment_vnd: order.firstPaymentVnd,
      };
    }),
  );
  return { results, total: counted.count, oldest_at: counted.oldest_at };
}

export const purchaseQueueCount = (db: Db) => repo.purchaseQueueCount(db);

// ---------------------------------------------------------------------------------------------
// Recording a purchase

export function toPurchaseDto(row: repo.PurchaseRow, orderCode: string): PurchaseDto {
  return {
    id: row.id,
    order_id: row.orderId,
    order_code: orderCode,
    marketplace_order_number: row.marketplaceOrderNumber,
    tracking_number: row.trackingNumber,
    price_paid_jpy: row.pricePaidJpy,
    domestic_shipping_jpy: row.domesticShippingJpy,
    expected_goods_jpy: row.expectedGoodsJpy,
    expected_shipping_jpy: row.expectedShippingJpy,
    difference_jpy: row.differenceJpy,
    difference_vnd: row.differenceVnd,
    settlement: row.differenceVnd < 0 ? 'refund' : row.differenceVnd > 0 ? 'next_bill' : 'none',
    formula: row.formula,
    won_auction: row.wonAuction,
    recorded_at: row.createdAt.toISOString(),
  };
}

export interface RecordPurchaseInput extends StaffRef {
  orderId: string;
  body: RecordPurchaseBody;
  /** The Idempotency-Key header: the same key answers the first record. */
  requestKey?: string | undefined;
}

/** The same purchase sent again (same key, or the same figures): the first record, nothing moved. */
function isReplay(existing: repo.PurchaseRow, input: RecordPurchaseInput): boolean {
  if (input.requestKey) return existing.requestKey === input.requestKey;
  const b = input.body;
  return (
    existing.marketplaceOrderNumber === b.marketplace_order_number.trim() &&
    (b.price_paid_jpy === undefined || existing.pricePaidJpy === b.price_paid_jpy) &&
    (b.domestic_shipping_jpy === undefined || existing.domesticShippingJpy === b.domestic_shipping_jpy)
  );
}

async function replayOrRefuse(db: Db, order: OrderRow, input: RecordPurchaseInput): Promise<{ purchase: PurchaseDto; replayed: true } | null> {
  const existing = await repo.findPurchase(db, order.id);
  if (!existing) return null;
  if (!isReplay(existing, input)) throw new AppError(409, 'PURCHASE_ALREADY_RECORDED');
  return { purchase: toPurchaseDto(existing, order.code), replayed: true };
}

/**
 * Staff bought the order on the marketplace (or settled a won auction with its seller): the record,
 * the move to `purchased`, the settlement of the difference and the audit entry commit together.
 * Paid less → the difference back to the wallet (key `order-purchase:<orderId>`); paid more → the
 * order's next bill charges it once (`purchaseAdjustmentLine`).
 */
export async function recordPurchase(ctx: PurchasingContext, input: RecordPurchaseInput): Promise<{ purchase: PurchaseDto; replayed: boolean }> {
  const { db } = ctx;
  const order = isUuid(input.orderId) ? await findOrder(db, input.orderId) : null;
  if (!order) throw new AppError(404, 'PURCHASE_ORDER_NOT_FOUND');
  const replay = await replayOrRefuse(db, order, input);
  if (replay) return replay;

  // A won auction is bought at the win (already `purchased`, or `purchasing` while its payment is settled).
  const wonAuction = order.source === 'auction';
  const alreadyPurchased = wonAuction && order.status === 'purchased';
  if (order.status !== 'purchasing' && !alreadyPurchased) throw new AppError(409, 'PURCHASE_ORDER_STATUS_INVALID');
  const expected = expectedOf(order.priceDetails);
  // A won auction's price is the win's (paid from the hold); staff give the seller's shipping if it differs.
  const pricePaidJpy = wonAuction ? expected.goodsJpy : input.body.price_paid_jpy;
  const shippingJpy = input.body.domestic_shipping_jpy ?? (wonAuction ? expected.shippingJpy : undefined);
  if (pricePaidJpy === undefined || shippingJpy === undefined) throw new AppError(400, 'PURCHASE_AMOUNT_INVALID');
  const settled = settleDifference(pricePaidJpy + shippingJpy, expected.goodsJpy + expected.shippingJpy, order.rateScaled);
  const number = input.body.marketplace_order_number.trim();

  let created: repo.PurchaseRow | null = null;
  const within = async (tx: Db, before: OrderRow) => {
    let refundEntryId: string | null = null;
    // Never more than what is still paid and not refunded (a coupon may have lowered the first payment).
    const amountVnd = Math.min(-settled.differenceVnd, before.paidVnd - before.refundedVnd);
    if (settled.differenceVnd < 0 && amountVnd > 0) {
      const { entry } = await refund(
        tx,
        {
          userId: order.userId,
          amountVnd,
          idempotencyKey: purchaseRefundKey(order.id),
          purpose: 'order_refund',
          description: purchasingText.wallet.refund(order.code),
          referenceType: 'order',
          referenceId: order.id,
          rateScaled: order.rateScaled,
          metadata: { order_code: order.code, formula: settled.formula },
          createdBy: input.staffId,
        },
        { inTransaction: true },
      );
      refundEntryId = entry.id;
      await recordOrderPayment(tx, { orderId: order.id, kind: 'refund', amountVnd, ledgerEntryId: entry.id, reference: 'purchase' });
    }
    created = await repo.insertPurchase(tx, {
      orderId: order.id,
      userId: order.userId,
      marketplaceOrderNumber: number,
      trackingNumber: input.body.tracking_number?.trim() || null,
      pricePaidJpy,
      domesticShippingJpy: shippingJpy,
      expectedGoodsJpy: expected.goodsJpy,
      expectedShippingJpy: expected.shippingJpy,
      differenceJpy: settled.differenceJpy,
      differenceVnd: settled.differenceVnd,
      formula: settled.formula,
      refundEntryId,
      wonAuction,
      requestKey: input.requestKey ?? null,
      recordedBy: input.staffId,
    });
    await recordStaffAction(tx, {
      actorId: input.staffId,
      action: 'purchase.record',
      entityType: 'order',
      entityId: order.code,
      customerId: order.userId,
      before: { status: before.status },
      after: {
        status: 'purchased',
        marketplace_order_number: number,
        price_paid_jpy: pricePaidJpy,
        domestic_shipping_jpy: shippingJpy,
        difference_vnd: settled.differenceVnd,
        ...(refundEntryId ? { ledger_key: purchaseRefundKey(order.id), refunded_vnd: amountVnd } : {}),
      },
      note: input.body.note ?? null,
      requestId: input.requestId ?? null,
      ip: input.ip ?? null,
    });
  };

  try {
    if (alreadyPurchased) {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        await within(tx, order);
      });
    } else {
      await transitionOrder(ctx.orders, {
        orderId: order.id,
        to: 'purchased',
        actor: { kind: 'staff', id: input.staffId },
        note: wonAuction ? purchasingText.events.wonSettled(number) : purchasingText.events.purchased(number),
        within: (tx, before) => within(tx, before),
      });
    }
  } catch (error) {
    // Recorded at the same moment by another request (the move or the unique record refused this one).
    const raced = violatesConstraint(error, 'purchases_order_key') || (error instanceof AppError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED');
    if (raced) {
      const again = await replayOrRefuse(db, order, input);
      if (again) return again;
      throw new AppError(409, 'PURCHASE_ORDER_STATUS_INVALID');
    }
    throw error;
  }
  const row = created as repo.PurchaseRow | null;
  if (!row) throw new Error('purchase not recorded');
  if (settled.differenceVnd !== 0) await announceDifference(ctx, order, settled.differenceVnd);
  return { purchase: toPurchaseDto(row, order.code), replayed: false };
}

async function announceDifference(ctx: PurchasingContext, order: OrderRow, differenceVnd: number) {
  const t = purchasingText.notices;
  try {
    await notify(
      ctx.db,
      {
        userId: order.userId,
        category: differenceVnd < 0 ? 'wallet' : 'order',
        title: differenceVnd < 0 ? t.refundTitle(order.code) : t.extraTitle(order.code),
        body: differenceVnd < 0 ? t.refundBody(order.code, money(-differenceVnd)) : t.extraBody(order.code, money(differenceVnd)),
        link: `/account/quotes/${order.code}`,
        data: { order_id: order.id, order_code: order.code, difference_vnd: differenceVnd },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, 'purchase notification failed');
  }
}

// ---------------------------------------------------------------------------------------------
// The seller cancels

/**
 * The seller cancelled (before the goods reached the Japan warehouse): the order's existing
 * `refunded` move gives back everything paid and not yet refunded; the audit entry is written in
 * the same transaction.
 */
export async function sellerCancel(ctx: PurchasingContext, input: StaffRef & { orderId: string; reason: string }): Promise<{ refundedVnd: number; orderCode: string }> {
  const { db } = ctx;
  const order = isUuid(input.orderId) ? await findOrder(db, input.orderId) : null;
  if (!order) throw new AppError(404, 'PURCHASE_ORDER_NOT_FOUND');
  if (order.status !== 'purchasing' && order.status !== 'purchased') throw new AppError(409, 'PURCHASE_CANCEL_STATUS_INVALID');
  let refundedVnd = 0;
  try {
    await transitionOrder(ctx.orders, {
      orderId: order.id,
      to: 'refunded',
      actor: { kind: 'staff', id: input.staffId },
      note: purchasingText.events.sellerCancelled(input.reason),
      within: async (tx, before, after) => {
        refundedVnd = after.refundedVnd - before.refundedVnd;
        await recordStaffAction(tx, {
          actorId: input.staffId,
          action: 'purchase.seller_cancel',
          entityType: 'order',
          entityId: order.code,
          customerId: order.userId,
          before: { status: before.status, refunded_vnd: before.refundedVnd },
          after: { status: after.status, refunded_vnd: after.refundedVnd, ledger_key: `order-refund:${order.id}` },
          note: input.reason,
          requestId: input.requestId ?? null,
          ip: input.ip ?? null,
        });
      },
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED') throw new AppError(409, 'PURCHASE_CANCEL_STATUS_INVALID');
    throw error;
  }
  return { refundedVnd, orderCode: order.code };
}

// ---------------------------------------------------------------------------------------------
// For the bills module

export const PURCHASE_ADJUSTMENT = 'purchase:adjustment';

/**
 * The order's purchase, for its bills: `settlesJpShipping` (the purchase recorded the actual
 * domestic shipping, so the bill does not settle the estimate again) and, when it cost more than
 * the customer paid, the line the next bill charges once (code `purchase:adjustment`).
 */
export async function purchaseSettlementOf(db: Db, orderId: string): Promise<{ settlesJpShipping: boolean; line: BillLine | null } | null> {
  const row = await repo.findPurchase(db, orderId);
  if (!row) return null;
  const actual = row.pricePaidJpy + row.domesticShippingJpy;
  const expected = row.expectedGoodsJpy + row.expectedShippingJpy;
  const line: BillLine | null =
    row.differenceVnd > 0
      ? {
          code: PURCHASE_ADJUSTMENT,
          label: purchasingText.billLine,
          amount_vnd: row.differenceVnd,
          amount_jpy: row.differenceJpy,
          note: purchasingText.billLineNote(yen(actual), yen(expected)),
          formula: row.formula,
        }
      : null;
  return { settlesJpShipping: true, line };
}
