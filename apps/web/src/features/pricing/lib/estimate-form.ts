import type { PriceCalcRequest, SiteCode } from '@kaimono/contracts';
import { pricingWebText } from '@kaimono/i18n';

const errors = pricingWebText.estimate.errors;

/** What the estimator form holds: text as typed, parsed only on submit. */
export interface EstimateFormValues {
  site: SiteCode | '';
  /** Set when the form was filled from a pasted link: the server reads the product too. */
  code: string | null;
  name: string | null;
  price: string;
  taxExcluded: boolean;
  qty: string;
  domesticShipping: string;
  weightKg: string;
  length: string;
  width: string;
  height: string;
  routeCode: string;
  shipMode: string;
  services: string[];
}

export type EstimateField = 'site' | 'price' | 'qty' | 'domesticShipping' | 'weightKg' | 'size';
export type EstimateErrors = Partial<Record<EstimateField, string>>;

export const emptyEstimateForm: EstimateFormValues = {
  site: '',
  code: null,
  name: null,
  price: '',
  taxExcluded: false,
  qty: '1',
  domesticShipping: '',
  weightKg: '',
  length: '',
  width: '',
  height: '',
  routeCode: '',
  shipMode: '',
  services: [],
};

const MAX_JPY = 1_000_000_000;
const MAX_GRAMS = 1_000_000;

type Parsed = { value: number | null } | { error: true };

/** Whole yen, written with or without grouping ("12000", "12,000", "12.000", "¥12,000"). Empty → null. */
export function parseYen(text: string): Parsed {
  const raw = text.trim().replace(/^¥/, '').replace(/[\s.,]/g, '');
  if (!raw) return { value: null };
  if (!/^\d+$/.test(raw) || raw.length > 10) return { error: true };
  const value = Number(raw);
  return value > MAX_JPY ? { error: true } : { value };
}

/** Kilograms with a decimal comma or point ("0,8", "1.25") → whole grams (at least 1). Empty → null. */
export function parseKgToGrams(text: string): Parsed {
  const raw = text.trim().replace(',', '.');
  if (!raw) return { value: null };
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(raw)) return { error: true };
  const grams = Math.round(Number(raw) * 1000);
  if (grams <= 0 || grams > MAX_GRAMS) return { error: true };
  return { value: grams };
}

function parseWhole(text: string, min: number, max: number): Parsed {
  const raw = text.trim();
  if (!raw) return { value: null };
  if (!/^\d{1,6}$/.test(raw)) return { error: true };
  const value = Number(raw);
  return value < min || value > max ? { error: true } : { value };
}

/**
 * Checks the form and builds POST /api/estimate-price. Every problem gets a Vietnamese message
 * under its field; nothing is sent while there is one.
 */
export function buildEstimateRequest(values: EstimateFormValues): { request: PriceCalcRequest; errors: null } | { request: null; errors: EstimateErrors } {
  const found: EstimateErrors = {};
  if (!values.site) found.site = errors.siteRequired;

  const price = parseYen(values.price);
  if ('error' in price) found.price = errors.priceInvalid;
  else if (price.value === null) found.price = errors.priceRequired;

  const qtyText = values.qty.trim() || '1';
  const qty = parseWhole(qtyText, 1, 999);
  if ('error' in qty) found.qty = errors.qtyInvalid;

  const shipping = parseYen(values.domesticShipping);
  if ('error' in shipping) found.domesticShipping = errors.shippingInvalid;

  const weight = parseKgToGrams(values.weightKg);
  if ('error' in weight) found.weightKg = errors.weightInvalid;

  const sides = [values.length, values.width, values.height].map((side) => parseWhole(side, 1, 1000));
  const given = [values.length, values.width, values.height].filter((side) => side.trim()).length;
  if (sides.some((side) => 'error' in side)) found.size = errors.sizeInvalid;
  else if (given > 0 && given < 3) found.size = errors.sizeIncomplete;

  if (Object.keys(found).length > 0 || !values.site || 'error' in price || 'error' in qty || 'error' in shipping || 'error' in weight) {
    return { request: null, errors: found };
  }
  const size = sides.map((side) => ('value' in side ? side.value : null));
  return {
    errors: null,
    request: {
      items: [
        {
          site_code: values.site,
          code: values.code,
          name: values.name,
          price: price.value,
          qty: 'value' in qty ? (qty.value ?? 1) : 1,
          tax_included: !values.taxExcluded,
          domestic_shipping: shipping.value,
          weight: weight.value,
          length: size[0] ?? null,
          width: size[1] ?? null,
          height: size[2] ?? null,
        },
      ],
      route_code: values.routeCode || null,
      ship_mode: values.shipMode || null,
      services_extra: values.services,
    },
  };
}
