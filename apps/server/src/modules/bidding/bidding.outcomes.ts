import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { biddingEngineText as text } from '@kaimono/i18n';
import { listingUrl } from '@kaimono/marketplaces';
import { formatJpy, formatVnd, jpy, vnd } from '@kaimono/money';
import { bidEvents, bids, type BidStatus } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { addressBook } from '../address/index.ts';
import { itemPath } from '../catalog/index.ts';
import { notificationContext, notify } from '../notifications/index.ts';
import { vietnameseTitle } from '../translate/index.ts';
import { createOrder, findOrder, ordersContext, recordOrderPayment, transitionOrder, type OrderDto } from '../orders/index.ts';
import { capture, debit, findEntryByKey, getHold } from '../wallet/index.ts';
import type { AuctionSnapshot } from './bidding.placer.ts';
import { findBid, lastMinuteSetting, openBidsForAuction, recordBidEvent, transitionBid, updateBid, type BidRow } from './bidding.repository.ts';
import type { BidActor } from './bidding.transitions.ts';
import { releaseBidHold, sendBid, type BiddingContext } from './bidding.service.ts';

/**
 * What happens to bids as their auction runs and ends (the watcher's work, DESIGN.md §6):
 * outbid → a notification ('over_pricing'); the last-minute notification when the customer turned it
 * on; won → an order (source 'auction') whose first payment is captured from the bid's hold, the rest
 * of the hold released, the order moved to `purchased`; lost, failed or cancelled → the hold released.
 * Every step is idempotent (wallet keys, the order's request id, conditional bid moves), so a run cut
 * off half-way is finished by the next run or by `settlePendingOutcomes`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An end time that moved later by more than this is an automatic extension. */
const EXTENSION_THRESHOLD_MS = 1_500;
/** An auction that cannot be read any more is given up this long after its last known end. */
const VANISHED_GRACE_MS = 10 * MINUTE;
/** A bid still `placing` this long after the end (the sandbox answers at once) lost its chance. */
const PLACING_STALE_MS = MINUTE;
/** A sandbox bid still unsent this long after it was made was cut off by a restart. */
const UNSENT_STALE_MS = 30_000;
const BIDS_LINK = '/account/bids';
const orderLink = (code: string) => `/account/quotes/${encodeURIComponent(code)}`;

const yen = (n: number | null | undefined) => formatJpy(jpy(n ?? 0));
const dong = (n: number) => formatVnd(vnd(n));
// Built once, at first use: each Intl formatter holds ICU data, and one per notice was garbage for V8
// but not memory the process gets back soon.
let vnTimeFormat: Intl.DateTimeFormat | undefined;
/** A time of day in Vietnam, "14:05:09" (exported for its test). */
export const vnTime = (ms: number) =>
  (vnTimeFormat ??= new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', second: '2-digit' })).format(new Date(ms));

/** How long until the next look at an auction `msToEnd` from its end: sooner as the end comes. */
export function watchDelayMs(msToEnd: number): number {
  if (msToEnd <= 0) return 5_000;
  let delay: number;
  if (msToEnd > 6 * HOUR) delay = 10 * MINUTE;
  else if (msToEnd > HOUR) delay = 5 * MINUTE;
  else if (msToEnd > 15 * MINUTE) delay = MINUTE;
  else if (msToEnd > 5 * MINUTE) delay = 20_000;
  else delay = 10_000;
  // Look again just after the end: the outcome (and the hold) should not wait for a long step.
  return Math.max(1_000, Math.min(delay, msToEnd + 1_000));
}

/** What a buyer pays for a bid-unit price (Yahoo store listings bid tax-excluded). */
export function taxIncluded(priceJpy: number, taxRate: number): number {
  return taxRate > 0 ? Math.floor((priceJpy * (100 + taxRate)) / 100) : priceJpy;
}

function itemLink(bid: BidRow): string {
  try {
    return listingUrl(bid.site, bid.code);
  } catch {
    return itemPath(bid.site, bid.code);
  }
}

/**
 * How a notification names the item: its Vietnamese title as the translator gives it when the
 * notification is written (its text is kept as written); the Japanese original goes in its data.
 */
function noticeTitle(ctx: BiddingContext, bid: BidRow): string {
  return vietnameseTitle(ctx.deps.translator, bid.title) ?? (bid.title || bid.code);
}

async function tell(ctx: BiddingContext, bid: BidRow, category: 'bid' | 'over_pricing', title: string, body: string, link = BIDS_LINK) {
  try {
    const item = { bid_id: bid.id, site: bid.site, code: bid.code, item_title: bid.title, item_title_vi: vietnameseTitle(ctx.deps.translator, bid.title) };
    await notify(
      ctx.db,
      { userId: bid.userId, category, title, body, link, data: item },
      notificationContext(ctx.deps, ctx.log),
    );
  } catch (error) {
    ctx.log.error({ err: error, bidId: bid.id }, 'a bid notification failed');
  }
}

async function hasEvent(ctx: BiddingContext, bidId: string, kind: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: bidEvents.id })
    .from(bidEvents)
    .where(and(eq(bidEvents.bidId, bidId), eq(bidEvents.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/** A conditional move: null when the bid moved meanwhile (another process, the customer). */
async function move(ctx: BiddingContext, bid: BidRow, to: BidStatus, extra: Omit<Parameters<typeof transitionBid>[1], 'bidId' | 'to' | 'expectFrom'> = {}) {
  try {
    return await transitionBid(ctx.db, { bidId: bid.id, to, expectFrom: [bid.status], ...extra });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'BID_STATE_CHANGED' || error.code === 'BID_NOT_FOUND')) return null;
    throw error;
  }
}

// -------------------------------------------------------------------------------------------------
// Notifications

export async function notifyOutbid(ctx: BiddingContext, bid: BidRow, priceJpy: number): Promise<void> {
  const title = noticeTitle(ctx, bid);
  const body = bid.sentAt ? text.notices.outbid(title, yen(priceJpy), yen(bid.maxPriceJpy)) : text.notices.snipeSkipped(title, yen(priceJpy), yen(bid.maxPriceJpy));
  await tell(ctx, bid, 'over_pricing', text.notices.outbidTitle, body);
}

/** Once per bid, when the customer turned it on and the end is within their minutes. */
async function maybeLastMinute(ctx: BiddingContext, bid: BidRow, a: AuctionSnapshot, now: number, setting: { enabled: boolean; minutes: number }): Promise<void> {
  const left = a.endTimeMs - now;
  if (!setting.enabled || left <= 0 || left > setting.minutes * MINUTE) return;
  if (await hasEvent(ctx, bid.id, 'last_minute')) return;
  await recordBidEvent(ctx.db, {
    bidId: bid.id,
    kind: 'last_minute',
    priceJpy: a.currentPriceJpy,
    detail: { end_time: new Date(a.endTimeMs).toISOString(), minutes: setting.minutes },
  });
  const title = noticeTitle(ctx, bid);
  const minutes = Math.max(1, Math.ceil(left / MINUTE));
  const leading = a.highestBidderId === bid.bidderId;
  const body =
    bid.status === 'scheduled' && bid.scheduledAt
      ? text.notices.lastMinuteScheduled(title, minutes, vnTime(bid.scheduledAt.getTime()))
      : leading
        ? text.notices.lastMinuteLeading(title, minutes, yen(a.currentPriceJpy))
        : text.notices.lastMinuteOutbid(title, minutes, yen(a.currentPriceJpy), yen(bid.maxPriceJpy));
  await tell(ctx, bid, 'bid', text.notices.lastMinuteTitle, body);
}

// -------------------------------------------------------------------------------------------------
// The watcher's run over one auction

export interface ObserveResult {
  /** When to look again (null: no open bid left, the chain ends). */
  nextDelayMs: number | null;
  /** Snipes whose auction was extended: the caller schedules them again (end − lead). */
  reschedule: BidRow[];
}

/**
 * Reads the auction once and brings every open bid on it up to date (price, end, outbid/leading,
 * the last-minute notification; the outcome once it ended).
 */
export async function observeAuction(ctx: BiddingContext, site: BidRow['site'], code: string): Promise<ObserveResult> {
  const open = await openBidsForAuction(ctx.db, site, code);
  if (open.length === 0) return { nextDelayMs: null, reschedule: [] };
  let a: AuctionSnapshot | null;
  try {
    a = await ctx.placer.auction(site, code);
  } catch (error) {
    ctx.log.warn({ err: error, site, code }, 'reading a watched auction failed');
    return { nextDelayMs: 15_000, reschedule: [] };
  }
  const now = ctx.now();
  if (!a) {
    // Gone from the site (or not readable now): wait a while past its end before giving up.
    const lastEnd = Math.max(...open.map((b) => b.endTime?.getTime() ?? b.createdAt.getTime()));
    if (now < lastEnd + VANISHED_GRACE_MS) return { nextDelayMs: 30_000, reschedule: [] };
    for (const bid of open) await settleClosedBid(ctx, bid, null);
    return { nextDelayMs: null, reschedule: [] };
  }
  const reschedule: BidRow[] = [];
  const closed = a.status === 'closed' || a.endTimeMs <= now;
  let next = closed ? 5_000 : watchDelayMs(a.endTimeMs - now);
  const seen: BidRow[] = [];
  let wakeAt = Number.POSITIVE_INFINITY;
  for (const bid of open) {
    const moved = await observeBid(ctx, bid, a, now);
    seen.push(moved.row);
    if (moved.reschedule) reschedule.push(moved.reschedule);
    if (moved.wakeAt !== null) wakeAt = Math.min(wakeAt, moved.wakeAt);
  }
  if (!closed && seen.length > 0 && seen.every((b) => b.status === 'scheduled')) {
    // Only snipes waiting: each re-reads the auction when it fires (and its send asks for a look),
    // so the next look is just after the end, or within 10 minutes.
    next = Math.min(a.endTimeMs - now + 1_000, 10 * MINUTE);
  }
  if (Number.isFinite(wakeAt)) next = Math.min(next, Math.max(1_000, wakeAt - now));
  if (closed) {
    const left = await openBidsForAuction(ctx.db, site, code);
    if (left.length === 0) return { nextDelayMs: null, reschedule };
    // Still waiting for an answer (a live bid in the staff queue): look less often.
    if (left.every((b) => b.placer === 'live')) next = 5 * MINUTE;
  }
  return { nextDelayMs: next, reschedule };
}

async function observeBid(ctx: BiddingContext, bid: BidRow, a: AuctionSnapshot, now: number): Promise<{ row: BidRow; reschedule: BidRow | null; wakeAt: number | null }> {
  const closed = a.status === 'closed' || a.endTimeMs <= now;
  const previousEnd = bid.endTime?.getTime() ?? null;
  const extended = previousEnd !== null && a.endTimeMs - previousEnd > EXTENSION_THRESHOLD_MS;
  const lead = (bid.leadSeconds ?? 0) * 1000;
  let row = await updateBid(ctx.db, bid.id, {
    currentPriceJpy: a.currentPriceJpy,
    endTime: new Date(a.endTimeMs),
    lastCheckedAt: new Date(now),
    ...(extended && bid.status === 'scheduled' && bid.scheduledAt ? { scheduledAt: new Date(a.endTimeMs - lead) } : {}),
  });
  if (extended) {
    await recordBidEvent(ctx.db, {
      bidId: bid.id,
      kind: 'extended',
      priceJpy: a.currentPriceJpy,
      detail: { from_end_time: new Date(previousEnd).toISOString(), end_time: new Date(a.endTimeMs).toISOString() },
    });
  }
  if (closed) {
    await settleClosedBid(ctx, row, a);
    return { row, reschedule: null, wakeAt: null };
  }
  if (row.status === 'placing' && row.sentAt === null && row.placer === 'sandbox' && now - row.createdAt.getTime() > UNSENT_STALE_MS) {
    // A bid "now" whose process stopped before sending it (a restart): send it now.
    row = await sendBid(ctx, row.id);
  } else {
    row = await applyStanding(ctx, row, a);
  }
  const setting = await lastMinuteSetting(ctx.db, row.userId);
  await maybeLastMinute(ctx, row, a, now, setting);
  // Wake up in time for the last-minute notification when the customer wants one.
  const window = setting.minutes * MINUTE;
  const wakeAt = setting.enabled && a.endTimeMs - now > window ? a.endTimeMs - window + 500 : null;
  return { row, reschedule: row.status === 'scheduled' && extended ? row : null, wakeAt };
}

/**
 * Brings an open bid's standing in line with the auction as just read (not the end: that is the
 * watcher's `settleClosedBid`): leading → outbid when someone else is highest (the customer is told
 * once: the move is conditional), outbid → leading when we are highest again, a snipe whose maximum
 * the price passed → outbid. Used by the watcher and by every read that sees the auction first.
 */
export async function applyStanding(ctx: BiddingContext, row: BidRow, a: AuctionSnapshot): Promise<BidRow> {
  const ours = a.highestBidderId !== null && a.highestBidderId === row.bidderId;
  if (row.status === 'scheduled' && a.minNextBidJpy > row.maxPriceJpy && !ours) {
    // The price passed the maximum before the snipe: it will not be sent (the customer may raise).
    const moved = await move(ctx, row, 'outbid', {
      note: 'price_above_maximum',
      priceJpy: a.currentPriceJpy,
      detail: { min_next_bid_jpy: a.minNextBidJpy, max_price_jpy: row.maxPriceJpy },
    });
    if (moved) {
      await notifyOutbid(ctx, moved, a.currentPriceJpy);
      return moved;
    }
  } else if (row.status === 'leading' && a.highestBidderId !== null && !ours) {
    const moved = await move(ctx, row, 'outbid', { priceJpy: a.currentPriceJpy, detail: { highest_bidder: 'other' } });
    if (moved) {
      await notifyOutbid(ctx, moved, a.currentPriceJpy);
      return moved;
    }
  } else if (row.status === 'outbid' && ours) {
    return (await move(ctx, row, 'leading', { priceJpy: a.currentPriceJpy })) ?? row;
  }
  return row;
}

/** How long a list of the customer's bids waits for the auctions it re-reads. */
const STANDING_READ_LIMIT_MS = 3_000;
const STANDING_STATUSES: readonly BidStatus[] = ['scheduled', 'leading', 'outbid'];

/**
 * Before the customer's bids are listed: re-reads each auction on which they have an open sandbox bid
 * (the placer that sees who is highest; a live bid's standing comes from the staff's reports) and
 * applies the standing and the price now, so the list never says "leading" after the auction house
 * (and GET /api/bid/price) already shows a rival ahead. Reads run in parallel under one short time
 * limit; an auction that cannot be read in time keeps its last known state. Auctions that ended are
 * left to the watcher (the outcome moves money). Answers how many bids moved.
 */
export async function refreshUserStanding(ctx: BiddingContext, userId: string, only?: { site: BidRow['site']; code: string }): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(bids)
    .where(
      and(
        eq(bids.userId, userId),
        inArray(bids.status, [...STANDING_STATUSES]),
        eq(bids.placer, 'sandbox'),
        ...(only ? [eq(bids.site, only.site), eq(bids.code, only.code)] : []),
      ),
    );
  if (rows.length === 0) return 0;
  const auctions = new Map<string, BidRow[]>();
  for (const row of rows) auctions.set(`${row.site}:${row.code}`, [...(auctions.get(`${row.site}:${row.code}`) ?? []), row]);
  let moved = 0;
  const work: Promise<unknown> = Promise.all(
    [...auctions.values()].map(async (group) => {
      const a = await ctx.placer.auction(group[0]!.site, group[0]!.code).catch(() => null);
      if (!a || a.status === 'closed' || a.endTimeMs <= ctx.now()) return;
      for (const bid of group) {
        const row = bid.currentPriceJpy === a.currentPriceJpy ? bid : await updateBid(ctx.db, bid.id, { currentPriceJpy: a.currentPriceJpy });
        const after = await applyStanding(ctx, row, a);
        if (after.status !== bid.status) moved += 1;
      }
    }),
  ).catch((error: unknown) => ctx.log.warn({ err: error, userId }, 'refreshing the standing of bids failed'));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, STANDING_READ_LIMIT_MS)))]).finally(() => clearTimeout(timer));
  return moved;
}

// -------------------------------------------------------------------------------------------------
// Outcomes

/**
 * The auction ended (or vanished: `a` null): the bid's outcome. Won → the order and the payment;
 * anything else → the hold goes back. A bid still being placed waits for its answer a little.
 */
export async function settleClosedBid(ctx: BiddingContext, bid: BidRow, a: AuctionSnapshot | null): Promise<void> {
  const now = ctx.now();
  const winner = a ? (a.winnerId ?? (a.status === 'closed' || a.endTimeMs <= now ? a.highestBidderId : null)) : null;
  const ours = winner !== null && winner === bid.bidderId;
  let to: BidStatus | null = null;
  let note = '';
  // Live bids with a hidden winner wait for the staff report (POST /api/admin/bids/{id}/outcome: reportAuctionOutcome).
  const unknownLive = bid.placer === 'live' && a !== null && winner === null && a.bidCount > 0;
  switch (bid.status) {
    case 'scheduled':
      to = a ? 'lost' : 'failed';
      note = a ? 'ended_before_snipe' : 'auction_gone';
      break;
    case 'placing': {
      const since = (bid.sentAt ?? bid.createdAt).getTime();
      if (ours) to = 'won';
      else if (!a) {
        to = 'failed';
        note = 'auction_gone';
      } else if (unknownLive) to = null;
      else if (bid.placer === 'live' || now - since > PLACING_STALE_MS) {
        to = 'lost';
        note = 'ended_before_placed';
      }
      break;
    }
    case 'leading':
    case 'outbid':
      if (ours) to = 'won';
      else if (!a) {
        to = 'lost';
        note = 'auction_gone';
      } else if (!unknownLive) to = 'lost';
      break;
    default:
      to = null;
  }
  if (to === null) return;
  if (to === 'won') await settleWon(ctx, bid, a!);
  else await settleLost(ctx, bid, to, a, note);
}

/** Who settles an outcome (default the system: the watcher) and what they added to the log. */
interface SettledBy {
  actor?: { kind: BidActor; id: string | null };
  detail?: Record<string, unknown>;
}

async function settleLost(
  ctx: BiddingContext,
  bid: BidRow,
  to: BidStatus,
  a: Pick<AuctionSnapshot, 'currentPriceJpy' | 'winnerId'> | null,
  note: string,
  by: SettledBy = {},
): Promise<boolean> {
  const moved = await move(ctx, bid, to, {
    ...(note ? { note } : {}),
    ...(by.actor ? { actor: by.actor } : {}),
    priceJpy: a?.currentPriceJpy ?? null,
    ...(to === 'failed'
      ? { patch: { failureCode: 'BID_AUCTION_ENDED' } }
      : to === 'lost' && a
        ? { patch: { finalPriceJpy: a.currentPriceJpy, currentPriceJpy: a.currentPriceJpy } }
        : {}),
    detail: { ...(a ? { final_price_jpy: a.currentPriceJpy, winner: a.winnerId === null ? 'none' : 'other' } : { reason: note }), ...by.detail },
  });
  if (!moved) return false;
  const released = await releaseHold(ctx, moved);
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: to, priceJpy: a?.currentPriceJpy ?? null, detail: { released_vnd: released } });
  const title = noticeTitle(ctx, bid);
  const releasedText = released > 0 ? dong(released) : '';
  if (to === 'failed') await tell(ctx, moved, 'bid', text.notices.failedTitle, text.notices.failed(title, releasedText));
  else await tell(ctx, moved, 'bid', text.notices.lostTitle, text.notices.lost(title, yen(a?.currentPriceJpy ?? bid.currentPriceJpy), releasedText));
  return true;
}

/**
 * Gives back what is left of the bid's hold (the service's releaseBidHold: key `bid-release:<hold
 * id>`, so the watcher, a cancel and the sweep release it once). Answers the amount released now.
 */
async function releaseHold(ctx: BiddingContext, bid: BidRow): Promise<number> {
  if (!bid.holdId) return 0;
  const before = await getHold(ctx.db, bid.holdId);
  if (!before || before.remainingVnd <= 0) return 0;
  await releaseBidHold(ctx, bid);
  const after = await getHold(ctx.db, bid.holdId);
  return Math.max(0, before.remainingVnd - (after?.remainingVnd ?? 0));
}

async function settleWon(ctx: BiddingContext, bid: BidRow, a: Pick<AuctionSnapshot, 'currentPriceJpy' | 'currentPriceTaxInJpy'>, by: SettledBy = {}): Promise<boolean> {
  const moved = await move(ctx, bid, 'won', {
    ...(by.actor ? { actor: by.actor } : {}),
    priceJpy: a.currentPriceJpy,
    patch: { finalPriceJpy: a.currentPriceJpy, currentPriceJpy: a.currentPriceJpy },
    detail: { final_price_jpy: a.currentPriceJpy, final_price_tax_in_jpy: a.currentPriceTaxInJpy, ...by.detail },
  });
  if (!moved) return false;
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'won', priceJpy: a.currentPriceJpy });
  await completeWin(ctx, bid.id);
  return true;
}

// -------------------------------------------------------------------------------------------------
// Live auctions: staff report the end (the watcher cannot see who won on a live site)

export interface StaffOutcome {
  result: 'won' | 'lost';
  /** Bid units (tax-excluded for store listings); required when won, at most the bid's maximum. */
  finalPriceJpy?: number | null;
  note?: string | null;
}

const REPORTABLE: readonly BidStatus[] = ['placing', 'leading', 'outbid'];

/**
 * POST /api/admin/bids/{id}/outcome: how a live auction ended, settled by the same code as the
 * watcher's (won → the order paid from the hold, the rest released; lost → the hold released, the
 * customer told). For live bids still open (placing, leading, outbid) once their end time has come.
 * Idempotent: the same report again answers the bid as it is (finishing a win still missing its
 * order); a different report on a settled bid is refused (BID_STATE_CHANGED).
 */
export async function reportAuctionOutcome(ctx: BiddingContext, p: { bidId: string; staffId: string; outcome: StaffOutcome }): Promise<BidRow> {
  const r = p.outcome;
  const bid = await findBid(ctx.db, p.bidId);
  if (!bid || bid.placer !== 'live') throw new AppError(404, 'BID_NOT_FOUND');
  if (bid.status === r.result) return sameOutcome(ctx, bid, r);
  if (!REPORTABLE.includes(bid.status)) throw new AppError(409, 'BID_STATE_CHANGED');
  const final = r.finalPriceJpy ?? null;
  if (r.result === 'won' && (final === null || final > bid.maxPriceJpy)) throw new AppError(400, 'BID_REPORT_INVALID');
  if (bid.endTime && ctx.now() < bid.endTime.getTime()) throw new AppError(409, 'BID_OUTCOME_TOO_EARLY');
  const by: SettledBy = { actor: { kind: 'staff', id: p.staffId }, detail: { reported_result: r.result, note: r.note ?? null } };
  if (r.result === 'won') {
    await settleWon(ctx, bid, { currentPriceJpy: final!, currentPriceTaxInJpy: taxIncluded(final!, bid.taxRate) }, by);
  } else {
    await settleLost(ctx, bid, 'lost', final === null ? null : { currentPriceJpy: final, winnerId: 'other' }, 'staff_report', by);
  }
  // Moved by this call, or by a concurrent one (the watcher, a double submit): the same end is fine.
  const after = await findBid(ctx.db, bid.id);
  if (!after || after.status !== r.result) throw new AppError(409, 'BID_STATE_CHANGED');
  return after;
}

async function sameOutcome(ctx: BiddingContext, bid: BidRow, r: StaffOutcome): Promise<BidRow> {
  if (r.result === 'won' && r.finalPriceJpy != null && bid.finalPriceJpy !== null && r.finalPriceJpy !== bid.finalPriceJpy) {
    throw new AppError(409, 'BID_STATE_CHANGED');
  }
  if (r.result === 'won' && bid.outcomeOrderId === null) {
    await completeWin(ctx, bid.id);
    return (await findBid(ctx.db, bid.id)) ?? bid;
  }
  return bid;
}

// -------------------------------------------------------------------------------------------------
// Orphans: a bid row whose hold was never recorded (the process died between the two)

/** A bid row this old without its hold was cut off between the row and the hold (placeBid takes it at once). */
export const ORPHAN_BID_AGE_SECONDS = 30;

/**
 * Bids still `scheduled` or `placing` without a hold id ORPHAN_BID_AGE_SECONDS after they were
 * created (database time) are moved to `failed` (through the transition table, logged): they would
 * otherwise count against the VIP limits until their auction ends. A hold taken under the bid's key
 * whose id never reached the row is attached and released. Answers how many were failed.
 */
export async function failOrphanBids(ctx: BiddingContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(bids)
    .where(
      and(
        inArray(bids.status, ['scheduled', 'placing']),
        isNull(bids.holdId),
        sql`${bids.createdAt} < now() - make_interval(secs => ${ORPHAN_BID_AGE_SECONDS})`,
      ),
    )
    .limit(200);
  let failed = 0;
  for (const bid of rows) {
    try {
      // The hold may exist under its key when the process died after taking it.
      const entry = await findEntryByKey(ctx.db, `bid-hold:${bid.id}`);
      const holdId = entry?.kind === 'hold' ? entry.holdId : null;
      const moved = await move(ctx, bid, 'failed', {
        note: 'no_hold',
        patch: { failureCode: 'BID_FAILED', ...(holdId ? { holdId } : {}) },
        detail: { reason: 'no_hold', hold_id: holdId },
      });
      if (!moved) continue;
      const released = await releaseHold(ctx, moved);
      await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'failed', detail: { reason: 'no_hold', released_vnd: released } });
      failed += 1;
    } catch (error) {
      ctx.log.error({ err: error, bidId: bid.id }, 'failing a bid without its hold failed');
    }
  }
  return failed;
}

const errorCode = (error: unknown) => (error instanceof AppError ? error.code : 'UNEXPECTED');

/** Records an event (and tells the customer) only the first time `kind` happens to the bid. */
async function once(ctx: BiddingContext, bid: BidRow, kind: string, detail: Record<string, unknown>, message?: { title: string; body: string }) {
  if (await hasEvent(ctx, bid.id, kind)) return;
  await recordBidEvent(ctx.db, { bidId: bid.id, kind, detail });
  if (message) await tell(ctx, bid, 'bid', message.title, message.body);
}

/**
 * A won bid becomes an order (source 'auction', request id `bid:<id>`, the customer's default
 * address), whose first payment is captured from the hold (key `bid-won:<id>`), any shortfall (the
 * rate rose) paid from the wallet, the rest of the hold released, and the order moved to purchased.
 * Idempotent: run again after a crash it finishes what is missing. Null while it cannot (no address).
 */
export async function completeWin(ctx: BiddingContext, bidId: string): Promise<OrderDto | null> {
  const bid = await findBid(ctx.db, bidId);
  if (!bid || bid.status !== 'won') return null;
  const title = noticeTitle(ctx, bid);
  const finalJpy = bid.finalPriceJpy ?? bid.currentPriceJpy ?? bid.maxPriceJpy;
  const priceTaxIn = taxIncluded(finalJpy, bid.taxRate);
  const book = await addressBook(ctx.db, bid.userId);
  const address = book.default_address ?? book.results[0] ?? null;
  if (!address) {
    await once(ctx, bid, 'waiting_address', {}, { title: text.notices.wonTitle, body: text.notices.wonNeedsAddress(title, yen(priceTaxIn)) });
    return null;
  }
  const octx = ordersContext(ctx.deps, ctx.log);
  let order: OrderDto;
  try {
    order = await createOrder(octx, {
      userId: bid.userId,
      source: 'auction',
      items: [
        {
          site: bid.site,
          code: bid.code,
          link: itemLink(bid),
          // The original title is stored; the order shows its Vietnamese title through the translator.
          name: bid.title || bid.code,
          image: bid.imageUrl,
          qty: bid.qty,
          // Priced as the hold was (pricing's tax on a tax-excluded store price, the item's shipping).
          priceJpy: finalJpy,
          taxIncluded: bid.taxRate === 0,
          domesticShippingJpy: bid.domesticShippingJpy ?? bid.shippingChargesJpy ?? null,
          sellerId: bid.sellerId,
          sellerName: bid.sellerName,
        },
      ],
      addressId: address.id,
      routeCode: bid.routeCode,
      shipMode: bid.shipMode,
      servicesExtra: bid.servicesExtra,
      sourceRef: bid.id,
      requestId: `bid:${bid.id}`,
      note: text.orders.note(bid.code, yen(priceTaxIn)),
    });
  } catch (error) {
    ctx.log.error({ err: error, bidId }, 'creating the order of a won bid failed');
    await once(ctx, bid, 'order_failed', { code: errorCode(error) }, { title: text.notices.wonTitle, body: text.notices.wonOrderFailed(title) });
    return null;
  }

  const firstVnd = order.price.first_payment;
  let capturedVnd = 0;
  const hold = bid.holdId ? await getHold(ctx.db, bid.holdId) : undefined;
  if (hold && firstVnd > 0) {
    const wanted = Math.min(firstVnd, hold.remainingVnd);
    try {
      // The key answers the first capture on a replay, whatever is left on the hold now.
      const captured = await capture(ctx.db, {
        holdId: hold.id,
        ...(wanted > 0 ? { amountVnd: wanted } : {}),
        idempotencyKey: `bid-won:${bid.id}`,
        description: text.wallet.captured(order.code, bid.code),
        purpose: 'order_payment',
        to: 'marketplace_payables',
        metadata: { bid_id: bid.id, order_id: order.id, order_code: order.code, kind: 'first' },
      });
      capturedVnd = captured.entry.amountVnd;
      await recordOrderPayment(ctx.db, { orderId: order.id, kind: 'first', amountVnd: capturedVnd, ledgerEntryId: captured.entry.id, reference: `bid:${bid.id}` });
      if (!captured.replayed) await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'captured', detail: { amount_vnd: capturedVnd, order_id: order.id, order_code: order.code } });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WALLET_HOLD_EXCEEDED')) throw error;
    }
  }
  const shortfall = firstVnd - capturedVnd;
  if (shortfall > 0) {
    // The hold was taken at the bid's rate; a higher rate today leaves a little to pay from the wallet.
    try {
      const paid = await debit(ctx.db, {
        userId: bid.userId,
        amountVnd: shortfall,
        idempotencyKey: `bid-won-rest:${bid.id}`,
        purpose: 'order_payment',
        description: text.wallet.shortfall(order.code),
        referenceType: 'order',
        referenceId: order.id,
        to: 'marketplace_payables',
        metadata: { bid_id: bid.id, order_code: order.code, kind: 'first' },
      });
      await recordOrderPayment(ctx.db, { orderId: order.id, kind: 'first', amountVnd: paid.entry.amountVnd, ledgerEntryId: paid.entry.id, reference: `bid:${bid.id}:rest` });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_BALANCE')) throw error;
      await once(ctx, bid, 'payment_short', { missing_vnd: shortfall, order_code: order.code }, { title: text.notices.wonTitle, body: text.notices.wonShort(order.code, dong(shortfall)) });
    }
  }
  const releasedVnd = await releaseHold(ctx, bid);

  // The item is bought (we won it): the order goes on to purchased (when its first payment is in).
  const system = { kind: 'system' as const, id: null };
  let status = order.status;
  const advance = async (to: 'purchasing' | 'purchased', note: string) => {
    try {
      status = (await transitionOrder(octx, { orderId: order.id, to, actor: system, note })).status;
    } catch (error) {
      // Moved meanwhile (a concurrent run), or no first payment recorded (nothing could be paid).
      if (!(error instanceof AppError && error.code === 'ORDER_TRANSITION_NOT_ALLOWED')) throw error;
      status = (await findOrder(ctx.db, order.id))?.status ?? status;
    }
  };
  if (status === 'waiting_deposit') await advance('purchasing', text.orders.note(bid.code, yen(priceTaxIn)));
  if (status === 'purchasing') await advance('purchased', text.orders.purchased);

  const done = await ctx.db
    .update(bids)
    .set({ outcomeOrderId: order.id, updatedAt: new Date() })
    .where(and(eq(bids.id, bid.id), isNull(bids.outcomeOrderId)))
    .returning({ id: bids.id });
  if (done.length > 0) {
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'order', detail: { order_id: order.id, order_code: order.code, paid_vnd: capturedVnd, released_vnd: releasedVnd } });
    await tell(
      ctx,
      bid,
      'bid',
      text.notices.wonTitle,
      text.notices.won(title, yen(priceTaxIn), order.code, dong(capturedVnd), releasedVnd > 0 ? dong(releasedVnd) : ''),
      orderLink(order.code),
    );
  }
  return order;
}

/**
 * Finishes what a crash (or a missing address) left half-done: won bids without their order, and
 * ended bids whose hold still holds money. Called on start and by the sweep.
 */
export async function settlePendingOutcomes(ctx: BiddingContext, options: { minAgeSeconds?: number } = {}): Promise<{ won: number; released: number }> {
  let won = 0;
  let released = 0;
  // Ended a while ago (database time): the watcher settles fresh ones itself, the sweep does not race it.
  const age = Math.max(0, Math.floor(options.minAgeSeconds ?? 0));
  const settledBefore = sql`now() - make_interval(secs => ${age})`;
  const wins = await ctx.db
    .select()
    .from(bids)
    .where(and(eq(bids.status, 'won'), isNull(bids.outcomeOrderId), sql`coalesce(${bids.closedAt}, ${bids.updatedAt}) <= ${settledBefore}`))
    .limit(50);
  for (const bid of wins) {
    try {
      if (await completeWin(ctx, bid.id)) won += 1;
    } catch (error) {
      ctx.log.error({ err: error, bidId: bid.id }, 'finishing a won bid failed');
    }
  }
  const ended = await ctx.db
    .select()
    .from(bids)
    .where(
      and(
        inArray(bids.status, ['lost', 'cancelled', 'failed']),
        isNotNull(bids.holdId),
        gt(bids.updatedAt, new Date(ctx.now() - 3 * 24 * HOUR)),
        sql`${bids.updatedAt} <= ${settledBefore}`,
        sql`not exists (select 1 from ${bidEvents} where ${bidEvents.bidId} = ${bids.id} and ${bidEvents.kind} = 'released')`,
      ),
    )
    .limit(200);
  for (const bid of ended) {
    try {
      if ((await releaseHold(ctx, bid)) > 0) released += 1;
    } catch (error) {
      ctx.log.error({ err: error, bidId: bid.id }, 'releasing the hold of an ended bid failed');
    }
  }
  return { won, released };
}
