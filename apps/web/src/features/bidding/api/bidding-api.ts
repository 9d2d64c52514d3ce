import type { BidDto, BidEventDto, BidListFilter, BidListResponse, BidPriceResponse, BidResponse, BidSite } from '@kaimono/contracts';
import { apiRequest, http } from '@/shared/api/http';

export type { BidDto, BidEventDto, BidListFilter, BidSite };
export type BidList = Omit<BidListResponse, 'success'>;
export type BidPrice = BidPriceResponse['data'];

export const BID_PAGE_SIZE = 20;
/** A bid call that has not answered in this time is given up with the spec's time-out message. */
export const BID_TIMEOUT_MS = 30_000;

export class BidTimeoutError extends Error {
  constructor() {
    super('bid time-out');
    this.name = 'BidTimeoutError';
  }
}

/** GET /api/bid/price/{code}: the auction now, minimum bid, increment rule, the hold and landed cost of a maximum. */
export async function getBidPrice(
  site: BidSite,
  code: string,
  priceJpy: number | null,
  options: { shippingChargesJpy?: number | null; shipMode?: string | null; routeCode?: string | null } = {},
  signal?: AbortSignal,
): Promise<BidPrice> {
  // The same options the bid will carry, so the quoted hold is the one the bid takes.
  const query = {
    site,
    price: priceJpy ?? undefined,
    shipping_charges: options.shippingChargesJpy ?? undefined,
    ship_mode: options.shipMode ?? undefined,
    route_code: options.routeCode ?? undefined,
  };
  const answer = await http.get<BidPriceResponse>(`/bid/price/${encodeURIComponent(code)}`, query, signal);
  return answer.data;
}

/**
 * The customer's bids of one tab, each with its log: GET /api/bid/user (every site, or Yahoo!
 * Auctions alone), GET /api/user/bidding/mercari for Mercari's.
 */
export async function getUserBids(filter: BidListFilter, page: number, site: BidSite | null, signal?: AbortSignal): Promise<BidList> {
  const query = { status: filter, page, size: BID_PAGE_SIZE, events: true };
  if (site === 'mercari') return http.get<BidListResponse>('/user/bidding/mercari', query, signal);
  return http.get<BidListResponse>('/bid/user', { ...query, site: site ?? undefined }, signal);
}

export interface BidInput {
  site: BidSite;
  code: string;
  mode: 'now' | 'snipe';
  price: number;
  ship_mode?: string | null;
  route_code?: string | null;
  shipping_charges?: number | null;
  services_extra?: string[];
  qty?: number;
  lead_seconds?: number;
  request_key: string;
}

/**
 * Sends a bid: Yahoo! Auctions through POST /api/bid/{mode} (POST /api/bid/snipe for snipes),
 * Mercari auctions through POST /api/bid/mercari. The spec's bid payload (price, code, ship_mode,
 * shipping_charges, services_extra, qty, payment_methods, partial, mode) plus our request key, so a
 * double submit is the same bid. Gives up after BID_TIMEOUT_MS.
 */
export async function placeBid(input: BidInput): Promise<BidResponse> {
  const path = input.site === 'mercari' ? '/bid/mercari' : input.mode === 'snipe' ? '/bid/snipe' : `/bid/${input.mode}`;
  const body = {
    price: input.price,
    code: input.code,
    mode: input.mode,
    qty: input.qty ?? 1,
    ship_mode: input.ship_mode ?? null,
    route_code: input.route_code ?? null,
    shipping_charges: input.shipping_charges ?? null,
    services_extra: input.services_extra ?? [],
    payment_methods: null,
    partial: false,
    request_key: input.request_key,
    ...(input.mode === 'snipe' && input.lead_seconds ? { lead_seconds: input.lead_seconds } : {}),
  };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, BID_TIMEOUT_MS);
  try {
    return await apiRequest<BidResponse>(path, { method: 'POST', body, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new BidTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

type BidAnswer = { success: true; message: string; data: BidDto };

/** PUT /api/bid/cancel/{id}: cancel a bid not sent yet (a scheduled snipe); its hold goes back at once. */
export function cancelBid(id: string): Promise<BidAnswer> {
  return http.put<BidAnswer>(`/bid/cancel/${encodeURIComponent(id)}`);
}

/** DELETE /api/user/bidding/mercari?id=: cancel a Mercari bid that was not placed yet. */
export function cancelMercariBid(id: string): Promise<BidAnswer> {
  return http.delete<BidAnswer>('/user/bidding/mercari', { id });
}

export interface LastMinuteSetting {
  enabled: boolean;
  minutes: number;
}

type LastMinuteAnswer = { success: true; message: string; data: LastMinuteSetting };

/** GET /api/bid/check-last-minute-notif. */
export async function getLastMinute(signal?: AbortSignal): Promise<LastMinuteSetting> {
  return (await http.get<LastMinuteAnswer>('/bid/check-last-minute-notif', undefined, signal)).data;
}

/** POST /api/bid/toogle-last-minute-notif (spec spelling) with the wanted state. */
export async function toggleLastMinute(enabled: boolean): Promise<LastMinuteAnswer> {
  return http.post<LastMinuteAnswer>('/bid/toogle-last-minute-notif', { enabled });
}
