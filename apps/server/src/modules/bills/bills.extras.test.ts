import { describe, expect, it } from 'vitest';
import { perKgVnd, quotedExtras, secondPaymentExtras, type SecondStageExtra } from './bills.extras.ts';

const extras = new Map<string, SecondStageExtra>([
  ['wooden_crate', { code: 'wooden_crate', chargeType: 'per_kg', priceVnd: 20_000, minVnd: 100_000, paymentStage: 'second' }],
  ['vn_delivery', { code: 'vn_delivery', chargeType: 'per_order', priceVnd: 30_000, minVnd: 0, paymentStage: 'second' }],
  ['photos', { code: 'photos', chargeType: 'per_item', priceVnd: 15_000, minVnd: 0, paymentStage: 'first' }],
]);

const details = [
  { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods:1', label: 'Áo', amount_vnd: 345_000 }] },
  {
    code: 'extras',
    title: 'Dịch vụ',
    lines: [
      { code: 'extra:photos', label: 'Chụp ảnh', amount_vnd: 15_000 },
      { code: 'extra:wooden_crate', label: 'Đóng thùng gỗ', amount_vnd: 100_000 },
      { code: 'extra:vn_delivery', label: 'Giao tận nhà', amount_vnd: 30_000 },
      { code: 'extra:gone', label: 'Dịch vụ đã bỏ', amount_vnd: 9_000 },
    ],
  },
];

describe('second-payment services on a bill', () => {
  it('reads the quoted extras lines and ignores anything malformed', () => {
    expect(quotedExtras(details).map((l) => l.code)).toEqual(['extra:photos', 'extra:wooden_crate', 'extra:vn_delivery', 'extra:gone']);
    expect(quotedExtras(null)).toEqual([]);
    expect(quotedExtras([{ code: 'extras', lines: [{ code: 'extra:x', label: 'x', amount_vnd: 1.5 }, null, { code: 'goods:1', label: 'y', amount_vnd: 1 }] }])).toEqual([]);
  });

  it('charges per-kg services on the measured weight (at least their minimum), the others as quoted, once per order', () => {
    const quoted = quotedExtras(details);
    expect(secondPaymentExtras(quoted, extras, 7_300, new Set()).map((l) => [l.code, l.amount_vnd])).toEqual([
      ['extra:wooden_crate', 146_000],
      ['extra:vn_delivery', 30_000],
    ]);
    // A light parcel pays the crate's minimum; a later bill does not repeat the per-order service.
    const later = secondPaymentExtras(quoted, extras, 1_000, new Set(['extra:vn_delivery', 'extra:wooden_crate']));
    expect(later.map((l) => [l.code, l.amount_vnd])).toEqual([['extra:wooden_crate', 100_000]]);
    expect(later[0]!.note).toBe('1 kg tính cước × 20.000 ₫/kg');
  });

  it('rounds per-kg charges up to the whole dong', () => {
    expect(perKgVnd(180_000, 1_234)).toBe(222_120);
    expect(perKgVnd(33_333, 1)).toBe(34);
    expect(perKgVnd(20_000, 0)).toBe(0);
  });
});
