import { recordStaffAction, type StaffActor } from '../audit/index.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  membershipLevels,
  type MembershipLevel,
  type VipLevelDto,
  type VipPerks,
  type VipSubscriptionDto,
} from '@kaimono/contracts';
import { membershipLevelNames, vipText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { AppDeps } from '../../platform/deps.ts';
import type { Db } from '../../platform/db.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { notificationContext, notify, type NotifyContext } from '../notifications/index.ts';
import { findEntryByKey, walletFor, type Wallet } from '../wallet/index.ts';
import * as repo from './vip.repository.ts';

/** What the VIP rules need: the database, the wallet (notifies each payment), notifications, a log. */
export interface VipContext {
  db: Db;
  wallet: Wallet;
  notifyContext: NotifyContext;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

export function vipContext(deps: AppDeps, log: FastifyBaseLogger): VipContext {
  return { db: deps.database.db, wallet: walletFor(deps, log), notifyContext: notificationContext(deps, log), log };
}

const DAY_MS = 86_400_000;
/** Vietnam has no daylight saving: a period runs to the same day of month there. */
const VN_OFFSET_MS = 7 * 3_600_000;
/** A pending row older than this whose payment did not happen belongs to a request that died. */
export const STALE_PENDING_MS = 2 * 60_000;

export const PAYMENT_PURPOSE = 'vip_subscription';
export const REFUND_PURPOSE = 'vip_subscription_refund';
export const VIP_LINK = '/account/vip';

// ---------------------------------------------------------------------------------------------
// Levels
// ---------------------------------------------------------------------------------------------

/**
 * The levels of a fresh installation (ours: the spec leaves prices and thresholds open). Prices
 * per month: 99,000 / 199,000 / 499,000 ₫, about what Vietnamese proxy-shopping services charge
 * for their member tiers. `max_open_bids` is the one source of that limit: bidding enforces it and
 * the staff module's batch restrictions (GET /api/user/batch-restrictions) report it.
 */
export const SEED_LEVELS: repo.NewLevel[] = (
  [
    ['standard', 0, 0, 0, 10_000, 5, 50_000_000, false, 10],
    ['silver', 1, 99_000, 1_000, 9_000, 15, 150_000_000, false, 30],
    ['gold', 2, 199_000, 2_000, 8_000, 30, 500_000_000, true, 100],
    ['diamond', 3, 499_000, 3_000, 7_000, 60, 1_500_000_000, true, 300],
  ] as const
).map(([code, rank, priceVnd, serviceFeeDiscountBps, depositShareBps, maxOpenBids, maxHoldVnd, prioritySupport, maxSavedSearches]) => ({
  code,
  name: membershipLevelNames[code],
  rank,
  priceVnd,
  serviceFeeDiscountBps,
  depositShareBps,
  maxOpenBids,
  maxHoldVnd,
  prioritySupport,
  maxSavedSearches,
  description: [...vipText.levelDescriptions[code]],
}));

/** Inserts the four levels when missing (idempotent; staff edits are kept). */
export async function seedVipLevels(db: Db): Promise<void> {
  await repo.insertLevelsIfAbsent(db, SEED_LEVELS);
}

const isLevelCode = (code: string): code is MembershipLevel => (membershipLevels as readonly string[]).includes(code);

export function toLevelDto(row: repo.LevelRow): VipLevelDto {
  return {
    code: row.code as MembershipLevel,
    name: row.name,
    rank: row.rank,
    price_vnd: row.priceVnd,
    ...perksOf(row),
    description: row.description,
  };
}

function perksOf(row: Pick<repo.LevelRow, 'serviceFeeDiscountBps' | 'depositShareBps' | 'maxOpenBids' | 'maxHoldVnd' | 'prioritySupport' | 'maxSavedSearches'>): VipPerks {
  return {
    service_fee_discount_bps: row.serviceFeeDiscountBps,
    deposit_share_bps: row.depositShareBps,
    max_open_bids: row.maxOpenBids,
    max_hold_vnd: row.maxHoldVnd,
    priority_support: row.prioritySupport,
    max_saved_searches: row.maxSavedSearches,
  };
}

export async function levels(db: Db): Promise<VipLevelDto[]> {
  return (await repo.listLevels(db)).filter((row) => isLevelCode(row.code)).map(toLevelDto);
}

/** The customer's level now: that of a current subscription whose period has not ended. */
export async function levelOf(db: Db, userId: string, now = new Date()): Promise<MembershipLevel> {
  const code = await repo.currentLevelCode(db, userId, now);
  return code && isLevelCode(code) ? code : 'standard';
}

export interface LevelPerks extends VipPerks {
  code: MembershipLevel;
  name: string;
}

/** A level's perks from its row (the seeded perks when the table has no such row). */
function levelPerks(code: MembershipLevel, row: repo.LevelRow | undefined): LevelPerks {
  const level = row ?? SEED_LEVELS.find((l) => l.code === code)!;
  return { code, name: level.name, ...perksOf(level as repo.LevelRow) };
}

/** The perks of the customer's level (the seeded standard perks if the table has no such row). */
export async function perksFor(db: Db, userId: string, now = new Date()): Promise<LevelPerks> {
  const code = await levelOf(db, userId, now);
  return levelPerks(code, await repo.findLevel(db, code));
}

/** Every level's perks, by code (what other modules show of all levels, e.g. batch restrictions). */
export async function perksByLevel(db: Db): Promise<Record<MembershipLevel, LevelPerks>> {
  const rows = new Map((await repo.listLevels(db)).map((row) => [row.code, row]));
  const entries = membershipLevels.map((code) => [code, levelPerks(code, rows.get(code))] as const);
  return Object.fromEntries(entries) as Record<MembershipLevel, LevelPerks>;
}

/** Staff: changes a level's name, price or perks. Standard stays free; a paid level keeps a price. */
export async function updateLevel(
  db: Db,
  code: string,
  patch: Partial<Omit<VipLevelDto, 'code' | 'rank'>>,
  actor?: StaffActor,
): Promise<VipLevelDto> {
  const level = await repo.findLevel(db, code);
  if (!level || !isLevelCode(level.code)) throw new AppError(404, 'VIP_LEVEL_NOT_FOUND');
  if (patch.price_vnd !== undefined) {
    if (level.rank === 0 && patch.price_vnd !== 0) throw new AppError(400, 'VIP_LEVEL_NOT_PURCHASABLE');
    if (level.rank > 0 && patch.price_vnd <= 0) throw new AppError(400, 'WALLET_AMOUNT_INVALID');
  }
  const updated = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const saved = await repo.updateLevel(tx, code, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.price_vnd !== undefined ? { priceVnd: patch.price_vnd } : {}),
      ...(patch.service_fee_discount_bps !== undefined ? { serviceFeeDiscountBps: patch.service_fee_discount_bps } : {}),
      ...(patch.deposit_share_bps !== undefined ? { depositShareBps: patch.deposit_share_bps } : {}),
      ...(patch.max_open_bids !== undefined ? { maxOpenBids: patch.max_open_bids } : {}),
      ...(patch.max_hold_vnd !== undefined ? { maxHoldVnd: patch.max_hold_vnd } : {}),
      ...(patch.priority_support !== undefined ? { prioritySupport: patch.priority_support } : {}),
      ...(patch.max_saved_searches !== undefined ? { maxSavedSearches: patch.max_saved_searches } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
    });
    await recordStaffAction(tx, {
      ...(actor ?? { actorId: null }),
      action: 'vip.level.update',
      entityType: 'vip_level',
      entityId: code,
      before: { ...toLevelDto(level) },
      after: { ...toLevelDto(saved!) },
    });
    return saved;
  });
  return toLevelDto(updated!);
}

// ---------------------------------------------------------------------------------------------
// Dates and money
// ---------------------------------------------------------------------------------------------

/** `date` plus whole months, on the same day of month in Vietnam (the 31st → the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const local = new Date(date.getTime() + VN_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - VN_OFFSET_MS);
}

const dayFormat = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });
export const formatDay = (date: Date): string => dayFormat.format(date);
const money = (amountVnd: number) => formatVnd(vnd(amountVnd));

/**
 * What is left of a subscription's value at `now`, prorated by days: the value is what the period
 * was worth (paid + credit carried in). Days left are counted up and the dong rounded up, so the
 * rounding always favours the customer.
 */
export function unusedValueVnd(row: Pick<repo.SubscriptionRow, 'priceVnd' | 'creditVnd' | 'periodStart' | 'periodEnd'>, now: Date): number {
  const value = row.priceVnd + row.creditVnd;
  const totalDays = Math.max(1, Math.ceil((row.periodEnd.getTime() - row.periodStart.getTime()) / DAY_MS));
  const daysLeft = Math.min(totalDays, Math.max(0, Math.ceil((row.periodEnd.getTime() - now.getTime()) / DAY_MS)));
  return Math.ceil((value * daysLeft) / totalDays);
}

/** A short code the customer can read out: VIP + 8 characters without look-alikes (0/O, 1/I). */
function newRenewalCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let code = 'VIP';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return code;
}

// ---------------------------------------------------------------------------------------------
// Subscriptions as the customer sees them
// ---------------------------------------------------------------------------------------------

type LevelNames = Map<string, string>;

async function levelNames(db: Db): Promise<LevelNames> {
  return new Map((await repo.listLevels(db)).map((row) => [row.code, row.name]));
}

const nameOf = (names: LevelNames, code: string) => names.get(code) ?? (isLevelCode(code) ? membershipLevelNames[code] : code);

export function toSubscriptionDto(row: repo.SubscriptionRow, names: LevelNames, now = new Date()): VipSubscriptionDto {
  const running = row.periodEnd.getTime() > now.getTime();
  return {
    id: row.id,
    code: row.renewalCode,
    level: { code: (isLevelCode(row.levelCode) ? row.levelCode : 'standard') as MembershipLevel, name: nameOf(names, row.levelCode) },
    kind: row.kind,
    kind_name: vipText.kinds[row.kind],
    status: row.status,
    status_name: vipText.statuses[row.status],
    months: row.months,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    auto_renew: row.autoRenew,
    price_vnd: row.priceVnd,
    credit_vnd: row.creditVnd,
    ledger_entry_id: row.ledgerEntryId,
    created_at: row.createdAt.toISOString(),
    can_cancel: row.status === 'active' && running,
    can_activate_renewal: row.status === 'cancelled' && running,
  };
}

export async function subscriptionDto(db: Db, row: repo.SubscriptionRow): Promise<VipSubscriptionDto> {
  return toSubscriptionDto(row, await levelNames(db));
}

/** GET /api/level-vips: every level, and the viewer's current level when logged in. */
export async function levelsWithCurrent(db: Db, userId: string | null, now = new Date()) {
  const rows = await repo.listLevels(db);
  const results = rows.filter((row) => isLevelCode(row.code)).map(toLevelDto);
  if (!userId) return { results, current: null };
  const names: LevelNames = new Map(rows.map((row) => [row.code, row.name]));
  const current = await repo.currentOf(db, userId);
  const running = current && current.periodEnd.getTime() > now.getTime() && isLevelCode(current.levelCode) ? current : undefined;
  const code: MembershipLevel = running ? (running.levelCode as MembershipLevel) : 'standard';
  return {
    results,
    current: {
      level: { code, name: nameOf(names, code) },
      period_end: running ? running.periodEnd.toISOString() : null,
      subscription: running ? toSubscriptionDto(running, names, now) : null,
    },
  };
}

export async function history(db: Db, userId: string, query: { page: number; size: number }) {
  const [{ rows, total }, names] = await Promise.all([repo.listHistory(db, userId, query.page, query.size), levelNames(db)]);
  const now = new Date();
  return { results: rows.map((row) => toSubscriptionDto(row, names, now)), pagination: { page: query.page, size: query.size, total } };
}

// ---------------------------------------------------------------------------------------------
// Paying for a period: pending row → wallet payment → active row
// ---------------------------------------------------------------------------------------------

/** The wallet's answer to a payment, as much of it as completing needs. */
export interface PaidEntry {
  id: string;
  amountVnd: number;
}

class CannotStart extends Error {}

function paymentDescription(row: repo.SubscriptionRow, levelName: string): string {
  if (row.kind === 'renewal') return vipText.payments.renewal(levelName, row.months);
  if (row.kind === 'upgrade') return vipText.payments.upgrade(levelName, row.months, money(row.creditVnd));
  return vipText.payments.new(levelName, row.months);
}

/** Debits the row's price under its payment key (a replay of the key pays nothing). */
export async function charge(ctx: VipContext, row: repo.SubscriptionRow, level: repo.LevelRow): Promise<PaidEntry> {
  const { entry } = await ctx.wallet.debit({
    userId: row.userId,
    amountVnd: row.priceVnd,
    idempotencyKey: row.paymentKey,
    purpose: PAYMENT_PURPOSE,
    description: paymentDescription(row, level.name),
    referenceType: 'vip_subscription',
    referenceId: row.id,
    metadata: { level: row.levelCode, months: row.months, kind: row.kind },
    to: 'revenue',
  });
  return { id: entry.id, amountVnd: entry.amountVnd };
}

/**
 * Starts a paid row: the row it renews or replaces ends, this one becomes active — in one
 * transaction. A second call with the same payment answers the row unchanged. When the row can no
 * longer start (another subscription became current, the renewed one was cancelled meanwhile, the
 * row was abandoned while its payment was still on the way) the payment is refunded and the
 * answer is VIP_ACTIVATE_FAILED: money is never kept without a subscription for it.
 */
export async function complete(
  ctx: VipContext,
  row: repo.SubscriptionRow,
  entry: PaidEntry,
  levelName: string,
  now: Date,
): Promise<{ row: repo.SubscriptionRow; activated: boolean }> {
  try {
    return await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Locked: a concurrent completion of the same payment waits here, then sees it done.
      const again = await repo.lockSubscription(tx, row.id);
      if (again && again.ledgerEntryId === entry.id) {
        if (again.status === 'failed') throw new AppError(409, 'VIP_ACTIVATE_FAILED'); // already refunded
        return { row: again, activated: false };
      }
      if (!again || again.status !== 'pending') throw new CannotStart();
      if (row.renewedFromId && !(await repo.transition(tx, row.renewedFromId, ['active'], 'renewed', { endedAt: row.periodStart }))) throw new CannotStart();
      if (row.replacesId) await repo.transition(tx, row.replacesId, repo.currentStatuses, 'replaced', { autoRenew: false, endedAt: now });
      const activated = await repo.transition(tx, row.id, ['pending'], 'active', { ledgerEntryId: entry.id, activatedAt: now });
      if (!activated) throw new CannotStart();
      return { row: activated, activated: true };
    });
  } catch (error) {
    if (!(error instanceof CannotStart) && !violatesConstraint(error, 'vip_subscriptions_one_current')) throw error;
    await ctx.wallet.refund({
      userId: row.userId,
      amountVnd: entry.amountVnd,
      idempotencyKey: `vip-refund:${row.paymentKey}`,
      purpose: REFUND_PURPOSE,
      description: vipText.payments.refund(levelName),
      referenceType: 'vip_subscription',
      referenceId: row.id,
    });
    await repo.transition(ctx.db, row.id, ['pending'], 'failed', { ledgerEntryId: entry.id, endedAt: now });
    throw new AppError(409, 'VIP_ACTIVATE_FAILED');
  }
}

/** A notification to the customer; a failure to notify is logged and never undoes anything. */
export async function announce(ctx: VipContext, userId: string, category: 'system' | 'wallet', title: string, body: string, data: Record<string, unknown>) {
  try {
    await notify(ctx.db, { userId, category, title, body, link: VIP_LINK, data }, ctx.notifyContext);
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'vip notification failed');
  }
}

async function announceStarted(ctx: VipContext, row: repo.SubscriptionRow, levelName: string) {
  const renewed = row.kind === 'renewal';
  await announce(
    ctx,
    row.userId,
    'system',
    renewed ? vipText.notices.renewedTitle : vipText.notices.activatedTitle,
    (renewed ? vipText.notices.renewedBody : vipText.notices.activatedBody)(levelName, formatDay(row.periodEnd), money(row.priceVnd)),
    { subscription_id: row.id, level: row.levelCode, kind: row.kind, period_end: row.periodEnd.toISOString() },
  );
}

/**
 * Pays a pending row and starts it. A payment the ledger refused (not enough money ...) moved
 * nothing: the pending row is deleted, so nothing of the attempt stays. Any other failure leaves
 * the row pending — its payment may or may not have happened — for a retry or the renewal job.
 */
export async function payAndStart(ctx: VipContext, row: repo.SubscriptionRow, level: repo.LevelRow, now: Date): Promise<repo.SubscriptionRow> {
  let entry: PaidEntry;
  try {
    entry = await charge(ctx, row, level);
  } catch (error) {
    if (error instanceof AppError) await repo.deletePending(ctx.db, row.id);
    throw error;
  }
  const done = await complete(ctx, row, entry, level.name, now);
  if (done.activated) await announceStarted(ctx, done.row, level.name);
  return done.row;
}

/**
 * Settles a pending row left by a request or a job run that did not finish: started when its
 * payment happened, deleted when it did not and the row is stale, else left alone ('busy').
 */
export async function settle(ctx: VipContext, row: repo.SubscriptionRow, now: Date): Promise<'started' | 'refunded' | 'abandoned' | 'busy'> {
  // Whether the payment happened: the wallet's entry under the row's key (read through the wallet).
  const entry = await findEntryByKey(ctx.db, row.paymentKey);
  const level = await repo.findLevel(ctx.db, row.levelCode);
  const levelName = level?.name ?? nameOf(new Map(), row.levelCode);
  if (entry) {
    try {
      const done = await complete(ctx, row, entry, levelName, now);
      if (done.activated) await announceStarted(ctx, done.row, levelName);
      return 'started';
    } catch (error) {
      if (error instanceof AppError) return 'refunded';
      throw error;
    }
  }
  if (now.getTime() - row.createdAt.getTime() < STALE_PENDING_MS) return 'busy';
  await repo.deletePending(ctx.db, row.id);
  return 'abandoned';
}

// ---------------------------------------------------------------------------------------------
// Activation, cancel, renewal switch
// ---------------------------------------------------------------------------------------------

export interface ActivateInput {
  level: string;
  months: number;
  request_id?: string | undefined;
  auto_renew: boolean;
}

async function purchasableLevel(db: Db, code: string): Promise<repo.LevelRow> {
  const level = await repo.findLevel(db, code.trim().toLowerCase());
  if (!level || !isLevelCode(level.code)) throw new AppError(404, 'VIP_LEVEL_NOT_FOUND');
  if (level.rank === 0 || level.priceVnd <= 0) throw new AppError(400, 'VIP_LEVEL_NOT_PURCHASABLE');
  return level;
}

type Plan = Pick<repo.NewSubscription, 'kind' | 'periodStart' | 'periodEnd' | 'priceVnd' | 'creditVnd' | 'replacesId'>;

/**
 * What buying `level` for `months` means for this customer now.
 *
 * Upgrading while a level is active starts the higher level at once and deducts the unused value
 * of the current period (prorated by days, rounded in the customer's favour): the customer gets
 * the better perks immediately and pays only the difference, and nothing is lost. When that unused
 * value covers the whole new price, we ask for a longer period rather than pay money out of a
 * subscription. Buying the same level again or a lower one while active is refused: the first is
 * what auto-renewal does, the second would need a refund of the difference.
 */
async function planFor(db: Db, userId: string, level: repo.LevelRow, months: number, now: Date): Promise<Plan> {
  let current = await repo.currentOf(db, userId);
  if (current && current.periodEnd.getTime() <= now.getTime()) {
    // Its period is over and the renewal job has not settled it yet: it ends now, this purchase starts afresh.
    await repo.transition(db, current.id, repo.currentStatuses, 'expired', { autoRenew: false, endedAt: now });
    current = undefined;
  }
  const fullPrice = level.priceVnd * months;
  if (!current) return { kind: 'new', periodStart: now, periodEnd: addMonths(now, months), priceVnd: fullPrice, creditVnd: 0, replacesId: null };
  if (current.levelCode === level.code) throw new AppError(409, 'VIP_ALREADY_ACTIVE');
  const from = await repo.findLevel(db, current.levelCode);
  if ((from?.rank ?? 0) > level.rank) throw new AppError(409, 'VIP_DOWNGRADE_NOT_ALLOWED');
  const creditVnd = unusedValueVnd(current, now);
  if (fullPrice - creditVnd <= 0) throw new AppError(409, 'VIP_UPGRADE_CREDIT_EXCEEDS');
  return { kind: 'upgrade', periodStart: now, periodEnd: addMonths(now, months), priceVnd: fullPrice - creditVnd, creditVnd, replacesId: current.id };
}


/** The same request id again: never a second payment. */
async function resume(ctx: VipContext, row: repo.SubscriptionRow, level: repo.LevelRow, input: ActivateInput, now: Date) {
  if (row.levelCode !== level.code || row.months !== input.months) throw new AppError(409, 'WALLET_IDEMPOTENCY_MISMATCH');
  if (row.status === 'pending') return payAndStart(ctx, row, level, now);
  if (row.status === 'failed') throw new AppError(409, 'VIP_ACTIVATE_FAILED');
  return row;
}

/**
 * POST /api/user/activate/vip. Order of steps, so that a crash anywhere leaves a state a retry or
 * the renewal job repairs: (1) under a per-customer lock, plan and insert the row 'pending' with
 * its payment key `vip:<row id>` (at most one pending row per customer); (2) debit the wallet under
 * that key (its own transaction; a replay pays nothing); (3) mark the row active. A crash after (2)
 * leaves a pending row whose ledger entry exists → started by the retry (same request_id), the
 * customer's next activation, or the job; a crash before (2) leaves one without → deleted once stale.
 */
export async function activate(ctx: VipContext, userId: string, input: ActivateInput, now = new Date()): Promise<repo.SubscriptionRow> {
  const { db } = ctx;
  const level = await purchasableLevel(db, input.level);
  if (input.request_id) {
    const earlier = await repo.findByRequest(db, userId, input.request_id);
    if (earlier) return resume(ctx, earlier, level, input, now);
  }
  // An earlier pending row of the customer blocks a new activation until it is settled; if it is
  // this very request (sent twice at once), continue with it.
  const pending = await repo.pendingOf(db, userId);
  if (pending && input.request_id && pending.requestId === input.request_id) return resume(ctx, pending, level, input, now);
  if (pending && (await settle(ctx, pending, now)) === 'busy') throw new AppError(409, 'VIP_ACTIVATION_IN_PROGRESS');

  // Plan and reserve under a per-customer lock, so two activations never both plan on the same
  // current subscription (and pay for one that cannot start).
  let reserved: { row: repo.SubscriptionRow } | { earlier: repo.SubscriptionRow };
  try {
    reserved = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await repo.lockCustomer(tx, userId);
      const earlier = input.request_id ? await repo.findByRequest(tx, userId, input.request_id) : undefined;
      if (earlier) return { earlier };
      if (await repo.pendingOf(tx, userId)) throw new AppError(409, 'VIP_ACTIVATION_IN_PROGRESS');
      const plan = await planFor(tx, userId, level, input.months, now);
      const id = randomUUID();
      const row = await repo.insertSubscription(tx, {
        ...plan,
        id,
        userId,
        levelCode: level.code,
        status: 'pending',
        months: input.months,
        autoRenew: input.auto_renew,
        paymentKey: `vip:${id}`,
        renewalCode: newRenewalCode(),
        requestId: input.request_id ?? null,
      });
      return { row };
    });
  } catch (error) {
    // The renewal job took the customer's pending slot meanwhile.
    if (violatesConstraint(error, 'vip_subscriptions_one_pending')) throw new AppError(409, 'VIP_ACTIVATION_IN_PROGRESS');
    throw error;
  }
  if ('earlier' in reserved) return resume(ctx, reserved.earlier, level, input, now);
  return payAndStart(ctx, reserved.row, level, now);
}

/** POST /api/user/cancel/vip: no renewal; the level stays until period_end (no refund). */
export async function cancel(db: Db, userId: string, code: string | undefined, now = new Date()): Promise<repo.SubscriptionRow> {
  const current = await repo.currentOf(db, userId);
  const running = current && current.periodEnd.getTime() > now.getTime();
  if (!running || (code !== undefined && current.renewalCode !== code.trim().toUpperCase())) throw new AppError(409, 'VIP_CANCEL_FAILED');
  if (current.status === 'cancelled') return current;
  const cancelled = await repo.transition(db, current.id, ['active'], 'cancelled', { autoRenew: false });
  if (cancelled) return cancelled;
  // Changed meanwhile (renewed, upgraded, cancelled by another request): answer with what it is now.
  const latest = await repo.findSubscription(db, current.id);
  if (latest?.status === 'cancelled') return latest;
  throw new AppError(409, 'VIP_CANCEL_FAILED');
}

/** PUT /api/user/subscription/active-renewal: auto-renewal on again for the customer's own code. */
export async function activateRenewal(db: Db, userId: string, code: string, now = new Date()): Promise<repo.SubscriptionRow> {
  const rows = await repo.findOwnByCode(db, userId, code.trim().toUpperCase());
  if (rows.length === 0) throw new AppError(404, 'SUBSCRIPTION_NOT_FOUND');
  const current = rows.find((row) => repo.currentStatuses.includes(row.status) && row.periodEnd.getTime() > now.getTime());
  if (!current) throw new AppError(409, 'SUBSCRIPTION_NOT_ACTIVE');
  if (current.status === 'active') return current;
  const renewed = await repo.transition(db, current.id, ['cancelled'], 'active', { autoRenew: true });
  if (renewed) return renewed;
  const again = await repo.findSubscription(db, current.id);
  if (again?.status === 'active') return again;
  throw new AppError(409, 'SUBSCRIPTION_NOT_ACTIVE');
}
