import { describe, expect, it } from 'vitest';
import { bidIncrementJpy, checkMaximum, INCREMENT_BANDS, minNextBidJpy, newRequestKey, suggestedMaximums } from './bid-rules';

describe('bid rules', () => {
  it('follows the Yahoo! increment table band by band', () => {
    expect(bidIncrementJpy(1)).toBe(10);
    expect(bidIncrementJpy(999)).toBe(10);
    expect(bidIncrementJpy(1_000)).toBe(100);
    expect(bidIncrementJpy(4_999)).toBe(100);
    expect(bidIncrementJpy(5_000)).toBe(250);
    expect(bidIncrementJpy(10_000)).toBe(500);
    expect(bidIncrementJpy(49_999)).toBe(500);
    expect(bidIncrementJpy(50_000)).toBe(1_000);
    for (const band of INCREMENT_BANDS) expect(bidIncrementJpy(band.fromJpy)).toBe(band.incrementJpy);
  });

  it('allows the start price while nobody has bid, else current + increment', () => {
    expect(minNextBidJpy(1_000, false)).toBe(1_000);
    expect(minNextBidJpy(1_000, true)).toBe(1_100);
    expect(minNextBidJpy(9_990, true)).toBe(10_240);
  });

  it('checks a typed maximum against the minimum, the ceiling and the buy-now price', () => {
    const limits = { minJpy: 1_100, maxJpy: 9_999_999, buyNowJpy: 20_000 };
    expect(checkMaximum('', limits)).toEqual({ ok: false, reason: 'required' });
    expect(checkMaximum('12a', limits)).toEqual({ ok: false, reason: 'not_number' });
    expect(checkMaximum('1099', limits)).toEqual({ ok: false, reason: 'below_min', limitJpy: 1_100 });
    expect(checkMaximum('1.101', limits)).toEqual({ ok: true, value: 1_101 });
    expect(checkMaximum('¥1,500', limits)).toEqual({ ok: true, value: 1_500 });
    expect(checkMaximum('20001', limits)).toEqual({ ok: false, reason: 'above_buy_now', limitJpy: 20_000 });
    expect(checkMaximum('10000000', { minJpy: 1, maxJpy: 9_999_999 })).toEqual({ ok: false, reason: 'above_max', limitJpy: 9_999_999 });
    expect(checkMaximum('99999999999999999999', limits).ok).toBe(false);
  });

  it('suggests maximums a few increments apart', () => {
    expect(suggestedMaximums(1_100)).toEqual([1_100, 1_300, 1_500]);
    expect(suggestedMaximums(990)).toEqual([990, 1_010, 1_210]);
  });

  it('makes a fresh request key each time', () => {
    const a = newRequestKey();
    expect(a).toMatch(/^web-[\w-]{8,}$/);
    expect(newRequestKey()).not.toBe(a);
  });
});
