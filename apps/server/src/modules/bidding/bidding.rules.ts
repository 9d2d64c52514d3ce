import { bidIncrementJpy, minNextBidJpy } from '@kaimono/marketplaces';
import { formatJpy, formatVnd, jpy, vnd } from '@kaimono/money';
import { errorMessages, type ErrorCode } from '@kaimono/i18n';
import {
  BID_SNIPE_DEFAULT_LEAD_SECONDS,
  BID_SNIPE_MAX_LEAD_SECONDS,
  BID_SNIPE_MIN_LEAD_SECONDS,
  bidModes,
  bidSiteMaxJpy,
  type BidMode,
} from '@kaimono/contracts';
import type { AuctionSiteCode, AuctionSnapshot } from './bidding.placer.ts';

/**
 * The bid rules (research/marketplaces.md §7): the increment table (入札単位) decides the lowest
 * maximum the site accepts; a maximum is one proxy bid (自動入札). Pure functions, no database.
 */

export type RuleFailure = { ok: false; status: number; code: ErrorCode; message: string };
export type RuleResult = { ok: true } | RuleFailure;

const fail = (status: number, code: ErrorCode, message?: string): RuleFailure => ({ ok: false, status, code, message: message ?? errorMessages[code] });

export function isBidMode(mode: string): mode is BidMode {
  return (bidModes as readonly string[]).includes(mode);
}

/** The increment bands of the Yahoo! table (also applied to Mercari; research §7.3). */
export const incrementTable: ReadonlyArray<{ from_jpy: number; to_jpy: number | null; step_jpy: number }> = [
  { from_jpy: 1, to_jpy: 999, step_jpy: 10 },
  { from_jpy: 1_000, to_jpy: 4_999, step_jpy: 100 },
  { from_jpy: 5_000, to_jpy: 9_999, step_jpy: 250 },
  { from_jpy: 10_000, to_jpy: 49_999, step_jpy: 500 },
  { from_jpy: 50_000, to_jpy: null, step_jpy: 1_000 },
];

/** The lowest maximum we may send now: the site's minimum next bid (start price while nobody bid). */
export function minimumBidJpy(a: Pick<AuctionSnapshot, 'currentPriceJpy' | 'bidCount' | 'highestBidderId' | 'minNextBidJpy'>): number {
  const computed = minNextBidJpy(a.currentPriceJpy, a.bidCount > 0 || a.highestBidderId !== null);
  return Math.max(computed, a.minNextBidJpy || 0);
}

/** Is the auction open for bids at `nowMs`? */
export function auctionState(a: AuctionSnapshot, nowMs: number): RuleResult {
  if (a.status === 'closed' || a.endTimeMs <= nowMs) return fail(409, 'BID_AUCTION_ENDED');
  return { ok: true };
}

/**
 * A new maximum for an auction. `own` is the customer's current maximum on it when they are already
 * the highest bidder (then any higher maximum is fine: the site raises our own proxy ceiling).
 */
export function checkMaximum(
  a: AuctionSnapshot,
  priceJpy: number,
  opts: { nowMs: number; site: AuctionSiteCode; bidderId: string; ownMaxJpy?: number | null; sellerId?: string | null },
): RuleResult {
  const open = auctionState(a, opts.nowMs);
  if (!open.ok) return open;
  if (!Number.isSafeInteger(priceJpy) || priceJpy < 1) return fail(400, 'BID_PRICE_INVALID');
  const siteMax = bidSiteMaxJpy[opts.site];
  if (priceJpy > siteMax) return fail(400, 'BID_ABOVE_SITE_MAXIMUM', `${errorMessages.BID_ABOVE_SITE_MAXIMUM} (tối đa ${formatJpy(jpy(siteMax))}).`);
  if (opts.sellerId && opts.sellerId === opts.bidderId) return fail(400, 'BID_SELLER_CANNOT_BID');
  const leading = a.highestBidderId !== null && a.highestBidderId === opts.bidderId;
  if (leading && opts.ownMaxJpy != null) {
    if (priceJpy <= opts.ownMaxJpy) return fail(400, 'BID_NOT_ABOVE_OWN_MAXIMUM', `${errorMessages.BID_NOT_ABOVE_OWN_MAXIMUM} (hiện là ${formatJpy(jpy(opts.ownMaxJpy))}).`);
    return { ok: true };
  }
  const min = minimumBidJpy(a);
  if (priceJpy < min) return fail(400, 'BID_BELOW_MINIMUM', belowMinimumMessage(a, min));
  return { ok: true };
}

export function belowMinimumMessage(a: Pick<AuctionSnapshot, 'currentPriceJpy'>, minJpy: number): string {
  return `Giá tối đa phải từ ${formatJpy(jpy(minJpy))} trở lên (giá hiện tại ${formatJpy(jpy(a.currentPriceJpy))}, bước giá ${formatJpy(jpy(bidIncrementJpy(a.currentPriceJpy)))}).`;
}

export function insufficientBalanceMessage(holdVnd: number, availableVnd: number): string {
  return `Số dư ví không đủ: cần giữ ${formatVnd(vnd(holdVnd))} cho giá tối đa này, ví còn ${formatVnd(vnd(Math.max(0, availableVnd)))}. Vui lòng nạp thêm tiền hoặc đặt giá thấp hơn.`;
}

export function openLimitMessage(max: number, levelName: string): string {
  return `Hạng ${levelName} được mở tối đa ${max} lượt đấu giá cùng lúc. Vui lòng chờ các phiên đang mở kết thúc hoặc nâng hạng VIP.`;
}

export function holdLimitMessage(maxVnd: number, openVnd: number, levelName: string): string {
  return `Hạng ${levelName} được giữ tối đa ${formatVnd(vnd(maxVnd))} cho các lượt đấu giá (đang giữ ${formatVnd(vnd(openVnd))}). Vui lòng đặt giá thấp hơn hoặc nâng hạng VIP.`;
}

export function leadSeconds(requested: number | null | undefined): number {
  if (requested == null) return BID_SNIPE_DEFAULT_LEAD_SECONDS;
  return Math.min(BID_SNIPE_MAX_LEAD_SECONDS, Math.max(BID_SNIPE_MIN_LEAD_SECONDS, Math.round(requested)));
}

/** When a snipe fires: the end minus the lead. Too late to schedule when that is less than 2 s away. */
export function snipeTime(endTimeMs: number, lead: number, nowMs: number): { ok: true; atMs: number } | RuleFailure {
  const atMs = endTimeMs - lead * 1000;
  if (atMs - nowMs < 2_000) return fail(400, 'BID_SNIPE_TOO_LATE');
  return { ok: true, atMs };
}

/** Maps a marketplace refusal to our error code. */
export function rejectionCode(reason: string): ErrorCode {
  switch (reason) {
    case 'auction_closed':
      return 'BID_AUCTION_ENDED';
    case 'not_started':
      return 'BID_AUCTION_NOT_STARTED';
    case 'below_minimum_bid':
      return 'BID_BELOW_MINIMUM';
    case 'not_above_own_maximum':
      return 'BID_NOT_ABOVE_OWN_MAXIMUM';
    case 'seller_cannot_bid':
      return 'BID_SELLER_CANNOT_BID';
    case 'not_found':
      return 'BID_AUCTION_NOT_FOUND';
    case 'invalid_amount':
      return 'BID_ABOVE_SITE_MAXIMUM';
    default:
      return 'BID_FAILED';
  }
}
