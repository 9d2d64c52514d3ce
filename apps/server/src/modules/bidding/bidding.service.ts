import type { FastifyBaseLogger } from 'fastify';
import { formatJpy, jpy } from '@kaimono/money';
import { biddingText, errorMessages, type ErrorCode } from '@kaimono/i18n';
import type { BidDto, BidEventDto, BidMode } from '@kaimono/contracts';
import { BID_SNIPE_DEFAULT_LEAD_SECONDS } from '@kaimono/contracts';
import { eq, inArray } from 'drizzle-orm';
import { bidIncrementJpy } from '@kaimono/marketplaces';
import { bids, users, type BidStatus } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { addressBook } from '../address/index.ts';
import { calculatePrice, landedCostRange, priceInputFromFacts, productPriceFacts, resolveDelivery, type PriceGroup, type ProductPriceFacts } from '../pricing/index.ts';
import { catalogContext, loadProduct } from '../catalog/index.ts';
import type { SiteCode } from '@kaimono/contracts';
import { currentRateExact } from '../rates/index.ts';
import { vipPerksOf } from '../vip/index.ts';
import { balancesOf, getHold, holdsRemaining, walletFor, type Wallet } from '../wallet/index.ts';
import {
  biddingOverrides,
  bidderIdFor,
  placerFor,
  type AuctionSiteCode,
  type AuctionSnapshot,
  type BidPlacer,
  type PlaceAnswer,
} from './bidding.placer.ts';
import * as repo from './bidding.repository.ts';
import { recordBidEvent, transitionBid, openBidsForAuction, type BidRow, type BidEventRow } from './bidding.repository.ts';
import * as rules from './bidding.rules.ts';
import { isOpenBid, type BidActor } from './bidding.transitions.ts';
import { scheduleSnipe, watchAuction } from './bidding.jobs.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { prepareTitles, vietnameseTitle, type TitleTranslator } from '../translate/index.ts';

export { recordBidEvent, transitionBid, openBidsForAuction, type BidRow };

/** Everything the bidding engine needs (A2's jobs use the same context). */
export interface BiddingContext {
  db: Db;
  deps: AppDeps;
  log: FastifyBaseLogger;
  placer: BidPlacer;
  now(): number;
}

export function biddingContext(deps: AppDeps, log: FastifyBaseLogger): BiddingContext {
  const sandbox = deps.marketplaces.sandbox;
  return {
    db: deps.database.db,
    deps,
    log,
    // Resolved on each use: overrideBidding() after the app is built (tests) still applies.
    get placer() {
      return placerFor(deps);
    },
    now: () => (biddingOverrides(deps).now ?? (sandbox ? () => sandbox.now() : () => Date.now()))(),
  };
}

const DEFAULT_PLACER_TIMEOUT_MS = 15_000;

function walletOf(ctx: BiddingContext): Wallet {
  return walletFor(ctx.deps, ctx.log);
}

/** A failure with the spec's default bid message unless the code has a more specific one. */
function bidError(status: number, code: ErrorCode, message?: string): AppError {
  return new AppError(status, code, message);
}

class PlacerTimeout extends Error {}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PlacerTimeout('placer timed out')), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/** Reads the auction through the placer; a failure to read is the spec's default bid error. */
async function readAuction(ctx: BiddingContext, site: AuctionSiteCode, code: string): Promise<AuctionSnapshot | null> {
  const timeoutMs = biddingOverrides(ctx.deps).placerTimeoutMs ?? DEFAULT_PLACER_TIMEOUT_MS;
  try {
    return await withTimeout(ctx.placer.auction(site, code), timeoutMs);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PlacerTimeout) throw bidError(504, 'BID_TIMEOUT');
    ctx.log.warn({ err: error, site, code }, 'reading the auction failed');
    throw bidError(502, 'BID_FAILED');
  }
}

// ---------------------------------------------------------------------------------------------
// Holds

interface HoldQuote {
  amountVnd: number;
  rateScaled: number;
  /** The first payment's breakdown the hold is (each line with its formula). */
  groups: PriceGroup[];
  /** The second payment estimated with the same inputs (shown beside the hold). */
  secondPaymentVnd: number;
}

/** The item facts a bid keeps (columns of `bids`): who pays shipping inside Japan, how much, the seller. */
export interface BidItemFacts {
  shippingPayer: ProductPriceFacts['shippingPayer'] | null;
  domesticShippingJpy: number | null;
  sellerId: string | null;
  sellerName: string | null;
}

const unknownFacts: BidItemFacts = { shippingPayer: null, domesticShippingJpy: null, sellerId: null, sellerName: null };

/**
 * The auction's own money facts, read through the catalog as every pricing path reads them
 * (pricing `productPriceFacts`): a seller-paid lot has no domestic shipping in its hold. A failed
 * read leaves them unknown (the hold then estimates shipping by size class: more, never less).
 */
export async function auctionItemFacts(ctx: BiddingContext, site: AuctionSiteCode, code: string): Promise<BidItemFacts> {
  try {
    const facts = productPriceFacts(await loadProduct(catalogContext(ctx.deps), site as SiteCode, code));
    return { shippingPayer: facts.shippingPayer, domesticShippingJpy: facts.domesticShippingJpy, sellerId: facts.sellerId, sellerName: facts.sellerName };
  } catch (error) {
    ctx.log.warn({ err: error, site, code }, 'reading the auction item facts failed');
    return unknownFacts;
  }
}

/** A bid row's facts (older rows have none). */
export function bidItemFacts(bid: BidRow): BidItemFacts {
  return { shippingPayer: bid.shippingPayer, domesticShippingJpy: bid.domesticShippingJpy, sellerId: bid.sellerId, sellerName: bid.sellerName };
}

/**
 * The hold of a maximum: the first payment (goods, JP tax, JP shipping, service fee, upfront extras)
 * in dong, priced as the won order will be (pricing `priceInputFromFacts`): the item's domestic
 * shipping (0 when the seller pays) wins over the request's `shipping_charges`, which only fills
 * an unknown amount. An item that cannot be priced takes no hold (409 with pricing's reason).
 */
export async function holdQuote(
  db: Db,
  p: {
    userId: string | null;
    site: AuctionSiteCode;
    code: string;
    title?: string;
    maxPriceJpy: number;
    qty: number;
    taxRate: number;
    shippingChargesJpy?: number | null;
    /** The item's own domestic shipping (0 when the seller pays; null unknown). */
    itemDomesticShippingJpy?: number | null;
    servicesExtra?: string[];
    shipMode?: string | null;
    routeCode?: string | null;
  },
): Promise<HoldQuote> {
  const rate = await currentRateExact(db);
  const line = priceInputFromFacts(
    { site: p.site, code: p.code, name: p.title ?? null, priceJpy: p.maxPriceJpy, taxIncluded: p.taxRate === 0, domesticShippingJpy: p.itemDomesticShippingJpy ?? null },
    { qty: p.qty, domesticShippingJpy: p.shippingChargesJpy ?? null, serviceCodes: p.servicesExtra ?? [] },
  );
  const lines = [line];
  // The asked route, else the one of the customer's default address; an unusable one is a 400
  // before any hold (the won order takes the address's route at the win when none was asked).
  const place = p.userId ? (await addressBook(db, p.userId)).default_address : null;
  const { route, mode } = await resolveDelivery(db, { routeCode: p.routeCode, shipMode: p.shipMode, place, lines });
  const breakdown = await calculatePrice(db, { lines, routeCode: route.code, shipMode: mode.code, userId: p.userId, rate });
  // Unpriceable (no size class to estimate unknown shipping): a clear message, no hold.
  if (breakdown.firstPaymentError) throw new AppError(409, 'ORDER_PRICE_UNAVAILABLE', breakdown.firstPaymentError);
  const amount = Math.max(1, breakdown.firstPaymentVnd);
  // The hold is the first payment: the second payment's groups are not part of it.
  return { amountVnd: amount, rateScaled: breakdown.rateScaled, groups: breakdown.groups.filter((g) => g.code !== 'international'), secondPaymentVnd: breakdown.secondPaymentVnd };
}

/**
 * Gives back whatever is still held for a bid (idempotent: key `bid-release:<holdId>`). Used on
 * cancel, failure, loss; A2's outcomes may call it too.
 */
export async function releaseBidHold(ctx: BiddingContext, bid: BidRow, holdId: string | null = bid.holdId): Promise<void> {
  if (!holdId) return;
  const hold = await getHold(ctx.db, holdId);
  if (!hold || hold.remainingVnd <= 0) return;
  try {
    await walletOf(ctx).release({
      holdId,
      userId: bid.userId,
      idempotencyKey: `bid-release:${holdId}`,
      description: biddingText.wallet.release(bid.code),
      purpose: 'bid_hold',
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'WALLET_HOLD_EXCEEDED' || error.code === 'WALLET_IDEMPOTENCY_MISMATCH')) return;
    throw error;
  }
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'released', detail: { hold_id: holdId, amount_vnd: hold.remainingVnd } });
}

async function takeHold(ctx: BiddingContext, bid: BidRow, amountVnd: number, rateScaled: number, revision: number, maxPriceJpy: number) {
  const key = revision === 0 ? `bid-hold:${bid.id}` : `bid-hold:${bid.id}:${revision}`;
  const { hold } = await walletOf(ctx).hold({
    userId: bid.userId,
    amountVnd,
    idempotencyKey: key,
    purpose: 'bid_hold',
    description: revision === 0 ? biddingText.wallet.hold(bid.code, formatJpy(jpy(maxPriceJpy))) : biddingText.wallet.resize(bid.code, formatJpy(jpy(maxPriceJpy))),
    referenceType: 'bid',
    referenceId: bid.id,
    rateScaled,
    metadata: { site: bid.site, code: bid.code, max_price_jpy: maxPriceJpy },
  });
  return hold;
}

async function holdOrExplain(ctx: BiddingContext, bid: BidRow, amountVnd: number, rateScaled: number, revision: number, maxPriceJpy: number) {
  try {
    return await takeHold(ctx, bid, amountVnd, rateScaled, revision, maxPriceJpy);
  } catch (error) {
    if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_BALANCE') {
      const { available_vnd } = await balancesOf(ctx.db, bid.userId);
      throw bidError(409, 'BID_INSUFFICIENT_BALANCE', rules.insufficientBalanceMessage(amountVnd, available_vnd));
    }
    throw error;
  }
}

async function checkVipLimits(ctx: BiddingContext, userId: string, addHoldVnd: number, exceptBidId?: string): Promise<void> {
  const [perks, totals] = await Promise.all([vipPerksOf(ctx.db, userId), repo.openTotals(ctx.db, userId, exceptBidId)]);
  if (!exceptBidId && totals.count >= perks.max_open_bids) {
    throw bidError(409, 'BID_OPEN_LIMIT_REACHED', rules.openLimitMessage(perks.max_open_bids, perks.name));
  }
  if (totals.holdVnd + addHoldVnd > perks.max_hold_vnd) {
    throw bidError(409, 'BID_HOLD_LIMIT_REACHED', rules.holdLimitMessage(perks.max_hold_vnd, totals.holdVnd, perks.name));
  }
}

// ---------------------------------------------------------------------------------------------
// Placing

export interface PlaceBidInput {
  userId: string;
  site: AuctionSiteCode;
  code: string;
  mode: string;
  priceJpy: number;
  qty: number;
  shipMode?: string | null;
  routeCode?: string | null;
  shippingChargesJpy?: number | null;
  servicesExtra?: string[];
  paymentMethods?: string | null;
  partial?: boolean;
  leadSeconds?: number | null;
  requestKey?: string | null;
  /** bid-request: answer before the marketplace does (the send runs after the answer). */
  background?: boolean;
}

export interface PlaceBidResult {
  bid: BidRow;
  created: boolean;
  message: string;
}


/** The answer's message for a bid's state. */
export function messageFor(bid: BidRow): string {
  switch (bid.status) {
    case 'scheduled':
      return biddingText.messages.scheduled;
    case 'placing':
      return bid.placer === 'live' ? biddingText.messages.queued : biddingText.messages.requestPending;
    case 'outbid':
      return biddingText.messages.placedOutbid;
    case 'failed':
      return errorMessages[(bid.failureCode as ErrorCode) ?? 'BID_FAILED'] ?? errorMessages.BID_FAILED;
    default:
      return biddingText.messages.placed;
  }
}

/** A failed bid's error for the customer (the spec's messages for time-out and anything else). */
function failureError(bid: BidRow): AppError {
  const code = (bid.failureCode as ErrorCode | null) ?? 'BID_FAILED';
  const status = code === 'BID_TIMEOUT' ? 504 : code === 'BID_AUCTION_ENDED' || code === 'BID_AUCTION_NOT_FOUND' ? 409 : code === 'BID_FAILED' ? 502 : 400;
  return bidError(status, code in errorMessages ? code : 'BID_FAILED');
}

/**
 * POST /api/bid/{mode}, /api/bid/snipe, /api/bid/mercari, /api/bid-request. A first bid on an
 * auction takes the hold (maximum → first payment in dong, VIP limits), then sends (now) or
 * schedules (snipe). A bid on an auction where the customer already has an open bid changes that
 * bid's maximum (a raise re-sizes the hold: the new hold first, then the old one is released).
 * The same request key, or the same maximum again, answers the earlier bid.
 */
export async function placeBid(ctx: BiddingContext, input: PlaceBidInput): Promise<PlaceBidResult> {
  const mode = input.mode.trim().toLowerCase();
  if (!rules.isBidMode(mode)) throw bidError(400, 'BID_MODE_UNKNOWN');
  if (input.requestKey) {
    const earlier = await repo.bidByRequestKey(ctx.db, input.userId, input.requestKey);
    if (earlier) return { bid: earlier, created: false, message: messageFor(earlier) };
  }
  const auction = await readAuction(ctx, input.site, input.code);
  if (!auction) throw bidError(404, 'BID_AUCTION_NOT_FOUND');
  const now = ctx.now();
  const open = rules.auctionState(auction, now);
  if (!open.ok) throw bidError(open.status, open.code, open.message);

  const existing = await repo.openBidOf(ctx.db, input.userId, input.site, auction.code);
  if (existing) return changeMaximum(ctx, existing, auction, input, mode);

  const bidderId = bidderIdFor(input.userId);
  const check = rules.checkMaximum(auction, input.priceJpy, { nowMs: now, site: input.site, bidderId });
  if (!check.ok) throw bidError(check.status, check.code, check.message);
  const lead = mode === 'snipe' ? rules.leadSeconds(input.leadSeconds) : null;
  let scheduledAt: Date | null = null;
  if (mode === 'snipe') {
    const at = rules.snipeTime(auction.endTimeMs, lead!, now);
    if (!at.ok) throw bidError(at.status, at.code, at.message);
    scheduledAt = new Date(at.atMs);
  }
  const facts = await auctionItemFacts(ctx, input.site, auction.code);
  const quote = await holdQuote(ctx.db, {
    userId: input.userId,
    site: input.site,
    code: auction.code,
    maxPriceJpy: input.priceJpy,
    qty: input.qty,
    taxRate: auction.taxRate,
    shippingChargesJpy: input.shippingChargesJpy ?? null,
    itemDomesticShippingJpy: facts.domesticShippingJpy,
    servicesExtra: input.servicesExtra ?? [],
    shipMode: input.shipMode ?? null,
    routeCode: input.routeCode ?? null,
  });

  // The row first, under the customer's lock (VIP limits count it), then the hold; no hold → no row.
  let bid: BidRow;
  try {
    bid = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await repo.lockUser(tx, input.userId);
      await checkVipLimits({ ...ctx, db: tx }, input.userId, quote.amountVnd);
      const row = await repo.insertBid(tx, {
        userId: input.userId,
        site: input.site,
        code: auction.code,
        mode,
        placer: ctx.placer.name,
        bidderId,
        maxPriceJpy: input.priceJpy,
        qty: input.qty,
        routeCode: input.routeCode ?? null,
        shipMode: input.shipMode ?? null,
        shippingChargesJpy: input.shippingChargesJpy ?? null,
        ...facts,
        servicesExtra: input.servicesExtra ?? [],
        paymentMethods: input.paymentMethods ?? null,
        partial: input.partial ?? false,
        status: mode === 'snipe' ? 'scheduled' : 'placing',
        holdAmountVnd: quote.amountVnd,
        rateScaled: quote.rateScaled,
        scheduledAt,
        leadSeconds: lead,
        currentPriceJpy: auction.currentPriceJpy,
        endTime: new Date(auction.endTimeMs),
        lastCheckedAt: new Date(now),
        title: auction.title,
        imageUrl: auction.imageUrl,
        taxRate: auction.taxRate,
        requestKey: input.requestKey ?? null,
      });
      await recordBidEvent(tx, {
        bidId: row.id,
        kind: 'created',
        toStatus: row.status,
        actor: { kind: 'customer', id: input.userId },
        priceJpy: auction.currentPriceJpy,
        detail: { mode, max_price_jpy: input.priceJpy, min_bid_jpy: rules.minimumBidJpy(auction), end_time: new Date(auction.endTimeMs).toISOString() },
      });
      return row;
    });
  } catch (error) {
    if (input.requestKey && isUniqueViolation(error, 'bids_request_key')) {
      const earlier = await repo.bidByRequestKey(ctx.db, input.userId, input.requestKey);
      if (earlier) return { bid: earlier, created: false, message: messageFor(earlier) };
    }
    if (isUniqueViolation(error, 'bids_open_key')) {
      const other = await repo.openBidOf(ctx.db, input.userId, input.site, auction.code);
      if (other) return changeMaximum(ctx, other, auction, input, mode);
    }
    throw error;
  }

  let hold;
  try {
    hold = await holdOrExplain(ctx, bid, quote.amountVnd, quote.rateScaled, 0, input.priceJpy);
  } catch (error) {
    await repo.deleteBid(ctx.db, bid.id);
    throw error;
  }
  bid = await repo.updateBid(ctx.db, bid.id, { holdId: hold.id });
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'hold', detail: { hold_id: hold.id, amount_vnd: quote.amountVnd, rate: quote.rateScaled } });

  if (mode === 'snipe') {
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'scheduled', detail: { scheduled_at: scheduledAt!.toISOString(), lead_seconds: lead } });
    await scheduleSnipe(ctx, bid);
    await follow(ctx, bid);
    return { bid, created: true, message: biddingText.messages.scheduled };
  }
  if (input.background) {
    void sendBid(ctx, bid.id).catch((error) => ctx.log.error({ err: error, bidId: bid.id }, 'sending a bid failed'));
    return { bid, created: true, message: biddingText.messages.requestPending };
  }
  const sent = await sendBid(ctx, bid.id);
  if (sent.status === 'failed') throw failureError(sent);
  return { bid: sent, created: true, message: messageFor(sent) };
}

async function follow(ctx: BiddingContext, bid: BidRow): Promise<void> {
  try {
    await watchAuction(ctx, bid.site, bid.code);
  } catch (error) {
    ctx.log.error({ err: error, bidId: bid.id }, 'watching the auction failed');
  }
}

/** A new maximum on the customer's open bid for this auction. */
async function changeMaximum(ctx: BiddingContext, bid: BidRow, auction: AuctionSnapshot, input: PlaceBidInput, mode: BidMode): Promise<PlaceBidResult> {
  if (input.priceJpy === bid.maxPriceJpy && (bid.status !== 'scheduled' || mode === bid.mode)) {
    return { bid, created: false, message: messageFor(bid) };
  }
  if (bid.status === 'placing') throw bidError(409, 'BID_BUSY');
  const now = ctx.now();
  const sent = bid.status !== 'scheduled';
  if (sent && input.priceJpy < bid.maxPriceJpy) throw bidError(400, 'BID_CANNOT_LOWER');
  const check = rules.checkMaximum(auction, input.priceJpy, {
    nowMs: now,
    site: bid.site,
    bidderId: bid.bidderId,
    ownMaxJpy: sent ? bid.maxPriceJpy : null,
  });
  if (!check.ok) throw bidError(check.status, check.code, check.message);
  if (sent && input.priceJpy <= bid.maxPriceJpy) throw bidError(400, 'BID_NOT_ABOVE_OWN_MAXIMUM');
  let scheduledAt = bid.scheduledAt;
  let lead = bid.leadSeconds;
  if (!sent && mode === 'snipe') {
    lead = rules.leadSeconds(input.leadSeconds ?? bid.leadSeconds);
    const at = rules.snipeTime(auction.endTimeMs, lead, now);
    if (!at.ok) throw bidError(at.status, at.code, at.message);
    scheduledAt = new Date(at.atMs);
  }
  const quote = await holdQuote(ctx.db, {
    userId: bid.userId,
    site: bid.site,
    code: bid.code,
    maxPriceJpy: input.priceJpy,
    qty: bid.qty,
    taxRate: auction.taxRate,
    shippingChargesJpy: input.shippingChargesJpy ?? bid.shippingChargesJpy,
    itemDomesticShippingJpy: bid.shippingPayer ? bid.domesticShippingJpy : (await auctionItemFacts(ctx, bid.site, bid.code)).domesticShippingJpy,
    servicesExtra: input.servicesExtra ?? bid.servicesExtra,
    shipMode: input.shipMode ?? bid.shipMode,
    routeCode: input.routeCode ?? bid.routeCode,
  });
  await checkVipLimits(ctx, bid.userId, quote.amountVnd, bid.id);
  const revision = bid.holdRevision + 1;
  const oldHoldId = bid.holdId;
  const newHold = await holdOrExplain(ctx, bid, quote.amountVnd, quote.rateScaled, revision, input.priceJpy);
  const detail = { from_max_jpy: bid.maxPriceJpy, to_max_jpy: input.priceJpy, hold_vnd: quote.amountVnd, hold_id: newHold.id };

  if (!sent) {
    // Not on the site yet: only our row changes (lower maxima are fine before sending).
    let updated = await repo.updateBid(ctx.db, bid.id, {
      maxPriceJpy: input.priceJpy,
      holdId: newHold.id,
      holdAmountVnd: quote.amountVnd,
      holdRevision: revision,
      rateScaled: quote.rateScaled,
      mode,
      scheduledAt: mode === 'snipe' ? scheduledAt : bid.scheduledAt,
      leadSeconds: mode === 'snipe' ? lead : bid.leadSeconds,
      currentPriceJpy: auction.currentPriceJpy,
      endTime: new Date(auction.endTimeMs),
      lastCheckedAt: new Date(now),
    });
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'raised', actor: { kind: 'customer', id: bid.userId }, detail });
    await releaseBidHold(ctx, bid, oldHoldId);
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'hold_resized', detail });
    if (mode === 'snipe') {
      await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'scheduled', detail: { scheduled_at: scheduledAt!.toISOString(), lead_seconds: lead } });
      await scheduleSnipe(ctx, updated);
      return { bid: updated, created: false, message: biddingText.messages.raised };
    }
    updated = await sendBid(ctx, bid.id);
    if (updated.status === 'failed') throw failureError(updated);
    return { bid: updated, created: false, message: messageFor(updated) };
  }

  // On the site already: send the higher maximum at once; keep the old hold until the site took it.
  const previous = bid.status;
  await transitionBid(ctx.db, {
    bidId: bid.id,
    to: 'placing',
    actor: { kind: 'customer', id: bid.userId },
    note: 'raise',
    detail,
    patch: { sentAt: new Date(now), attempts: bid.attempts + 1 },
  });
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'raised', actor: { kind: 'customer', id: bid.userId }, detail });
  const started = Date.now();
  let answer: PlaceAnswer;
  try {
    answer = await withTimeout(
      ctx.placer.place({ bidId: bid.id, bidderId: bid.bidderId, site: bid.site, code: bid.code, maxPriceJpy: input.priceJpy, qty: bid.qty }),
      biddingOverrides(ctx.deps).placerTimeoutMs ?? DEFAULT_PLACER_TIMEOUT_MS,
    );
  } catch (error) {
    const timeout = error instanceof PlacerTimeout;
    if (!timeout) ctx.log.warn({ err: error, bidId: bid.id }, 'raising a bid failed');
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'answer', latencyMs: Date.now() - started, detail: { result: timeout ? 'timeout' : 'error', raise: true } });
    await releaseBidHold(ctx, bid, newHold.id);
    await transitionBid(ctx.db, { bidId: bid.id, to: previous, note: 'raise failed' });
    throw bidError(timeout ? 504 : 502, timeout ? 'BID_TIMEOUT' : 'BID_FAILED');
  }
  const latencyMs = Date.now() - started;
  if (answer.kind === 'rejected') {
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'answer', latencyMs, priceJpy: answer.currentPriceJpy, detail: { result: 'rejected', reason: answer.reason, raise: true } });
    await releaseBidHold(ctx, bid, newHold.id);
    await transitionBid(ctx.db, { bidId: bid.id, to: previous, note: 'raise refused' });
    const code = rules.rejectionCode(answer.reason);
    throw bidError(code === 'BID_AUCTION_ENDED' ? 409 : 400, code);
  }
  // Taken (or queued for staff): the new maximum stands; the old hold goes back.
  let updated = await repo.updateBid(ctx.db, bid.id, {
    maxPriceJpy: input.priceJpy,
    holdId: newHold.id,
    holdAmountVnd: quote.amountVnd,
    holdRevision: revision,
    rateScaled: quote.rateScaled,
    staffId: null,
    staffTakenAt: null,
  });
  await releaseBidHold(ctx, bid, oldHoldId);
  await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'hold_resized', detail });
  updated = await applyAnswer(ctx, updated, answer, latencyMs);
  await follow(ctx, updated);
  return { bid: updated, created: false, message: answer.kind === 'queued' ? biddingText.messages.queued : biddingText.messages.raised };
}

/** Records the marketplace's answer and moves the bid (leading / outbid / placing in the staff queue). */
async function applyAnswer(ctx: BiddingContext, bid: BidRow, answer: PlaceAnswer, latencyMs: number): Promise<BidRow> {
  if (answer.kind === 'queued') {
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'queued', latencyMs, detail: { placer: ctx.placer.name, max_price_jpy: bid.maxPriceJpy } });
    return (await repo.findBid(ctx.db, bid.id))!;
  }
  if (answer.kind === 'rejected') throw new Error('applyAnswer: rejected answers are handled by the caller');
  const endTime = new Date(answer.endTimeMs);
  await recordBidEvent(ctx.db, {
    bidId: bid.id,
    kind: 'answer',
    latencyMs,
    priceJpy: answer.currentPriceJpy,
    detail: { result: 'accepted', is_highest: answer.isHighest, bid_count: answer.bidCount, min_next_bid_jpy: answer.minNextBidJpy, end_time: endTime.toISOString(), max_price_jpy: bid.maxPriceJpy },
  });
  if (bid.endTime && answer.endTimeMs > bid.endTime.getTime() + 1_000) {
    await recordBidEvent(ctx.db, { bidId: bid.id, kind: 'extended', priceJpy: answer.currentPriceJpy, detail: { from: bid.endTime.toISOString(), to: endTime.toISOString() } });
  }
  return transitionBid(ctx.db, {
    bidId: bid.id,
    to: answer.isHighest ? 'leading' : 'outbid',
    priceJpy: answer.currentPriceJpy,
    latencyMs,
    patch: { currentPriceJpy: answer.currentPriceJpy, endTime, lastCheckedAt: new Date(ctx.now()) },
  });
}

/** Fails a bid that could not be placed and gives its hold back. */
async function failBid(ctx: BiddingContext, bid: BidRow, code: ErrorCode, detail: Record<string, unknown> = {}): Promise<BidRow> {
  const failed = await transitionBid(ctx.db, { bidId: bid.id, to: 'failed', detail: { code, ...detail }, patch: { failureCode: code } });
  await releaseBidHold(ctx, failed);
  return failed;
}

/**
 * Sends a bid through the placer: claims it (scheduled → placing, or a placing bid not sent yet;
 * anything else is answered as it is: idempotent per attempt), re-reads the auction (end time,
 * price), sends the maximum as a proxy bid, logs the answer with its latency and moves the bid.
 * A bid that cannot be placed fails and its hold goes back; a snipe whose maximum the price has
 * passed is outbid without being sent (the customer may raise it).
 */
export async function sendBid(ctx: BiddingContext, bidId: string): Promise<BidRow> {
  const claim = await claimForSending(ctx, bidId);
  if (!claim.claimed) return claim.bid;
  let bid = claim.bid;

  let auction: AuctionSnapshot | null;
  try {
    auction = await readAuction(ctx, bid.site, bid.code);
  } catch (error) {
    const code = error instanceof AppError && error.code === 'BID_TIMEOUT' ? 'BID_TIMEOUT' : 'BID_FAILED';
    await recordBidEvent(ctx.db, { bidId, kind: 'answer', detail: { result: code === 'BID_TIMEOUT' ? 'timeout' : 'error', stage: 'read' } });
    return failBid(ctx, bid, code);
  }
  const now = ctx.now();
  if (!auction) return failBid(ctx, bid, 'BID_AUCTION_NOT_FOUND');
  if (!rules.auctionState(auction, now).ok) {
    return failBid(ctx, bid, 'BID_AUCTION_ENDED', { end_time: new Date(auction.endTimeMs).toISOString() });
  }
  if (bid.endTime && auction.endTimeMs > bid.endTime.getTime() + 1_000) {
    await recordBidEvent(ctx.db, { bidId, kind: 'extended', priceJpy: auction.currentPriceJpy, detail: { from: bid.endTime.toISOString(), to: new Date(auction.endTimeMs).toISOString() } });
  }
  const leading = auction.highestBidderId === bid.bidderId;
  if (!leading && bid.maxPriceJpy < rules.minimumBidJpy(auction)) {
    await recordBidEvent(ctx.db, {
      bidId,
      kind: 'skipped',
      priceJpy: auction.currentPriceJpy,
      detail: { reason: 'below_minimum', min_bid_jpy: rules.minimumBidJpy(auction), max_price_jpy: bid.maxPriceJpy },
    });
    bid = await transitionBid(ctx.db, {
      bidId,
      to: 'outbid',
      priceJpy: auction.currentPriceJpy,
      patch: { currentPriceJpy: auction.currentPriceJpy, endTime: new Date(auction.endTimeMs), lastCheckedAt: new Date(now) },
    });
    await follow(ctx, bid);
    return bid;
  }

  await recordBidEvent(ctx.db, { bidId, kind: 'sent', priceJpy: auction.currentPriceJpy, detail: { max_price_jpy: bid.maxPriceJpy, placer: ctx.placer.name, attempt: bid.attempts } });
  const started = Date.now();
  let answer: PlaceAnswer;
  try {
    answer = await withTimeout(
      ctx.placer.place({ bidId, bidderId: bid.bidderId, site: bid.site, code: bid.code, maxPriceJpy: bid.maxPriceJpy, qty: bid.qty }),
      biddingOverrides(ctx.deps).placerTimeoutMs ?? DEFAULT_PLACER_TIMEOUT_MS,
    );
  } catch (error) {
    const timeout = error instanceof PlacerTimeout;
    if (!timeout) ctx.log.warn({ err: error, bidId }, 'the placer failed');
    await recordBidEvent(ctx.db, { bidId, kind: 'answer', latencyMs: Date.now() - started, detail: { result: timeout ? 'timeout' : 'error' } });
    return failBid(ctx, bid, timeout ? 'BID_TIMEOUT' : 'BID_FAILED');
  }
  const latencyMs = Date.now() - started;
  if (answer.kind === 'rejected') {
    await recordBidEvent(ctx.db, { bidId, kind: 'answer', latencyMs, priceJpy: answer.currentPriceJpy, detail: { result: 'rejected', reason: answer.reason } });
    return failBid(ctx, bid, rules.rejectionCode(answer.reason), { reason: answer.reason });
  }
  bid = await repo.updateBid(ctx.db, bid.id, { currentPriceJpy: auction.currentPriceJpy, endTime: new Date(auction.endTimeMs), lastCheckedAt: new Date(now) });
  bid = await applyAnswer(ctx, bid, answer, latencyMs);
  await follow(ctx, bid);
  return bid;
}

async function claimForSending(ctx: BiddingContext, bidId: string): Promise<{ bid: BidRow; claimed: boolean }> {
  return ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(bids).where(eq(bids.id, bidId)).for('update');
    if (!row) throw new AppError(404, 'BID_NOT_FOUND');
    // A bid whose hold is still being taken is not sendable yet (placeBid sends it right after).
    const sendable = row.holdId !== null && (row.status === 'scheduled' || (row.status === 'placing' && row.sentAt === null));
    if (!sendable) return { bid: row, claimed: false };
    const [updated] = await tx
      .update(bids)
      .set({ status: 'placing', sentAt: new Date(ctx.now()), attempts: row.attempts + 1, updatedAt: new Date() })
      .where(eq(bids.id, bidId))
      .returning();
    if (row.status !== 'placing') {
      await recordBidEvent(tx, { bidId, kind: 'status', fromStatus: row.status, toStatus: 'placing', detail: { note: 'fire' } });
    }
    return { bid: updated!, claimed: true };
  });
}

// ---------------------------------------------------------------------------------------------
// Cancelling

/** May the customer cancel this bid now? Before it reached the site, or when our maximum is spent (outbid). */
export function customerMayCancel(bid: BidRow): boolean {
  if (bid.status === 'scheduled' || bid.status === 'outbid') return true;
  return bid.status === 'placing' && bid.placer === 'live' && bid.staffTakenAt === null && bid.attempts <= 1 && bid.sentAt !== null;
}

export async function cancelBid(ctx: BiddingContext, p: { userId: string; bidId: string; actor?: { kind: BidActor; id: string | null } }): Promise<BidRow> {
  const bid = await repo.ownedBid(ctx.db, p.userId, p.bidId);
  if (!bid) throw bidError(404, 'BID_NOT_FOUND');
  if (bid.status === 'cancelled') return bid;
  const actor = p.actor ?? { kind: 'customer' as const, id: p.userId };
  if (!isOpenBid(bid.status) || (actor.kind === 'customer' && !customerMayCancel(bid))) throw bidError(409, 'BID_CANNOT_CANCEL');
  const cancelled = await transitionBid(ctx.db, { bidId: bid.id, to: 'cancelled', actor, expectFrom: [bid.status] }).catch((error) => {
    if (error instanceof AppError && error.code === 'BID_STATE_CHANGED') throw bidError(409, 'BID_CANNOT_CANCEL');
    throw error;
  });
  await releaseBidHold(ctx, cancelled);
  return cancelled;
}

export async function cancelOpenBidOnAuction(ctx: BiddingContext, p: { userId: string; site: AuctionSiteCode; code: string }): Promise<BidRow> {
  const bid = await repo.openBidOf(ctx.db, p.userId, p.site, p.code);
  if (!bid) throw bidError(404, 'BID_NOT_FOUND');
  return cancelBid(ctx, { userId: p.userId, bidId: bid.id });
}

// ---------------------------------------------------------------------------------------------
// Staff queue (live placer)

export async function takeQueuedBid(ctx: BiddingContext, p: { bidId: string; staffId: string }): Promise<BidRow> {
  const bid = await repo.findBid(ctx.db, p.bidId);
  if (!bid || bid.placer !== 'live') throw bidError(404, 'BID_NOT_FOUND');
  if (bid.status !== 'placing') throw bidError(409, 'BID_STATE_CHANGED');
  if (bid.staffTakenAt) {
    if (bid.staffId === p.staffId) return bid;
    throw bidError(409, 'BID_QUEUE_TAKEN');
  }
  const taken = await repo.takeQueued(ctx.db, p.bidId, p.staffId);
  if (!taken) throw bidError(409, 'BID_QUEUE_TAKEN');
  await recordBidEvent(ctx.db, { bidId: p.bidId, kind: 'taken', actor: { kind: 'staff', id: p.staffId } });
  return taken;
}

export interface StaffReport {
  result: 'accepted' | 'rejected';
  isHighest?: boolean;
  currentPriceJpy?: number;
  endTime?: string;
  reason?: string;
  note?: string;
}

/** Staff report what the marketplace answered for a queued bid. */
export async function reportQueuedBid(ctx: BiddingContext, p: { bidId: string; staffId: string; report: StaffReport }): Promise<BidRow> {
  const bid = await repo.findBid(ctx.db, p.bidId);
  if (!bid || bid.placer !== 'live') throw bidError(404, 'BID_NOT_FOUND');
  if (bid.status !== 'placing') throw bidError(409, 'BID_STATE_CHANGED');
  if (bid.staffTakenAt && bid.staffId && bid.staffId !== p.staffId) throw bidError(409, 'BID_QUEUE_TAKEN');
  const r = p.report;
  if (r.result === 'accepted' && r.isHighest === undefined) throw bidError(400, 'BID_REPORT_INVALID');
  const latencyMs = bid.sentAt ? Math.max(0, ctx.now() - bid.sentAt.getTime()) : null;
  const staff = { kind: 'staff' as const, id: p.staffId };
  await recordBidEvent(ctx.db, {
    bidId: bid.id,
    kind: 'staff_report',
    actor: staff,
    latencyMs,
    priceJpy: r.currentPriceJpy ?? null,
    detail: { result: r.result, is_highest: r.isHighest ?? null, reason: r.reason ?? null, note: r.note ?? null, end_time: r.endTime ?? null },
  });
  if (r.result === 'rejected') {
    if (bid.attempts > 1) {
      // A refused raise: the earlier maximum still stands on the site; the watcher follows it.
      return transitionBid(ctx.db, { bidId: bid.id, to: 'outbid', actor: staff, note: r.reason ?? 'raise refused' });
    }
    const failed = await transitionBid(ctx.db, {
      bidId: bid.id,
      to: 'failed',
      actor: staff,
      detail: { reason: r.reason ?? null },
      patch: { failureCode: 'BID_FAILED' },
    });
    await releaseBidHold(ctx, failed);
    return failed;
  }
  const endTime = r.endTime ? new Date(r.endTime) : bid.endTime;
  const moved = await transitionBid(ctx.db, {
    bidId: bid.id,
    to: r.isHighest ? 'leading' : 'outbid',
    actor: staff,
    priceJpy: r.currentPriceJpy ?? null,
    latencyMs,
    patch: {
      ...(r.currentPriceJpy !== undefined ? { currentPriceJpy: r.currentPriceJpy } : {}),
      ...(endTime ? { endTime } : {}),
      lastCheckedAt: new Date(ctx.now()),
    },
  });
  await follow(ctx, moved);
  return moved;
}

// ---------------------------------------------------------------------------------------------
// Queries and DTOs

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function eventToDto(e: BidEventRow): BidEventDto {
  const labels = biddingText.events as Record<string, string>;
  let label = labels[e.kind] ?? labels.other!;
  if (e.kind === 'status' && e.toStatus) label = `${labels.status}: ${biddingText.statuses[e.toStatus as BidStatus]}`;
  if (e.kind === 'answer' && e.detail && typeof e.detail.result === 'string') {
    const result = e.detail.result;
    label =
      result === 'accepted'
        ? `${labels.answer}: ${e.detail.is_highest ? biddingText.statuses.leading : biddingText.statuses.outbid}`
        : result === 'rejected'
          ? `${labels.answer}: ${(biddingText.failures as Record<string, string>)[String(e.detail.reason)] ?? errorMessages.BID_FAILED}`
          : result === 'timeout'
            ? `${labels.answer}: ${errorMessages.BID_TIMEOUT}`
            : `${labels.answer}: ${errorMessages.BID_FAILED}`;
  }
  return {
    id: e.id,
    kind: e.kind,
    label,
    from_status: (e.fromStatus as BidStatus | null) ?? null,
    to_status: (e.toStatus as BidStatus | null) ?? null,
    latency_ms: e.latencyMs,
    price_jpy: e.priceJpy,
    detail: e.detail ?? null,
    actor: e.actorKind,
    at: e.createdAt.toISOString(),
  };
}

/**
 * What the wallet still holds for each bid that may keep a hold (open, or won with its order still
 * to come, e.g. waiting for the customer's address), read from the wallet (hold id → dong).
 */
export async function bidHolds(db: Db, rows: readonly BidRow[]): Promise<Map<string, number>> {
  const ids = rows.filter((r) => r.holdId && (isOpenBid(r.status) || r.status === 'won')).map((r) => r.holdId!);
  return holdsRemaining(db, ids);
}

/** The hold a bid shows: the wallet's remaining amount when read, else the bid's own figure while it is open. */
function holdShown(bid: BidRow, holds?: ReadonlyMap<string, number>): number {
  const remaining = bid.holdId ? holds?.get(bid.holdId) : undefined;
  if (remaining !== undefined) return remaining;
  return isOpenBid(bid.status) ? bid.holdAmountVnd : 0;
}

/** `title_vi` is read through the translator now (not stored), so a corrected translation shows at once. */
export function toBidDto(bid: BidRow, translator: TitleTranslator, events?: BidEventRow[], holds?: ReadonlyMap<string, number>): BidDto {
  const failureCode = bid.failureCode as ErrorCode | null;
  return {
    id: bid.id,
    _id: bid.id,
    site: bid.site,
    code: bid.code,
    mode: bid.mode,
    status: bid.status,
    status_label: biddingText.statuses[bid.status],
    title: bid.title,
    title_vi: vietnameseTitle(translator, bid.title),
    image: bid.imageUrl,
    path: `/${bid.site}/item/${bid.code}`,
    max_price_jpy: bid.maxPriceJpy,
    qty: bid.qty,
    ship_mode: bid.shipMode,
    route_code: bid.routeCode,
    shipping_charges: bid.shippingChargesJpy,
    services_extra: bid.servicesExtra,
    payment_methods: bid.paymentMethods,
    partial: bid.partial,
    hold_vnd: holdShown(bid, holds),
    rate: bid.rateScaled,
    current_price_jpy: bid.currentPriceJpy,
    tax_rate: bid.taxRate,
    end_time: iso(bid.endTime),
    scheduled_at: iso(bid.scheduledAt),
    lead_seconds: bid.leadSeconds,
    sent_at: iso(bid.sentAt),
    last_checked_at: iso(bid.lastCheckedAt),
    placer: bid.placer,
    is_highest: bid.status === 'leading' || bid.status === 'won',
    can_cancel: customerMayCancel(bid),
    can_raise: bid.status === 'scheduled' || bid.status === 'leading' || bid.status === 'outbid',
    failure_code: failureCode,
    failure_message: failureCode ? (errorMessages[failureCode] ?? errorMessages.BID_FAILED) : null,
    final_price_jpy: bid.finalPriceJpy,
    order_id: bid.outcomeOrderId,
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    ...(events ? { events: events.filter((e) => e.bidId === bid.id).map(eventToDto) } : {}),
  };
}

export async function withEvents(db: Db, rows: BidRow[], translator: TitleTranslator): Promise<BidDto[]> {
  const [events, holds] = await Promise.all([
    repo.eventsOf(
      db,
      rows.map((r) => r.id),
    ),
    bidHolds(db, rows),
    prepareTitles(
      translator,
      rows.map((r) => r.title),
    ),
  ]);
  return rows.map((r) => toBidDto(r, translator, events, holds));
}

/** Dong the wallet holds for the customer's bids (open ones and wins whose order waits). */
async function heldForBids(db: Db, userId: string): Promise<number> {
  const held = await holdsRemaining(db, await repo.holdIdsOfUser(db, userId));
  return [...held.values()].reduce((a, b) => a + b, 0);
}

export async function userBid(db: Db, userId: string, bidId: string, translator: TitleTranslator): Promise<BidDto> {
  const bid = await repo.ownedBid(db, userId, bidId);
  if (!bid) throw bidError(404, 'BID_NOT_FOUND');
  return (await withEvents(db, [bid], translator))[0]!;
}

export async function listUserBids(
  db: Db,
  userId: string,
  q: { status: repo.BidListFilter; site?: AuctionSiteCode; page: number; size: number; events?: boolean },
  translator: TitleTranslator,
) {
  const [{ rows, total }, counts, heldVnd] = await Promise.all([
    repo.listBids(db, userId, { filter: q.status, page: q.page, size: q.size, ...(q.site ? { site: q.site } : {}) }),
    repo.countsByStatus(db, userId),
    heldForBids(db, userId),
  ]);
  const holds = q.events ? null : await bidHolds(db, rows);
  return {
    results: q.events ? await withEvents(db, rows, translator) : rows.map((r) => toBidDto(r, translator, undefined, holds ?? undefined)),
    pagination: { page: q.page, size: q.size, total },
    counts: tabCounts(counts),
    total_hold_vnd: heldVnd,
  };
}

/** The number of bids in each tab of /account/bids (repo.filterStatuses: a cancelled bid is not a lost one). */
export function tabCounts(counts: Record<BidStatus, number>) {
  const sum = (statuses: readonly BidStatus[]) => statuses.reduce((n, s) => n + counts[s], 0);
  return {
    active: sum(repo.filterStatuses.active),
    won: sum(repo.filterStatuses.won),
    lost: sum(repo.filterStatuses.lost),
    cancelled: sum(repo.filterStatuses.cancelled),
    all: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

export async function biddingSummary(db: Db, userId: string) {
  const [counts, heldVnd, open] = await Promise.all([
    repo.countsByStatus(db, userId),
    heldForBids(db, userId),
    repo.listBids(db, userId, { filter: 'active', page: 1, size: 100 }),
  ]);
  return {
    active: counts.scheduled + counts.placing + counts.leading + counts.outbid,
    scheduled: counts.scheduled,
    placing: counts.placing,
    leading: counts.leading,
    outbid: counts.outbid,
    won: counts.won,
    lost: tabCounts(counts).lost,
    cancelled: counts.cancelled,
    total_hold_vnd: heldVnd,
    items: open.rows.map((b) => ({ id: b.id, site: b.site, code: b.code, status: b.status, max_price_jpy: b.maxPriceJpy, end_time: iso(b.endTime) })),
  };
}

export async function auctionUserProducts(
  db: Db,
  userId: string,
  q: { status: repo.BidListFilter; site?: AuctionSiteCode; page: number; size: number },
  translator: TitleTranslator,
) {
  const { rows, total } = await repo.listBids(db, userId, { filter: q.status, page: q.page, size: q.size, ...(q.site ? { site: q.site } : {}) });
  await prepareTitles(
    translator,
    rows.map((b) => b.title),
  );
  return {
    results: rows.map((b) => ({
      bid_id: b.id,
      site: b.site,
      code: b.code,
      title: b.title,
      title_vi: vietnameseTitle(translator, b.title),
      image: b.imageUrl,
      path: `/${b.site}/item/${b.code}`,
      current_price_jpy: b.currentPriceJpy,
      end_time: iso(b.endTime),
      my_max_price_jpy: b.maxPriceJpy,
      status: b.status,
      status_label: biddingText.statuses[b.status],
      is_highest: b.status === 'leading' || b.status === 'won',
    })),
    pagination: { page: q.page, size: q.size, total },
  };
}

/** GET /api/bid/history/{code}: the site's public history (bidders masked) and the customer's own bids with logs. */
export async function auctionHistory(ctx: BiddingContext, p: { site: AuctionSiteCode; code: string; userId: string | null }) {
  const auction = await readAuction(ctx, p.site, p.code);
  const own = p.userId ? await repo.userBidsOnAuction(ctx.db, p.userId, p.site, p.code) : [];
  if (!auction && own.length === 0) throw bidError(404, 'BID_AUCTION_NOT_FOUND');
  const history = auction ? ((await ctx.placer.history(p.site, p.code)) ?? []) : [];
  const mine = p.userId ? bidderIdFor(p.userId) : null;
  return {
    site: p.site,
    code: p.code,
    history: history.map((h) => ({
      time: h.time,
      bidder: h.bidderId === mine ? 'Bạn' : maskBidder(h.bidderId),
      amount_jpy: h.amountJpy,
      automatic: h.automatic,
      buy_now: h.buyNow,
      mine: h.bidderId === mine,
    })),
    bids: await withEvents(ctx.db, own, ctx.deps.translator),
  };
}

function maskBidder(id: string): string {
  const visible = id.replace(/^kaimono-/, 'k').slice(0, 2);
  return `${visible}***`;
}

/** GET /api/bid/price/{code}: the auction now, the minimum bid, the increment rule and the hold a maximum takes. */
export async function auctionPrice(
  ctx: BiddingContext,
  p: {
    site: AuctionSiteCode;
    code: string;
    userId: string | null;
    priceJpy?: number;
    qty: number;
    shippingChargesJpy?: number;
    shipMode?: string | null;
    routeCode?: string | null;
    servicesExtra?: string[];
  },
) {
  const auction = await readAuction(ctx, p.site, p.code);
  if (!auction) throw bidError(404, 'BID_AUCTION_NOT_FOUND');
  const now = ctx.now();
  const minBid = rules.minimumBidJpy(auction);
  const price = p.priceJpy ?? minBid;
  const facts = await auctionItemFacts(ctx, p.site, auction.code);
  // The landed cost of the dialog is priced from the same line as the hold.
  const landedShipping = facts.domesticShippingJpy ?? p.shippingChargesJpy ?? null;
  const [quote, landed, myBid, balances] = await Promise.all([
    holdQuote(ctx.db, {
      userId: p.userId,
      site: p.site,
      code: auction.code,
      maxPriceJpy: price,
      qty: p.qty,
      taxRate: auction.taxRate,
      shippingChargesJpy: p.shippingChargesJpy ?? null,
      itemDomesticShippingJpy: facts.domesticShippingJpy,
      servicesExtra: p.servicesExtra ?? [],
      shipMode: p.shipMode ?? null,
      // As placeBid passes it: the hold quoted here is the hold the bid takes.
      routeCode: p.routeCode ?? null,
    }),
    landedCostRange(ctx.db, { site: p.site, priceJpy: price, taxIncluded: auction.taxRate === 0, domesticShippingJpy: landedShipping }),
    p.userId ? repo.openBidOf(ctx.db, p.userId, p.site, auction.code) : Promise.resolve(undefined),
    p.userId ? balancesOf(ctx.db, p.userId) : Promise.resolve(null),
  ]);
  const closed = auction.status === 'closed' || auction.endTimeMs <= now;
  return {
    site: p.site,
    code: auction.code,
    title: auction.title,
    status: closed ? ('closed' as const) : ('open' as const),
    current_price_jpy: auction.currentPriceJpy,
    current_price_tax_in_jpy: auction.currentPriceTaxInJpy,
    start_price_jpy: auction.startPriceJpy,
    buy_now_price_jpy: auction.buyNowPriceJpy,
    min_bid_jpy: minBid,
    increment_jpy: bidIncrementJpy(auction.currentPriceJpy),
    increment_table: [...rules.incrementTable],
    bid_count: auction.bidCount,
    end_time: new Date(auction.endTimeMs).toISOString(),
    auto_extension: auction.autoExtension,
    tax_rate: auction.taxRate,
    price_jpy: price,
    hold_vnd: quote.amountVnd,
    hold_details: quote.groups,
    second_payment_vnd: quote.secondPaymentVnd,
    landed_min_vnd: landed.minVnd,
    landed_max_vnd: landed.maxVnd,
    rate: quote.rateScaled,
    snipe_default_lead_seconds: BID_SNIPE_DEFAULT_LEAD_SECONDS,
    available_vnd: balances ? balances.available_vnd : null,
    is_highest_bidder: p.userId ? auction.highestBidderId === bidderIdFor(p.userId) : false,
    my_bid: myBid ? (await withEvents(ctx.db, [myBid], ctx.deps.translator))[0]! : null,
  };
}

/** GET /api/check-bid-request: the state of a bid made through POST /api/bid-request. */
export async function checkBidRequest(db: Db, userId: string, requestKey: string, translator: TitleTranslator) {
  const bid = await repo.bidByRequestKey(db, userId, requestKey);
  if (!bid) throw bidError(404, 'BID_REQUEST_NOT_FOUND');
  const state = bid.status === 'failed' ? ('failed' as const) : bid.status === 'placing' && bid.placer === 'sandbox' ? ('pending' as const) : ('done' as const);
  const message = state === 'failed' ? messageFor(bid) : state === 'pending' ? biddingText.messages.requestPending : messageFor(bid);
  return { request_key: requestKey, state, message, bid: (await withEvents(db, [bid], translator))[0]! };
}

/**
 * The staff's view of live bids: scope 'queue' the bids waiting to be placed on the site
 * (`placing`), 'open' every open live bid (placing, leading, outbid) whose end staff report.
 */
export async function staffQueueItems(db: Db, translator: TitleTranslator, scope: 'queue' | 'open' = 'queue') {
  const rows = await repo.staffQueue(db, scope === 'open' ? ['placing', 'leading', 'outbid'] : ['placing']);
  if (rows.length === 0) return [];
  const ids = new Set(rows.map((r) => r.userId));
  for (const r of rows) if (r.staffId) ids.add(r.staffId);
  const people = await db
    .select({ id: users.id, customerNo: users.customerNo, fullName: users.fullName, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(people.map((u) => [u.id, u]));
  const events = await repo.eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const u = byId.get(r.userId);
    return {
      ...toBidDto(r, translator, events),
      customer: { id: r.userId, customer_no: u?.customerNo ?? null, full_name: u?.fullName ?? null, phone: u?.phone ?? null },
      staff_id: r.staffId,
      staff_name: r.staffId ? (byId.get(r.staffId)?.fullName ?? null) : null,
      staff_taken_at: iso(r.staffTakenAt),
    };
  });
}

export { lastMinuteSetting, setLastMinute } from './bidding.repository.ts';
