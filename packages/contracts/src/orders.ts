import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pagination, siteCode } from './common.ts';
import { vndAmount } from './wallet.ts';
import { orderActorKinds, orderPaymentKinds, orderSources, orderStatuses, QUOTES_PAGE_SIZE } from './order-codes.ts';

// Quotes and orders (issue 6 item 3; spec §3 "Quote/order", §7 "Products, quotes, orders";
// DESIGN.md §6 states). A quote is an order in `waiting_quote`; confirmed, it waits for its deposit.

export { orderStatuses, orderSources, orderActorKinds, orderPaymentKinds, QUOTES_PAGE_SIZE, parcelOrderStatuses, estimatedJpShippingJpy } from './order-codes.ts';
export type { OrderStatus, OrderSource, OrderActorKind, OrderPaymentKind } from './order-codes.ts';

export const orderStatus = z.enum(orderStatuses);

const jpyAmount = z.number().int().min(0).safe();
const id = z.string().trim().min(1).max(100);
const code = z.string().trim().min(1).max(200);
const serviceCodes = z.array(z.string().trim().min(1).max(50)).max(20);
const requestId = z.string().trim().min(8).max(100);
const dimension = z.number().int().min(1).max(100_000);

/** A line of the price breakdown (the pricing module's PriceLine). */
export const orderPriceLine = z.object({
  code: z.string(),
  label: z.string(),
  amount_vnd: vndAmount,
  amount_jpy: z.number().int().nullable().optional(),
  note: z.string().nullable().optional(),
  /** Japanese domestic shipping estimated by size class: settled on the second bill. */
  estimated: z.boolean().optional(),
  /** How the amount was computed (Vietnamese, inputs filled in): "Chi tiết cách tính". */
  formula: z.string().nullable().optional(),
});
/** A group of the breakdown (spec §5: only groups with lines). */
export const orderPriceGroup = z.object({
  code: z.string(),
  title: z.string(),
  lines: z.array(orderPriceLine),
});
export type OrderPriceGroup = z.infer<typeof orderPriceGroup>;

export const orderPrice = z.object({
  details: z.array(orderPriceGroup),
  first_payment: vndAmount,
  second_payment: vndAmount,
  discount_vnd: vndAmount,
  total_vnd: vndAmount,
});
export type OrderPrice = z.infer<typeof orderPrice>;

export const orderItem = z.object({
  id: z.string(),
  site_code: siteCode,
  code: z.string(),
  link: z.string(),
  name: z.string(),
  /** The Vietnamese title, read through the translator when answering (null when it has none). */
  name_vi: z.string().nullable(),
  image: z.string().nullable(),
  qty: z.number().int(),
  variant: z.string(),
  /** Unit price in yen (the seller's price). */
  price: jpyAmount,
  price_jpy: jpyAmount,
  tax_included: z.boolean(),
  domestic_shipping_jpy: jpyAmount.nullable(),
  weight: z.number().int().nullable(),
  length: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  extra_services: z.array(z.string()),
  seller: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  note: z.string(),
});
export type OrderItemDto = z.infer<typeof orderItem>;

export const orderAddress = z.object({
  id: z.string(),
  receiver_name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
  street: z.string(),
  note: z.string().nullable(),
  full_address: z.string(),
});

export const orderTimelineEntry = z.object({
  status: orderStatus,
  from_status: orderStatus.nullable(),
  /** Vietnamese label of `status`. */
  label: z.string(),
  at: z.string(),
  note: z.string(),
  actor: z.enum(orderActorKinds),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

/** The tracking bar of an order: the normal path with what is done. */
export const orderTrackingStep = z.object({
  status: orderStatus,
  label: z.string(),
  done: z.boolean(),
  current: z.boolean(),
  at: z.string().nullable(),
});

export const orderDto = z.object({
  id: z.string(),
  _id: z.string(),
  code: z.string(),
  status: orderStatus,
  status_label: z.string(),
  source: z.enum(orderSources),
  items: z.array(orderItem),
  note: z.string(),
  coupons: z.array(z.object({ coupon_code: z.string() })),
  services_extra: z.array(z.string()),
  ship_mode: z.string().nullable(),
  route_code: z.string().nullable(),
  /** The route's and the mode's names from the fee schedule ("Nhật Bản → Hà Nội", "Đường bay"); the code when unknown. */
  route_name: z.string().nullable().optional(),
  ship_mode_name: z.string().nullable().optional(),
  /** `services_extra` with their names from the fee schedule ("Kiểm hàng"), in the same order. */
  services_extra_names: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  /** Chargeable weight estimate in grams. */
  weight: z.number().int(),
  address: orderAddress.nullable(),
  /** VND per JPY × 10,000 used for the prices of this order. */
  rate: z.number().int(),
  price: orderPrice,
  paid_vnd: vndAmount,
  refunded_vnd: vndAmount,
  second_payment_due_vnd: vndAmount,
  second_payment_paid_vnd: vndAmount,
  /** What the customer can do now. */
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  can_confirm_receipt: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(orderTimelineEntry).optional(),
  tracking: z.array(orderTrackingStep).optional(),
});
export type OrderDto = z.infer<typeof orderDto>;

// ---------------------------------------------------------------------------------------------
// Quote request / save / coupon (POST /api/quote/user/request, /save, /coupon)

/** An item quoted directly (not from the cart): the server reads its price from the marketplace. */
export const quoteItemInput = z.object({
  site_code: siteCode,
  code,
  qty: z.number().int().min(1).max(999).default(1),
  variant: z.string().trim().max(200).optional(),
  /** The unit price the buyer saw (yen): when the marketplace now asks another, nothing is created. */
  price: jpyAmount.optional(),
  extra_services: serviceCodes.optional(),
  note: z.string().trim().max(1000).optional(),
  weight: dimension.optional(),
  length: dimension.optional(),
  width: dimension.optional(),
  height: dimension.optional(),
});
export type QuoteItemInput = z.infer<typeof quoteItemInput>;

export const couponRef = z.object({ coupon_code: z.string().trim().max(40) });

export const quoteRequestBody = z.object({
  /** A saved quote (waiting_quote) to price again or confirm. */
  id: id.optional(),
  _id: id.optional(),
  /** Cart items to quote (ids from GET /api/cart/user). */
  cart_item_ids: z.array(z.uuid({ error: errorMessages.ORDER_CART_ITEM_NOT_FOUND })).max(100).optional(),
  /** Or items given directly. */
  items: z.array(quoteItemInput).max(50).optional(),
  address_id: id.optional(),
  route_code: z.string().trim().max(50).nullish(),
  ship_mode: z.string().trim().max(50).nullish(),
  services_extra: serviceCodes.optional(),
  coupons: z.array(couponRef).max(1).optional(),
  coupon_code: z.string().trim().max(40).nullish(),
  note: z.string().trim().max(1000).optional(),
  /** true with an address: create the order. Without: a priced preview, nothing saved. */
  confirm: z.boolean().optional(),
  /** Sending the same creation twice (same id) makes one order. */
  request_id: requestId.optional(),
});
export type QuoteRequestBody = z.infer<typeof quoteRequestBody>;

/** The priced preview of a quote (nothing saved). */
export const quotePreview = z.object({
  items: z.array(orderItem),
  price: orderPrice,
  rate: z.number().int(),
  weight: z.number().int(),
  route_code: z.string().nullable(),
  ship_mode: z.string().nullable(),
  services_extra: z.array(z.string()),
  coupons: z.array(z.object({ coupon_code: z.string() })),
  /** The applied coupon's discount and its description. */
  coupon: z.object({ coupon_code: z.string(), discount_vnd: vndAmount, summary: z.string() }).nullable(),
  calc_error: z.string().nullable(),
});
export type QuotePreviewDto = z.infer<typeof quotePreview>;

export const quoteRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** true when an order was created (confirm). */
  confirmed: z.boolean(),
  quote: quotePreview,
  order: orderDto.nullable(),
});
export type QuoteRequestResponse = z.infer<typeof quoteRequestResponse>;

export const orderResponse = z.object({ success: z.literal(true), message: z.string(), data: orderDto });
export type OrderResponse = z.infer<typeof orderResponse>;

/**
 * The coupon to check: the spec's shape `coupons: [{coupon_code}]` (spec §3 Quote/order), or
 * `coupon_code` beside the quote (what the web sends); one of them names a code.
 */
export const quoteCouponBody = /* @__PURE__ */ quoteRequestBody.refine(
  (body) => !!body.coupon_code?.trim() || !!body.coupons?.[0]?.coupon_code.trim(),
  { error: errorMessages.COUPON_CODE_REQUIRED, path: ['coupon_code'] },
);
export const quoteCouponResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  coupon: z.object({ coupon_code: z.string(), discount_vnd: vndAmount, summary: z.string() }),
  quote: quotePreview,
});

// ---------------------------------------------------------------------------------------------
// Lists (GET /api/quotes/user, /statistic, /count, /export)

export const quotesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(QUOTES_PAGE_SIZE),
  status: orderStatus.optional(),
  /** Order code or item name. */
  search: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type QuotesQuery = z.infer<typeof quotesQuery>;

export const quoteStatistics = z.object({
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  total_vnd: vndAmount,
  paid_vnd: vndAmount,
  refunded_vnd: vndAmount,
  second_payment_outstanding_vnd: vndAmount,
});
export type QuoteStatistics = z.infer<typeof quoteStatistics>;

export const quotesResponse = z.object({
  success: z.literal(true),
  quotes: z.array(orderDto),
  options: z.object({ statuses: z.array(z.object({ value: orderStatus, label: z.string(), count: z.number().int() })) }),
  pagination: z.object({ total: z.number().int(), current: z.number().int(), pageSize: z.number().int() }),
  statistics: quoteStatistics,
});
export type QuotesResponse = z.infer<typeof quotesResponse>;

export const quoteStatisticResponse = z.object({ success: z.literal(true), data: quoteStatistics });
export const quotesCountResponse = z.object({
  success: z.literal(true),
  /** Orders not finished yet (neither delivered, cancelled nor refunded). */
  count: z.number().int(),
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
});

// ---------------------------------------------------------------------------------------------
// Payments

export const payForOrderBody = z.object({
  /** The order's id or code. */
  order_id: id.optional(),
  id: id.optional(),
  code: id.optional(),
  request_id: requestId.optional(),
});
export type PayForOrderBody = z.infer<typeof payForOrderBody>;

export const orderPaymentDto = z.object({
  id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  kind: z.enum(orderPaymentKinds),
  kind_label: z.string(),
  amount_vnd: vndAmount,
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type OrderPaymentDto = z.infer<typeof orderPaymentDto>;

export const orderPaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  order_id: id.optional(),
});
export const orderPaymentsResponse = z.object({ success: z.literal(true), results: z.array(orderPaymentDto), pagination });

// ---------------------------------------------------------------------------------------------
// Tracking, receipt, cancel, buy now

export const orderCodeParams = z.object({ code: id });
export const orderIdParams = z.object({ order_id: id });
export const orderCancelBody = z.object({ note: z.string().trim().max(1000).optional() }).optional();

export const buyNowBody = z.object({
  site_code: siteCode,
  code,
  qty: z.number().int().min(1).max(999).default(1),
  variant: z.string().trim().max(200).optional(),
  /** The unit price the buyer saw (yen). */
  price: jpyAmount.optional(),
  extra_services: serviceCodes.optional(),
  address_id: id.optional(),
  route_code: z.string().trim().max(50).nullish(),
  ship_mode: z.string().trim().max(50).nullish(),
  services_extra: serviceCodes.optional(),
  coupon_code: z.string().trim().max(40).nullish(),
  coupons: z.array(couponRef).max(1).optional(),
  note: z.string().trim().max(1000).optional(),
  request_id: requestId.optional(),
});
export type BuyNowBody = z.infer<typeof buyNowBody>;

// ---------------------------------------------------------------------------------------------
// Staff

export const adminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: orderStatus.optional(),
  /** Order code, item name or code, or the customer's phone, number or name. */
  search: z.string().trim().max(100).optional(),
});
export const adminOrderDto = /* @__PURE__ */ orderDto.extend({
  customer: z.object({ id: z.string(), customer_no: z.string(), full_name: z.string(), phone: z.string().nullable() }),
  /** States staff may move the order to now. */
  next_statuses: z.array(z.object({ value: orderStatus, label: z.string() })),
  /** The money moved for the order, newest first (the detail only). */
  payments: z.array(orderPaymentDto).optional(),
});
export type AdminOrderDto = z.infer<typeof adminOrderDto>;
export const adminOrdersResponse = z.object({ success: z.literal(true), results: z.array(adminOrderDto), pagination });
export const adminOrderResponse = z.object({ success: z.literal(true), message: z.string(), data: adminOrderDto });
export const adminOrderParams = z.object({ id });
export const adminOrderStatusBody = z.object({ to: orderStatus, note: z.string().trim().max(1000).optional() });
