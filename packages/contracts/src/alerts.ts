import { z } from 'zod';
import { siteCode } from './common.ts';

/**
 * Saved searches and watches (issue 18). Shapes only: the rules (keyword length, known site and
 * category, price order, VIP limit) are checked by the server with the catalogue's messages, so a
 * bad value answers its own Vietnamese message rather than a generic one.
 */
const yen = z.number().int().min(0).max(1_000_000_000);
const id = z.string().max(200);

export const savedSearchInput = z.object({
  /** A site code, or 'all' (the six). */
  site: z.string().max(40),
  keyword: z.string().max(1000),
  auto_translate: z.enum(['on', 'off', 'auto']).default('auto'),
  category: id.nullish(),
  price_min: yen.nullish(),
  price_max: yen.nullish(),
  condition: z.string().max(40).nullish(),
  listing_type: z.string().max(40).nullish(),
});
export type SavedSearchInput = z.input<typeof savedSearchInput>;

export const savedSearchUpdate = savedSearchInput.partial().extend({ paused: z.boolean().optional() });
export type SavedSearchUpdate = z.input<typeof savedSearchUpdate>;

export const savedSearchDto = z.object({
  id: z.string(),
  site: z.string(),
  keyword: z.string(),
  auto_translate: z.enum(['on', 'off', 'auto']),
  searched_keyword: z.string(),
  category: z.string().nullable(),
  price_min: z.number().int().nullable(),
  price_max: z.number().int().nullable(),
  condition: z.enum(['new', 'used']).nullable(),
  listing_type: z.enum(['auction', 'fixed']).nullable(),
  paused: z.boolean(),
  /** Matches found since the customer last opened this saved search. */
  new_count: z.number().int(),
  last_visited_at: z.string(),
  created_at: z.string(),
});
export type SavedSearchDto = z.infer<typeof savedSearchDto>;

export const savedSearchListResponse = z.object({
  success: z.literal(true),
  results: z.array(savedSearchDto),
  /** The customer's VIP level's limit and how many are saved. */
  limit: z.number().int(),
  used: z.number().int(),
});
export const savedSearchResponse = z.object({ success: z.literal(true), data: savedSearchDto });

/** One listing an alert found: what a notification lists and the links of one tap. */
export const alertItemDto = z.object({
  site: siteCode,
  code: z.string(),
  title: z.string(),
  title_vi: z.string().nullable(),
  price_jpy: z.number().int().nullable(),
  price_vnd: z.number().int().nullable(),
  image: z.string().nullable(),
  /** The item page. */
  path: z.string(),
  /** The item page with its bid dialog open (auctions), or null. */
  bid_path: z.string().nullable(),
  /** The item page adding it to the cart (fixed price), or null. */
  cart_path: z.string().nullable(),
  is_auction: z.boolean(),
  found_at: z.string(),
  /** Found after the previous visit. */
  is_new: z.boolean(),
});
export type AlertItemDto = z.infer<typeof alertItemDto>;

export const savedSearchMatchesResponse = z.object({ success: z.literal(true), data: savedSearchDto, results: z.array(alertItemDto) });

export const watchEvents = ['price_drop', 'back_in_stock', 'ending', 'sold', 'new_listing'] as const;
export type WatchEvent = (typeof watchEvents)[number];
export const itemWatchEvents: readonly WatchEvent[] = ['price_drop', 'back_in_stock', 'ending', 'sold'];

export const watchInput = z.object({
  kind: z.enum(['item', 'seller']),
  site: z.string().max(40),
  /** The item code, or the seller's id. */
  code: z.string().max(200),
  /** Default: every event of the kind. */
  events: z.array(z.string().max(40)).max(10).optional(),
  /** "Ending in N minutes" (auctions): 1–1440, default 10. */
  ending_minutes: z.number().int().min(1).max(1440).optional(),
});
export type WatchInput = z.input<typeof watchInput>;

export const watchDto = z.object({
  id: z.string(),
  kind: z.enum(['item', 'seller']),
  site: siteCode,
  code: z.string(),
  events: z.array(z.enum(watchEvents)),
  ending_minutes: z.number().int().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  path: z.string(),
  created_at: z.string(),
});
export type WatchDto = z.infer<typeof watchDto>;
export const watchListQuery = z.object({ site: z.string().max(40).optional(), code: z.string().max(200).optional() });
export const watchListResponse = z.object({ success: z.literal(true), results: z.array(watchDto) });
export const watchResponse = z.object({ success: z.literal(true), data: watchDto });
