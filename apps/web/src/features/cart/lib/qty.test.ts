import { describe, expect, it } from 'vitest';
import { clampQty } from './qty';

describe('clampQty', () => {
  it('keeps quantities between 1 and the stock (999 at most)', () => {
    expect(clampQty(0)).toBe(1);
    expect(clampQty(3.7)).toBe(3);
    expect(clampQty(5, 2)).toBe(2);
    expect(clampQty(5, 0)).toBe(1);
    expect(clampQty(5000)).toBe(999);
    expect(clampQty(Number.NaN)).toBe(1);
  });
});
