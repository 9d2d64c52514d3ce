import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exchangeRate, formatVnd, jpyToVnd, type Jpy, type Vnd } from '@kaimono/money';
import { siteCodes, type SiteCode } from '@kaimono/contracts';
import { seedArticles } from '@kaimono/i18n';
import {
  buildTables,
  calculatePriceWith,
  chargeableWeightG,
  feeTierFor,
  intText,
  kgText,
  percentText,
  yenText,
  landedCostRangeWith,
  perKgCharge,
  serviceFeeVnd,
  sizeClassFor,
  UNKNOWN_ITEM_WEIGHT_G,
  WEIGHT_STEP_G,
  type PriceBreakdown,
  type PricedLineInput,
  type PricingTables,
  type RouteRow,
  type ServiceExtra,
  type WarehouseRow,
} from './pricing.calc.ts';
import { SEED_EXTRAS, SEED_ROUTES, SEED_SETTINGS, SEED_WAREHOUSES } from './pricing.seed.ts';
import { buildPriceRules } from './pricing.rules.ts';

/** The seeded tables, built without a database. */
function seededTables(): PricingTables {
  const warehouses: WarehouseRow[] = SEED_WAREHOUSES.map((w, i) => ({
    id: `w${i}`,
    code: w.code,
    name: w.name,
    country: w.country,
    address: w.address,
    phone: w.phone ?? '',
    note: w.note ?? '',
    active: true,
    freeStorageDays: w.freeStorageDays ?? 30,
    storageFeePerKgDayVnd: w.storageFeePerKgDayVnd ?? 0,
  }));
  const routes: RouteRow[] = SEED_ROUTES.map((r, i) => ({
    id: `r${i}`,
    code: r.code,
    name: r.name,
    description: r.description,
    warehouse: warehouses.find((w) => w.code === r.warehouseCode)!,
    active: r.active,
    isDefault: r.isDefault,
    deleted: false,
    modes: r.modes.map((m) => ({
      code: m.code,
      name: m.name,
      pricePerKgVnd: m.pricePerKgVnd,
      minWeightG: m.minWeightG ?? 0,
      volumetricDivisor: m.volumetricDivisor ?? 6000,
      leadDaysMin: m.leadDaysMin,
      leadDaysMax: m.leadDaysMax,
    })),
  }));
  const extras: ServiceExtra[] = SEED_EXTRAS.map((e) => ({
    code: e.code,
    name: e.name,
    description: e.description ?? '',
    chargeType: e.chargeType,
    priceVnd: e.priceVnd ?? 0,
    percentBps: e.percentBps ?? null,
    minVnd: e.minVnd ?? 0,
    paymentStage: e.paymentStage,
    active: true,
  }));
  return buildTables({
    feeTiers: SEED_SETTINGS.filter((s) => s.kind === 'service_fee_tier').map((s) => ({
      code: s.code,
      label: s.label ?? '',
      thresholdVnd: s.thresholdVnd!,
      rateBps: s.rateBps!,
      minFeeVnd: s.minFeeVnd!,
    })),
    siteTaxes: SEED_SETTINGS.filter((s) => s.kind === 'site_tax').map((s) => ({ site: s.code, rateBps: s.rateBps! })),
    sizeClasses: SEED_SETTINGS.filter((s) => s.kind === 'size_class').map((s) => ({
      code: s.code,
      label: s.label ?? '',
      maxSumCm: s.maxSumCm!,
      maxWeightG: s.maxWeightG!,
      priceJpy: s.priceJpy!,
    })),
    routes,
    extras,
    warehouses,
  });
}

const tables = seededTables();
const RATE = 1_725_000; // 172,5 ₫/¥
const toVnd = (n: number, rate = RATE) => jpyToVnd(n as Jpy, exchangeRate(rate)) as number;
const line = (over: Partial<PricedLineInput> = {}): PricedLineInput => ({ site: 'mercari', priceJpy: 10_000, qty: 1, ...over });
const sumLines = (b: PriceBreakdown) => b.groups.flatMap((g) => g.lines).reduce((a, l) => a + l.amount_vnd, 0);
const group = (b: PriceBreakdown, code: string) => b.groups.find((g) => g.code === code);

describe('building blocks', () => {
  it('writes numbers in formulas as vi-VN does (its own fast formatting, the same text)', () => {
    const pct = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });
    for (let bps = 0; bps <= 10_000; bps += 1) expect(percentText(bps)).toBe(`${pct.format(bps / 100)}%`);
    const kg = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
    for (let g = 0; g <= 2_000_000; g += 100) expect(kgText(g)).toBe(kg.format(g / 1000));
    for (const n of [0, 7, 999, 1_000, 12_400, 2_139_000, 1_234_567_890]) {
      expect(intText(n)).toBe(n.toLocaleString('vi-VN'));
      expect(`${intText(n)} ₫`).toBe(formatVnd(n as Vnd));
    }
    expect(yenText(12_400)).toBe('12.400 ¥');
  });

  it('chargeable weight: the larger of actual and volumetric, up to 100 g, at least the minimum', () => {
    const mode = { minWeightG: 500, volumetricDivisor: 6000 };
    expect(chargeableWeightG(120, 0, mode)).toBe(500);
    expect(chargeableWeightG(1_201, 0, mode)).toBe(1_300);
    // 40×30×20 = 24,000 cm³ / 6000 = 4 kg.
    expect(chargeableWeightG(1_000, 24_000, mode)).toBe(4_000);
    expect(chargeableWeightG(4_050, 24_000, mode)).toBe(4_100);
  });

  it('per-kg charges round up to the whole dong', () => {
    expect(perKgCharge(180_000, 1_300)).toBe(234_000);
    expect(perKgCharge(333, 1_100)).toBe(367); // 366.3
  });

  it('size class: the smallest that holds weight and dimensions, else the largest', () => {
    expect(sizeClassFor(tables.sizeClasses, {})!.code).toBe('60');
    expect(sizeClassFor(tables.sizeClasses, { weightG: 3_000 })!.code).toBe('80');
    expect(sizeClassFor(tables.sizeClasses, { weightG: 500, sumCm: 95 })!.code).toBe('100');
    expect(sizeClassFor(tables.sizeClasses, { weightG: 90_000 })!.code).toBe('160');
  });

  it('fee tiers: the highest threshold at or below the goods value; the minimum fee applies', () => {
    expect(feeTierFor(tables.feeTiers, 0)!.code).toBe('tier-1');
    expect(feeTierFor(tables.feeTiers, 9_999_999)!.code).toBe('tier-1');
    expect(feeTierFor(tables.feeTiers, 10_000_000)!.code).toBe('tier-2');
    expect(feeTierFor(tables.feeTiers, 49_999_999)!.code).toBe('tier-2');
    expect(feeTierFor(tables.feeTiers, 50_000_000)!.code).toBe('tier-3');
    expect(serviceFeeVnd(tables.feeTiers, 100_000)).toMatchObject({ feeVnd: 30_000, minimumApplied: true });
    expect(serviceFeeVnd(tables.feeTiers, 2_000_000)).toMatchObject({ feeVnd: 100_000, minimumApplied: false });
    expect(serviceFeeVnd(tables.feeTiers, 10_000_001).feeVnd).toBe(400_001); // 4 %, rounded up
    expect(serviceFeeVnd(tables.feeTiers, 50_000_000).feeVnd).toBe(1_500_000); // 3 %
  });
});

describe('calculatePriceWith', () => {
  it('prices one item with every group and adds up', () => {
    const b = calculatePriceWith(tables, RATE, {
      lines: [line({ priceJpy: 12_000, qty: 2, domesticShippingJpy: 800, weightG: 700, serviceCodes: ['photos'] })],
    });
    const goodsVnd = toVnd(24_000);
    expect(group(b, 'goods')!.lines[0]).toMatchObject({ amount_vnd: goodsVnd, amount_jpy: 24_000, note: '2 × ¥12,000' });
    expect(group(b, 'japan')!.lines).toEqual([expect.objectContaining({ amount_vnd: toVnd(800), amount_jpy: 800, note: 'Theo người bán' })]);
    // 4.140.000 ₫ of goods: the 5 % tier (under 10.000.000 ₫).
    expect(goodsVnd).toBe(4_140_000);
    expect(group(b, 'service')!.lines[0]).toMatchObject({ code: 'service_fee', label: 'Phí dịch vụ mua hộ (5%)', amount_vnd: 207_000 });
    expect(group(b, 'extras')!.lines[0]).toMatchObject({ code: 'extra:photos', amount_vnd: 40_000 });
    // 1,400 g on the default route's first mode (JP-HN air, 250.000 ₫/kg).
    expect(b.routeCode).toBe('JP-HN');
    expect(b.shipMode).toBe('air');
    expect(b.chargeableWeightG).toBe(1_400);
    expect(group(b, 'international')!.lines[0]!.amount_vnd).toBe(350_000);
    expect(b.secondPaymentVnd).toBe(350_000);
    expect(b.firstPaymentVnd).toBe(goodsVnd + toVnd(800) + 207_000 + 40_000);
    expect(b.totalVnd).toBe(sumLines(b));
    expect(b.groups.map((g) => g.code)).toEqual(['goods', 'japan', 'service', 'extras', 'international']);
    expect(b.calcError).toBeNull();
    expect(b.rateScaled).toBe(RATE);
  });

  it('adds the site tax only to tax-excluded prices', () => {
    const included = calculatePriceWith(tables, RATE, { lines: [line({ domesticShippingJpy: 0 })] });
    expect(group(included, 'japan')).toBeUndefined();
    const excluded = calculatePriceWith(tables, RATE, { lines: [line({ taxIncluded: false, domesticShippingJpy: 0 })] });
    expect(group(excluded, 'japan')!.lines).toEqual([
      expect.objectContaining({ code: 'tax:1', label: 'Thuế tiêu dùng Nhật Bản (10%)', amount_jpy: 1_000, amount_vnd: toVnd(1_000) }),
    ]);
  });

  it('estimates unknown domestic shipping by size class and unknown weight', () => {
    const b = calculatePriceWith(tables, RATE, { lines: [line({ weightG: 3_000 })] });
    expect(group(b, 'japan')!.lines[0]).toMatchObject({ amount_jpy: 900, note: 'Ước tính theo cỡ hàng 80', estimated: true });
    // A seller's stated shipping is not an estimate: the second bill does not adjust it.
    const stated = calculatePriceWith(tables, RATE, { lines: [line({ weightG: 3_000, domesticShippingJpy: 700 })] });
    expect(group(stated, 'japan')!.lines[0]).toMatchObject({ amount_jpy: 700, note: 'Theo người bán' });
    expect(group(stated, 'japan')!.lines[0]).not.toHaveProperty('estimated');
    const unknown = calculatePriceWith(tables, RATE, { lines: [line({ qty: 3 })] });
    expect(unknown.chargeableWeightG).toBe(3 * UNKNOWN_ITEM_WEIGHT_G);
    expect(group(unknown, 'international')!.lines[0]!.note).toContain('ước tính');
    const big = calculatePriceWith(tables, RATE, { lines: [line({ weightG: 1_000, lengthCm: 50, widthCm: 40, heightCm: 30 })] });
    // 120 cm → size 120; 60,000 cm³ / 6000 = 10 kg chargeable by air.
    expect(group(big, 'japan')!.lines[0]).toMatchObject({ amount_jpy: 1_200 });
    expect(big.chargeableWeightG).toBe(10_000);
  });

  it('applies the VIP discount to the service fee and the coupon to the first payment', () => {
    const plain = calculatePriceWith(tables, RATE, { lines: [line({ domesticShippingJpy: 0, weightG: 100 })] });
    const fee = group(plain, 'service')!.lines[0]!.amount_vnd;
    const vip = calculatePriceWith(tables, RATE, {
      lines: [line({ domesticShippingJpy: 0, weightG: 100 })],
      vip: { name: 'VIP Vàng', serviceFeeDiscountBps: 2_000 },
      discountVnd: 50_000,
    });
    const discount = group(vip, 'discount')!.lines;
    expect(discount[0]).toMatchObject({ code: 'vip', amount_vnd: -Math.ceil(fee * 0.2), label: 'Ưu đãi VIP Vàng: giảm 20% phí dịch vụ' });
    expect(discount[1]).toMatchObject({ code: 'coupon', amount_vnd: -50_000 });
    expect(vip.firstPaymentVnd).toBe(plain.firstPaymentVnd - Math.ceil(fee * 0.2) - 50_000);
    expect(vip.discountVnd).toBe(50_000);
    // A coupon larger than the first payment is capped at it.
    const huge = calculatePriceWith(tables, RATE, { lines: [line()], discountVnd: 1_000_000_000 });
    expect(huge.firstPaymentVnd).toBe(0);
    expect(huge.secondPaymentVnd).toBeGreaterThan(0);
  });

  it('prices extras by their charge type and payment stage', () => {
    const b = calculatePriceWith(tables, RATE, {
      lines: [line({ priceJpy: 100_000, qty: 2, weightG: 2_000, domesticShippingJpy: 0, serviceCodes: ['inspection'] }), line({ priceJpy: 1_000, weightG: 100, domesticShippingJpy: 0 })],
      serviceCodes: ['insurance', 'wooden_crate'],
      routeCode: 'jp-hcm',
      shipMode: 'AIR_EXPRESS',
    });
    const extras = Object.fromEntries(group(b, 'extras')!.lines.map((l) => [l.code, l.amount_vnd]));
    expect(extras['extra:inspection']).toBe(60_000);
    expect(extras['extra:insurance']).toBe(Math.ceil(((toVnd(200_000) + toVnd(1_000)) * 3) / 100));
    // The crate: 150.000 ₫ for the parcel, with the second payment; EMS on 4,100 g (no minimum).
    expect(b.chargeableWeightG).toBe(4_100);
    expect(extras['extra:wooden_crate']).toBe(150_000);
    expect(b.secondPaymentVnd).toBe(perKgCharge(450_000, 4_100) + 150_000);
    expect(b.routeCode).toBe('JP-HCM');
    expect(b.shipMode).toBe('air_express');
  });

  it('reports what it could not price in Vietnamese, without failing', () => {
    const badRoute = calculatePriceWith(tables, RATE, { lines: [line()], routeCode: 'XX' });
    expect(badRoute.calcError).toBe('Tuyến vận chuyển "XX" không tồn tại.');
    expect(group(badRoute, 'international')).toBeUndefined();
    expect(badRoute.secondPaymentVnd).toBe(0);
    expect(badRoute.routeCode).toBeNull();
    const badMode = calculatePriceWith(tables, RATE, { lines: [line()], shipMode: 'rocket' });
    expect(badMode.calcError).toContain('không có hình thức vận chuyển "rocket"');
    const badExtra = calculatePriceWith(tables, RATE, { lines: [line({ serviceCodes: ['massage'] })] });
    expect(badExtra.calcError).toBe('Dịch vụ "massage" không tồn tại hoặc đã ngừng cung cấp.');
    const empty = calculatePriceWith(tables, RATE, { lines: [] });
    expect(empty).toMatchObject({ groups: [], firstPaymentVnd: 0, secondPaymentVnd: 0, totalVnd: 0, calcError: null });
    expect(badRoute.firstPaymentError).toBeNull();
  });

  it('cannot price unknown Japanese shipping without size classes: it says so, and the first payment is unpriceable', () => {
    const noClasses: PricingTables = { ...tables, sizeClasses: [] };
    const unknown = calculatePriceWith(noClasses, RATE, { lines: [line({ domesticShippingJpy: null }), line({ domesticShippingJpy: null })] });
    const message = 'Chưa rõ phí vận chuyển nội địa Nhật và chưa có bảng cỡ hàng để tạm tính: vui lòng nhập phí ship nội địa Nhật.';
    expect(unknown.calcError).toBe(message);
    expect(unknown.firstPaymentError).toBe(message);
    // Seller-paid or stated shipping needs no class.
    const known = calculatePriceWith(noClasses, RATE, { lines: [line({ domesticShippingJpy: 0 }), line({ domesticShippingJpy: 700 })] });
    expect([known.calcError, known.firstPaymentError]).toEqual([null, null]);
  });

  it('refuses malformed numbers (callers validate input)', () => {
    expect(() => calculatePriceWith(tables, RATE, { lines: [line({ priceJpy: 1.5 })] })).toThrow(RangeError);
    expect(() => calculatePriceWith(tables, RATE, { lines: [line({ qty: 0 })] })).toThrow(RangeError);
    expect(() => calculatePriceWith(tables, 0, { lines: [line()] })).toThrow(RangeError);
    expect(() => calculatePriceWith(tables, RATE, { lines: [line()], discountVnd: -1 })).toThrow(RangeError);
  });
});

describe('calculatePriceWith properties', () => {
  const site = fc.constantFrom<SiteCode>(...siteCodes);
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const lineArb: fc.Arbitrary<PricedLineInput> = fc.record({
    site,
    code: maybe(fc.stringMatching(/^[a-z0-9]{1,12}$/)),
    priceJpy: fc.integer({ min: 0, max: 5_000_000 }),
    qty: fc.integer({ min: 1, max: 20 }),
    taxIncluded: fc.boolean(),
    domesticShippingJpy: maybe(fc.integer({ min: 0, max: 20_000 })),
    weightG: maybe(fc.integer({ min: 0, max: 40_000 })),
    lengthCm: maybe(fc.integer({ min: 0, max: 200 })),
    widthCm: maybe(fc.integer({ min: 0, max: 200 })),
    heightCm: maybe(fc.integer({ min: 0, max: 200 })),
    serviceCodes: fc.subarray(['photos', 'inspection', 'bubble_wrap', 'insurance', 'wooden_crate', 'unknown']),
  });
  const inputArb = fc.record({
    lines: fc.array(lineArb, { minLength: 0, maxLength: 6 }),
    routeCode: fc.constantFrom(null, 'JP-HN', 'JP-HCM', 'NOPE'),
    shipMode: fc.constantFrom(null, 'air', 'air_express', 'sea', 'boat'),
    serviceCodes: fc.subarray(['photos', 'insurance', 'wooden_crate']),
    vip: fc.option(fc.record({ name: fc.constant('VIP'), serviceFeeDiscountBps: fc.integer({ min: 0, max: 10_000 }) }), { nil: null }),
    discountVnd: fc.integer({ min: 0, max: 100_000_000 }),
  });
  const rateArb = fc.integer({ min: 1, max: 5_000_000 });

  it('first + second = total = the sum of the lines; nothing negative but discounts; only groups with lines', () => {
    fc.assert(
      fc.property(inputArb, rateArb, (input, rate) => {
        const b = calculatePriceWith(tables, rate, input);
        expect(b.firstPaymentVnd + b.secondPaymentVnd).toBe(b.totalVnd);
        expect(sumLines(b)).toBe(b.totalVnd);
        expect(b.firstPaymentVnd).toBeGreaterThanOrEqual(0);
        expect(b.secondPaymentVnd).toBeGreaterThanOrEqual(0);
        for (const g of b.groups) {
          expect(g.lines.length).toBeGreaterThan(0);
          for (const l of g.lines) {
            expect(Number.isSafeInteger(l.amount_vnd)).toBe(true);
            if (g.code === 'discount') expect(l.amount_vnd).toBeLessThan(0);
            else expect(l.amount_vnd).toBeGreaterThanOrEqual(0);
          }
        }
        expect(new Set(b.groups.map((g) => g.code)).size).toBe(b.groups.length);
      }),
      { numRuns: 300 },
    );
  });

  it('every yen amount is converted at the rate, rounded up to the whole dong', () => {
    fc.assert(
      fc.property(inputArb, rateArb, (input, rate) => {
        const b = calculatePriceWith(tables, rate, input);
        for (const l of b.groups.flatMap((g) => g.lines)) {
          if (l.amount_jpy == null) continue;
          const exact = (l.amount_jpy * rate) / 10_000;
          expect(l.amount_vnd).toBe(toVnd(l.amount_jpy, rate));
          expect(l.amount_vnd).toBeGreaterThanOrEqual(exact);
          expect(l.amount_vnd - exact).toBeLessThan(1);
        }
        expect(b.goodsJpy).toBe(input.lines.reduce((a, l) => a + l.priceJpy * l.qty, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('a coupon never makes the first payment negative and lowers it by exactly what was applied', () => {
    fc.assert(
      fc.property(inputArb, rateArb, (input, rate) => {
        const without = calculatePriceWith(tables, rate, { ...input, discountVnd: 0 });
        const withCoupon = calculatePriceWith(tables, rate, input);
        expect(withCoupon.discountVnd).toBe(Math.min(input.discountVnd, without.firstPaymentVnd));
        expect(withCoupon.firstPaymentVnd).toBe(without.firstPaymentVnd - withCoupon.discountVnd);
        expect(withCoupon.secondPaymentVnd).toBe(without.secondPaymentVnd);
      }),
      { numRuns: 200 },
    );
  });

  it('is fast: well over 5,000 calculations per second', () => {
    const input = {
      lines: [
        line({ priceJpy: 12_345, qty: 2, weightG: 800, serviceCodes: ['photos'] }),
        line({ site: 'rakuten', priceJpy: 4_980, taxIncluded: false, lengthCm: 30, widthCm: 20, heightCm: 10 }),
        line({ site: 'auction', priceJpy: 33_000, domesticShippingJpy: 1_200, weightG: 2_500 }),
      ],
      serviceCodes: ['insurance'],
      vip: { name: 'VIP Bạc', serviceFeeDiscountBps: 1_000 },
      discountVnd: 20_000,
    };
    for (let i = 0; i < 500; i++) calculatePriceWith(tables, RATE, input);
    // Best of three rounds: the machine may be busy with other work.
    let perSecond = 0;
    for (let round = 0; round < 3 && perSecond <= 5_000; round++) {
      const n = 5_000;
      const started = performance.now();
      for (let i = 0; i < n; i++) calculatePriceWith(tables, RATE, input);
      perSecond = Math.max(perSecond, n / ((performance.now() - started) / 1000));
    }
    expect(perSecond).toBeGreaterThan(5_000);
  });
});

describe('landedCostRangeWith', () => {
  it('spans the cheapest to the dearest likely way, the item alone below both', () => {
    const r = landedCostRangeWith(tables, RATE, { site: 'mercari', priceJpy: 10_000 });
    expect(r.itemVnd).toBe(toVnd(10_000));
    expect(r.minVnd).toBeGreaterThan(r.itemVnd);
    expect(r.maxVnd).toBeGreaterThan(r.minVnd);
    // Lowest: 300 g → air minimum 0,5 kg at 250.000 ₫ (sea's minimum is 5 kg), size 60 (¥800).
    const service = Math.max(30_000, Math.ceil((toVnd(10_000) * 5) / 100));
    expect(r.minVnd).toBe(toVnd(10_000) + toVnd(800) + service + 125_000);
    // Highest: 2 kg → EMS (450.000 ₫/kg), size 100 (¥1,000).
    expect(r.maxVnd).toBe(toVnd(10_000) + toVnd(1_000) + service + 900_000);
    expect(r.lines.map((l) => l.code)).toEqual(['goods', 'japan', 'service', 'international']);
    for (const l of r.lines) expect(l.minVnd).toBeLessThanOrEqual(l.maxVnd);
  });

  it('uses the known weight and shipping for both ends', () => {
    const r = landedCostRangeWith(tables, RATE, { site: 'shopping', priceJpy: 5_000, domesticShippingJpy: 0, weightG: 1_000 });
    const japan = r.lines.find((l) => l.code === 'japan')!;
    expect(japan).toMatchObject({ minVnd: 0, maxVnd: 0 });
    const intl = r.lines.find((l) => l.code === 'international')!;
    // 1 kg: air 250.000 ₫ is the cheapest; sea charges its 5 kg minimum (475.000 ₫), dearer than EMS (450.000 ₫).
    expect(intl).toMatchObject({ minVnd: 250_000, maxVnd: 475_000 });
  });
});

// ---------------------------------------------------------------------------------------------
// The published schedule: the fee page's rules are generated from the tables; the cost articles' figures are what the seed charges
// ---------------------------------------------------------------------------------------------

const article = (slug: string) => seedArticles.find((a) => a.slug === slug)!.body;
/** The example rate the content uses: 175 ₫/¥. */
const RATE_175 = 1_750_000;
const VIP_LEVELS = [
  { name: 'VIP Bạc', serviceFeeDiscountBps: 1_000 },
  { name: 'VIP Vàng', serviceFeeDiscountBps: 2_000 },
  { name: 'VIP Kim cương', serviceFeeDiscountBps: 3_000 },
];

describe('the published schedule (/page/bieu-phi: rules generated from the tables, and the cost articles)', () => {
  const published = buildPriceRules(tables, RATE_175, VIP_LEVELS);
  const rule = (code: string) => published.rules.find((r) => r.code === code)!;
  const text = (code: string) => rule(code).paragraphs.join(' ');

  it('computes the worked example of the fee page with the calculator itself', () => {
    // Mercari ¥8,000, the seller pays shipping (送料込み), no VIP, by air; 0,6 kg, 30 × 20 × 10 cm.
    const b = calculatePriceWith(tables, RATE_175, {
      lines: [{ site: 'mercari', priceJpy: 8_000, qty: 1, domesticShippingJpy: 0, weightG: 600, lengthCm: 30, widthCm: 20, heightCm: 10 }],
      shipMode: 'air',
    });
    expect(group(b, 'goods')!.lines[0]!.amount_vnd).toBe(1_400_000);
    expect(group(b, 'japan')).toBeUndefined();
    expect(group(b, 'service')!.lines[0]).toMatchObject({ label: 'Phí dịch vụ mua hộ (5%)', amount_vnd: 70_000, formula: '5% × tiền hàng 1.400.000 ₫ = 70.000 ₫ (làm tròn lên đến đồng)' });
    expect(b.chargeableWeightG).toBe(1_000); // 6,000 cm³ / 6000 = 1,0 kg > 0,6 kg
    expect(group(b, 'international')!.lines[0]!.formula).toBe(
      'Khối lượng tính cước = lớn hơn của (cân nặng 600 g; quy đổi 6.000 cm³ ÷ 6.000 = 1.000 g), làm tròn lên đến 100 g = 1.000 g, tối thiểu 500 g → 1.000 g; 1 kg × 250.000 ₫/kg = 250.000 ₫ (làm tròn lên đến đồng)',
    );
    expect(b.totalVnd).toBe(1_720_000);
    // The page's example is this calculation, line by line.
    const example = rule('payments').examples[0]!;
    expect(example.result_vnd).toBe(b.totalVnd);
    expect(example.lines.filter((l) => l.formula).map((l) => l.amount_vnd)).toEqual(b.groups.flatMap((g) => g.lines.map((l) => l.amount_vnd)));
  });

  it('states the service fee tiers, the base (goods + tax) and the minimum it charges', () => {
    expect(published.service_fee_tiers).toEqual([
      { threshold_vnd: 0, fee_bps: 500, min_fee_vnd: 30_000 },
      { threshold_vnd: 10_000_000, fee_bps: 400, min_fee_vnd: 0 },
      { threshold_vnd: 50_000_000, fee_bps: 300, min_fee_vnd: 0 },
    ]);
    expect(text('service_fee')).toContain('từ 0 ₫ đến dưới 10.000.000 ₫: 5% (tối thiểu 30.000 ₫); từ 10.000.000 ₫ đến dưới 50.000.000 ₫: 4%; từ 50.000.000 ₫: 3%');
    expect(text('service_fee')).toContain('tiền hàng cộng thuế tiêu dùng');
    // Tax can move an order across a tier: ¥55,000 before tax at 175 ₫/¥ is 9.625.000 ₫, with 10 % tax 10.587.500 ₫ → 4 %.
    const b = calculatePriceWith(tables, RATE_175, { lines: [line({ site: 'auction', priceJpy: 55_000, taxIncluded: false, domesticShippingJpy: 0 })] });
    expect(group(b, 'service')!.lines[0]).toMatchObject({ label: 'Phí dịch vụ mua hộ (4%)', amount_vnd: 423_500 });
    expect(published.constants.service_fee_base).toBe('goods_and_tax');
  });

  it('states every mode of every route with its price, minimum and divisor; chargeable weight to 100 g', () => {
    for (const route of tables.routes) {
      for (const mode of route.modes) {
        expect(text('international')).toContain(`${route.name} — ${mode.name}: ${mode.pricePerKgVnd.toLocaleString('vi-VN')} ₫/kg`);
        expect(text('chargeable_weight')).toContain(`${route.name} — ${mode.name}: hệ số ${mode.volumetricDivisor.toLocaleString('vi-VN')}`);
      }
    }
    expect(text('chargeable_weight')).toContain('làm tròn lên đến 100 g');
    expect(published.constants.weight_step_g).toBe(WEIGHT_STEP_G);
  });

  it('states the size classes, and that a parcel over the largest is priced as the largest (in the buyer\'s favour)', () => {
    for (const c of tables.sizeClasses) expect(text('domestic_shipping')).toContain(`cỡ ${c.code} (tổng ba cạnh đến ${c.maxSumCm} cm`);
    expect(text('domestic_shipping')).toContain('800 ¥');
    expect(text('domestic_shipping')).toContain('1.500 ¥');
    expect(text('domestic_shipping')).toContain('vẫn chỉ tạm tính theo cỡ lớn nhất');
    const estimate = (weightG: number) => group(calculatePriceWith(tables, RATE_175, { lines: [line({ weightG })] }), 'japan')!.lines[0]!.amount_jpy;
    expect(estimate(100)).toBe(800);
    expect(estimate(24_000)).toBe(1_500);
    expect(estimate(90_000)).toBe(1_500);
  });

  it('states every extra with its price and stage; the crate per parcel with the second payment', () => {
    for (const extra of tables.extras) expect(text('extras')).toContain(extra.name);
    expect(text('extras')).toContain('Chụp ảnh sản phẩm 20.000 ₫/sản phẩm (thu ở lần 1)');
    expect(text('extras')).toContain('Bảo hiểm hàng hóa 3% (thu ở lần 1)');
    expect(text('per_parcel')).toContain('Đóng thùng gỗ 150.000 ₫/kiện (thu ở lần 2)');
    expect(text('storage')).toContain('miễn phí 30 ngày');
    expect(text('storage')).toContain('2.000 ₫/kg/ngày');
    // 1,5 kg, 10 days past the free ones: 2.000 × 1,5 × 10 = 30.000 ₫.
    expect(rule('storage').examples[0]!.result_vnd).toBe(30_000);
    const b = calculatePriceWith(tables, RATE_175, {
      lines: [line({ priceJpy: 8_000, qty: 2, weightG: 500, domesticShippingJpy: 0 })],
      serviceCodes: ['photos', 'inspection', 'bubble_wrap', 'insurance', 'wooden_crate'],
    });
    const amounts = Object.fromEntries(group(b, 'extras')!.lines.map((l) => [l.code, l.amount_vnd]));
    expect(amounts).toEqual({
      'extra:photos': 40_000,
      'extra:inspection': 60_000,
      'extra:bubble_wrap': 30_000,
      'extra:insurance': 84_000, // 3 % × 2.800.000 ₫
      'extra:wooden_crate': 150_000,
    });
    expect(b.secondPaymentVnd).toBe(250_000 + 150_000); // 1 kg by air + the crate
  });

  it('states the VIP discounts, the unknown weight, the tax rounding and the hold', () => {
    expect(text('vip')).toContain('VIP Bạc giảm 10%, VIP Vàng giảm 20%, VIP Kim cương giảm 30%');
    expect(text('unknown_weight')).toContain(`${UNKNOWN_ITEM_WEIGHT_G} g mỗi sản phẩm`);
    expect(text('tax')).toContain('làm tròn xuống đến yên');
    // ¥12,345 before tax: 10 % = ¥1,234.5 → ¥1,234 (down).
    expect(rule('tax').examples[0]!.lines[1]!.formula).toContain('10% × 12.345 ¥ = 1.234 ¥ (làm tròn xuống đến yên)');
    const hold = calculatePriceWith(tables, RATE_175, { lines: [{ site: 'auction', priceJpy: 10_648, qty: 1, domesticShippingJpy: 0 }] });
    expect(rule('bid_hold').examples[0]!.result_vnd).toBe(hold.firstPaymentVnd);
  });

  it('computes the worked example of the cost article (Rakuten rice cooker)', () => {
    const body = article('cach-tinh-tong-chi-phi-hang-nhat-ve-viet-nam');
    const input = {
      lines: [{ site: 'rakuten' as const, priceJpy: 12_800, qty: 1, domesticShippingJpy: 800, weightG: 1_200, lengthCm: 30, widthCm: 25, heightCm: 16 }],
      shipMode: 'air',
    };
    const b = calculatePriceWith(tables, RATE_175, input);
    expect(group(b, 'service')!.lines[0]!.amount_vnd).toBe(112_000);
    expect(b.firstPaymentVnd).toBe(2_492_000);
    expect(b.chargeableWeightG).toBe(2_000);
    expect(b.secondPaymentVnd).toBe(500_000);
    expect(b.totalVnd).toBe(2_992_000);
    for (const figure of ['Thanh toán lần 1: 2.492.000 ₫', 'Thanh toán lần 2 (nhận tại kho): 500.000 ₫', 'Tổng: 2.992.000 ₫', 'cộng 67.200 ₫', '89.600 ₫']) {
      expect(body).toContain(figure);
    }
    const insured = calculatePriceWith(tables, RATE_175, { ...input, serviceCodes: ['insurance'] });
    expect(insured.totalVnd - b.totalVnd).toBe(67_200);
    const gold = calculatePriceWith(tables, RATE_175, { ...input, vip: { name: 'VIP Vàng', serviceFeeDiscountBps: 2_000 } });
    expect(gold.firstPaymentVnd - b.firstPaymentVnd).toBe(-22_400); // fee 112.000 × 80 % = 89.600 ₫
    // A cheap item: the 30.000 ₫ minimum fee and the 0,5 kg air minimum (125.000 ₫).
    const cheap = calculatePriceWith(tables, RATE_175, { lines: [line({ priceJpy: 2_000, weightG: 200, domesticShippingJpy: 0 })] });
    expect(group(cheap, 'service')!.lines[0]!.amount_vnd).toBe(30_000);
    expect(cheap.secondPaymentVnd).toBe(125_000);
    expect(body).toContain('mức tối thiểu 30.000 ₫');
    expect(body).toContain('0,5 kg là 125.000 ₫');
  });

  it('computes the hold of the snipe article (the first payment of the maximum)', () => {
    // ¥30,000 for a lens, shipping and size unknown: the smallest size class.
    const b = calculatePriceWith(tables, RATE_175, { lines: [{ site: 'auction', priceJpy: 30_000, qty: 1 }] });
    expect(group(b, 'japan')!.lines[0]).toMatchObject({ amount_jpy: 800, amount_vnd: 140_000 });
    expect(group(b, 'service')!.lines[0]!.amount_vnd).toBe(262_500);
    expect(b.firstPaymentVnd).toBe(5_652_500);
    expect(article('dat-gia-phut-chot-snipe-la-gi')).toContain('5.250.000 ₫ tiền hàng, 262.500 ₫ phí dịch vụ (5%) và 140.000 ₫ phí ship tạm tính ¥800');
    expect(article('dat-gia-phut-chot-snipe-la-gi')).toContain('tổng 5.652.500 ₫');
  });

  it('computes the examples of the shipping-mode article and the quote page', () => {
    const ship = (shipMode: string, weightG: number, dims: [number, number, number]) =>
      calculatePriceWith(tables, RATE_175, {
        lines: [line({ weightG, lengthCm: dims[0], widthCm: dims[1], heightCm: dims[2], domesticShippingJpy: 0 })],
        shipMode,
      }).secondPaymentVnd;
    // Books, 12 kg, 40 × 30 × 30 cm; a figure box, 8 kg, 50 × 40 × 30 cm.
    expect(ship('air', 12_000, [40, 30, 30])).toBe(3_000_000);
    expect(ship('sea', 12_000, [40, 30, 30])).toBe(1_140_000);
    expect(ship('air', 8_000, [50, 40, 30])).toBe(2_500_000);
    expect(ship('sea', 8_000, [50, 40, 30])).toBe(1_425_000);
    expect(ship('air_express', 8_000, [50, 40, 30])).toBe(4_500_000);
    // 2 kg by sea pays the 5 kg minimum; three 0,2 kg parcels by air pay 0,5 kg each.
    expect(ship('sea', 2_000, [10, 10, 10])).toBe(475_000);
    expect(ship('air', 2_000, [10, 10, 10])).toBe(500_000);
    expect(3 * ship('air', 200, [10, 10, 10])).toBe(375_000);
    expect(ship('air', 600, [10, 10, 10])).toBe(150_000);
    const body = article('nen-chon-duong-bay-duong-bien-hay-ems');
    for (const figure of ['12 kg × 250.000 = 3.000.000 ₫', '12 kg × 95.000 = 1.140.000 ₫', '10 × 250.000 = 2.500.000 ₫', '15 × 95.000 = 1.425.000 ₫', '10 × 450.000 = 4.500.000 ₫', '(475.000 ₫)', '(500.000 ₫)']) {
      expect(body).toContain(figure);
    }
    // The quote page: 40 × 30 × 20 cm, 3 kg → 4 kg by air, 6 kg by sea.
    const chargeable = (shipMode: string) =>
      calculatePriceWith(tables, RATE_175, { lines: [line({ weightG: 3_000, lengthCm: 40, widthCm: 30, heightCm: 20 })], shipMode }).chargeableWeightG;
    expect([chargeable('air'), chargeable('sea')]).toEqual([4_000, 6_000]);
  });
});
