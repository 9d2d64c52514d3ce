/**
 * The price of buying from Japan, as a pure function of the pricing tables and an exchange rate
 * (no database, no clock): `calculatePriceWith`. The database-facing wrappers are in
 * pricing.service.ts. How the numbers are made (docs: the fee schedule /page/bieu-phi):
 *
 * - goods: price × quantity in yen, each line converted at the rate rounding UP to the whole dong;
 * - Japan: consumption tax when the price is tax-excluded (the site's rate, rounded DOWN to the whole
 *   yen as Japanese shops do), and domestic shipping
 *   to our Japanese warehouse: the item's own amount when known, else the price of the smallest size
 *   class (sum of three sides, weight) that holds it;
 * - service fee: the tier of the order's goods value (goods + tax, in dong) applies to the whole
 *   order: its percentage, at least its minimum fee; a VIP level discounts a share of it;
 * - extras: per item, per order, % of the goods value of the lines that ask for it, or per chargeable
 *   kilogram; each at least its minimum; paid in the first or the second payment;
 * - international shipping (second payment, an estimate until the parcel is weighed in Vietnam):
 *   chargeable weight = max(actual, L×W×H / divisor) rounded up to 100 g, at least the mode's
 *   minimum; × the mode's price per kg, rounded up to the whole dong;
 * - a coupon discount (evaluated by the caller) lowers the first payment, never below 0.
 *
 * first payment = goods + Japan + service fee − VIP discount + first-payment extras − coupon;
 * second payment = international shipping + second-payment extras; total = first + second.
 * Every line is a whole dong; the payments are sums of the lines, so the breakdown always adds up.
 */
import { formatJpy, formatRate, jpyToVnd, percentOf, type ExchangeRate, type Jpy, type Vnd } from '@kaimono/money';
import { pricingText } from '@kaimono/i18n';
import type { PriceGroupCode, ServiceExtraChargeType, SiteCode } from '@kaimono/contracts';

// ---------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------

export interface FeeTier {
  code: string;
  label: string;
  /** The tier applies from this goods value (dong). */
  thresholdVnd: number;
  rateBps: number;
  minFeeVnd: number;
}

export interface SizeClass {
  code: string;
  label: string;
  maxSumCm: number;
  maxWeightG: number;
  priceJpy: number;
}

export interface ShipMode {
  code: string;
  name: string;
  pricePerKgVnd: number;
  minWeightG: number;
  volumetricDivisor: number;
  leadDaysMin: number;
  leadDaysMax: number;
}

export interface WarehouseRow {
  id: string;
  code: string;
  name: string;
  country: 'JP' | 'VN';
  address: string;
  phone: string;
  note: string;
  active: boolean;
  /** Free days after arrival, then `storageFeePerKgDayVnd` per kilogram per day (the bill's storage line). */
  freeStorageDays: number;
  storageFeePerKgDayVnd: number;
}

export interface RouteRow {
  id: string;
  code: string;
  name: string;
  description: string;
  warehouse: WarehouseRow;
  active: boolean;
  isDefault: boolean;
  /** Deleted routes are kept for the orders that use them; never offered for new quotes. */
  deleted: boolean;
  modes: ShipMode[];
}

export interface ServiceExtra {
  code: string;
  name: string;
  description: string;
  chargeType: ServiceExtraChargeType;
  priceVnd: number;
  percentBps: number | null;
  minVnd: number;
  paymentStage: 'first' | 'second';
  active: boolean;
}

export interface PricingTables {
  /** Sorted by threshold, lowest first. */
  feeTiers: FeeTier[];
  /** Consumption tax in basis points per site. */
  taxBpsBySite: Partial<Record<string, number>>;
  /** Sorted smallest first. */
  sizeClasses: SizeClass[];
  /** Live (not deleted) routes, in display order. */
  routes: RouteRow[];
  routeByCode: Map<string, RouteRow>;
  defaultRoute: RouteRow | null;
  /** Every extra (active or not), in display order. */
  extras: ServiceExtra[];
  extraByCode: Map<string, ServiceExtra>;
  warehouses: WarehouseRow[];
}

/** Builds the lookup parts of the tables from plain lists. */
export function buildTables(parts: {
  feeTiers: FeeTier[];
  siteTaxes: { site: string; rateBps: number }[];
  sizeClasses: SizeClass[];
  routes: RouteRow[];
  extras: ServiceExtra[];
  warehouses: WarehouseRow[];
}): PricingTables {
  const routes = parts.routes.filter((r) => !r.deleted);
  const live = routes.filter((r) => r.active);
  return {
    feeTiers: [...parts.feeTiers].sort((a, b) => a.thresholdVnd - b.thresholdVnd),
    taxBpsBySite: Object.fromEntries(parts.siteTaxes.map((t) => [t.site, t.rateBps])),
    sizeClasses: [...parts.sizeClasses].sort((a, b) => a.maxSumCm - b.maxSumCm || a.maxWeightG - b.maxWeightG),
    routes,
    routeByCode: new Map(routes.map((r) => [r.code, r])),
    defaultRoute: live.find((r) => r.isDefault && r.modes.length > 0) ?? live.find((r) => r.modes.length > 0) ?? null,
    extras: parts.extras,
    extraByCode: new Map(parts.extras.map((e) => [e.code, e])),
    warehouses: parts.warehouses,
  };
}

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

export interface PricedLineInput {
  site: SiteCode;
  code?: string | null;
  /** Shown as the goods line's label (else "Sản phẩm n"). */
  name?: string | null;
  priceJpy: number;
  qty: number;
  /** Default true (the price already includes Japanese consumption tax). */
  taxIncluded?: boolean;
  /** null/undefined = unknown → estimated by size class. */
  domesticShippingJpy?: number | null;
  weightG?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  /** Extra services for this line (service_extras.code). */
  serviceCodes?: string[];
}

export interface PriceInput {
  lines: PricedLineInput[];
  /** Defaults: the default route and its first mode. */
  routeCode?: string | null;
  shipMode?: string | null;
  /** Extra services for the whole order (as if every line asked for them). */
  serviceCodes?: string[];
  /** The customer: VIP discount on the service fee (calculatePrice reads it). */
  userId?: string | null;
  /** The VIP perk itself, for the pure function (calculatePrice fills it from userId). */
  vip?: { name: string; serviceFeeDiscountBps: number } | null;
  /** Coupon discount already evaluated by the caller; lowers the first payment. */
  discountVnd?: number;
  /** Default currentRateExact(db) (calculatePrice only). */
  rate?: { rate: ExchangeRate; effectiveAt: Date };
}

export interface PriceLine {
  code: string;
  label: string;
  /** Negative only in the `discount` group. */
  amount_vnd: number;
  amount_jpy?: number | null;
  note?: string | null;
  /** A Japanese domestic shipping line estimated by size class: the second bill settles the difference. */
  estimated?: boolean;
  /** How the amount was computed, Vietnamese, inputs filled in ("Chi tiết cách tính"). */
  formula?: string | null;
}

export interface PriceGroup {
  code: PriceGroupCode;
  title: string;
  lines: PriceLine[];
}

export interface PriceBreakdown {
  rateScaled: number;
  /** Only groups that have lines (spec §5), in the order goods, japan, service, extras, international, discount. */
  groups: PriceGroup[];
  goodsJpy: number;
  /** goods + JP tax + JP domestic shipping + service fee − VIP + first-payment extras − coupon. */
  firstPaymentVnd: number;
  /** International shipping by chargeable weight + second-payment extras (an estimate). */
  secondPaymentVnd: number;
  totalVnd: number;
  chargeableWeightG: number;
  /** The route and mode used for international shipping (null when none could be). */
  routeCode: string | null;
  shipMode: string | null;
  /** The coupon discount actually applied (≤ the first payment before it). */
  discountVnd: number;
  /** Vietnamese, when something could not be priced (e.g. an unknown route). */
  calcError: string | null;
  /**
   * Vietnamese, when the first payment itself cannot be priced (domestic shipping unknown with no
   * size class to estimate it): nothing may be held or charged on it.
   */
  firstPaymentError: string | null;
}

/** The weight assumed for one piece whose weight is unknown (a typical small parcel item). */
export const UNKNOWN_ITEM_WEIGHT_G = 500;
/** Chargeable weight is rounded up to this step. */
export const WEIGHT_STEP_G = 100;
/** Consumption tax when a site has no row: the standard Japanese rate. */
export const DEFAULT_TAX_BPS = 1_000;

// ---------------------------------------------------------------------------------------------
// Building blocks (exported for the service and the tests)
// ---------------------------------------------------------------------------------------------

/** 250 → '2,5%'; 1234 → '12,34%' (vi-VN decimal comma; cheap: every calculation writes several). */
export function percentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const hundredths = bps % 100;
  if (hundredths === 0) return `${intText(whole)}%`;
  return hundredths % 10 === 0 ? `${intText(whole)},${hundredths / 10}%` : `${intText(whole)},${String(hundredths).padStart(2, '0')}%`;
}
/** 1300 → '1,3'; 1250 → '1,3' (one decimal, half up). */
export function kgText(grams: number): string {
  const tenths = Math.round(grams / 100);
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  return rest === 0 ? intText(whole) : `${intText(whole)},${rest}`;
}
/** 1234567 → '1.234.567' (vi-VN groups; integers only; cheap: the calculator formats every line). */
export function intText(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += '.';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}
/** '1.250.000 ₫', as formatVnd writes it. */
const money = (n: number): string => `${intText(n)} ₫`;
/** 12400 → '12.400 ¥' (vi-VN groups, as the formulas write yen). */
export const yenText = (n: number): string => `${intText(n)} ¥`;
/** 1200 → '1.200 g'. */
export const gramsText = (n: number): string => `${intText(n)} g`;
const rateTexts = new Map<number, string>();
/** '172,50 ₫/¥' (formatRate, remembered per rate). */
export function rateText(rateScaled: number): string {
  let text = rateTexts.get(rateScaled);
  if (text === undefined) {
    text = formatRate(rateScaled as ExchangeRate);
    if (rateTexts.size > 1_000) rateTexts.clear();
    rateTexts.set(rateScaled, text);
  }
  return text;
}
const f = pricingText.formula;

/** Japanese consumption tax of a tax-excluded amount, rounded DOWN to the whole yen (端数切り捨て, as shops do). */
export function consumptionTaxJpy(amountJpy: number, bps: number): number {
  return Math.floor((amountJpy * bps) / 10_000);
}

function checkAmount(n: unknown, what: string, min = 0): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min) {
    throw new RangeError(`${what} must be an integer ≥ ${min}, got ${String(n)}`);
  }
  return n;
}

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Rounded up to the weight step; never below the minimum. */
export function chargeableWeightG(actualG: number, volumeCm3: number, mode: Pick<ShipMode, 'minWeightG' | 'volumetricDivisor'>): number {
  // Volumetric grams = cm³ / divisor kg = cm³ × 1000 / divisor g, rounded up.
  const volumetricG = volumeCm3 > 0 ? Math.ceil((volumeCm3 * 1000) / mode.volumetricDivisor) : 0;
  const raw = Math.max(actualG, volumetricG);
  const stepped = Math.ceil(raw / WEIGHT_STEP_G) * WEIGHT_STEP_G;
  return Math.max(stepped, mode.minWeightG);
}

/** Price per kg × chargeable kilograms, rounded up to the whole dong. */
export function perKgCharge(pricePerKgVnd: number, grams: number): number {
  return Math.ceil((pricePerKgVnd * grams) / 1000);
}

/**
 * Storage at the Japanese warehouse for the days past the free ones: fee per kg per day × kg ×
 * days, rounded up to the whole dong (the bill's storage line; the fee page's storage rule).
 */
export function storageChargeVnd(feePerKgDayVnd: number, weightG: number, billableDays: number): number {
  if (feePerKgDayVnd <= 0 || weightG <= 0 || billableDays <= 0) return 0;
  return Math.ceil((feePerKgDayVnd * weightG * billableDays) / 1000);
}

/** The chargeable weight written out: actual vs volumetric, the 100 g step, the mode's minimum. */
export function chargeableFormula(actualG: number, volumeCm3: number, mode: Pick<ShipMode, 'minWeightG' | 'volumetricDivisor'>, weightEstimated = false): string {
  const volumetricG = volumeCm3 > 0 ? Math.ceil((volumeCm3 * 1000) / mode.volumetricDivisor) : 0;
  const parts = [pricingText.formula.weightActual(gramsText(actualG), weightEstimated)];
  if (volumeCm3 > 0) parts.push(pricingText.formula.weightVolumetric(intText(volumeCm3), intText(mode.volumetricDivisor), gramsText(volumetricG)));
  const stepped = Math.ceil(Math.max(actualG, volumetricG) / WEIGHT_STEP_G) * WEIGHT_STEP_G;
  const chargeable = Math.max(stepped, mode.minWeightG);
  return pricingText.formula.chargeable(parts.join('; '), gramsText(stepped), mode.minWeightG > 0 ? gramsText(mode.minWeightG) : null, gramsText(chargeable));
}

/** The smallest size class that holds a parcel; the largest one when none does. */
export function sizeClassFor(classes: SizeClass[], p: { weightG?: number | null; sumCm?: number | null }): SizeClass | null {
  if (classes.length === 0) return null;
  const weight = known(p.weightG) ? p.weightG : 0;
  const sum = known(p.sumCm) ? p.sumCm : 0;
  for (const c of classes) if (sum <= c.maxSumCm && weight <= c.maxWeightG) return c;
  return classes[classes.length - 1]!;
}

/** The tier whose threshold is the highest one ≤ the goods value. */
export function feeTierFor(tiers: FeeTier[], goodsVnd: number): FeeTier | null {
  let found: FeeTier | null = null;
  for (const t of tiers) if (t.thresholdVnd <= goodsVnd) found = t;
  return found ?? tiers[0] ?? null;
}

/** The service fee of a goods value (before any VIP discount). */
export function serviceFeeVnd(tiers: FeeTier[], goodsVnd: number): { feeVnd: number; tier: FeeTier | null; minimumApplied: boolean } {
  const tier = feeTierFor(tiers, goodsVnd);
  if (!tier || goodsVnd <= 0) return { feeVnd: 0, tier, minimumApplied: false };
  const byRate = percentOf(goodsVnd as Vnd, tier.rateBps) as number;
  return byRate >= tier.minFeeVnd ? { feeVnd: byRate, tier, minimumApplied: false } : { feeVnd: tier.minFeeVnd, tier, minimumApplied: true };
}

// ---------------------------------------------------------------------------------------------
// The calculation
// ---------------------------------------------------------------------------------------------

interface ExtraUse {
  qty: number;
  goodsVnd: number;
}

/** Pure: the whole breakdown. Throws RangeError only for malformed numbers (callers validate input). */
export function calculatePriceWith(tables: PricingTables, rateScaled: number, input: PriceInput): PriceBreakdown {
  const rate = checkAmount(rateScaled, 'rateScaled', 1) as ExchangeRate;
  const problems: string[] = [];
  const firstProblems: string[] = [];
  const goods: PriceLine[] = [];
  const japan: PriceLine[] = [];
  const service: PriceLine[] = [];
  const extras: PriceLine[] = [];
  const international: PriceLine[] = [];
  const discount: PriceLine[] = [];

  let goodsJpy = 0;
  let goodsVndSum = 0;
  let japanVndSum = 0;
  let taxVndSum = 0;
  let actualG = 0;
  let volumeCm3 = 0;
  let weightEstimated = false;
  const extraUses = new Map<string, ExtraUse>();
  const orderCodes = input.serviceCodes ?? [];

  input.lines.forEach((line, index) => {
    const price = checkAmount(line.priceJpy, 'priceJpy');
    const qty = checkAmount(line.qty, 'qty', 1);
    const lineJpy = price * qty;
    checkAmount(lineJpy, 'priceJpy × qty');
    const lineVnd = jpyToVnd(lineJpy as Jpy, rate) as number;
    const ref = line.code ?? String(index + 1);
    goodsJpy += lineJpy;
    goodsVndSum += lineVnd;
    goods.push({
      code: `goods:${ref}`,
      label: line.name?.trim() || pricingText.lines.item(index + 1),
      amount_vnd: lineVnd,
      amount_jpy: lineJpy,
      note: pricingText.lines.goodsNote(qty, formatJpy(price as Jpy)),
      formula: f.goods(qty, yenText(price), yenText(lineJpy), rateText(rate), money(lineVnd)),
    });

    let taxVnd = 0;
    if (line.taxIncluded === false) {
      const bps = tables.taxBpsBySite[line.site] ?? DEFAULT_TAX_BPS;
      const taxJpy = consumptionTaxJpy(lineJpy, bps);
      if (taxJpy > 0) {
        taxVnd = jpyToVnd(taxJpy as Jpy, rate) as number;
        japan.push({
          code: `tax:${ref}`,
          label: pricingText.lines.tax(percentText(bps)),
          amount_vnd: taxVnd,
          amount_jpy: taxJpy,
          note: null,
          formula: f.tax(percentText(bps), yenText(lineJpy), yenText(taxJpy), rateText(rate), money(taxVnd)),
        });
      }
    }
    taxVndSum += taxVnd;

    const weightPiece = known(line.weightG) ? line.weightG : null;
    const lineWeight = (weightPiece ?? UNKNOWN_ITEM_WEIGHT_G) * qty;
    if (weightPiece === null) weightEstimated = true;
    actualG += lineWeight;
    const dimsKnown = known(line.lengthCm) && known(line.widthCm) && known(line.heightCm);
    if (dimsKnown) volumeCm3 += line.lengthCm! * line.widthCm! * line.heightCm! * qty;

    let shippingJpy: number;
    let shippingNote: string;
    let shippingFormula: (vnd: string) => string;
    const shippingEstimated = line.domesticShippingJpy === null || line.domesticShippingJpy === undefined;
    if (!shippingEstimated) {
      shippingJpy = checkAmount(line.domesticShippingJpy!, 'domesticShippingJpy');
      shippingNote = pricingText.lines.domesticShippingKnown;
      shippingFormula = (vnd) => f.domesticKnown(yenText(shippingJpy), rateText(rate), vnd);
    } else {
      const sumCm = dimsKnown ? line.lengthCm! + line.widthCm! + line.heightCm! : null;
      const weightForSize = weightPiece === null ? null : lineWeight;
      const size = sizeClassFor(tables.sizeClasses, { weightG: weightForSize, sumCm });
      if (!size) {
        problems.push(pricingText.problems.noSizeClass);
        if (!firstProblems.includes(pricingText.problems.noSizeClass)) firstProblems.push(pricingText.problems.noSizeClass);
      }
      shippingJpy = size?.priceJpy ?? 0;
      shippingNote = pricingText.lines.domesticShippingEstimated(size?.code ?? '—');
      const sumText = sumCm === null ? f.unknownDims : `${intText(sumCm)} cm`;
      const weightText = weightForSize === null ? f.unknownDims : gramsText(weightForSize);
      const fits = size !== null && (sumCm ?? 0) <= size.maxSumCm && (weightForSize ?? 0) <= size.maxWeightG;
      const reason = fits ? f.sizeFits(sumText, weightText) : f.sizeLargest(sumText, weightText);
      shippingFormula = (vnd) => f.domesticEstimated(size?.code ?? '—', reason, yenText(shippingJpy), rateText(rate), vnd);
    }
    const shippingVnd = shippingJpy > 0 ? (jpyToVnd(shippingJpy as Jpy, rate) as number) : 0;
    if (shippingJpy > 0) {
      japan.push({
        code: `domestic:${ref}`,
        label: pricingText.lines.domesticShipping,
        amount_vnd: shippingVnd,
        amount_jpy: shippingJpy,
        note: shippingNote,
        ...(shippingEstimated ? { estimated: true } : {}),
        formula: shippingFormula(money(shippingVnd)),
      });
    }
    japanVndSum += taxVnd + shippingVnd;

    const codes = line.serviceCodes;
    if ((codes && codes.length > 0) || orderCodes.length > 0) {
      const seen = new Set<string>();
      for (const c of codes ?? []) seen.add(c);
      for (const c of orderCodes) seen.add(c);
      for (const c of seen) {
        const use = extraUses.get(c);
        if (use) {
          use.qty += qty;
          use.goodsVnd += lineVnd + taxVnd;
        } else extraUses.set(c, { qty, goodsVnd: lineVnd + taxVnd });
      }
    }
  });

  // Service fee on goods + tax, in dong.
  const serviceBase = goodsVndSum + taxVndSum;
  let serviceVnd = 0;
  let vipVnd = 0;
  if (input.lines.length > 0) {
    const fee = serviceFeeVnd(tables.feeTiers, serviceBase);
    serviceVnd = fee.feeVnd;
    if (fee.tier && serviceVnd > 0) {
      const baseText = f.serviceBase(money(goodsVndSum), taxVndSum > 0 ? money(taxVndSum) : null, money(serviceBase));
      const pct = percentText(fee.tier.rateBps);
      service.push({
        code: 'service_fee',
        label: pricingText.lines.serviceFee(pct),
        amount_vnd: serviceVnd,
        amount_jpy: null,
        note: fee.minimumApplied ? pricingText.lines.serviceFeeMinimum(money(fee.tier.minFeeVnd)) : null,
        formula: fee.minimumApplied
          ? f.serviceFeeMinimum(pct, baseText, money(percentOf(serviceBase as Vnd, fee.tier.rateBps) as number), money(fee.tier.minFeeVnd))
          : f.serviceFee(pct, baseText, money(serviceVnd)),
      });
      const vipBps = input.vip?.serviceFeeDiscountBps ?? 0;
      if (vipBps > 0) {
        vipVnd = Math.min(serviceVnd, percentOf(serviceVnd as Vnd, Math.min(vipBps, 10_000)) as number);
        if (vipVnd > 0) {
          discount.push({
            code: 'vip',
            label: pricingText.lines.vipDiscount(input.vip!.name, percentText(vipBps)),
            amount_vnd: -vipVnd,
            amount_jpy: null,
            note: null,
            formula: f.vip(percentText(Math.min(vipBps, 10_000)), money(serviceVnd), money(vipVnd)),
          });
        }
      }
    }
  }

  // International shipping.
  let route: RouteRow | null = null;
  let mode: ShipMode | null = null;
  if (input.lines.length > 0) {
    if (input.routeCode) {
      const found = tables.routeByCode.get(input.routeCode.toUpperCase()) ?? null;
      if (!found) problems.push(pricingText.problems.unknownRoute(input.routeCode));
      else if (!found.active) problems.push(pricingText.problems.inactiveRoute(found.name));
      else route = found;
    } else {
      route = tables.defaultRoute;
      if (!route) problems.push(pricingText.problems.noRoute);
    }
    if (route) {
      mode = input.shipMode ? (route.modes.find((m) => m.code === input.shipMode!.toLowerCase()) ?? null) : (route.modes[0] ?? null);
      if (!mode) problems.push(pricingText.problems.unknownMode(input.shipMode ?? '', route.name));
    }
  }
  let chargeableG = 0;
  let internationalVnd = 0;
  if (route && mode) {
    chargeableG = chargeableWeightG(actualG, volumeCm3, mode);
    internationalVnd = perKgCharge(mode.pricePerKgVnd, chargeableG);
    international.push({
      code: `shipping:${route.code}:${mode.code}`,
      label: pricingText.lines.international(route.name, mode.name),
      amount_vnd: internationalVnd,
      amount_jpy: null,
      note: pricingText.lines.internationalNote(kgText(chargeableG), money(mode.pricePerKgVnd)) + (weightEstimated ? ` ${pricingText.lines.weightEstimated}` : ''),
      formula: f.international(chargeableFormula(actualG, volumeCm3, mode, weightEstimated), kgText(chargeableG), money(mode.pricePerKgVnd), money(internationalVnd)),
    });
  } else if (input.lines.length > 0) {
    // Without a mode, per-kg extras still need a weight: the actual one, stepped.
    chargeableG = Math.ceil(actualG / WEIGHT_STEP_G) * WEIGHT_STEP_G;
  }

  // Extras, in the tables' display order.
  let extrasFirst = 0;
  let extrasSecond = 0;
  if (extraUses.size > 0) {
    for (const code of extraUses.keys()) {
      const extra = tables.extraByCode.get(code);
      if (!extra || !extra.active) problems.push(pricingText.problems.unknownService(code));
    }
    for (const extra of tables.extras) {
      const use = extraUses.get(extra.code);
      if (!use || !extra.active) continue;
      let amount: number;
      let note: string;
      let formula: string;
      switch (extra.chargeType) {
        case 'per_item':
          amount = extra.priceVnd * use.qty;
          note = pricingText.lines.extraPerItem(use.qty, money(extra.priceVnd));
          formula = f.extraPerItem(use.qty, money(extra.priceVnd), money(amount));
          break;
        case 'per_order':
          amount = extra.priceVnd;
          note = '';
          formula = f.extraPerOrder(money(amount));
          break;
        case 'percent_goods':
          amount = percentOf(use.goodsVnd as Vnd, extra.percentBps ?? 0) as number;
          note = pricingText.lines.extraPercent(percentText(extra.percentBps ?? 0));
          formula = f.extraPercent(percentText(extra.percentBps ?? 0), money(use.goodsVnd), money(amount));
          break;
        case 'per_kg':
          amount = perKgCharge(extra.priceVnd, chargeableG);
          note = pricingText.lines.extraPerKg(kgText(chargeableG), money(extra.priceVnd));
          formula = f.extraPerKg(kgText(chargeableG), money(extra.priceVnd), money(amount));
          break;
        case 'per_parcel':
          amount = extra.priceVnd;
          note = pricingText.lines.extraPerParcel(money(extra.priceVnd));
          formula = f.extraPerParcel(money(extra.priceVnd));
          break;
      }
      if (amount < extra.minVnd) {
        formula = f.extraMinimum(formula, money(extra.minVnd));
        amount = extra.minVnd;
        note = pricingText.lines.extraMinimum(money(extra.minVnd));
      }
      if (extra.paymentStage === 'second') {
        extrasSecond += amount;
        note = note ? `${note}. ${pricingText.lines.extraSecond}` : pricingText.lines.extraSecond;
      } else extrasFirst += amount;
      extras.push({ code: `extra:${extra.code}`, label: extra.name, amount_vnd: amount, amount_jpy: null, note: note || null, formula });
    }
  }

  // The coupon lowers the first payment, never below zero.
  const firstBefore = goodsVndSum + japanVndSum + serviceVnd - vipVnd + extrasFirst;
  const wanted = input.discountVnd ?? 0;
  checkAmount(wanted, 'discountVnd');
  const couponVnd = Math.min(wanted, firstBefore);
  if (couponVnd > 0) discount.push({ code: 'coupon', label: pricingText.lines.coupon, amount_vnd: -couponVnd, amount_jpy: null, note: null, formula: f.coupon(money(couponVnd)) });

  const firstPaymentVnd = firstBefore - couponVnd;
  const secondPaymentVnd = internationalVnd + extrasSecond;

  const groups: PriceGroup[] = [];
  const add = (code: PriceGroupCode, lines: PriceLine[]) => {
    if (lines.length > 0) groups.push({ code, title: pricingText.groups[code], lines });
  };
  add('goods', goods);
  add('japan', japan);
  add('service', service);
  add('extras', extras);
  add('international', international);
  add('discount', discount);

  return {
    rateScaled: rate,
    groups,
    goodsJpy,
    firstPaymentVnd,
    secondPaymentVnd,
    totalVnd: firstPaymentVnd + secondPaymentVnd,
    chargeableWeightG: route && mode ? chargeableG : 0,
    routeCode: route && mode ? route.code : null,
    shipMode: route && mode ? mode.code : null,
    discountVnd: couponVnd,
    calcError: problems.length > 0 ? [...new Set(problems)].join(' ') : null,
    firstPaymentError: firstProblems.length > 0 ? firstProblems.join(' ') : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Landed cost as a range (item pages)
// ---------------------------------------------------------------------------------------------

/** An unknown weight is assumed between a light parcel and a medium one. */
export const LIGHT_ESTIMATE_G = 300;
export const HEAVY_ESTIMATE_G = 2_000;
/** With no dimensions, the dearest likely size class is this many classes above the one the weight fits. */
const SIZE_CLASS_SPREAD = 2;

export interface LandedCostInput {
  site: SiteCode;
  priceJpy: number;
  taxIncluded?: boolean;
  domesticShippingJpy?: number | null;
  weightG?: number | null;
}

export interface LandedCostRange {
  minVnd: number;
  maxVnd: number;
  itemVnd: number;
  lines: { code: 'goods' | 'japan' | 'service' | 'international'; label: string; minVnd: number; maxVnd: number; note: string | null; formula: string | null }[];
}

function groupFormula(b: PriceBreakdown, code: PriceGroupCode): string | null {
  const parts: string[] = [];
  for (const g of b.groups) if (g.code === code) for (const l of g.lines) if (l.formula) parts.push(l.formula);
  return parts.length > 0 ? parts.join('; ') : null;
}

function groupSum(b: PriceBreakdown, code: PriceGroupCode): number {
  let sum = 0;
  for (const g of b.groups) if (g.code === code) for (const l of g.lines) sum += l.amount_vnd;
  return sum;
}

/**
 * From the cheapest likely way to the dearest: the lowest total is the cheapest mode of any active
 * route with the item's weight (or a light estimate) and its known domestic shipping (or the size
 * class the weight fits); the highest is the dearest mode with a medium estimate and a larger size
 * class when shipping is unknown. Standard service fee (no VIP, no coupon, no extras).
 */
export function landedCostRangeWith(tables: PricingTables, rateScaled: number, p: LandedCostInput): LandedCostRange {
  const weightKnown = known(p.weightG);
  const shippingKnown = p.domesticShippingJpy !== null && p.domesticShippingJpy !== undefined;
  const lowWeight = weightKnown ? p.weightG! : LIGHT_ESTIMATE_G;
  const highWeight = weightKnown ? p.weightG! : HEAVY_ESTIMATE_G;
  const lowClass = sizeClassFor(tables.sizeClasses, { weightG: lowWeight });
  const fitIndex = tables.sizeClasses.indexOf(sizeClassFor(tables.sizeClasses, { weightG: highWeight })!);
  const highClass = tables.sizeClasses[Math.min(tables.sizeClasses.length - 1, Math.max(0, fitIndex) + SIZE_CLASS_SPREAD)] ?? null;
  const base = { site: p.site, priceJpy: p.priceJpy, qty: 1, taxIncluded: p.taxIncluded ?? true };
  const low: PricedLineInput = { ...base, weightG: lowWeight, domesticShippingJpy: shippingKnown ? p.domesticShippingJpy : (lowClass?.priceJpy ?? 0) };
  const high: PricedLineInput = { ...base, weightG: highWeight, domesticShippingJpy: shippingKnown ? p.domesticShippingJpy : (highClass?.priceJpy ?? 0) };

  let best: PriceBreakdown | null = null;
  let worst: PriceBreakdown | null = null;
  for (const route of tables.routes) {
    if (!route.active) continue;
    for (const mode of route.modes) {
      const a = calculatePriceWith(tables, rateScaled, { lines: [low], routeCode: route.code, shipMode: mode.code });
      const b = calculatePriceWith(tables, rateScaled, { lines: [high], routeCode: route.code, shipMode: mode.code });
      if (!best || a.totalVnd < best.totalVnd) best = a;
      if (!worst || b.totalVnd > worst.totalVnd) worst = b;
    }
  }
  // No route at all: goods and Japanese costs only.
  best ??= calculatePriceWith(tables, rateScaled, { lines: [low] });
  worst ??= calculatePriceWith(tables, rateScaled, { lines: [high] });
  const itemVnd = groupSum(best, 'goods');
  const part = (code: 'goods' | 'japan' | 'service' | 'international', label: string, note: string | null) => {
    const a = groupSum(best!, code);
    const b = groupSum(worst!, code);
    const low = groupFormula(best!, code);
    const high = groupFormula(worst!, code);
    const formula = low === high ? low : pricingText.formula.range(low ?? money(a), high ?? money(b));
    return { code, label, minVnd: Math.min(a, b), maxVnd: Math.max(a, b), note, formula };
  };
  return {
    minVnd: best.totalVnd,
    maxVnd: Math.max(best.totalVnd, worst.totalVnd),
    itemVnd,
    lines: [
      part('goods', pricingText.landed.goods, null),
      part('japan', pricingText.landed.japan, null),
      part('service', pricingText.landed.service, null),
      part('international', pricingText.landed.international, weightKnown ? pricingText.landed.weightKnown : pricingText.landed.weightEstimated),
    ],
  };
}
