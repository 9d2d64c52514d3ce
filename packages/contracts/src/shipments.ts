import { z } from 'zod';
import { errorMessages } from '@kaimono/i18n';
import { billLine, billStatus } from './bills.ts';
import { pageQuery, pagination } from './common.ts';
import { orderStatus } from './orders.ts';

// Consolidated shipments (issue 16 §5–6): the customer gathers orders waiting at the Japanese
// warehouse into one international shipment; the warehouse packs boxes; one bill per shipment; then
// shipped → Vietnamese warehouse → domestic carrier (COD) → delivered.

/** Stored statuses. `paid` is not one: it is the bill's (see `shipmentStages`). */
export const shipmentStatuses = ['requested', 'packed', 'billed', 'shipped', 'at_vn_warehouse', 'handed_to_carrier', 'delivered', 'cancelled'] as const;
export const shipmentStatus = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof shipmentStatus>;

/** What the customer and staff see: the status, with `paid` once a billed shipment's bill is paid. */
export const shipmentStages = ['requested', 'packed', 'billed', 'paid', 'shipped', 'at_vn_warehouse', 'handed_to_carrier', 'delivered', 'cancelled'] as const;
export const shipmentStage = z.enum(shipmentStages);
export type ShipmentStage = z.infer<typeof shipmentStage>;

/** At most this many orders in one shipment, and boxes per shipment. */
export const SHIPMENT_MAX_ORDERS = 50;
export const SHIPMENT_MAX_BOXES = 20;

const orderIds = z
  .array(z.uuid({ error: errorMessages.SHIPMENT_ORDER_NOT_FOUND }), { error: errorMessages.SHIPMENT_SELECTION_REQUIRED })
  .min(1, { error: errorMessages.SHIPMENT_SELECTION_REQUIRED })
  .max(SHIPMENT_MAX_ORDERS, { error: errorMessages.SHIPMENT_TOO_MANY_ORDERS });
const routeCode = z.string({ error: errorMessages.SHIPMENT_ROUTE_INVALID }).trim().min(1, { error: errorMessages.SHIPMENT_ROUTE_INVALID }).max(32, { error: errorMessages.SHIPMENT_ROUTE_INVALID });

export const shipmentItem = z.object({ name: z.string(), name_vi: z.string().nullable(), qty: z.number().int(), image: z.string().nullable() });

/** An order waiting at the Japanese warehouse that can go into a shipment. */
export const shipmentCandidate = z.object({
  order_id: z.string(),
  code: z.string(),
  items: z.array(shipmentItem),
  /** The weight the saving preview uses (estimatedWeightOfOrder). */
  estimated_weight_g: z.number().int(),
  arrived_at: z.string().nullable(),
});
export type ShipmentCandidate = z.infer<typeof shipmentCandidate>;

export const shipmentRouteOption = z.object({
  code: z.string(),
  name: z.string(),
  modes: z.array(z.object({ code: z.string(), name: z.string(), price_per_kg_vnd: z.number().int(), min_weight_g: z.number().int() })),
});

export const shipmentCandidatesResponse = z.object({
  success: z.literal(true),
  results: z.array(shipmentCandidate),
  routes: z.array(shipmentRouteOption),
  default_route_code: z.string().nullable(),
});
export type ShipmentCandidatesResponse = z.infer<typeof shipmentCandidatesResponse>;

/** POST /api/shipments/preview and POST /api/shipments. */
export const shipmentPreviewRequest = z.object({
  order_ids: orderIds,
  route_code: routeCode,
  ship_mode: routeCode,
});
export type ShipmentPreviewRequest = z.infer<typeof shipmentPreviewRequest>;

export const shipmentCreateRequest = shipmentPreviewRequest.extend({ note: z.string().trim().max(500).optional() });
export type ShipmentCreateRequest = z.infer<typeof shipmentCreateRequest>;

const chargeLines = z.array(billLine);
export const shipmentPreview = z.object({
  route_code: z.string(),
  route_name: z.string(),
  ship_mode: z.string(),
  ship_mode_name: z.string(),
  /** Each order shipped on its own: its own parcel, its own minimum weight and per-parcel fees. */
  separate: z.array(
    z.object({ order_id: z.string(), order_code: z.string(), weight_g: z.number().int(), chargeable_weight_g: z.number().int(), amount_vnd: z.number().int(), lines: chargeLines }),
  ),
  separate_total_vnd: z.number().int(),
  /** All of them in one box: one chargeable weight, the minimum and per-parcel fees once. */
  consolidated: z.object({ weight_g: z.number().int(), chargeable_weight_g: z.number().int(), amount_vnd: z.number().int(), lines: chargeLines }),
  saving_vnd: z.number().int(),
});
export type ShipmentPreview = z.infer<typeof shipmentPreview>;
export const shipmentPreviewResponse = z.object({ success: z.literal(true), data: shipmentPreview });
export type ShipmentPreviewResponse = z.infer<typeof shipmentPreviewResponse>;

export const shipmentBox = z.object({
  position: z.number().int(),
  weight_g: z.number().int(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
});

export const shipmentEvent = z.object({
  from_status: shipmentStatus.nullable(),
  to_status: shipmentStatus,
  label: z.string(),
  actor_kind: z.enum(['customer', 'staff', 'system']),
  note: z.string(),
  created_at: z.string(),
});

export const shipmentDto = z.object({
  id: z.string(),
  code: z.string(),
  status: shipmentStatus,
  stage: shipmentStage,
  stage_label: z.string(),
  route_code: z.string(),
  route_name: z.string(),
  ship_mode: z.string(),
  ship_mode_name: z.string(),
  address: z.object({ receiver_name: z.string(), phone: z.string(), full_address: z.string() }).nullable(),
  note: z.string(),
  separate_estimate_vnd: z.number().int(),
  consolidated_estimate_vnd: z.number().int(),
  saving_estimate_vnd: z.number().int(),
  orders: z.array(z.object({ id: z.string(), code: z.string(), status: orderStatus, estimated_weight_g: z.number().int(), items: z.array(shipmentItem) })),
  boxes: z.array(shipmentBox),
  bill: z
    .object({
      id: z.string(),
      code: z.string(),
      status: billStatus,
      amount_vnd: z.number().int(),
      weight_g: z.number().int(),
      chargeable_weight_g: z.number().int(),
      lines: chargeLines,
      paid_at: z.string().nullable(),
      /** wallet, or cod: cash the carrier collected on delivery (ADR 0017); null while unpaid. */
      paid_via: z.enum(['wallet', 'cod']).nullable().optional(),
    })
    .nullable(),
  international_tracking: z.string().nullable(),
  carrier_name: z.string().nullable(),
  carrier_tracking: z.string().nullable(),
  cod_vnd: z.number().int(),
  /** When staff recorded the carrier's collection of the COD (booked in the ledger); null before. */
  cod_collected_at: z.string().nullable().optional(),
  /** The customer may still cancel it (only while it waits to be packed). */
  cancellable: z.boolean().optional(),
  cancelled_at: z.string().nullable().optional(),
  cancel_reason: z.string().nullable().optional(),
  events: z.array(shipmentEvent),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShipmentDto = z.infer<typeof shipmentDto>;

export const shipmentResponse = z.object({ success: z.literal(true), message: z.string(), data: shipmentDto });
export type ShipmentResponse = z.infer<typeof shipmentResponse>;

export const shipmentListQuery = pageQuery(20).extend({ status: shipmentStatus.optional() });
export const shipmentListResponse = z.object({ success: z.literal(true), results: z.array(shipmentDto), pagination });
export type ShipmentListResponse = z.infer<typeof shipmentListResponse>;

/** A shipment by its code (LG…) or id, for the customer. */
export const shipmentParams = z.object({ code: z.string().trim().min(1).max(64) });

// Staff.

export const adminShipmentDto = shipmentDto.extend({
  customer: z.object({ id: z.string(), customer_no: z.string().nullable(), full_name: z.string().nullable(), phone: z.string().nullable() }),
  /** The staff actions on this shipment, oldest first (the audit log's entries for it). */
  audit: z.array(z.object({ action: z.string(), actor_id: z.string().nullable(), actor_name: z.string().nullable(), note: z.string().nullable(), created_at: z.string() })),
});
export type AdminShipmentDto = z.infer<typeof adminShipmentDto>;
export const adminShipmentResponse = z.object({ success: z.literal(true), message: z.string(), data: adminShipmentDto });
export type AdminShipmentResponse = z.infer<typeof adminShipmentResponse>;
export const adminShipmentListQuery = pageQuery(20).extend({ status: shipmentStatus.optional(), search: z.string().trim().max(64).optional() });
export const adminShipmentListResponse = z.object({
  success: z.literal(true),
  results: z.array(adminShipmentDto),
  pagination,
  counts: z.record(z.string(), z.number().int()),
});
export type AdminShipmentListResponse = z.infer<typeof adminShipmentListResponse>;
export const adminShipmentParams = z.object({ id: z.uuid({ error: errorMessages.SHIPMENT_NOT_FOUND }) });

const boxWeight = z
  .number({ error: errorMessages.SHIPMENT_BOX_WEIGHT_INVALID })
  .int({ error: errorMessages.SHIPMENT_BOX_WEIGHT_INVALID })
  .min(1, { error: errorMessages.SHIPMENT_BOX_WEIGHT_INVALID })
  .max(100_000, { error: errorMessages.SHIPMENT_BOX_WEIGHT_INVALID });
const boxSide = z
  .number({ error: errorMessages.SHIPMENT_BOX_SIZE_INVALID })
  .int({ error: errorMessages.SHIPMENT_BOX_SIZE_INVALID })
  .min(1, { error: errorMessages.SHIPMENT_BOX_SIZE_INVALID })
  .max(300, { error: errorMessages.SHIPMENT_BOX_SIZE_INVALID });

/** PUT /api/admin/shipments/{id}/boxes: the boxes packed (replaces earlier ones until billed). */
export const adminShipmentBoxesRequest = z.object({
  boxes: z
    .array(z.object({ weight_g: boxWeight, length_cm: boxSide, width_cm: boxSide, height_cm: boxSide }), { error: errorMessages.SHIPMENT_BOXES_REQUIRED })
    .min(1, { error: errorMessages.SHIPMENT_BOXES_REQUIRED })
    .max(SHIPMENT_MAX_BOXES, { error: errorMessages.SHIPMENT_BOXES_REQUIRED }),
});
export type AdminShipmentBoxesRequest = z.infer<typeof adminShipmentBoxesRequest>;

/** POST /api/admin/shipments/{id}/bill: the one bill; optionally what sellers actually charged to ship in Japan, per order. */
export const adminShipmentBillRequest = z.object({
  jp_shipping_actual: z
    .array(
      z.object({
        order_id: z.uuid({ error: errorMessages.SHIPMENT_ORDER_NOT_FOUND }),
        amount_jpy: z
          .number({ error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
          .int({ error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
          .min(0, { error: errorMessages.PARCEL_JP_SHIPPING_INVALID })
          .max(10_000_000, { error: errorMessages.PARCEL_JP_SHIPPING_INVALID }),
      }),
    )
    .max(SHIPMENT_MAX_ORDERS)
    .optional(),
});
export type AdminShipmentBillRequest = z.infer<typeof adminShipmentBillRequest>;

const tracking = z
  .string({ error: errorMessages.SHIPMENT_TRACKING_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9-]{4,64}$/, { error: errorMessages.SHIPMENT_TRACKING_INVALID });

export const adminShipmentShipRequest = z.object({ tracking_number: tracking });
export type AdminShipmentShipRequest = z.infer<typeof adminShipmentShipRequest>;
export const adminShipmentArriveRequest = z.object({ note: z.string().trim().max(500).optional() });
export const adminShipmentHandOverRequest = z.object({
  carrier_name: z.string({ error: errorMessages.SHIPMENT_CARRIER_INVALID }).trim().min(2, { error: errorMessages.SHIPMENT_CARRIER_INVALID }).max(64, { error: errorMessages.SHIPMENT_CARRIER_INVALID }),
  tracking_code: tracking,
  /** Cash on delivery: the carrier collects the bill's unpaid amount. Without it an unpaid bill stops the hand-over. */
  cod: z.boolean().optional(),
});
export type AdminShipmentHandOverRequest = z.infer<typeof adminShipmentHandOverRequest>;

/** POST /api/admin/shipments/{id}/cancel: staff cancel a shipment before it is billed, with a reason. */
export const adminShipmentCancelRequest = z.object({
  reason: z
    .string({ error: errorMessages.SHIPMENT_CANCEL_REASON_REQUIRED })
    .trim()
    .min(2, { error: errorMessages.SHIPMENT_CANCEL_REASON_REQUIRED })
    .max(500, { error: errorMessages.SHIPMENT_CANCEL_REASON_REQUIRED }),
});
export type AdminShipmentCancelRequest = z.infer<typeof adminShipmentCancelRequest>;

/** POST /api/admin/shipments/{id}/split: these orders of the shipment go into a new shipment (while requested or packed). */
export const adminShipmentSplitRequest = z.object({
  order_ids: z
    .array(z.uuid({ error: errorMessages.SHIPMENT_SPLIT_ORDER_NOT_IN_SHIPMENT }), { error: errorMessages.SHIPMENT_SPLIT_SELECTION_REQUIRED })
    .min(1, { error: errorMessages.SHIPMENT_SPLIT_SELECTION_REQUIRED })
    .max(SHIPMENT_MAX_ORDERS, { error: errorMessages.SHIPMENT_TOO_MANY_ORDERS }),
});
export type AdminShipmentSplitRequest = z.infer<typeof adminShipmentSplitRequest>;
/** The shipment left with the other orders (`data`) and the new one (`created`). */
export const adminShipmentSplitResponse = z.object({ success: z.literal(true), message: z.string(), data: adminShipmentDto, created: adminShipmentDto });
export type AdminShipmentSplitResponse = z.infer<typeof adminShipmentSplitResponse>;

/** POST /api/shipments/{code}/cancel: the customer cancels a shipment still waiting to be packed (the body may be left out: no reason needed). */
export const shipmentCancelRequest = z.object({ reason: z.string().trim().max(500).optional() }).nullish();
export type ShipmentCancelRequest = z.infer<typeof shipmentCancelRequest>;

/**
 * POST /api/admin/shipments/{id}/cod-collected: the carrier reports it delivered the shipment and
 * collected the cash on delivery; `amount_vnd` is what the carrier says it collected (must be the
 * shipment's COD to the dong). Books it in the ledger once (ADR 0017).
 */
export const adminShipmentCodRequest = z.object({
  amount_vnd: z
    .number({ error: errorMessages.SHIPMENT_COD_AMOUNT_INVALID })
    .int({ error: errorMessages.SHIPMENT_COD_AMOUNT_INVALID })
    .min(1, { error: errorMessages.SHIPMENT_COD_AMOUNT_INVALID })
    .max(1_000_000_000_000, { error: errorMessages.SHIPMENT_COD_AMOUNT_INVALID }),
  note: z.string().trim().max(500).optional(),
});
export type AdminShipmentCodRequest = z.infer<typeof adminShipmentCodRequest>;

// COD remittances ("đối soát COD", ADR 0017 §3): a carrier pays a batch of collected COD into the bank.

const codAmount = z
  .number({ error: errorMessages.COD_REMITTANCE_AMOUNT_INVALID })
  .int({ error: errorMessages.COD_REMITTANCE_AMOUNT_INVALID })
  .min(1, { error: errorMessages.COD_REMITTANCE_AMOUNT_INVALID })
  .max(1_000_000_000_000, { error: errorMessages.COD_REMITTANCE_AMOUNT_INVALID });

export const codRemittanceRequest = z.object({
  carrier: z.string({ error: errorMessages.SHIPMENT_CARRIER_INVALID }).trim().min(2, { error: errorMessages.SHIPMENT_CARRIER_INVALID }).max(64, { error: errorMessages.SHIPMENT_CARRIER_INVALID }),
  reference: z
    .string({ error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID })
    .trim()
    .min(2, { error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID })
    .max(100, { error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID }),
  received_on: z.iso.date({ error: errorMessages.COD_REMITTANCE_DATE_INVALID }),
  amount_vnd: codAmount,
  shipment_ids: z
    .array(z.uuid({ error: errorMessages.SHIPMENT_NOT_FOUND }), { error: errorMessages.COD_REMITTANCE_SHIPMENTS_REQUIRED })
    .min(1, { error: errorMessages.COD_REMITTANCE_SHIPMENTS_REQUIRED })
    .max(1_000, { error: errorMessages.COD_REMITTANCE_SHIPMENTS_REQUIRED }),
  note: z.string().trim().max(500).optional(),
  /**
   * Why the carrier remitted less than the batch's COD (its fee deducted, a parcel's cash lost).
   * Required when amount_vnd is below the sum: the shortfall is then booked as a dispute (ADR 0017 §8).
   */
  shortfall_reason: z
    .string({ error: errorMessages.COD_REMITTANCE_SHORTFALL_REASON_REQUIRED })
    .trim()
    .max(500, { error: errorMessages.COD_REMITTANCE_SHORTFALL_REASON_REQUIRED })
    .optional(),
});
export type CodRemittanceRequest = z.infer<typeof codRemittanceRequest>;

export const codOutstandingShipment = z.object({
  id: z.uuid(),
  code: z.string(),
  customer_id: z.uuid(),
  customer_name: z.string().nullable(),
  carrier_tracking: z.string().nullable(),
  cod_vnd: z.number().int(),
  collected_at: z.string(),
});
export type CodOutstandingShipment = z.infer<typeof codOutstandingShipment>;
export const codOutstandingCarrier = z.object({
  carrier: z.string(),
  count: z.number().int(),
  total_vnd: z.number().int(),
  shipments: z.array(codOutstandingShipment),
});
export type CodOutstandingCarrier = z.infer<typeof codOutstandingCarrier>;
export const codOutstandingResponse = z.object({
  success: z.literal(true),
  data: z.object({ carriers: z.array(codOutstandingCarrier), total_vnd: z.number().int() }),
});
export type CodOutstandingResponse = z.infer<typeof codOutstandingResponse>;

export const codRemittanceDto = z.object({
  id: z.uuid(),
  carrier: z.string(),
  reference: z.string(),
  received_on: z.string(),
  amount_vnd: z.number().int(),
  note: z.string().nullable(),
  ledger_key: z.string(),
  ledger_entry_id: z.uuid(),
  shipment_codes: z.array(z.string()),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  /** The batch's COD sum and, when the carrier remitted short, the dispute opened for the rest. */
  expected_vnd: z.number().int().optional(),
  shortfall_vnd: z.number().int().optional(),
  dispute_id: z.uuid().nullable().optional(),
});
export type CodRemittanceDto = z.infer<typeof codRemittanceDto>;
export const codRemittanceResponse = z.object({ success: z.literal(true), message: z.string(), replayed: z.boolean(), data: codRemittanceDto });
export type CodRemittanceResponse = z.infer<typeof codRemittanceResponse>;
export const codRemittanceListQuery = pageQuery(20);
export const codRemittanceListResponse = z.object({ success: z.literal(true), results: z.array(codRemittanceDto), pagination });
export type CodRemittanceListResponse = z.infer<typeof codRemittanceListResponse>;

// COD disputes (ADR 0017 §8): a short remittance's shortfall, still owed by the carrier until settled.

export const codDisputeStatus = z.enum(['open', 'remitted', 'written_off']);
export const codDisputeDto = z.object({
  id: z.uuid(),
  carrier: z.string(),
  amount_vnd: z.number().int(),
  reason: z.string(),
  status: codDisputeStatus,
  remittance_id: z.uuid(),
  remittance_reference: z.string(),
  received_on: z.string(),
  shipment_codes: z.array(z.string()),
  settlement: z
    .object({
      method: z.enum(['remittance', 'write_off']),
      ledger_key: z.string(),
      ledger_entry_id: z.uuid(),
      reference: z.string().nullable(),
      received_on: z.string().nullable(),
      note: z.string().nullable(),
      settled_by: z.uuid().nullable(),
      settled_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
});
export type CodDisputeDto = z.infer<typeof codDisputeDto>;
export const codDisputeListQuery = pageQuery(50).extend({ status: z.enum(['open', 'settled', 'all'], { error: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID }).default('open') });
export const codDisputeCarrierTotal = z.object({ carrier: z.string(), count: z.number().int(), amount_vnd: z.number().int() });
export const codDisputeListResponse = z.object({
  success: z.literal(true),
  results: z.array(codDisputeDto),
  pagination,
  /** Open disputes, per carrier, and their total (what cod_disputed should hold). */
  open_by_carrier: z.array(codDisputeCarrierTotal),
  open_total_vnd: z.number().int(),
});
export type CodDisputeListResponse = z.infer<typeof codDisputeListResponse>;
export const codDisputeParams = z.object({ id: z.uuid({ error: errorMessages.COD_DISPUTE_NOT_FOUND }) });
const settleNote = z.string({ error: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID }).trim().min(2, { error: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID }).max(500, { error: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID });
/** POST /api/admin/cod-disputes/{id}/settle: the carrier paid the rest, or the rest is written off. */
export const codDisputeSettleRequest = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('remittance'),
      reference: z.string({ error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID }).trim().min(2, { error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID }).max(100, { error: errorMessages.COD_REMITTANCE_REFERENCE_INVALID }),
      received_on: z.iso.date({ error: errorMessages.COD_REMITTANCE_DATE_INVALID }),
      note: settleNote.optional(),
    }),
    z.object({ method: z.literal('write_off'), note: settleNote }),
  ],
  { error: errorMessages.COD_DISPUTE_SETTLEMENT_INVALID },
);
export type CodDisputeSettleRequest = z.infer<typeof codDisputeSettleRequest>;
export const codDisputeSettleResponse = z.object({ success: z.literal(true), message: z.string(), replayed: z.boolean(), data: codDisputeDto });
export type CodDisputeSettleResponse = z.infer<typeof codDisputeSettleResponse>;
