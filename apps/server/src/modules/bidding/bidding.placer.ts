import { minNextBidJpy, type SiteCode } from '@kaimono/marketplaces';
import type { Sandbox } from '@kaimono/sandbox';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { catalogContext, loadProduct } from '../catalog/index.ts';

export type AuctionSiteCode = 'auction' | 'mercari';

/** An auction as the placer sees it now (prices in bid units: tax-excluded for store listings). */
export interface AuctionSnapshot {
  site: AuctionSiteCode;
  code: string;
  title: string;
  imageUrl: string | null;
  status: 'open' | 'closed';
  currentPriceJpy: number;
  /** What the buyer pays the seller at the current price (tax included). */
  currentPriceTaxInJpy: number;
  startPriceJpy: number;
  buyNowPriceJpy: number | null;
  minNextBidJpy: number;
  bidCount: number;
  endTimeMs: number;
  autoExtension: boolean;
  /** Percent (10 for Yahoo store listings, whose bids are tax-excluded). */
  taxRate: number;
  highestBidderId: string | null;
  /** Set once closed and known. */
  winnerId: string | null;
}

export interface PlaceInput {
  bidId: string;
  bidderId: string;
  site: AuctionSiteCode;
  code: string;
  /** The proxy maximum (自動入札): the site raises our price up to it. */
  maxPriceJpy: number;
  qty: number;
}

/** What the marketplace answered. */
export type PlaceAnswer =
  | {
      kind: 'accepted';
      isHighest: boolean;
      currentPriceJpy: number;
      endTimeMs: number;
      bidCount: number;
      minNextBidJpy: number;
      status: 'open' | 'closed';
      highestBidderId: string | null;
    }
  | { kind: 'rejected'; reason: string; currentPriceJpy: number | null; endTimeMs: number | null; minNextBidJpy: number | null }
  /** Live sites: the bid waits in the staff queue; staff report the answer later. */
  | { kind: 'queued' };

export interface BidHistoryItem {
  time: string;
  bidderId: string;
  amountJpy: number;
  automatic: boolean;
  buyNow: boolean;
}

/**
 * How a bid reaches a marketplace. The sandbox placer bids on the sandbox's auction house; the live
 * placer puts the bid on a staff queue (bids in `placing` with placer 'live') and staff report the
 * marketplace's answer through POST /api/admin/bids/{id}/report.
 */
export interface BidPlacer {
  readonly name: 'sandbox' | 'live';
  /** The auction now, read fresh (no cache); null when unknown or not an auction of that site. */
  auction(site: AuctionSiteCode, code: string): Promise<AuctionSnapshot | null>;
  place(input: PlaceInput): Promise<PlaceAnswer>;
  /** The site's public bid history when the placer can read it, else null. */
  history(site: AuctionSiteCode, code: string): Promise<BidHistoryItem[] | null>;
}

/** Our bidder id for a customer (the sandbox's bidderId; stored on each bid as `bidder_id`). */
export function bidderIdFor(userId: string): string {
  return `kaimono-${userId.replaceAll('-', '').slice(0, 24)}`;
}

const sandboxImage = (site: string, code: string) => `/sandbox-images/${site}/${code}/0.svg`;

export class SandboxBidPlacer implements BidPlacer {
  readonly name = 'sandbox' as const;
  constructor(private readonly sandbox: Sandbox) {}

  async auction(site: AuctionSiteCode, code: string): Promise<AuctionSnapshot | null> {
    const info = await this.sandbox.shared.getAuction(code);
    if (!info || info.site !== site) return null;
    return {
      site: info.site,
      code: info.code,
      title: info.title,
      imageUrl: sandboxImage(info.site, info.code),
      status: info.status,
      currentPriceJpy: info.currentPriceJpy,
      currentPriceTaxInJpy: info.currentPriceTaxInJpy,
      startPriceJpy: info.startPriceJpy,
      buyNowPriceJpy: info.buyNowPriceJpy,
      minNextBidJpy: info.minNextBidJpy,
      bidCount: info.bidCount,
      endTimeMs: info.endTimeMs,
      autoExtension: info.autoExtension,
      taxRate: info.taxRate,
      highestBidderId: info.highestBidderId,
      winnerId: info.winnerId,
    };
  }

  async place(input: PlaceInput): Promise<PlaceAnswer> {
    const r = await this.sandbox.shared.placeBid(input.code, { bidderId: input.bidderId, maxPriceJpy: input.maxPriceJpy });
    if (!r.accepted) {
      return {
        kind: 'rejected',
        reason: r.reason ?? 'unknown',
        currentPriceJpy: r.reason === 'not_found' ? null : r.currentPriceJpy,
        endTimeMs: r.reason === 'not_found' ? null : r.endTimeMs,
        minNextBidJpy: r.reason === 'not_found' ? null : r.minNextBidJpy,
      };
    }
    return {
      kind: 'accepted',
      isHighest: r.isHighestBidder,
      currentPriceJpy: r.currentPriceJpy,
      endTimeMs: r.endTimeMs,
      bidCount: r.bidCount,
      minNextBidJpy: r.minNextBidJpy,
      status: r.status,
      highestBidderId: r.highestBidderId,
    };
  }

  async history(site: AuctionSiteCode, code: string): Promise<BidHistoryItem[] | null> {
    const info = await this.sandbox.shared.getAuction(code);
    if (!info || info.site !== site) return null;
    return this.sandbox.shared.bidHistory(code);
  }
}

/**
 * Live sites: we cannot bid by program, so the bid goes to the staff queue with everything staff
 * need (site, code, maximum, the customer's options); staff place it on the site with our buying
 * account and report the answer. The auction is read through the catalog adapters.
 */
export class LiveBidPlacer implements BidPlacer {
  readonly name = 'live' as const;
  constructor(private readonly deps: AppDeps) {}

  async auction(site: AuctionSiteCode, code: string): Promise<AuctionSnapshot | null> {
    let product;
    try {
      product = await loadProduct(catalogContext(this.deps), site as SiteCode, code);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
    const a = product.auction;
    if (!a) return null;
    const endTimeMs = Date.parse(a.endTime);
    const taxRate = a.currentPriceExTaxJpy !== a.currentPriceJpy ? (product.taxRatePercent ?? 10) : 0;
    return {
      site,
      code: product.code,
      title: product.title,
      imageUrl: product.images[0] ?? product.imageUrl ?? null,
      status: a.status,
      currentPriceJpy: a.currentPriceExTaxJpy,
      currentPriceTaxInJpy: a.currentPriceJpy,
      startPriceJpy: a.startPriceJpy,
      buyNowPriceJpy: a.buyNowPriceJpy,
      minNextBidJpy: minNextBidJpy(a.currentPriceExTaxJpy, a.bidCount > 0),
      bidCount: a.bidCount,
      endTimeMs: Number.isFinite(endTimeMs) ? endTimeMs : 0,
      autoExtension: a.autoExtension,
      taxRate,
      highestBidderId: a.highestBidderId,
      winnerId: a.status === 'closed' ? a.highestBidderId : null,
    };
  }

  async place(): Promise<PlaceAnswer> {
    return { kind: 'queued' };
  }

  async history(): Promise<BidHistoryItem[] | null> {
    return null;
  }
}

/** Tests and embeddings may replace the placer (e.g. a slow one) and the placer's time limit. */
export interface BiddingOverrides {
  placer?: BidPlacer;
  /** How long the placer may take before the bid fails with the time-out message (default 15 s). */
  placerTimeoutMs?: number;
  now?: () => number;
}

const overrides = new WeakMap<AppDeps, BiddingOverrides>();

export function overrideBidding(deps: AppDeps, value: BiddingOverrides): void {
  overrides.set(deps, { ...overrides.get(deps), ...value });
}

export function biddingOverrides(deps: AppDeps): BiddingOverrides {
  return overrides.get(deps) ?? {};
}

/** The placer of a running app: the sandbox's in sandbox mode, else the staff queue. */
export function placerFor(deps: AppDeps): BidPlacer {
  const override = overrides.get(deps)?.placer;
  if (override) return override;
  return deps.marketplaces.sandbox ? new SandboxBidPlacer(deps.marketplaces.sandbox) : new LiveBidPlacer(deps);
}
