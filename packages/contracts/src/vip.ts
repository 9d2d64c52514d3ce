import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { membershipLevels } from './staff.ts';
import { vndAmount } from './wallet.ts';

// VIP levels and subscriptions (issue 5 item 8; spec §7: /api/level-vips, /api/user/activate/vip,
// /api/user/cancel/vip, /api/user/subscription/history, /api/user/subscription/active-renewal).

export const vipLevelCode = z.enum(membershipLevels);
export type VipLevelCode = z.infer<typeof vipLevelCode>;

/** Lengths of a paid period, in months. */
export const vipMonthOptions = [1, 3, 6, 12] as const;
export const vipMonths = z.literal(vipMonthOptions, { error: errorMessages.VIP_MONTHS_INVALID });

/** Basis points: 1000 = 10 %. */
const bps = z.number().int().min(0).max(10_000);

/** What a level gives; the buying and auction modules read these through the vip module. */
export const vipPerks = z.object({
  /** Discount on the service fee, basis points. */
  service_fee_discount_bps: bps,
  /** Share of an order's first payment required as deposit before purchase, basis points. */
  deposit_share_bps: bps,
  /** Auction bids open at the same time. */
  max_open_bids: z.number().int().min(0),
  /** Total of the wallet holds of open bids, in dong. */
  max_hold_vnd: vndAmount.min(0),
  priority_support: z.boolean(),
  /** Saved searches (alerts) a customer may keep. */
  max_saved_searches: z.number().int().min(0),
});
export type VipPerks = z.infer<typeof vipPerks>;

export const vipLevelDto = z.object({
  code: vipLevelCode,
  name: z.string(),
  rank: z.number().int(),
  /** Price of one month (0 for the standard level). */
  price_vnd: vndAmount,
  ...vipPerks.shape,
  description: z.array(z.string()),
});
export type VipLevelDto = z.infer<typeof vipLevelDto>;

export const vipSubscriptionKinds = ['new', 'renewal', 'upgrade'] as const;
export const vipSubscriptionStatuses = ['pending', 'active', 'cancelled', 'renewed', 'replaced', 'lapsed', 'expired', 'failed'] as const;
export type VipSubscriptionStatus = (typeof vipSubscriptionStatuses)[number];

export const vipSubscriptionDto = z.object({
  id: z.string(),
  /** The code to quote for PUT /api/user/subscription/active-renewal (kept by renewals). */
  code: z.string(),
  level: z.object({ code: vipLevelCode, name: z.string() }),
  kind: z.enum(vipSubscriptionKinds),
  kind_name: z.string(),
  status: z.enum(vipSubscriptionStatuses),
  status_name: z.string(),
  months: z.number().int(),
  period_start: z.string(),
  period_end: z.string(),
  auto_renew: z.boolean(),
  /** Paid from the wallet for this period (after any upgrade credit). */
  price_vnd: vndAmount,
  /** Unused value of the previous subscription deducted (upgrades). */
  credit_vnd: vndAmount,
  ledger_entry_id: z.string().nullable(),
  created_at: z.string(),
  /** What the customer may do now. */
  can_cancel: z.boolean(),
  can_activate_renewal: z.boolean(),
});
export type VipSubscriptionDto = z.infer<typeof vipSubscriptionDto>;

/** GET /api/level-vips: every level; `current` only for a logged-in visitor. */
export const levelVipsResponse = z.object({
  success: z.literal(true),
  results: z.array(vipLevelDto),
  current: z
    .object({
      level: z.object({ code: vipLevelCode, name: z.string() }),
      period_end: z.string().nullable(),
      subscription: vipSubscriptionDto.nullable(),
    })
    .nullable(),
});
export type LevelVipsResponse = z.infer<typeof levelVipsResponse>;

const requestId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/, { error: errorMessages.VALIDATION_FAILED });

/**
 * POST /api/user/activate/vip. `request_id` (the client's id of this click) makes a retry safe:
 * the same id never pays twice. Upgrading while a level is active deducts its unused value.
 */
export const vipActivateRequest = z.object({
  level: z.string({ error: errorMessages.VIP_LEVEL_NOT_FOUND }).trim().min(1, { error: errorMessages.VIP_LEVEL_NOT_FOUND }).max(40),
  months: vipMonths.default(1),
  request_id: requestId.optional(),
  auto_renew: z.boolean().default(true),
});
export type VipActivateRequest = z.input<typeof vipActivateRequest>;

export const vipSubscriptionResponse = z.object({ success: z.literal(true), message: z.string(), data: vipSubscriptionDto });
export type VipSubscriptionResponse = z.infer<typeof vipSubscriptionResponse>;

/** POST /api/user/cancel/vip: stops auto-renewal of the current subscription (no body needed). */
export const vipCancelRequest = z.object({ code: z.string().trim().min(1).max(40).optional() }).nullish();

export const subscriptionHistoryQuery = pageQuery(pageSizes.general);
export const subscriptionHistoryResponse = z.object({ success: z.literal(true), results: z.array(vipSubscriptionDto), pagination });
export type SubscriptionHistoryResponse = z.infer<typeof subscriptionHistoryResponse>;

/** PUT /api/user/subscription/active-renewal: turns auto-renewal back on. */
export const activeRenewalRequest = z.object({
  code: z.string({ error: errorMessages.SUBSCRIPTION_NOT_FOUND }).trim().min(1, { error: errorMessages.SUBSCRIPTION_NOT_FOUND }).max(40),
});

// Staff: prices and perks of a level.
export const vipLevelParams = z.object({ code: z.string().max(40) });
export const vipLevelUpdateRequest = z
  .object({
    name: z.string().trim().min(1).max(60),
    price_vnd: vndAmount.min(0).max(1_000_000_000),
    service_fee_discount_bps: bps,
    deposit_share_bps: bps,
    max_open_bids: z.number().int().min(0).max(10_000),
    max_hold_vnd: vndAmount.min(0).max(1_000_000_000_000),
    priority_support: z.boolean(),
    max_saved_searches: z.number().int().min(0).max(10_000),
    description: z.array(z.string().trim().min(1).max(200)).max(20),
  })
  .partial();
export const vipLevelResponse = z.object({ success: z.literal(true), message: z.string(), data: vipLevelDto });
