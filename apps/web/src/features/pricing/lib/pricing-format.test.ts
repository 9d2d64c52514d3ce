import { describe, expect, it } from 'vitest';
import { extraPriceText, formatBps, formatKg, formatRateScaled } from './pricing-format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('pricing format', () => {
  it('writes basis points, kilograms and rates the Vietnamese way', () => {
    expect(formatBps(500)).toBe('5%');
    expect(formatBps(250)).toBe('2,5%');
    expect(formatKg(500)).toBe('0,5');
    expect(formatKg(1250)).toBe('1,25');
    expect(formatKg(12_000)).toBe('12');
    expect(formatRateScaled(1_723_500)).toBe('172,35');
  });

  it('describes each kind of extra service charge', () => {
    const base = { price_vnd: 20_000, percent_bps: null, min_vnd: 0 };
    expect(plain(extraPriceText({ ...base, charge_type: 'per_item' }))).toBe('20.000 ₫/sản phẩm');
    expect(plain(extraPriceText({ ...base, charge_type: 'per_order' }))).toBe('20.000 ₫/đơn');
    expect(plain(extraPriceText({ ...base, charge_type: 'per_kg' }))).toBe('20.000 ₫/kg');
    expect(plain(extraPriceText({ charge_type: 'percent_goods', price_vnd: 0, percent_bps: 300, min_vnd: 50_000 }))).toBe('3% giá trị hàng (tối thiểu 50.000 ₫)');
  });
});
