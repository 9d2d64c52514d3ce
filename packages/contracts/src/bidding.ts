import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { priceGroup } from './pricing.ts';
import {
  BID_SNIPE_MAX_LEAD_SECONDS,
  BID_SNIPE_MIN_LEAD_SECONDS,
  bidListFilters,
  bidSites,
  bidStatuses,
} from './bidding-codes.ts';

export * from './bidding-codes.ts';

/**
 * Bidding (issue 7; spec §3 "Bid payload", §4 "Bid modes", §7 Auction/Mercari bid paths, §8 bid
 * errors). Prices are yen in the site's bid units (tax-excluded for Yahoo store listings); holds dong.
 */

const priceError = { error: errorMessages.BID_PRICE_INVALID };
const bidPrice = z.coerce.number(priceError).int(priceError).min(1, priceError).max(999_999_999, priceError);

const auctionCode = z
  .string({ error: errorMessages.BID_AUCTION_NOT_FOUND })
  .trim()
  .min(1, { error: errorMessages.BID_AUCTION_NOT_FOUND })
  .max(64, { error: errorMessages.BID_AUCTION_NOT_FOUND })
  .regex(/^[\w-]+$/, { error: errorMessages.BID_AUCTION_NOT_FOUND });

const optionCode = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'Mã tuỳ chọn không hợp lệ.' })
  .transform((v) => v || null);

/** services_extra: an array of codes, or one comma-separated string. */
const servicesExtra = z
  .union([z.array(z.string().trim().max(40)).max(20), z.string().max(400)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean));

/** payment_methods: free text or a list (kept as text, comma-joined). */
const paymentMethods = z
  .union([z.array(z.string().trim().max(40)).max(10), z.string().trim().max(200)])
  .transform((v) => (Array.isArray(v) ? v.join(',') : v) || null);

const flag = z.union([z.boolean(), z.literal('true'), z.literal('false'), z.literal(1), z.literal(0)]).transform((v) => v === true || v === 'true' || v === 1);

/** Spec §3 Bid payload: price, code, ship_mode, shipping_charges, services_extra, qty, payment_methods, partial, mode. */
export const bidPayload = z.object({
  /** The maximum (proxy bid) in yen. */
  price: bidPrice,
  code: auctionCode,
  ship_mode: optionCode.nullish(),
  route_code: optionCode.nullish(),
  /** Domestic shipping in Japan the buyer expects, yen (0: the seller pays). */
  shipping_charges: z.coerce.number().int().min(0).max(10_000_000).nullish(),
  services_extra: servicesExtra.optional(),
  qty: z.coerce.number().int().min(1).max(99).default(1),
  payment_methods: paymentMethods.nullish(),
  partial: flag.optional(),
  mode: z.string().trim().max(20).optional(),
  /** Snipe: seconds before the end the bid is sent (default 10). */
  lead_seconds: z.coerce.number().int().min(BID_SNIPE_MIN_LEAD_SECONDS).max(BID_SNIPE_MAX_LEAD_SECONDS).optional(),
  /** The client's key for this submission (or the Idempotency-Key header): a double submit gets the same bid. */
  request_key: z.string().trim().min(8).max(100).regex(/^[\w:.-]+$/).optional(),
  /** Only for POST /api/bid-request: which site (default auction). */
  site: z.enum(bidSites).optional(),
});
export type BidPayload = z.infer<typeof bidPayload>;

export const bidModeParams = z.object({ mode: z.string().trim().min(1).max(20) });
export const bidCodeParams = z.object({ code: auctionCode });
export const bidIdParams = z.object({ id: z.uuid({ error: errorMessages.BID_NOT_FOUND }) });

export const bidEventDto = z.object({
  id: z.string(),
  kind: z.string(),
  /** Vietnamese, for the log. */
  label: z.string(),
  from_status: z.enum(bidStatuses).nullable(),
  to_status: z.enum(bidStatuses).nullable(),
  latency_ms: z.number().int().nullable(),
  price_jpy: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actor: z.enum(['customer', 'staff', 'system']),
  at: z.string(),
});
export type BidEventDto = z.infer<typeof bidEventDto>;

export const bidDto = z.object({
  id: z.string(),
  _id: z.string(),
  site: z.enum(bidSites),
  code: z.string(),
  mode: z.string(),
  status: z.enum(bidStatuses),
  status_label: z.string(),
  title: z.string(),
  /** The Vietnamese title, read through the translator when answering (null when it has none). */
  title_vi: z.string().nullable(),
  image: z.string().nullable(),
  /** Item page path (/auction/item/{code} or /mercari/item/{code}). */
  path: z.string(),
  max_price_jpy: z.number().int(),
  qty: z.number().int(),
  ship_mode: z.string().nullable(),
  route_code: z.string().nullable(),
  shipping_charges: z.number().int().nullable(),
  services_extra: z.array(z.string()),
  payment_methods: z.string().nullable(),
  partial: z.boolean(),
  /** Dong held in the wallet for this bid (0 once released or captured). */
  hold_vnd: z.number().int(),
  /** The rate used for the hold (VND per JPY × 10,000). */
  rate: z.number().int(),
  current_price_jpy: z.number().int().nullable(),
  tax_rate: z.number().int(),
  end_time: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  lead_seconds: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  placer: z.enum(['sandbox', 'live']),
  is_highest: z.boolean(),
  can_cancel: z.boolean(),
  can_raise: z.boolean(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  final_price_jpy: z.number().int().nullable(),
  order_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  events: z.array(bidEventDto).optional(),
});
export type BidDto = z.infer<typeof bidDto>;

export const bidResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: bidDto,
  /** false when this answer is an earlier bid (same request key, or the same maximum again). */
  created: z.boolean(),
});
export type BidResponse = z.infer<typeof bidResponse>;

export const bidHistoryEntry = z.object({
  time: z.string(),
  /** Masked bidder id (ours show as the customer's own). */
  bidder: z.string(),
  amount_jpy: z.number().int(),
  automatic: z.boolean(),
  buy_now: z.boolean(),
  mine: z.boolean(),
});

export const bidHistoryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    site: z.enum(bidSites),
    code: z.string(),
    /** The marketplace's public history when it can be read (sandbox), else empty. */
    history: z.array(bidHistoryEntry),
    /** The customer's own bids on this auction with their logs (empty for guests). */
    bids: z.array(bidDto),
  }),
});

export const bidPriceQuery = z.object({
  site: z.enum(bidSites).default('auction'),
  /** A maximum to evaluate: the hold it would take. Default: the minimum bid. */
  price: z.coerce.number().int().min(1).max(999_999_999).optional(),
  qty: z.coerce.number().int().min(1).max(99).default(1),
  shipping_charges: z.coerce.number().int().min(0).max(10_000_000).optional(),
  ship_mode: optionCode.optional(),
  /** The route the bid will name (as in the bid payload), so the quoted hold is the one the bid takes. */
  route_code: optionCode.optional(),
  services_extra: servicesExtra.optional(),
});

export const incrementBand = z.object({ from_jpy: z.number().int(), to_jpy: z.number().int().nullable(), step_jpy: z.number().int() });

export const bidPriceResponse = z.object({
  success: z.literal(true),
  data: z.object({
    site: z.enum(bidSites),
    code: z.string(),
    title: z.string(),
    status: z.enum(['open', 'closed']),
    current_price_jpy: z.number().int(),
    current_price_tax_in_jpy: z.number().int(),
    start_price_jpy: z.number().int(),
    buy_now_price_jpy: z.number().int().nullable(),
    min_bid_jpy: z.number().int(),
    increment_jpy: z.number().int(),
    increment_table: z.array(incrementBand),
    bid_count: z.number().int(),
    end_time: z.string(),
    auto_extension: z.boolean(),
    tax_rate: z.number().int(),
    /** The maximum evaluated (query price, else the minimum bid). */
    price_jpy: z.number().int(),
    /** The hold that maximum takes (first payment through pricing), and the landed cost range. */
    hold_vnd: z.number().int(),
    /** The price lines behind the hold (with their formulas) and the second payment estimated with them. */
    hold_details: z.array(priceGroup).optional(),
    second_payment_vnd: z.number().int().optional(),
    landed_min_vnd: z.number().int(),
    landed_max_vnd: z.number().int(),
    rate: z.number().int(),
    snipe_default_lead_seconds: z.number().int(),
    /** Logged-in: wallet available now, and the customer's open bid on this auction. */
    available_vnd: z.number().int().nullable(),
    is_highest_bidder: z.boolean(),
    my_bid: bidDto.nullable(),
  }),
});
export type BidPriceResponse = z.infer<typeof bidPriceResponse>;

export const bidListQuery = pageQuery(pageSizes.general).extend({
  status: z.enum(bidListFilters).default('all'),
  site: z.enum(bidSites).optional(),
  /** Include each bid's log. */
  events: flag.optional(),
});

const bidCounts = z.object({ active: z.number().int(), won: z.number().int(), lost: z.number().int(), cancelled: z.number().int(), all: z.number().int() });

export const bidListResponse = z.object({
  success: z.literal(true),
  results: z.array(bidDto),
  pagination,
  counts: bidCounts,
  /** Dong the wallet holds for the customer's bids (open ones, and won ones whose order waits). */
  total_hold_vnd: z.number().int(),
});
export type BidListResponse = z.infer<typeof bidListResponse>;

/** PUT /api/bid/cancel: the bid by id, or the open bid on an auction by code. */
export const bidCancelBody = z
  .object({ id: z.uuid({ error: errorMessages.BID_NOT_FOUND }).optional(), code: auctionCode.optional(), site: z.enum(bidSites).optional() })
  .refine((b) => b.id !== undefined || b.code !== undefined, { error: errorMessages.BID_NOT_FOUND, path: ['id'] });

export const bidCancelResponse = z.object({ success: z.literal(true), message: z.string(), data: bidDto });

export const bidRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  request_key: z.string(),
  data: bidDto,
});

export const checkBidRequestQuery = z.object({ request_key: z.string().trim().min(8).max(100) });
export const checkBidRequestResponse = z.object({
  success: z.literal(true),
  data: z.object({
    request_key: z.string(),
    /** pending: not answered yet; done: on the site (or scheduled); failed: see message. */
    state: z.enum(['pending', 'done', 'failed']),
    message: z.string(),
    bid: bidDto,
  }),
});

export const biddingSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    active: z.number().int(),
    scheduled: z.number().int(),
    placing: z.number().int(),
    leading: z.number().int(),
    outbid: z.number().int(),
    won: z.number().int(),
    lost: z.number().int(),
    cancelled: z.number().int(),
    total_hold_vnd: z.number().int(),
    /** The customer's open bids, for marking items (site, code, status). */
    items: z.array(z.object({ id: z.string(), site: z.enum(bidSites), code: z.string(), status: z.enum(bidStatuses), max_price_jpy: z.number().int(), end_time: z.string().nullable() })),
  }),
});

export const auctionUserProductsQuery = pageQuery(pageSizes.general).extend({ status: z.enum(bidListFilters).default('active'), site: z.enum(bidSites).optional() });
export const auctionUserProduct = z.object({
  bid_id: z.string(),
  site: z.enum(bidSites),
  code: z.string(),
  title: z.string(),
  /** The Vietnamese title, read through the translator when answering (null when it has none). */
  title_vi: z.string().nullable(),
  image: z.string().nullable(),
  path: z.string(),
  current_price_jpy: z.number().int().nullable(),
  end_time: z.string().nullable(),
  my_max_price_jpy: z.number().int(),
  status: z.enum(bidStatuses),
  status_label: z.string(),
  is_highest: z.boolean(),
});
export const auctionUserProductsResponse = z.object({ success: z.literal(true), results: z.array(auctionUserProduct), pagination });

export const mercariBidDeleteQuery = z.object({ id: z.uuid({ error: errorMessages.BID_NOT_FOUND }).optional(), code: auctionCode.optional() });

/** Without a body (or without enabled) the setting flips. */
export const lastMinuteToggleBody = z.object({ enabled: flag.optional() }).nullish();
export const lastMinuteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ enabled: z.boolean(), minutes: z.number().int() }),
});

// --- staff: the live placer's queue ---------------------------------------------------------

/**
 * GET /api/admin/bids/queue. scope=queue (default): bids waiting to be placed on the live site
 * (`placing`); scope=open: every open live bid (placing, leading, outbid), whose end staff report.
 */
export const adminBidQueueScopes = ['queue', 'open'] as const;
export const adminBidQueueQuery = z.object({ scope: z.enum(adminBidQueueScopes).default('queue') });
export const adminBidQueueItem = bidDto.extend({
  customer: z.object({ id: z.string(), customer_no: z.string().nullable(), full_name: z.string().nullable(), phone: z.string().nullable() }),
  staff_id: z.string().nullable(),
  /** The staff member who took the bid (their full name), null while nobody did. */
  staff_name: z.string().nullable(),
  staff_taken_at: z.string().nullable(),
});
export type AdminBidQueueItem = z.infer<typeof adminBidQueueItem>;
export const adminBidQueueResponse = z.object({ success: z.literal(true), results: z.array(adminBidQueueItem) });
export type AdminBidQueueResponse = z.infer<typeof adminBidQueueResponse>;

export const adminBidReportBody = z.object({
  /** accepted: the site took the bid (is_highest says whether we lead); rejected: it refused (reason). */
  result: z.enum(['accepted', 'rejected']),
  is_highest: z.boolean().optional(),
  current_price_jpy: z.number().int().min(1).max(999_999_999).optional(),
  end_time: z.iso.datetime({ offset: true }).optional(),
  reason: z.string().trim().max(200).optional(),
  note: z.string().trim().max(500).optional(),
});
/**
 * Staff report how a live auction ended (the watcher cannot see the winner on a live site): won at
 * final_price_jpy (bid units, at most the bid's maximum) or lost (final_price_jpy when known).
 */
export const adminBidOutcomeBody = z.object({
  result: z.enum(['won', 'lost']),
  final_price_jpy: z.number().int().min(1).max(999_999_999).optional(),
  note: z.string().trim().max(500).optional(),
});
export type AdminBidOutcomeBody = z.infer<typeof adminBidOutcomeBody>;
export type AdminBidReportBody = z.infer<typeof adminBidReportBody>;
export const adminBidResponse = z.object({ success: z.literal(true), message: z.string(), data: bidDto });
export type AdminBidResponse = z.infer<typeof adminBidResponse>;
