import type { BillLine } from '@kaimono/contracts';
import { billsText } from '@kaimono/i18n';
import { formatVnd, vnd } from '@kaimono/money';
import { storageChargeVnd } from '../pricing/index.ts';

/**
 * The order's services paid with the second payment (the pricing module's `payment_stage:
 * 'second'`: a wooden crate by the kilogram, home delivery in Vietnam …) as lines of a parcel's bill.
 */

export interface QuotedLine {
  code: string;
  label: string;
  amount_vnd: number;
}

export interface SecondStageExtra {
  code: string;
  chargeType: string;
  priceVnd: number;
  minVnd: number;
  paymentStage: 'first' | 'second';
}

const weightFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
const kgText = (grams: number) => `${weightFormat.format(grams / 1000)} kg`;

/** The `extra:<code>` lines of the `extras` group of an order's price breakdown (PriceGroup[]). */
export function quotedExtras(priceDetails: unknown): QuotedLine[] {
  const groups = Array.isArray(priceDetails) ? (priceDetails as Array<{ code?: unknown; lines?: unknown }>) : [];
  return groups
    .filter((g) => g?.code === 'extras' && Array.isArray(g.lines))
    .flatMap((g) => g.lines as QuotedLine[])
    .filter((l) => typeof l?.code === 'string' && l.code.startsWith('extra:') && typeof l.label === 'string' && Number.isSafeInteger(l.amount_vnd));
}

/** Price per kg × chargeable kilograms, rounded up to the whole dong (as pricing does). */
export const perKgVnd = (pricePerKgVnd: number, grams: number) => Math.ceil((pricePerKgVnd * grams) / 1000);

/**
 * The lines for one parcel: per-kg services on its measured chargeable weight and per-parcel
 * services at their price (every parcel, at least the service's minimum); the others (per item, per
 * order, % of goods) as the quote priced them, on the order's first bill only (`charged`: codes that earlier live bills already carry).
 * First-payment services and services no longer in the tables are not charged here.
 */
export function secondPaymentExtras(
  quoted: QuotedLine[],
  extraByCode: ReadonlyMap<string, SecondStageExtra>,
  chargeableWeightG: number,
  charged: ReadonlySet<string>,
): BillLine[] {
  const lines: BillLine[] = [];
  const seen = new Set<string>();
  for (const line of quoted) {
    if (seen.has(line.code)) continue;
    seen.add(line.code);
    const extra = extraByCode.get(line.code.slice('extra:'.length));
    if (!extra || extra.paymentStage !== 'second') continue;
    if (extra.chargeType === 'per_kg') {
      const computed = perKgVnd(extra.priceVnd, chargeableWeightG);
      const amount = Math.max(extra.minVnd, computed);
      if (amount > 0) {
        const note = billsText.lines.perKgNote(kgText(chargeableWeightG), formatVnd(vnd(extra.priceVnd)));
        const byKg = billsText.lines.perKgFormula(kgText(chargeableWeightG), formatVnd(vnd(extra.priceVnd)), formatVnd(vnd(computed)));
        const formula = amount > computed ? billsText.lines.minimumFormula(byKg, formatVnd(vnd(amount))) : byKg;
        lines.push({ code: line.code, label: line.label, amount_vnd: amount, amount_jpy: null, note, formula });
      }
    } else if (extra.chargeType === 'per_parcel') {
      // Every parcel of the order (a crate is built per parcel), at today's price.
      const amount = Math.max(extra.minVnd, extra.priceVnd);
      if (amount > 0) {
        const price = formatVnd(vnd(extra.priceVnd));
        const perParcel = billsText.lines.perParcelFormula(price);
        const formula = amount > extra.priceVnd ? billsText.lines.minimumFormula(perParcel, formatVnd(vnd(amount))) : perParcel;
        lines.push({ code: line.code, label: line.label, amount_vnd: amount, amount_jpy: null, note: billsText.lines.perParcelNote(price), formula });
      }
    } else if (!charged.has(line.code) && line.amount_vnd > 0) {
      lines.push({ code: line.code, label: line.label, amount_vnd: line.amount_vnd, amount_jpy: null, note: billsText.lines.asQuoted, formula: billsText.lines.asQuotedFormula(formatVnd(vnd(line.amount_vnd))) });
    }
  }
  return lines;
}

const DAY_MS = 86_400_000;

export interface StoragePolicy {
  freeStorageDays: number;
  storageFeePerKgDayVnd: number;
}

/**
 * Storage at the Japanese warehouse (published: free for `freeStorageDays` days after the goods
 * arrive, then the fee per kilogram per day): whole days from arrival until the order left for
 * Vietnam (or `until`, when it has no departure on its timeline), on the parcel's measured weight.
 * Null when the order has no arrival on its timeline, stayed within the free days, or there is no fee.
 */
export function storageLine(policy: StoragePolicy | null, stay: { arrivedAt: Date | null; leftAt: Date | null; until: Date }, weightG: number): BillLine | null {
  if (!policy || policy.storageFeePerKgDayVnd <= 0 || !stay.arrivedAt) return null;
  const end = stay.leftAt ?? stay.until;
  const days = Math.floor((end.getTime() - stay.arrivedAt.getTime()) / DAY_MS);
  const billableDays = days - policy.freeStorageDays;
  if (billableDays <= 0 || weightG <= 0) return null;
  // The published storage rule (pricing `storageChargeVnd`, the fee page states it).
  const amount = storageChargeVnd(policy.storageFeePerKgDayVnd, weightG, billableDays);
  const perKgDay = formatVnd(vnd(policy.storageFeePerKgDayVnd));
  const note = billsText.lines.storageNote(billableDays, policy.freeStorageDays, kgText(weightG), perKgDay);
  const formula = billsText.lines.storageFormula(days, policy.freeStorageDays, billableDays, kgText(weightG), perKgDay, formatVnd(vnd(amount)));
  return { code: 'storage:jp', label: billsText.lines.storage, amount_vnd: amount, amount_jpy: null, note, formula };
}

