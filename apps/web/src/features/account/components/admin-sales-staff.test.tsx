import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminSalesStaff } from '../api/admin-sales-staff-api';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Nhân viên Quản lý', customer_no: 'KM000001' };
const customer = { id: 'c-1', customer_no: 'KM000321', full_name: 'Trần Thị Bình', phone: '0912000321' };
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const mai: AdminSalesStaff = {
  id: 's-1',
  code: 'NV01',
  full_name: 'Nguyễn Thị Mai',
  phone: '0909000101',
  zalo: '0909000101',
  email: 'mai@kaimono.vn',
  avatar: null,
  active: true,
  customers: 12,
  rating_average: 4.5,
  rating_count: 8,
};
const khoa: AdminSalesStaff = { ...mai, id: 's-2', code: 'NV02', full_name: 'Trần Minh Khoa', phone: '0938000202', zalo: 'khoa.kaimono', email: null, customers: 3, rating_average: null, rating_count: 0 };
const nghi: AdminSalesStaff = { ...mai, id: 's-3', code: 'NV03', full_name: 'Lê Văn Nghỉ', active: false, customers: 0, rating_average: null, rating_count: 0 };

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  let staff = [mai, khoa, nghi];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/sales-staff': () => ({ body: { success: true, results: staff } }),
    'GET /api/admin/wallet/customers/KM000321': {
      body: { success: true, data: { customer, balances: { balance_vnd: 0, held_vnd: 0, available_vnd: 0 }, entries: [] } },
    },
    'POST /api/admin/customers/c-1/sessions/revoke': { body: { success: true, message: 'Đã đăng xuất khách hàng khỏi mọi thiết bị.', data: { ended: 3 } } },
    'GET /api/admin/wallet/customers/KM404': { status: 404, body: { success: false, code: 'CUSTOMER_NOT_FOUND', message: 'Không tìm thấy khách hàng.' } },
    'PUT /api/admin/customers/c-1/sales-staff': (req) => {
      const id = (req.body as { staff_id: string }).staff_id;
      staff = staff.map((s) => (s.id === id ? { ...s, customers: s.customers + 1 } : s.id === 's-1' ? { ...s, customers: s.customers - 1 } : s));
      const chosen = staff.find((s) => s.id === id)!;
      return { body: { success: true, message: 'Cập nhật thành công!', data: { customer_id: 'c-1', staff: chosen, resolved_requests: 1 } } };
    },
    ...handlers,
  });
}

async function openScreen() {
  const result = renderApp('/admin/sales-staff');
  expect(await screen.findByRole('heading', { level: 1, name: 'Nhân viên chăm sóc' })).toBeTruthy();
  return result;
}

describe('/admin/sales-staff', () => {
  it('lists the sales staff with contacts, status, customers and ratings', async () => {
    setup();
    await openScreen();
    const rows = await screen.findAllByTestId('admin-staff-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByText('3 nhân viên')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mã',
      'Họ và tên',
      'Điện thoại / Zalo',
      'Email',
      'Trạng thái',
      'Số khách hàng',
      'Đánh giá',
      'Thao tác',
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Nguyễn Thị Mai');
    expect(spaced(rows[0]!.textContent)).toContain('4,5/5 (8 lượt)');
    expect(within(rows[0]!).getByTestId('admin-staff-customers').textContent).toBe('12');
    expect(rows[1]!.textContent).toContain('Zalo: khoa.kaimono');
    expect(rows[1]!.textContent).toContain('Chưa có đánh giá');
    expect(rows[2]!.textContent).toContain('Ngừng làm việc');
    // Inactive staff cannot be chosen.
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
    const options = [...(screen.getByLabelText(/^Nhân viên chăm sóc/) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Chọn nhân viên', 'Nguyễn Thị Mai (NV01)', 'Trần Minh Khoa (NV02)']);
  });

  it('assigns a customer found by number to a staff member after a confirm; the list is read again', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-staff-row');

    // Nothing chosen: messages, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Phân công' }));
    expect(await screen.findByText('Vui lòng tra cứu khách hàng trước.')).toBeTruthy();
    expect(screen.getByText('Vui lòng chọn nhân viên chăm sóc.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'km000321');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect((await screen.findByTestId('admin-staff-customer-name')).textContent).toBe('Trần Thị Bình');

    await user.click(screen.getByRole('button', { name: 'Chọn Trần Minh Khoa để phân công khách hàng' }));
    expect((screen.getByLabelText(/^Nhân viên chăm sóc/) as HTMLSelectElement).value).toBe('s-2');
    await user.click(screen.getByRole('button', { name: 'Phân công' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xác nhận phân công nhân viên?' });
    expect(confirm.textContent).toContain('Trần Minh Khoa sẽ chăm sóc khách hàng Trần Thị Bình (KM000321).');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const listReads = calls.filter((c) => c.path === '/api/admin/sales-staff').length;
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận phân công' }));

    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    expect(screen.getByText('Trần Minh Khoa đã được phân công chăm sóc Trần Thị Bình (KM000321). Đã đóng 1 yêu cầu đổi nhân viên của khách hàng.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/admin/customers/c-1/sales-staff', body: { staff_id: 's-2' } });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/sales-staff').length).toBeGreaterThan(listReads));
    await waitFor(() => expect(screen.getAllByTestId('admin-staff-customers').map((c) => c.textContent)).toEqual(['11', '4', '0']));
  });

  it('logs the customer looked up out on every device after a confirm', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'KM000321');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByTestId('admin-staff-customer-name');
    await user.click(screen.getByRole('button', { name: 'Đăng xuất mọi thiết bị' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Đăng xuất khách hàng khỏi mọi thiết bị?' });
    expect(confirm.textContent).toContain('Trần Thị Bình (KM000321) sẽ phải đăng nhập lại trên mọi thiết bị');
    expect(calls.some((c) => c.path.endsWith('/sessions/revoke'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Đăng xuất mọi thiết bị' }));
    expect(await screen.findByText('Đã đăng xuất khách hàng khỏi mọi thiết bị.')).toBeTruthy();
    expect(screen.getByText('Đã đăng xuất 3 phiên đăng nhập.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/customers/c-1/sessions/revoke')).toHaveLength(1);
  });

  it('shows the server message for an unknown customer and for a refused assignment', async () => {
    setup({
      'PUT /api/admin/customers/c-1/sales-staff': { status: 404, body: { success: false, code: 'STAFF_NOT_FOUND', message: 'Không tìm thấy nhân viên.' } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-staff-row');
    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'KM404');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByText('Không tìm thấy khách hàng.')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Mã khách hàng/));
    await user.type(screen.getByLabelText(/^Mã khách hàng/), 'KM000321');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByTestId('admin-staff-customer-name');
    await user.selectOptions(screen.getByLabelText(/^Nhân viên chăm sóc/), 's-1');
    await user.click(screen.getByRole('button', { name: 'Phân công' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xác nhận phân công nhân viên?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận phân công' }));
    expect(await screen.findByText('Không phân công được nhân viên.')).toBeTruthy();
    expect(screen.getByText('Không tìm thấy nhân viên.')).toBeTruthy();
  });

  it('a failed load offers a retry; staff only', async () => {
    let fail = true;
    setup({
      'GET /api/admin/sales-staff': () =>
        fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Đã xảy ra lỗi, vui lòng thử lại!' } } : { body: { success: true, results: [] } },
    });
    const user = userEvent.setup();
    await openScreen();
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Chưa có nhân viên kinh doanh nào.')).toBeTruthy();
  });

  it('is refused to customers', async () => {
    setup({}, testUser);
    renderApp('/admin/sales-staff');
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
