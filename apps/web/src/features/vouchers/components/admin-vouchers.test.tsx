import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminVoucherDto } from '../api/admin-vouchers-api';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const };

function voucher(overrides: Partial<AdminVoucherDto> = {}): AdminVoucherDto {
  return {
    id: 'v1',
    code: 'CHAOBAN50K',
    name: 'Chào bạn mới',
    description: '',
    discount_type: 'fixed',
    amount_vnd: 50_000,
    percent_bps: null,
    max_discount_vnd: null,
    min_order_vnd: 500_000,
    valid_from: '2026-01-01T00:00:00.000Z',
    valid_to: '2026-12-31T16:59:00.000Z',
    total_limit: 1000,
    per_customer_limit: 1,
    sites: [],
    services: [],
    is_public: true,
    summary: 'Giảm 50.000 ₫',
    conditions: ['Đơn hàng tối thiểu 500.000 ₫', 'Mỗi khách hàng dùng 1 lần'],
    remaining_uses: 998,
    active: true,
    used_count: 2,
    released_count: 0,
    saved_count: 5,
    code_locked: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const levels = {
  success: true,
  current: null,
  results: [
    { code: 'standard', name: 'Thành viên', rank: 0, price_vnd: 0, service_fee_discount_bps: 0, deposit_share_bps: 10_000, max_open_bids: 5, max_hold_vnd: 20_000_000, priority_support: false, description: ['Mua hộ từ sáu sàn Nhật Bản'] },
    { code: 'silver', name: 'VIP Bạc', rank: 1, price_vnd: 99_000, service_fee_discount_bps: 1000, deposit_share_bps: 9000, max_open_bids: 15, max_hold_vnd: 50_000_000, priority_support: false, description: ['Giảm 10% phí dịch vụ'] },
  ],
};

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  let vouchers = [voucher(), voucher({ id: 'v2', code: 'GIAM10', name: 'Giảm 10%', discount_type: 'percent', amount_vnd: null, percent_bps: 1000, max_discount_vnd: 200_000, code_locked: false, is_public: false, total_limit: null })];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/vouchers': (req) => {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const active = req.query.get('active');
      const results = vouchers.filter((v) => (!q || v.code.toLowerCase().includes(q) || v.name.toLowerCase().includes(q)) && (!active || String(v.active) === active));
      return { body: { success: true, results, pagination: { page: 1, size: 20, total: results.length } } };
    },
    'POST /api/admin/vouchers': (req) => {
      const body = req.body as AdminVoucherDto;
      const saved = voucher({ ...body, id: 'v3', code_locked: false, used_count: 0, saved_count: 0 });
      vouchers = [saved, ...vouchers];
      return { body: { success: true, message: 'Đã tạo mã giảm giá.', data: saved } };
    },
    'PUT /api/admin/vouchers/v1': (req) => {
      vouchers = vouchers.map((v) => (v.id === 'v1' ? { ...v, ...(req.body as Partial<AdminVoucherDto>) } : v));
      return { body: { success: true, message: 'Cập nhật thành công!', data: vouchers.find((v) => v.id === 'v1') } };
    },
    'POST /api/admin/vouchers/v2/deactivate': () => {
      vouchers = vouchers.map((v) => (v.id === 'v2' ? { ...v, active: false } : v));
      return { body: { success: true, message: 'Đã ngừng áp dụng mã giảm giá.', data: vouchers[1] } };
    },
    'GET /api/level-vips': { body: levels },
    'PUT /api/admin/vip-levels/silver': (req) => ({ body: { success: true, message: 'Đã lưu cấp VIP.', data: { ...levels.results[1], ...(req.body as object) } } }),
    ...handlers,
  });
}

async function openScreen(path = '/admin/vouchers') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mã giảm giá và VIP' })).toBeTruthy();
  return result;
}

describe('/admin/vouchers', () => {
  it('lists vouchers with their use and searches them on the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    const rows = await screen.findAllByTestId('admin-voucher-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('CHAOBAN50K');
    expect(rows[0]!.textContent).toContain('2 / 1000');
    expect(rows[1]!.textContent).toContain('Riêng tư');
    expect(rows[1]!.textContent).toContain('2 / không giới hạn');

    await user.type(screen.getByLabelText('Tìm theo mã hoặc tên'), 'giam');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-voucher-row')).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=giam');
    expect(calls.filter((c) => c.path === '/api/admin/vouchers').at(-1)?.query.get('q')).toBe('giam');

    await user.selectOptions(screen.getByLabelText('Tình trạng'), 'false');
    expect(await screen.findByText('Không có mã giảm giá nào phù hợp')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/vouchers').at(-1)?.query.get('active')).toBe('false');
  });

  it('creates a voucher with every field after checking the form', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-voucher-row');
    await user.click(screen.getByRole('button', { name: 'Tạo mã giảm giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo mã giảm giá' });

    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã giảm giá gồm 4 đến 32 ký tự: chữ cái không dấu, chữ số hoặc dấu gạch ngang.')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập tên mã giảm giá.')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập số tiền giảm lớn hơn 0.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/vouchers')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Mã/), 'tet-2026');
    await user.type(within(dialog).getByLabelText(/^Tên hiển thị/), 'Lì xì Tết');
    await user.selectOptions(within(dialog).getByLabelText(/^Kiểu giảm/), 'percent');
    await user.type(within(dialog).getByLabelText(/^Phần trăm giảm/), '2,5');
    await user.type(within(dialog).getByLabelText(/^Giảm tối đa/), '100.000');
    const minOrder = within(dialog).getByLabelText(/^Giá trị đơn hàng tối thiểu/);
    await user.clear(minOrder);
    await user.type(minOrder, '300000');
    const from = within(dialog).getByLabelText(/^Bắt đầu/);
    await user.clear(from);
    await user.type(from, '2026-02-01T00:00');
    const to = within(dialog).getByLabelText(/^Kết thúc/);
    await user.clear(to);
    await user.type(to, '2026-02-15T23:59');
    await user.type(within(dialog).getByLabelText(/^Tổng số lượt dùng/), '500');
    const perCustomer = within(dialog).getByLabelText(/^Số lượt mỗi khách hàng/);
    await user.clear(perCustomer);
    await user.type(perCustomer, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mercari' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Phí dịch vụ' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Hiển thị trong kho mã giảm giá/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Đã tạo mã giảm giá.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/vouchers')?.body).toEqual({
      code: 'TET-2026',
      name: 'Lì xì Tết',
      description: '',
      discount_type: 'percent',
      amount_vnd: null,
      percent_bps: 250,
      max_discount_vnd: 100_000,
      min_order_vnd: 300_000,
      valid_from: '2026-02-01T00:00:00+07:00',
      valid_to: '2026-02-15T23:59:00+07:00',
      total_limit: 500,
      per_customer_limit: 2,
      sites: ['mercari'],
      services: ['service_fee'],
      is_public: false,
      active: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-voucher-row')).toHaveLength(3));
  });

  it('edits a voucher whose code is locked (not sent); a refused save shows the server message', async () => {
    let refuse = true;
    const { calls } = setup({
      'PUT /api/admin/vouchers/v1': (req) =>
        refuse
          ? { status: 400, body: { success: false, code: 'VOUCHER_PERIOD_INVALID', message: 'Thời gian kết thúc phải sau thời gian bắt đầu.', fields: { valid_to: 'Thời gian kết thúc phải sau thời gian bắt đầu.' } } }
          : { body: { success: true, message: 'Cập nhật thành công!', data: voucher(req.body as Partial<AdminVoucherDto>) } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-voucher-row');
    await user.click(screen.getByRole('button', { name: 'Sửa mã CHAOBAN50K' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa mã giảm giá CHAOBAN50K' });
    const code = within(dialog).getByLabelText(/^Mã/) as HTMLInputElement;
    expect(code.disabled).toBe(true);
    expect(within(dialog).getByText('Mã đã được sử dụng nên không thể đổi.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Số tiền giảm/) as HTMLInputElement).value).toBe('50000');
    expect((within(dialog).getByLabelText(/^Bắt đầu/) as HTMLInputElement).value).toBe('2026-01-01T07:00');
    const total = within(dialog).getByLabelText(/^Tổng số lượt dùng/);
    await user.clear(total);
    await user.type(total, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Lưu mã giảm giá thất bại')).toBeTruthy();
    expect(await within(dialog).findAllByText('Thời gian kết thúc phải sau thời gian bắt đầu.')).not.toHaveLength(0);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT' && c.path === '/api/admin/vouchers/v1').at(-1)?.body as Record<string, unknown>;
    expect('code' in put).toBe(false);
    expect(put).toMatchObject({ total_limit: 2000, amount_vnd: 50_000, valid_from: '2026-01-01T07:00:00+07:00' });
  });

  it('deactivates a voucher after a confirm; a refusal says so', async () => {
    const { calls } = setup({
      'POST /api/admin/vouchers/v1/deactivate': { status: 404, body: { success: false, code: 'VOUCHER_NOT_FOUND', message: 'Không tìm thấy mã giảm giá.' } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-voucher-row');
    await user.click(screen.getByRole('button', { name: 'Ngừng áp dụng mã GIAM10' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Ngừng áp dụng mã giảm giá?' });
    expect(confirm.textContent).toContain('GIAM10');
    await user.click(within(confirm).getByRole('button', { name: 'Ngừng áp dụng' }));
    expect(await screen.findByText('Đã ngừng áp dụng mã giảm giá.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('admin-voucher-row')[1]!.textContent).toContain('Đã ngừng'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/vouchers/v2/deactivate')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Ngừng áp dụng mã CHAOBAN50K' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ngừng áp dụng' }));
    expect(await screen.findByText('Không tìm thấy mã giảm giá.')).toBeTruthy();
  });

  it('opens the VIP levels tab from the URL', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    await screen.findAllByTestId('admin-voucher-row');
    await user.click(screen.getByRole('tab', { name: 'Cấp VIP' }));
    expect(router.state.location.search).toBe('?tab=vip');
    expect(await screen.findAllByTestId('admin-vip-row')).toHaveLength(2);
  });

  it('shows a load failure with a retry, and tells a customer the screen is for staff', async () => {
    setup({ 'GET /api/admin/vouchers': { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } });
    await openScreen();
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('is for staff only', async () => {
    const { calls } = setup({}, testUser);
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
  });
});
