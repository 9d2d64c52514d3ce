// Exchange rate and the conversions that round (docs/adr/0002-money-and-rounding.md).
//
// An ExchangeRate is an integer: VND per 1 JPY scaled by 10,000 (172.35 ₫/¥ -> 1_723_500).
// Conversions compute in BigInt, so amount × rate never loses precision, and round UP to the
// whole dong: the customer is never charged less than the exact value, and at most 1 ₫ more.

import { toSafeInteger, type Jpy, type Money, type Vnd } from './amount.ts';

declare const rateBrand: unique symbol;

/** VND per 1 JPY, scaled by RATE_SCALE (an integer). */
export type ExchangeRate = number & { readonly [rateBrand]: 'VND_PER_JPY_E4' };

/** The scale of ExchangeRate: 4 decimal places. */
export const RATE_SCALE = 10_000;
const SCALE = 10_000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** A rate from its scaled integer (1_723_500 = 172.35 ₫/¥). Must be a positive safe integer. */
export function exchangeRate(scaled: number | bigint): ExchangeRate {
  const n = toSafeInteger(scaled, 'An exchange rate');
  if (n <= 0) throw new RangeError(`An exchange rate must be positive, got ${n}`);
  return n as ExchangeRate;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal rate such as '172.35' exactly (no floating point): '172.35' -> 1_723_500.
 * Accepts digits with an optional '.' and fraction; surrounding whitespace is ignored. Throws
 * RangeError for anything else ('', '1e3', '-1', '172,35'), for zero, for more than 4 significant
 * decimals ('172.35001'; trailing zeros beyond 4 are fine) and for values beyond the safe range.
 */
export function rateFromDecimalString(text: string): ExchangeRate {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`Not a decimal exchange rate: ${JSON.stringify(text)}`);
  const whole = m[1]!;
  const fraction = m[2] ?? '';
  const kept = fraction.slice(0, 4);
  if (/[^0]/.test(fraction.slice(4))) {
    throw new RangeError(`An exchange rate has at most 4 decimals: ${JSON.stringify(text)}`);
  }
  const scaled = BigInt(whole) * SCALE + BigInt(kept.padEnd(4, '0'));
  if (scaled > MAX_SAFE) throw new RangeError(`Exchange rate too large: ${JSON.stringify(text)}`);
  return exchangeRate(scaled);
}

/** The decimal form of a rate, without trailing zeros: 1_723_500 -> '172.35', 1_720_000 -> '172'. */
export function rateToDecimalString(rate: ExchangeRate): string {
  const n = exchangeRate(rate);
  const whole = Math.floor(n / RATE_SCALE);
  const fraction = String(n % RATE_SCALE).padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  // Both non-negative here.
  return (numerator + denominator - 1n) / denominator;
}

function toMoney<T extends Money>(value: bigint, what: string): T {
  if (value > MAX_SAFE) throw new RangeError(`${what} leaves the safe integer range`);
  return Number(value) as T;
}

/**
 * Yen to dong at a rate, rounded UP to the whole dong: exact ≤ result < exact + 1.
 * The amount must be non-negative (convert the positive amount and negate the result, so a
 * refund mirrors its charge exactly). Throws RangeError on a negative amount or an overflow.
 */
export function jpyToVnd(amount: Jpy, rate: ExchangeRate): Vnd {
  const a = toSafeInteger(amount, 'jpyToVnd: amount');
  if (a < 0) throw new RangeError('jpyToVnd converts non-negative amounts only');
  const r = BigInt(exchangeRate(rate));
  return toMoney<Vnd>(ceilDiv(BigInt(a) * r, SCALE), 'jpyToVnd');
}

/**
 * A percentage of an amount in basis points (1 bp = 0.01 %; 250 = 2.5 %), rounded UP to the whole
 * unit, in the amount's currency. Amount and basis points must be non-negative safe integers.
 */
export function percentOf<T extends Money>(amount: T, basisPoints: number): T {
  const a = toSafeInteger(amount, 'percentOf: amount');
  const bp = toSafeInteger(basisPoints, 'percentOf: basisPoints');
  if (a < 0) throw new RangeError('percentOf takes a non-negative amount');
  if (bp < 0) throw new RangeError('percentOf takes non-negative basis points');
  return toMoney<T>(ceilDiv(BigInt(a) * BigInt(bp), 10_000n), 'percentOf');
}
