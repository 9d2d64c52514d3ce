import { sql } from 'drizzle-orm';
import { bigint, check, date, type AnyPgColumn, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bills } from './bills.ts';
import { orders } from './orders.ts';
import { walletEntries } from './wallet.ts';

/**
 * Consolidated shipments (issue 16 §5–6; ADR 0014). A customer gathers orders waiting at the
 * Japanese warehouse into one international shipment (a route and mode); the warehouse packs boxes
 * (measured weight and size); ONE bill (the second payment) is made for the shipment from the
 * boxes' chargeable weight; the shipment then travels: shipped (international tracking) → at the
 * Vietnamese warehouse → handed to a domestic carrier (name, tracking code, cash on delivery of any
 * unpaid amount) → delivered (the customer confirms). Each order of the shipment follows through
 * the orders module's own transitions. `paid` is not stored: it is the bill's status.
 */

export const shipmentStatusValues = ['requested', 'packed', 'billed', 'shipped', 'at_vn_warehouse', 'handed_to_carrier', 'delivered', 'cancelled'] as const;

/** The number part of a shipment code (LG + yymmdd + this, zero-padded): unique across processes. */
export const shipmentCodeSeq = pgSequence('shipment_code_seq', { startWith: 1, increment: 1 });

export interface ShipmentAddressSnapshot {
  receiver_name: string;
  phone: string;
  full_address: string;
}

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: shipmentStatusValues }).notNull().default('requested'),
    routeCode: text('route_code').notNull(),
    shipMode: text('ship_mode').notNull(),
    address: jsonb('address').$type<ShipmentAddressSnapshot | null>(),
    note: text('note').notNull().default(''),
    /** The preview the customer confirmed: shipping each order separately vs together (estimates). */
    separateEstimateVnd: bigint('separate_estimate_vnd', { mode: 'number' }).notNull().default(0),
    consolidatedEstimateVnd: bigint('consolidated_estimate_vnd', { mode: 'number' }).notNull().default(0),
    /** The shipment's one bill (second payment). */
    billId: uuid('bill_id').references(() => bills.id),
    internationalTracking: text('international_tracking'),
    carrierName: text('carrier_name'),
    carrierTracking: text('carrier_tracking'),
    /** What the domestic carrier collects on delivery (the bill's unpaid amount at hand-over). */
    codVnd: bigint('cod_vnd', { mode: 'number' }).notNull().default(0),
    /**
     * The carrier's collection of the COD, recorded by staff from the carrier's delivery report
     * (ADR 0017): the ledger entry `shipment-cod:<id>` (carrier COD receivable → the customer's
     * wallet → the bill), when and by whom. Set once; a replay finds it set.
     */
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true, mode: 'date' }),
    codEntryId: uuid('cod_entry_id').references(() => walletEntries.id),
    codCollectedBy: uuid('cod_collected_by').references(() => users.id, { onDelete: 'set null' }),
    /** The carrier's remittance batch that paid this shipment's collected COD into the bank (ADR 0017 §3). */
    codRemittanceId: uuid('cod_remittance_id').references((): AnyPgColumn => codRemittances.id),
    /** Cancelled before billing (the customer while requested, staff until billed): when and why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    /** When the shipment entered its current status (the dashboard's "oldest waiting"). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_code_key').on(t.code),
    uniqueIndex('shipments_bill_key').on(t.billId),
    index('shipments_user_idx').on(t.userId, t.createdAt),
    index('shipments_status_idx').on(t.status, t.statusChangedAt),
    index('shipments_cod_remittance_idx').on(t.codRemittanceId),
    check('shipments_remitted_collected', sql`${t.codRemittanceId} is null or ${t.codEntryId} is not null`),
    check('shipments_amounts_not_negative', sql`${t.separateEstimateVnd} >= 0 and ${t.consolidatedEstimateVnd} >= 0 and ${t.codVnd} >= 0`),
    check('shipments_billed_has_bill', sql`${t.status} in ('requested', 'packed', 'cancelled') or ${t.billId} is not null`),
    check('shipments_cancelled_unbilled', sql`${t.status} <> 'cancelled' or ${t.billId} is null`),
  ],
);

/**
 * The orders of a shipment. An order is in at most one active shipment (unique order_id among the
 * links not released); cancelling a shipment releases its links (`released_at`), so the orders wait
 * for consolidation again while the cancelled shipment still lists them.
 */
export const shipmentOrders = pgTable(
  'shipment_orders',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderCode: text('order_code').notNull(),
    /** The weight the preview used for this order (estimatedWeightOfOrder). */
    estimatedWeightG: integer('estimated_weight_g').notNull(),
    /** Set when the shipment was cancelled: the order is free to go into another shipment. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('shipment_orders_order_key').on(t.orderId).where(sql`${t.releasedAt} is null`),
    index('shipment_orders_shipment_idx').on(t.shipmentId),
  ],
);

/** The boxes the Japanese warehouse packed, weighed and measured. */
export const shipmentBoxes = pgTable(
  'shipment_boxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    weightG: integer('weight_g').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    packedBy: uuid('packed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_boxes_position_key').on(t.shipmentId, t.position),
    check('shipment_boxes_measures_positive', sql`${t.weightG} > 0 and ${t.lengthCm} > 0 and ${t.widthCm} > 0 and ${t.heightCm} > 0`),
  ],
);

/** The shipment's trail: one row per status change, who did it, and what (tracking, carrier …). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind', { enum: ['customer', 'staff', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('shipment_events_shipment_idx').on(t.shipmentId, t.createdAt)],
);

/**
 * A domestic carrier's COD remittance ("đối soát COD", ADR 0017 §3): the carrier pays a batch of
 * collected COD into the company's bank. Recorded by accounting with the shipments it covers
 * (`shipments.cod_remittance_id`); the ledger entry `cod-remittance:<carrier>:<reference>` moves
 * bank_clearing −X → cod_receivable +X. One row per (carrier, reference).
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierName: text('carrier_name').notNull(),
    /** The bank transfer's / batch's code given by the carrier. */
    reference: text('reference').notNull(),
    /** The day the money reached the bank (Vietnam). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    note: text('note'),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => walletEntries.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_remittances_carrier_reference_key').on(t.carrierName, t.reference),
    index('cod_remittances_created_idx').on(t.createdAt),
    check('cod_remittances_amount_positive', sql`${t.amountVnd} > 0`),
  ],
);

/**
 * A short COD remittance's shortfall (ADR 0017 §8): the carrier remitted less than the batch's COD
 * (its fee deducted, a parcel's cash lost). The received part is booked as a remittance; the
 * shortfall moves cod_receivable → cod_disputed (still owed by the carrier) and waits here until
 * staff settle it: a further remittance (bank_clearing → cod_disputed) or a write-off
 * (cod_losses → cod_disputed). One dispute per remittance; one settlement entry per dispute.
 */
export const codDisputes = pgTable(
  'cod_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => codRemittances.id),
    carrierName: text('carrier_name').notNull(),
    amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'remitted', 'written_off'] })
      .notNull()
      .default('open'),
    settlementEntryId: uuid('settlement_entry_id').references(() => walletEntries.id),
    settlementReference: text('settlement_reference'),
    settlementNote: text('settlement_note'),
    settledOn: date('settled_on', { mode: 'string' }),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cod_disputes_remittance_key').on(t.remittanceId),
    index('cod_disputes_status_idx').on(t.status, t.createdAt),
    check('cod_disputes_amount_positive', sql`${t.amountVnd} > 0`),
    check('cod_disputes_settled', sql`(${t.status} = 'open') = (${t.settlementEntryId} is null)`),
  ],
);
