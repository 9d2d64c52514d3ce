import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jpy, vnd, type Jpy, type Vnd } from './amount.ts';
import {
  exchangeRate,
  jpyToVnd,
  percentOf,
  RATE_SCALE,
  rateFromDecimalString,
  rateToDecimalString,
  type ExchangeRate,
} from './rate.ts';

const MAX = Number.MAX_SAFE_INTEGER;
/** Rates between 0.0001 and 100,000 ₫/¥. */
const rateArb = fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => exchangeRate(n));
const yenArb = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => jpy(n));

describe('rateFromDecimalString', () => {
  it.each<[string, number]>([
    ['172.35', 1_723_500],
    ['172', 1_720_000],
    ['172.0', 1_720_000],
    ['172.3456', 1_723_456],
    ['172.34560000', 1_723_456],
    ['0.0001', 1],
    ['0.5', 5_000],
    ['007.5', 75_000],
    ['  172.35\n', 1_723_500],
    ['900719925474.0991', MAX],
  ])('%j -> %d', (text, scaled) => {
    expect(rateFromDecimalString(text)).toBe(scaled);
  });

  it.each(['', ' ', '.5', '5.', '172,35', '1e3', '-1', '+1', '0', '0.0000', '172.35001', '0.00001', 'NaN', 'Infinity', '1 72', '١٧٢', '900719925474.0992'])(
    'rejects %j',
    (text) => {
      expect(() => rateFromDecimalString(text)).toThrow(RangeError);
    },
  );

  it('round-trips with rateToDecimalString', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX }), (n) => {
        const rate = exchangeRate(n);
        expect(rateFromDecimalString(rateToDecimalString(rate))).toBe(rate);
      }),
    );
    expect(rateToDecimalString(exchangeRate(1_723_500))).toBe('172.35');
    expect(rateToDecimalString(exchangeRate(1_720_000))).toBe('172');
    expect(rateToDecimalString(exchangeRate(1))).toBe('0.0001');
  });
});

describe('exchangeRate', () => {
  it.each([0, -1, 1.5, NaN, MAX + 1])('rejects %s', (n) => {
    expect(() => exchangeRate(n)).toThrow(RangeError);
  });
  it('has a scale of 10,000', () => {
    expect(RATE_SCALE).toBe(10_000);
  });
});

describe('jpyToVnd', () => {
  const rate = rateFromDecimalString('172.35');

  it.each<[number, number]>([
    [0, 0],
    [1, 173], // 172.35 -> 173
    [100, 17_235],
    [12_000, 2_068_200],
    [3, 518], // 517.05 -> 518
    [20, 3_447],
  ])('¥%d at 172.35 -> %d ₫', (yen, dong) => {
    expect(jpyToVnd(jpy(yen), rate)).toBe(dong);
  });

  it('is exact where floating point is not', () => {
    // In floats 100 × 1.1 = 110.00000000000001, whose ceiling would be 111.
    expect(jpyToVnd(jpy(100), rateFromDecimalString('1.1'))).toBe(110);
    // In floats 100 × 0.57 = 56.99999999999999; exact is 57.
    expect(jpyToVnd(jpy(100), rateFromDecimalString('0.57'))).toBe(57);
    expect(jpyToVnd(jpy(3), rateFromDecimalString('0.7'))).toBe(3); // exact 2.1 -> 3
  });

  it('works for amounts whose product with the rate exceeds 2^53', () => {
    const yen = jpy(50_000_000_000_000); // ¥5×10^13
    expect(jpyToVnd(yen, rateFromDecimalString('172.3501'))).toBe(8_617_505_000_000_000);
    expect(jpyToVnd(jpy(52_262_108_000_000), rateFromDecimalString('172.3457'))).toBe(9_007_149_586_735_600);
  });

  it('throws on overflow and on negative amounts', () => {
    expect(() => jpyToVnd(jpy(MAX), rate)).toThrow(RangeError);
    expect(() => jpyToVnd(jpy(-1), rate)).toThrow(RangeError);
    expect(() => jpyToVnd(jpy(1), 0 as ExchangeRate)).toThrow(RangeError);
    expect(() => jpyToVnd(1.5 as Jpy, rate)).toThrow(RangeError);
  });

  it('does not take dong (compile-time)', () => {
    // @ts-expect-error dong is not yen
    expect(() => jpyToVnd(vnd(1), rate)).not.toThrow();
    // @ts-expect-error a bare number is not a rate
    expect(jpyToVnd(jpy(1), 1_723_500)).toBe(173);
  });

  it('is never below the exact value and less than exact + 1', () => {
    fc.assert(
      fc.property(yenArb, rateArb, (yen, r) => {
        const dong = BigInt(jpyToVnd(yen, r));
        const exactTimesScale = BigInt(yen) * BigInt(r); // exact × 10,000
        expect(dong * 10_000n >= exactTimesScale).toBe(true);
        expect(dong * 10_000n < exactTimesScale + 10_000n).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount and in the rate', () => {
    fc.assert(
      fc.property(yenArb, yenArb, rateArb, rateArb, (y1, y2, r1, r2) => {
        const [ya, yb] = y1 <= y2 ? [y1, y2] : [y2, y1];
        const [ra, rb] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(jpyToVnd(ya, ra)).toBeLessThanOrEqual(jpyToVnd(yb, ra));
        expect(jpyToVnd(ya, ra)).toBeLessThanOrEqual(jpyToVnd(ya, rb));
      }),
    );
  });

  it('rounds only once: a whole-dong product is exact', () => {
    fc.assert(
      fc.property(yenArb, fc.integer({ min: 1, max: 100_000 }), (yen, wholeRate) => {
        expect(jpyToVnd(yen, exchangeRate(wholeRate * RATE_SCALE))).toBe(yen * wholeRate);
      }),
    );
  });
});

describe('percentOf', () => {
  it.each<[number, number, number]>([
    [100_000, 500, 5_000], // 5 %
    [12_345, 250, 309], // 308.625 -> 309
    [1, 1, 1], // 0.0001 -> 1
    [0, 1_000, 0],
    [999, 0, 0],
    [1_000, 10_000, 1_000], // 100 %
    [1_000, 15_000, 1_500], // 150 %
  ])('%d × %d bp -> %d', (amount, bp, expected) => {
    expect(percentOf(vnd(amount), bp)).toBe(expected);
  });

  it('keeps the currency', () => {
    const fee: Jpy = percentOf(jpy(12_000), 300);
    // @ts-expect-error yen fee is not dong
    const wrong: Vnd = percentOf(jpy(12_000), 300);
    expect(fee).toBe(wrong);
  });

  it('is exact for big amounts and rejects bad input', () => {
    expect(percentOf(vnd(MAX), 10_000)).toBe(MAX);
    expect(percentOf(vnd(MAX - 1), 5_000)).toBe((MAX - 1) / 2);
    expect(() => percentOf(vnd(MAX), 10_001)).toThrow(RangeError);
    expect(() => percentOf(vnd(-1), 100)).toThrow(RangeError);
    expect(() => percentOf(vnd(100), -1)).toThrow(RangeError);
    expect(() => percentOf(vnd(100), 2.5)).toThrow(RangeError);
  });

  it('is never below the exact value and less than exact + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 100_000 }), (a, bp) => {
        const fee = BigInt(percentOf(vnd(a), bp));
        const exact = BigInt(a) * BigInt(bp); // exact × 10,000
        expect(fee * 10_000n >= exact && fee * 10_000n < exact + 10_000n).toBe(true);
      }),
    );
  });
});
