import { describe, expect, it } from 'vitest';
import { formatJpy, formatMoney, formatVnd } from './money';

// Intl puts a no-break space before ₫; compare with ordinary spaces.
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('money formatting', () => {
  it('formats VND the Vietnamese way', () => {
    expect(plain(formatVnd(1_250_000))).toBe('1.250.000 ₫');
    expect(plain(formatVnd(0))).toBe('0 ₫');
    expect(plain(formatVnd(30_000n))).toBe('30.000 ₫');
  });

  it('formats JPY as ¥ with comma groups', () => {
    expect(formatJpy(12_000)).toBe('¥12,000');
    expect(formatJpy(950)).toBe('¥950');
    expect(formatJpy(-1_500)).toBe('-¥1,500');
    expect(formatJpy(1_234_567n)).toBe('¥1,234,567');
  });

  it('refuses fractional amounts', () => {
    expect(() => formatVnd(10.5)).toThrow(RangeError);
    expect(() => formatMoney(1.2, 'JPY')).toThrow(RangeError);
  });
});

describe('money formatting matches Intl (written without it)', () => {
  it('gives the text of Intl vi-VN currency VND and en-US grouping', () => {
    const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999, 1000, 51_750, 1_250_000, -1_234_567, 987_654_321_012, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      expect(formatVnd(amount)).toBe(vnd.format(amount));
      expect(formatJpy(amount)).toBe(`${amount < 0 ? '-' : ''}¥${en.format(Math.abs(amount))}`);
    }
    expect(formatVnd(30_000n)).toBe(vnd.format(30_000n));
  });
});
