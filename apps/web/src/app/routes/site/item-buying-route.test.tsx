import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// Issue 12 §4: the buy-now dialog's route follows the delivery address's province.
const itemPath = 'GET /api/mercari/item/m12345678901';
const itemReply = (): MockReply => ({ body: { success: true, product: { ...detail({}), category: null } } });
const hnAddress = {
  id: '0b8f2f7e-5d1c-4c51-9a3e-1f2a3b4c5d6e',
  receiver_name: 'Nguyễn Văn An',
  phone: '0912345678',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  street: '12 Phố Đội Cấn',
  note: null,
  legacy_district: null,
  is_default: false,
  full_address: '12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
  created_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
};
const hcmAddress = { ...hnAddress, id: 'a-hcm', receiver_name: 'Trần Thị Bình', province_code: '79', province_name: 'Thành phố Hồ Chí Minh', is_default: true, full_address: '1 Lê Lợi, Thành phố Hồ Chí Minh' };
const modes = [{ code: 'air', name: 'Đường bay', price_per_kg_vnd: 230_000, min_weight_g: 500, volumetric_divisor: 6000, lead_days_min: 5, lead_days_max: 9 }];
const routes = [
  { _id: 'r1', code: 'JP-HN', name: 'Nhật Bản – Hà Nội', description: '', ship_modes: modes, warehouse: { id: 'w1', name: 'Kho Hà Nội', address: '' }, active: true, is_default: true, provinces: ['01', '48'] },
  { _id: 'r2', code: 'JP-HCM', name: 'Nhật Bản – TP. Hồ Chí Minh', description: '', ship_modes: modes, warehouse: { id: 'w2', name: 'Kho TP. Hồ Chí Minh', address: '' }, active: true, is_default: false, provinces: ['79', '92'] },
];

describe('buy-now dialog route', () => {
  it('preselects the route of the default address (TP. Hồ Chí Minh → JP-HCM) and follows another address', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    mockApi({
      ...baseHandlers({ user: testUser }),
      [itemPath]: itemReply(),
      'GET /api/user/address/user': { body: { success: true, default_address: hcmAddress, results: [hcmAddress, hnAddress], limit: 20 } },
      'GET /api/route': { body: { success: true, results: routes, pagination: { page: 1, size: 100, total: 2 } } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: 'Mua ngay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mua ngay' });
    const routeSelect = () => within(dialog).getByLabelText('Hình thức vận chuyển') as HTMLSelectElement;
    await waitFor(() => expect(routeSelect().value).toBe('JP-HCM|air'));
    await user.selectOptions(within(dialog).getByLabelText('Địa chỉ nhận hàng'), hnAddress.id);
    await waitFor(() => expect(routeSelect().value).toBe('JP-HN|air'));
  });
});
