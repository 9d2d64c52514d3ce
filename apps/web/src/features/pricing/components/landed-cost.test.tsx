import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const itemPath = '/api/mercari/item/m12345678901';
const landedPath = '/api/price-service/landed-cost/mercari/m12345678901';
const itemReply: MockReply = { body: { success: true, product: { ...detail(), category: null } } };

describe('item page: landed cost in đồng', () => {
  it('shows the range from the cheapest to the dearest shipping, its parts and a link to the estimator', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      [`GET ${itemPath}`]: itemReply,
      [`GET ${landedPath}`]: {
        body: {
          success: true,
          data: {
            min_vnd: 2_450_000,
            max_vnd: 3_120_000,
            rate: 1_723_500,
            item_vnd: 2_068_200,
            lines: [
              { code: 'goods', label: 'Giá sản phẩm', min_vnd: 2_068_200, max_vnd: 2_068_200, note: null },
              { code: 'international', label: 'Vận chuyển quốc tế (tạm tính)', min_vnd: 125_000, max_vnd: 700_000, note: 'Chưa rõ cân nặng: ước tính từ hàng nhẹ đến hàng cỡ vừa' },
            ],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const box = await screen.findByTestId('landed-cost');
    expect(within(box).getByRole('heading', { name: 'Chi phí về Việt Nam (ước tính)' })).toBeTruthy();
    expect(plain((await within(box).findByTestId('landed-cost-range')).textContent)).toBe('2.450.000 ₫ – 3.120.000 ₫');
    await user.click(within(box).getByText('Chi tiết khoản phí'));
    expect(plain(box.textContent)).toContain('Vận chuyển quốc tế (tạm tính)');
    expect(plain(box.textContent)).toContain('125.000 ₫ – 700.000 ₫');
    expect(plain(box.textContent)).toContain('1 ¥ = 172,35 ₫');
    expect(within(box).getByRole('link', { name: 'Báo giá chi tiết' }).getAttribute('href')).toBe('/page/bao-gia-tu-dong?site=mercari&code=m12345678901');
    expect(calls.some((c) => c.path === landedPath)).toBe(true);
  });

  it('says so quietly when no estimate can be made (the page stays usable)', async () => {
    mockApi({
      ...baseHandlers(),
      [`GET ${itemPath}`]: itemReply,
      [`GET ${landedPath}`]: { status: 404, body: { success: false, code: 'ITEM_NOT_FOUND', message: 'Không tìm thấy sản phẩm.' } },
    });
    renderApp('/mercari/item/m12345678901');
    const box = await screen.findByTestId('landed-cost');
    expect(await within(box).findByText('Chưa ước tính được chi phí về Việt Nam cho sản phẩm này.')).toBeTruthy();
    expect(within(box).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('item-title')).toBeTruthy();
  });
});
