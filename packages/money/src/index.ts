// Public API of @kaimono/money. This package imports nothing of ours (DESIGN.md §2).
export { jpy, vnd, add, sub, multiply, sum } from './amount.ts';
export type { Jpy, Vnd, Money } from './amount.ts';
export {
  RATE_SCALE,
  exchangeRate,
  rateFromDecimalString,
  rateToDecimalString,
  jpyToVnd,
  percentOf,
} from './rate.ts';
export type { ExchangeRate } from './rate.ts';
export { formatVnd, formatJpy, formatRate } from './format.ts';
