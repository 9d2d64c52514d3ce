import { describe, expect, it } from 'vitest';
import { discountText, minOrderText, percentText, remainingText, servicesText, sitesText, validityText, vndText } from './voucher-format';

// Intl may put a no-break space before ₫ on some runtimes; @kaimono/money writes an ordinary one.
describe('voucher formatting', () => {
  it('writes dong with dot groups and ₫', () => {
    expect(vndText(1_250_000)).toBe('1.250.000 ₫');
    expect(vndText(0)).toBe('0 ₫');
    expect(() => vndText(1.5)).toThrow(RangeError);
  });

  it('writes basis points as a Vietnamese percentage', () => {
    expect(percentText(1000)).toBe('10');
    expect(percentText(250)).toBe('2,5');
    expect(percentText(10_000)).toBe('100');
    expect(percentText(1)).toBe('0,01');
  });

  it('describes fixed, percent and capped percent discounts', () => {
    expect(discountText({ discount_type: 'fixed', amount_vnd: 50_000, percent_bps: null, max_discount_vnd: null })).toBe('Giảm 50.000 ₫');
    expect(discountText({ discount_type: 'percent', amount_vnd: null, percent_bps: 1000, max_discount_vnd: null })).toBe('Giảm 10%');
    expect(discountText({ discount_type: 'percent', amount_vnd: null, percent_bps: 1000, max_discount_vnd: 200_000 })).toBe('Giảm 10% tối đa 200.000 ₫');
  });

  it('shows the minimum order, or that any order qualifies', () => {
    expect(minOrderText(500_000)).toBe('500.000 ₫');
    expect(minOrderText(0)).toBe('Mọi giá trị đơn hàng');
  });

  it('names the sites and services, or says it applies to all', () => {
    expect(sitesText([])).toBe('Tất cả các sàn');
    expect(sitesText(['mercari', 'rakuten'])).toBe('Mercari, Rakuten Ichiba');
    expect(servicesText([])).toBe('Toàn bộ đơn hàng');
    expect(servicesText(['service_fee', 'domestic_shipping'])).toBe('Phí dịch vụ, Phí vận chuyển nội địa Nhật');
  });

  it("shows the validity window in Vietnam's time zone", () => {
    // 17:30 UTC on 28 Feb is already 1 March in Hà Nội.
    expect(validityText('2026-02-28T17:30:00.000Z', '2027-03-01T16:59:00.000Z')).toBe('01/03/2026 – 01/03/2027');
  });

  it('shows the uses left for the customer and for everyone', () => {
    expect(remainingText(1, 998, 1)).toBe('Bạn còn 1 lượt, còn 998 lượt cho mọi khách hàng');
    expect(remainingText(2, null, 2)).toBe('Bạn còn 2 lượt');
    expect(remainingText(0, 0, 1)).toBe('Bạn còn 0 lượt, còn 0 lượt cho mọi khách hàng');
    expect(remainingText(null, 40, 1)).toBe('Còn 40 lượt cho mọi khách hàng');
    expect(remainingText(null, null, 3)).toBe('Mỗi khách hàng dùng tối đa 3 lượt');
  });
});
