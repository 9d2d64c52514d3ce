import { describe, expect, it } from 'vitest';
import { buyablePrice, namedVariants } from './buyable';

describe('buyable', () => {
  it('buys an auction at its buy-now price only', () => {
    expect(buyablePrice({ price_jpy: 5000, auction: null })).toBe(5000);
    expect(buyablePrice({ price_jpy: 5000, auction: { buy_now_price_jpy: 9000 } as never })).toBe(9000);
    expect(buyablePrice({ price_jpy: 5000, auction: { buy_now_price_jpy: null } as never })).toBeNull();
  });

  it('ignores a single unnamed variant', () => {
    expect(namedVariants({ variants: [{ id: '1', name: ' ', quantity: 1, price_jpy: null }] })).toEqual([]);
    expect(namedVariants({ variants: [{ id: '1', name: 'Đen', quantity: 1, price_jpy: null }] })).toHaveLength(1);
  });
});
