import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Address, OrderDto, OrderPrice, OrderStatus, SiteCode } from '@kaimono/contracts';
import { ordersText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { isUuid, violatesConstraint } from '../../platform/db-errors.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { OrderAddressSnapshot } from '../../db/schema/index.ts';
import { addressBook, getAddress } from '../address/index.ts';
import { removeCartItems } from '../cart/index.ts';
import { catalogContext } from '../catalog/index.ts';
import { notificationContext, notify } from '../notifications/index.ts';
import { calculatePrice, pricingLabels, resolveDelivery, type DeliveryPlace, type PriceBreakdown, type PricedLineInput, type PricingLabels } from '../pricing/index.ts';
import { currentRateExact, type CurrentRate } from '../rates/index.ts';
import { prepareTitles, vietnameseTitle, type TitleTranslator } from '../translate/index.ts';
import { evaluateVoucher, redeemVoucher, releaseRedemption, voucherFailureError, type VoucherLine } from '../vouchers/index.ts';
import { balancesOf, postEntry, refund } from '../wallet/index.ts';
import * as repo from './orders.repository.ts';
import { canTransition, orderPath, refundsPayments } from './orders.transitions.ts';
import type { CreateOrderInput, OrderActorRef, OrderEventRow, OrderItemInput, OrderItemRow, OrderRow, OrdersContext } from './orders.types.ts';

export const ORDER_PAYMENT_PURPOSE = 'order_payment';
export const ORDER_REFUND_PURPOSE = 'order_refund';
export const firstPaymentKey = (orderId: string) => `order-first:${orderId}`;
export const refundKey = (orderId: string) => `order-refund:${orderId}`;
const orderLink = (code: string) => `/account/quotes/${encodeURIComponent(code)}`;
const money = (amount: number) => formatVnd(vnd(amount));
const label = (status: OrderStatus) => ordersText.statuses[status];

export function ordersContext(deps: AppDeps, log: FastifyBaseLogger): OrdersContext {
  return { db: deps.database.db, catalog: { ...catalogContext(deps), log }, notifyContext: notificationContext(deps, log), log };
}

// ---------------------------------------------------------------------------------------------
// Presentation

function addressSnapshot(a: Address): OrderAddressSnapshot {
  return {
    id: a.id,
    receiver_name: a.receiver_name,
    phone: a.phone,
    province_code: a.province_code,
    province_name: a.province_name,
    ward_code: a.ward_code,
    ward_name: a.ward_name,
    street: a.street,
    note: a.note,
    full_address: a.full_address,
  };
}

/** `name_vi` is read through the translator now (not stored), so a corrected translation shows in every order. */
export function itemDto(item: OrderItemInput | OrderItemRow, id: string, translator: TitleTranslator) {
  return {
    id,
    site_code: item.site as SiteCode,
    code: item.code,
    link: item.link,
    name: item.name,
    name_vi: vietnameseTitle(translator, item.name),
    image: item.image ?? null,
    qty: item.qty,
    variant: item.variant ?? '',
    price: item.priceJpy,
    price_jpy: item.priceJpy,
    tax_included: item.taxIncluded ?? true,
    domestic_shipping_jpy: item.domesticShippingJpy ?? null,
    weight: item.weightG ?? null,
    length: item.lengthCm ?? null,
    width: item.widthCm ?? null,
    height: item.heightCm ?? null,
    extra_services: [...(item.serviceCodes ?? [])],
    seller: { id: item.sellerId ?? null, name: item.sellerName ?? null },
    note: item.note ?? '',
  };
}

function timelineOf(events: OrderEventRow[]) {
  return events.map((e) => ({
    status: e.toStatus as OrderStatus,
    from_status: (e.fromStatus as OrderStatus | null) ?? null,
    label: label(e.toStatus as OrderStatus),
    at: e.createdAt.toISOString(),
    note: e.note,
    actor: e.actorKind,
  }));
}

function trackingOf(status: OrderStatus, events: OrderEventRow[]) {
  const reached = new Map<string, Date>();
  for (const e of events) if (!reached.has(e.toStatus)) reached.set(e.toStatus, e.createdAt);
  const index = orderPath.indexOf(status);
  return orderPath.map((s, i) => ({
    status: s,
    label: label(s),
    done: index >= 0 ? i <= index : reached.has(s),
    current: s === status,
    at: reached.get(s)?.toISOString() ?? null,
  }));
}

export function toOrderDto(row: OrderRow, items: OrderItemRow[], translator: TitleTranslator, events?: OrderEventRow[], labels?: PricingLabels): OrderDto {
  const status = row.status;
  return {
    id: row.id,
    _id: row.id,
    code: row.code,
    status,
    status_label: label(status),
    source: row.source,
    items: items.map((item) => itemDto(item, item.id, translator)),
    note: row.note,
    coupons: row.couponCode ? [{ coupon_code: row.couponCode }] : [],
    services_extra: row.servicesExtra,
    ship_mode: row.shipMode,
    route_code: row.routeCode,
    ...(labels
      ? {
          route_name: labels.route(row.routeCode),
          ship_mode_name: labels.shipMode(row.routeCode, row.shipMode),
          services_extra_names: row.servicesExtra.map((code) => ({ code, name: labels.extra(code) })),
        }
      : {}),
    weight: row.weightG,
    address: row.address ?? null,
    rate: row.rateScaled,
    price: {
      details: row.priceDetails as OrderPrice['details'],
      first_payment: row.firstPaymentVnd,
      second_payment: row.secondPaymentVnd,
      discount_vnd: row.discountVnd,
      total_vnd: row.totalVnd,
    },
    paid_vnd: row.paidVnd,
    refunded_vnd: row.refundedVnd,
    second_payment_due_vnd: row.secondPaymentDueVnd,
    second_payment_paid_vnd: row.secondPaymentPaidVnd,
    can_pay: status === 'waiting_deposit',
    can_cancel: canTransition(status, 'cancelled', 'customer'),
    can_confirm_receipt: canTransition(status, 'delivered', 'customer'),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(events ? { timeline: timelineOf(events), tracking: trackingOf(status, events) } : {}),
  };
}

/** The order with its items (and the timeline when asked). */
export async function orderDtoOf(db: Db, row: OrderRow, translator: TitleTranslator, withTimeline = false): Promise<OrderDto> {
  const [items, events, labels] = await Promise.all([
    repo.itemsOf(db, [row.id]),
    withTimeline ? repo.eventsOf(db, row.id) : Promise.resolve(undefined),
    pricingLabels(db, [row.routeCode]),
  ]);
  await prepareTitles(translator, (items.get(row.id) ?? []).map((item) => item.name));
  return toOrderDto(row, items.get(row.id) ?? [], translator, events, labels);
}

/** The items of these orders and the names of their routes, modes and extras (lists, exports). */
export async function itemsAndLabelsOf(db: Db, rows: Pick<OrderRow, 'id' | 'routeCode'>[]) {
  const [items, labels] = await Promise.all([
    repo.itemsOf(
      db,
      rows.map((r) => r.id),
    ),
    pricingLabels(
      db,
      rows.map((r) => r.routeCode),
    ),
  ]);
  return { items, labels };
}

export async function orderDtos(db: Db, rows: OrderRow[], translator: TitleTranslator): Promise<OrderDto[]> {
  const { items, labels } = await itemsAndLabelsOf(db, rows);
  await prepareTitles(translator, [...items.values()].flat().map((item) => item.name));
  return rows.map((row) => toOrderDto(row, items.get(row.id) ?? [], translator, undefined, labels));
}

// ---------------------------------------------------------------------------------------------
// Pricing (the pricing module) and the coupon (the vouchers module)

export interface PricingRequest {
  userId: string;
  items: OrderItemInput[];
  routeCode?: string | null | undefined;
  shipMode?: string | null | undefined;
  servicesExtra?: string[] | undefined;
  couponCode?: string | null | undefined;
  rate?: CurrentRate;
}

export interface PricedOrder {
  breakdown: PriceBreakdown;
  discountVnd: number;
  coupon: { code: string; discountVnd: number; summary: string; siteCode: SiteCode | null; lines: VoucherLine[]; orderTotalVnd: number } | null;
}

function linesOf(items: OrderItemInput[]): PricedLineInput[] {
  return items.map((item) => ({
    site: item.site,
    code: item.code,
    name: item.name,
    priceJpy: item.priceJpy,
    qty: item.qty,
    taxIncluded: item.taxIncluded ?? true,
    domesticShippingJpy: item.domesticShippingJpy ?? null,
    weightG: item.weightG ?? null,
    lengthCm: item.lengthCm ?? null,
    widthCm: item.widthCm ?? null,
    heightCm: item.heightCm ?? null,
    serviceCodes: item.serviceCodes ?? [],
  }));
}

/**
 * The route and mode an order is priced and stored with (issue 12 §4): the asked ones, else the
 * route of the delivery address (`place`; left out: the customer's default address) and its first
 * mode. A route or mode that can't be used, or an item that can't be priced, is a 400 with the
 * reason in Vietnamese, before anything is written or paid.
 */
export async function deliveryOf(
  db: Db,
  r: { userId: string; items: OrderItemInput[]; routeCode?: string | null | undefined; shipMode?: string | null | undefined; place?: DeliveryPlace | null | undefined },
): Promise<{ routeCode: string; shipMode: string }> {
  const place = r.place !== undefined ? r.place : (await addressBook(db, r.userId)).default_address;
  const { route, mode } = await resolveDelivery(db, { routeCode: r.routeCode, shipMode: r.shipMode, place, lines: linesOf(r.items) });
  return { routeCode: route.code, shipMode: mode.code };
}

const groupSum = (b: PriceBreakdown, code: string, pick: (lineCode: string) => boolean = () => true) =>
  b.groups.filter((g) => g.code === code).reduce((sum, g) => sum + g.lines.filter((l) => pick(l.code)).reduce((s, l) => s + l.amount_vnd, 0), 0);

/** The parts of the first payment a voucher may discount (its `services`). */
function voucherLinesOf(b: PriceBreakdown): VoucherLine[] {
  const lines: VoucherLine[] = [
    { service: 'goods', amountVnd: groupSum(b, 'goods') },
    { service: 'service_fee', amountVnd: groupSum(b, 'service') },
    { service: 'domestic_shipping', amountVnd: groupSum(b, 'japan', (code) => code.startsWith('domestic')) },
  ];
  return lines.filter((l) => l.amountVnd > 0);
}

export function normaliseCoupon(code: string | null | undefined): string | null {
  const trimmed = (code ?? '').trim().toUpperCase();
  return trimmed === '' ? null : trimmed;
}

/**
 * Prices the items; with a coupon, evaluates it on the first payment (what is paid now) and prices
 * again with its discount. An unusable coupon is the catalogue's 'Chưa thể áp dụng được mã giảm giá.'.
 */
export async function priceOrder(db: Db, r: PricingRequest): Promise<PricedOrder> {
  const rate = r.rate ?? (await currentRateExact(db));
  const servicesExtra = r.servicesExtra ?? [];
  // Order-level extras (services_extra) apply to every item, as the pricing module counts them.
  const input = { lines: linesOf(r.items), serviceCodes: servicesExtra, routeCode: r.routeCode ?? null, shipMode: r.shipMode ?? null, userId: r.userId, rate };
  const base = await calculatePrice(db, input);
  const couponCode = normaliseCoupon(r.couponCode);
  if (!couponCode) return { breakdown: base, discountVnd: 0, coupon: null };
  const sites = [...new Set(r.items.map((i) => i.site))];
  const siteCode = sites.length === 1 ? sites[0]! : null;
  const lines = voucherLinesOf(base);
  const orderTotalVnd = base.firstPaymentVnd;
  const evaluation = await evaluateVoucher(db, { userId: r.userId, code: couponCode, siteCode, orderTotalVnd, lines });
  if (!evaluation.ok) throw voucherFailureError(evaluation);
  const breakdown = await calculatePrice(db, { ...input, discountVnd: Math.min(evaluation.discountVnd, base.firstPaymentVnd) });
  // What the pricing module actually took off (never more than the first payment).
  const discountVnd = breakdown.discountVnd;
  return {
    breakdown,
    discountVnd,
    coupon: { code: evaluation.voucher.code, discountVnd, summary: evaluation.voucher.summary, siteCode, lines, orderTotalVnd },
  };
}

export function priceDto(p: PricedOrder): OrderPrice {
  return {
    details: p.breakdown.groups,
    first_payment: p.breakdown.firstPaymentVnd,
    second_payment: p.breakdown.secondPaymentVnd,
    discount_vnd: p.discountVnd,
    total_vnd: p.breakdown.totalVnd,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating an order (and saving / confirming a quote)

const MAX_ITEMS = 50;

function checkItems(items: OrderItemInput[]): void {
  if (!Array.isArray(items) || items.length === 0) throw badRequest('ORDER_ITEMS_REQUIRED');
  if (items.length > MAX_ITEMS) throw badRequest('VALIDATION_FAILED');
  for (const item of items) {
    const ok =
      Number.isSafeInteger(item.qty) &&
      item.qty >= 1 &&
      item.qty <= 999 &&
      Number.isSafeInteger(item.priceJpy) &&
      item.priceJpy >= 0 &&
      typeof item.code === 'string' &&
      item.code.length > 0;
    if (!ok) throw badRequest('VALIDATION_FAILED');
  }
}

function itemValues(orderId: string, items: OrderItemInput[]) {
  return items.map((item, position) => ({
    orderId,
    position,
    site: item.site,
    code: item.code,
    link: item.link,
    name: item.name,
    image: item.image ?? null,
    qty: item.qty,
    variant: item.variant ?? '',
    priceJpy: item.priceJpy,
    taxIncluded: item.taxIncluded ?? true,
    domesticShippingJpy: item.domesticShippingJpy ?? null,
    weightG: item.weightG ?? null,
    lengthCm: item.lengthCm ?? null,
    widthCm: item.widthCm ?? null,
    heightCm: item.heightCm ?? null,
    serviceCodes: item.serviceCodes ?? [],
    sellerId: item.sellerId ?? null,
    sellerName: item.sellerName ?? null,
    note: item.note ?? '',
  }));
}

function pricedColumns(p: PricedOrder) {
  return {
    rateScaled: p.breakdown.rateScaled,
    goodsJpy: p.breakdown.goodsJpy,
    priceDetails: p.breakdown.groups as unknown[],
    firstPaymentVnd: p.breakdown.firstPaymentVnd,
    secondPaymentVnd: p.breakdown.secondPaymentVnd,
    discountVnd: p.discountVnd,
    totalVnd: p.breakdown.totalVnd,
    weightG: p.breakdown.chargeableWeightG,
  };
}

/** Redeems the priced coupon for the order inside its transaction (limits hold under a row lock). */
async function redeemFor(tx: Db, userId: string, orderId: string, priced: PricedOrder): Promise<void> {
  if (!priced.coupon) return;
  const c = priced.coupon;
  const redeemed = await redeemVoucher(tx, {
    userId,
    code: c.code,
    siteCode: c.siteCode,
    orderTotalVnd: c.orderTotalVnd,
    lines: c.lines,
    orderRef: { type: 'order', id: orderId },
  });
  if (!redeemed.ok) throw voucherFailureError(redeemed);
  if (Math.min(redeemed.discountVnd, c.orderTotalVnd) !== c.discountVnd) throw new AppError(409, 'COUPON_NOT_APPLICABLE');
}

async function resolveAddress(db: Db, userId: string, addressId: string | null | undefined, required: boolean) {
  if (!addressId) {
    if (required) throw badRequest('ORDER_ADDRESS_REQUIRED');
    return null;
  }
  const address = await getAddress(db, userId, addressId);
  if (!address) throw notFound('ADDRESS_NOT_FOUND');
  return address;
}

/**
 * Creates an order (default `waiting_deposit`; `waiting_quote` saves a draft) from items whose
 * prices the caller read from the marketplace (or agreed with the seller). Prices come from the
 * pricing module at the current rate, which is stored on the order; the coupon is redeemed and the
 * cart items removed in the same transaction. The same `requestId` twice answers the first order.
 */
export async function createOrder(ctx: OrdersContext, input: CreateOrderInput, priced?: PricedOrder): Promise<OrderDto> {
  const { db } = ctx;
  checkItems(input.items);
  const status = input.status ?? 'waiting_deposit';
  if (input.requestId) {
    const earlier = await repo.findByRequest(db, input.userId, input.requestId);
    if (earlier) return orderDtoOf(db, earlier, ctx.catalog.translator);
  }
  const address = await resolveAddress(db, input.userId, input.addressId, status === 'waiting_deposit');
  const couponCode = normaliseCoupon(input.couponCode);
  // No route asked: the delivery address's (a won auction, buy-now, an agreed desired price …).
  const delivery = await deliveryOf(db, { userId: input.userId, items: input.items, routeCode: input.routeCode, shipMode: input.shipMode, place: address ?? undefined });
  const p =
    priced ??
    (await priceOrder(db, {
      userId: input.userId,
      items: input.items,
      ...delivery,
      servicesExtra: input.servicesExtra,
      couponCode,
    }));
  if (p.breakdown.calcError && status === 'waiting_deposit') throw new AppError(409, 'ORDER_PRICE_UNAVAILABLE', p.breakdown.calcError);
  const id = randomUUID();
  const actor: OrderActorRef =
    input.source === 'cart' || input.source === 'buy_now' ? { kind: 'customer', id: input.userId } : { kind: 'system', id: null };
  let created: { row: OrderRow; items: OrderItemRow[] };
  try {
    created = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo.insertOrder(tx, {
        id,
        userId: input.userId,
        status,
        source: input.source,
        sourceRef: input.sourceRef ?? null,
        requestId: input.requestId ?? null,
        addressId: address?.id ?? null,
        address: address ? addressSnapshot(address) : null,
        routeCode: delivery.routeCode,
        shipMode: delivery.shipMode,
        servicesExtra: input.servicesExtra ?? [],
        couponCode: p.coupon?.code ?? couponCode,
        note: input.note ?? '',
        cartItemIds: input.cartItemIds ?? [],
        ...pricedColumns(p),
      });
      const items = await repo.insertItems(tx, itemValues(id, input.items));
      if (status === 'waiting_deposit') await redeemFor(tx, input.userId, id, p);
      await repo.insertEvent(tx, {
        orderId: id,
        fromStatus: null,
        toStatus: status,
        actorKind: actor.kind,
        actorId: actor.id,
        note: status === 'waiting_quote' ? ordersText.events.quoteSaved : ordersText.events.created,
      });
      if (status === 'waiting_deposit' && input.cartItemIds && input.cartItemIds.length > 0) {
        await removeCartItems(tx, input.userId, input.cartItemIds);
      }
      return { row, items };
    });
  } catch (error) {
    if (input.requestId && violatesConstraint(error, 'orders_user_request_key')) {
      const earlier = await repo.findByRequest(db, input.userId, input.requestId);
      if (earlier) return orderDtoOf(db, earlier, ctx.catalog.translator);
    }
    throw error;
  }
  const { row } = created;
  await announce(ctx, row, {
    title: ordersText.notices.title(row.code, label(row.status)),
    body: status === 'waiting_quote' ? ordersText.notices.saved(row.code) : ordersText.notices.created(row.code, money(row.firstPaymentVnd)),
  });
  return toOrderDto(row, created.items, ctx.catalog.translator, undefined, await pricingLabels(db, [row.routeCode]));
}

/** Saves new items/prices on a draft (waiting_quote), or confirms it (→ waiting_deposit). */
export async function updateDraft(
  ctx: OrdersContext,
  input: {
    userId: string;
    draftId: string;
    items: OrderItemInput[];
    addressId?: string | null;
    routeCode?: string | null;
    shipMode?: string | null;
    servicesExtra?: string[];
    couponCode?: string | null;
    note?: string;
    confirm: boolean;
  },
  priced: PricedOrder,
): Promise<OrderDto> {
  const { db } = ctx;
  checkItems(input.items);
  const address = await resolveAddress(db, input.userId, input.addressId, input.confirm);
  if (priced.breakdown.calcError && input.confirm) throw new AppError(409, 'ORDER_PRICE_UNAVAILABLE', priced.breakdown.calcError);
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await repo.lockOrder(tx, input.draftId);
    if (!locked || locked.userId !== input.userId) throw notFound('ORDER_NOT_FOUND');
    if (locked.status !== 'waiting_quote') {
      throw new AppError(409, 'ORDER_TRANSITION_NOT_ALLOWED', ordersText.reasons.transition(label(locked.status), label('waiting_deposit')));
    }
    const status: OrderStatus = input.confirm ? 'waiting_deposit' : 'waiting_quote';
    const items = await repo.replaceItems(tx, locked.id, itemValues(locked.id, input.items));
    const row = await repo.updateOrder(tx, locked.id, {
      status,
      addressId: address?.id ?? locked.addressId,
      address: address ? addressSnapshot(address) : locked.address,
      routeCode: input.routeCode ?? null,
      shipMode: input.shipMode ?? null,
      servicesExtra: input.servicesExtra ?? [],
      couponCode: priced.coupon?.code ?? normaliseCoupon(input.couponCode),
      note: input.note ?? locked.note,
      ...pricedColumns(priced),
    });
    if (input.confirm) {
      await redeemFor(tx, input.userId, locked.id, priced);
      await repo.insertEvent(tx, {
        orderId: locked.id,
        fromStatus: 'waiting_quote',
        toStatus: 'waiting_deposit',
        actorKind: 'customer',
        actorId: input.userId,
        note: ordersText.events.confirmed,
      });
      if (locked.cartItemIds.length > 0) await removeCartItems(tx, input.userId, locked.cartItemIds);
    }
    return { row, items };
  });
  if (input.confirm) {
    await announce(ctx, result.row, {
      title: ordersText.notices.title(result.row.code, label(result.row.status)),
      body: ordersText.notices.created(result.row.code, money(result.row.firstPaymentVnd)),
    });
  }
  return toOrderDto(result.row, result.items, ctx.catalog.translator, undefined, await pricingLabels(ctx.db, [result.row.routeCode]));
}

// ---------------------------------------------------------------------------------------------
// The first payment

/**
 * Pays the order's first payment from the wallet: under the order's row lock, one ledger entry
 * (key `order-first:${orderId}`, to marketplace payables), the payment record, and the move to
 * `purchasing` commit together. Paying twice at once charges once (the second waits on the lock
 * and finds the order paid; the key would refuse a second debit anyway).
 */
export async function payFirstPayment(ctx: OrdersContext, input: { userId: string; orderId: string; requestKey?: string }): Promise<OrderDto> {
  const { db } = ctx;
  let paid: { row: OrderRow; amountVnd: number; replayed: boolean };
  try {
    paid = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Locked: a concurrent payment (or cancel) of the same order waits here, then sees it done.
      const order = await repo.lockOwned(tx, input.userId, input.orderId);
      if (!order) throw notFound('ORDER_NOT_FOUND');
      if (order.status !== 'waiting_deposit') {
        // Paid already (a repeated click, a concurrent request): the order as it is, nothing charged.
        if (order.firstPaidAt && order.status !== 'cancelled' && order.status !== 'refunded') return { row: order, amountVnd: 0, replayed: true };
        throw new AppError(409, 'ORDER_PAYMENT_UNAVAILABLE', ordersText.reasons.notPayable(label(order.status)));
      }
      const amountVnd = order.firstPaymentVnd;
      let paidVnd = order.paidVnd;
      if (amountVnd > 0) {
        // One ledger entry in this transaction (available → marketplace payables); the balance
        // CHECK refuses an overdraft (WALLET_INSUFFICIENT_BALANCE, answered below with the missing amount).
        const { entry } = await postEntry(
          tx,
          {
            idempotencyKey: firstPaymentKey(order.id),
            kind: 'payment',
            purpose: ORDER_PAYMENT_PURPOSE,
            userId: order.userId,
            description: ordersText.wallet.firstPayment(order.code),
            referenceType: 'order',
            referenceId: order.id,
            rateScaled: order.rateScaled,
            metadata: { order_code: order.code, kind: 'first' },
            postings: [
              { account: { user: order.userId, kind: 'available' }, amountVnd: -amountVnd },
              { account: { system: 'marketplace_payables' }, amountVnd },
            ],
          },
          { inTransaction: true, cacheOwner: db },
        );
        const recorded = await repo.insertPayment(tx, {
          orderId: order.id,
          userId: order.userId,
          kind: 'first',
          amountVnd,
          ledgerEntryId: entry.id,
          reference: input.requestKey ?? null,
        });
        if (recorded) paidVnd += amountVnd;
      }
      const row = await repo.updateOrder(tx, order.id, { status: 'purchasing', paidVnd, firstPaidAt: new Date() });
      await repo.insertEvent(tx, {
        orderId: order.id,
        fromStatus: 'waiting_deposit',
        toStatus: 'purchasing',
        actorKind: 'system',
        actorId: null,
        note: ordersText.events.firstPaid(money(amountVnd)),
      });
      return { row, amountVnd, replayed: false };
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_BALANCE') {
      const owned = await repo.findOwned(db, input.userId, input.orderId);
      const { available_vnd } = await balancesOf(db, input.userId);
      throw insufficient(owned?.firstPaymentVnd ?? 0, available_vnd);
    }
    throw error;
  }
  if (!paid.replayed) {
    const { available_vnd } = await balancesOf(db, paid.row.userId).catch(() => ({ available_vnd: 0 }));
    await announce(
      ctx,
      paid.row,
      {
        title: ordersText.notices.title(paid.row.code, label(paid.row.status)),
        body: ordersText.notices.paid(paid.row.code, money(paid.amountVnd), money(available_vnd)),
      },
      'wallet',
    );
  }
  return orderDtoOf(db, paid.row, ctx.catalog.translator);
}

function insufficient(amountVnd: number, availableVnd: number): AppError {
  const missing = Math.max(0, amountVnd - availableVnd);
  return new AppError(409, 'ORDER_BALANCE_INSUFFICIENT', ordersText.reasons.missingBalance(money(missing), money(Math.max(0, availableVnd))), {
    missing_vnd: String(missing),
  });
}

// ---------------------------------------------------------------------------------------------
// Transitions

/**
 * Moves an order to `to` when the transition table allows it for the actor. Cancelling or a
 * seller's refusal (→ refunded) gives back exactly what was paid and not yet refunded (one wallet
 * refund, key `order-refund:${orderId}`) and releases the coupon — in the same transaction. The
 * move to `delivering` needs the second payments paid. Every move is logged and notified.
 */
export async function transitionOrder(
  ctx: OrdersContext,
  input: {
    orderId: string;
    to: OrderStatus;
    actor: OrderActorRef;
    note?: string;
    /** Runs in the move's transaction after it (the order locked): a record that must exist exactly when the move does (audit, purchase, package). */
    within?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>;
    /** Staff hand the order to a carrier who collects what is unpaid on delivery (consolidated shipments' COD). */
    cashOnDelivery?: boolean;
    /** The staff request's id and address, for the audit log. */
    request?: Pick<StaffActor, 'requestId' | 'ip'>;
  },
): Promise<OrderDto> {
  const { db } = ctx;
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || (input.actor.kind === 'customer' && order.userId !== input.actor.id)) throw notFound('ORDER_NOT_FOUND');
    const from = order.status;
    const to = input.to;
    // The first payment makes the move to purchasing (payFirstPayment), or the system once a first
    // payment was recorded another way (a won auction's hold captured: bidding, recordOrderPayment).
    const firstPaidElsewhere = input.actor.kind === 'system' && order.firstPaidAt !== null;
    if (!canTransition(from, to, input.actor.kind) || (to === 'purchasing' && !firstPaidElsewhere)) {
      throw new AppError(409, 'ORDER_TRANSITION_NOT_ALLOWED', ordersText.reasons.transition(label(from), label(to)));
    }
    if (to === 'delivering' && order.secondPaymentPaidVnd < order.secondPaymentDueVnd && !(input.cashOnDelivery && input.actor.kind !== 'customer')) {
      throw new AppError(409, 'ORDER_SECOND_PAYMENT_UNPAID', ordersText.reasons.secondPaymentUnpaid(money(order.secondPaymentDueVnd - order.secondPaymentPaidVnd)));
    }
    const patch: Partial<repo.NewOrder> = { status: to };
    let refundedVnd = 0;
    if (refundsPayments(to)) {
      const owed = order.paidVnd - order.refundedVnd;
      if (owed > 0) {
        const { entry } = await refund(
          tx,
          {
            userId: order.userId,
            amountVnd: owed,
            idempotencyKey: refundKey(order.id),
            purpose: ORDER_REFUND_PURPOSE,
            description: ordersText.wallet.refund(order.code),
            referenceType: 'order',
            referenceId: order.id,
            rateScaled: order.rateScaled,
            metadata: { order_code: order.code, to },
            createdBy: input.actor.kind === 'staff' ? input.actor.id : null,
          },
          { inTransaction: true },
        );
        const recorded = await repo.insertPayment(tx, {
          orderId: order.id,
          userId: order.userId,
          kind: 'refund',
          amountVnd: owed,
          ledgerEntryId: entry.id,
          reference: to,
        });
        if (recorded) {
          refundedVnd = owed;
          patch.refundedVnd = order.refundedVnd + owed;
        }
      }
      await releaseRedemption(tx, { orderRef: { type: 'order', id: order.id } });
      patch.cancelledAt = new Date();
    }
    if (to === 'delivered') patch.deliveredAt = new Date();
    const row = await repo.updateOrder(tx, order.id, patch);
    const notes = [input.note?.trim() ?? '', refundedVnd > 0 ? ordersText.events.refunded(money(refundedVnd)) : ''].filter(Boolean);
    await repo.insertEvent(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      actorKind: input.actor.kind,
      actorId: input.actor.id,
      note: notes.join(' · '),
    });
    if (input.actor.kind === 'staff') {
      await recordStaffAction(tx, {
        ...input.request,
        actorId: input.actor.id,
        action: 'order.status',
        entityType: 'order',
        entityId: order.code,
        customerId: order.userId,
        before: { status: from, refunded_vnd: order.refundedVnd },
        after: { status: to, ...(refundedVnd > 0 ? { refunded_vnd: refundedVnd, ledger_key: refundKey(order.id) } : {}) },
        note: input.note?.trim() || null,
      });
    }
    if (input.within) await input.within(tx, order, row);
    return { row, refundedVnd };
  });
  const { row, refundedVnd } = result;
  await announce(
    ctx,
    row,
    {
      title: ordersText.notices.title(row.code, label(row.status)),
      body:
        refundedVnd > 0
          ? ordersText.notices.refunded(row.code, label(row.status), money(refundedVnd))
          : ordersText.notices.changed(row.code, label(row.status)),
    },
    refundedVnd > 0 ? 'wallet' : 'order',
  );
  return orderDtoOf(db, row, ctx.catalog.translator, true);
}

// ---------------------------------------------------------------------------------------------
// For the bills module

/**
 * A bill of the order was created (or its amount changed): the second payment due is the sum over
 * its bills. Idempotent per bill. Runs in the caller's transaction when `db` is one.
 */
export async function setSecondPaymentDue(db: Db, input: { orderId: string; amountVnd: number; billId: string }): Promise<void> {
  if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd < 0 || !input.billId) throw badRequest('VALIDATION_FAILED');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const bills = { ...order.secondPaymentBills, [input.billId]: input.amountVnd };
    const due = Object.values(bills).reduce((sum, n) => sum + n, 0);
    await repo.updateOrder(tx, order.id, { secondPaymentBills: bills, secondPaymentDueVnd: due });
  });
}

/**
 * Records money that moved for the order outside this module (a bill paid: kind 'second').
 * Once per ledger entry: a replay changes nothing. Runs in the caller's transaction when `db` is one.
 */
export async function recordOrderPayment(
  db: Db,
  input: {
    orderId: string;
    kind: 'first' | 'second' | 'refund';
    amountVnd: number;
    ledgerEntryId: string;
    reference?: string | null;
    /** A refund of a paid bill (a billed shipment cancelled, ADR 0017): its second payment no longer counts. */
    reversesSecond?: boolean;
  },
): Promise<void> {
  if (!Number.isSafeInteger(input.amountVnd) || input.amountVnd <= 0 || !isUuid(input.ledgerEntryId)) throw badRequest('VALIDATION_FAILED');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const recorded = await repo.insertPayment(tx, {
      orderId: order.id,
      userId: order.userId,
      kind: input.kind,
      amountVnd: input.amountVnd,
      ledgerEntryId: input.ledgerEntryId,
      reference: input.reference ?? null,
    });
    if (!recorded) return;
    if (input.kind === 'refund') {
      await repo.updateOrder(tx, order.id, {
        refundedVnd: order.refundedVnd + input.amountVnd,
        ...(input.reversesSecond ? { secondPaymentPaidVnd: Math.max(0, order.secondPaymentPaidVnd - input.amountVnd) } : {}),
      });
    } else {
      await repo.updateOrder(tx, order.id, {
        paidVnd: order.paidVnd + input.amountVnd,
        ...(input.kind === 'second' ? { secondPaymentPaidVnd: order.secondPaymentPaidVnd + input.amountVnd } : { firstPaidAt: order.firstPaidAt ?? new Date() }),
      });
    }
  });
}

/** The customer's order by id or code; null when there is none or it is someone else's. */
export async function ownedOrder(db: Db, userId: string, orderIdOrCode: string): Promise<OrderRow | null> {
  if (typeof orderIdOrCode !== 'string' || orderIdOrCode.trim() === '' || orderIdOrCode.length > 100) return null;
  return (await repo.findOwned(db, userId, orderIdOrCode)) ?? null;
}

/** Any order by id (staff, other modules). */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  return (await repo.findById(db, orderId)) ?? null;
}

/** When the order first entered each state it has been in (from its timeline). */
export async function statusEnteredAt(db: Db, orderId: string): Promise<Map<OrderStatus, Date>> {
  const entered = new Map<OrderStatus, Date>();
  for (const event of await repo.eventsOf(db, orderId)) {
    const status = event.toStatus as OrderStatus;
    if (!entered.has(status)) entered.set(status, event.createdAt);
  }
  return entered;
}

// ---------------------------------------------------------------------------------------------
// Notifications

async function announce(ctx: OrdersContext, row: OrderRow, text: { title: string; body: string }, category: 'order' | 'wallet' = 'order') {
  try {
    await notify(
      ctx.db,
      {
        userId: row.userId,
        category,
        title: text.title,
        body: text.body,
        link: orderLink(row.code),
        data: { order_id: row.id, order_code: row.code, status: row.status },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    ctx.log.error({ err: error, orderId: row.id }, 'order notification failed');
  }
}

