import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBillDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, role: 'admin' as const };
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const BILL_ID = '0b000000-0000-4000-8000-000000000001';
const PAID_ID = '0b000000-0000-4000-8000-000000000002';
const ORDER_ID = '0a000000-0000-4000-8000-000000000001';

function bill(overrides: Partial<AdminBillDto> = {}): AdminBillDto {
  return {
    id: BILL_ID,
    _id: BILL_ID,
    code: 'HD260302000007',
    status: 'unpaid',
    status_label: 'Chưa thanh toán',
    amount_vnd: 536_000,
    rate_scaled: 1_723_500,
    rate: '172.35',
    lines: [
      { code: 'international', label: 'Cước quốc tế (1,8 kg × 270.000 ₫/kg)', amount_vnd: 486_000 },
      { code: 'wood_crate', label: 'Đóng thùng gỗ', amount_vnd: 50_000 },
    ],
    route_code: 'JP-HN',
    ship_mode: 'air',
    weight_g: 1750,
    chargeable_weight_g: 1800,
    orders: [{ id: ORDER_ID, code: 'KM260302000001', amount_vnd: 536_000, items: [] }],
    parcels: [
      { id: 'pc1', order_id: ORDER_ID, order_code: 'KM260302000001', weight_g: 1750, length_cm: 30, width_cm: 20, height_cm: 15, chargeable_weight_g: 1800, note: 'Hộp carton', recorded_at: '2026-03-02T05:00:00.000Z' },
    ],
    address: { receiver_name: 'Lê Thị Nhận', phone: '0987654321', full_address: '1 Hoàng Hoa Thám, Phường Ba Đình, Hà Nội' },
    due_at: '2026-03-09T03:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    created_at: '2026-03-02T05:00:00.000Z',
    updated_at: '2026-03-02T05:00:00.000Z',
    customer: { id: 'u9', customer_no: 'KM000777', full_name: 'Phạm Minh Khách', phone: '0901234567' },
    ...overrides,
  };
}

const paidBill = bill({ id: PAID_ID, _id: PAID_ID, code: 'HD260301000003', status: 'paid', status_label: 'Đã thanh toán', paid_at: '2026-03-03T05:00:00.000Z' });

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let bills = [bill(), paidBill];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/bills': (req) => {
      const status = req.query.get('status');
      const results = bills.filter((b) => !status || b.status === status);
      return {
        body: {
          success: true,
          results,
          pagination: { page: Number(req.query.get('page') ?? 1), size: 10, total: results.length },
          options: {
            statuses: [
              { value: 'unpaid', label: 'Chưa thanh toán', count: bills.filter((b) => b.status === 'unpaid').length },
              { value: 'paid', label: 'Đã thanh toán', count: 1 },
              { value: 'cancelled', label: 'Đã hủy', count: bills.filter((b) => b.status === 'cancelled').length },
            ],
          },
        },
      };
    },
    [`GET /api/admin/bills/${BILL_ID}`]: () => ({ body: { success: true, message: '', data: bills[0] } }),
    [`POST /api/admin/bills/${BILL_ID}/cancel`]: () => {
      bills = [bill({ status: 'cancelled', status_label: 'Đã hủy', cancelled_at: '2026-03-04T05:00:00.000Z' }), paidBill];
      return { body: { success: true, message: 'Đã hủy hóa đơn.', data: bills[0] } };
    },
    ...handlers,
  });
  return api;
}

describe('/admin/bills', () => {
  it('lists every bill with customer, orders, weight, amount and state; filters by state and searches on the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/bills');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hóa đơn vận chuyển' })).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-bill-row');
    expect(rows).toHaveLength(2);
    const row = rows[0]!;
    expect(within(row).getByRole('link', { name: 'HD260302000007' }).getAttribute('href')).toBe(`/admin/bills/${BILL_ID}`);
    expect(within(row).getByText('Phạm Minh Khách')).toBeTruthy();
    expect(within(row).getByText('KM260302000001')).toBeTruthy();
    expect(within(row).getByText('1,8 kg')).toBeTruthy();
    expect(spaced(row.textContent)).toContain('536.000 ₫');
    expect(within(row).getByText('Chưa thanh toán')).toBeTruthy();
    // Only an unpaid bill can be cancelled.
    expect(within(row).getByRole('button', { name: 'Hủy hóa đơn HD260302000007' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Hủy hóa đơn/ })).toBeNull();
    expect(calls.find((c) => c.path === '/api/admin/bills')?.query.get('size')).toBe('10');

    const select = screen.getByLabelText('Trạng thái');
    expect(within(select).getByRole('option', { name: 'Chưa thanh toán (1)' })).toBeTruthy();
    await user.selectOptions(select, 'paid');
    await waitFor(() => expect(screen.getAllByTestId('admin-bill-row')).toHaveLength(1));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('paid');

    await user.type(screen.getByLabelText('Tìm hóa đơn'), 'KM000777');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/bills').at(-1)!.query.get('search')).toBe('KM000777'));
    expect(calls.filter((c) => c.path === '/api/admin/bills').at(-1)!.query.get('status')).toBe('paid');
  });

  it('an empty list says so; a failed load offers a retry', async () => {
    let fail = true;
    setup({
      'GET /api/admin/bills': () =>
        fail
          ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } }
          : { body: { success: true, results: [], pagination: { page: 1, size: 10, total: 0 }, options: { statuses: [] } } },
    });
    const user = userEvent.setup();
    renderApp('/admin/bills');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Chưa có hóa đơn nào')).toBeTruthy();
  });

  it('cancels an unpaid bill from the list with a reason (required) and a confirm; the list refreshes', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    renderApp('/admin/bills');
    const rows = await screen.findAllByTestId('admin-bill-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Hủy hóa đơn HD260302000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy hóa đơn HD260302000007' });
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(within(dialog).getByText('Vui lòng nhập lý do hủy hóa đơn.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Lý do hủy/), 'Cân sai, cân lại');
    expect(spaced(dialog.textContent)).toContain('Hóa đơn HD260302000007 (536.000 ₫) sẽ bị hủy với lý do: "Cân sai, cân lại". Không thể hoàn tác.');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await screen.findByText('Đã hủy hóa đơn.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Cân sai, cân lại' });
    await waitFor(() => expect(screen.getAllByTestId('admin-bill-row')[0]!.getAttribute('data-status')).toBe('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused cancel shows the server’s message', async () => {
    setup({
      [`POST /api/admin/bills/${BILL_ID}/cancel`]: {
        status: 409,
        body: { success: false, code: 'BILL_NOT_CANCELLABLE', message: 'Chỉ hủy được hóa đơn chưa thanh toán.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/bills/${BILL_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Hủy hóa đơn HD260302000007' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Lý do hủy/), 'Khách yêu cầu');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await screen.findByText('Không hủy được hóa đơn.')).toBeTruthy();
    expect(screen.getByText('Chỉ hủy được hóa đơn chưa thanh toán.')).toBeTruthy();
  });
});

describe('/admin/bills/:id', () => {
  it('shows the lines, parcels, orders and customer; after a cancel the bill is cancelled and cannot be cancelled again', async () => {
    setup();
    const user = userEvent.setup();
    renderApp(`/admin/bills/${BILL_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hóa đơn HD260302000007' })).toBeTruthy();
    const lines = screen.getByLabelText('Các khoản của hóa đơn');
    expect(spaced(lines.textContent)).toContain('Đóng thùng gỗ50.000 ₫');
    expect(spaced(lines.textContent)).toContain('Tổng cộng536.000 ₫');
    const parcel = screen.getByTestId('admin-bill-parcel');
    expect(parcel.textContent).toContain('30 × 20 × 15 cm');
    expect(parcel.textContent).toContain('Hộp carton');
    expect(screen.getByRole('link', { name: 'Xem đơn hàng KM260302000001' }).getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}`);
    expect(screen.getByText('Phạm Minh Khách')).toBeTruthy();
    expect(screen.getByText('172,35 ₫/¥', { exact: false })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Hủy hóa đơn HD260302000007' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Lý do hủy/), 'Cân sai');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await screen.findByText('Đã hủy hóa đơn.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('admin-bill-status').textContent).toBe('Đã hủy'));
    expect(screen.queryByRole('button', { name: 'Hủy hóa đơn HD260302000007' })).toBeNull();
  });

  it('an unknown bill says so', async () => {
    setup({ [`GET /api/admin/bills/${BILL_ID}`]: { status: 404, body: { success: false, code: 'BILL_NOT_FOUND', message: 'Không tìm thấy hóa đơn.' } } });
    renderApp(`/admin/bills/${BILL_ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy hóa đơn' })).toBeTruthy();
  });
});
