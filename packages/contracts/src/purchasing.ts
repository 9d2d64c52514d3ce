import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { siteCodes } from './sites.ts';

// Purchasing and the Japan warehouse (issue 16 items 3 and 4): the queue of paid orders to buy
// (GET /api/admin/purchasing/queue), recording a purchase (POST …/orders/{id}/purchase, the
// difference settled through the wallet ledger), the seller's cancellation (POST …/orders/{id}/seller-cancel);
// receiving a package at the Japan warehouse (GET /api/admin/warehouse-jp/lookup, POST …/receive),
// its photos, and the customer's photo requests.

const yen = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(100_000_000, { error });
const measure = (max: number, error: string) => z.number({ error }).int({ error }).min(1, { error }).max(max, { error });
const text = (max: number) => z.string().trim().max(max);

export const purchasingOrderParams = z.object({ id: z.string().trim().min(1).max(100) });

/** One order waiting to be bought (or a won auction waiting for its marketplace order number). */
export const purchaseQueueItem = z.object({
  order_id: z.string(),
  order_code: z.string(),
  status: z.string(),
  won_auction: z.boolean(),
  paid_at: z.string().nullable(),
  customer: z.object({ id: z.string(), customer_no: z.string().nullable(), full_name: z.string().nullable(), phone: z.string().nullable() }),
  items: z.array(
    z.object({
      site: z.string(),
      code: z.string(),
      link: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      qty: z.number().int(),
      variant: z.string(),
      /** Unit price at order time (yen). */
      price_jpy: z.number().int(),
      /** Unit price on the marketplace now (read through the catalog, cached); null: unknown now (slow, gone). */
      price_now_jpy: z.number().int().nullable(),
      /** Why the price now is unknown (Vietnamese), null when known. */
      price_now_note: z.string().nullable(),
    }),
  ),
  /** Goods (with tax) and Japanese domestic shipping the first payment covered, in yen. */
  expected_goods_jpy: z.number().int(),
  expected_shipping_jpy: z.number().int(),
  rate: z.string(),
  rate_scaled: z.number().int(),
  first_payment_vnd: z.number().int(),
});
export type PurchaseQueueItem = z.infer<typeof purchaseQueueItem>;
export const purchaseQueueResponse = z.object({
  success: z.literal(true),
  results: z.array(purchaseQueueItem),
  total: z.number().int(),
  oldest_at: z.string().nullable(),
});
export type PurchaseQueueResponse = z.infer<typeof purchaseQueueResponse>;

export const recordPurchaseBody = z.object({
  marketplace_order_number: z.string({ error: errorMessages.PURCHASE_NUMBER_INVALID }).trim().min(1, { error: errorMessages.PURCHASE_NUMBER_INVALID }).max(100, { error: errorMessages.PURCHASE_NUMBER_INVALID }),
  /** Price actually paid for the goods (yen, with tax). Not needed for a won auction (its price is the win's). */
  price_paid_jpy: yen(errorMessages.PURCHASE_AMOUNT_INVALID).optional(),
  /** Japanese domestic shipping actually charged (yen). Default for a won auction: the estimate. */
  domestic_shipping_jpy: yen(errorMessages.PURCHASE_AMOUNT_INVALID).optional(),
  tracking_number: text(100).optional(),
  note: text(500).optional(),
});
export type RecordPurchaseBody = z.infer<typeof recordPurchaseBody>;

export const purchaseDto = z.object({
  id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  marketplace_order_number: z.string(),
  tracking_number: z.string().nullable(),
  price_paid_jpy: z.number().int(),
  domestic_shipping_jpy: z.number().int(),
  expected_goods_jpy: z.number().int(),
  expected_shipping_jpy: z.number().int(),
  difference_jpy: z.number().int(),
  /** Negative: refunded to the wallet; positive: charged on the order's next bill; 0: nothing. */
  difference_vnd: z.number().int(),
  settlement: z.enum(['refund', 'next_bill', 'none']),
  formula: z.string(),
  won_auction: z.boolean(),
  recorded_at: z.string(),
});
export type PurchaseDto = z.infer<typeof purchaseDto>;
export const purchaseResponse = z.object({ success: z.literal(true), message: z.string(), replayed: z.boolean(), data: purchaseDto });
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

export const sellerCancelBody = z.object({ reason: text(500).min(1, { error: errorMessages.VALIDATION_FAILED }) });
export type SellerCancelBody = z.infer<typeof sellerCancelBody>;
export const sellerCancelResponse = z.object({ success: z.literal(true), message: z.string(), refunded_vnd: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Japan warehouse

export const packageConditions = ['good', 'damaged', 'opened', 'wrong_item'] as const;
export type PackageCondition = (typeof packageConditions)[number];

export const warehousePhotoDto = z.object({ id: z.string(), url: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), added_at: z.string() });
export const warehousePackageDto = z.object({
  id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  weight_g: z.number().int(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
  shelf: z.string(),
  condition: z.enum(packageConditions),
  condition_label: z.string(),
  condition_note: z.string(),
  received_at: z.string(),
  photos: z.array(warehousePhotoDto),
  /** The customer's open request for more photos, if any. */
  open_photo_request: z.object({ id: z.string(), note: z.string(), price_vnd: z.number().int(), created_at: z.string() }).nullable(),
});
export type WarehousePackageDto = z.infer<typeof warehousePackageDto>;

/** An order waiting at the Japan warehouse (bought, not yet received). */
export const toReceiveItem = z.object({
  order_id: z.string(),
  order_code: z.string(),
  status: z.string(),
  marketplace_order_number: z.string().nullable(),
  tracking_number: z.string().nullable(),
  purchased_at: z.string().nullable(),
  customer: z.object({ id: z.string(), customer_no: z.string().nullable(), full_name: z.string().nullable() }),
  items: z.array(z.object({ name: z.string(), image: z.string().nullable(), qty: z.number().int(), variant: z.string() })),
  services: z.array(z.string()),
});
export type ToReceiveItem = z.infer<typeof toReceiveItem>;
export const toReceiveResponse = z.object({ success: z.literal(true), results: z.array(toReceiveItem), total: z.number().int(), oldest_at: z.string().nullable() });
export type ToReceiveResponse = z.infer<typeof toReceiveResponse>;

export const warehouseLookupQuery = z.object({ q: z.string().trim().min(1, { error: errorMessages.WAREHOUSE_ORDER_NOT_FOUND }).max(100) });
export const warehouseLookupResponse = z.object({ success: z.literal(true), data: toReceiveItem });

export const receivePackageBody = z.object({
  /** The order code or the seller's tracking number, as scanned or typed. */
  code: z.string({ error: errorMessages.WAREHOUSE_ORDER_NOT_FOUND }).trim().min(1, { error: errorMessages.WAREHOUSE_ORDER_NOT_FOUND }).max(100, { error: errorMessages.WAREHOUSE_ORDER_NOT_FOUND }),
  weight_g: measure(100_000, errorMessages.WAREHOUSE_WEIGHT_INVALID),
  length_cm: measure(300, errorMessages.WAREHOUSE_SIZE_INVALID),
  width_cm: measure(300, errorMessages.WAREHOUSE_SIZE_INVALID),
  height_cm: measure(300, errorMessages.WAREHOUSE_SIZE_INVALID),
  shelf: z.string({ error: errorMessages.WAREHOUSE_SHELF_INVALID }).trim().min(1, { error: errorMessages.WAREHOUSE_SHELF_INVALID }).max(40, { error: errorMessages.WAREHOUSE_SHELF_INVALID }),
  condition: z.enum(packageConditions).default('good'),
  condition_note: text(1000).optional(),
  /** Uploaded photos (ids or `/api/files/{id}` URLs of the uploads module). */
  photos: z.array(z.string().trim().min(1).max(300), { error: errorMessages.WAREHOUSE_PHOTO_INVALID }).max(20, { error: errorMessages.WAREHOUSE_PHOTO_INVALID }).default([]),
});
export type ReceivePackageBody = z.input<typeof receivePackageBody>;
export const warehousePackageResponse = z.object({ success: z.literal(true), message: z.string(), data: warehousePackageDto });
export type WarehousePackageResponse = z.infer<typeof warehousePackageResponse>;

export const packagePhotosBody = z.object({
  photos: z.array(z.string().trim().min(1).max(300)).min(1, { error: errorMessages.WAREHOUSE_PHOTO_INVALID }).max(20, { error: errorMessages.WAREHOUSE_PHOTO_INVALID }),
});

/** The customer's open photo requests, for the warehouse. */
export const photoRequestItem = z.object({
  id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  package_id: z.string(),
  shelf: z.string(),
  note: z.string(),
  price_vnd: z.number().int(),
  created_at: z.string(),
});
export const photoRequestsResponse = z.object({ success: z.literal(true), results: z.array(photoRequestItem) });
export type PhotoRequestItem = z.infer<typeof photoRequestItem>;

// The customer: the order's package at the Japan warehouse and asking for more photos.
export const orderPackageParams = z.object({ code: z.string().trim().min(1).max(100) });
export const orderPackageResponse = z.object({
  success: z.literal(true),
  data: warehousePackageDto.nullable(),
  /** The photo service (pricing `photos`): what one more set of photos costs for this order. */
  photo_service: z.object({ name: z.string(), price_vnd: z.number().int(), formula: z.string() }).nullable(),
});
export type OrderPackageResponse = z.infer<typeof orderPackageResponse>;
export const photoRequestBody = z.object({ note: text(500).optional() });
export const photoRequestResponse = z.object({ success: z.literal(true), message: z.string(), data: photoRequestItem });

/**
 * Filters of the purchasing queue and the Japan warehouse's list (GET query): the marketplace, an
 * order code or customer phone (part of it), and a date range (Vietnam days) on the payment (queue)
 * or the purchase (warehouse). Bad values → 400 WORK_QUEUE_FILTER_INVALID.
 */
const filterError = { error: errorMessages.WORK_QUEUE_FILTER_INVALID };
const filterDay = z.iso.date(filterError);
export const workQueueFilters = z
  .object({
    site: z.enum(siteCodes, filterError).optional(),
    q: z.string(filterError).trim().max(100, filterError).optional(),
    from: filterDay.optional(),
    to: filterDay.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { ...filterError, path: ['to'] });
export type WorkQueueFilters = z.infer<typeof workQueueFilters>;
