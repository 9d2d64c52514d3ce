import { describe, expect, it } from 'vitest';
import { estimatedJpShippingJpy, parcelOrderStatuses } from './order-codes.ts';

describe('estimatedJpShippingJpy', () => {
  it('sums the estimated domestic shipping lines only', () => {
    const details = [
      { code: 'goods', lines: [{ code: 'goods:1', amount_jpy: 5_000 }] },
      {
        code: 'japan',
        lines: [
          { code: 'domestic:1', amount_jpy: 1_200, estimated: true },
          { code: 'domestic:2', amount_jpy: 700 },
          { code: 'domestic:3', amount_jpy: 800, estimated: true },
          { code: 'tax:1', amount_jpy: 500, estimated: true },
        ],
      },
    ];
    expect(estimatedJpShippingJpy(details)).toBe(2_000);
  });

  it('is null when every seller stated the shipping, or for anything malformed', () => {
    expect(estimatedJpShippingJpy([{ code: 'japan', lines: [{ code: 'domestic:1', amount_jpy: 700 }] }])).toBeNull();
    expect(estimatedJpShippingJpy(null)).toBeNull();
    expect(estimatedJpShippingJpy([{ lines: [null, { code: 'domestic:1', amount_jpy: 1.5, estimated: true }] }])).toBeNull();
  });

  it('lists the parcel states of DESIGN.md §6 between the JP warehouse and the VN warehouse', () => {
    expect(parcelOrderStatuses).toEqual(['at_jp_warehouse', 'shipping_international', 'at_vn_warehouse']);
  });
});
