import { EN, formatWhole, VI } from './number-format';

/**
 * Money display (DESIGN.md §4): amounts are whole numbers, VND as `1.250.000 ₫` (vi-VN), yen as
 * `¥12,000`. A fractional amount is a bug upstream, so it throws instead of rounding silently.
 * The text is Intl's (vi-VN currency: a no-break space before ₫) written without Intl, whose first
 * use loads locale data in the middle of the page's hydration (number-format.ts).
 */
export type Currency = 'VND' | 'JPY';

function assertWhole(amount: number | bigint): void {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amounts must be safe integers, got ${amount}`);
  }
}

export function formatVnd(amount: number | bigint): string {
  assertWhole(amount);
  return `${formatWhole(amount, VI)}\u00a0₫`;
}

export function formatJpy(amount: number | bigint): string {
  assertWhole(amount);
  const negative = amount < 0;
  const abs = typeof amount === 'bigint' ? (negative ? -amount : amount) : Math.abs(amount);
  return `${negative ? '-' : ''}¥${formatWhole(abs, EN)}`;
}

export function formatMoney(amount: number | bigint, currency: Currency): string {
  return currency === 'VND' ? formatVnd(amount) : formatJpy(amount);
}
