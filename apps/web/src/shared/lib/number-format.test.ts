import { describe, expect, it } from 'vitest';
import { EN, formatNumber, formatWhole, VI } from './number-format';

/** Deterministic pseudo-random numbers (the same cases on every run). */
function* samples(count: number): Generator<number> {
  let seed = 20261128;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i += 1) {
    const magnitude = 10 ** Math.floor(next() * 16 - 6);
    const value = next() * magnitude * (next() < 0.3 ? -1 : 1);
    // Whole numbers, short decimals (1.005, 0.125: the half cases) and full doubles.
    yield i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Number(value.toFixed(Math.floor(next() * 5))) : value;
  }
}

const edge = [0, -0, 1, -1, 5, 9.995, 1.005, 2.5, 0.125, 0.0005, -0.001, 999.9995, 999_999.5, 1234.5678, 172.35, 1e-7, 1.5e-10, 1e21, 1.2345e22, 123456789012345680000, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];

describe('formatNumber (Intl.NumberFormat without Intl)', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [2, 2],
  ])('writes what Intl writes for vi-VN and en-US, at most %i decimals (at least %i)', (max, min) => {
    const vi = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: max, minimumFractionDigits: min });
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: max, minimumFractionDigits: min });
    for (const value of [...edge, ...samples(3000)]) {
      expect(formatNumber(value, VI, max, min), `vi-VN ${value}`).toBe(vi.format(value));
      expect(formatNumber(value, EN, max, min), `en-US ${value}`).toBe(en.format(value));
    }
  });

  it('groups whole numbers and bigints like Intl', () => {
    const vi = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
    for (const value of [0n, 12n, 1234n, -1234567n, 12345678901234567890n]) expect(formatWhole(value, VI)).toBe(vi.format(value));
    expect(formatWhole(1_234_567, EN)).toBe('1,234,567');
    expect(formatWhole(950, VI)).toBe('950');
  });
});
