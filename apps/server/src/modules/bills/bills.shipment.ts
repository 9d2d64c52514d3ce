import { estimatedJpShippingJpy, type BillLine } from '@kaimono/contracts';
import { billsText, pricingText, shipmentsText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { setSecondPaymentDue, statusEnteredAt, type OrderRow } from '../orders/index.ts';
import { chargeableFormula, chargeableWeightG, perKgCharge, type PricingTables, type RouteRow, type ShipMode } from '../pricing/index.ts';
import { currentRateExact } from '../rates/index.ts';
import { refund } from '../wallet/index.ts';
import { quotedExtras, secondPaymentExtras, storageLine, type QuotedLine } from './bills.extras.ts';
import * as repo from './bills.repository.ts';
import { BILL_DUE_DAYS, JP_SHIPPING_ADJUSTMENT, jpShippingAdjustment } from './bills.service.ts';

/**
 * The bill of a consolidated shipment (issue 16 §5; ADR 0014): the same rules as a parcel's bill
 * (bills.service `recordParcel`), applied once per shipment where they are per parcel and once per
 * order where they are per order:
 *
 * - international shipping on the boxes' chargeable weight: each box max(actual, volumetric)
 *   rounded up to 100 g (pricing `chargeableWeightG`), summed, then the mode's minimum ONCE for the
 *   whole shipment; × the mode's price per kg, rounded up to the dong (pricing `perKgCharge`);
 * - second-payment services charged per parcel or per kg (bills.extras `secondPaymentExtras`): once
 *   per shipment when any of its orders asked for them, on the shipment's chargeable weight;
 * - per order, as on a parcel's bill: its other second-payment services as quoted (once per order),
 *   storage at the Japanese warehouse past the free days on the order's weight (`storageLine`), and
 *   the Japanese domestic shipping difference (`jpShippingAdjustment`, key `order-jp-shipping:<id>`).
 *
 * One bill row; one bill item per order (its share of the shipment-level lines by weight + its own
 * lines), so paying the bill records each order's second payment (bills `payOne`).
 */

export interface BoxMeasure {
  weightG: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const kg = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;
const gramFormat = new Intl.NumberFormat('vi-VN');
const grams = (g: number) => `${gramFormat.format(g)} g`;
const money = (n: number) => formatVnd(vnd(n));
const volumeOf = (b: BoxMeasure) => (b.lengthCm && b.widthCm && b.heightCm ? b.lengthCm * b.widthCm * b.heightCm : 0);

/** The live route and mode asked for; anything else → 400 SHIPMENT_ROUTE_INVALID. */
export function shipmentRoute(tables: PricingTables, routeCode: string, shipMode: string): { route: RouteRow; mode: ShipMode } {
  const route = tables.routeByCode.get(routeCode.trim().toUpperCase());
  const mode = route?.modes.find((m) => m.code === shipMode.trim().toLowerCase());
  if (!route || !route.active || route.deleted || !mode) throw new AppError(400, 'SHIPMENT_ROUTE_INVALID');
  return { route, mode };
}

/** Per-kg and per-parcel second-payment services: charged per shipment, not per order. */
function isShipmentLevel(tables: PricingTables, line: QuotedLine): boolean {
  const extra = tables.extraByCode.get(line.code.slice('extra:'.length));
  return extra?.chargeType === 'per_kg' || extra?.chargeType === 'per_parcel';
}

export interface ShippingOfBoxes {
  weightG: number;
  chargeableWeightG: number;
  lines: BillLine[];
  amountVnd: number;
}

/**
 * International shipping of some boxes on one route and mode, plus the shipment-level services the
 * orders' quotes asked for (`quoted`: their `extra:` lines). Pure: the preview prices each order alone
 * (one box each) and all of them together (one box) with it; the bill prices the packed boxes.
 */
export function shippingOfBoxes(tables: PricingTables, route: RouteRow, mode: ShipMode, boxes: BoxMeasure[], quoted: QuotedLine[]): ShippingOfBoxes {
  const perBox = boxes.map((b) => chargeableWeightG(b.weightG, volumeOf(b), { minWeightG: 0, volumetricDivisor: mode.volumetricDivisor }));
  const sum = perBox.reduce((a, g) => a + g, 0);
  const chargeable = Math.max(sum, mode.minWeightG);
  const weightG = boxes.reduce((a, b) => a + b.weightG, 0);
  const shipping = perKgCharge(mode.pricePerKgVnd, chargeable);
  const weightText =
    boxes.length === 1
      ? chargeableFormula(boxes[0]!.weightG, volumeOf(boxes[0]!), mode)
      : shipmentsText.lines.boxesTotal(
          boxes.map((b, i) => shipmentsText.lines.box(i + 1, chargeableFormula(b.weightG, volumeOf(b), { minWeightG: 0, volumetricDivisor: mode.volumetricDivisor }))).join('; '),
          grams(sum),
          mode.minWeightG > 0 ? grams(mode.minWeightG) : null,
          grams(chargeable),
        );
  const kgNumber = weightFormat.format(chargeable / 1000);
  const lines: BillLine[] = [
    {
      code: `shipping:${route.code}:${mode.code}`,
      label: shipmentsText.lines.international(route.name, mode.name),
      amount_vnd: shipping,
      amount_jpy: null,
      note: shipmentsText.lines.internationalNote(kgNumber, money(mode.pricePerKgVnd), boxes.length),
      formula: pricingText.formula.international(weightText, kgNumber, money(mode.pricePerKgVnd), money(shipping)),
    },
  ];
  const unique = new Map<string, QuotedLine>();
  for (const line of quoted) if (isShipmentLevel(tables, line) && !unique.has(line.code)) unique.set(line.code, line);
  lines.push(...secondPaymentExtras([...unique.values()], tables.extraByCode, chargeable, new Set()));
  return { weightG, chargeableWeightG: chargeable, lines, amountVnd: lines.reduce((a, l) => a + l.amount_vnd, 0) };
}

/** An order's quoted `extra:` lines (its price breakdown at creation). */
export const quotedLinesOf = (order: Pick<OrderRow, 'priceDetails'>) => quotedExtras(order.priceDetails);

/** `total` split by `weights` (largest remainder): every part ≥ 0, the parts add up to `total`. */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, p) => a + p, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export interface ShipmentBillInput {
  shipmentCode: string;
  userId: string;
  tables: PricingTables;
  routeCode: string;
  shipMode: string;
  boxes: BoxMeasure[];
  /** The shipment's orders with the weight each is charged storage on and shares shipping by. */
  orders: Array<{ order: OrderRow; weightG: number }>;
  /** What sellers actually charged to ship in Japan, per order id (yen). */
  jpActualByOrder: ReadonlyMap<string, number>;
  address: { receiver_name: string; phone: string; full_address: string } | null;
  staffId: string;
  now: Date;
}

/**
 * Makes the shipment's one bill. Runs in the CALLER's transaction (the shipment row is locked there,
 * so a shipment is billed once); every failure throws and the caller's transaction writes nothing.
 */
export async function billShipmentIn(tx: Db, input: ShipmentBillInput): Promise<{ bill: repo.BillRow; items: repo.BillItemRow[] }> {
  const { tables } = input;
  const { route, mode } = shipmentRoute(tables, input.routeCode, input.shipMode);
  for (const [orderId, actual] of input.jpActualByOrder) {
    const entry = input.orders.find((o) => o.order.id === orderId);
    if (!entry) throw new AppError(400, 'SHIPMENT_ORDER_NOT_FOUND');
    if (estimatedJpShippingJpy(entry.order.priceDetails) === null && actual !== undefined) throw new AppError(409, 'PARCEL_JP_SHIPPING_NOT_ESTIMATED');
  }
  const shared = shippingOfBoxes(
    tables,
    route,
    mode,
    input.boxes,
    input.orders.flatMap((o) => quotedLinesOf(o.order)),
  );
  const rate = await currentRateExact(tx);
  const japan = tables.warehouses.find((w) => w.country === 'JP') ?? null;
  const shares = splitByWeight(
    shared.amountVnd,
    input.orders.map((o) => o.weightG),
  );

  const lines: BillLine[] = [...shared.lines];
  const perOrder: Array<{ order: OrderRow; amountVnd: number; refundVnd: number }> = [];
  for (const [index, { order, weightG }] of input.orders.entries()) {
    await repo.lockOrderBilling(tx, order.id);
    const earlier = await repo.liveBillsOfOrder(tx, order.id);
    const charged = new Set(earlier.flatMap((b) => b.lines.map((l) => l.code)));
    const own: BillLine[] = secondPaymentExtras(
      quotedLinesOf(order).filter((l) => !isShipmentLevel(tables, l)),
      tables.extraByCode,
      0,
      charged,
    );
    if (japan && japan.storageFeePerKgDayVnd > 0) {
      const entered = await statusEnteredAt(tx, order.id);
      const storage = storageLine(japan, { arrivedAt: entered.get('at_jp_warehouse') ?? null, leftAt: entered.get('shipping_international') ?? null, until: input.now }, weightG);
      if (storage) own.push(storage);
    }
    const actual = input.jpActualByOrder.get(order.id);
    const estimated = estimatedJpShippingJpy(order.priceDetails);
    let refundVnd = 0;
    if (actual !== undefined && estimated !== null && !charged.has(JP_SHIPPING_ADJUSTMENT)) {
      const others = shares[index]! + own.reduce((a, l) => a + l.amount_vnd, 0);
      const adjustment = jpShippingAdjustment(actual, estimated, order.rateScaled, others);
      own.push(adjustment.line);
      refundVnd = adjustment.refundVnd;
    }
    const amountVnd = shares[index]! + own.reduce((a, l) => a + l.amount_vnd, 0);
    if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new AppError(409, 'SHIPMENT_SHIPPING_UNAVAILABLE');
    lines.push(...own.map((l) => ({ ...l, label: shipmentsText.lines.ofOrder(l.label, order.code) })));
    perOrder.push({ order, amountVnd, refundVnd });
  }
  const amountVnd = lines.reduce((a, l) => a + l.amount_vnd, 0);
  if (amountVnd !== perOrder.reduce((a, o) => a + o.amountVnd, 0)) throw new Error('shipment bill lines and items disagree');

  const bill = await repo.insertBill(tx, {
    code: await repo.nextBillCode(tx, input.now),
    userId: input.userId,
    amountVnd,
    rateScaled: rate.rate,
    lines,
    routeCode: route.code,
    shipMode: mode.code,
    address: input.address,
    weightG: shared.weightG,
    chargeableWeightG: shared.chargeableWeightG,
    dueAt: new Date(input.now.getTime() + BILL_DUE_DAYS * 86_400_000),
    createdBy: input.staffId,
    createdAt: input.now,
    updatedAt: input.now,
  });
  const items = await repo.insertBillItems(
    tx,
    perOrder.map((o) => ({ billId: bill.id, orderId: o.order.id, orderCode: o.order.code, parcelId: null, amountVnd: o.amountVnd })),
  );
  for (const o of perOrder) {
    if (o.refundVnd > 0) {
      await refund(
        tx,
        {
          userId: o.order.userId,
          amountVnd: o.refundVnd,
          idempotencyKey: `order-jp-shipping:${o.order.id}`,
          purpose: 'order_refund',
          description: billsText.lines.jpShippingRefundDescription(o.order.code),
          referenceType: 'order',
          referenceId: o.order.id,
          rateScaled: o.order.rateScaled,
        },
        { inTransaction: true },
      );
    }
    await setSecondPaymentDue(tx, { orderId: o.order.id, amountVnd: o.amountVnd, billId: bill.id });
  }
  return { bill, items };
}

export { kg as kgOfGrams };

/** Bills by id (a shipment shows its bill's status, amount and lines). */
export async function billsById(db: Db, ids: string[]): Promise<Map<string, repo.BillRow>> {
  const rows = await Promise.all([...new Set(ids)].map((id) => repo.findBill(db, id)));
  return new Map(rows.flatMap((r) => (r ? [[r.id, r] as const] : [])));
}
