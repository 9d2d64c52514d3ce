/**
 * Numbers as Intl.NumberFormat writes them for vi-VN ("1.234,5") and en-US ("1,234.5"), without
 * Intl: the first Intl formatter of a locale loads that locale's ICU data, ~25 ms of main thread on
 * a fast desktop and over 100 ms on a phone, and the item page paid it while hydrating (issue 15).
 * Same text as Intl (rounding half away from zero on the number's shortest decimal form, "-0" for
 * a negative number that rounds to zero); number-format.test.ts compares the two over many values.
 */

export interface NumberStyle {
  /** Between groups of three digits: "." (vi-VN) or "," (en-US). */
  group: string;
  /** Before the fraction: "," (vi-VN) or "." (en-US). */
  decimal: string;
}

export const VI: NumberStyle = { group: '.', decimal: ',' };
export const EN: NumberStyle = { group: ',', decimal: '.' };

/** Digits in groups of three from the right: "1234567" → "1.234.567". */
function groupDigits(digits: string, separator: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${separator}${out}` : part;
  }
  return out;
}

/** The shortest decimal form of a finite non-negative number, without exponent: 1e-7 → "0.0000001". */
function plainDecimal(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const [whole = '0', fraction = ''] = text.slice(0, e).split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits: "0999" → "1000". */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` with at most `maxFraction` decimals (at least `minFraction`), grouped: what
 * `new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits }).format(value)` gives.
 */
export function formatNumber(value: number, style: NumberStyle, maxFraction = 3, minFraction = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return `${negative ? '-' : ''}∞`;
  const [whole = '0', fraction = ''] = plainDecimal(Math.abs(value)).split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* '5' */) digits = incrementDigits(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFraction) || '0';
  let shownFraction = digits.slice(digits.length - maxFraction);
  while (shownFraction.length > minFraction && shownFraction.endsWith('0')) shownFraction = shownFraction.slice(0, -1);
  const body = groupDigits(wholeDigits.replace(/^0+(?=\d)/, ''), style.group);
  return `${negative ? '-' : ''}${body}${shownFraction ? style.decimal + shownFraction : ''}`;
}

/** A whole number (or bigint) grouped: 1234567 → "1.234.567" (VI) / "1,234,567" (EN); "-" before a negative. */
export function formatWhole(value: number | bigint, style: NumberStyle): string {
  if (typeof value === 'number') return formatNumber(value, style, 0);
  const negative = value < 0n;
  return `${negative ? '-' : ''}${groupDigits(String(negative ? -value : value), style.group)}`;
}
