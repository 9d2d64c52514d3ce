import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination, siteCode } from './common.ts';
import { vndAmount } from './wallet.ts';

// Vouchers and the customer's saved coupons (issue 5 item 7; spec §7: GET /api/coupons,
// /api/vouchers, /api/coupons/user, POST /api/voucher, DELETE /api/coupon/{id}; admin
// /api/admin/vouchers).

/** The parts of an order a voucher may discount. Labels: i18n `vouchersText.services`. */
export const voucherServices = ['goods', 'service_fee', 'domestic_shipping', 'international_shipping'] as const;
export const voucherService = z.enum(voucherServices);
export type VoucherService = z.infer<typeof voucherService>;

export const voucherDiscountTypes = ['fixed', 'percent'] as const;
export type VoucherDiscountType = (typeof voucherDiscountTypes)[number];

/** Status of a saved coupon for its owner, in the order the list shows them. */
export const userCouponStatuses = ['usable', 'not_started', 'used_up', 'expired'] as const;
export const userCouponStatus = z.enum(userCouponStatuses);
export type UserCouponStatus = z.infer<typeof userCouponStatus>;

export const VOUCHER_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

/** A voucher code as typed: trimmed and upper-cased, then 4–32 of A–Z, 0–9 and '-'. */
export const voucherCode = z
  .string({ error: errorMessages.VOUCHER_CODE_INVALID })
  .trim()
  .toUpperCase()
  .regex(VOUCHER_CODE_PATTERN, { error: errorMessages.VOUCHER_CODE_INVALID });

/** A voucher as customers see it. Money in dong; `percent_bps` 1000 = 10 %. */
export const voucherDto = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(voucherDiscountTypes),
  /** Fixed discount; null for percent vouchers. */
  amount_vnd: vndAmount.nullable(),
  /** Percent discount in basis points; null for fixed vouchers. */
  percent_bps: z.number().int().nullable(),
  /** Cap of a percent discount; null = no cap. */
  max_discount_vnd: vndAmount.nullable(),
  min_order_vnd: vndAmount,
  valid_from: z.string(),
  valid_to: z.string(),
  /** null = unlimited. */
  total_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int(),
  /** Empty = every site. */
  sites: z.array(siteCode),
  /** Empty = the whole order. */
  services: z.array(voucherService),
  is_public: z.boolean(),
  /** "Giảm 10% tối đa 200.000 ₫" */
  summary: z.string(),
  /** Conditions, one Vietnamese line each (minimum order, sites, services, uses per customer). */
  conditions: z.array(z.string()),
  /** Uses left for everyone; null = unlimited. */
  remaining_uses: z.number().int().nullable(),
});
export type VoucherDto = z.infer<typeof voucherDto>;

/** A voucher in a catalogue, with what the logged-in viewer has done with it. */
export const catalogueVoucherDto = voucherDto.extend({
  saved: z.boolean(),
  /** The viewer's saved coupon (for DELETE /api/coupon/{id}); null when not saved or not logged in. */
  user_coupon_id: z.string().nullable(),
  /** Uses left for the viewer; null when not logged in. */
  my_remaining_uses: z.number().int().nullable(),
});
export type CatalogueVoucherDto = z.infer<typeof catalogueVoucherDto>;

export const voucherCatalogueQuery = pageQuery(pageSizes.general);
export const voucherCatalogueResponse = z.object({ success: z.literal(true), results: z.array(catalogueVoucherDto), pagination });
export type VoucherCatalogueResponse = z.infer<typeof voucherCatalogueResponse>;

/** A saved coupon (`id` is the user coupon id) with its voucher. */
export const userCouponDto = z.object({
  id: z.string(),
  saved_at: z.string(),
  status: userCouponStatus,
  status_name: z.string(),
  my_used_count: z.number().int(),
  my_remaining_uses: z.number().int(),
  voucher: voucherDto,
});
export type UserCouponDto = z.infer<typeof userCouponDto>;

export const userCouponsQuery = pageQuery(pageSizes.general).extend({ status: userCouponStatus.optional() });
export const userCouponsResponse = z.object({ success: z.literal(true), results: z.array(userCouponDto), pagination });
export type UserCouponsResponse = z.infer<typeof userCouponsResponse>;

/** POST /api/voucher: save a voucher into the customer's coupons by its code. */
export const saveVoucherRequest = z.object({ code: voucherCode });
export type SaveVoucherRequest = z.input<typeof saveVoucherRequest>;
export const saveVoucherResponse = z.object({ success: z.literal(true), message: z.string(), data: userCouponDto });
export type SaveVoucherResponse = z.infer<typeof saveVoucherResponse>;

/** `{id}` is checked by the server (anything that is not one of the customer's coupons → 404). */
export const userCouponParams = z.object({ id: z.string().max(100) });
export const deleteCouponResponse = z.object({ success: z.literal(true), message: z.string() });

// Staff.

const isoTime = z.iso.datetime({ offset: true, error: errorMessages.VOUCHER_PERIOD_INVALID });
const uniqueList = <T extends z.ZodType>(item: T) => z.array(item).max(10).transform((list) => [...new Set(list)]);

/**
 * POST /api/admin/vouchers. Cross-field rules (fixed needs amount_vnd, percent needs percent_bps,
 * valid_to after valid_from) are checked by the server after merging, so PUT can send a part.
 */
export const adminVoucherCreateRequest = z.object({
  code: voucherCode,
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
  discount_type: z.enum(voucherDiscountTypes),
  amount_vnd: vndAmount.min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID }).nullish(),
  percent_bps: z
    .number({ error: errorMessages.VOUCHER_DISCOUNT_INVALID })
    .int({ error: errorMessages.VOUCHER_DISCOUNT_INVALID })
    .min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID })
    .max(10_000, { error: errorMessages.VOUCHER_DISCOUNT_INVALID })
    .nullish(),
  max_discount_vnd: vndAmount.min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID }).nullish(),
  min_order_vnd: vndAmount.min(0).default(0),
  valid_from: isoTime,
  valid_to: isoTime,
  total_limit: z.number().int().min(1).max(10_000_000).nullish(),
  per_customer_limit: z.number().int().min(1).max(1000).default(1),
  sites: uniqueList(siteCode).default([]),
  services: uniqueList(voucherService).default([]),
  is_public: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type AdminVoucherCreateRequest = z.input<typeof adminVoucherCreateRequest>;

/** PUT /api/admin/vouchers/{id}: any part; the code cannot change once the voucher was redeemed. */
export const adminVoucherUpdateRequest = z
  .object({
    code: voucherCode,
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000),
    discount_type: z.enum(voucherDiscountTypes),
    amount_vnd: vndAmount.min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID }).nullable(),
    percent_bps: z
      .number({ error: errorMessages.VOUCHER_DISCOUNT_INVALID })
      .int({ error: errorMessages.VOUCHER_DISCOUNT_INVALID })
      .min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID })
      .max(10_000, { error: errorMessages.VOUCHER_DISCOUNT_INVALID })
      .nullable(),
    max_discount_vnd: vndAmount.min(1, { error: errorMessages.VOUCHER_DISCOUNT_INVALID }).nullable(),
    min_order_vnd: vndAmount.min(0),
    valid_from: isoTime,
    valid_to: isoTime,
    total_limit: z.number().int().min(1).max(10_000_000).nullable(),
    per_customer_limit: z.number().int().min(1).max(1000),
    sites: uniqueList(siteCode),
    services: uniqueList(voucherService),
    is_public: z.boolean(),
    active: z.boolean(),
  })
  .partial();
export type AdminVoucherUpdateRequest = z.input<typeof adminVoucherUpdateRequest>;

export const adminVoucherParams = z.object({ id: z.string().max(100) });

export const adminVoucherListQuery = pageQuery(pageSizes.general).extend({
  /** Part of the code or name. */
  q: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});

export const adminVoucherDto = voucherDto.extend({
  active: z.boolean(),
  /** Applied redemptions (released ones gave their use back). */
  used_count: z.number().int(),
  released_count: z.number().int(),
  saved_count: z.number().int(),
  /** True once the voucher was redeemed: its code can no longer change. */
  code_locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminVoucherDto = z.infer<typeof adminVoucherDto>;

export const adminVoucherListResponse = z.object({ success: z.literal(true), results: z.array(adminVoucherDto), pagination });
export type AdminVoucherListResponse = z.infer<typeof adminVoucherListResponse>;
export const adminVoucherResponse = z.object({ success: z.literal(true), message: z.string(), data: adminVoucherDto });
export type AdminVoucherResponse = z.infer<typeof adminVoucherResponse>;
