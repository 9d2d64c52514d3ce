import { z } from 'zod';
import { pagination, siteCode } from './common.ts';

/**
 * Catalog shapes: one product model for the six sites (snake_case, integer yen), and the
 * list envelopes spec section 3 names per site. `price_vnd` is an estimate at the current rate
 * (rounded up to the dong); the rate used travels with it.
 */
export const itemCondition = z.enum(['new', 'like_new', 'good', 'fair', 'poor', 'bad', 'used', 'unknown']);
export const shippingPayer = z.enum(['seller', 'buyer', 'unknown']);

export const categoryRef = z.object({ id: z.string(), name: z.string(), name_vi: z.string().nullable() });
export type CategoryRefDto = z.infer<typeof categoryRef>;

export const productSummary = z.object({
  site: siteCode,
  code: z.string(),
  /** Our item page, e.g. /mercari/item/m123…; Shops products carry ?type=mers. */
  path: z.string(),
  title: z.string(),
  title_vi: z.string().nullable(),
  price_jpy: z.number().int().nullable(),
  price_vnd: z.number().int().nullable(),
  image: z.string().nullable(),
  condition: itemCondition,
  available: z.boolean(),
  shipping_payer: shippingPayer,
  bid_count: z.number().int().nullable(),
  end_time: z.string().nullable(),
  buy_now_price_jpy: z.number().int().nullable(),
  seller_id: z.string().nullable(),
  seller_name: z.string().nullable(),
  category_id: z.string().nullable(),
  is_shops_product: z.boolean(),
  source_url: z.string(),
});
export type ProductSummaryDto = z.infer<typeof productSummary>;

export const sellerDto = z.object({
  id: z.string(),
  name: z.string(),
  is_store: z.boolean(),
  rating_percent: z.number().nullable(),
  rating_count: z.number().int().nullable(),
  url: z.string().nullable(),
  item_count: z.number().int().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type SellerDto = z.infer<typeof sellerDto>;

export const auctionDto = z.object({
  current_price_jpy: z.number().int(),
  current_price_ex_tax_jpy: z.number().int(),
  start_price_jpy: z.number().int(),
  buy_now_price_jpy: z.number().int().nullable(),
  bid_count: z.number().int(),
  start_time: z.string().nullable(),
  end_time: z.string(),
  auto_extension: z.boolean(),
  early_closing: z.boolean(),
  status: z.enum(['open', 'closed']),
  /** The minimum next bid by the site's increment rules (Yahoo table; Mercari current + 1 step). */
  min_next_bid_jpy: z.number().int(),
});

export const exchangeRateDto = z.object({
  /** VND per 1 JPY, scaled by 10,000 (DESIGN.md §4). */
  vnd_per_jpy_scaled: z.number().int(),
  /** The same as a decimal string for display, e.g. "172.35". */
  vnd_per_jpy: z.string(),
  updated_at: z.string(),
});
export type ExchangeRateDto = z.infer<typeof exchangeRateDto>;

export const productDetail = productSummary.extend({
  description: z.string(),
  price_ex_tax_jpy: z.number().int().nullable(),
  tax_rate: z.number().nullable(),
  images: z.array(z.string()),
  category_path: z.array(categoryRef),
  seller: sellerDto.nullable(),
  condition_label: z.string().nullable(),
  stock: z.number().int().nullable(),
  variants: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().int().nullable(), price_jpy: z.number().int().nullable() })),
  auction: auctionDto.nullable(),
  domestic_shipping_jpy: z.number().int().nullable(),
  brand: z.object({ id: z.string(), name: z.string() }).nullable(),
  attributes: z.record(z.string(), z.string()),
  likes: z.number().int().nullable(),
  updated_at: z.string().nullable(),
  exchange_rate: exchangeRateDto,
});
export type ProductDetailDto = z.infer<typeof productDetail>;

export const autoTranslateMode = z.enum(['on', 'off', 'auto']);

/** Query of every per-site search (spec §2: keyword, __auto_translate_keyword, category). */
export const catalogSearchQuery = z.object({
  keyword: z.string().max(200).optional(),
  __auto_translate_keyword: autoTranslateMode.default('auto'),
  category: z.string().max(64).regex(/^[\w.:-]*$/).optional(),
  seller_id: z.string().max(64).regex(/^[\w.:-]*$/).optional(),
  price_min: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  price_max: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  condition: z.enum(['new', 'used']).optional(),
  listing_type: z.enum(['auction', 'fixed']).optional(),
  sort: z.enum(['relevance', 'newest', 'price_asc', 'price_desc', 'ending_soon', 'most_bids', 'popular']).default('relevance'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
export type CatalogSearchQuery = z.input<typeof catalogSearchQuery>;

/** What the server did with the keyword (shown to the buyer: "đã dịch: ..."). */
export const translationInfo = z.object({
  original: z.string(),
  searched: z.string(),
  translated: z.boolean(),
});

/** Rakuten, Yahoo Shopping, Yahoo Auctions, PayPay: results + pagination {page, size, total}. */
export const resultsPage = z.object({
  success: z.literal(true),
  results: z.array(productSummary),
  pagination,
  translation: translationInfo.optional(),
});

/** Mercari search: products + pagination {next, prev, total}. */
export const mercariSearchPage = z.object({
  success: z.literal(true),
  products: z.array(productSummary),
  pagination: z.object({ next: z.number().int().nullable(), prev: z.number().int().nullable(), total: z.number().int() }),
  translation: translationInfo.optional(),
});

export const mercariCategoryDto = z.object({
  id: z.string(),
  name: z.string(),
  parent_category_id: z.string().nullable(),
  parent_category_name: z.string().nullable(),
  root_category_id: z.string().nullable(),
  root_category_name: z.string().nullable(),
  type: z.string(),
});

/** Suruga-ya search: items + pagination {total, pages, size, display}. */
export const surugayaSearchPage = z.object({
  success: z.literal(true),
  items: z.array(productSummary),
  pagination: z.object({ total: z.number().int(), pages: z.number().int(), size: z.number().int(), display: z.number().int() }),
  translation: translationInfo.optional(),
});

export const itemResponse = z.object({ success: z.literal(true), data: productDetail });
export const itemsResponse = z.object({ success: z.literal(true), results: z.array(productSummary) });

export const categoryNodeDto = z.object({
  id: z.string(),
  name: z.string(),
  name_vi: z.string().nullable(),
  parent_id: z.string().nullable(),
  has_children: z.boolean(),
  site: siteCode,
});
export type CategoryNodeDto = z.infer<typeof categoryNodeDto>;

export const brandDto = z.object({ id: z.string(), name: z.string(), jaPronunciation: z.string() });
