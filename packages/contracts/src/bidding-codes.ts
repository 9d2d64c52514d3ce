/**
 * Zod-free constants of the bidding contracts (the web may import these values without zod).
 *
 * Bid states (DESIGN.md §6; the spec leaves them open): scheduled (a snipe waiting) → placing →
 * leading | outbid → won | lost; cancelled, failed. Modes (spec §4): now, snipe (others by name).
 */
export const bidStatuses = ['scheduled', 'placing', 'leading', 'outbid', 'won', 'lost', 'cancelled', 'failed'] as const;
export type BidStatus = (typeof bidStatuses)[number];

/** Open bids keep a wallet hold and count against the VIP limits. */
export const openBidStatuses = ['scheduled', 'placing', 'leading', 'outbid'] as const;

export const bidModes = ['now', 'snipe'] as const;
export type BidMode = (typeof bidModes)[number];

export const bidSites = ['auction', 'mercari'] as const;
export type BidSite = (typeof bidSites)[number];

/**
 * The tabs of /account/bids: active (open), won, lost (lost; failed: the bid could not be placed or
 * the auction vanished), cancelled (by the customer or staff: never counted as lost), all.
 */
export const bidListFilters = ['active', 'won', 'lost', 'cancelled', 'all'] as const;
export type BidListFilter = (typeof bidListFilters)[number];

/** A snipe fires this many seconds before the end unless the customer chooses another lead. */
export const BID_SNIPE_DEFAULT_LEAD_SECONDS = 10;
export const BID_SNIPE_MIN_LEAD_SECONDS = 3;
export const BID_SNIPE_MAX_LEAD_SECONDS = 600;

/** The highest maximum each site accepts (Mercari ¥9,999,999; research §7.3). */
export const bidSiteMaxJpy: Record<BidSite, number> = { auction: 999_999_999, mercari: 9_999_999 };

/**
 * Kinds of bid log events (bid_events.kind), the customer's transparent log:
 * created · hold (taken) · hold_resized · scheduled · sent · answer (the marketplace's answer, with
 * latency and the price after) · queued (live: staff queue) · taken (staff took it) · staff_report ·
 * raised · extended (automatic extension) · skipped (the price passed the maximum before the snipe)
 * · status (a state change) · released (hold back to the wallet) · captured (hold → first payment)
 * · won · lost · outbid · last_minute · checked. A2's engine may add kinds; unknown kinds show generically.
 */
export const bidEventKinds = [
  'created',
  'hold',
  'hold_resized',
  'scheduled',
  'sent',
  'answer',
  'queued',
  'taken',
  'staff_report',
  'raised',
  'extended',
  'skipped',
  'status',
  'released',
  'captured',
  'won',
  'lost',
  'outbid',
  'last_minute',
  'checked',
  'rescheduled',
  'failed',
  'order',
  'waiting_address',
  'order_failed',
  'payment_short',
] as const;
export type BidEventKind = (typeof bidEventKinds)[number];
