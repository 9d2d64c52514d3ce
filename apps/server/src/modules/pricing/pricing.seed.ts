/**
 * The fee schedule of a fresh installation: exactly the schedule the site publishes (the fee page
 * /page/bieu-phi, the automatic-quote page and the cost articles in packages/i18n/src/content), so
 * a buyer is charged the numbers they read. Staff edit every number afterwards in GET/PUT
 * /api/admin/pricing and /api/route; when the published schedule changes, change both.
 *
 * - service fee by the order's goods value (tax included, in dong, shipping excluded), one tier for
 *   the whole order: 5 % (at least 30.000 ₫) under 10.000.000 ₫, 4 % from 10.000.000 ₫, 3 % from
 *   50.000.000 ₫; VIP levels take 10 / 20 / 30 % off it (modules/vip);
 * - consumption tax 10 % on every site (prices are normally shown tax-included: added only when a
 *   price is tax-excluded);
 * - Japanese domestic shipping to our Osaka warehouse, when the seller has not stated it: estimated
 *   by the Japanese "size" classes (sum of three sides, weight) from ¥800 (size 60) to ¥1,500
 *   (size 160), the published ¥800–¥1,500;
 * - international, the same on both routes (Japan → Hà Nội, Japan → TP. Hồ Chí Minh): air
 *   250.000 ₫/kg, 5–8 days, at least 0,5 kg, volumetric divisor 6000; EMS express 450.000 ₫/kg,
 *   3–5 days, no minimum beyond the chargeable weight, divisor 6000; sea 95.000 ₫/kg, 25–35 days, at
 *   least 5 kg, divisor 4000; chargeable weight rounded up to 100 g;
 * - extras: photos 20.000 ₫/item, inspection 30.000 ₫/item, bubble wrap 15.000 ₫/item, insurance
 *   3 % of the declared (goods) value, all with the first payment; wooden crate 150.000 ₫ per parcel
 *   with the second payment (the crated parcel is weighed, so the crate's weight is charged as
 *   shipping). Consolidating parcels at the Japanese warehouse is free: no extra charges for it.
 */
import { siteCodes } from '@kaimono/contracts';
import { pricingText } from '@kaimono/i18n';
import type * as repo from './pricing.repository.ts';

const tierRows: [code: keyof typeof pricingText.seed.tiers, thresholdVnd: number, rateBps: number, minFeeVnd: number][] = [
  ['tier-1', 0, 500, 30_000],
  ['tier-2', 10_000_000, 400, 0],
  ['tier-3', 50_000_000, 300, 0],
];

const sizeRows: [code: string, maxWeightG: number, priceJpy: number][] = [
  ['60', 2_000, 800],
  ['80', 5_000, 900],
  ['100', 10_000, 1_000],
  ['120', 15_000, 1_200],
  ['140', 20_000, 1_400],
  ['160', 25_000, 1_500],
];

export const SEED_SETTINGS: repo.SettingInsert[] = [
  ...tierRows.map(([code, thresholdVnd, rateBps, minFeeVnd], i) => ({
    kind: 'service_fee_tier' as const,
    code,
    label: pricingText.seed.tiers[code],
    sortOrder: i,
    thresholdVnd,
    rateBps,
    minFeeVnd,
  })),
  ...siteCodes.map((site, i) => ({ kind: 'site_tax' as const, code: site, label: pricingText.seed.siteTax, sortOrder: i, rateBps: 1_000 })),
  ...sizeRows.map(([code, maxWeightG, priceJpy], i) => ({
    kind: 'size_class' as const,
    code,
    label: pricingText.seed.sizeClass(code),
    sortOrder: i,
    maxSumCm: Number(code),
    maxWeightG,
    priceJpy,
  })),
];

const wh = pricingText.seed.warehouses;
export const SEED_WAREHOUSES: repo.WarehouseInsert[] = [
  // The published schedule: 30 days free at Osaka, then 2.000 ₫/kg/day.
  { code: 'JP', country: 'JP', name: wh.JP.name, address: wh.JP.address, note: wh.JP.note, phone: '+81 6-0000-0000', sortOrder: 0, freeStorageDays: 30, storageFeePerKgDayVnd: 2_000 },
  { code: 'HN', country: 'VN', name: wh.HN.name, address: wh.HN.address, note: wh.HN.note, phone: '024 7300 0000', sortOrder: 1 },
  { code: 'HCM', country: 'VN', name: wh.HCM.name, address: wh.HCM.address, note: wh.HCM.note, phone: '028 7300 0000', sortOrder: 2 },
];

const modes = pricingText.seed.modes;
/** The published modes (the same on every route); `air` first: the default mode. */
function routeModes(): repo.RouteWrite['modes'] {
  return [
    { code: 'air', name: modes.air, pricePerKgVnd: 250_000, minWeightG: 500, volumetricDivisor: 6_000, leadDaysMin: 5, leadDaysMax: 8 },
    { code: 'air_express', name: modes.air_express, pricePerKgVnd: 450_000, minWeightG: 0, volumetricDivisor: 6_000, leadDaysMin: 3, leadDaysMax: 5 },
    { code: 'sea', name: modes.sea, pricePerKgVnd: 95_000, minWeightG: 5_000, volumetricDivisor: 4_000, leadDaysMin: 25, leadDaysMax: 35 },
  ];
}

const routes = pricingText.seed.routes;
export const SEED_ROUTES: (Omit<repo.RouteWrite, 'warehouseId'> & { warehouseCode: string })[] = [
  { code: 'JP-HN', ...routes['JP-HN'], warehouseCode: 'HN', active: true, isDefault: true, modes: routeModes() },
  { code: 'JP-HCM', ...routes['JP-HCM'], warehouseCode: 'HCM', active: true, isDefault: false, modes: routeModes() },
];

const ex = pricingText.seed.extras;
export const SEED_EXTRAS: repo.ExtraInsert[] = [
  { code: 'photos', ...ex.photos, chargeType: 'per_item', priceVnd: 20_000, paymentStage: 'first', sortOrder: 0 },
  { code: 'inspection', ...ex.inspection, chargeType: 'per_item', priceVnd: 30_000, paymentStage: 'first', sortOrder: 1 },
  { code: 'bubble_wrap', ...ex.bubble_wrap, chargeType: 'per_item', priceVnd: 15_000, paymentStage: 'first', sortOrder: 2 },
  { code: 'insurance', ...ex.insurance, chargeType: 'percent_goods', priceVnd: 0, percentBps: 300, minVnd: 0, paymentStage: 'first', sortOrder: 3 },
  // Per parcel: once in a quote, once on each parcel's bill.
  { code: 'wooden_crate', ...ex.wooden_crate, chargeType: 'per_parcel', priceVnd: 150_000, minVnd: 0, paymentStage: 'second', sortOrder: 4 },
];
