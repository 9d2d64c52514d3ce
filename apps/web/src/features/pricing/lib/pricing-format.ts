import type { ServiceExtraDto } from '@kaimono/contracts';
import { pricingWebText } from '@kaimono/i18n';
import { formatJpy, formatVnd } from '@/shared/lib/money';
import { formatNumber, VI } from '@/shared/lib/number-format';

// Intl's vi-VN text without Intl (its first use loads locale data while the item page hydrates).
const t = pricingWebText;

/** Basis points as a Vietnamese percentage: 500 → "5%", 250 → "2,5%". */
export function formatBps(bps: number): string {
  return `${formatNumber(bps / 100, VI, 2)}%`;
}

/** Grams as kilograms with a decimal comma: 500 → "0,5", 1250 → "1,25". */
export function formatKg(grams: number): string {
  return formatNumber(grams / 1000, VI, 3);
}

/** VND per JPY × 10,000 as a decimal: 1_723_500 → "172,35". */
export function formatRateScaled(rateScaled: number): string {
  return formatNumber(rateScaled / 10_000, VI, 4);
}

/** What an extra service costs, in words: "20.000 ₫/sản phẩm", "3% giá trị hàng (tối thiểu 50.000 ₫)". */
export function extraPriceText(extra: Pick<ServiceExtraDto, 'charge_type' | 'price_vnd' | 'percent_bps' | 'min_vnd'>): string {
  const price = formatVnd(extra.price_vnd);
  let text: string;
  switch (extra.charge_type) {
    case 'per_item':
      text = t.extraPrice.perItem(price);
      break;
    case 'per_order':
      text = t.extraPrice.perOrder(price);
      break;
    case 'percent_goods':
      text = t.extraPrice.percent(formatBps(extra.percent_bps ?? 0));
      break;
    case 'per_kg':
      text = t.extraPrice.perKg(price);
      break;
    case 'per_parcel':
      text = t.extraPrice.perParcel(price);
      break;
  }
  return extra.min_vnd > 0 ? `${text} (${t.extraPrice.minimum(formatVnd(extra.min_vnd))})` : text;
}

/** A yen amount or an empty string, for form fields filled from a product. */
export function yenField(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : String(amount);
}

export { formatJpy, formatVnd };
