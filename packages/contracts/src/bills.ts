import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { pageQuery, pageSizes, pagination } from './common.ts';
import { vndAmount } from './wallet.ts';

// Bills: the second payment (issue 6 item 5; spec §7 "Wallet, payments, vouchers": GET /api/bills/user,
// /api/bill/cods, POST /api/bill/user/payment-bulk, /api/bill/print, /api/bill/excel). Staff record a
// parcel measured at the Vietnamese warehouse (POST /api/admin/orders/{id}/parcels): its bill charges
// international shipping by chargeable weight plus the order's second-payment services.

/** unpaid → paid (from the wallet), or cancelled by staff. Labels: i18n `billsText.statuses`. */
export const billStatuses = ['unpaid', 'paid', 'cancelled'] as const;
export const billStatus = z.enum(billStatuses);
export type BillStatus = z.infer<typeof billStatus>;

const billId = z.uuid({ error: errorMessages.BILL_NOT_FOUND });

/** One line of a bill's breakdown (the pricing module's PriceLine shape). */
export const billLine = z.object({
  code: z.string(),
  label: z.string(),
  amount_vnd: vndAmount,
  amount_jpy: z.number().int().nullable().optional(),
  note: z.string().nullable().optional(),
  /** How the amount was computed (Vietnamese, inputs filled in): "Chi tiết cách tính". Older bills have none. */
  formula: z.string().nullable().optional(),
});
export type BillLine = z.infer<typeof billLine>;

/** A parcel as weighed and measured at the Vietnamese warehouse. */
export const parcelDto = z.object({
  id: z.string(),
  order_id: z.string(),
  order_code: z.string(),
  weight_g: z.number().int(),
  length_cm: z.number().int().nullable(),
  width_cm: z.number().int().nullable(),
  height_cm: z.number().int().nullable(),
  /** max(actual, volumetric, the route's minimum), grams: what the shipping is charged on. */
  chargeable_weight_g: z.number().int(),
  note: z.string(),
  recorded_at: z.string(),
});
export type ParcelDto = z.infer<typeof parcelDto>;

export const billOrderRef = z.object({
  id: z.string(),
  code: z.string(),
  /** The part of this bill that belongs to the order. */
  amount_vnd: vndAmount,
  /** The order's items: the original title and the Vietnamese one, read through the translator when answering. */
  items: z.array(z.object({ name: z.string(), name_vi: z.string().nullable(), qty: z.number().int() })),
});

export const billAddress = z.object({
  receiver_name: z.string(),
  phone: z.string(),
  full_address: z.string(),
});

export const billDto = z.object({
  id: z.string(),
  _id: z.string(),
  /** HD + yymmdd + number, e.g. HD260325000042 (complaints refer to it). */
  code: z.string(),
  status: billStatus,
  status_label: z.string(),
  amount_vnd: vndAmount,
  /** VND per JPY × 10,000 used for the amounts (DESIGN.md §4), and the same as a decimal string. */
  rate_scaled: z.number().int(),
  rate: z.string(),
  lines: z.array(billLine),
  route_code: z.string().nullable(),
  ship_mode: z.string().nullable(),
  /** The route's and the mode's names from the fee schedule; the code when unknown. */
  route_name: z.string().nullable().optional(),
  ship_mode_name: z.string().nullable().optional(),
  weight_g: z.number().int(),
  chargeable_weight_g: z.number().int(),
  orders: z.array(billOrderRef),
  parcels: z.array(parcelDto),
  address: billAddress.nullable(),
  /** Pay by this date (the parcel waits at the warehouse until then). */
  due_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** How a paid bill was paid: from the wallet, or cash the carrier collected on delivery (COD, ADR 0017); null while unpaid. */
  paid_via: z.enum(['wallet', 'cod']).nullable().optional(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BillDto = z.infer<typeof billDto>;

export const billStatusOption = z.object({ value: billStatus, label: z.string(), count: z.number().int() });

/** GET /api/bills/user?page&size=10&status&search (search: a bill or order code, part of it). */
export const billListQuery = pageQuery(pageSizes.bills).extend({
  status: billStatus.optional(),
  search: z.string().trim().max(64).optional(),
});
export type BillListQuery = z.infer<typeof billListQuery>;

export const billListResponse = z.object({
  success: z.literal(true),
  results: z.array(billDto),
  pagination,
  /** Filter values: each status with its label and the customer's count. */
  options: z.object({
    statuses: z.array(billStatusOption),
    /** Sum of the customer's unpaid bills. */
    unpaid_total_vnd: vndAmount,
  }),
});
export type BillListResponse = z.infer<typeof billListResponse>;

/**
 * GET /api/bill/cods: what the customer still owes on parcels at the warehouse (the unpaid bills,
 * oldest first) against the wallet: what can be paid now, and what is missing (to top up, or to be
 * collected on delivery).
 */
export const billCodsResponse = z.object({
  success: z.literal(true),
  results: z.array(billDto),
  summary: z.object({
    count: z.number().int(),
    total_vnd: vndAmount,
    wallet_available_vnd: vndAmount,
    /** max(0, total − available). */
    missing_vnd: vndAmount,
    overdue_count: z.number().int(),
  }),
});
export type BillCodsResponse = z.infer<typeof billCodsResponse>;

const billIds = z
  .array(billId)
  .min(1, { error: errorMessages.BILL_SELECTION_REQUIRED })
  .max(100, { error: errorMessages.BILL_SELECTION_TOO_LARGE });

/** POST /api/bill/user/payment-bulk */
export const billPaymentBulkRequest = z.object({ bill_ids: billIds });
export type BillPaymentBulkRequest = z.infer<typeof billPaymentBulkRequest>;

export const billPaymentResult = z.object({
  id: z.string(),
  code: z.string(),
  success: z.boolean(),
  /** Vietnamese: paid, already paid, insufficient balance (with the missing amount) … */
  message: z.string(),
  /** Error code when this bill failed (WALLET_INSUFFICIENT_BALANCE, BILL_CANCELLED …). */
  error_code: z.string().nullable(),
  amount_vnd: vndAmount,
  status: billStatus,
});
export type BillPaymentResult = z.infer<typeof billPaymentResult>;

/** success = every bill is paid; message 'Thanh toán gói hàng thất bại!' otherwise (spec §8). */
export const billPaymentBulkResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.array(billPaymentResult),
  /** Available wallet balance after the payments. */
  wallet_available_vnd: vndAmount,
});
export type BillPaymentBulkResponse = z.infer<typeof billPaymentBulkResponse>;

/** POST /api/bill/print */
export const billPrintRequest = z.object({ bill_ids: billIds });
export type BillPrintRequest = z.infer<typeof billPrintRequest>;

export const billPrintResponse = z.object({
  success: z.literal(true),
  /** 'In phiếu thành công!' */
  message: z.string(),
  /** A complete HTML document, one slip per bill (page break between them), ready for window.print(). */
  content: z.string(),
});
export type BillPrintResponse = z.infer<typeof billPrintResponse>;

/** POST /api/bill/excel: the chosen bills, or (without bill_ids) every bill matching the filters. */
export const billExcelRequest = z.object({
  bill_ids: billIds.optional(),
  status: billStatus.optional(),
  search: z.string().trim().max(64).optional(),
});
export type BillExcelRequest = z.infer<typeof billExcelRequest>;

/** The xlsx answer carries its file name in this header (spec §7). */
export const BILL_EXCEL_NAME_HEADER = 'content-name';

// ---------------------------------------------------------------------------------------------
// Staff

export const adminOrderParcelParams = z.object({ id: z.uuid({ error: errorMessages.PARCEL_ORDER_NOT_FOUND }) });

const measure = (max: number, error: string) => z.number({ error }).int({ error }).min(1, { error }).max(max, { error });

/** POST /api/admin/orders/{id}/parcels: measured at the VN warehouse (grams, centimetres). */
export const adminParcelRequest = z.object({
  weight_g: measure(1_000_000, errorMessages.PARCEL_WEIGHT_INVALID),
  length_cm: measure(1_000, errorMessages.PARCEL_SIZE_INVALID).nullable().optional(),
  width_cm: measure(1_000, errorMessages.PARCEL_SIZE_INVALID).nullable().optional(),
  height_cm: measure(1_000, errorMessages.PARCEL_SIZE_INVALID).nullable().optional(),
  note: z.string().trim().max(500).optional(),
  /**
   * What the sellers actually charged to ship the order's items whose Japanese domestic shipping the
   * quote estimated (yen, from the Japanese warehouse's receipt): the difference is settled once,
   * on the order's next bill.
   */
  jp_shipping_actual_jpy: z
    .number({ error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
    .int({ error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
    .min(0, { error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
    .max(10_000_000, { error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
    .nullable()
    .optional(),
});
export type AdminParcelRequest = z.infer<typeof adminParcelRequest>;

export const adminParcelResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ parcel: parcelDto, bill: billDto }),
});
export type AdminParcelResponse = z.infer<typeof adminParcelResponse>;

export const adminBillDto = billDto.extend({
  customer: z.object({ id: z.string(), customer_no: z.string().nullable(), full_name: z.string().nullable(), phone: z.string().nullable() }),
});
export type AdminBillDto = z.infer<typeof adminBillDto>;

/** GET /api/admin/bills?page&size&status&search (bill or order code, customer phone or number). */
export const adminBillListQuery = pageQuery(pageSizes.bills).extend({
  status: billStatus.optional(),
  search: z.string().trim().max(64).optional(),
  user_id: z.uuid().optional(),
});
export type AdminBillListQuery = z.infer<typeof adminBillListQuery>;

export const adminBillListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminBillDto),
  pagination,
  options: z.object({ statuses: z.array(billStatusOption) }),
});
export type AdminBillListResponse = z.infer<typeof adminBillListResponse>;

export const adminBillParams = z.object({ id: billId });

/** POST /api/admin/bills/{id}/cancel: an unpaid bill only (a parcel weighed wrongly …). */
export const adminBillCancelRequest = z.object({ reason: z.string().trim().min(1, { error: errorMessages.BILL_CANCEL_REASON_REQUIRED }).max(500) });

export const adminBillResponse = z.object({ success: z.literal(true), message: z.string(), data: adminBillDto });
