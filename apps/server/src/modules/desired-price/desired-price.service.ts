import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import {
  DESIRED_PRICE_FLOOR_PERCENT,
  desiredPriceSites,
  desiredPriceStatusCodes as S,
  type DesiredPriceCheckData,
  type DesiredPriceDto,
  type DesiredPriceEventDto,
  type DesiredPriceStatus,
  type SiteCode,
} from '@kaimono/contracts';
import { desiredPriceText, errorMessages, type ErrorCode } from '@kaimono/i18n';
import { formatJpy, jpy } from '@kaimono/money';
import type { Product } from '@kaimono/marketplaces';
import type { AuthUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { getAddress, addressBook } from '../address/index.ts';
import { itemPath, loadProduct, type CatalogContext } from '../catalog/index.ts';
import { vietnameseTitle } from '../translate/index.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { createOrder, payFirstPayment, type OrdersContext } from '../orders/index.ts';
import { checkDeliveryOptions } from './desired-price.pricing.ts';
import { domesticShippingOfProduct } from '../pricing/index.ts';
import * as repo from './desired-price.repository.ts';
import { canTransition, customerAbilities, isOpen, priceEditable, type DesiredPriceActor } from './desired-price.transitions.ts';

/** What the negotiation rules need. */
export interface DesiredPriceContext {
  db: Db;
  catalog: CatalogContext;
  notifyContext: NotifyContext;
  orders: OrdersContext;
  log: OrdersContext['log'];
}

const LIST_LINK = '/account/desired-prices';
const orderLink = (code: string) => `/account/quotes/${encodeURIComponent(code)}`;

// ------------------------------------------------------------------------------------------------
// Presentation

export const statusLabel = (status: number): string => desiredPriceText.statuses[status] ?? String(status);

export function statusOptions() {
  return Object.values(S).map((value) => ({ value, label: statusLabel(value) }));
}

export function toDto(row: repo.DesiredPriceRow): DesiredPriceDto {
  return {
    id: row.id,
    _id: row.id,
    status: row.status,
    status_label: statusLabel(row.status),
    site_code: row.site as SiteCode,
    code: row.code,
    name: row.name,
    image: row.image,
    link: row.link,
    path: itemPath(row.site as SiteCode, row.code),
    seller: { id: row.sellerId, name: row.sellerName },
    current_price: row.currentPriceJpy,
    desired_price: row.desiredPriceJpy,
    qty: row.qty,
    other_price: row.otherPriceJpy,
    accepted_price: row.acceptedPriceJpy,
    confirm: row.confirm,
    buy_auto: row.buyAuto,
    assignee_id: row.assigneeId,
    account_id: row.accountId,
    route_code: row.routeCode,
    ship_mode: row.shipMode,
    services_extra: row.servicesExtra,
    coupons_code: row.couponsCode,
    address_id: row.addressId,
    note: row.note,
    staff_note: row.staffNote,
    order_id: row.orderId,
    order_code: row.orderCode,
    order_error: row.orderError,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...customerAbilities(row),
  };
}

function eventDto(row: repo.DesiredPriceEventRow): DesiredPriceEventDto {
  return {
    kind: row.kind,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    status_label: statusLabel(row.toStatus),
    price: row.priceJpy,
    actor: row.actorKind,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

const yen = (amount: number) => formatJpy(jpy(amount));

// ------------------------------------------------------------------------------------------------
// Which items take offers, and which prices may be asked

type Verdict = { ok: true; priceJpy: number } | { ok: false; code: ErrorCode; message: string };

const refuse = (code: ErrorCode, message: string = errorMessages[code]): Verdict => ({ ok: false, code, message });

/**
 * Sellers take offers on Mercari (not Mercari Shops, which sell at fixed prices, and not Mercari
 * auctions), PayPay Flea Market, and Yahoo Auctions listings that have a buy-now price and no bids
 * yet (値下げ交渉: the negotiated price replaces the buy-now price). Yahoo Shopping, Rakuten and
 * Suruga-ya are shops with fixed prices (research/marketplaces.md).
 */
export function negotiable(product: Product): Verdict {
  if (!(desiredPriceSites as readonly string[]).includes(product.site)) return refuse('DESIRED_PRICE_SITE_UNSUPPORTED');
  if (product.site === 'mercari' && product.isShopsProduct) return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.shopsProduct);
  if (!product.available || product.stock === 0) return refuse('DESIRED_PRICE_SOLD_OUT');
  let price = product.priceJpy;
  if (product.auction) {
    if (product.site !== 'auction') return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.auctionHasBids);
    if (product.auction.status !== 'open') return refuse('DESIRED_PRICE_SOLD_OUT');
    if (!product.auction.buyNowPriceJpy) return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.auctionNoBuyNow);
    if (product.auction.bidCount > 0) return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.auctionHasBids);
    price = product.auction.buyNowPriceJpy;
  } else if (product.site === 'auction') {
    return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.auctionNoBuyNow);
  }
  if (price === null || !Number.isSafeInteger(price) || price < 2) return refuse('DESIRED_PRICE_ITEM_UNSUPPORTED', desiredPriceText.noPrice);
  return { ok: true, priceJpy: price };
}

/** The asking range: at least the floor (50 % rounded up), below the current price. */
export function priceRange(currentJpy: number): { min: number; max: number } {
  return { min: Math.ceil((currentJpy * DESIRED_PRICE_FLOOR_PERCENT) / 100), max: currentJpy - 1 };
}

/** null when the price may be asked, else why not. */
export function priceProblem(currentJpy: number, desiredJpy: number): AppError | null {
  const { min, max } = priceRange(currentJpy);
  if (desiredJpy > max) return new AppError(400, 'DESIRED_PRICE_TOO_HIGH', desiredPriceText.tooHigh(yen(currentJpy)));
  if (desiredJpy < min) return new AppError(400, 'DESIRED_PRICE_TOO_LOW', desiredPriceText.tooLow(yen(min)));
  return null;
}

function isAppError(error: unknown, ...codes: ErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}

// ------------------------------------------------------------------------------------------------
// Check

export async function check(
  ctx: DesiredPriceContext,
  viewerId: string | null,
  input: { site_code: SiteCode; code: string; desired_price?: number | undefined },
): Promise<DesiredPriceCheckData> {
  const base: DesiredPriceCheckData = {
    allowed: false,
    reason_code: null,
    reason: null,
    site_code: input.site_code,
    code: input.code,
    name: null,
    image: null,
    current_price: null,
    min_price: null,
    max_price: null,
    floor_percent: DESIRED_PRICE_FLOOR_PERCENT,
    existing_id: null,
  };
  const no = (code: ErrorCode, message: string = errorMessages[code]) => ({ ...base, reason_code: code, reason: message });
  if (!(desiredPriceSites as readonly string[]).includes(input.site_code)) return no('DESIRED_PRICE_SITE_UNSUPPORTED');

  const existing = viewerId ? await repo.findOpenFor(ctx.db, viewerId, input.site_code, input.code) : undefined;
  let product: Product;
  try {
    product = await loadProduct(ctx.catalog, input.site_code, input.code);
  } catch (error) {
    if (isAppError(error, 'ITEM_NOT_FOUND', 'ITEM_CODE_INVALID')) return no(error.code, error.message);
    throw error;
  }
  base.name = product.title;
  base.image = product.images[0] ?? null;
  base.existing_id = existing?.id ?? null;
  const verdict = negotiable(product);
  if (!verdict.ok) return no(verdict.code, verdict.message);
  const range = priceRange(verdict.priceJpy);
  Object.assign(base, { current_price: verdict.priceJpy, min_price: range.min, max_price: range.max });
  if (existing) return no('DESIRED_PRICE_ALREADY_OPEN');
  if (input.desired_price !== undefined) {
    const problem = priceProblem(verdict.priceJpy, input.desired_price);
    if (problem) return no(problem.code, problem.message);
  }
  return { ...base, allowed: true };
}

// ------------------------------------------------------------------------------------------------
// Customers

export async function list(db: Db, userId: string, query: { page: number; size: number; status?: number | undefined; site_code?: string | undefined; code?: string | undefined }) {
  const { rows, total } = await repo.listForUser(db, userId, { status: query.status, site: query.site_code, code: query.code }, query.page, query.size);
  return { results: rows.map(toDto), pagination: { page: query.page, size: query.size, total }, statuses: statusOptions() };
}

async function ownRequest(db: Db, userId: string, id: string): Promise<repo.DesiredPriceRow> {
  const row = await repo.findOwnRequest(db, userId, id);
  if (!row) throw new AppError(404, 'DESIRED_PRICE_NOT_FOUND');
  return row;
}

export async function detail(db: Db, userId: string, id: string) {
  const row = await ownRequest(db, userId, id);
  return { data: toDto(row), events: (await repo.listEvents(db, row.id)).map(eventDto) };
}

/** The address must be one of the customer's (another customer's id is "not found"). */
async function checkAddress(db: Db, userId: string, addressId: string | null | undefined): Promise<void> {
  if (!addressId) return;
  if (!(await getAddress(db, userId, addressId))) throw new AppError(404, 'ADDRESS_NOT_FOUND');
}

export interface CreateInput {
  id?: string | undefined;
  site_code?: SiteCode | undefined;
  code?: string | undefined;
  desired_price: number;
  qty?: number | undefined;
  route_code?: string | null | undefined;
  ship_mode?: string | null | undefined;
  services_extra?: string[] | undefined;
  coupons_code?: string | null | undefined;
  address_id?: string | null | undefined;
  buy_auto?: boolean | undefined;
  note?: string | undefined;
}

/**
 * POST /api/desired-price. A new request when there is no id (other_price and confirm never reach
 * here: the request schema drops them); with an id it is the update of PUT (its fields only).
 * The item is read from the marketplace: the customer negotiates against its price now.
 */
export async function create(ctx: DesiredPriceContext, userId: string, input: CreateInput): Promise<DesiredPriceDto> {
  if (input.id) {
    return update(ctx, userId, {
      id: input.id,
      desired_price: input.desired_price,
      ship_mode: input.ship_mode,
      services_extra: input.services_extra,
      coupons_code: input.coupons_code,
      address_id: input.address_id,
    });
  }
  if (!input.site_code || !input.code) throw new AppError(400, 'DESIRED_PRICE_ITEM_REQUIRED');
  const product = await loadProduct(ctx.catalog, input.site_code, input.code);
  const verdict = negotiable(product);
  if (!verdict.ok) throw new AppError(409, verdict.code, verdict.message);
  const problem = priceProblem(verdict.priceJpy, input.desired_price);
  if (problem) throw problem;
  await checkAddress(ctx.db, userId, input.address_id);
  const options = await checkDeliveryOptions(ctx.db, {
    routeCode: input.route_code ?? null,
    shipMode: input.ship_mode ?? null,
    services: input.services_extra ?? [],
  });

  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertRequest(tx, {
      userId,
      site: product.site,
      code: product.code,
      name: product.title.slice(0, 500),
      image: product.images[0] ?? null,
      link: product.sourceUrl,
      sellerId: product.seller?.id ?? product.sellerId ?? null,
      sellerName: product.seller?.name ?? product.sellerName ?? null,
      currentPriceJpy: verdict.priceJpy,
      desiredPriceJpy: input.desired_price,
      qty: input.qty ?? 1,
      status: S.waiting,
      buyAuto: input.buy_auto ?? false,
      routeCode: options.routeCode,
      shipMode: options.shipMode,
      servicesExtra: options.services,
      couponsCode: input.coupons_code ?? null,
      addressId: input.address_id ?? null,
      note: input.note?.trim() || null,
    });
    if (!inserted) throw new AppError(409, 'DESIRED_PRICE_ALREADY_OPEN');
    await repo.insertEvent(tx, {
      desiredPriceId: inserted.id,
      kind: 'created',
      fromStatus: null,
      toStatus: S.waiting,
      priceJpy: input.desired_price,
      actorKind: 'customer',
      actorId: userId,
      note: inserted.note,
    });
    return inserted;
  });
  return toDto(row);
}

export interface UpdateInput {
  id: string;
  desired_price?: number | undefined;
  ship_mode?: string | null | undefined;
  services_extra?: string[] | undefined;
  coupons_code?: string | null | undefined;
  address_id?: string | null | undefined;
}

/**
 * PUT /api/desired-price: only id, desired_price, ship_mode, services_extra, coupons_code and
 * address_id (spec §5). The price may change until a price is agreed; a new price takes a request
 * that was sent (2) or countered (6) back to waiting, to be sent again. Delivery options may change
 * until the order is made.
 */
export async function update(ctx: DesiredPriceContext, userId: string, input: UpdateInput): Promise<DesiredPriceDto> {
  const found = await ownRequest(ctx.db, userId, input.id);
  if (!customerAbilities(found).can_edit) throw new AppError(409, 'DESIRED_PRICE_NOT_EDITABLE');
  const priceChanges = input.desired_price !== undefined && input.desired_price !== found.desiredPriceJpy;
  if (priceChanges) {
    if (!priceEditable(found.status)) throw new AppError(409, 'DESIRED_PRICE_NOT_EDITABLE');
    const problem = priceProblem(found.currentPriceJpy, input.desired_price!);
    if (problem) throw problem;
  }
  await checkAddress(ctx.db, userId, input.address_id);
  const options =
    input.ship_mode !== undefined || input.services_extra !== undefined
      ? await checkDeliveryOptions(ctx.db, {
          routeCode: found.routeCode,
          shipMode: input.ship_mode !== undefined ? input.ship_mode : found.shipMode,
          services: input.services_extra ?? found.servicesExtra,
        })
      : null;

  const row = await ctx.db.transaction(async (tx) => {
    const current = (await repo.lockRequest(tx, found.id))!;
    if (!customerAbilities(current).can_edit || (priceChanges && !priceEditable(current.status))) {
      throw new AppError(409, 'DESIRED_PRICE_NOT_EDITABLE');
    }
    const backToWaiting = priceChanges && current.status !== S.waiting;
    const updated = await repo.updateRequest(tx, current.id, {
      ...(priceChanges ? { desiredPriceJpy: input.desired_price!, otherPriceJpy: null } : {}),
      ...(backToWaiting ? { status: S.waiting } : {}),
      ...(options ? { shipMode: options.shipMode, routeCode: options.routeCode, servicesExtra: options.services } : {}),
      ...(input.coupons_code !== undefined ? { couponsCode: input.coupons_code } : {}),
      ...(input.address_id !== undefined ? { addressId: input.address_id, orderError: null } : {}),
    });
    await repo.insertEvent(tx, {
      desiredPriceId: current.id,
      kind: 'updated',
      fromStatus: current.status,
      toStatus: updated.status,
      priceJpy: priceChanges ? input.desired_price! : null,
      actorKind: 'customer',
      actorId: userId,
      note: null,
    });
    return updated;
  });
  return toDto(row);
}

/**
 * PUT /api/desired-price/change-status by the customer: cancel (0), accept the seller's counter
 * price (3), order an accepted request (5), or switch buy_auto (sent alone or with the current
 * status). assignee_id and account_id are staff fields: ignored here.
 */
export async function customerChangeStatus(
  ctx: DesiredPriceContext,
  userId: string,
  input: { id: string; status?: DesiredPriceStatus | undefined; buy_auto?: boolean | undefined },
): Promise<{ data: DesiredPriceDto; message: string }> {
  const found = await ownRequest(ctx.db, userId, input.id);
  const to = input.status ?? found.status;
  if (to === found.status) {
    if (input.buy_auto === undefined || input.buy_auto === found.buyAuto) {
      if (input.status === undefined && input.buy_auto === undefined) throw new AppError(400, 'DESIRED_PRICE_STATUS_INVALID');
      // Ordering again answers the same order; any other repeat (cancel a cancelled request …) is refused.
      if (input.status === S.ordered) return { data: toDto(found), message: desiredPriceText.messages.ordered };
      if (input.buy_auto === undefined) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
      return { data: toDto(found), message: found.buyAuto ? desiredPriceText.messages.buyAutoOn : desiredPriceText.messages.buyAutoOff };
    }
    if (!isOpen(found.status)) throw new AppError(409, 'DESIRED_PRICE_NOT_EDITABLE');
    const row = await ctx.db.transaction(async (tx) => {
      const current = (await repo.lockRequest(tx, found.id))!;
      if (!isOpen(current.status)) throw new AppError(409, 'DESIRED_PRICE_NOT_EDITABLE');
      return repo.updateRequest(tx, current.id, { buyAuto: input.buy_auto! });
    });
    // Switched on after the seller already agreed: order now, as if the answer came just now.
    if (row.buyAuto && row.status === S.accepted) {
      const ordered = await autoOrder(ctx, row, { kind: 'customer', id: userId });
      return { data: toDto(ordered), message: desiredPriceText.messages.buyAutoOn };
    }
    return { data: toDto(row), message: row.buyAuto ? desiredPriceText.messages.buyAutoOn : desiredPriceText.messages.buyAutoOff };
  }

  // Back to waiting happens only with a new price (PUT); the seller's side is staff's.
  if (to === S.waiting || !canTransition(found.status, to, 'customer')) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
  if (to === S.ordered) {
    const row = input.buy_auto !== undefined && input.buy_auto !== found.buyAuto ? await repo.updateRequest(ctx.db, found.id, { buyAuto: input.buy_auto }) : found;
    const ordered = await placeOrder(ctx, row, { kind: 'customer', id: userId });
    return { data: toDto(ordered), message: desiredPriceText.messages.ordered };
  }
  if (to === S.accepted) {
    // Accepting the seller's counter price.
    const row = await move(ctx.db, found.id, S.countered, S.accepted, { kind: 'customer', id: userId }, (current) => ({
      acceptedPriceJpy: current.otherPriceJpy ?? current.desiredPriceJpy,
      confirm: true,
      decidedAt: new Date(),
      ...(input.buy_auto !== undefined ? { buyAuto: input.buy_auto } : {}),
    }));
    const final = row.buyAuto ? await autoOrder(ctx, row, { kind: 'system', id: null }) : row;
    return { data: toDto(final), message: desiredPriceText.messages.counterAccepted };
  }
  // Cancel.
  const row = await move(ctx.db, found.id, found.status, S.cancelled, { kind: 'customer', id: userId }, () => ({ decidedAt: new Date() }));
  return { data: toDto(row), message: desiredPriceText.messages.cancelled };
}

interface ActorRef {
  kind: DesiredPriceActor;
  id: string | null;
}

/**
 * One status change under a row lock: the row must still be in `from` (a concurrent change makes
 * this one fail with 409) and the move must be in the transition table for the actor.
 */
async function move(
  db: Db,
  id: string,
  from: number,
  to: DesiredPriceStatus,
  actor: ActorRef,
  patch: (current: repo.DesiredPriceRow) => Partial<repo.DesiredPriceInsert> = () => ({}),
  event: { kind?: repo.DesiredPriceEventInsert['kind']; priceJpy?: number | null; note?: string | null } = {},
  audit?: Pick<StaffActor, 'requestId' | 'ip'>,
): Promise<repo.DesiredPriceRow> {
  return db.transaction(async (tx) => {
    const current = await repo.lockRequest(tx, id);
    if (!current) throw new AppError(404, 'DESIRED_PRICE_NOT_FOUND');
    if (current.status !== from || !canTransition(from, to, actor.kind)) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
    const updated = await repo.updateRequest(tx, id, { ...patch(current), status: to });
    await repo.insertEvent(tx, {
      desiredPriceId: id,
      kind: event.kind ?? 'status',
      fromStatus: from,
      toStatus: to,
      priceJpy: event.priceJpy ?? null,
      actorKind: actor.kind,
      actorId: actor.id,
      note: event.note ?? null,
    });
    // Every move by staff (an answer, sent to the seller, cancelled…) is in the audit log.
    if (actor.kind === 'staff') {
      await recordStaffAction(tx, {
        ...audit,
        actorId: actor.id,
        action: event.kind === 'answer' ? 'desired_price.answer' : 'desired_price.status',
        entityType: 'desired_price',
        entityId: id,
        customerId: current.userId,
        before: { status: from },
        after: { status: to, ...(event.priceJpy != null ? { price_jpy: event.priceJpy } : {}) },
        note: event.note ?? null,
      });
    }
    return updated;
  });
}

// ------------------------------------------------------------------------------------------------
// Ordering at the agreed price

/** The address the order goes to: the chosen one, else the customer's default address. */
async function orderAddress(db: Db, row: repo.DesiredPriceRow): Promise<string | null> {
  if (row.addressId && (await getAddress(db, row.userId, row.addressId))) return row.addressId;
  const book = await addressBook(db, row.userId);
  return book.default_address?.id ?? null;
}

/**
 * Creates the order for an accepted request (status 3 → 5) at the agreed price, then tries the
 * first payment from the wallet. The order is idempotent by request id, so a repeated call answers
 * the same order. A failed payment (e.g. too little in the wallet) leaves the order waiting for
 * its deposit, and the customer is told. A failed creation throws (the request stays accepted).
 */
export async function placeOrder(ctx: DesiredPriceContext, row: repo.DesiredPriceRow, actor: ActorRef): Promise<repo.DesiredPriceRow> {
  if (row.status === S.ordered) return row;
  if (row.status !== S.accepted || row.acceptedPriceJpy === null) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
  if (!canTransition(S.accepted, S.ordered, actor.kind)) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
  const addressId = await orderAddress(ctx.db, row);
  if (!addressId) throw new AppError(400, 'ADDRESS_NOT_FOUND', desiredPriceText.orderErrors.noAddress);
  const product = await checkStillForSale(ctx, row);

  const order = await createOrder(ctx.orders, {
    userId: row.userId,
    source: 'desired_price',
    items: [
      {
        site: row.site as SiteCode,
        code: row.code,
        link: row.link,
        name: row.name,
        image: row.image,
        qty: row.qty,
        priceJpy: row.acceptedPriceJpy,
        // The item's own facts, as every pricing path reads them (0 when the seller pays shipping).
        taxIncluded: true,
        domesticShippingJpy: domesticShippingOfProduct(product),
        sellerId: row.sellerId,
        sellerName: row.sellerName,
        note: row.note,
      },
    ],
    addressId,
    routeCode: row.routeCode,
    shipMode: row.shipMode,
    servicesExtra: row.servicesExtra,
    couponCode: row.couponsCode,
    ...(row.note ? { note: row.note } : {}),
    sourceRef: row.id,
    requestId: `desired-price:${row.id}`,
  });

  let updated: repo.DesiredPriceRow;
  try {
    updated = await move(
      ctx.db,
      row.id,
      S.accepted,
      S.ordered,
      actor,
      () => ({ orderId: order.id, orderCode: order.code, orderError: null, addressId, confirm: true }),
      { kind: 'order', priceJpy: row.acceptedPriceJpy, note: order.code },
    );
  } catch (error) {
    // Another call ordered it at the same time: the order is the same one (same request id).
    const again = await repo.findRequest(ctx.db, row.id);
    if (again?.status === S.ordered) return again;
    throw error;
  }

  let paid = false;
  let paymentError: string | null = null;
  try {
    await payFirstPayment(ctx.orders, { userId: row.userId, orderId: order.id, requestKey: `desired-price:${row.id}` });
    paid = true;
  } catch (error) {
    if (!(error instanceof AppError)) ctx.log.error({ err: error, desiredPriceId: row.id, orderId: order.id }, 'first payment of a desired-price order failed');
    // E.g. too little in the wallet: the order waits for its deposit; the reason is kept and told.
    paymentError = error instanceof AppError ? error.message : errorMessages.ORDER_PAYMENT_ERROR;
  }
  if (paymentError) updated = await repo.updateRequest(ctx.db, row.id, { orderError: paymentError });

  const notices = desiredPriceText.notices;
  await tell(ctx, row, {
    body: [notices.ordered(order.code), paid ? notices.paid : notices.waitingDeposit, paymentError ?? ''].join(' '),
    link: orderLink(order.code),
    data: { order_id: order.id, order_code: order.code, paid },
  });
  return updated;
}

/** The item must still be for sale when the order is made (sold out or gone → 409, nothing ordered). */
async function checkStillForSale(ctx: DesiredPriceContext, row: repo.DesiredPriceRow): Promise<Product> {
  let product: Product;
  try {
    product = await loadProduct(ctx.catalog, row.site as SiteCode, row.code);
  } catch (error) {
    if (isAppError(error, 'ITEM_NOT_FOUND', 'ITEM_CODE_INVALID')) throw new AppError(409, 'DESIRED_PRICE_SOLD_OUT');
    throw error;
  }
  if (!product.available || product.stock === 0 || (product.auction && product.auction.status !== 'open')) {
    throw new AppError(409, 'DESIRED_PRICE_SOLD_OUT');
  }
  return product;
}

/**
 * The automatic order (buy_auto) after a price is agreed. Nothing here fails the caller: when the
 * order cannot be made (no address, coupon no longer valid …) the request stays accepted, the
 * reason is kept on it and the customer is told, so they can fix it and order themselves.
 */
async function autoOrder(ctx: DesiredPriceContext, row: repo.DesiredPriceRow, actor: ActorRef): Promise<repo.DesiredPriceRow> {
  try {
    return await placeOrder(ctx, row, { kind: actor.kind === 'customer' ? 'customer' : 'system', id: actor.id });
  } catch (error) {
    if (!(error instanceof AppError)) ctx.log.error({ err: error, desiredPriceId: row.id }, 'automatic desired-price order failed');
    const reason = error instanceof AppError ? error.message : errorMessages.QUOTE_CREATE_FAILED;
    const updated = await ctx.db.transaction(async (tx) => {
      const next = await repo.updateRequest(tx, row.id, { orderError: reason });
      await repo.insertEvent(tx, {
        desiredPriceId: row.id,
        kind: 'order_failed',
        fromStatus: next.status,
        toStatus: next.status,
        priceJpy: null,
        actorKind: 'system',
        actorId: null,
        note: reason,
      });
      return next;
    });
    await tell(ctx, row, { body: desiredPriceText.notices.orderFailed(reason) });
    return updated;
  }
}

async function tell(ctx: DesiredPriceContext, row: repo.DesiredPriceRow, message: { body: string; link?: string; data?: Record<string, unknown> }) {
  try {
    await notify(
      ctx.db,
      {
        userId: row.userId,
        category: 'order',
        // The Vietnamese title as the translator gives it now (the text is kept as written); the original in data.
        title: desiredPriceText.notices.title(vietnameseTitle(ctx.catalog.translator, row.name) ?? row.name),
        body: message.body,
        link: message.link ?? LIST_LINK,
        data: { desired_price_id: row.id, item_title: row.name, ...message.data },
      },
      ctx.notifyContext,
    );
  } catch (error) {
    // The change itself is saved; a notification failure is logged, not the customer's problem.
    ctx.log.error({ err: error, desiredPriceId: row.id }, 'desired-price notification failed');
  }
}

// ------------------------------------------------------------------------------------------------
// Staff

function customerDto(customer: repo.Customer | undefined, userId: string) {
  return {
    id: customer?.id ?? userId,
    full_name: customer?.fullName ?? '',
    customer_no: customer?.customerNo ?? '',
    phone: customer?.phone ?? '',
  };
}

export async function adminList(
  db: Db,
  query: { page: number; size: number; status?: number | undefined; assignee_id?: string | undefined; site_code?: string | undefined; q?: string | undefined },
) {
  const { rows, total } = await repo.listAll(
    db,
    { status: query.status, assigneeId: query.assignee_id, site: query.site_code, q: query.q },
    query.page,
    query.size,
  );
  return {
    results: rows.map((r) => ({ ...toDto(r.request), customer: customerDto(r.customer, r.request.userId) })),
    pagination: { page: query.page, size: query.size, total },
    statuses: statusOptions(),
  };
}

export async function adminDetail(db: Db, id: string) {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError(404, 'DESIRED_PRICE_NOT_FOUND');
  const [customer, events] = await Promise.all([repo.findCustomer(db, row.userId), repo.listEvents(db, row.id)]);
  return { data: { ...toDto(row), customer: customerDto(customer, row.userId) }, events: events.map(eventDto) };
}

async function anyRequest(db: Db, id: string): Promise<repo.DesiredPriceRow> {
  const row = await repo.findRequest(db, id);
  if (!row) throw new AppError(404, 'DESIRED_PRICE_NOT_FOUND');
  return row;
}

/**
 * The seller's answer, recorded by staff. accepted → 3 at `price_jpy` (default: the desired price;
 * never above it), then the automatic order when buy_auto is on. Not accepted with a price → 6, the
 * seller's counter price (above the desired price, below the current one). Not accepted without a
 * price → 4. The customer is notified either way.
 */
export async function adminAnswer(
  ctx: DesiredPriceContext,
  staff: AuthUser,
  id: string,
  input: { accepted: boolean; price_jpy?: number | undefined; note?: string | undefined },
  audit?: Pick<StaffActor, 'requestId' | 'ip'>,
) {
  const found = await anyRequest(ctx.db, id);
  const note = input.note?.trim() || null;
  const actor: ActorRef = { kind: 'staff', id: staff.id };
  const notices = desiredPriceText.notices;
  const withNote = (body: string) => (note ? `${body} ${notices.note(note)}` : body);
  let row: repo.DesiredPriceRow;

  if (input.accepted) {
    const price = input.price_jpy ?? found.desiredPriceJpy;
    if (price > found.desiredPriceJpy && found.status !== S.countered) throw new AppError(400, 'DESIRED_PRICE_ANSWER_INVALID');
    if (found.status === S.countered && price > (found.otherPriceJpy ?? found.desiredPriceJpy)) throw new AppError(400, 'DESIRED_PRICE_ANSWER_INVALID');
    if (!canTransition(found.status, S.accepted, 'staff')) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
    row = await move(
      ctx.db,
      found.id,
      found.status,
      S.accepted,
      actor,
      () => ({ acceptedPriceJpy: price, confirm: true, staffNote: note, decidedAt: new Date() }),
      { kind: 'answer', priceJpy: price, note },
      audit,
    );
    await tell(ctx, row, {
      body: withNote(`${notices.accepted(yen(price))}${row.buyAuto ? '' : ` ${notices.acceptedOrder}`}`),
      data: { status: row.status, price_jpy: price },
    });
    if (row.buyAuto) row = await autoOrder(ctx, row, { kind: 'system', id: null });
  } else if (input.price_jpy !== undefined) {
    const price = input.price_jpy;
    if (price <= found.desiredPriceJpy || price >= found.currentPriceJpy) throw new AppError(400, 'DESIRED_PRICE_ANSWER_INVALID');
    if (!canTransition(found.status, S.countered, 'staff')) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
    row = await move(
      ctx.db,
      found.id,
      found.status,
      S.countered,
      actor,
      () => ({ otherPriceJpy: price, staffNote: note }),
      { kind: 'answer', priceJpy: price, note },
      audit,
    );
    await tell(ctx, row, { body: withNote(notices.countered(yen(price))), data: { status: row.status, other_price: price } });
  } else {
    if (!canTransition(found.status, S.refused, 'staff')) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
    row = await move(ctx.db, found.id, found.status, S.refused, actor, () => ({ staffNote: note, decidedAt: new Date() }), { kind: 'answer', note }, audit);
    await tell(ctx, row, { body: withNote(notices.refused), data: { status: row.status } });
  }
  return adminDetail(ctx.db, row.id);
}

/**
 * PUT /api/desired-price/change-status by staff: assign (assignee_id must be a staff account),
 * set the buying account, and move the status: 0 cancel, 1 back to waiting, 2 sent to the seller,
 * 3 accepted at the desired price, 4 refused, 5 order for the customer. A counter price (6) needs
 * a price: the answer endpoint.
 */
export async function staffChangeStatus(
  ctx: DesiredPriceContext,
  staff: AuthUser,
  input: { id: string; status?: DesiredPriceStatus | undefined; assignee_id?: string | null | undefined; buy_auto?: boolean | undefined; account_id?: string | null | undefined },
): Promise<{ data: DesiredPriceDto; message: string }> {
  let found = await anyRequest(ctx.db, input.id);
  if (input.assignee_id && !(await repo.isStaff(ctx.db, input.assignee_id))) throw new AppError(400, 'DESIRED_PRICE_ASSIGNEE_INVALID');

  const fieldsChange =
    (input.assignee_id !== undefined && input.assignee_id !== found.assigneeId) ||
    (input.account_id !== undefined && input.account_id !== found.accountId) ||
    (input.buy_auto !== undefined && input.buy_auto !== found.buyAuto);
  if (fieldsChange) {
    found = await ctx.db.transaction(async (tx) => {
      const current = (await repo.lockRequest(tx, found.id))!;
      const updated = await repo.updateRequest(tx, current.id, {
        ...(input.assignee_id !== undefined ? { assigneeId: input.assignee_id } : {}),
        ...(input.account_id !== undefined ? { accountId: input.account_id } : {}),
        ...(input.buy_auto !== undefined ? { buyAuto: input.buy_auto } : {}),
      });
      if (input.assignee_id !== undefined && input.assignee_id !== current.assigneeId) {
        await repo.insertEvent(tx, {
          desiredPriceId: current.id,
          kind: 'assigned',
          fromStatus: current.status,
          toStatus: current.status,
          priceJpy: null,
          actorKind: 'staff',
          actorId: staff.id,
          note: null,
        });
      }
      return updated;
    });
  }

  const to = input.status;
  if (to === undefined || to === found.status) {
    if (!fieldsChange && to === undefined) throw new AppError(400, 'DESIRED_PRICE_STATUS_INVALID');
    return { data: toDto(found), message: desiredPriceText.messages.statusChanged };
  }
  if (to === S.accepted || to === S.refused) {
    const answered = await adminAnswer(ctx, staff, found.id, { accepted: to === S.accepted });
    return { data: answered.data, message: desiredPriceText.messages.answered };
  }
  if (to === S.ordered) {
    const ordered = await placeOrder(ctx, found, { kind: 'staff', id: staff.id });
    return { data: toDto(ordered), message: desiredPriceText.messages.ordered };
  }
  // A counter offer needs its price: the answer endpoint.
  if (to === S.countered || !canTransition(found.status, to, 'staff')) throw new AppError(409, 'DESIRED_PRICE_TRANSITION_INVALID');
  const row = await move(ctx.db, found.id, found.status, to, { kind: 'staff', id: staff.id }, () =>
    to === S.cancelled ? { decidedAt: new Date() } : {},
  );
  const notices = desiredPriceText.notices;
  if (to === S.negotiating) await tell(ctx, row, { body: notices.sent, data: { status: to } });
  if (to === S.cancelled) await tell(ctx, row, { body: notices.cancelled, data: { status: to } });
  return { data: toDto(row), message: desiredPriceText.messages.statusChanged };
}
