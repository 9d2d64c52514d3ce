import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const };
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const silver = {
  code: 'silver',
  name: 'VIP Bạc',
  rank: 1,
  price_vnd: 99_000,
  service_fee_discount_bps: 1000,
  deposit_share_bps: 9000,
  max_open_bids: 15,
  max_hold_vnd: 50_000_000,
  priority_support: false,
  description: ['Giảm 10% phí dịch vụ', 'Đặt cọc 90% khoản thanh toán lần 1'],
};

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let level = silver;
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/level-vips': () => ({ body: { success: true, current: null, results: [level] } }),
    'PUT /api/admin/vip-levels/silver': (req) => {
      level = { ...level, ...(req.body as object) };
      return { body: { success: true, message: 'Đã lưu cấp VIP.', data: level } };
    },
    ...handlers,
  });
}

async function openTab() {
  renderApp('/admin/vouchers?tab=vip');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mã giảm giá và VIP' })).toBeTruthy();
  return screen.findByTestId('admin-vip-row');
}

describe('/admin/vouchers?tab=vip', () => {
  it('shows each level with price and perks, and edits one', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const row = await openTab();
    expect(spaced(row.textContent)).toContain('99.000 ₫');
    expect(row.textContent).toContain('10%');
    expect(row.textContent).toContain('Giảm 10% phí dịch vụ');

    await user.click(screen.getByRole('button', { name: 'Sửa cấp VIP Bạc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa cấp VIP Bạc' });
    const price = within(dialog).getByLabelText(/^Giá một tháng/);
    await user.clear(price);
    await user.type(price, '129.000');
    const fee = within(dialog).getByLabelText(/^Giảm phí dịch vụ/);
    await user.clear(fee);
    await user.type(fee, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập phần trăm từ 0 đến 100, tối đa 2 chữ số thập phân.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(fee);
    await user.type(fee, '12,5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hỗ trợ ưu tiên' }));
    const perks = within(dialog).getByLabelText(/^Quyền lợi hiển thị/);
    await user.type(perks, '{enter}Hỗ trợ ưu tiên');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đã lưu cấp VIP.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/admin/vip-levels/silver')?.body).toEqual({
      name: 'VIP Bạc',
      price_vnd: 129_000,
      service_fee_discount_bps: 1250,
      deposit_share_bps: 9000,
      max_open_bids: 15,
      max_hold_vnd: 50_000_000,
      priority_support: true,
      description: ['Giảm 10% phí dịch vụ', 'Đặt cọc 90% khoản thanh toán lần 1', 'Hỗ trợ ưu tiên'],
    });
    expect(spaced((await screen.findByTestId('admin-vip-row')).textContent)).toContain('129.000 ₫');
  });

  it('shows a refused save with the server message', async () => {
    setup({ 'PUT /api/admin/vip-levels/silver': { status: 404, body: { success: false, code: 'VIP_LEVEL_NOT_FOUND', message: 'Không tìm thấy cấp VIP.' } } });
    const user = userEvent.setup();
    await openTab();
    await user.click(screen.getByRole('button', { name: 'Sửa cấp VIP Bạc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa cấp VIP Bạc' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Lưu cấp VIP thất bại')).toBeTruthy();
    expect(await screen.findByText('Không tìm thấy cấp VIP.')).toBeTruthy();
  });
});
