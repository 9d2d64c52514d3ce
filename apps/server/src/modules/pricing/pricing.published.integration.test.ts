/**
 * Issue 12 §3: the published fee schedule says how every charge is computed. An independent
 * calculator, written only from the rules the fee page delivers (GET /api/price-service/rules: its
 * paragraphs and its data — rates, tiers, divisors, classes), must reproduce the calculator's quotes
 * (POST /api/price-service/calc) to the dong. It never calls the pricing module's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceRuleCodes, type PriceRulesDto, type SiteCode } from '@kaimono/contracts';
import { createTestContext, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import { seedVipLevels } from '../vip/index.ts';

let ctx: TestContext;
let rules: PriceRulesDto;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedVipLevels(ctx.database.db);
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
  const response = await ctx.app.inject({ method: 'GET', url: '/api/price-service/rules' });
  expect(response.statusCode).toBe(200);
  rules = response.json().data;
});
afterAll(async () => ctx.close());

// ---------------------------------------------------------------------------------------------
// The independent calculator: the published rules, read as data, written out again.
// ---------------------------------------------------------------------------------------------

interface QuoteItem {
  site_code: SiteCode;
  price: number;
  qty: number;
  tax_included: boolean;
  domestic_shipping: number | null;
  weight: number | null;
  dims: [number, number, number] | null;
  services_extra: string[];
}

interface Quote {
  items: QuoteItem[];
  route_code: string;
  ship_mode: string;
  services_extra: string[];
}

/** "làm tròn lên đến đồng" / "làm tròn xuống đến yên", in integers. */
const up = (numerator: number, denominator: number) => Math.ceil(numerator / denominator);
const down = (numerator: number, denominator: number) => Math.floor(numerator / denominator);

function independentQuote(p: PriceRulesDto, rate: number, q: Quote): { first: number; second: number } {
  // "Mỗi khoản bằng yên … được quy đổi riêng sang tiền Việt và làm tròn lên đến đồng."
  const toVnd = (yen: number) => up(yen * rate, 10_000);
  let goodsAndTax = 0;
  let shipping = 0;
  let actualG = 0;
  let volume = 0;
  const uses = new Map<string, { qty: number; base: number }>();
  for (const item of q.items) {
    const lineJpy = item.price * item.qty;
    const goods = toVnd(lineJpy);
    let tax = 0;
    if (!item.tax_included) {
      // "Thuế = thuế suất × (giá × số lượng), làm tròn xuống đến yên … rồi quy đổi."
      const bps = p.site_taxes.find((t) => t.site === item.site_code)?.tax_bps ?? p.constants.default_tax_bps;
      tax = toVnd(down(lineJpy * bps, 10_000));
    }
    goodsAndTax += goods + tax;
    // Domestic shipping: the stated amount, else the smallest class that holds the line, else the largest.
    let shippingJpy: number;
    if (item.domestic_shipping !== null) shippingJpy = item.domestic_shipping;
    else {
      const sum = item.dims ? item.dims[0] + item.dims[1] + item.dims[2] : 0;
      const weight = item.weight !== null ? item.weight * item.qty : 0;
      const fit = p.size_classes.find((c) => sum <= c.max_sum_cm && weight <= c.max_weight_g) ?? p.size_classes[p.size_classes.length - 1]!;
      shippingJpy = fit.price_jpy;
    }
    shipping += toVnd(shippingJpy);
    // "Sản phẩm chưa rõ cân nặng được tính 500 g mỗi sản phẩm."
    actualG += (item.weight ?? p.constants.unknown_item_weight_g) * item.qty;
    if (item.dims) volume += item.dims[0] * item.dims[1] * item.dims[2] * item.qty;
    for (const code of new Set([...item.services_extra, ...q.services_extra])) {
      const use = uses.get(code) ?? { qty: 0, base: 0 };
      use.qty += item.qty;
      use.base += goods + tax;
      uses.set(code, use);
    }
  }
  // Service fee: the highest tier the goods + tax reach, its % on the whole, at least its minimum.
  const tiers = [...p.service_fee_tiers].sort((a, b) => a.threshold_vnd - b.threshold_vnd);
  const tier = [...tiers].reverse().find((t) => t.threshold_vnd <= goodsAndTax) ?? tiers[0]!;
  const fee = goodsAndTax > 0 ? Math.max(up(goodsAndTax * tier.fee_bps, 10_000), tier.min_fee_vnd) : 0;
  // Chargeable weight: max(actual, L×W×H / divisor kg), up to 100 g, at least the mode's minimum.
  const mode = p.routes.find((r) => r.code === q.route_code)!.ship_modes.find((m) => m.code === q.ship_mode)!;
  const volumetricG = volume > 0 ? up(volume * 1000, mode.volumetric_divisor) : 0;
  const stepped = up(Math.max(actualG, volumetricG), p.constants.weight_step_g) * p.constants.weight_step_g;
  const chargeable = Math.max(stepped, mode.min_weight_g);
  const international = up(mode.price_per_kg_vnd * chargeable, 1000);
  let extrasFirst = 0;
  let extrasSecond = 0;
  for (const extra of p.extras) {
    const use = uses.get(extra.code);
    if (!use) continue;
    let amount =
      extra.charge_type === 'per_item'
        ? extra.price_vnd * use.qty
        : extra.charge_type === 'percent_goods'
          ? up(use.base * (extra.percent_bps ?? 0), 10_000)
          : extra.charge_type === 'per_kg'
            ? up(extra.price_vnd * chargeable, 1000)
            : extra.price_vnd; // per order, per parcel (one parcel in a quote)
    amount = Math.max(amount, extra.min_vnd);
    if (extra.payment_stage === 'first') extrasFirst += amount;
    else extrasSecond += amount;
  }
  // "Thanh toán lần 1 = tiền hàng + thuế + phí vận chuyển nội địa Nhật + phí dịch vụ + dịch vụ thêm thu trước."
  return { first: goodsAndTax + shipping + fee + extrasFirst, second: international + extrasSecond };
}

const sites: SiteCode[] = ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'];

function quoteArb(p: PriceRulesDto): fc.Arbitrary<Quote> {
  const extraCodes = p.extras.map((e) => e.code);
  const routeMode = fc.constantFrom(...p.routes.flatMap((r) => r.ship_modes.map((m) => [r.code, m.code] as const)));
  const item: fc.Arbitrary<QuoteItem> = fc.record({
    site_code: fc.constantFrom(...sites),
    price: fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 3_000, max: 400_000 })),
    qty: fc.integer({ min: 1, max: 5 }),
    tax_included: fc.boolean(),
    domestic_shipping: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
    weight: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null }),
    dims: fc.option(fc.tuple(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 60 })), { nil: null }),
    services_extra: fc.subarray(extraCodes, { maxLength: 2 }),
  });
  return fc.record({
    items: fc.array(item, { minLength: 1, maxLength: 3 }),
    rm: routeMode,
    services_extra: fc.subarray(extraCodes, { maxLength: 1 }),
  }).map(({ items, rm, services_extra }) => ({ items, route_code: rm[0], ship_mode: rm[1], services_extra }));
}

function toRequest(q: Quote) {
  return {
    route_code: q.route_code,
    ship_mode: q.ship_mode,
    services_extra: q.services_extra,
    items: q.items.map((i) => ({
      site_code: i.site_code,
      price: i.price,
      qty: i.qty,
      tax_included: i.tax_included,
      domestic_shipping: i.domestic_shipping,
      weight: i.weight,
      ...(i.dims ? { length: i.dims[0], width: i.dims[1], height: i.dims[2] } : {}),
      services_extra: i.services_extra,
    })),
  };
}

describe('GET /api/price-service/rules (the fee page /page/bieu-phi)', () => {
  it('states every rule the calculator applies, each with a worked example and the live numbers', () => {
    expect(rules.rules.map((r) => r.code)).toEqual([...priceRuleCodes]);
    for (const rule of rules.rules) {
      expect(rule.paragraphs.length, rule.code).toBeGreaterThan(0);
      expect(rule.examples.length, rule.code).toBeGreaterThan(0);
      for (const example of rule.examples) for (const line of example.lines.filter((l) => l.amount_vnd !== 0 && l.formula)) expect(line.formula).toMatch(/\d/);
    }
    const text = (code: string) => rules.rules.find((r) => r.code === code)!.paragraphs.join(' ');
    expect(text('service_fee')).toContain('tối thiểu 30.000 ₫');
    expect(text('service_fee')).toContain('tiền hàng cộng thuế');
    expect(text('tax')).toContain('làm tròn xuống đến yên');
    expect(text('chargeable_weight')).toContain('100 g');
    expect(text('unknown_weight')).toContain('500 g');
    expect(text('domestic_shipping')).toContain('cỡ lớn nhất');
    expect(text('storage')).toContain('30 ngày');
    expect(text('storage')).toContain('2.000 ₫/kg/ngày');
    expect(text('per_parcel')).toContain('150.000 ₫/kiện');
    expect(text('vip')).toContain('VIP Kim cương giảm 30%');
    // The example of the over-160 rule is priced as the largest class.
    const largest = rules.rules.find((r) => r.code === 'domestic_shipping')!.examples[1]!;
    expect(largest.lines[0]!.formula).toContain('cỡ 160');
    expect(largest.lines[0]!.formula).toContain('tính theo cỡ lớn nhất');
  });

  it('follows the tables: a staff change shows on the page at once (no static copy to drift)', async () => {
    const tiers = rules.service_fee_tiers.map((t, i) => ({ code: `tier-${i + 1}`, label: `Bậc ${i + 1}`, threshold_vnd: t.threshold_vnd, fee_bps: t.fee_bps, min_fee_vnd: i === 0 ? 25_000 : t.min_fee_vnd }));
    const put = (body: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/admin/pricing', headers: { authorization: `Bearer ${adminToken}` }, payload: body as object });
    expect((await put({ service_fee_tiers: tiers })).statusCode).toBe(200);
    try {
      const changed = (await ctx.app.inject({ method: 'GET', url: '/api/price-service/rules' })).json().data as PriceRulesDto;
      expect(changed.rules.find((r) => r.code === 'service_fee')!.paragraphs.join(' ')).toContain('tối thiểu 25.000 ₫');
      const minimumExample = changed.rules.find((r) => r.code === 'service_fee')!.examples[1]!;
      expect(minimumExample.lines.find((l) => l.formula.includes('tối thiểu'))!.amount_vnd).toBe(25_000);
    } finally {
      expect((await put({ service_fee_tiers: rules.service_fee_tiers.map((t, i) => ({ code: `tier-${i + 1}`, label: `Bậc ${i + 1}`, ...t })) })).statusCode).toBe(200);
    }
  });

  it('every worked example is what the independent calculator gets from the published rules', () => {
    // The basic example (Mercari ¥8,000, seller pays shipping, 0,6 kg, 30 × 20 × 10 cm, default route's first mode).
    const route = rules.routes.find((r) => r.is_default)!;
    const mine = independentQuote(rules, rules.rate, {
      items: [{ site_code: 'mercari', price: 8_000, qty: 1, tax_included: true, domestic_shipping: 0, weight: 600, dims: [30, 20, 10], services_extra: [] }],
      route_code: route.code,
      ship_mode: route.ship_modes[0]!.code,
      services_extra: [],
    });
    const payments = rules.rules.find((r) => r.code === 'payments')!.examples[0]!;
    expect(payments.result_vnd).toBe(mine.first + mine.second);
    const hold = rules.rules.find((r) => r.code === 'bid_hold')!.examples[0]!;
    const held = independentQuote(rules, rules.rate, {
      items: [{ site_code: 'auction', price: 10_648, qty: 1, tax_included: true, domestic_shipping: 0, weight: null, dims: null, services_extra: [] }],
      route_code: route.code,
      ship_mode: route.ship_modes[0]!.code,
      services_extra: [],
    });
    expect(hold.result_vnd).toBe(held.first);
  });
});

describe('an independent calculator from the published rules reproduces every quote to the dong', () => {
  it('60 varied quotes through POST /api/price-service/calc', async () => {
    const quotes = fc.sample(quoteArb(rules), { numRuns: 60, seed: 20261127 });
    // Some fixed corners on top: over 160 cm and 25 kg, tax crossing a fee tier, unknown weight.
    const route = rules.routes.find((r) => r.is_default)!;
    const rm = { route_code: route.code, ship_mode: route.ship_modes[0]!.code };
    const base: Omit<QuoteItem, 'site_code' | 'price'> = { qty: 1, tax_included: true, domestic_shipping: null, weight: null, dims: null, services_extra: [] };
    quotes.push(
      { ...rm, services_extra: [], items: [{ ...base, site_code: 'rakuten', price: 20_000, weight: 27_000, dims: [100, 50, 40] }] },
      { ...rm, services_extra: [], items: [{ ...base, site_code: 'auction', price: 54_000, tax_included: false }] },
      { ...rm, services_extra: [], items: [{ ...base, site_code: 'shopping', price: 999, qty: 4 }] },
    );
    let agreed = 0;
    for (const quote of quotes) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/price-service/calc', payload: toRequest(quote) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.calc_error).toBeNull();
      expect(body.rate).toBe(rules.rate);
      const mine = independentQuote(rules, body.rate, quote);
      expect({ first: body.payment.first_payment, second: body.payment.second_payment }, JSON.stringify(toRequest(quote))).toEqual(mine);
      agreed += 1;
    }
    expect(agreed).toBeGreaterThanOrEqual(63);
  });
});
