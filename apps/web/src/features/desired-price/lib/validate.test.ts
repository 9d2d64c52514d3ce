import { describe, expect, it } from 'vitest';
import { validateDesiredPrice } from './validate';

const limits = { current: 10_000, min: 5_000, max: 9_999 };

describe('validateDesiredPrice', () => {
  it('accepts a whole yen amount between the floor and the current price', () => {
    expect(validateDesiredPrice('8.000', limits)).toEqual({ ok: true, value: 8000 });
    expect(validateDesiredPrice('5000', { current: null, min: null, max: null })).toEqual({ ok: true, value: 5000 });
  });

  it('refuses empty, zero, below the floor, and not below the current price', () => {
    expect(validateDesiredPrice('', limits)).toMatchObject({ ok: false, error: 'Vui lòng nhập giá mong muốn.' });
    expect(validateDesiredPrice('0', limits)).toMatchObject({ ok: false, error: 'Giá mong muốn phải lớn hơn 0.' });
    expect(validateDesiredPrice('4000', limits)).toMatchObject({ ok: false, error: expect.stringContaining('¥5,000') });
    expect(validateDesiredPrice('10000', limits)).toMatchObject({ ok: false, error: 'Giá mong muốn phải thấp hơn giá hiện tại.' });
  });
});
