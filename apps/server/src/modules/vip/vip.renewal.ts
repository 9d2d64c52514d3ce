import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { vipText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import { AppError } from '../../platform/errors.ts';
import { ensureQueue } from '../../platform/jobs.ts';
import { violatesConstraint } from '../../platform/db-errors.ts';
import * as repo from './vip.repository.ts';
import { addMonths, announce, charge, complete, formatDay, settle, STALE_PENDING_MS, type VipContext } from './vip.service.ts';

/** The pg-boss queue of the renewal run; a cron schedule puts one job in it every 10 minutes. */
export const RENEWAL_QUEUE = 'vip-renewal';
export const RENEWAL_CRON = '*/10 * * * *';
/**
 * Renewal is tried during the last hour of a period so a funded customer never drops a level
 * between two runs; without enough money it is tried again each run and lapses only once the
 * period is over (the customer may still top up).
 */
export const RENEW_AHEAD_MS = 60 * 60_000;
/** A renewal run settles at most this many rows of each kind (the next run takes the rest). */
const BATCH = 500;
const DAY_MS = 86_400_000;

export interface RenewalSummary {
  /** Pending rows of crashed requests: started (paid) or removed (never paid). */
  settled: number;
  renewed: number;
  /** Not enough money yet, period not over: tried again next run. */
  waiting: number;
  lapsed: number;
  expired: number;
  /** Rows skipped after an error (logged), tried again next run. */
  errors: number;
}

type Outcome = 'renewed' | 'waiting' | 'lapsed' | 'skipped';

/** Pays the next period of an auto-renewing row; the new period follows the old one without a gap. */
async function renewOne(ctx: VipContext, old: repo.SubscriptionRow, now: Date): Promise<Outcome> {
  const { db } = ctx;
  const level = await repo.findLevel(db, old.levelCode);
  if (!level || level.rank === 0 || level.priceVnd <= 0) {
    ctx.log.warn({ subscriptionId: old.id, level: old.levelCode }, 'vip renewal skipped: the level is not for sale');
    return 'skipped';
  }
  // After a long outage the next period starts now rather than in the past.
  const periodStart = old.periodEnd.getTime() >= now.getTime() - DAY_MS ? old.periodEnd : now;
  const id = randomUUID();
  let row: repo.SubscriptionRow;
  try {
    row = await repo.insertSubscription(db, {
      id,
      userId: old.userId,
      levelCode: old.levelCode,
      kind: 'renewal',
      status: 'pending',
      months: old.months,
      periodStart,
      periodEnd: addMonths(periodStart, old.months),
      autoRenew: true,
      priceVnd: level.priceVnd * old.months,
      creditVnd: 0,
      paymentKey: `vip:${id}`,
      renewalCode: old.renewalCode,
      renewedFromId: old.id,
    });
  } catch (error) {
    // Another run (or the customer) has a pending row for this customer or this renewal.
    if (violatesConstraint(error, 'vip_subscriptions_one_pending') || violatesConstraint(error, 'vip_subscriptions_one_renewal')) return 'skipped';
    throw error;
  }

  let entry;
  try {
    entry = await charge(ctx, row, level);
  } catch (error) {
    if (!(error instanceof AppError)) throw error; // outcome unknown: the pending row is settled next run
    await repo.deletePending(db, row.id);
    if (error.code !== 'WALLET_INSUFFICIENT_BALANCE') {
      ctx.log.error({ err: error, subscriptionId: old.id }, 'vip renewal payment refused');
      return 'skipped';
    }
    if (old.periodEnd.getTime() > now.getTime()) return 'waiting';
    const lapsed = await repo.transition(db, old.id, ['active'], 'lapsed', { autoRenew: false, endedAt: now });
    if (lapsed) {
      await announce(ctx, old.userId, 'wallet', vipText.notices.lapsedTitle, vipText.notices.lapsedBody(level.name, formatVnd(vnd(row.priceVnd))), {
        subscription_id: old.id,
        level: old.levelCode,
        amount_vnd: row.priceVnd,
      });
    }
    return 'lapsed';
  }

  try {
    const done = await complete(ctx, row, entry, level.name, now);
    if (done.activated) {
      await announce(
        ctx,
        row.userId,
        'system',
        vipText.notices.renewedTitle,
        vipText.notices.renewedBody(level.name, formatDay(done.row.periodEnd), formatVnd(vnd(row.priceVnd))),
        { subscription_id: done.row.id, level: row.levelCode, kind: 'renewal', period_end: done.row.periodEnd.toISOString() },
      );
    }
    return 'renewed';
  } catch (error) {
    // Cancelled or replaced while the payment ran: complete() refunded it.
    if (error instanceof AppError) return 'skipped';
    throw error;
  }
}

async function expireOne(ctx: VipContext, row: repo.SubscriptionRow, now: Date): Promise<boolean> {
  const expired = await repo.transition(ctx.db, row.id, ['cancelled'], 'expired', { endedAt: now });
  if (!expired) return false;
  const level = await repo.findLevel(ctx.db, row.levelCode);
  await announce(ctx, row.userId, 'system', vipText.notices.expiredTitle, vipText.notices.expiredBody(level?.name ?? row.levelCode), {
    subscription_id: row.id,
    level: row.levelCode,
  });
  return true;
}

/**
 * One renewal run at `now` (the job passes the clock; tests pass a chosen time):
 *   1. pending rows left by requests that died are started (paid) or removed (never paid);
 *   2. active auto-renewing rows ending within the hour are charged for the next period — not
 *      enough money and the period over → lapsed (back to standard), with a notification;
 *   3. cancelled rows whose period is over → expired, with a notification.
 * Safe to run twice at once: unique indexes allow one pending row per customer and one renewal per
 * row, and every payment has its own idempotency key.
 */
export async function runRenewals(ctx: VipContext, now = new Date()): Promise<RenewalSummary> {
  const summary: RenewalSummary = { settled: 0, renewed: 0, waiting: 0, lapsed: 0, expired: 0, errors: 0 };
  const guard = async (what: string, id: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      summary.errors += 1;
      ctx.log.error({ err: error, subscriptionId: id }, `vip renewal run: ${what} failed`);
    }
  };

  for (const row of await repo.stalePending(ctx.db, new Date(now.getTime() - STALE_PENDING_MS), BATCH)) {
    await guard('settling a pending row', row.id, async () => {
      const outcome = await settle(ctx, row, now);
      if (outcome !== 'busy') summary.settled += 1;
    });
  }
  for (const row of await repo.dueForRenewal(ctx.db, new Date(now.getTime() + RENEW_AHEAD_MS), BATCH)) {
    await guard('renewal', row.id, async () => {
      const outcome = await renewOne(ctx, row, now);
      if (outcome === 'renewed') summary.renewed += 1;
      else if (outcome === 'waiting') summary.waiting += 1;
      else if (outcome === 'lapsed') summary.lapsed += 1;
    });
  }
  for (const row of await repo.dueForExpiry(ctx.db, now, BATCH)) {
    await guard('expiry', row.id, async () => {
      if (await expireOne(ctx, row, now)) summary.expired += 1;
    });
  }
  return summary;
}

/** Starts the worker and the 10-minute schedule (once per process that runs jobs). */
export async function startRenewalWorker(boss: PgBoss, ctx: VipContext): Promise<void> {
  await ensureQueue(boss, RENEWAL_QUEUE);
  // Stored in the database by name: every process scheduling it keeps one schedule, and each tick
  // is one job that a single worker takes.
  await boss.schedule(RENEWAL_QUEUE, RENEWAL_CRON, {}, { tz: 'UTC' });
  await boss.work(RENEWAL_QUEUE, async () => {
    const summary = await runRenewals(ctx, new Date());
    if (summary.renewed + summary.lapsed + summary.expired + summary.settled + summary.errors > 0) ctx.log.info({ summary }, 'vip renewal run');
  });
}
