import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { ComplaintDto, ComplaintTypeDto } from '../api/complaints-api';

const types: ComplaintTypeDto[] = [
  { code: 'wrong_item', name: 'Giao sai sản phẩm', description: 'Sản phẩm nhận được khác với sản phẩm đã đặt.', response_hours: 48 },
  { code: 'late_delivery', name: 'Giao hàng chậm', description: 'Đơn hàng giao chậm.', response_hours: 24 },
];

function complaint(overrides: Partial<ComplaintDto> = {}): ComplaintDto {
  const id = overrides.id ?? 'c0000000-0000-4000-8000-000000000001';
  return {
    _id: id,
    id,
    code: 'KN10001',
    type: 'late_delivery',
    type_name: 'Giao hàng chậm',
    status: 'open',
    status_name: 'Chờ tiếp nhận',
    content: 'Đơn chậm 10 ngày.',
    photos: [],
    order_code: 'DH-0001',
    bill_code: null,
    deadline_at: '2026-03-02T00:00:00.000Z',
    overdue: false,
    answered_at: null,
    closed_at: null,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    can_edit: true,
    can_withdraw: true,
    can_discuss: true,
    ...overrides,
  };
}

function loggedIn(handlers: Parameters<typeof mockApi>[0]) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/complaint/type': { body: { success: true, results: types } }, ...handlers });
}

describe('complaints pages', () => {
  it('lists complaints with status, deadline and an overdue flag; the account nav links here', async () => {
    loggedIn({
      'GET /api/complaint': {
        body: {
          success: true,
          results: [complaint(), complaint({ id: 'c0000000-0000-4000-8000-000000000002', code: 'KN10002', overdue: true })],
          pagination: { page: 1, size: 25, total: 2 },
          complaint_types: types,
        },
      },
    });
    renderApp('/account/complaints');
    const cards = await screen.findAllByTestId('complaint');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Chờ tiếp nhận')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('complaint-deadline').textContent).toMatch(/^Phản hồi trước /);
    expect(within(cards[1]!).getByTestId('complaint-deadline').textContent).toMatch(/^Quá hạn phản hồi/);
    expect(within(cards[1]!).getByRole('link', { name: 'Xem khiếu nại KN10002' }).getAttribute('href')).toBe('/account/complaints/c0000000-0000-4000-8000-000000000002');
    const nav = screen.getByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Khiếu nại' }).getAttribute('aria-current')).toBe('page');
  }, 20_000);

  it('files a complaint: checks the form first, then sends and returns to the list', async () => {
    const { calls } = loggedIn({
      'POST /api/complaint': { body: { success: true, message: 'Đã gửi khiếu nại. Chúng tôi sẽ phản hồi trong thời hạn cam kết.', data: complaint() } },
      'GET /api/complaint': { body: { success: true, results: [complaint()], pagination: { page: 1, size: 25, total: 1 }, complaint_types: types } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/complaints/new');
    const submit = await screen.findByRole('button', { name: 'Gửi khiếu nại' });
    await user.type(screen.getByLabelText(/Mã đơn hàng/), 'DH 01');
    await user.click(submit);
    expect(await screen.findByText('Vui lòng chọn loại khiếu nại.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập nội dung khiếu nại (tối đa 5000 ký tự).')).toBeTruthy();
    expect(screen.getByText(/Mã đơn hàng không hợp lệ/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/complaint')).toBe(false);

    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText(/Loại khiếu nại/), 'late_delivery');
    expect(screen.getByText(/Thời hạn phản hồi: 24 giờ/)).toBeTruthy();
    await user.type(screen.getByLabelText(/Nội dung khiếu nại/), 'Đơn chậm 10 ngày.');
    await user.clear(screen.getByLabelText(/Mã đơn hàng/));
    await user.type(screen.getByLabelText(/Mã đơn hàng/), 'dh-0001');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/complaints'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/complaint')?.body).toEqual({
      type: 'late_delivery',
      content: 'Đơn chậm 10 ngày.',
      photos: [],
      order_code: 'dh-0001',
    });
    expect((await screen.findAllByText('Đã gửi khiếu nại. Chúng tôi sẽ phản hồi trong thời hạn cam kết.')).length).toBeGreaterThan(0);
  }, 20_000);

  it('shows the discussion, sends a message and withdraws after confirmation', async () => {
    const c = complaint();
    const { calls } = loggedIn({
      'GET /api/complaint/discussion': {
        body: {
          success: true,
          data: c,
          discussions: [{ id: 'm1', author: 'staff', author_name: 'Chăm sóc khách hàng Kaimono', message: 'Chúng tôi đang kiểm tra.', photos: [], created_at: '2026-03-01T03:00:00.000Z' }],
          events: [{ from: null, to: 'open', actor: 'customer', note: null, created_at: '2026-03-01T00:00:00.000Z' }],
        },
      },
      'POST /api/complaint/discussion': { body: { success: true, message: 'Đã gửi trao đổi.', data: {}, complaint: c } },
      'DELETE /api/complaint': { body: { success: true, message: 'Đã rút khiếu nại.', data: { ...c, status: 'withdrawn' } } },
    });
    const user = userEvent.setup();
    renderApp(`/account/complaints/${c.id}`);
    expect(await screen.findByText('Chúng tôi đang kiểm tra.')).toBeTruthy();
    expect(screen.getByText('Chăm sóc khách hàng Kaimono')).toBeTruthy();

    await user.type(screen.getByLabelText('Nội dung trao đổi'), 'Cảm ơn bạn.');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(calls.find((r) => r.method === 'POST' && r.path === '/api/complaint/discussion')?.body).toEqual({ complaint_id: c.id, message: 'Cảm ơn bạn.', photos: [] }));

    await user.click(screen.getByRole('button', { name: 'Rút khiếu nại' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rút khiếu nại này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rút khiếu nại' }));
    await waitFor(() => expect(calls.find((r) => r.method === 'DELETE')?.query.get('id')).toBe(c.id));
  }, 20_000);
});
