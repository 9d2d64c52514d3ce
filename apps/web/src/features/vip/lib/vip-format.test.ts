import { describe, expect, it } from 'vitest';
import type { VipLevelDto } from '../api/vip-api';
import { bpsText, levelAction, monthlyPriceText, newRequestId, perkRows, totalPriceVnd, VIP_MONTH_OPTIONS, vndText } from './vip-format';

const gold: VipLevelDto = {
  code: 'gold',
  name: 'Vàng',
  rank: 2,
  price_vnd: 199_000,
  service_fee_discount_bps: 2000,
  deposit_share_bps: 8000,
  max_open_bids: 30,
  max_hold_vnd: 500_000_000,
  priority_support: true,
  max_saved_searches: 100,
  description: [],
};

describe('VIP formatting', () => {
  it('writes dong, percentages and the monthly price', () => {
    expect(vndText(199_000)).toBe('199.000 ₫');
    expect(bpsText(2000)).toBe('20%');
    expect(bpsText(250)).toBe('2,5%');
    expect(monthlyPriceText(99_000)).toBe('99.000 ₫ / tháng');
    expect(monthlyPriceText(0)).toBe('Miễn phí');
  });

  it('multiplies the monthly price by the months in whole dong', () => {
    expect(VIP_MONTH_OPTIONS).toEqual([1, 3, 6, 12]);
    expect(totalPriceVnd(99_000, 1)).toBe(99_000);
    expect(totalPriceVnd(199_000, 12)).toBe(2_388_000);
    expect(() => totalPriceVnd(0.5, 3)).toThrow(RangeError);
  });

  it('lists the perks to compare, in order', () => {
    expect(perkRows(gold).map((r) => [r.label, r.value])).toEqual([
      ['Giảm phí dịch vụ', '20%'],
      ['Đặt cọc lần 1', '80%'],
      ['Lượt đấu giá cùng lúc', '30'],
      ['Hạn mức tạm giữ đấu giá', '500.000.000 ₫'],
      ['Hỗ trợ ưu tiên', 'Có'],
    ]);
    expect(perkRows({ ...gold, service_fee_discount_bps: 0, priority_support: false }).map((r) => r.value)).toEqual([
      'Không giảm',
      '80%',
      '30',
      '500.000.000 ₫',
      'Không',
    ]);
  });

  it('offers activation, upgrade or nothing depending on the current level', () => {
    expect(levelAction(gold, true, 2)).toBe('current');
    expect(levelAction({ rank: 0, price_vnd: 0 }, false, 0)).toBe('default');
    expect(levelAction(gold, false, 0)).toBe('activate');
    expect(levelAction(gold, false, 1)).toBe('upgrade');
    expect(levelAction(gold, false, 3)).toBe('lower');
  });

  it('makes request ids the server accepts, different each time, also without randomUUID', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(newRequestId()).not.toBe(a);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
