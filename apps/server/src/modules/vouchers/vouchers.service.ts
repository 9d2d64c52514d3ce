import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import {
  siteCodes,
  voucherCode,
  voucherServices,
  type AdminVoucherDto,
  type CatalogueVoucherDto,
  type SiteCode,
  type UserCouponDto,
  type UserCouponStatus,
  type VoucherDto,
  type VoucherService,
} from '@kaimono/contracts';
import { errorMessages, siteText, vouchersText, type ErrorCode } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { Db } from '../../platform/db.ts';
import { AppError, retryLaterUntil } from '../../platform/errors.ts';
import * as repo from './vouchers.repository.ts';
import { isUniqueViolation, isUuid } from '../../platform/db-errors.ts';

// ---------------------------------------------------------------------------------------------
// Presentation

const percentFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
/** 1000 bp → "10", 250 bp → "2,5" (display only; money never goes through a float). */
const percentText = (bps: number) => percentFormat.format(bps / 100);
const money = (amount: number) => formatVnd(vnd(amount));
const siteNames = (sites: readonly string[]) => sites.map((s) => siteText[s as SiteCode]?.name ?? s).join(', ');
const serviceLabels = (services: readonly string[]) => services.map((s) => vouchersText.services[s as VoucherService] ?? s).join(', ');

function summaryOf(row: repo.VoucherRow): string {
  if (row.discountType === 'fixed') return vouchersText.summary.fixed(money(row.amountVnd ?? 0));
  const percent = percentText(row.percentBps ?? 0);
  return row.maxDiscountVnd ? vouchersText.summary.percentCapped(percent, money(row.maxDiscountVnd)) : vouchersText.summary.percent(percent);
}

function conditionsOf(row: repo.VoucherRow): string[] {
  const c = vouchersText.conditions;
  return [
    row.minOrderVnd > 0 ? c.minOrder(money(row.minOrderVnd)) : c.anyOrder,
    ...(row.sites.length > 0 ? [c.sites(siteNames(row.sites))] : []),
    ...(row.services.length > 0 ? [c.services(serviceLabels(row.services))] : []),
    c.perCustomer(row.perCustomerLimit),
  ];
}

const remainingOf = (row: repo.VoucherRow, used: number) => (row.totalLimit === null ? null : Math.max(0, row.totalLimit - used));

/** Uses left for one customer: their own limit, and never more than are left for everyone. */
function myRemainingOf(row: repo.VoucherRow, used: number, mine: number): number {
  const own = Math.max(0, row.perCustomerLimit - mine);
  const total = remainingOf(row, used);
  return total === null ? own : Math.min(own, total);
}

export function toVoucherDto(row: repo.VoucherRow, used: number): VoucherDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discountType,
    amount_vnd: row.amountVnd,
    percent_bps: row.percentBps,
    max_discount_vnd: row.maxDiscountVnd,
    min_order_vnd: row.minOrderVnd,
    valid_from: row.validFrom.toISOString(),
    valid_to: row.validTo.toISOString(),
    total_limit: row.totalLimit,
    per_customer_limit: row.perCustomerLimit,
    sites: row.sites as SiteCode[],
    services: row.services as VoucherService[],
    is_public: row.isPublic,
    summary: summaryOf(row),
    conditions: conditionsOf(row),
    remaining_uses: remainingOf(row, used),
  };
}

function toCatalogueDto(item: repo.CatalogueRow, viewerId: string | null): CatalogueVoucherDto {
  return {
    ...toVoucherDto(item.voucher, item.used),
    saved: item.couponId !== null,
    user_coupon_id: item.couponId,
    my_remaining_uses: viewerId ? myRemainingOf(item.voucher, item.used, item.mine) : null,
  };
}

function toUserCouponDto(item: repo.UserCouponRow): UserCouponDto {
  return {
    id: item.id,
    saved_at: item.savedAt.toISOString(),
    status: item.status,
    status_name: vouchersText.statuses[item.status],
    my_used_count: item.mine,
    my_remaining_uses: myRemainingOf(item.voucher, item.used, item.mine),
    voucher: toVoucherDto(item.voucher, item.used),
  };
}

// ---------------------------------------------------------------------------------------------
// Customers

interface Page {
  page: number;
  size: number;
}

/** GET /api/vouchers: public vouchers running now (anyone); `saved` etc. for a logged-in viewer. */
export async function publicVouchers(db: Db, viewerId: string | null, query: Page) {
  const { rows, total } = await repo.listCatalogue(db, { viewerId, withSavedPrivate: false, now: new Date(), ...query });
  return { results: rows.map((r) => toCatalogueDto(r, viewerId)), pagination: { ...query, total } };
}

/** GET /api/coupons: what the customer can use now: public vouchers and their saved private ones. */
export async function couponCatalogue(db: Db, userId: string, query: Page) {
  const { rows, total } = await repo.listCatalogue(db, { viewerId: userId, withSavedPrivate: true, now: new Date(), ...query });
  return { results: rows.map((r) => toCatalogueDto(r, userId)), pagination: { ...query, total } };
}

/** GET /api/coupons/user: the customer's saved coupons with their status. */
export async function userCoupons(db: Db, userId: string, query: Page & { status?: UserCouponStatus | undefined }) {
  const { rows, total } = await repo.listUserCoupons(db, userId, { now: new Date(), ...query });
  return { results: rows.map(toUserCouponDto), pagination: { page: query.page, size: query.size, total } };
}

/**
 * POST /api/voucher: saves a voucher (public or private) by its code. A voucher that has not
 * started yet may be saved (it shows as not_started); an ended, stopped or used-up one may not.
 */
/**
 * Guessing codes is throttled: codes that match no voucher are counted per customer (10 an hour)
 * and per client address (30 an hour) in the database; past that, RATE_LIMITED with Retry-After.
 */
export const CODE_GUESS_LIMITS = { perCustomer: 10, perAddress: 30, windowSeconds: 3600 } as const;

async function assertMayTryCode(db: Db, userId: string, address: string | null): Promise<void> {
  const { perCustomer, perAddress, windowSeconds } = CODE_GUESS_LIMITS;
  const [customer, fromAddress] = await Promise.all([
    repo.codeFailuresBlockedUntil(db, { userId }, perCustomer, windowSeconds),
    address ? repo.codeFailuresBlockedUntil(db, { address }, perAddress, windowSeconds) : null,
  ]);
  const refusal = retryLaterUntil(customer, fromAddress);
  if (refusal) throw refusal;
}

export async function saveByCode(db: Db, userId: string, code: string, address: string | null = null): Promise<UserCouponDto> {
  await assertMayTryCode(db, userId, address);
  const row = await repo.findByCode(db, code);
  if (!row) {
    await repo.recordCodeFailure(db, userId, address, code);
    throw new AppError(404, 'VOUCHER_NOT_FOUND');
  }
  const now = new Date();
  if (!row.active) throw new AppError(409, 'VOUCHER_INACTIVE');
  if (row.validTo <= now) throw new AppError(409, 'VOUCHER_EXPIRED');
  const use = await repo.usage(db, row.id, userId);
  if (row.totalLimit !== null && use.used >= row.totalLimit) throw new AppError(409, 'VOUCHER_USED_UP');
  if (use.mine >= row.perCustomerLimit) throw new AppError(409, 'VOUCHER_CUSTOMER_LIMIT');
  const saved = await repo.insertUserCoupon(db, userId, row.id);
  if (!saved) throw new AppError(409, 'VOUCHER_ALREADY_SAVED');
  const { rows } = await repo.listUserCoupons(db, userId, { now, couponId: saved.id, page: 1, size: 1 });
  return toUserCouponDto(rows[0]!);
}

/** DELETE /api/coupon/{id}: only the customer's own saved coupon; anything else is 404. */
export async function deleteCoupon(db: Db, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteUserCoupon(db, userId, id))) throw new AppError(404, 'COUPON_NOT_FOUND');
}

// ---------------------------------------------------------------------------------------------
// Applying a voucher to an order (the public API of index.ts)

export interface VoucherLine {
  service: VoucherService;
  amountVnd: number;
}

export interface EvaluateInput {
  userId: string;
  code: string;
  /** The marketplace of the order; null for an order that mixes sites (site-bound vouchers then fail). */
  siteCode: SiteCode | null;
  orderTotalVnd: number;
  /** The order's amounts by service; needed for vouchers limited to some services. */
  lines?: VoucherLine[] | undefined;
  /** For tests; defaults to now. */
  now?: Date | undefined;
  /** The client address, when known (guessing is also limited per address). */
  address?: string | null | undefined;
}

export interface OrderRef {
  /** What the buying module calls it ('quote', 'order', 'bill' …). */
  type: string;
  id: string;
}

export type VoucherFailureCode = Extract<
  ErrorCode,
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_INACTIVE'
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_CUSTOMER_LIMIT'
  | 'VOUCHER_SITE_NOT_ELIGIBLE'
  | 'VOUCHER_MIN_ORDER'
  | 'VOUCHER_SERVICE_NOT_ELIGIBLE'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_APPLY_ERROR'
>;

export interface VoucherFailure {
  ok: false;
  code: VoucherFailureCode;
  /** Vietnamese reason, e.g. 'Đơn hàng cần đạt tối thiểu 500.000 ₫ để dùng mã giảm giá này.' */
  message: string;
}

export interface VoucherSuccess {
  ok: true;
  voucher: VoucherDto;
  /** Whole dong, 0 < discountVnd ≤ eligibleVnd ≤ orderTotalVnd. */
  discountVnd: number;
  /** The part of the order the voucher applies to. */
  eligibleVnd: number;
}

export type Evaluation = VoucherSuccess | VoucherFailure;

export type Redemption = (VoucherSuccess & { redemptionId: string; replayed: boolean }) | VoucherFailure;

const fail = (code: VoucherFailureCode, message: string = errorMessages[code]): VoucherFailure => ({ ok: false, code, message });

const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const REF_PART = /^[A-Za-z0-9._:-]{1,100}$/;

/** The caller's input, normalised; a failure when it cannot be right (a bug of the caller, not the customer). */
function normalise(input: EvaluateInput): { code: string; lines: VoucherLine[] | undefined } | VoucherFailure {
  const parsed = voucherCode.safeParse(input.code);
  if (!parsed.success) return fail('VOUCHER_NOT_FOUND');
  const lines = input.lines;
  const linesOk = lines === undefined || (Array.isArray(lines) && lines.every((l) => isAmount(l.amountVnd) && voucherServices.includes(l.service)));
  const siteOk = input.siteCode === null || siteCodes.includes(input.siteCode);
  if (!isUuid(input.userId) || !isAmount(input.orderTotalVnd) || !linesOk || !siteOk) return fail('COUPON_APPLY_ERROR');
  return { code: parsed.data, lines };
}

/**
 * The rules, on a voucher row and its current uses. Percent discounts round DOWN to the whole
 * dong: the customer gets at most the advertised percentage (and exactly the cap), and the shop
 * never collects less than its price, the same direction as fees rounding up (ADR 0002).
 * BigInt keeps eligible × basis points exact beyond 2^53.
 */
export function evaluateRow(
  row: repo.VoucherRow,
  use: { used: number; mine: number },
  input: Pick<EvaluateInput, 'siteCode' | 'orderTotalVnd' | 'lines'>,
  now: Date,
): Evaluation {
  if (!row.active) return fail('VOUCHER_INACTIVE');
  if (now < row.validFrom) return fail('VOUCHER_NOT_STARTED');
  if (now >= row.validTo) return fail('VOUCHER_EXPIRED');
  if (row.totalLimit !== null && use.used >= row.totalLimit) return fail('VOUCHER_USED_UP');
  if (use.mine >= row.perCustomerLimit) return fail('VOUCHER_CUSTOMER_LIMIT');
  if (row.sites.length > 0 && (input.siteCode === null || !row.sites.includes(input.siteCode))) {
    return fail('VOUCHER_SITE_NOT_ELIGIBLE', vouchersText.reasons.sites(siteNames(row.sites)));
  }
  if (input.orderTotalVnd < row.minOrderVnd) return fail('VOUCHER_MIN_ORDER', vouchersText.reasons.minOrder(money(row.minOrderVnd)));

  const eligibleRaw =
    row.services.length === 0
      ? input.orderTotalVnd
      : (input.lines ?? []).filter((l) => row.services.includes(l.service)).reduce((sum, l) => sum + BigInt(l.amountVnd), 0n);
  // Lines never discount more than the order itself.
  const eligible = Number(BigInt(eligibleRaw) < BigInt(input.orderTotalVnd) ? BigInt(eligibleRaw) : BigInt(input.orderTotalVnd));
  if (eligible <= 0) return fail('VOUCHER_SERVICE_NOT_ELIGIBLE', vouchersText.reasons.services(serviceLabels(row.services)));

  let discount: number;
  if (row.discountType === 'fixed') {
    discount = Math.min(row.amountVnd ?? 0, eligible);
  } else {
    discount = Number((BigInt(eligible) * BigInt(row.percentBps ?? 0)) / 10_000n);
    if (row.maxDiscountVnd !== null) discount = Math.min(discount, row.maxDiscountVnd);
  }
  // e.g. 1 % of 50 ₫: nothing to give.
  if (discount <= 0) return fail('COUPON_NOT_APPLICABLE');
  return { ok: true, voucher: toVoucherDto(row, use.used), discountVnd: discount, eligibleVnd: eligible };
}

/** What the voucher would take off this order now (nothing is recorded). */
export async function evaluateVoucher(db: Db, input: EvaluateInput): Promise<Evaluation> {
  const normal = normalise(input);
  if ('ok' in normal) return normal;
  // A coupon tried on a quote counts against the same guessing limits as POST /api/voucher.
  await assertMayTryCode(db, input.userId, input.address ?? null);
  const row = await repo.findByCode(db, normal.code);
  if (!row) {
    await repo.recordCodeFailure(db, input.userId, input.address ?? null, normal.code);
    return fail('VOUCHER_NOT_FOUND');
  }
  const use = await repo.usage(db, row.id, input.userId);
  return evaluateRow(row, use, { ...input, lines: normal.lines }, input.now ?? new Date());
}

/**
 * Records the use of a voucher by an order. The voucher row is locked (`for update`) for the
 * transaction, so redemptions of one voucher run one after another and the counts they check are
 * current: total and per-customer limits hold under any number of concurrent requests and server
 * processes. Idempotent per (voucher, order ref): a replay answers the recorded discount with
 * `replayed: true`; a released redemption of the same order is applied again (limits checked anew).
 * Pass your own transaction as `db` to commit the redemption together with the order.
 */
export async function redeemVoucher(db: Db, input: EvaluateInput & { orderRef: OrderRef }): Promise<Redemption> {
  const normal = normalise(input);
  if ('ok' in normal) return normal;
  const ref = input.orderRef;
  if (!ref || typeof ref.type !== 'string' || typeof ref.id !== 'string' || !REF_PART.test(ref.type) || !REF_PART.test(ref.id)) {
    return fail('COUPON_APPLY_ERROR');
  }
  return db.transaction(async (tx): Promise<Redemption> => {
    const row = await repo.lockByCode(tx, normal.code);
    if (!row) return fail('VOUCHER_NOT_FOUND');
    const existing = await repo.findRedemption(tx, row.id, ref);
    // One order belongs to one customer: another customer's redemption under this ref is a caller bug.
    if (existing && existing.userId !== input.userId) return fail('COUPON_APPLY_ERROR');
    if (existing?.status === 'applied') {
      const use = await repo.usage(tx, row.id, input.userId);
      return {
        ok: true,
        voucher: toVoucherDto(row, use.used),
        discountVnd: existing.discountVnd,
        eligibleVnd: existing.eligibleVnd,
        redemptionId: existing.id,
        replayed: true,
      };
    }
    const use = await repo.usage(tx, row.id, input.userId);
    const result = evaluateRow(row, use, { ...input, lines: normal.lines }, input.now ?? new Date());
    if (!result.ok) return result;
    const amounts = { orderTotalVnd: input.orderTotalVnd, eligibleVnd: result.eligibleVnd, discountVnd: result.discountVnd };
    const saved = existing
      ? await repo.reapplyRedemption(tx, existing.id, amounts)
      : await repo.insertRedemption(tx, { voucherId: row.id, userId: input.userId, orderRefType: ref.type, orderRefId: ref.id, ...amounts });
    return { ...result, voucher: toVoucherDto(row, use.used + 1), redemptionId: saved.id, replayed: false };
  });
}

/** An order was cancelled: its vouchers' uses come back. Idempotent; returns how many were released. */
export async function releaseRedemption(db: Db, input: { orderRef: OrderRef }): Promise<{ released: number }> {
  const released = await repo.releaseByRef(db, input.orderRef);
  return { released: released.length };
}

/**
 * A failed evaluation or redemption as the error the buying module answers: spec §8
 * 'Chưa thể áp dụng được mã giảm giá.' (or 'Lỗi áp dụng mã giảm giá' for a call that could not be
 * right), with the reason under `fields[field]`.
 */
export function voucherFailureError(failure: VoucherFailure, field = 'coupon_code'): AppError {
  if (failure.code === 'COUPON_APPLY_ERROR') return new AppError(400, 'COUPON_APPLY_ERROR', undefined, { [field]: failure.message });
  return new AppError(409, 'COUPON_NOT_APPLICABLE', undefined, { [field]: failure.message });
}

// ---------------------------------------------------------------------------------------------
// Staff

function toAdminDto(item: repo.AdminRow): AdminVoucherDto {
  return {
    ...toVoucherDto(item.voucher, item.used),
    active: item.voucher.active,
    used_count: item.used,
    released_count: item.released,
    saved_count: item.saved,
    code_locked: item.used + item.released > 0,
    created_at: item.voucher.createdAt.toISOString(),
    updated_at: item.voucher.updatedAt.toISOString(),
  };
}

async function adminDto(db: Db, id: string): Promise<AdminVoucherDto> {
  const { rows } = await repo.listAdmin(db, { id, page: 1, size: 1 });
  if (!rows[0]) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  return toAdminDto(rows[0]);
}

export async function adminList(db: Db, query: Page & { q?: string | undefined; active?: 'true' | 'false' | undefined }) {
  const active = query.active === undefined ? undefined : query.active === 'true';
  const { rows, total } = await repo.listAdmin(db, { q: query.q, active, page: query.page, size: query.size });
  return { results: rows.map(toAdminDto), pagination: { page: query.page, size: query.size, total } };
}

export interface VoucherFields {
  code: string;
  name: string;
  description: string;
  discount_type: 'fixed' | 'percent';
  amount_vnd?: number | null | undefined;
  percent_bps?: number | null | undefined;
  max_discount_vnd?: number | null | undefined;
  min_order_vnd: number;
  valid_from: string | Date;
  valid_to: string | Date;
  total_limit?: number | null | undefined;
  per_customer_limit: number;
  sites: SiteCode[];
  services: VoucherService[];
  is_public: boolean;
  active: boolean;
}

/**
 * The row values of a complete voucher, after the rules no single field can check: a fixed
 * voucher needs its amount (percent fields are dropped), a percent one its rate, and the
 * window must end after it starts. Bad → 400, nothing saved.
 */
function toRowValues(f: VoucherFields): Omit<repo.VoucherInsert, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'> {
  const validFrom = new Date(f.valid_from);
  const validTo = new Date(f.valid_to);
  if (!(validTo > validFrom)) {
    throw new AppError(400, 'VOUCHER_PERIOD_INVALID', undefined, { valid_to: errorMessages.VOUCHER_PERIOD_INVALID });
  }
  const fixed = f.discount_type === 'fixed';
  if (fixed ? !f.amount_vnd : !f.percent_bps) {
    throw new AppError(400, 'VOUCHER_DISCOUNT_INVALID', undefined, {
      [fixed ? 'amount_vnd' : 'percent_bps']: errorMessages.VOUCHER_DISCOUNT_INVALID,
    });
  }
  return {
    code: f.code,
    name: f.name,
    description: f.description,
    discountType: f.discount_type,
    amountVnd: fixed ? f.amount_vnd! : null,
    percentBps: fixed ? null : f.percent_bps!,
    maxDiscountVnd: fixed ? null : (f.max_discount_vnd ?? null),
    minOrderVnd: f.min_order_vnd,
    validFrom,
    validTo,
    totalLimit: f.total_limit ?? null,
    perCustomerLimit: f.per_customer_limit,
    sites: f.sites,
    services: f.services,
    isPublic: f.is_public,
    active: f.active,
  };
}

function fieldsOf(row: repo.VoucherRow): VoucherFields {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    discount_type: row.discountType,
    amount_vnd: row.amountVnd,
    percent_bps: row.percentBps,
    max_discount_vnd: row.maxDiscountVnd,
    min_order_vnd: row.minOrderVnd,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    total_limit: row.totalLimit,
    per_customer_limit: row.perCustomerLimit,
    sites: row.sites as SiteCode[],
    services: row.services as VoucherService[],
    is_public: row.isPublic,
    active: row.active,
  };
}


export async function adminCreate(db: Db, staffId: string, input: VoucherFields, actor?: StaffActor): Promise<AdminVoucherDto> {
  const id = await db.transaction(async (tx) => {
    const row = await repo.insertVoucher(tx, { ...toRowValues(input), createdBy: staffId });
    if (!row) throw new AppError(409, 'VOUCHER_CODE_TAKEN', undefined, { code: errorMessages.VOUCHER_CODE_TAKEN });
    await recordStaffAction(tx, { ...actor, actorId: staffId, action: 'voucher.create', entityType: 'voucher', entityId: row.code, after: { ...input } });
    return row.id;
  });
  return adminDto(db, id);
}

/**
 * Edits a voucher. The row is locked like a redemption does, so "the code is fixed once redeemed"
 * can't race a first redemption. Limits may go below the current uses: nothing more is redeemed.
 */
export async function adminUpdate(db: Db, id: string, patch: Partial<VoucherFields>, actor?: StaffActor): Promise<AdminVoucherDto> {
  try {
    await db.transaction(async (tx) => {
      const row = await repo.lockById(tx, id);
      if (!row) throw new AppError(404, 'VOUCHER_NOT_FOUND');
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<VoucherFields>;
      const merged = { ...fieldsOf(row), ...defined };
      if (merged.code !== row.code) {
        if (await repo.hasRedemptions(tx, row.id)) throw new AppError(409, 'VOUCHER_CODE_LOCKED', undefined, { code: errorMessages.VOUCHER_CODE_LOCKED });
        if (await repo.findByCode(tx, merged.code)) throw new AppError(409, 'VOUCHER_CODE_TAKEN', undefined, { code: errorMessages.VOUCHER_CODE_TAKEN });
      }
      await repo.updateVoucher(tx, row.id, toRowValues(merged));
      await recordStaffAction(tx, {
        ...(actor ?? { actorId: null }),
        action: 'voucher.update',
        entityType: 'voucher',
        entityId: merged.code,
        before: { ...fieldsOf(row) },
        after: { ...merged },
      });
    });
  } catch (error) {
    // Another voucher took the code between the check and the update.
    if (isUniqueViolation(error)) throw new AppError(409, 'VOUCHER_CODE_TAKEN', undefined, { code: errorMessages.VOUCHER_CODE_TAKEN });
    throw error;
  }
  return adminDto(db, id);
}

/** Stops a voucher: no more saves or redemptions; redemptions already made stay. Idempotent. */
export async function adminDeactivate(db: Db, id: string, actor?: StaffActor): Promise<AdminVoucherDto> {
  if (!isUuid(id)) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  await db.transaction(async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row || !(await repo.updateVoucher(tx, id, { active: false }))) throw new AppError(404, 'VOUCHER_NOT_FOUND');
    await recordStaffAction(tx, {
      ...(actor ?? { actorId: null }),
      action: 'voucher.deactivate',
      entityType: 'voucher',
      entityId: row.code,
      before: { active: row.active },
      after: { active: false },
    });
  });
  return adminDto(db, id);
}

// ---------------------------------------------------------------------------------------------
// Seed

const DAY_MS = 86_400_000;

/**
 * Demo vouchers (SEED_DEMO_DATA): valid for a year from the first start. Inserted by code only
 * when absent, so restarts and staff edits are kept.
 */
export async function seedVouchers(db: Db, now = new Date()): Promise<void> {
  const validFrom = new Date(now.getTime() - DAY_MS);
  const validTo = new Date(now.getTime() + 365 * DAY_MS);
  const base = { validFrom, validTo, minOrderVnd: 0, perCustomerLimit: 1, totalLimit: null, sites: [], services: [], isPublic: true };
  await repo.insertVouchersIfAbsent(db, [
    {
      ...base,
      code: 'CHAOBAN50K',
      name: 'Chào bạn mới: giảm 50.000 ₫',
      description: 'Giảm 50.000 ₫ cho đơn hàng từ 500.000 ₫ trên mọi sàn. Mỗi khách hàng dùng một lần.',
      discountType: 'fixed',
      amountVnd: 50_000,
      minOrderVnd: 500_000,
    },
    {
      ...base,
      code: 'MERCARI10',
      name: 'Mercari giảm 10%',
      description: 'Giảm 10% giá trị đơn hàng Mercari, tối đa 200.000 ₫.',
      discountType: 'percent',
      percentBps: 1_000,
      maxDiscountVnd: 200_000,
      sites: ['mercari'],
      totalLimit: 1_000,
    },
    {
      ...base,
      code: 'FREESHIPJP',
      name: 'Miễn phí vận chuyển nội địa Nhật',
      description: 'Miễn phí vận chuyển trong Nhật Bản (từ người bán tới kho Kaimono), tối đa 150.000 ₫ mỗi đơn.',
      discountType: 'percent',
      percentBps: 10_000,
      maxDiscountVnd: 150_000,
      services: ['domestic_shipping'],
      perCustomerLimit: 2,
    },
    {
      ...base,
      code: 'VIPKAIMONO',
      name: 'Ưu đãi riêng cho khách VIP',
      description: 'Giảm 200.000 ₫ cho đơn hàng từ 2.000.000 ₫. Mã riêng, chỉ dùng được khi nhập mã.',
      discountType: 'fixed',
      amountVnd: 200_000,
      minOrderVnd: 2_000_000,
      totalLimit: 100,
      isPublic: false,
    },
  ]);
}
