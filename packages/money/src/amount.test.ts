import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, jpy, multiply, sub, sum, vnd, type Jpy, type Vnd } from './amount.ts';

const MAX = Number.MAX_SAFE_INTEGER;
const safeInt = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });

describe('jpy / vnd constructors', () => {
  it.each([0, 1, -1, 12_000, 1_250_000, MAX, -MAX, 10n, BigInt(MAX)])('accept %s', (n) => {
    expect(jpy(n)).toBe(Number(n));
    expect(vnd(n)).toBe(Number(n));
  });

  it.each([NaN, Infinity, -Infinity, 0.5, 1.0000001, -2.5, MAX + 1, -MAX - 1, 2 ** 60, BigInt(MAX) + 1n])(
    'reject %s with RangeError',
    (n) => {
      expect(() => jpy(n)).toThrow(RangeError);
      expect(() => vnd(n)).toThrow(RangeError);
    },
  );

  it('rejects non-numbers from untyped callers', () => {
    expect(() => jpy('12' as unknown as number)).toThrow(RangeError);
    expect(() => vnd(null as unknown as number)).toThrow(RangeError);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(jpy(-0), 0)).toBe(true);
    expect(Object.is(sub(vnd(5), vnd(5)), 0)).toBe(true);
  });
});

describe('arithmetic keeps the currency', () => {
  it('adds, subtracts, multiplies and sums', () => {
    const a: Jpy = add(jpy(1_000), jpy(250));
    const b: Vnd = sub(vnd(100), vnd(250));
    const c: Jpy = multiply(jpy(1_200), 3);
    const d: Vnd = sum([vnd(1), vnd(2), vnd(3)]);
    const e: Vnd = sum<Vnd>([]);
    expect([a, b, c, d, e]).toEqual([1_250, -150, 3_600, 6, 0]);
  });

  it('does not mix currencies (compile-time)', () => {
    // @ts-expect-error yen plus dong
    add(jpy(1), vnd(1));
    // @ts-expect-error dong minus yen
    sub(vnd(1), jpy(1));
    // @ts-expect-error a bare number is not money
    add(jpy(1), 1);
    // @ts-expect-error a yen result is not dong
    const wrong: Vnd = multiply(jpy(2), 2);
    // @ts-expect-error mixed list
    sum([jpy(1), vnd(1)]);
    expect(wrong).toBe(4);
  });

  it('rejects overflow and bad factors', () => {
    expect(() => add(jpy(MAX), jpy(1))).toThrow(RangeError);
    expect(() => sub(vnd(-MAX), vnd(1))).toThrow(RangeError);
    expect(() => multiply(jpy(2 ** 30), 2 ** 30)).toThrow(RangeError);
    expect(() => multiply(jpy(5), 1.5)).toThrow(RangeError);
    expect(() => multiply(jpy(5), NaN)).toThrow(RangeError);
    expect(() => sum([vnd(MAX), vnd(1)])).toThrow(RangeError);
    expect(() => add(jpy(1), 0.5 as Jpy)).toThrow(RangeError);
  });

  it('multiplies exactly near the top of the safe range', () => {
    expect(multiply(vnd(3_002_399_751_580_330), 3)).toBe(MAX - 1);
    expect(multiply(vnd(-1), -MAX)).toBe(MAX);
  });
});

describe('arithmetic properties', () => {
  it('add and sub round-trip', () => {
    fc.assert(
      fc.property(safeInt, safeInt, (x, y) => {
        const a = vnd(x);
        const b = vnd(y);
        expect(sub(add(a, b), b)).toBe(a);
        expect(add(sub(a, b), b)).toBe(a);
      }),
    );
  });

  it('add is commutative and sum equals repeated add', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), { maxLength: 50 }), (xs) => {
        const amounts = xs.map((x) => jpy(x));
        const folded = amounts.reduce((acc, a) => add(acc, a), jpy(0));
        expect(sum(amounts)).toBe(folded);
        expect(sum([...amounts].reverse())).toBe(folded);
      }),
    );
  });

  it('multiply equals repeated add', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), fc.nat(20), (x, k) => {
        expect(multiply(jpy(x), k)).toBe(sum(Array.from({ length: k }, () => jpy(x))));
      }),
    );
  });
});
