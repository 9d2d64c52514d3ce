// Jpy and Vnd: whole yen and whole dong as safe integers, branded so the two never mix
// (docs/adr/0002-money-and-rounding.md). Neither currency has a minor unit in practice.

declare const currencyBrand: unique symbol;

/** A whole number of Japanese yen. */
export type Jpy = number & { readonly [currencyBrand]: 'JPY' };
/** A whole number of Vietnamese dong. */
export type Vnd = number & { readonly [currencyBrand]: 'VND' };
/** Either currency; the arithmetic helpers keep whichever one they are given. */
export type Money = Jpy | Vnd;

/** Checks that `n` is a safe integer (bigint accepted when in range) and returns it as a number; -0 becomes 0. */
export function toSafeInteger(n: number | bigint, what: string): number {
  if (typeof n === 'bigint') {
    if (n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new RangeError(`${what} is outside the safe integer range: ${n}`);
    }
    return Number(n);
  }
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`${what} must be a safe integer, got ${String(n)}`);
  }
  return n === 0 ? 0 : n;
}

/** Whole yen. Throws RangeError for NaN, infinities, fractions and integers beyond ±(2^53 - 1). */
export function jpy(n: number | bigint): Jpy {
  return toSafeInteger(n, 'A yen amount') as Jpy;
}

/** Whole dong. Throws RangeError for NaN, infinities, fractions and integers beyond ±(2^53 - 1). */
export function vnd(n: number | bigint): Vnd {
  return toSafeInteger(n, 'A dong amount') as Vnd;
}

function checked<T extends Money>(n: number, op: string): T {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${op} leaves the safe integer range`);
  return (n === 0 ? 0 : n) as T;
}

/** a + b, same currency. Throws RangeError if the result is not a safe integer. */
export function add<T extends Money>(a: T, b: T): T {
  return checked<T>(toSafeInteger(a, 'add: a') + toSafeInteger(b, 'add: b'), 'add');
}

/** a - b, same currency (may be negative). Throws RangeError if the result is not a safe integer. */
export function sub<T extends Money>(a: T, b: T): T {
  return checked<T>(toSafeInteger(a, 'sub: a') - toSafeInteger(b, 'sub: b'), 'sub');
}

/** amount × an integer factor (a quantity). Throws RangeError for a non-integer factor or an overflow. */
export function multiply<T extends Money>(amount: T, factor: number): T {
  const a = BigInt(toSafeInteger(amount, 'multiply: amount'));
  const f = BigInt(toSafeInteger(factor, 'multiply: factor'));
  const product = a * f;
  if (product > BigInt(Number.MAX_SAFE_INTEGER) || product < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('multiply leaves the safe integer range');
  }
  return checked<T>(Number(product), 'multiply');
}

/** `unknown` when T is one currency, `never` when it is the union (a list mixing yen and dong). */
type OneCurrency<T> = [T] extends [Jpy] ? unknown : [T] extends [Vnd] ? unknown : never;

/**
 * The sum of amounts of one currency; 0 for an empty list. A list mixing yen and dong does not
 * compile. With an empty array literal TypeScript cannot tell the currency: write `sum<Vnd>([])`.
 */
export function sum<T extends Money>(amounts: readonly T[] & OneCurrency<T>): T {
  let total = 0;
  for (const a of amounts) {
    total = checked<T>(total + toSafeInteger(a, 'sum: item'), 'sum');
  }
  return total as T;
}
