import { z } from 'zod';
import { pageQuery, pageSizes, paginated, siteCode } from './common.ts';

// Pricing (issue 6 item 1): the price calculator, the fee schedule, shipping routes, warehouses and
// extra services. Money is whole dong (`*_vnd`) or whole yen (`*_jpy`, and `price` on items).

const MAX_JPY = 1_000_000_000;
const MAX_VND = 1_000_000_000_000;

const jpyAmount = z.number({ error: 'Giá phải là số yên nguyên.' }).int('Giá phải là số yên nguyên.').min(0, 'Giá không được âm.').max(MAX_JPY, 'Giá quá lớn.');
const vndAmount = z.number({ error: 'Số tiền phải là số đồng nguyên.' }).int('Số tiền phải là số đồng nguyên.').min(0, 'Số tiền không được âm.').max(MAX_VND, 'Số tiền quá lớn.');
const grams = z.number({ error: 'Cân nặng phải là số gam nguyên.' }).int('Cân nặng phải là số gam nguyên.').min(0, 'Cân nặng không được âm.').max(1_000_000, 'Cân nặng tối đa 1.000 kg.');
const centimetres = z.number({ error: 'Kích thước phải là số cm nguyên.' }).int('Kích thước phải là số cm nguyên.').min(0, 'Kích thước không được âm.').max(1_000, 'Kích thước tối đa 1.000 cm.');
const bps = z.number().int().min(0, 'Tỷ lệ không được âm.').max(10_000, 'Tỷ lệ tối đa 100%.');
const serviceCode = z.string().trim().toLowerCase().regex(/^[a-z0-9_-]{2,32}$/, 'Mã dịch vụ không hợp lệ.');
const serviceCodes = z.array(serviceCode).max(20, 'Tối đa 20 dịch vụ.');

// ---------------------------------------------------------------------------------------------
// The breakdown (spec §3 "Calculator result")
// ---------------------------------------------------------------------------------------------

export const priceGroupCodes = ['goods', 'japan', 'service', 'extras', 'international', 'discount'] as const;
export type PriceGroupCode = (typeof priceGroupCodes)[number];

/** One line of a breakdown. Lines of the `discount` group carry a negative `amount_vnd`. */
export const priceLine = z.object({
  code: z.string(),
  label: z.string(),
  amount_vnd: z.number().int(),
  amount_jpy: z.number().int().nullable().optional(),
  note: z.string().nullable().optional(),
  /** Japanese domestic shipping estimated by size class: the second bill settles the difference. */
  estimated: z.boolean().optional(),
  /**
   * How the amount was computed, in Vietnamese with the inputs filled in, so a buyer can redo it by
   * hand (e.g. "12.400 ¥ × 172,5 ₫/¥ = 2.139.000 ₫, làm tròn lên"). Shown in "Chi tiết cách tính".
   */
  formula: z.string().nullable().optional(),
});
export type PriceLineDto = z.infer<typeof priceLine>;

export const priceGroup = z.object({
  code: z.enum(priceGroupCodes),
  title: z.string(),
  lines: z.array(priceLine),
});
export type PriceGroupDto = z.infer<typeof priceGroup>;

export const pricePayment = z.object({
  first_payment: z.number().int().min(0),
  second_payment: z.number().int().min(0),
});

// ---------------------------------------------------------------------------------------------
// POST /api/price-service/calc, /api/calculate-price, /api/estimate-price
// ---------------------------------------------------------------------------------------------

/**
 * One item to price. Either `price` (yen) with `site_code`, or a product to read: `link` (a pasted
 * product URL) or `site_code` + `code`; what the request gives wins over what the product says.
 */
export const priceCalcItem = z
  .object({
    site_code: siteCode.optional(),
    code: z.string().trim().min(1).max(100).nullish(),
    link: z.string().trim().min(1).max(2000).nullish(),
    name: z.string().trim().max(500).nullish(),
    price: jpyAmount.nullish(),
    qty: z.number({ error: 'Số lượng phải là số nguyên.' }).int('Số lượng phải là số nguyên.').min(1, 'Số lượng tối thiểu là 1.').max(999, 'Số lượng tối đa là 999.').default(1),
    /** false: `price` is before Japanese consumption tax (the site's tax is added). Default true. */
    tax_included: z.boolean().optional(),
    /** Shipping inside Japan to our warehouse, yen; unknown (null) → estimated by size class. */
    domestic_shipping: jpyAmount.nullish(),
    weight: grams.nullish(),
    length: centimetres.nullish(),
    width: centimetres.nullish(),
    height: centimetres.nullish(),
    services_extra: serviceCodes.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.link) return;
    if (!item.site_code) ctx.addIssue({ code: 'custom', path: ['site_code'], message: 'Vui lòng chọn sàn hoặc dán link sản phẩm.' });
    else if (item.price == null && !item.code) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Vui lòng nhập giá sản phẩm (yên).' });
  });
export type PriceCalcItem = z.infer<typeof priceCalcItem>;

export const priceCalcRequest = z.object({
  items: z.array(priceCalcItem).min(1, 'Vui lòng nhập ít nhất một sản phẩm.').max(100, 'Tối đa 100 sản phẩm mỗi lần tính.'),
  route_code: z.string().trim().toUpperCase().max(32).nullish(),
  ship_mode: z.string().trim().toLowerCase().max(32).nullish(),
  /** Extra services for the whole order (added to every item's own `services_extra`). */
  services_extra: serviceCodes.optional(),
});
export type PriceCalcRequest = z.infer<typeof priceCalcRequest>;

export const priceCalcResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Only the groups that have lines (spec §5). */
  details: z.array(priceGroup),
  /** Both 0 when nothing could be priced (spec §9). */
  payment: pricePayment,
  calc_error: z.string().nullable(),
  total_vnd: z.number().int().min(0),
  goods_jpy: z.number().int().min(0),
  chargeable_weight_g: z.number().int().min(0),
  /** VND per JPY × 10,000 used for every conversion above. */
  rate: z.number().int().positive(),
  route_code: z.string().nullable(),
  ship_mode: z.string().nullable(),
});
export type PriceCalcResponse = z.infer<typeof priceCalcResponse>;

// ---------------------------------------------------------------------------------------------
// Landed cost on item pages: GET /api/price-service/landed-cost/{site}/{code}
// ---------------------------------------------------------------------------------------------

export const landedCostParams = z.object({ site: siteCode, code: z.string().min(1).max(100) });

export const landedCostResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Lowest likely total in dong (cheapest mode, the item's weight or a light estimate). */
    min_vnd: z.number().int().min(0),
    /** Highest likely total (dearest mode, a heavier estimate / larger size class). */
    max_vnd: z.number().int().min(0),
    rate: z.number().int().positive(),
    /** The item's price alone in dong. */
    item_vnd: z.number().int().min(0),
    /** What the range is made of: each part with its low and high amount. */
    lines: z.array(
      z.object({
        code: z.string(),
        label: z.string(),
        min_vnd: z.number().int().min(0),
        max_vnd: z.number().int().min(0),
        note: z.string().nullable(),
        /** How the low and the high amount are made (Vietnamese, inputs filled in). */
        formula: z.string().nullable().optional(),
      }),
    ),
  }),
});
export type LandedCostResponse = z.infer<typeof landedCostResponse>;

// ---------------------------------------------------------------------------------------------
// Warehouses, routes, modes, extras
// ---------------------------------------------------------------------------------------------

export const warehouseDto = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.enum(['JP', 'VN']),
  address: z.string(),
  phone: z.string(),
  note: z.string(),
  active: z.boolean(),
  /** Storage: free for this many days after arrival, then this much per kilogram per day. */
  free_storage_days: z.number().int(),
  storage_fee_per_kg_day_vnd: z.number().int(),
});
export type WarehouseDto = z.infer<typeof warehouseDto>;

export const warehouseListResponse = z.object({ success: z.literal(true), data: z.array(warehouseDto) });

export const shipModeDto = z.object({
  code: z.string(),
  name: z.string(),
  price_per_kg_vnd: z.number().int().min(0),
  min_weight_g: z.number().int().min(0),
  volumetric_divisor: z.number().int().positive(),
  lead_days_min: z.number().int().min(0),
  lead_days_max: z.number().int().min(0),
});
export type ShipModeDto = z.infer<typeof shipModeDto>;

export const routeDto = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  ship_modes: z.array(shipModeDto),
  warehouse: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  active: z.boolean(),
  is_default: z.boolean(),
  /** GET /api/route: the provinces (2025 GSO codes) whose addresses default to this route. */
  provinces: z.array(z.string()).optional(),
});
export type RouteDto = z.infer<typeof routeDto>;

export const routeListQuery = pageQuery(pageSizes.routes).extend({
  search: z.string().trim().max(100).optional(),
});
export type RouteListQuery = z.infer<typeof routeListQuery>;
export const routeListResponse = paginated(routeDto).extend({ success: z.literal(true) });

const shipModeInput = z
  .object({
    code: z.string().trim().toLowerCase().regex(/^[a-z0-9_-]{2,32}$/, 'Mã hình thức vận chuyển chỉ gồm chữ thường, số, "_" hoặc "-" (2–32 ký tự).'),
    name: z.string().trim().min(1, 'Vui lòng nhập tên hình thức vận chuyển.').max(100),
    price_per_kg_vnd: vndAmount,
    min_weight_g: grams.default(0),
    volumetric_divisor: z.number().int().min(1000, 'Hệ số quy đổi thể tích tối thiểu 1.000.').max(20_000, 'Hệ số quy đổi thể tích tối đa 20.000.').default(6000),
    lead_days_min: z.number().int().min(0).max(365),
    lead_days_max: z.number().int().min(0).max(365),
  })
  .refine((m) => m.lead_days_max >= m.lead_days_min, { path: ['lead_days_max'], message: 'Số ngày tối đa phải không nhỏ hơn số ngày tối thiểu.' });

/** POST /api/route and PUT /api/route/{_id} (staff). */
export const routeSaveRequest = z
  .object({
    code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{2,32}$/, 'Mã tuyến chỉ gồm chữ, số, "_" hoặc "-" (2–32 ký tự).'),
    name: z.string().trim().min(1, 'Vui lòng nhập tên tuyến.').max(200),
    description: z.string().trim().max(2000).default(''),
    /** The Vietnamese warehouse: its id or code. */
    warehouse_id: z.string().trim().min(1, 'Vui lòng chọn kho nhận hàng.').max(64),
    ship_modes: z.array(shipModeInput).min(1, 'Tuyến cần ít nhất một hình thức vận chuyển.').max(10),
    active: z.boolean().default(true),
    is_default: z.boolean().default(false),
  })
  .refine((r) => new Set(r.ship_modes.map((m) => m.code)).size === r.ship_modes.length, {
    path: ['ship_modes'],
    message: 'Mã hình thức vận chuyển bị trùng.',
  });
export type RouteSaveRequest = z.infer<typeof routeSaveRequest>;

export const routeIdParams = z.object({ _id: z.string().min(1).max(64) });
export const routeDeleteParams = z.object({ id: z.string().min(1).max(64) });
export const routeSaveResponse = z.object({ success: z.literal(true), message: z.string(), data: routeDto });
export const routeDeleteResponse = z.object({ success: z.boolean(), message: z.string() });

export const serviceExtraChargeTypes = ['per_item', 'per_order', 'percent_goods', 'per_kg', 'per_parcel'] as const;
export type ServiceExtraChargeType = (typeof serviceExtraChargeTypes)[number];

export const serviceExtraDto = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  charge_type: z.enum(serviceExtraChargeTypes),
  price_vnd: z.number().int().min(0),
  percent_bps: z.number().int().nullable(),
  min_vnd: z.number().int().min(0),
  /** Paid with the first payment, or with the bill at the Vietnamese warehouse. */
  payment_stage: z.enum(['first', 'second']),
  active: z.boolean(),
});
export type ServiceExtraDto = z.infer<typeof serviceExtraDto>;
export const serviceExtraListResponse = z.object({ success: z.literal(true), data: z.array(serviceExtraDto) });

// ---------------------------------------------------------------------------------------------
// The fee schedule: GET /api/price-list/by-route (/page/bieu-phi)
// ---------------------------------------------------------------------------------------------

export const serviceFeeTierDto = z.object({
  code: z.string(),
  label: z.string(),
  /** The tier applies from this goods value (dong) up to the next tier's threshold. */
  threshold_vnd: z.number().int().min(0),
  fee_bps: z.number().int().min(0),
  min_fee_vnd: z.number().int().min(0),
});
export type ServiceFeeTierDto = z.infer<typeof serviceFeeTierDto>;

export const siteTaxDto = z.object({ site: siteCode, tax_bps: z.number().int().min(0) });
export type SiteTaxDto = z.infer<typeof siteTaxDto>;

export const sizeClassDto = z.object({
  code: z.string(),
  label: z.string(),
  max_sum_cm: z.number().int().positive(),
  max_weight_g: z.number().int().positive(),
  price_jpy: z.number().int().min(0),
});
export type SizeClassDto = z.infer<typeof sizeClassDto>;

export const priceListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    rate: z.number().int().positive(),
    routes: z.array(
      routeDto.extend({
        ship_modes: z.array(
          shipModeDto.extend({
            /** What a parcel of each sample weight costs on this mode (chargeable weight rules applied). */
            bands: z.array(z.object({ weight_g: z.number().int().min(0), amount_vnd: z.number().int().min(0) })),
          }),
        ),
      }),
    ),
    service_fee_tiers: z.array(serviceFeeTierDto),
    site_taxes: z.array(siteTaxDto),
    size_classes: z.array(sizeClassDto.extend({ price_vnd: z.number().int().min(0) })),
    extras: z.array(serviceExtraDto),
  }),
});
export type PriceListResponse = z.infer<typeof priceListResponse>;

// ---------------------------------------------------------------------------------------------
// Staff: GET/PUT /api/admin/pricing
// ---------------------------------------------------------------------------------------------

export const adminPricingDto = z.object({
  service_fee_tiers: z.array(serviceFeeTierDto),
  site_taxes: z.array(siteTaxDto),
  size_classes: z.array(sizeClassDto),
  extras: z.array(serviceExtraDto),
  warehouses: z.array(warehouseDto),
});
export type AdminPricingDto = z.infer<typeof adminPricingDto>;
export const adminPricingResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: adminPricingDto });

const tierInput = z.object({
  code: z.string().trim().regex(/^[a-z0-9_-]{1,32}$/, 'Mã bậc phí không hợp lệ.'),
  label: z.string().trim().max(200).default(''),
  threshold_vnd: vndAmount,
  fee_bps: bps,
  min_fee_vnd: vndAmount.default(0),
});
const sizeClassInput = z.object({
  code: z.string().trim().regex(/^[a-z0-9_-]{1,32}$/, 'Mã cỡ hàng không hợp lệ.'),
  label: z.string().trim().max(200).default(''),
  max_sum_cm: centimetres.refine((n) => n > 0, 'Tổng kích thước phải lớn hơn 0.'),
  max_weight_g: grams.refine((n) => n > 0, 'Cân nặng tối đa phải lớn hơn 0.'),
  price_jpy: jpyAmount,
});
const extraInput = z
  .object({
    code: serviceCode,
    name: z.string().trim().min(1, 'Vui lòng nhập tên dịch vụ.').max(200),
    description: z.string().trim().max(2000).default(''),
    charge_type: z.enum(serviceExtraChargeTypes),
    price_vnd: vndAmount.default(0),
    percent_bps: z.number().int().min(1).max(10_000).nullish(),
    min_vnd: vndAmount.default(0),
    payment_stage: z.enum(['first', 'second']),
    active: z.boolean().default(true),
  })
  .superRefine((e, ctx) => {
    if (e.charge_type === 'percent_goods' && e.percent_bps == null) {
      ctx.addIssue({ code: 'custom', path: ['percent_bps'], message: 'Dịch vụ tính theo % giá hàng cần tỷ lệ phần trăm.' });
    }
    if (e.charge_type === 'per_kg' && e.payment_stage !== 'second') {
      ctx.addIssue({ code: 'custom', path: ['payment_stage'], message: 'Dịch vụ tính theo cân nặng được thu ở lần thanh toán thứ hai.' });
    }
    if (e.charge_type === 'per_parcel' && e.payment_stage !== 'second') {
      ctx.addIssue({ code: 'custom', path: ['payment_stage'], message: 'Dịch vụ tính theo kiện được thu ở lần thanh toán thứ hai.' });
    }
  });
const warehouseInput = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{2,32}$/, 'Mã kho không hợp lệ.'),
  name: z.string().trim().min(1, 'Vui lòng nhập tên kho.').max(200),
  country: z.enum(['JP', 'VN']),
  address: z.string().trim().min(1, 'Vui lòng nhập địa chỉ kho.').max(500),
  phone: z.string().trim().max(30).default(''),
  note: z.string().trim().max(1000).default(''),
  active: z.boolean().default(true),
  /** Left out: an existing warehouse keeps its storage terms (a new one: 30 days free, no fee). */
  free_storage_days: z.number().int().min(0).max(3650).optional(),
  storage_fee_per_kg_day_vnd: z.number().int().min(0).max(10_000_000).optional(),
});

const uniqueBy = <T>(key: (t: T) => string, message: string) => (list: T[], ctx: z.RefinementCtx) => {
  if (new Set(list.map(key)).size !== list.length) ctx.addIssue({ code: 'custom', message });
};

/** Each section present replaces that whole table (rows missing from a list are removed; extras and warehouses are only deactivated). */
export const adminPricingUpdateRequest = z.object({
  service_fee_tiers: z
    .array(tierInput)
    .min(1, 'Cần ít nhất một bậc phí dịch vụ.')
    .max(20)
    .superRefine(uniqueBy((t) => t.code, 'Mã bậc phí bị trùng.'))
    .superRefine((list, ctx) => {
      if (!list.some((t) => t.threshold_vnd === 0)) ctx.addIssue({ code: 'custom', message: 'Cần một bậc phí bắt đầu từ 0 ₫.' });
      if (new Set(list.map((t) => t.threshold_vnd)).size !== list.length) ctx.addIssue({ code: 'custom', message: 'Hai bậc phí có cùng mức giá trị hàng.' });
    })
    .optional(),
  site_taxes: z
    .array(z.object({ site: siteCode, tax_bps: bps }))
    .max(10)
    .superRefine(uniqueBy((t) => t.site, 'Một sàn xuất hiện hai lần.'))
    .optional(),
  size_classes: z
    .array(sizeClassInput)
    .min(1, 'Cần ít nhất một cỡ hàng.')
    .max(20)
    .superRefine(uniqueBy((s) => s.code, 'Mã cỡ hàng bị trùng.'))
    .optional(),
  extras: z.array(extraInput).max(50).superRefine(uniqueBy((e) => e.code, 'Mã dịch vụ bị trùng.')).optional(),
  warehouses: z.array(warehouseInput).max(50).superRefine(uniqueBy((w) => w.code, 'Mã kho bị trùng.')).optional(),
});
export type AdminPricingUpdateRequest = z.infer<typeof adminPricingUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// GET /api/price-service/rules: every rule the calculator applies, with a worked example each,
// generated from the live tables by the calculator itself (the fee page /page/bieu-phi renders it)
// ---------------------------------------------------------------------------------------------

/** One line of a worked example: what it is, how it is computed (inputs filled in), the amount. */
export const priceRuleExampleLine = z.object({
  label: z.string(),
  formula: z.string(),
  amount_vnd: z.number().int(),
});

export const priceRuleExample = z.object({
  /** The example's inputs in words ("Mercari, giá 8.000 ¥, người bán chịu phí ship, 0,6 kg …"). */
  title: z.string(),
  lines: z.array(priceRuleExampleLine),
  /** The result the rule leads to (e.g. "Thanh toán lần 1"), with its amount. */
  result_label: z.string(),
  result_vnd: z.number().int(),
});
export type PriceRuleExampleDto = z.infer<typeof priceRuleExample>;

export const priceRuleCodes = [
  'rate',
  'tax',
  'service_fee',
  'vip',
  'domestic_shipping',
  'unknown_weight',
  'chargeable_weight',
  'international',
  'extras',
  'per_parcel',
  'storage',
  'payments',
  'bid_hold',
] as const;
export type PriceRuleCode = (typeof priceRuleCodes)[number];

export const priceRule = z.object({
  code: z.enum(priceRuleCodes),
  title: z.string(),
  /** The rule in Vietnamese, with the live numbers filled in. */
  paragraphs: z.array(z.string()),
  examples: z.array(priceRuleExample),
});
export type PriceRuleDto = z.infer<typeof priceRule>;

export const priceRulesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** VND per JPY × 10,000 used by the examples (the current rate). */
    rate: z.number().int().positive(),
    rules: z.array(priceRule),
    /** The rules' numbers as data (what the paragraphs state), for anyone recomputing a quote. */
    constants: z.object({
      /** Every yen amount (each goods line, tax, domestic shipping) is converted alone and rounded up to the dong. */
      vnd_rounding: z.literal('up'),
      /** Consumption tax of a tax-excluded price: rounded down to the whole yen. */
      tax_rounding: z.literal('down'),
      /** The service fee tier and percentage apply to goods + consumption tax (in dong). */
      service_fee_base: z.literal('goods_and_tax'),
      /** Percentages (service fee, VIP discount, percent extras) and per-kg charges are rounded up to the dong. */
      percent_rounding: z.literal('up'),
      unknown_item_weight_g: z.number().int(),
      weight_step_g: z.number().int(),
      default_tax_bps: z.number().int(),
    }),
    service_fee_tiers: z.array(z.object({ threshold_vnd: z.number().int(), fee_bps: z.number().int(), min_fee_vnd: z.number().int() })),
    site_taxes: z.array(z.object({ site: siteCode, tax_bps: z.number().int() })),
    size_classes: z.array(z.object({ code: z.string(), max_sum_cm: z.number().int(), max_weight_g: z.number().int(), price_jpy: z.number().int() })),
    routes: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        is_default: z.boolean(),
        ship_modes: z.array(
          z.object({ code: z.string(), name: z.string(), price_per_kg_vnd: z.number().int(), min_weight_g: z.number().int(), volumetric_divisor: z.number().int() }),
        ),
      }),
    ),
    extras: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        charge_type: z.string(),
        price_vnd: z.number().int(),
        percent_bps: z.number().int().nullable(),
        min_vnd: z.number().int(),
        payment_stage: z.enum(['first', 'second']),
      }),
    ),
    vip_levels: z.array(z.object({ name: z.string(), service_fee_discount_bps: z.number().int() })),
    storage: z.object({ warehouse: z.string(), free_days: z.number().int(), fee_per_kg_day_vnd: z.number().int() }).nullable(),
  }),
});
export type PriceRulesResponse = z.infer<typeof priceRulesResponse>;
export type PriceRulesDto = PriceRulesResponse['data'];
