import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination, siteCode } from './common.ts';
import { voucherCode } from './vouchers.ts';
import type { DesiredPriceStatus } from './desired-price-codes.ts';

export * from './desired-price-codes.ts';

const statusError = { error: errorMessages.DESIRED_PRICE_STATUS_INVALID };
/** A status code (numbers and numeric strings are accepted). */
export const desiredPriceStatus = z.coerce
  .number(statusError)
  .int(statusError)
  .min(0, statusError)
  .max(6, statusError)
  .transform((v) => v as DesiredPriceStatus);
const yen = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(100_000_000, { error: message });

const itemCode = z
  .string({ error: errorMessages.ITEM_CODE_INVALID })
  .trim()
  .min(1, { error: errorMessages.ITEM_CODE_INVALID })
  .max(64, { error: errorMessages.ITEM_CODE_INVALID });

/** Route and ship-mode codes of the pricing module (lower-case letters, digits, dashes, underscores). */
const optionCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, { error: message })
    .regex(/^[A-Za-z0-9_-]*$/, { error: message })
    .transform((v) => v || null);

const servicesExtra = z
  .array(
    z
      .string({ error: errorMessages.DESIRED_PRICE_SERVICE_INVALID })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9_-]{2,32}$/, { error: errorMessages.DESIRED_PRICE_SERVICE_INVALID }),
    { error: errorMessages.DESIRED_PRICE_SERVICE_INVALID },
  )
  .max(20, { error: errorMessages.DESIRED_PRICE_SERVICE_INVALID })
  .transform((list) => [...new Set(list)]);

/** Empty string or null = no coupon. */
const couponsCode = z
  .union([z.null(), z.literal(''), voucherCode])
  .transform((v) => v || null);

const addressId = z
  .union([z.null(), z.literal(''), z.uuid({ error: errorMessages.ADDRESS_NOT_FOUND })], { error: errorMessages.ADDRESS_NOT_FOUND })
  .transform((v) => v || null);

const requestId = z.uuid({ error: errorMessages.DESIRED_PRICE_NOT_FOUND });

// ------------------------------------------------------------------------------------------------
// Check

export const desiredPriceCheckRequest = z.object({
  site_code: siteCode,
  code: itemCode,
  /** Optional: also check this price against the item's current price and the floor. */
  desired_price: yen(errorMessages.DESIRED_PRICE_INVALID).optional(),
});

export const desiredPriceCheckData = z.object({
  /** Negotiation can be requested for this item (and this price, when one was sent). */
  allowed: z.boolean(),
  /** Why not (an error code of the catalogue), null when allowed. */
  reason_code: z.string().nullable(),
  /** Vietnamese reason, null when allowed. */
  reason: z.string().nullable(),
  site_code: siteCode,
  code: z.string(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  /** The price negotiated against (JPY, tax included; for Yahoo Auctions the buy-now price). */
  current_price: z.number().int().nullable(),
  /** The lowest and highest price that may be asked (JPY). */
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  floor_percent: z.number().int(),
  /** The customer's open request for this item, if any. */
  existing_id: z.string().nullable(),
});
export type DesiredPriceCheckData = z.infer<typeof desiredPriceCheckData>;

export const desiredPriceCheckResponse = z.object({ success: z.literal(true), data: desiredPriceCheckData });

// ------------------------------------------------------------------------------------------------
// The record

export const desiredPriceEventDto = z.object({
  kind: z.enum(['created', 'updated', 'status', 'answer', 'assigned', 'order', 'order_failed']),
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  status_label: z.string(),
  /** The price the event is about (desired, counter or accepted), JPY. */
  price: z.number().int().nullable(),
  actor: z.enum(['customer', 'staff', 'system']),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type DesiredPriceEventDto = z.infer<typeof desiredPriceEventDto>;

export const desiredPriceDto = z.object({
  id: z.string(),
  _id: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  site_code: siteCode,
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  /** The item page in Kaimono. */
  path: z.string(),
  seller: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  /** Price of the item when asked (JPY). */
  current_price: z.number().int(),
  desired_price: z.number().int(),
  qty: z.number().int(),
  /** The seller's counter price (JPY), null unless countered. */
  other_price: z.number().int().nullable(),
  /** The agreed price (JPY), null until agreed. */
  accepted_price: z.number().int().nullable(),
  /** The customer has agreed to the final price. */
  confirm: z.boolean(),
  buy_auto: z.boolean(),
  assignee_id: z.string().nullable(),
  account_id: z.string().nullable(),
  route_code: z.string().nullable(),
  ship_mode: z.string().nullable(),
  services_extra: z.array(z.string()),
  coupons_code: z.string().nullable(),
  address_id: z.string().nullable(),
  note: z.string().nullable(),
  /** The shop's last answer (e.g. what the seller said). */
  staff_note: z.string().nullable(),
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  /** Why the automatic order or its payment did not go through, when it did not. */
  order_error: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the customer may do now. */
  can_edit: z.boolean(),
  can_cancel: z.boolean(),
  can_accept_counter: z.boolean(),
  can_order: z.boolean(),
});
export type DesiredPriceDto = z.infer<typeof desiredPriceDto>;

export const desiredPriceStatusOption = z.object({ value: z.number().int(), label: z.string() });

export const desiredPriceListQuery = pageQuery(pageSizes.general).extend({
  status: desiredPriceStatus.optional(),
  site_code: siteCode.optional(),
  code: itemCode.optional(),
});

export const desiredPriceListResponse = z.object({
  success: z.literal(true),
  results: z.array(desiredPriceDto),
  pagination,
  statuses: z.array(desiredPriceStatusOption),
});

export const desiredPriceParams = z.object({ id: requestId });

export const desiredPriceDetailResponse = z.object({
  success: z.literal(true),
  data: desiredPriceDto,
  events: z.array(desiredPriceEventDto),
});

/**
 * POST /api/desired-price. Without `id` a new request is created; `other_price` and `confirm`
 * are dropped (they belong to the seller's answer), like any other unknown field.
 * With `id` it is an update (the fields of desiredPriceUpdateRequest only).
 */
export const desiredPriceCreateRequest = z.object({
  id: requestId.optional(),
  site_code: siteCode.optional(),
  code: itemCode.optional(),
  desired_price: yen(errorMessages.DESIRED_PRICE_INVALID),
  qty: z.coerce.number({ error: errorMessages.DESIRED_PRICE_QTY_INVALID }).int({ error: errorMessages.DESIRED_PRICE_QTY_INVALID }).min(1, { error: errorMessages.DESIRED_PRICE_QTY_INVALID }).max(99, { error: errorMessages.DESIRED_PRICE_QTY_INVALID }).optional(),
  route_code: optionCode(errorMessages.DESIRED_PRICE_ROUTE_INVALID).optional(),
  ship_mode: optionCode(errorMessages.DESIRED_PRICE_ROUTE_INVALID).optional(),
  services_extra: servicesExtra.optional(),
  coupons_code: couponsCode.optional(),
  address_id: addressId.optional(),
  buy_auto: z.boolean({ error: errorMessages.VALIDATION_FAILED }).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type DesiredPriceCreateRequest = z.input<typeof desiredPriceCreateRequest>;

/** PUT /api/desired-price: only id, desired_price, ship_mode, services_extra, coupons_code, address_id are kept (spec §5). */
export const desiredPriceUpdateRequest = z.object({
  id: requestId,
  desired_price: yen(errorMessages.DESIRED_PRICE_INVALID).optional(),
  ship_mode: optionCode(errorMessages.DESIRED_PRICE_ROUTE_INVALID).optional(),
  services_extra: servicesExtra.optional(),
  coupons_code: couponsCode.optional(),
  address_id: addressId.optional(),
});
export type DesiredPriceUpdateRequest = z.input<typeof desiredPriceUpdateRequest>;

/**
 * PUT /api/desired-price/change-status: only id, status, assignee_id, buy_auto, account_id (spec §4).
 * A customer cancels (status 0), accepts a counter price (3), orders an accepted request (5) or
 * switches buy_auto; assignee_id/account_id are staff fields and ignored for customers.
 */
export const desiredPriceChangeStatusRequest = z.object({
  id: requestId,
  status: desiredPriceStatus.optional(),
  assignee_id: z.union([z.null(), z.uuid({ error: errorMessages.DESIRED_PRICE_ASSIGNEE_INVALID })]).optional(),
  buy_auto: z.boolean({ error: errorMessages.VALIDATION_FAILED }).optional(),
  account_id: z
    .union([z.null(), z.string().trim().max(64, { error: errorMessages.VALIDATION_FAILED })])
    .transform((v) => v || null)
    .optional(),
});
export type DesiredPriceChangeStatusRequest = z.input<typeof desiredPriceChangeStatusRequest>;

export const desiredPriceResponse = z.object({ success: z.literal(true), message: z.string(), data: desiredPriceDto });
export type DesiredPriceResponse = z.infer<typeof desiredPriceResponse>;

// ------------------------------------------------------------------------------------------------
// Staff

export const adminDesiredPriceListQuery = pageQuery(pageSizes.general).extend({
  status: desiredPriceStatus.optional(),
  assignee_id: z.uuid({ error: errorMessages.DESIRED_PRICE_ASSIGNEE_INVALID }).optional(),
  site_code: siteCode.optional(),
  /** Item code, item name or customer number. */
  q: z.string().trim().max(100).optional(),
});

export const adminDesiredPriceDto = desiredPriceDto.extend({
  customer: z.object({ id: z.string(), full_name: z.string(), customer_no: z.string(), phone: z.string() }),
});

export const adminDesiredPriceListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminDesiredPriceDto),
  pagination,
  statuses: z.array(desiredPriceStatusOption),
});

/**
 * The seller's answer. accepted=true: agreed at `price_jpy` (default the desired price; never above
 * it). accepted=false with `price_jpy`: a counter price (above the desired price, below the current
 * price). accepted=false without a price: refused.
 */
export const adminDesiredPriceAnswerRequest = z.object({
  accepted: z.boolean({ error: errorMessages.VALIDATION_FAILED }),
  price_jpy: yen(errorMessages.DESIRED_PRICE_INVALID).optional(),
  note: z.string().trim().max(1000).optional(),
});

export const adminDesiredPriceResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminDesiredPriceDto,
  events: z.array(desiredPriceEventDto),
});
