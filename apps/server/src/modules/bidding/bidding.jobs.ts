import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { bids, openBidStatuses } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ensureQueue } from '../../platform/jobs.ts';
import { metrics } from '../../platform/metrics.ts';
import { findBid, recordBidEvent, transitionBid, type BidRow } from './bidding.repository.ts';
import { biddingContext, sendBid, type BiddingContext } from './bidding.service.ts';
import { failOrphanBids, notifyOutbid, observeAuction, settleClosedBid, settlePendingOutcomes, watchDelayMs } from './bidding.outcomes.ts';

/**
 * The bidding engine's jobs (pg-boss, on the application's own database):
 *
 * - `bid-fire`: one job per scheduled snipe, handed to a process SNIPE_PREFETCH_MS before the snipe
 *   is due (`startAfter`); that process fires it on its own timer at the exact time (pg-boss polls
 *   once a second, a timer is exact to the millisecond). Before sending, the auction is read again:
 *   an automatic extension moves the snipe to the new end − lead; a price already above the maximum
 *   skips it (outbid); an ended auction loses it (the hold goes back).
 * - `bid-watch`: one job chain per auction with an open bid (singleton per auction): each run reads
 *   the auction, moves the bids (outbid, leading, won, lost; the last-minute notification) and
 *   schedules the next run, sooner as the end comes closer.
 *
 * Restart safety: the bids table is the truth, the jobs are in the database, and the timers only a
 * local copy. On start, and every few seconds, each process arms a timer for every snipe due soon
 * (a process killed after taking a job loses nothing), and re-queues the watch of every auction with
 * an open bid. Two processes firing the same snipe send it once: the move scheduled → placing is a
 * conditional claim under the bid's row lock (sendBid). A bid row left without its hold (the process
 * died between the row and the hold) is failed by the same sweep (failOrphanBids).
 */

export const BID_FIRE_QUEUE = 'bid-fire';
export const BID_WATCH_QUEUE = 'bid-watch';

/** How long before its time a snipe's job is handed to a process (which then waits on a timer). */
export const SNIPE_PREFETCH_MS = 10_000;
/** How often each process looks for snipes due soon and for outcomes left half-done. */
const SNIPE_SWEEP_MS = 2_000;
const OUTCOME_SWEEP_MS = 20_000;
/** A snipe read this much before its time is put back (the end moved, or the clock is early). */
const EARLY_TOLERANCE_MS = 1_000;
/** An end time that moved later by more than this is an extension (not clock noise). */
const EXTENSION_THRESHOLD_MS = 1_500;
/** A failed read of the auction at fire time is retried this often until the end. */
const FIRE_RETRY_MS = 500;

interface FireJob {
  bidId: string;
  fireAt: number;
}
interface WatchJob {
  site: BidRow['site'];
  code: string;
}

/** When a snipe fires: its scheduled time, else the end − lead. Null for bids that are not snipes. */
export function snipeFireAtMs(bid: Pick<BidRow, 'scheduledAt' | 'endTime' | 'leadSeconds'>): number | null {
  if (bid.scheduledAt) return bid.scheduledAt.getTime();
  if (bid.endTime) return bid.endTime.getTime() - (bid.leadSeconds ?? 0) * 1000;
  return null;
}

// -------------------------------------------------------------------------------------------------
// The per-process engine: precise timers for snipes due soon, the sweeps, graceful stop.

class SnipeEngine {
  private readonly timers = new Map<string, { fireAt: number; timer: NodeJS.Timeout }>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly intervals: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(readonly ctx: BiddingContext) {}

  /** Fires the snipe at `fireAt` in this process (once; a later call with another time moves it). */
  arm(bidId: string, fireAt: number): void {
    if (this.stopped) return;
    const existing = this.timers.get(bidId);
    if (existing && existing.fireAt === fireAt) return;
    if (existing) clearTimeout(existing.timer);
    const delay = Math.max(0, fireAt - this.ctx.now());
    const timer = setTimeout(() => {
      this.timers.delete(bidId);
      this.track(
        fireSnipe(this.ctx, bidId).catch((error: unknown) => this.ctx.log.error({ err: error, bidId }, 'snipe failed')),
      );
    }, delay);
    this.timers.set(bidId, { fireAt, timer });
  }

  armed(bidId: string): boolean {
    return this.timers.has(bidId);
  }

  track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p);
    void p.finally(() => this.inflight.delete(p));
    return p;
  }

  every(ms: number, run: () => Promise<unknown>, what: string): void {
    let busy = false;
    const interval = setInterval(() => {
      if (busy || this.stopped) return;
      busy = true;
      void this.track(run())
        .catch((error: unknown) => this.ctx.log.error({ err: error }, what))
        .finally(() => {
          busy = false;
        });
    }, ms);
    interval.unref();
    this.intervals.push(interval);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const i of this.intervals) clearInterval(i);
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    // Snipes being sent finish (they are short); anything not fired stays `scheduled` in the
    // database and the next process start arms it again.
    await Promise.allSettled([...this.inflight]);
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}

const engines = new WeakMap<AppDeps, SnipeEngine>();

// -------------------------------------------------------------------------------------------------
// Scheduling (called by the service)

/**
 * Schedules a snipe to fire at its `scheduled_at` (end − lead): a `bid-fire` job that a process
 * takes SNIPE_PREFETCH_MS early, and, when it is due that soon already, a timer in this process.
 * Calling it again for the same bid (a new end time) moves it.
 */
export async function scheduleSnipe(ctx: BiddingContext, bid: BidRow): Promise<void> {
  const fireAt = snipeFireAtMs(bid);
  if (fireAt === null || bid.status !== 'scheduled') return;
  const untilDue = fireAt - ctx.now();
  const engine = engines.get(ctx.deps);
  if (engine && untilDue <= SNIPE_PREFETCH_MS) engine.arm(bid.id, fireAt);
  const boss = ctx.deps.boss;
  if (!boss) return;
  await sendFireJob(boss, { bidId: bid.id, fireAt }, untilDue);
}

async function sendFireJob(boss: PgBoss, job: FireJob, untilDueMs: number): Promise<void> {
  // pg-boss compares startAfter with the database clock; the offset keeps a test clock usable.
  const startAfter = new Date(Date.now() + Math.max(0, untilDueMs - SNIPE_PREFETCH_MS));
  // Stately queue, keyed by bid: at most one waiting job per bid (a second send while one waits is
  // a no-op; the waiting one re-reads the bid's time when it runs).
  await boss.send(BID_FIRE_QUEUE, job, { singletonKey: job.bidId, startAfter, retryLimit: 3, retryDelay: 1, expireInSeconds: 60 });
}

/**
 * Follows the auction until it ends and every bid on it has its outcome: one `bid-watch` job chain
 * per auction (a singleton: calling it while a run waits changes nothing). `delayMs` = first run.
 */
export async function watchAuction(ctx: BiddingContext, site: BidRow['site'], code: string, delayMs = 0): Promise<void> {
  const boss = ctx.deps.boss;
  if (!boss) return;
  await sendWatchJob(boss, { site, code }, delayMs);
}

async function sendWatchJob(boss: PgBoss, job: WatchJob, delayMs: number): Promise<void> {
  await boss.send(BID_WATCH_QUEUE, job, {
    singletonKey: `${job.site}:${job.code}`,
    startAfter: new Date(Date.now() + Math.max(0, delayMs)),
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 120,
  });
}

// -------------------------------------------------------------------------------------------------
// Firing a snipe

export type FireOutcome = 'sent' | 'skipped' | 'not_due' | 'rescheduled' | 'outbid' | 'ended' | 'retry';

/**
 * Fires a scheduled snipe now: reads the auction again and sends the bid (sendBid), or moves the
 * snipe after an extension, skips it when the price passed the maximum, loses it when the auction
 * ended. Safe to call twice or from two processes: only a `scheduled` bid is sent, once.
 */
export async function fireSnipe(ctx: BiddingContext, bidId: string): Promise<FireOutcome> {
  const bid = await findBid(ctx.db, bidId);
  if (!bid || bid.status !== 'scheduled') return 'skipped';
  const fireAt = snipeFireAtMs(bid);
  const now = ctx.now();
  if (fireAt !== null && fireAt - now > EARLY_TOLERANCE_MS) {
    await rearmLater(ctx, bid, fireAt);
    return 'not_due';
  }
  let auction;
  try {
    auction = await ctx.placer.auction(bid.site, bid.code);
  } catch (error) {
    ctx.log.warn({ err: error, bidId }, 'reading the auction before a snipe failed');
    auction = undefined;
  }
  const endMs = bid.endTime?.getTime() ?? null;
  if (!auction) {
    // Unknown right now (a failed read; the sandbox restarting): try again until the end.
    if (endMs !== null && now < endMs) {
      engines.get(ctx.deps)?.arm(bid.id, now + FIRE_RETRY_MS);
      return 'retry';
    }
    await settleClosedBid(ctx, bid, null);
    return 'ended';
  }
  if (auction.status === 'closed' || auction.endTimeMs <= now) {
    await settleClosedBid(ctx, bid, auction);
    return 'ended';
  }
  if (endMs !== null && auction.endTimeMs - endMs > EXTENSION_THRESHOLD_MS) {
    // 自動延長: the end moved later; the snipe follows it (end − lead).
    const lead = (bid.leadSeconds ?? 0) * 1000;
    // Conditional: when two processes fire the same snipe, one moves it (and logs it).
    const [next] = await ctx.db
      .update(bids)
      .set({ endTime: new Date(auction.endTimeMs), scheduledAt: new Date(auction.endTimeMs - lead), currentPriceJpy: auction.currentPriceJpy, lastCheckedAt: new Date(now), updatedAt: new Date() })
      .where(and(eq(bids.id, bid.id), eq(bids.status, 'scheduled'), bid.scheduledAt ? eq(bids.scheduledAt, bid.scheduledAt) : isNull(bids.scheduledAt)))
      .returning();
    if (!next) return 'skipped';
    await recordBidEvent(ctx.db, {
      bidId: bid.id,
      kind: 'rescheduled',
      priceJpy: auction.currentPriceJpy,
      detail: { reason: 'extended', from_end_time: new Date(endMs).toISOString(), end_time: new Date(auction.endTimeMs).toISOString(), fire_at: new Date(auction.endTimeMs - lead).toISOString() },
    });
    await scheduleSnipe(ctx, next);
    return 'rescheduled';
  }
  if (auction.minNextBidJpy > bid.maxPriceJpy && auction.highestBidderId !== bid.bidderId) {
    // The price passed our maximum before the snipe: nothing to send. The hold stays until the
    // customer raises the maximum, cancels, or the auction ends (then it goes back).
    let moved: BidRow;
    try {
      moved = await transitionBid(ctx.db, {
        bidId: bid.id,
        to: 'outbid',
        expectFrom: ['scheduled'],
        note: 'price_above_maximum',
        priceJpy: auction.currentPriceJpy,
        patch: { currentPriceJpy: auction.currentPriceJpy, endTime: new Date(auction.endTimeMs), lastCheckedAt: new Date(now) },
        detail: { min_next_bid_jpy: auction.minNextBidJpy, max_price_jpy: bid.maxPriceJpy },
      });
    } catch {
      return 'skipped';
    }
    await notifyOutbid(ctx, moved, auction.currentPriceJpy);
    await watchAuction(ctx, bid.site, bid.code);
    return 'outbid';
  }
  try {
    const delayMs = fireAt === null ? 0 : ctx.now() - fireAt;
    const sent = await sendBid(ctx, bid.id);
    // Sent by this process (the claim counts an attempt); another process that fired it too sent nothing.
    if (sent.attempts > bid.attempts) metrics.snipeFired(bid.site, delayMs, sent.status);
  } finally {
    await watchAuction(ctx, bid.site, bid.code).catch((error: unknown) => ctx.log.error({ err: error, bidId }, 'watching the auction failed'));
  }
  return 'sent';
}

/** The snipe is not due yet (its time moved): a timer when close, else a job. */
async function rearmLater(ctx: BiddingContext, bid: BidRow, fireAt: number): Promise<void> {
  const untilDue = fireAt - ctx.now();
  const engine = engines.get(ctx.deps);
  if (engine && untilDue <= SNIPE_PREFETCH_MS) engine.arm(bid.id, fireAt);
  else if (ctx.deps.boss) await sendFireJob(ctx.deps.boss, { bidId: bid.id, fireAt }, untilDue);
}

// -------------------------------------------------------------------------------------------------
// Restart safety: what a (re)starting process and the sweeps pick up from the database.

/** Scheduled snipes due within `withinMs` (also overdue ones), oldest first. */
async function snipesDueWithin(ctx: BiddingContext, withinMs: number): Promise<BidRow[]> {
  return ctx.db
    .select()
    .from(bids)
    .where(and(inArray(bids.status, ['scheduled']), isNotNull(bids.scheduledAt), lte(bids.scheduledAt, new Date(ctx.now() + withinMs))))
    .orderBy(bids.scheduledAt)
    .limit(5_000);
}

/** Arms a timer for every snipe due within the prefetch window that this process has not armed. */
export async function armDueSnipes(ctx: BiddingContext): Promise<number> {
  const engine = engines.get(ctx.deps);
  if (!engine) return 0;
  let armed = 0;
  for (const bid of await snipesDueWithin(ctx, SNIPE_PREFETCH_MS)) {
    if (engine.armed(bid.id)) continue;
    const fireAt = snipeFireAtMs(bid);
    if (fireAt === null) continue;
    engine.arm(bid.id, fireAt);
    armed += 1;
  }
  return armed;
}

/** Auctions with an open bid that nobody looked at for a while: their watch chain is re-queued. */
async function staleAuctions(ctx: BiddingContext, all: boolean): Promise<Array<{ site: BidRow['site']; code: string }>> {
  const now = ctx.now();
  const rows = await ctx.db
    .selectDistinct({ site: bids.site, code: bids.code })
    .from(bids)
    .where(
      and(
        inArray(bids.status, [...openBidStatuses]),
        all
          ? sql`true`
          : // Never looked at, not looked at for longer than the longest step (10 min), or ended
            // 30 s ago and not looked at since the end (a watch chain that died with its process).
            sql`(${bids.lastCheckedAt} is null and ${bids.createdAt} < ${new Date(now - 60_000)})
              or ${bids.lastCheckedAt} < ${new Date(now - 12 * 60_000)}
              or (${bids.endTime} < ${new Date(now - 30_000)} and ${bids.lastCheckedAt} < ${bids.endTime})`,
      ),
    )
    .limit(10_000);
  return rows;
}

/**
 * What a starting process does before taking jobs: every scheduled snipe is armed (due soon) or has
 * its job (later), every auction with an open bid is watched, half-done outcomes are finished.
 */
export async function rearmBidding(ctx: BiddingContext): Promise<{ snipes: number; auctions: number }> {
  const scheduled = await ctx.db.select().from(bids).where(inArray(bids.status, ['scheduled'])).limit(20_000);
  for (const bid of scheduled) await scheduleSnipe(ctx, bid);
  const auctions = await staleAuctions(ctx, true);
  for (const a of auctions) await watchAuction(ctx, a.site, a.code);
  return { snipes: scheduled.length, auctions: auctions.length };
}

// -------------------------------------------------------------------------------------------------
// Workers

async function runWatch(ctx: BiddingContext, boss: PgBoss, job: WatchJob): Promise<void> {
  let next: number | null;
  try {
    const seen = await observeAuction(ctx, job.site, job.code);
    for (const bid of seen.reschedule) await scheduleSnipe(ctx, bid);
    next = seen.nextDelayMs;
  } catch (error) {
    ctx.log.error({ err: error, auction: job }, 'watching an auction failed');
    next = 15_000;
  }
  // The running job is `active`; the next one may wait beside it (stately queue).
  if (next !== null) await sendWatchJob(boss, job, next);
}

export interface BiddingJobs {
  /** Stops the timers and sweeps and waits for snipes being sent (graceful shutdown). */
  stop(): Promise<void>;
}

/**
 * Starts the bidding workers in this process (when jobs run): the queues, the workers, the re-arm
 * of everything the database says is pending, and the sweeps. Returns the handle to stop them;
 * call `stop()` before pg-boss and the database close (the routes plugin does it on close).
 */
export async function registerBiddingJobs(deps: AppDeps, log: FastifyBaseLogger): Promise<BiddingJobs> {
  const boss = deps.boss;
  if (!boss) return { stop: async () => undefined };
  const existing = engines.get(deps);
  // Registered already for these deps (the routes plugin did it): the one handle is the plugin's.
  if (existing && !existing.isStopped) return { stop: async () => undefined };
  const ctx = biddingContext(deps, log);
  const engine = new SnipeEngine(ctx);
  engines.set(deps, engine);
  await ensureQueue(boss, BID_FIRE_QUEUE, { policy: 'stately' });
  await ensureQueue(boss, BID_WATCH_QUEUE, { policy: 'stately' });

  const fireWorker = await boss.work<FireJob>(BID_FIRE_QUEUE, { batchSize: 100, pollingIntervalSeconds: 1 }, async (jobs) => {
    // Stopping: hand the jobs back (pg-boss retries them here after a restart, or in another process).
    if (engine.isStopped) throw new Error('bidding jobs are stopping');
    for (const job of jobs) {
      const bid = await findBid(ctx.db, job.data.bidId);
      if (!bid || bid.status !== 'scheduled') continue;
      const fireAt = snipeFireAtMs(bid);
      if (fireAt === null) continue;
      // The job only hands the snipe over; the timer fires it (the bid row has the time that counts).
      if (fireAt - ctx.now() > SNIPE_PREFETCH_MS) await sendFireJob(boss, { bidId: bid.id, fireAt }, fireAt - ctx.now());
      else engine.arm(bid.id, fireAt);
    }
  });
  const watchWorker = await boss.work<WatchJob>(BID_WATCH_QUEUE, { batchSize: 20, pollingIntervalSeconds: 1 }, async (jobs) => {
    // One auction at a time: outcomes (orders, payments) are many queries, and snipes must not
    // queue behind a crowd of them (on PGlite every query of the process takes turns).
    for (const job of jobs) await engine.track(runWatch(ctx, boss, job.data));
  });

  await failOrphanBids(ctx).catch((error: unknown) => log.error({ err: error }, 'failing bids without their hold failed'));
  await armDueSnipes(ctx);
  const rearmed = await rearmBidding(ctx);
  if (rearmed.snipes + rearmed.auctions > 0) log.info({ rearmed }, 'bidding jobs re-armed');
  await settlePendingOutcomes(ctx).catch((error: unknown) => log.error({ err: error }, 'finishing bid outcomes failed'));

  engine.every(
    SNIPE_SWEEP_MS,
    async () => {
      await armDueSnipes(ctx);
      await failOrphanBids(ctx);
    },
    'arming due snipes failed',
  );
  engine.every(
    OUTCOME_SWEEP_MS,
    async () => {
      for (const a of await staleAuctions(ctx, false)) await watchAuction(ctx, a.site, a.code);
      await settlePendingOutcomes(ctx, { minAgeSeconds: 60 });
    },
    'the bidding sweep failed',
  );
  return {
    async stop() {
      // No new jobs in this process, then the timers and sweeps; snipes being sent finish.
      await Promise.all([fireWorker, watchWorker].map((id) => boss.offWork({ id }).catch(() => undefined)));
      await engine.stop();
    },
  };
}

export { watchDelayMs };
