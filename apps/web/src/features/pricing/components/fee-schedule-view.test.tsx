import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { priceList, warehouses } from '../test/fixtures';

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
