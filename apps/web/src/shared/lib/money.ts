/**
 * Money display (DESIGN.md §4): amounts are whole numbers, VND as `1.250.000 ₫` (vi-VN), yen as
 * `¥12,000`. A fractional amount is a bug upstream, so it throws instead of rounding silently.
 */
export type Currency = 'VND' | 'JPY';

const vndFormat = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const groupedEn = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function assertWhole(amount: number | bigint): void {
  if (typeof amount === 'number' && !Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amounts must be safe integers, got ${amount}`);
  }
}

export function formatVnd(amount: number | bigint): string {
  assertWhole(amount);
  return vndFormat.format(amount);
}

export function formatJpy(amount: number | bigint): string {
  assertWhole(amount);
  const negative = amount < 0;
  const abs = typeof amount === 'bigint' ? (negative ? -amount : amount) : Math.abs(amount);
  return `${negative ? '-' : ''}¥${groupedEn.format(abs)}`;
}

export function formatMoney(amount: number | bigint, currency: Currency): string {
  return currency === 'VND' ? formatVnd(amount) : formatJpy(amount);
}
