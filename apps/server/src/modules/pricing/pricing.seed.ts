/**
 * The fee schedule of a fresh installation (ours: the spec leaves fees open; staff edit every number
 * in GET/PUT /api/admin/pricing and /api/route). Chosen against the services buyers compare us with
 * (Janbox, JapanSuki, Buyee, ZenMarket, 2024–2025 public price lists):
 *
 * - service fee by the order's goods value: 5 % (at least 30.000 ₫) under 3 million ₫, 4 % to
 *   10 million, 3 % to 30 million, 2.5 % above; Vietnamese proxy services charge 3–5 % with a
 *   20–30k minimum, Buyee/ZenMarket a flat ¥300–500 per item, which is ~5 % on a typical ¥8,000 item;
 * - consumption tax 10 % on every site (prices are normally shown tax-included: added only when a
 *   price is tax-excluded);
 * - domestic shipping estimate by the Japanese "size" classes (sum of three sides), Yamato/Japan
 *   Post rates within Honshu to our Chiba warehouse: ¥1,000 (60) … ¥2,600 (160);
 * - international: air 180.000–190.000 ₫/kg (7–14 days), air express 250.000–260.000 ₫/kg
 *   (4–7 days), sea 60.000–65.000 ₫/kg (30–45 days); volumetric divisor 6000 for air (the IATA
 *   standard), 10000 for sea; minimum 0,5 kg by air and 1 kg by sea; weights rounded up to 100 g;
 * - extras: photos 15.000 ₫/item, inspection 25.000 ₫/item, bubble wrap 10.000 ₫/item, insurance
 *   3 % of the goods value (at least 20.000 ₫), wooden crate 20.000 ₫/kg (at least 100.000 ₫,
 *   paid with the second payment).
 */
import { siteCodes } from '@kaimono/contracts';
import { pricingText } from '@kaimono/i18n';
import type * as repo from './pricing.repository.ts';

const tierRows: [code: keyof typeof pricingText.seed.tiers, thresholdVnd: number, rateBps: number, minFeeVnd: number][] = [
  ['tier-1', 0, 500, 30_000],
  ['tier-2', 3_000_000, 400, 0],
  ['tier-3', 10_000_000, 300, 0],
  ['tier-4', 30_000_000, 250, 0],
];

const sizeRows: [code: string, maxWeightG: number, priceJpy: number][] = [
  ['60', 2_000, 1_000],
  ['80', 5_000, 1_300],
  ['100', 10_000, 1_600],
  ['120', 15_000, 1_900],
  ['140', 20_000, 2_300],
  ['160', 25_000, 2_600],
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
  { code: 'JP', country: 'JP', name: wh.JP.name, address: wh.JP.address, note: wh.JP.note, phone: '+81 47-000-0000', sortOrder: 0 },
  { code: 'HN', country: 'VN', name: wh.HN.name, address: wh.HN.address, note: wh.HN.note, phone: '024 7300 0000', sortOrder: 1 },
  { code: 'HCM', country: 'VN', name: wh.HCM.name, address: wh.HCM.address, note: wh.HCM.note, phone: '028 7300 0000', sortOrder: 2 },
];

const modes = pricingText.seed.modes;
function routeModes(air: number, express: number, sea: number): repo.RouteWrite['modes'] {
  return [
    { code: 'air', name: modes.air, pricePerKgVnd: air, minWeightG: 500, volumetricDivisor: 6_000, leadDaysMin: 7, leadDaysMax: 14 },
    { code: 'air_express', name: modes.air_express, pricePerKgVnd: express, minWeightG: 500, volumetricDivisor: 6_000, leadDaysMin: 4, leadDaysMax: 7 },
    { code: 'sea', name: modes.sea, pricePerKgVnd: sea, minWeightG: 1_000, volumetricDivisor: 10_000, leadDaysMin: 30, leadDaysMax: 45 },
  ];
}

const routes = pricingText.seed.routes;
export const SEED_ROUTES: (Omit<repo.RouteWrite, 'warehouseId'> & { warehouseCode: string })[] = [
  { code: 'JP-HN', ...routes['JP-HN'], warehouseCode: 'HN', active: true, isDefault: true, modes: routeModes(180_000, 250_000, 60_000) },
  { code: 'JP-HCM', ...routes['JP-HCM'], warehouseCode: 'HCM', active: true, isDefault: false, modes: routeModes(190_000, 260_000, 65_000) },
];

const ex = pricingText.seed.extras;
export const SEED_EXTRAS: repo.ExtraInsert[] = [
  { code: 'photos', ...ex.photos, chargeType: 'per_item', priceVnd: 15_000, paymentStage: 'first', sortOrder: 0 },
  { code: 'inspection', ...ex.inspection, chargeType: 'per_item', priceVnd: 25_000, paymentStage: 'first', sortOrder: 1 },
  { code: 'bubble_wrap', ...ex.bubble_wrap, chargeType: 'per_item', priceVnd: 10_000, paymentStage: 'first', sortOrder: 2 },
  { code: 'insurance', ...ex.insurance, chargeType: 'percent_goods', priceVnd: 0, percentBps: 300, minVnd: 20_000, paymentStage: 'first', sortOrder: 3 },
  { code: 'wooden_crate', ...ex.wooden_crate, chargeType: 'per_kg', priceVnd: 20_000, minVnd: 100_000, paymentStage: 'second', sortOrder: 4 },
];
