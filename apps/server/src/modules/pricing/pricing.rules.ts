/**
 * The published rules of the fee page (/page/bieu-phi), generated from the live tables: every rule
 * the calculator applies, stated with the live numbers, and worked examples computed by
 * `calculatePriceWith` itself, so the page cannot drift from the charge (docs/adr/0006).
 */
import type { PriceRuleDto, PriceRuleExampleDto, PriceRulesDto, SiteCode } from '@kaimono/contracts';
import { siteCodes } from '@kaimono/contracts';
import { pricingText, siteText } from '@kaimono/i18n';
import {
  calculatePriceWith,
  DEFAULT_TAX_BPS,
  gramsText,
  intText,
  kgText,
  percentText,
  rateText,
  storageChargeVnd,
  UNKNOWN_ITEM_WEIGHT_G,
  WEIGHT_STEP_G,
  yenText,
  type PriceBreakdown,
  type PriceGroup,
  type PriceInput,
  type PricedLineInput,
  type PricingTables,
} from './pricing.calc.ts';

const r = pricingText.rules;
const money = (n: number): string => `${intText(n)} ₫`;
const siteName = (site: SiteCode): string => siteText[site].name;

export interface VipLevelRule {
  name: string;
  serviceFeeDiscountBps: number;
}

/** Lines of some groups (or some line codes) of a breakdown, as example lines. */
function linesOf(b: PriceBreakdown, pick: (group: PriceGroup['code'], code: string) => boolean): PriceRuleExampleDto['lines'] {
  const out: PriceRuleExampleDto['lines'] = [];
  for (const g of b.groups) for (const l of g.lines) if (pick(g.code, l.code)) out.push({ label: l.label, formula: l.formula ?? '', amount_vnd: l.amount_vnd });
  return out;
}

/** Every rule with its examples, from the tables at a rate (pure). */
export function buildPriceRules(tables: PricingTables, rateScaled: number, vipLevels: VipLevelRule[]): PriceRulesDto {
  const route = tables.defaultRoute;
  const mode = route?.modes[0] ?? null;
  const base: PriceInput = { lines: [], ...(route ? { routeCode: route.code } : {}), ...(mode ? { shipMode: mode.code } : {}) };
  const price = (lines: PricedLineInput[], extra: Partial<PriceInput> = {}) => calculatePriceWith(tables, rateScaled, { ...base, ...extra, lines });
  const modeName = mode?.name ?? '—';
  const first = (b: PriceBreakdown) => ({ result_label: r.labels.firstPayment, result_vnd: b.firstPaymentVnd });

  // The basic example (also the page's worked example): Mercari, seller pays shipping, 0,6 kg, 30 × 20 × 10 cm.
  const basicLine: PricedLineInput = { site: 'mercari', priceJpy: 8_000, qty: 1, domesticShippingJpy: 0, weightG: 600, lengthCm: 30, widthCm: 20, heightCm: 10 };
  const basic = price([basicLine]);
  const basicTitle = r.examples.basic(siteName('mercari'), yenText(8_000), `${kgText(600)} kg`, '30 × 20 × 10', modeName);

  const taxLine: PricedLineInput = { site: 'auction', priceJpy: 12_345, qty: 1, taxIncluded: false, domesticShippingJpy: 0, weightG: 1_000 };
  const taxed = price([taxLine]);
  const small = price([{ site: 'mercari', priceJpy: 1_500, qty: 1, domesticShippingJpy: 0, weightG: 300 }]);
  const bestVip = [...vipLevels].sort((a, b) => b.serviceFeeDiscountBps - a.serviceFeeDiscountBps)[0] ?? null;
  const vip = bestVip ? price([{ ...basicLine, priceJpy: 30_000 }], { vip: { name: bestVip.name, serviceFeeDiscountBps: bestVip.serviceFeeDiscountBps } }) : null;
  const sized = price([{ site: 'rakuten', priceJpy: 4_980, qty: 1, weightG: 3_000, lengthCm: 40, widthCm: 30, heightCm: 20 }]);
  const largest = price([{ site: 'rakuten', priceJpy: 19_800, qty: 1, weightG: 27_000, lengthCm: 90, widthCm: 60, heightCm: 40 }]);
  const unknownWeight = price([{ site: 'shopping', priceJpy: 2_200, qty: 3, domesticShippingJpy: 0 }]);
  const extraCodes = tables.extras.filter((e) => e.active && e.paymentStage === 'first').map((e) => e.code);
  const pickedExtras = extraCodes.slice(0, 2);
  const withExtras = price([{ ...basicLine, qty: 2 }], { serviceCodes: pickedExtras });
  const parcelExtras = tables.extras.filter((e) => e.active && e.chargeType === 'per_parcel');
  const withCrate = parcelExtras.length > 0 ? price([basicLine], { serviceCodes: parcelExtras.map((e) => e.code) }) : null;
  const holdLine: PricedLineInput = { site: 'auction', priceJpy: 10_648, qty: 1, taxIncluded: true, domesticShippingJpy: 0 };
  const hold = price([holdLine]);

  const tiers = tables.feeTiers.map((t, i) => {
    const next = tables.feeTiers[i + 1];
    const range = next ? r.list.tierBetween(money(t.thresholdVnd), money(next.thresholdVnd)) : r.list.tierFrom(money(t.thresholdVnd));
    return r.list.tier(range, percentText(t.rateBps), t.minFeeVnd > 0 ? money(t.minFeeVnd) : null);
  });
  const taxes = siteCodes.map((site) => r.list.tax(siteName(site), percentText(tables.taxBpsBySite[site] ?? DEFAULT_TAX_BPS)));
  const classes = tables.sizeClasses.map((c) => r.list.sizeClass(c.code, `${intText(c.maxSumCm)} cm`, gramsText(c.maxWeightG), yenText(c.priceJpy)));
  const biggest = tables.sizeClasses[tables.sizeClasses.length - 1];
  const liveRoutes = tables.routes.filter((x) => x.active);
  const modeMinimums = liveRoutes.flatMap((x) => x.modes.map((m) => r.list.modeMinimum(x.name, m.name, intText(m.volumetricDivisor), m.minWeightG > 0 ? gramsText(m.minWeightG) : null)));
  const modePrices = liveRoutes.flatMap((x) => x.modes.map((m) => r.list.modePrice(x.name, m.name, money(m.pricePerKgVnd))));
  const extraText = (e: (typeof tables.extras)[number]) => {
    const amount =
      e.chargeType === 'percent_goods'
        ? percentText(e.percentBps ?? 0)
        : e.chargeType === 'per_item'
          ? r.list.perItem(money(e.priceVnd))
          : e.chargeType === 'per_kg'
            ? r.list.perKg(money(e.priceVnd))
            : e.chargeType === 'per_parcel'
              ? r.list.perParcel(money(e.priceVnd))
              : r.list.perOrder(money(e.priceVnd));
    return r.list.extra(e.name, e.minVnd > 0 ? `${amount}, ${r.list.minimum(money(e.minVnd))}` : amount, r.list.stage[e.paymentStage]);
  };
  const japanWarehouse = tables.warehouses.find((w) => w.country === 'JP' && w.active && w.storageFeePerKgDayVnd > 0) ?? null;

  const rules: PriceRuleDto[] = [
    {
      code: 'rate',
      title: r.rate.title,
      paragraphs: r.rate.paragraphs(rateText(rateScaled)),
      examples: [{ title: basicTitle, lines: linesOf(basic, (g) => g === 'goods'), result_label: pricingText.groups.goods, result_vnd: basic.groups[0]!.lines[0]!.amount_vnd }],
    },
    {
      code: 'tax',
      title: r.tax.title,
      paragraphs: r.tax.paragraphs(taxes.join(', '), percentText(DEFAULT_TAX_BPS)),
      examples: [{ title: r.examples.taxExcluded(siteName('auction'), yenText(12_345)), lines: linesOf(taxed, (g) => g === 'goods' || g === 'japan'), ...first(taxed) }],
    },
    {
      code: 'service_fee',
      title: r.serviceFee.title,
      paragraphs: r.serviceFee.paragraphs(tiers.join('; ')),
      examples: [
        { title: r.examples.taxExcluded(siteName('auction'), yenText(12_345)), lines: linesOf(taxed, (g) => g === 'goods' || g === 'japan' || g === 'service'), ...first(taxed) },
        { title: r.examples.minimumFee(siteName('mercari'), yenText(1_500)), lines: linesOf(small, (g) => g === 'goods' || g === 'service'), ...first(small) },
      ],
    },
    {
      code: 'vip',
      title: r.vip.title,
      paragraphs: r.vip.paragraphs(vipLevels.length > 0 ? vipLevels.map((v) => r.list.vip(v.name, percentText(v.serviceFeeDiscountBps))).join(', ') : r.list.none),
      examples: vip && bestVip ? [{ title: r.examples.vip(bestVip.name, siteName('mercari'), yenText(30_000)), lines: linesOf(vip, (g, code) => g === 'goods' || g === 'service' || code === 'vip'), ...first(vip) }] : [],
    },
    {
      code: 'domestic_shipping',
      title: r.domesticShipping.title,
      paragraphs: r.domesticShipping.paragraphs(classes.join('; '), biggest ? `${intText(biggest.maxSumCm)} cm / ${gramsText(biggest.maxWeightG)}` : r.list.none),
      examples: [
        { title: r.examples.sizeEstimated(siteName('rakuten'), yenText(4_980), `${kgText(3_000)} kg`, '40 × 30 × 20'), lines: linesOf(sized, (g) => g === 'goods' || g === 'japan'), ...first(sized) },
        { title: r.examples.sizeLargest(siteName('rakuten'), yenText(19_800), `${kgText(27_000)} kg`, '90 × 60 × 40'), lines: linesOf(largest, (g) => g === 'japan'), ...first(largest) },
      ],
    },
    {
      code: 'unknown_weight',
      title: r.unknownWeight.title,
      paragraphs: r.unknownWeight.paragraphs(gramsText(UNKNOWN_ITEM_WEIGHT_G)),
      examples: [{ title: r.examples.unknownWeight(3, siteName('shopping'), yenText(2_200), modeName), lines: linesOf(unknownWeight, (g) => g === 'international'), result_label: r.labels.secondPayment, result_vnd: unknownWeight.secondPaymentVnd }],
    },
    {
      code: 'chargeable_weight',
      title: r.chargeableWeight.title,
      paragraphs: r.chargeableWeight.paragraphs(gramsText(WEIGHT_STEP_G), modeMinimums.join('; ')),
      examples: [{ title: basicTitle, lines: linesOf(basic, (g) => g === 'international'), result_label: r.labels.secondPayment, result_vnd: basic.secondPaymentVnd }],
    },
    {
      code: 'international',
      title: r.international.title,
      paragraphs: r.international.paragraphs(modePrices.join('; ')),
      examples: [{ title: basicTitle, lines: linesOf(basic, () => true), result_label: r.labels.total, result_vnd: basic.totalVnd }],
    },
    {
      code: 'extras',
      title: r.extras.title,
      paragraphs: r.extras.paragraphs(tables.extras.filter((e) => e.active).map(extraText).join('; ') || r.list.none),
      examples:
        pickedExtras.length > 0
          ? [
              {
                title: r.examples.extras(siteName('mercari'), yenText(8_000), 2, tables.extras.filter((e) => pickedExtras.includes(e.code)).map((e) => e.name).join(', ')),
                lines: linesOf(withExtras, (g) => g === 'extras'),
                ...first(withExtras),
              },
            ]
          : [],
    },
    {
      code: 'per_parcel',
      title: r.perParcel.title,
      paragraphs: r.perParcel.paragraphs(parcelExtras.length > 0 ? parcelExtras.map(extraText).join('; ') : r.list.none),
      examples: withCrate ? [{ title: basicTitle, lines: linesOf(withCrate, (g) => g === 'international' || g === 'extras'), result_label: r.labels.secondPayment, result_vnd: withCrate.secondPaymentVnd }] : [],
    },
    storageRule(japanWarehouse),
    {
      code: 'payments',
      title: r.payments.title,
      paragraphs: [...r.payments.paragraphs],
      examples: [{ title: basicTitle, lines: [...linesOf(basic, () => true), { label: r.labels.firstPayment, formula: '', amount_vnd: basic.firstPaymentVnd }, { label: r.labels.secondPayment, formula: '', amount_vnd: basic.secondPaymentVnd }], result_label: r.labels.total, result_vnd: basic.totalVnd }],
    },
    {
      code: 'bid_hold',
      title: r.bidHold.title,
      paragraphs: [...r.bidHold.paragraphs],
      examples: [{ title: r.examples.hold(siteName('auction'), yenText(10_648)), lines: linesOf(hold, (g) => g !== 'international'), result_label: r.labels.hold, result_vnd: hold.firstPaymentVnd }],
    },
  ];

  return {
    rate: rateScaled,
    rules,
    constants: {
      vnd_rounding: 'up',
      tax_rounding: 'down',
      service_fee_base: 'goods_and_tax',
      percent_rounding: 'up',
      unknown_item_weight_g: UNKNOWN_ITEM_WEIGHT_G,
      weight_step_g: WEIGHT_STEP_G,
      default_tax_bps: DEFAULT_TAX_BPS,
    },
    service_fee_tiers: tables.feeTiers.map((t) => ({ threshold_vnd: t.thresholdVnd, fee_bps: t.rateBps, min_fee_vnd: t.minFeeVnd })),
    site_taxes: siteCodes.map((site) => ({ site, tax_bps: tables.taxBpsBySite[site] ?? DEFAULT_TAX_BPS })),
    size_classes: tables.sizeClasses.map((c) => ({ code: c.code, max_sum_cm: c.maxSumCm, max_weight_g: c.maxWeightG, price_jpy: c.priceJpy })),
    routes: liveRoutes.map((x) => ({
      code: x.code,
      name: x.name,
      is_default: x === route,
      ship_modes: x.modes.map((m) => ({ code: m.code, name: m.name, price_per_kg_vnd: m.pricePerKgVnd, min_weight_g: m.minWeightG, volumetric_divisor: m.volumetricDivisor })),
    })),
    extras: tables.extras
      .filter((e) => e.active)
      .map((e) => ({ code: e.code, name: e.name, charge_type: e.chargeType, price_vnd: e.priceVnd, percent_bps: e.percentBps, min_vnd: e.minVnd, payment_stage: e.paymentStage })),
    vip_levels: vipLevels.map((v) => ({ name: v.name, service_fee_discount_bps: v.serviceFeeDiscountBps })),
    storage: japanWarehouse ? { warehouse: japanWarehouse.name, free_days: japanWarehouse.freeStorageDays, fee_per_kg_day_vnd: japanWarehouse.storageFeePerKgDayVnd } : null,
  };
}

function storageRule(warehouse: PricingTables['warehouses'][number] | null): PriceRuleDto {
  if (!warehouse) return { code: 'storage', title: r.storage.title, paragraphs: [...r.storage.none], examples: [] };
  const weightG = 1_500;
  const stayed = warehouse.freeStorageDays + 10;
  const billable = stayed - warehouse.freeStorageDays;
  const amount = storageChargeVnd(warehouse.storageFeePerKgDayVnd, weightG, billable);
  return {
    code: 'storage',
    title: r.storage.title,
    paragraphs: r.storage.paragraphs(warehouse.name, warehouse.freeStorageDays, money(warehouse.storageFeePerKgDayVnd)),
    examples: [
      {
        title: r.examples.storage(`${kgText(weightG)} kg`, stayed, billable),
        lines: [{ label: r.labels.storage, formula: pricingText.formula.storage(kgText(weightG), billable, money(warehouse.storageFeePerKgDayVnd), money(amount)), amount_vnd: amount }],
        result_label: r.labels.storage,
        result_vnd: amount,
      },
    ],
  };
}
