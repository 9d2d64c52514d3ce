import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';

/**
 * The customer's sales staff (spec §6: customers rate staff and request a change of sales staff),
 * and the limits that apply to a customer (GET /api/user/batch-restrictions).
 */
export const salesStaff = z.object({
  id: z.string(),
  code: z.string(),
  full_name: z.string(),
  phone: z.string(),
  /** The Zalo number or link id. */
  zalo: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type SalesStaff = z.infer<typeof salesStaff>;

export const salesChangeRequest = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved', 'rejected']),
  created_at: z.string(),
});
export type SalesChangeRequest = z.infer<typeof salesChangeRequest>;

export const staffRating = z.object({ staff_id: z.string(), rating: z.number().int(), comment: z.string().nullable(), updated_at: z.string() });
export type StaffRating = z.infer<typeof staffRating>;

/** GET /api/user/sales-staff: who helps this customer, an open change request, the customer's rating. */
export const mySalesStaffResponse = z.object({
  success: z.literal(true),
  data: z.object({
    staff: z.nullable(salesStaff),
    open_change_request: z.nullable(salesChangeRequest),
    my_rating: z.nullable(staffRating),
  }),
});
export type MySalesStaffResponse = z.infer<typeof mySalesStaffResponse>;

export const requestChangeSaleRequest = z.object({
  reason: z
    .string({ error: errorMessages.SALES_CHANGE_REASON_REQUIRED })
    .trim()
    .min(5, { error: errorMessages.SALES_CHANGE_REASON_REQUIRED })
    .max(500, { error: errorMessages.SALES_CHANGE_REASON_REQUIRED }),
});
export type RequestChangeSaleRequest = z.input<typeof requestChangeSaleRequest>;
export const requestChangeSaleResponse = z.object({ success: z.literal(true), message: z.string(), data: salesChangeRequest });

export const rateStaffRequest = z.object({
  /** Defaults to the customer's assigned sales staff. */
  staff_id: z.string().max(100).optional(),
  rating: z
    .number({ error: errorMessages.STAFF_RATING_INVALID })
    .int({ error: errorMessages.STAFF_RATING_INVALID })
    .min(1, { error: errorMessages.STAFF_RATING_INVALID })
    .max(5, { error: errorMessages.STAFF_RATING_INVALID }),
  comment: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RateStaffRequest = z.input<typeof rateStaffRequest>;
export const rateStaffResponse = z.object({ success: z.literal(true), message: z.string(), data: staffRating });

export const assignSalesStaffRequest = z.object({ staff_id: z.string().max(100) });
export const assignSalesStaffResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ customer_id: z.string(), staff: salesStaff, resolved_requests: z.number().int() }),
});
export const salesStaffListResponse = z.object({
  success: z.literal(true),
  results: z.array(z.object({ ...salesStaff.shape, active: z.boolean(), customers: z.number().int(), rating_average: z.number().nullable(), rating_count: z.number().int() })),
});

// ---------------------------------------------------------------------------------------------
// Batch restrictions: what a customer may do at once, by membership level.
// ---------------------------------------------------------------------------------------------

export const restrictionLimits = z.object({
  /** Products in one order (one quote request). */
  max_items_per_order: z.number().int(),
  /** Quantity of one product in one order. */
  max_quantity_per_item: z.number().int(),
  /** Auction bids waiting, leading or scheduled (snipe) at the same time. */
  max_open_bids: z.number().int(),
  /** The highest maximum bid of one auction, in dong. */
  max_bid_vnd: z.number().int(),
  /** Products in the cart. */
  max_cart_items: z.number().int(),
  /** Saved delivery addresses. */
  max_addresses: z.number().int(),
});
export type RestrictionLimits = z.infer<typeof restrictionLimits>;

export const membershipLevels = ['standard', 'silver', 'gold', 'diamond'] as const;
export type MembershipLevel = (typeof membershipLevels)[number];

export const batchRestrictionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    level: z.object({ code: z.enum(membershipLevels), name: z.string() }),
    limits: restrictionLimits,
    /** Every level with its limits, lowest first, to show what a VIP level adds. */
    levels: z.array(z.object({ code: z.enum(membershipLevels), name: z.string(), limits: restrictionLimits })),
  }),
});
export type BatchRestrictionsResponse = z.infer<typeof batchRestrictionsResponse>;
