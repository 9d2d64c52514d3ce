import { formatNumber, VI } from '@/shared/lib/number-format';

/** A rate of VND per JPY × 10,000 as shown to people, e.g. 1723500 → "172,35" (Intl's text, without Intl). */
export function rateText(scaled: number): string {
  return formatNumber(scaled / 10_000, VI, 4);
}
