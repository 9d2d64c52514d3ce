import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { PriceRulesResponse } from '@kaimono/contracts';
import { priceList, warehouses } from '../test/fixtures';

/** Two rules as the server states them (GET /api/price-service/rules). */
const rules: PriceRulesResponse['data'] = {
  rate: 1_723_500,
  rules: [
    {
      code: 'tax',
      title: 'Thuế tiêu dùng Nhật Bản',
      paragraphs: ['Thuế = thuế suất × (giá × số lượng), làm tròn xuống đến yên như các cửa hàng Nhật, rồi quy đổi sang tiền Việt.'],
      examples: [
        {
          title: 'Yahoo! Auctions, giá 12.345 ¥ chưa gồm thuế, người bán chịu phí ship',
          lines: [
            { label: 'Sản phẩm 1', formula: '12.345 ¥ × 172,35 ₫/¥ = 2.127.661 ₫ (làm tròn lên đến đồng)', amount_vnd: 2_127_661 },
            { label: 'Thuế tiêu dùng Nhật Bản (10%)', formula: '10% × 12.345 ¥ = 1.234 ¥ (làm tròn xuống đến yên); 1.234 ¥ × 172,35 ₫/¥ = 212.680 ₫ (làm tròn lên đến đồng)', amount_vnd: 212_680 },
          ],
          result_label: 'Thanh toán lần 1',
          result_vnd: 2_457_358,
        },
      ],
    },
    {
      code: 'domestic_shipping',
      title: 'Phí vận chuyển nội địa Nhật',
      paragraphs: ['Kiện lớn hơn cỡ lớn nhất (trên 160 cm / 25.000 g) vẫn chỉ tạm tính theo cỡ lớn nhất.'],
      examples: [],
    },
  ],
  constants: { vnd_rounding: 'up', tax_rounding: 'down', service_fee_base: 'goods_and_tax', percent_rounding: 'up', unknown_item_weight_g: 500, weight_step_g: 100, default_tax_bps: 1_000 },
  service_fee_tiers: [],
  site_taxes: [],
  size_classes: [],
  routes: [],
  extras: [],
  vip_levels: [],
  storage: null,
};

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('/page/bieu-phi: the live fee schedule', () => {
  it('shows routes and modes, fee tiers, taxes, size classes, extras and warehouses from the server', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/price-list/by-route': { body: { success: true, data: priceList } },
      'GET /api/warehouse': { body: { success: true, data: warehouses } },
    });
    renderApp('/page/bieu-phi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biểu phí dịch vụ' })).toBeTruthy();
    const routes = await screen.findAllByTestId('fee-route');
    expect(routes).toHaveLength(2);
    const hn = routes[0]!;
    expect(within(hn).getByRole('heading', { level: 3 }).textContent).toContain('Nhật Bản → Hà Nội');
    expect(within(hn).getByText('Mặc định')).toBeTruthy();
    const air = within(hn).getAllByTestId('fee-mode')[0]!;
    expect(plain(air.textContent)).toContain('Bay thường');
    expect(plain(air.textContent)).toContain('250.000 ₫/kg');
    expect(plain(air.textContent)).toContain('0,5 kg');
    expect(plain(air.textContent)).toContain('D × R × C / 6000');
    expect(plain(air.textContent)).toContain('5–8 ngày');
    // Sample prices per weight: 1 kg by air = 250.000 ₫.
    expect(within(hn).getByRole('table', { name: /Cước tham khảo theo cân nặng/ })).toBeTruthy();

    const tiers = screen.getByTestId('fee-tiers');
    expect(plain(tiers.textContent)).toContain('Dưới 3.000.000 ₫');
    expect(plain(tiers.textContent)).toContain('Từ 3.000.000 ₫ đến dưới 30.000.000 ₫');
    expect(plain(tiers.textContent)).toContain('Từ 30.000.000 ₫');
    expect(plain(tiers.textContent)).toContain('8%');
    expect(plain(tiers.textContent)).toContain('3,5%');
    expect(plain(tiers.textContent)).toContain('30.000 ₫');

    expect(screen.getByRole('heading', { level: 2, name: 'Thuế tiêu dùng Nhật Bản' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Mercari' })).toBeTruthy();
    expect(plain(screen.getByRole('rowheader', { name: /Cỡ 60/ }).closest('tr')?.textContent)).toContain('¥800');

    const extrasTable = screen.getByTestId('fee-extras');
    expect(plain(extrasTable.textContent)).toContain('20.000 ₫/sản phẩm');
    expect(plain(extrasTable.textContent)).toContain('3% giá trị hàng (tối thiểu 30.000 ₫)');
    expect(plain(extrasTable.textContent)).toContain('40.000 ₫/kg');

    expect(plain(screen.getByTestId('fee-rate').textContent)).toContain('1 ¥ = 172,35 ₫');
    expect(await screen.findAllByTestId('fee-warehouse')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Mở công cụ báo giá tự động' }).getAttribute('href')).toBe('/page/bao-gia-tu-dong');
    expect(calls.some((c) => c.path === '/api/price-list/by-route')).toBe(true);
  });

  it('states every rule from the server, each worked example line by line with its formula', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/price-list/by-route': { body: { success: true, data: priceList } },
      'GET /api/warehouse': { body: { success: true, data: warehouses } },
      'GET /api/price-service/rules': { body: { success: true, data: rules } },
    });
    renderApp('/page/bieu-phi');
    const shown = await screen.findAllByTestId('fee-rule', undefined);
    expect(shown.map((s) => s.getAttribute('data-rule'))).toEqual(['tax', 'domestic_shipping']);
    expect(within(shown[0]!).getByRole('heading', { level: 3, name: 'Thuế tiêu dùng Nhật Bản' })).toBeTruthy();
    expect(shown[0]!.textContent).toContain('làm tròn xuống đến yên như các cửa hàng Nhật');
    const example = within(shown[0]!).getByRole('table', { name: /Ví dụ: Yahoo! Auctions, giá 12.345 ¥ chưa gồm thuế/ });
    const taxRow = within(example).getByRole('rowheader', { name: 'Thuế tiêu dùng Nhật Bản (10%)' }).closest('tr')!;
    expect(plain(taxRow.textContent)).toContain('10% × 12.345 ¥ = 1.234 ¥ (làm tròn xuống đến yên)');
    expect(plain(taxRow.textContent)).toContain('212.680 ₫');
    expect(plain(within(example).getByRole('rowheader', { name: 'Thanh toán lần 1' }).closest('tr')!.textContent)).toContain('2.457.358 ₫');
    expect(shown[1]!.textContent).toContain('trên 160 cm / 25.000 g');
    expect(calls.some((c) => c.path === '/api/price-service/rules')).toBe(true);
    // The page no longer carries its own copy of the rules (it could drift from the charge).
    expect(screen.queryByText(/Tính theo phần trăm tổng giá trị hàng của đơn/)).toBeNull();
  });

  it('offers a retry when the schedule cannot be loaded', async () => {
    let fail = true;
    mockApi({
      ...baseHandlers(),
      'GET /api/price-list/by-route': () =>
        fail ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } } : { body: { success: true, data: priceList } },
      'GET /api/warehouse': { body: { success: true, data: warehouses } },
    });
    const user = userEvent.setup();
    renderApp('/page/bieu-phi');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findAllByTestId('fee-route')).toHaveLength(2);
  });
});
