import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { adminNav, navEntryFor, navFor } from './sections';

const staff = { ...testUser, id: 'staff-1', full_name: 'Lê Thu Mua', role: 'admin' as const };

function me(permissions: string[], roles = ['purchasing']): MockReply {
  return { body: { success: true, data: { user_id: staff.id, full_name: staff.full_name, roles, permissions } } };
}

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: staff } },
    'GET /api/admin/dashboard': { body: { success: true, items: [] } },
    ...handlers,
  });
}

const nav = async () => within(await screen.findByRole('navigation', { name: 'Các mục quản trị' }));

describe('the back office shell', () => {
  it('has no storefront header, footer or chat widget; a bar with the staff member and a way back to the store', async () => {
    setup({ 'GET /api/admin/me': me(['orders.read']) });
    const { container } = renderApp('/admin');
    await nav();
    expect(container.querySelector('.site-header')).toBeNull();
    expect(container.querySelector('.site-footer')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Liên hệ nhanh' })).toBeNull();
    expect(screen.queryByRole('button', { name: /tài khoản/i })).toBeNull();
    expect(screen.getByText('Lê Thu Mua')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Về trang mua hàng/ }).getAttribute('href')).toBe('/');
  });

  it('lists only the entries the staff member\'s permissions allow, grouped by area', async () => {
    setup({ 'GET /api/admin/me': me(['orders.read', 'bids.manage', 'wallet.read']) });
    renderApp('/admin');
    const links = await nav();
    const names = links.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Bảng việc cần làm', 'Đơn hàng', 'Hàng đợi đấu giá', 'Ví và chuyển khoản']);
    expect(links.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Việc cần làm', 'Mua hàng', 'Tài chính']);
    expect(links.queryByRole('link', { name: /Mã giảm giá/ })).toBeNull();
    expect(links.queryByRole('heading', { name: 'Hệ thống' })).toBeNull();
  });

  it('an owner sees every entry', async () => {
    setup({ 'GET /api/admin/me': me([...new Set(adminNav.map((e) => e.permission))], ['owner']) });
    renderApp('/admin');
    expect((await nav()).getAllByRole('link')).toHaveLength(adminNav.length);
  });

  it('refuses a page whose permission the staff member lacks, without asking its API', async () => {
    const { calls } = setup({ 'GET /api/admin/me': me(['orders.read']) });
    renderApp('/admin/vouchers');
    expect(await screen.findByText('Bạn không có quyền xem mục này.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/admin/vouchers')).toBe(false);
  });

  it('folds the navigation behind a menu button (phones); opening a page closes it', async () => {
    setup({ 'GET /api/admin/me': me(['orders.read']), 'GET /api/admin/orders': { body: { success: true, results: [], pagination: { page: 1, size: 20, total: 0 } } } });
    renderApp('/admin');
    const user = userEvent.setup();
    await nav();
    const shell = screen.getByTestId('admin-shell');
    const button = screen.getByRole('button', { name: 'Mở menu quản trị' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Đóng menu quản trị', expanded: true })).toBeTruthy();
    expect(shell.className).toContain('admin-shell--nav-open');
    await user.click((await nav()).getByRole('link', { name: 'Đơn hàng' }));
    await waitFor(() => expect(shell.className).not.toContain('admin-shell--nav-open'));
    expect(screen.getByRole('button', { name: 'Mở menu quản trị' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Mở menu quản trị' }));
    await user.keyboard('{Escape}');
    expect(shell.className).not.toContain('admin-shell--nav-open');
  });

  it('tells a staff member without any permission that nothing is open to them', async () => {
    setup({ 'GET /api/admin/me': me([], []) });
    renderApp('/admin');
    expect(await screen.findByText(/chưa được cấp quyền vào mục nào/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Các mục quản trị' })).toBeNull();
  });
});

describe('the navigation table', () => {
  it('finds the entry of a page and of its detail pages', () => {
    expect(navEntryFor('/admin')?.key).toBe('dashboard');
    expect(navEntryFor('/admin/orders/abc')?.key).toBe('orders');
    expect(navEntryFor('/admin/wallet/')?.key).toBe('wallet');
    expect(navEntryFor('/admin/unknown')).toBeUndefined();
    expect(navFor([])).toEqual([]);
  });
});

describe('the dashboard of waiting work', () => {
  it('shows each count the server gives, linked to its list, with the oldest waiting time', async () => {
    setup({
      'GET /api/admin/me': me(['orders.read', 'purchasing.manage']),
      'GET /api/admin/dashboard': {
        body: {
          success: true,
          items: [
            { key: 'orders_to_buy', count: 3, oldest_at: '2026-11-27T02:00:00.000Z', link: '/admin/orders?status=purchasing' },
            { key: 'complaints_overdue', count: 0, oldest_at: null, link: '/admin/complaints?overdue=true' },
            { key: 'a_future_queue', count: 2, oldest_at: null, link: '/admin/shipments' },
          ],
        },
      },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Việc cần làm' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Các việc đang chờ' }));
    const toBuy = list.getByRole('link', { name: 'Mở danh sách: Đơn cần mua' });
    expect(toBuy.getAttribute('href')).toBe('/admin/orders?status=purchasing');
    expect(within(toBuy).getByTestId('admin-dashboard-count').textContent).toBe('3');
    expect(within(toBuy).getByText(/^Lâu nhất: từ /)).toBeTruthy();
    const overdue = list.getByRole('link', { name: 'Mở danh sách: Khiếu nại quá hạn xử lý' });
    expect(within(overdue).getByText('Không có việc chờ')).toBeTruthy();
    expect(list.getByRole('link', { name: 'Mở danh sách: Việc khác' }).getAttribute('href')).toBe('/admin/shipments');
  });

  it('says so when nothing is counted for the viewer, and offers a retry when the counts fail to load', async () => {
    setup({ 'GET /api/admin/me': me(['orders.read']) });
    const first = renderApp('/admin');
    expect(await screen.findByText('Không có việc nào đang chờ.')).toBeTruthy();
    first.unmount();
    setup({ 'GET /api/admin/me': me(['orders.read']), 'GET /api/admin/dashboard': { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } });
    renderApp('/admin');
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
