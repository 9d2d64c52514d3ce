/**
 * The bid rules the dialog shows and checks before sending (the server checks them again):
 * Yahoo! Auctions' increment table (research/marketplaces.md §7.1, the same table as
 * packages/marketplaces/src/auction-rules.ts, which the web does not bundle), the minimum next bid and
 * the customer's maximum.
 */

/** 入札単位 by band of the current price: [from (yen, inclusive), increment (yen)]. */
export const INCREMENT_BANDS: ReadonlyArray<{ fromJpy: number; toJpy: number | null; incrementJpy: number }> = [
  { fromJpy: 1, toJpy: 999, incrementJpy: 10 },
  { fromJpy: 1_000, toJpy: 4_999, incrementJpy: 100 },
  { fromJpy: 5_000, toJpy: 9_999, incrementJpy: 250 },
  { fromJpy: 10_000, toJpy: 49_999, incrementJpy: 500 },
  { fromJpy: 50_000, toJpy: null, incrementJpy: 1_000 },
];

/** The minimum raise for a current price. */
export function bidIncrementJpy(currentPriceJpy: number): number {
  if (currentPriceJpy < 1_000) return 10;
  if (currentPriceJpy < 5_000) return 100;
  if (currentPriceJpy < 10_000) return 250;
  if (currentPriceJpy < 50_000) return 500;
  return 1_000;
}

/** The start price itself while nobody has bid, else the current price + one increment. */
export function minNextBidJpy(currentPriceJpy: number, hasBids: boolean): number {
  return hasBids ? currentPriceJpy + bidIncrementJpy(currentPriceJpy) : currentPriceJpy;
}

/** Mercari's highest accepted price (research §7.3); Yahoo's form takes up to 9 digits. */
export const MAX_BID_JPY = { auction: 999_999_999, mercari: 9_999_999 } as const;

export type MaxCheck =
  | { ok: true; value: number }
  | { ok: false; reason: 'required' | 'not_number' | 'below_min' | 'above_max' | 'above_buy_now'; limitJpy?: number };

/**
 * The customer's maximum as typed (digits, with or without separators) against the minimum next
 * bid, the site's ceiling and, when the auction has one, the buy-now price (bidding above it makes
 * no sense: buying now is cheaper).
 */
export function checkMaximum(text: string, limits: { minJpy: number; maxJpy: number; buyNowJpy?: number | null }): MaxCheck {
  const cleaned = text.replace(/[\s.,¥]/g, '');
  if (!cleaned) return { ok: false, reason: 'required' };
  if (!/^\d+$/.test(cleaned)) return { ok: false, reason: 'not_number' };
  const value = Number.parseInt(cleaned, 10);
  if (!Number.isSafeInteger(value) || value > limits.maxJpy) return { ok: false, reason: 'above_max', limitJpy: limits.maxJpy };
  if (value < limits.minJpy) return { ok: false, reason: 'below_min', limitJpy: limits.minJpy };
  if (limits.buyNowJpy != null && value > limits.buyNowJpy) return { ok: false, reason: 'above_buy_now', limitJpy: limits.buyNowJpy };
  return { ok: true, value };
}

/** Quick picks for the maximum: the minimum, then a few increments above it. */
export function suggestedMaximums(minJpy: number, count = 3): number[] {
  const picks = [minJpy];
  let price = minJpy;
  for (let i = 1; i < count; i += 1) {
    // Two increments of the band each step, so the picks are visibly apart.
    price += 2 * bidIncrementJpy(price);
    picks.push(price);
  }
  return picks;
}

/** A key that makes a double submit of the same form the same bid (the server answers with it). */
export function newRequestKey(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  return `web-${random}`;
}
