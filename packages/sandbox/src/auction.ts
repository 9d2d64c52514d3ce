// Auctions: Yahoo! Auctions rules (research/marketplaces.md §7.1, §7.2) and a small auction house
// that runs them for the catalog's auction listings and for auctions created through the control API.
//
// Catalog auctions never run out: listing slot i of the auction site (and each Mercari auction slot)
// is relisted in "generations". A slot has a fixed duration D and phase P; generation g runs from
// EPOCH + P + g*D for D (plus automatic extensions). The code encodes (g, i), so an old code still
// answers (closed, with its winner) while search shows the slot's current generation. Rival bidders
// act on a schedule drawn from the seed, so prices rise as the clock moves and auctions end with a
// winner; the state at any instant is a replay of the scheduled bids plus the bids made through
// `placeBid` / `rivalBid` up to that instant.
//
// State that is not derived from the seed (bids placed, auctions created) lives in this object's
// memory; with a shared event store (sandbox.ts `shared`) every process replays the same log of
// them, so several processes agree on those too.

import { bidIncrementJpy, minNextBidJpy, type SiteCode } from '@kaimono/marketplaces';
import { Flag, SLOT_CAP, type Catalog } from './catalog.ts';
import { hash32, Rng } from './rng.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, utcIso } from './time.ts';
import type { GenreKey } from './vocabulary.ts';

export type AuctionSite = 'auction' | 'mercari';

// The bid rules are the marketplace package's (one table for the adapters, the server and the sandbox).
export { bidIncrementJpy, minNextBidJpy };

/** 自動延長: a bid in the last 5 minutes that raises the price moves the end 5 minutes later. */
export const EXTENSION_WINDOW_MS = 5 * MINUTE_MS;
export const EXTENSION_MS = 5 * MINUTE_MS;

/** Generations of catalog auctions count from here. */
export const AUCTION_EPOCH_MS = Date.UTC(2000, 0, 1) - 9 * HOUR_MS;

export interface AuctionRules {
  startMs: number;
  /** Scheduled end before any extension. */
  endMs: number;
  /** Tax-excluded for store listings (bids are made in these units). */
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  autoExtension: boolean;
  earlyClosing: boolean;
  sellerId: string;
  /** Highest bid the site accepts. */
  maxBidJpy: number;
  /** 10 for Yahoo store listings, else 0. */
  taxRate: number;
}

export interface BidInput {
  atMs: number;
  bidderId: string;
  maxPriceJpy: number;
}

export interface HistoryEntry {
  atMs: number;
  bidderId: string;
  /** The price this bid put on the listing (a proxy bid shows the price it was raised to). */
  amountJpy: number;
  /** A proxy (自動入札) raise on behalf of the bidder, not a bid they submitted. */
  automatic: boolean;
  buyNow: boolean;
}

export type BidRejection =
  | 'auction_closed'
  | 'not_started'
  | 'invalid_amount'
  | 'seller_cannot_bid'
  | 'below_minimum_bid'
  | 'not_above_own_maximum'
  | 'not_found';

export interface EngineState {
  rules: AuctionRules;
  currentPriceJpy: number;
  highestBidderId: string | null;
  /** The hidden proxy maximum of the highest bidder. */
  highestMaxJpy: number;
  bidCount: number;
  bidders: Set<string>;
  endMs: number;
  closedEarly: boolean;
  history: HistoryEntry[];
}

export function openState(rules: AuctionRules): EngineState {
  return {
    rules,
    currentPriceJpy: rules.startPriceJpy,
    highestBidderId: null,
    highestMaxJpy: 0,
    bidCount: 0,
    bidders: new Set(),
    endMs: rules.endMs,
    closedEarly: false,
    history: [],
  };
}

export function isClosed(state: EngineState, nowMs: number): boolean {
  return state.closedEarly || nowMs >= state.endMs;
}

/**
 * Apply one bid with proxy (maximum) bidding. Returns null when accepted, else the reason.
 * - No bids yet: any maximum >= start price leads; the price stays at the start price.
 * - Otherwise the maximum must reach current + increment. A higher maximum than the leader's takes
 *   the lead at min(its maximum, leader's maximum + increment); a lower one raises the leader's
 *   price to min(leader's maximum, bid + increment). Equal maxima: the earlier bidder keeps the lead.
 * - A maximum at or above the buy-now price buys now: the auction ends at once at that price.
 * - A price-raising bid in the last 5 minutes extends the end by 5 minutes (when enabled).
 */
export function applyBid(state: EngineState, bid: BidInput): BidRejection | null {
  const r = state.rules;
  const max = bid.maxPriceJpy;
  if (state.closedEarly || bid.atMs >= state.endMs) return 'auction_closed';
  if (bid.atMs < r.startMs) return 'not_started';
  if (!Number.isSafeInteger(max) || max < 1 || max > r.maxBidJpy) return 'invalid_amount';
  if (bid.bidderId === r.sellerId) return 'seller_cannot_bid';
  const before = state.currentPriceJpy;
  const hasBids = state.highestBidderId !== null;
  const minNext = minNextBidJpy(before, hasBids);
  const leader = state.highestBidderId;

  if (r.buyNowPriceJpy !== null && max >= r.buyNowPriceJpy) {
    state.currentPriceJpy = r.buyNowPriceJpy;
    state.highestBidderId = bid.bidderId;
    state.highestMaxJpy = r.buyNowPriceJpy;
    state.bidCount += 1;
    state.bidders.add(bid.bidderId);
    state.closedEarly = true;
    state.endMs = bid.atMs;
    state.history.push({ atMs: bid.atMs, bidderId: bid.bidderId, amountJpy: r.buyNowPriceJpy, automatic: false, buyNow: true });
    return null;
  }
  if (leader === bid.bidderId) {
    if (max <= state.highestMaxJpy) return 'not_above_own_maximum';
    state.highestMaxJpy = max;
    state.bidCount += 1;
    state.history.push({ atMs: bid.atMs, bidderId: bid.bidderId, amountJpy: before, automatic: false, buyNow: false });
    return null;
  }
  if (max < minNext) return 'below_minimum_bid';
  state.bidCount += 1;
  state.bidders.add(bid.bidderId);
  if (leader === null) {
    state.highestBidderId = bid.bidderId;
    state.highestMaxJpy = max;
    state.currentPriceJpy = r.startPriceJpy;
    state.history.push({ atMs: bid.atMs, bidderId: bid.bidderId, amountJpy: r.startPriceJpy, automatic: false, buyNow: false });
  } else if (max > state.highestMaxJpy) {
    const price = Math.max(minNext, Math.min(max, state.highestMaxJpy + bidIncrementJpy(state.highestMaxJpy)));
    state.history.push({ atMs: bid.atMs, bidderId: leader, amountJpy: state.highestMaxJpy, automatic: true, buyNow: false });
    state.history.push({ atMs: bid.atMs, bidderId: bid.bidderId, amountJpy: price, automatic: false, buyNow: false });
    state.highestBidderId = bid.bidderId;
    state.highestMaxJpy = max;
    state.currentPriceJpy = price;
  } else {
    const price = Math.min(state.highestMaxJpy, max + bidIncrementJpy(max));
    state.history.push({ atMs: bid.atMs, bidderId: bid.bidderId, amountJpy: max, automatic: false, buyNow: false });
    state.history.push({ atMs: bid.atMs, bidderId: leader, amountJpy: price, automatic: true, buyNow: false });
    state.currentPriceJpy = price;
  }
  if (r.buyNowPriceJpy !== null && state.currentPriceJpy >= r.buyNowPriceJpy) {
    state.currentPriceJpy = r.buyNowPriceJpy;
    state.closedEarly = true;
    state.endMs = bid.atMs;
    return null;
  }
  if (r.autoExtension && state.currentPriceJpy > before && state.endMs - bid.atMs <= EXTENSION_WINDOW_MS) {
    state.endMs += EXTENSION_MS;
  }
  return null;
}

/** Tax-included amount for a store listing (Yahoo `taxin*`), rounded down to the yen. */
export function withTax(amountJpy: number, taxRate: number): number {
  return taxRate > 0 ? Math.floor((amountJpy * (100 + taxRate)) / 100) : amountJpy;
}

// --- the auction house -----------------------------------------------------------------------

interface ScheduledBid extends BidInput {
  seq: number;
}

interface Listing {
  site: AuctionSite;
  index: number;
  generation: number;
  /** `site:index:generation` (codes are computed only when shown: they cost a BigInt map). */
  key: string;
  rules: AuctionRules;
  /** Sorted by time. */
  schedule: ScheduledBid[];
}

/** Everything about one auction at one instant. */
export interface AuctionView {
  site: AuctionSite;
  code: string;
  index: number;
  generation: number;
  sellerId: string;
  status: 'open' | 'closed';
  startMs: number;
  endMs: number;
  scheduledEndMs: number;
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  currentPriceJpy: number;
  taxRate: number;
  bidCount: number;
  biddersCount: number;
  highestBidderId: string | null;
  /** Set once closed: the highest bidder (null when nobody bid). */
  winnerId: string | null;
  autoExtension: boolean;
  earlyClosing: boolean;
  /** Ended at the buy-now price. */
  endedByBuyNow: boolean;
  minNextBidJpy: number;
  history: HistoryEntry[];
}

export interface CreateAuctionInput {
  site: AuctionSite;
  endInSeconds: number;
  startPriceJpy: number;
  buyNowPriceJpy?: number | null;
  autoExtension?: boolean;
  earlyClosing?: boolean;
  title?: string;
  genre?: GenreKey;
  /** Listing by a store (Yahoo only): prices are tax-excluded, tax 10 %. */
  store?: boolean;
  /** Listed by this seller of the site (a seller watch's "new listing"); otherwise one is drawn. */
  sellerId?: string;
}

export interface PlaceBidInput {
  bidderId: string;
  maxPriceJpy: number;
}

export interface PlaceBidResult {
  accepted: boolean;
  reason?: BidRejection;
  /** In bid units (tax-excluded for store listings). */
  currentPriceJpy: number;
  currentPriceTaxInJpy: number;
  highestBidderId: string | null;
  isHighestBidder: boolean;
  /** UTC ISO-8601. */
  endTime: string;
  endTimeMs: number;
  bidCount: number;
  minNextBidJpy: number;
  status: 'open' | 'closed';
}

/** Public, JSON-friendly view returned by `control.getAuction`. */
export interface AuctionInfo {
  site: AuctionSite;
  code: string;
  title: string;
  sellerId: string;
  status: 'open' | 'closed';
  startTime: string;
  endTime: string;
  endTimeMs: number;
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  currentPriceJpy: number;
  currentPriceTaxInJpy: number;
  taxRate: number;
  bidCount: number;
  highestBidderId: string | null;
  winnerId: string | null;
  autoExtension: boolean;
  endedByBuyNow: boolean;
  minNextBidJpy: number;
}

export interface BidHistoryEntry {
  time: string;
  bidderId: string;
  amountJpy: number;
  automatic: boolean;
  buyNow: boolean;
}

interface CachedState {
  state: EngineState;
  computedAt: number;
  validUntil: number;
  userBids: number;
}

export class AuctionHouse {
  private readonly userBids = new Map<string, ScheduledBid[]>();
  private readonly dynamicRules = new Map<string, AuctionRules>();
  private readonly cache = new Map<string, CachedState>();
  private seq = 1_000_000;

  constructor(
    private readonly catalog: Catalog,
    private readonly now: () => number,
  ) {}

  private isSlot(site: AuctionSite, index: number): boolean {
    return index < this.catalog.size(site) && (this.catalog.flagsOf(site, index) & Flag.Auction) !== 0;
  }

  private readonly timings = new Map<string, { durationMs: number; phaseMs: number }>();
  private readonly rivalPools = new Map<AuctionSite, string[]>();
  private readonly summaries = new Map<AuctionSite, SummaryColumns>();

  /** Rival bidders of a site: a community of 400 ids the schedules draw from. */
  private rivals(site: AuctionSite): string[] {
    let pool = this.rivalPools.get(site);
    if (!pool) {
      pool = Array.from({ length: 400 }, (_, k) => rivalId(this.catalog.seed, site, k));
      this.rivalPools.set(site, pool);
    }
    return pool;
  }
  private readonly listings = new Map<string, Listing>();

  private timing(site: AuctionSite, index: number): { durationMs: number; phaseMs: number } {
    const key = `${site}:${index}`;
    let t = this.timings.get(key);
    if (!t) {
      const rng = Rng.of(this.catalog.seed, site, 'slot', index);
      const days = rng.pick([1, 2, 3, 3, 4, 5, 6, 7]);
      const durationMs = days * DAY_MS + rng.int(0, 23) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
      t = { durationMs, phaseMs: rng.int(0, durationMs - 1) };
      this.timings.set(key, t);
    }
    return t;
  }

  /** The generation of a catalog slot running at `atMs`. */
  generationAt(site: AuctionSite, index: number, atMs: number): number {
    if (index >= this.catalog.size(site)) return 0;
    const { durationMs, phaseMs } = this.timing(site, index);
    const g = Math.floor((atMs - AUCTION_EPOCH_MS - phaseMs) / durationMs);
    return Math.max(0, Math.min(g, Math.floor(this.catalog.generationCapacity(site)) - 1));
  }

  /** The code search shows for a listing index now (its current generation for auction slots). */
  currentCode(site: SiteCode, index: number): string {
    if ((site === 'auction' || site === 'mercari') && (this.catalog.flagsOf(site, index) & Flag.Auction) !== 0) {
      return this.catalog.codeOf(site, index, this.generationAt(site, index, this.now()));
    }
    return this.catalog.codeOf(site, index, 0);
  }

  isAuctionIndex(site: SiteCode, index: number): boolean {
    return (site === 'auction' || site === 'mercari') && (this.catalog.flagsOf(site, index) & Flag.Auction) !== 0;
  }

  private listing(site: AuctionSite, index: number, generation: number, transient = false): Listing {
    const key = `${site}:${index}:${generation}`;
    const cached = this.listings.get(key);
    if (cached) return cached;
    const made = this.makeListing(site, index, generation);
    if (transient) return made;
    this.listings.set(key, made);
    if (this.listings.size > CACHE_LIMIT) this.listings.clear(); // a cache: start over rather than evict one by one
    return made;
  }

  private makeListing(site: AuctionSite, index: number, generation: number): Listing {
    const key = `${site}:${index}:${generation}`;
    const dyn = generation === 0 ? this.dynamicRules.get(`${site}:${index}`) : undefined;
    if (dyn) return { site, index, generation, key, rules: dyn, schedule: [] };
    const { durationMs, phaseMs } = this.timing(site, index);
    const seller = this.catalog.sellers(site)[this.catalog.sellerIndexOf(site, index)];
    const isStore = (this.catalog.flagsOf(site, index) & Flag.Store) !== 0;
    const startMs = AUCTION_EPOCH_MS + phaseMs + generation * durationMs;
    const endMs = startMs + durationMs;
    const rng = Rng.of(this.catalog.seed, site, 'auction', index, generation);
    const start = this.catalog.priceOf(site, index);
    let buyNow: number | null = null;
    if (site === 'auction') {
      if (rng.chance(0.08)) buyNow = start; // 定額: start price == buy-now price
      else if (rng.chance(0.35)) buyNow = Math.ceil((start * (1.5 + rng.next() * 1.5)) / 100) * 100;
    }
    const rules: AuctionRules = {
      startMs,
      endMs,
      startPriceJpy: start,
      buyNowPriceJpy: buyNow,
      autoExtension: site === 'mercari' ? true : rng.chance(0.85),
      earlyClosing: site === 'auction' && rng.chance(0.3),
      sellerId: seller?.id ?? '',
      maxBidJpy: site === 'mercari' ? 9_999_999 : 999_999_999,
      taxRate: site === 'auction' && isStore ? 10 : 0,
    };
    const schedule: ScheduledBid[] = [];
    if (!rng.chance(0.18)) {
      const bidderCount = rng.int(1, 5);
      const pool = this.rivals(site);
      const bidders: string[] = [];
      for (let b = 0; b < bidderCount; b += 1) bidders.push(pool[rng.int(0, pool.length - 1)] as string);
      const target = Math.max(start + 10, Math.round((start * Math.exp(rng.next() * Math.log(4))) / 10) * 10);
      const k = rng.int(1, 14);
      const fractions = SCRATCH.subarray(0, k);
      for (let j = 0; j < k; j += 1) fractions[j] = Math.min(0.9995, Math.max(0.01, 1 - rng.next() ** 3));
      fractions.sort();
      for (let j = 0; j < k; j += 1) {
        const share = ((j + 1) / k) ** 0.8 * (0.85 + rng.next() * 0.3);
        const max = Math.max(start, Math.round((start + (target - start) * share) / 10) * 10);
        schedule.push({ atMs: startMs + Math.floor((fractions[j] as number) * durationMs), bidderId: rng.pick(bidders), maxPriceJpy: max, seq: j });
      }
      if (rng.chance(0.35)) {
        // A last-minute rival: raises the price inside the extension window, and once more after.
        const late = Math.round((target * (1 + rng.next() * 0.15)) / 10) * 10 + 10;
        schedule.push({ atMs: endMs - rng.int(10, 290) * 1000, bidderId: rng.pick(bidders), maxPriceJpy: late, seq: k });
        schedule.push({ atMs: endMs + rng.int(30, 280) * 1000, bidderId: rng.pick(bidders), maxPriceJpy: late + rng.int(1, 30) * 100, seq: k + 1 });
      }
      if (buyNow !== null && buyNow > start && rng.chance(0.12)) {
        schedule.push({ atMs: startMs + Math.floor((0.2 + rng.next() * 0.7) * durationMs), bidderId: rng.pick(bidders), maxPriceJpy: buyNow, seq: k + 2 });
      }
      schedule.sort(byTime);
    }
    return { site, index, generation, key, rules, schedule };
  }

  private stateOf(listing: Listing, nowMs: number, transient = false): EngineState {
    const user = this.userBids.get(listing.key) ?? NO_BIDS;
    const cached = this.cache.get(listing.key);
    if (cached && cached.userBids === user.length && nowMs >= cached.computedAt && nowMs < cached.validUntil) return cached.state;
    const { state, validUntil } = this.replay(listing, nowMs);
    if (transient) return state;
    this.cache.set(listing.key, { state, computedAt: nowMs, validUntil, userBids: user.length });
    if (this.cache.size > CACHE_LIMIT) this.cache.clear();
    return state;
  }

  /** Scheduled and placed bids up to `nowMs`, and until when that state holds. */
  private replay(listing: Listing, nowMs: number): { state: EngineState; validUntil: number } {
    const user = this.userBids.get(listing.key) ?? NO_BIDS;
    const events = user.length === 0 ? listing.schedule : [...listing.schedule, ...user].sort(byTime);
    const state = openState(listing.rules);
    let next = Number.POSITIVE_INFINITY;
    for (const e of events) {
      if (e.atMs > nowMs) {
        next = e.atMs;
        break;
      }
      applyBid(state, e);
    }
    const validUntil = Math.min(next, state.closedEarly ? Number.POSITIVE_INFINITY : state.endMs);
    return { state, validUntil };
  }

  private locate(code: string): { site: AuctionSite; index: number; generation: number } | null {
    for (const site of ['auction', 'mercari'] as const) {
      const found = this.catalog.decode(site, code);
      if (found && (this.isSlot(site, found.index) || (found.generation === 0 && this.dynamicRules.has(`${site}:${found.index}`)))) {
        return { site, ...found };
      }
    }
    return null;
  }

  private viewOf(listing: Listing, nowMs: number, transient = false): AuctionView {
    const state = this.stateOf(listing, nowMs, transient);
    const closed = isClosed(state, nowMs);
    const catalog = this.catalog;
    let code: string | null = null;
    return {
      site: listing.site,
      get code(): string {
        code ??= catalog.codeOf(listing.site, listing.index, listing.generation);
        return code;
      },
      index: listing.index,
      generation: listing.generation,
      sellerId: listing.rules.sellerId,
      status: closed ? 'closed' : 'open',
      startMs: listing.rules.startMs,
      endMs: state.endMs,
      scheduledEndMs: listing.rules.endMs,
      startPriceJpy: listing.rules.startPriceJpy,
      buyNowPriceJpy: listing.rules.buyNowPriceJpy,
      currentPriceJpy: state.currentPriceJpy,
      taxRate: listing.rules.taxRate,
      bidCount: state.bidCount,
      biddersCount: state.bidders.size,
      highestBidderId: state.highestBidderId,
      winnerId: closed ? state.highestBidderId : null,
      autoExtension: listing.rules.autoExtension,
      earlyClosing: listing.rules.earlyClosing,
      endedByBuyNow: state.closedEarly,
      minNextBidJpy: minNextBidJpy(state.currentPriceJpy, state.highestBidderId !== null),
      history: state.history,
    };
  }

  /**
   * The auction of a listing index at a generation, as of now. `transient` (for searches over many
   * listings) skips the caches: short-lived garbage is cheaper than a large cache to scan.
   */
  view(site: AuctionSite, index: number, generation: number, transient = false): AuctionView {
    return this.viewOf(this.listing(site, index, generation, transient), this.now(), transient);
  }

  /**
   * The search-time facts of listing `index`'s current auction, from a per-site column cache that
   * stays valid until the next scheduled bid or the end (so repeated searches over 100,000
   * auctions cost little).
   */
  summary(site: AuctionSite, index: number): AuctionSummary {
    const now = this.now();
    const generation = this.generationAt(site, index, now);
    let cols = this.summaries.get(site);
    if (!cols || cols.generation.length < this.catalog.count(site)) {
      const n = this.catalog.size(site) + 10_000;
      const fresh: SummaryColumns = {
        generation: new Int32Array(n).fill(-1),
        computedAt: new Float64Array(n),
        validUntil: new Float64Array(n),
        currentPrice: new Float64Array(n),
        bidCount: new Int32Array(n),
        endMs: new Float64Array(n),
        startMs: new Float64Array(n),
        startPrice: new Float64Array(n),
        buyNow: new Float64Array(n),
        state: new Uint8Array(n),
      };
      if (cols) {
        fresh.generation.set(cols.generation);
        fresh.computedAt.set(cols.computedAt);
        fresh.validUntil.set(cols.validUntil);
        fresh.currentPrice.set(cols.currentPrice);
        fresh.bidCount.set(cols.bidCount);
        fresh.endMs.set(cols.endMs);
        fresh.startMs.set(cols.startMs);
        fresh.startPrice.set(cols.startPrice);
        fresh.buyNow.set(cols.buyNow);
        fresh.state.set(cols.state);
      }
      cols = fresh;
      this.summaries.set(site, cols);
    }
    const cached = cols.generation[index] === generation && now >= (cols.computedAt[index] as number) && now < (cols.validUntil[index] as number);
    if (!cached) {
      const listing = this.listing(site, index, generation, true);
      const { state, validUntil } = this.replay(listing, now);
      cols.startMs[index] = listing.rules.startMs;
      cols.startPrice[index] = listing.rules.startPriceJpy;
      cols.buyNow[index] = listing.rules.buyNowPriceJpy ?? -1;
      cols.generation[index] = generation;
      cols.computedAt[index] = now;
      cols.validUntil[index] = validUntil;
      cols.currentPrice[index] = state.currentPriceJpy;
      cols.bidCount[index] = state.bidCount;
      cols.endMs[index] = state.endMs;
      cols.state[index] = (isClosed(state, now) ? 1 : 0) | (state.closedEarly ? 2 : 0);
    }
    // A cached entry may have passed its end since: closed is re-derived from the clock.
    const endMs = cols.endMs[index] as number;
    const closed = ((cols.state[index] as number) & 1) !== 0 || now >= endMs;
    const buyNow = cols.buyNow[index] as number;
    return {
      index,
      generation,
      status: closed ? 'closed' : 'open',
      startMs: cols.startMs[index] as number,
      endMs,
      startPriceJpy: cols.startPrice[index] as number,
      buyNowPriceJpy: buyNow < 0 ? null : buyNow,
      currentPriceJpy: cols.currentPrice[index] as number,
      bidCount: cols.bidCount[index] as number,
    };
  }

  /** The auction behind a code, as of now; null when the code is not an auction (or not listed yet). */
  viewByCode(code: string): AuctionView | null {
    const found = this.locate(code);
    if (!found) return null;
    const view = this.view(found.site, found.index, found.generation);
    return view.startMs > this.now() ? null : view;
  }

  /**
   * `at` (from the shared log, sandbox.ts): the control-API slot and creation time another process
   * chose, so every process gives the auction the same code and times.
   */
  createAuction(input: CreateAuctionInput, at: { slot?: number; startMs?: number } = {}): { code: string } {
    const { site } = input;
    if (site !== 'auction' && site !== 'mercari') throw new RangeError('site must be auction or mercari');
    if (!(input.endInSeconds > 0)) throw new RangeError('endInSeconds must be positive');
    if (!Number.isSafeInteger(input.startPriceJpy) || input.startPriceJpy < 1) throw new RangeError('startPriceJpy must be a positive integer');
    const buyNow = input.buyNowPriceJpy ?? null;
    if (buyNow !== null && (!Number.isSafeInteger(buyNow) || buyNow < input.startPriceJpy)) {
      throw new RangeError('buyNowPriceJpy must be an integer >= startPriceJpy');
    }
    const sellerIndex = input.sellerId === undefined ? undefined : this.catalog.sellers(site).findIndex((s) => s.id === input.sellerId);
    if (sellerIndex === -1) throw new RangeError('sellerId is not a seller of the site');
    const index = this.catalog.addDynamicAuction(
      site,
      {
        startPriceJpy: input.startPriceJpy,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.genre !== undefined ? { genre: input.genre } : {}),
        ...(input.store !== undefined ? { store: input.store } : {}),
        ...(sellerIndex !== undefined ? { sellerIndex } : {}),
      },
      at.slot,
    );
    const code = this.catalog.codeOf(site, index, 0);
    const item = this.catalog.item(site, index);
    const now = at.startMs ?? this.now();
    this.listings.delete(`${site}:${index}:0`);
    this.cache.delete(`${site}:${index}:0`);
    this.dynamicRules.set(`${site}:${index}`, {
      startMs: now,
      endMs: now + Math.round(input.endInSeconds * 1000),
      startPriceJpy: input.startPriceJpy,
      buyNowPriceJpy: buyNow,
      autoExtension: input.autoExtension ?? true,
      earlyClosing: input.earlyClosing ?? false,
      sellerId: item.seller.id,
      maxBidJpy: site === 'mercari' ? 9_999_999 : 999_999_999,
      taxRate: item.taxRate,
    });
    return { code };
  }

  /** The next slot of a control-API auction of `site` (what `createAuction` would take). */
  nextDynamicSlot(site: AuctionSite): number {
    return this.catalog.count(site) - this.catalog.size(site);
  }

  /**
   * Adds a bid another process already accepted (from the shared log) without judging it again: the
   * replay applies it in order, as it did there.
   */
  recordBid(code: string, input: PlaceBidInput & { atMs: number }): void {
    const found = this.locate(code);
    if (!found) return;
    const listing = this.listing(found.site, found.index, found.generation);
    const list = this.userBids.get(listing.key) ?? [];
    list.push({ atMs: input.atMs, bidderId: input.bidderId, maxPriceJpy: input.maxPriceJpy, seq: (this.seq += 1) });
    list.sort(byTime);
    this.userBids.set(listing.key, list);
    const cols = this.summaries.get(found.site);
    if (cols && found.index < cols.generation.length) cols.generation[found.index] = -1;
  }

  /** The answer `placeBid` would give now, changing nothing (the shared sandbox logs the bid first). */
  judgeBid(code: string, input: PlaceBidInput): PlaceBidResult {
    return this.bid(code, input.bidderId, input.maxPriceJpy, true) ?? notFoundResult();
  }

  /** The bidder id a rival bid without one gets. */
  rivalBidderId(code: string): string {
    return `rival_${(hash32(code, this.seq) % 46_656).toString(36)}`;
  }

  private bid(code: string, bidderId: string, maxPriceJpy: number, dryRun = false): PlaceBidResult | null {
    const found = this.locate(code);
    if (!found) return null;
    const listing = this.listing(found.site, found.index, found.generation);
    const now = this.now();
    if (listing.rules.startMs > now) return null;
    const state = this.stateOf(listing, now);
    // Try the bid on a copy, so that a rejected bid leaves no trace.
    const trial: EngineState = { ...state, bidders: new Set(state.bidders), history: [...state.history] };
    const rejection = applyBid(trial, { atMs: now, bidderId, maxPriceJpy });
    if (rejection === null && !dryRun) {
      const seq = (this.seq += 1);
      const list = this.userBids.get(listing.key) ?? [];
      list.push({ atMs: now, bidderId, maxPriceJpy, seq });
      this.userBids.set(listing.key, list);
      const cols = this.summaries.get(found.site);
      if (cols && found.index < cols.generation.length) cols.generation[found.index] = -1;
    }
    const after = rejection !== null ? state : dryRun ? trial : this.stateOf(listing, now);
    const closed = isClosed(after, now);
    return {
      accepted: rejection === null,
      ...(rejection !== null ? { reason: rejection } : {}),
      currentPriceJpy: after.currentPriceJpy,
      currentPriceTaxInJpy: withTax(after.currentPriceJpy, listing.rules.taxRate),
      highestBidderId: after.highestBidderId,
      isHighestBidder: after.highestBidderId === bidderId,
      endTime: utcIso(after.endMs),
      endTimeMs: after.endMs,
      bidCount: after.bidCount,
      minNextBidJpy: minNextBidJpy(after.currentPriceJpy, after.highestBidderId !== null),
      status: closed ? 'closed' : 'open',
    };
  }

  placeBid(code: string, input: PlaceBidInput): PlaceBidResult {
    return this.bid(code, input.bidderId, input.maxPriceJpy) ?? notFoundResult();
  }

  rivalBid(code: string, input: { maxPriceJpy: number; bidderId?: string }): PlaceBidResult {
    const bidderId = input.bidderId ?? this.rivalBidderId(code);
    return this.placeBid(code, { bidderId, maxPriceJpy: input.maxPriceJpy });
  }

  getAuction(code: string): AuctionInfo | null {
    const v = this.viewByCode(code);
    if (!v) return null;
    return {
      site: v.site,
      code: v.code,
      title: this.catalog.titleOf(v.site, v.index),
      sellerId: v.sellerId,
      status: v.status,
      startTime: utcIso(v.startMs),
      endTime: utcIso(v.endMs),
      endTimeMs: v.endMs,
      startPriceJpy: v.startPriceJpy,
      buyNowPriceJpy: v.buyNowPriceJpy,
      currentPriceJpy: v.currentPriceJpy,
      currentPriceTaxInJpy: withTax(v.currentPriceJpy, v.taxRate),
      taxRate: v.taxRate,
      bidCount: v.bidCount,
      highestBidderId: v.highestBidderId,
      winnerId: v.winnerId,
      autoExtension: v.autoExtension,
      endedByBuyNow: v.endedByBuyNow,
      minNextBidJpy: v.minNextBidJpy,
    };
  }

  bidHistory(code: string): BidHistoryEntry[] | null {
    const v = this.viewByCode(code);
    if (!v) return null;
    return v.history.map((h) => ({ time: utcIso(h.atMs), bidderId: h.bidderId, amountJpy: h.amountJpy, automatic: h.automatic, buyNow: h.buyNow }));
  }

  /** True for auctions created through the control API. */
  isDynamic(code: string): boolean {
    const found = this.locate(code);
    return found !== null && this.dynamicRules.has(`${found.site}:${found.index}`);
  }
}

function notFoundResult(): PlaceBidResult {
  return {
    accepted: false,
    reason: 'not_found',
    currentPriceJpy: 0,
    currentPriceTaxInJpy: 0,
    highestBidderId: null,
    isHighestBidder: false,
    endTime: utcIso(0),
    endTimeMs: 0,
    bidCount: 0,
    minNextBidJpy: 0,
    status: 'closed',
  };
}

const NO_BIDS: ScheduledBid[] = [];
const SCRATCH = new Float64Array(16);

interface SummaryColumns {
  generation: Int32Array;
  computedAt: Float64Array;
  validUntil: Float64Array;
  currentPrice: Float64Array;
  bidCount: Int32Array;
  endMs: Float64Array;
  startMs: Float64Array;
  startPrice: Float64Array;
  /** -1: none */
  buyNow: Float64Array;
  /** bit 1: closed, bit 2: ended by buy-now */
  state: Uint8Array;
}

/** What a search needs to know about an auction (no history, cheap to keep for 100,000 listings). */
export interface AuctionSummary {
  index: number;
  generation: number;
  status: 'open' | 'closed';
  startMs: number;
  endMs: number;
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  currentPriceJpy: number;
  bidCount: number;
}
/** Listings and states kept per house (recomputing one costs a few microseconds). */
const CACHE_LIMIT = 60_000;

function byTime(a: ScheduledBid, b: ScheduledBid): number {
  return a.atMs - b.atMs || a.seq - b.seq;
}

function rivalId(seed: number, site: string, k: number): string {
  const h = hash32(seed, site, 'rival', k);
  return site === 'mercari' ? String(100_000_000 + (h % 800_000_000)) : `rival_${h.toString(36)}`;
}

/** Index bits of a code's x (exported for tests). */
export const auctionSlotCap = SLOT_CAP;
