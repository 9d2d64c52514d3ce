import { describe, expect, it } from 'vitest';
import { perKgVnd, quotedExtras, secondPaymentExtras, storageLine, type SecondStageExtra } from './bills.extras.ts';

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
    // 'Chi tiết cách tính': 1 kg × 20.000 ₫ = 20.000 ₫, below the minimum: the formula says both.
    expect(later[0]!.formula).toBe('1 kg tính cước × 20.000 ₫/kg = 20.000 ₫ (làm tròn lên đến đồng), thấp hơn mức tối thiểu nên thu 100.000 ₫');
  });

  it('charges a per-parcel service on every parcel of the order, also after the first bill', () => {
    const perParcel = new Map<string, SecondStageExtra>([['crate', { code: 'crate', chargeType: 'per_parcel', priceVnd: 150_000, minVnd: 0, paymentStage: 'second' }]]);
    const quoted = [{ code: 'extra:crate', label: 'Đóng thùng gỗ', amount_vnd: 150_000 }];
    expect(secondPaymentExtras(quoted, perParcel, 2_000, new Set())).toEqual([
      { code: 'extra:crate', label: 'Đóng thùng gỗ', amount_vnd: 150_000, amount_jpy: null, note: '150.000 ₫/kiện', formula: '1 kiện × 150.000 ₫/kiện' },
    ]);
    expect(secondPaymentExtras(quoted, perParcel, 500, new Set(['extra:crate'])).map((l) => l.amount_vnd)).toEqual([150_000]);
  });

  it('rounds per-kg charges up to the whole dong', () => {
    expect(perKgVnd(180_000, 1_234)).toBe(222_120);
    expect(perKgVnd(33_333, 1)).toBe(34);
    expect(perKgVnd(20_000, 0)).toBe(0);
  });
});

describe('storageLine (Japanese warehouse: 30 days free, then per kg per day)', () => {
  const osaka = { freeStorageDays: 30, storageFeePerKgDayVnd: 2_000 };
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

  it('charges the published example: 3 kg, 10 days past the free period = 60.000 ₫', () => {
    const line = storageLine(osaka, { arrivedAt: day(0), leftAt: day(40), until: day(50) }, 3_000);
    expect(line).toMatchObject({ code: 'storage:jp', amount_vnd: 60_000, amount_jpy: null });
    expect(line!.note).toBe('10 ngày quá 30 ngày miễn phí × 3 kg × 2.000 ₫/kg/ngày');
    expect(line!.formula).toBe('Lưu 40 ngày − 30 ngày miễn phí = 10 ngày; 10 ngày × 3 kg × 2.000 ₫/kg/ngày = 60.000 ₫ (làm tròn lên đến đồng)');
  });

  it('counts whole days only, and nothing within the free days', () => {
    expect(storageLine(osaka, { arrivedAt: day(0), leftAt: new Date(day(31).getTime() - 1), until: day(99) }, 5_000)).toBeNull();
    expect(storageLine(osaka, { arrivedAt: day(0), leftAt: day(31), until: day(99) }, 5_000)!.amount_vnd).toBe(10_000);
  });

  it('uses the parcel time when the order has no departure, rounds up to the dong', () => {
    expect(storageLine(osaka, { arrivedAt: day(0), leftAt: null, until: day(33) }, 1_234)!.amount_vnd).toBe(Math.ceil((2_000 * 1_234 * 3) / 1000));
  });

  it('charges nothing without an arrival on the timeline, without a fee or without weight', () => {
    expect(storageLine(osaka, { arrivedAt: null, leftAt: day(90), until: day(90) }, 3_000)).toBeNull();
    expect(storageLine({ freeStorageDays: 30, storageFeePerKgDayVnd: 0 }, { arrivedAt: day(0), leftAt: day(90), until: day(90) }, 3_000)).toBeNull();
    expect(storageLine(null, { arrivedAt: day(0), leftAt: day(90), until: day(90) }, 3_000)).toBeNull();
    expect(storageLine(osaka, { arrivedAt: day(0), leftAt: day(90), until: day(90) }, 0)).toBeNull();
  });
});
