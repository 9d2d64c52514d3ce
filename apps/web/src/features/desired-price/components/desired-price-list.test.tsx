import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesiredPriceDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


function request(overrides: Partial<DesiredPriceDto> = {}): DesiredPriceDto {
  return {
    id: 'd1',
    _id: 'd1',
    status: 1,
    status_label: 'Chờ xử lý',
    site_code: 'mercari',
    code: 'm100',
    name: 'Máy ảnh Fujifilm X100',
    image: null,
    link: 'https://jp.mercari.com/item/m100',
    path: '/mercari/item/m100',
    seller: { id: 's1', name: 'Sakura' },
    current_price: 100_000,
    desired_price: 85_000,
    qty: 1,
    other_price: null,
    accepted_price: null,
    confirm: false,
    buy_auto: true,
    assignee_id: null,
    account_id: null,
    route_code: null,
    ship_mode: null,
    services_extra: [],
    coupons_code: null,
    address_id: null,
    note: null,
    staff_note: null,
    order_id: null,
    order_code: null,
    order_error: null,
    decided_at: null,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    can_edit: true,
    can_cancel: true,
    can_accept_counter: false,
    can_order: false,
    ...overrides,
  };
}

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/user/address/user': { body: { success: true, default_address: null, results: [], limit: 20 } },
    'GET /api/route': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
    ...handlers,
  });
}

const page = (results: DesiredPriceDto[]) => ({ body: { success: true, results, pagination: { page: 1, size: 20, total: results.length }, statuses: [] } });

describe('desired-price requests page', () => {
  it('lists the requests with the seller answer; cancel sends only id and status 0', async () => {
    let rows = [request(), request({ id: 'd2', name: 'Túi Coach', status: 6, status_label: 'Người bán đề nghị giá khác', other_price: 90_000, can_accept_counter: true, can_edit: false })];
    const api = loggedIn({
      'GET /api/desired-price': () => page(rows),
      'PUT /api/desired-price/change-status': (req) => {
        const body = req.body as { id: string; status: number };
        rows = rows.map((r) => (r.id === body.id ? { ...r, status: body.status, status_label: body.status === 0 ? 'Đã hủy' : 'Đã đồng ý', can_cancel: false, can_edit: false, can_accept_counter: false } : r));
        return { body: { success: true, message: 'Cập nhật thành công!', data: rows[0] } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/desired-prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thương lượng giá' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Yêu cầu thương lượng giá' });
    const counter = within(list).getByRole('listitem', { name: 'Túi Coach' });
    expect(within(counter).getByText('Người bán đề nghị ¥90,000')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Hủy yêu cầu thương lượng Máy ảnh Fujifilm X100' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() => expect(within(list).getByRole('listitem', { name: 'Máy ảnh Fujifilm X100' }).textContent).toContain('Đã hủy'));
    expect(api.calls.find((c) => c.path === '/api/desired-price/change-status')?.body).toEqual({ id: 'd1', status: 0 });

    await user.click(within(counter).getByRole('button', { name: 'Đồng ý giá ¥90,000' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/desired-price/change-status').at(-1)?.body).toEqual({ id: 'd2', status: 3 }));
  });

  it('updates a request with only the editable fields', async () => {
    const api = loggedIn({
      'GET /api/desired-price': page([request({ coupons_code: null })]),
      'PUT /api/desired-price': { body: { success: true, message: 'Cập nhật thành công!', data: request({ desired_price: 80_000 }) } },
    });
    const user = userEvent.setup();
    renderApp('/account/desired-prices');
    await user.click(await screen.findByRole('button', { name: 'Sửa yêu cầu thương lượng Máy ảnh Fujifilm X100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa yêu cầu thương lượng giá' });
    const price = within(dialog).getByLabelText(/Giá mong muốn/);
    await user.clear(price);
    await user.type(price, '80000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    const body = api.calls.find((c) => c.method === 'PUT' && c.path === '/api/desired-price')?.body as Record<string, unknown>;
    expect(Object.keys(body).every((key) => ['id', 'desired_price', 'ship_mode', 'services_extra', 'coupons_code', 'address_id'].includes(key))).toBe(true);
    expect(body).toMatchObject({ id: 'd1', desired_price: 80_000 });
    expect(api.calls.some((c) => c.path === '/api/desired-price/check')).toBe(false);
  });

  it('shows an empty state', async () => {
    loggedIn({ 'GET /api/desired-price': page([]) });
    renderApp('/account/desired-prices');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa gửi yêu cầu thương lượng giá nào' })).toBeTruthy();
  });
});
