import { describe, expect, it } from 'vitest';
import { bidIncrementJpy, extendedEndTime, minNextBidJpy } from './auction-rules.ts';

describe('Yahoo! Auctions bid increments', () => {
  it.each([
    [1, 10],
    [999, 10],
    [1_000, 100],
    [4_999, 100],
    [5_000, 250],
    [9_999, 250],
    [10_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [1_200_000, 1_000],
  ])('price ¥%i → increment ¥%i', (price, increment) => {
    expect(bidIncrementJpy(price)).toBe(increment);
  });

  it('allows the start price while nobody has bid, then current + increment', () => {
    expect(minNextBidJpy(1_000, false)).toBe(1_000);
    expect(minNextBidJpy(1_000, true)).toBe(1_100);
    expect(minNextBidJpy(4_950, true)).toBe(5_050);
  });
});

describe('automatic extension', () => {
  const end = Date.UTC(2026, 0, 1, 13, 0, 0);
  it('moves the end 5 minutes when a price-raising bid comes in the last 5 minutes', () => {
    expect(extendedEndTime(end, end - 3 * 60_000, true, true)).toBe(end + 5 * 60_000);
  });
  it('does not extend for an early bid, a bid that does not raise the price, or when off', () => {
    expect(extendedEndTime(end, end - 6 * 60_000, true, true)).toBe(end);
    expect(extendedEndTime(end, end - 60_000, false, true)).toBe(end);
    expect(extendedEndTime(end, end - 60_000, true, false)).toBe(end);
  });
});
