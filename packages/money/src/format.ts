// Display of amounts and rates (docs/adr/0002-money-and-rounding.md, "Display").
//
// VND uses Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }). ICU (Node 20's
// ICU 7x, and browsers) separates the number and the ₫ sign with U+00A0 NO-BREAK SPACE; some ICU
// versions use U+202F NARROW NO-BREAK SPACE for other locales. We replace every such space with
// an ordinary U+0020, so the text is the same on every runtime and equals what people type in
// tests and documents: '1.250.000 ₫'. The UI keeps a price on one line with CSS (white-space: nowrap).
//
// JPY is written as buyers of Japanese goods read it: '¥12,000' (U+00A5 YEN SIGN, comma groups),
// not ja-JP's full-width '￥12,000'. Rates are written the Vietnamese way: '172,35 ₫/¥'.

import { toSafeInteger, type Jpy, type Vnd } from './amount.ts';
import { exchangeRate, RATE_SCALE, type ExchangeRate } from './rate.ts';

// Made on first use, not when the module loads: a browser's first Intl formatter of a locale loads
// that locale's data (over 100 ms on a phone), and the web app loads this module on every page.
let formats: { vnd: Intl.NumberFormat; en: Intl.NumberFormat; vi: Intl.NumberFormat } | undefined;
const intl = () =>
  (formats ??= {
    vnd: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
    en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true }),
    vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0, useGrouping: true }),
  });

/** Every kind of space ICU may put in formatted numbers. */
const ICU_SPACES = /[\u00a0\u202f\u2007\u2009]/g;

/** '1.250.000 ₫' (ordinary space before ₫); negative: '-1.250.000 ₫'. */
export function formatVnd(amount: Vnd): string {
  return intl().vnd.format(toSafeInteger(amount, 'formatVnd')).replace(ICU_SPACES, ' ');
}

/** '¥12,000'; negative: '-¥12,000'. */
export function formatJpy(amount: Jpy): string {
  const n = toSafeInteger(amount, 'formatJpy');
  const digits = intl().en.format(Math.abs(n));
  return n < 0 ? `-¥${digits}` : `¥${digits}`;
}

/**
 * '172,35 ₫/¥': Vietnamese decimal comma, at least 2 and at most 4 decimals (trailing zeros beyond
 * the second are dropped), '.' groups in the whole part.
 */
export function formatRate(rate: ExchangeRate): string {
  const n = exchangeRate(rate);
  const whole = intl().vi.format(Math.floor(n / RATE_SCALE)).replace(ICU_SPACES, ' ');
  let fraction = String(n % RATE_SCALE).padStart(4, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${whole},${fraction} ₫/¥`;
}
