import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffAdminText } from '@kaimono/i18n';
import type { StaffMember } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Chủ Cửa Hàng', customer_no: 'KM000001' };

const owner: StaffMember = {
  user_id: 'admin-1',
  customer_no: 'KM000001',
  full_name: 'Chủ Cửa Hàng',
  phone: '0901000001',
  roles: ['owner'],
  implicit_owner: true,
  disabled: false,
  disabled_at: null,
  permissions: ['staff.manage', 'orders.read'],
  live_sessions: 1,
  created_at: '2026-11-01T00:00:00.000Z',
};
const buyer: StaffMember = { ...owner, user_id: 'u-2', customer_no: 'KM000002', full_name: 'Mua Hàng Demo', phone: '0901000002', roles: ['purchasing'], implicit_owner: false, permissions: ['orders.read', 'purchasing.manage'] };

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let staff = [owner, buyer];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/staff': () => ({ body: { success: true, results: staff } }),
    'POST /api/admin/staff': (req) => {
      const body = req.body as { phone: string; roles: StaffMember['roles'] };
      const added = { ...buyer, user_id: 'u-3', phone: body.phone, full_name: 'Người Mới', roles: body.roles };
      staff = [...staff, added];
      return { body: { success: true, message: 'Cập nhật thành công!', data: added } };
    },
    'PUT /api/admin/staff/u-2': (req) => {
      const body = req.body as { roles?: StaffMember['roles']; disabled?: boolean };
      staff = staff.map((s) => (s.user_id === 'u-2' ? { ...s, ...(body.roles ? { roles: body.roles } : {}), ...(body.disabled !== undefined ? { disabled: body.disabled } : {}) } : s));
      return { body: { success: true, message: 'Cập nhật thành công!', data: staff.find((s) => s.user_id === 'u-2')! } };
    },
    'POST /api/admin/staff/u-2/sessions/revoke': { body: { success: true, message: 'Đã đăng xuất nhân viên khỏi mọi thiết bị.', data: { ended: 2 } } },
    ...handlers,
  });
}

describe('/admin/staff', () => {
  it('lists staff with Vietnamese role names; changes roles, disables, resets sessions', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nhân viên và vai trò' })).toBeTruthy();
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Chủ cửa hàng' })).toHaveProperty('checked', true);
    expect(rows[0]!.textContent).toContain('Chủ cửa hàng (quản trị viên cũ)');
    const buyerRow = rows[1]!;
    expect(within(buyerRow).getByRole('checkbox', { name: 'Mua hàng' })).toHaveProperty('checked', true);
    const save = within(buyerRow).getByRole('button', { name: 'Lưu vai trò' });
    expect(save).toHaveProperty('disabled', true);

    await user.click(within(buyerRow).getByRole('checkbox', { name: 'Kho Nhật Bản' }));
    await user.click(save);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ roles: ['purchasing', 'warehouse_jp'] }));
    expect(await screen.findByText('Đã lưu vai trò. Thay đổi có hiệu lực trong vài giây.')).toBeTruthy();

    const fresh = (await screen.findAllByTestId('staff-row'))[1]!;
    await user.click(within(fresh).getByRole('button', { name: 'Khóa' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ disabled: true }));
    expect(await screen.findByText('Đã khóa tài khoản nhân viên và đăng xuất mọi thiết bị.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('staff-row')[1]!.textContent).toContain('Đã khóa'));

    await user.click(within(screen.getAllByTestId('staff-row')[1]!).getByRole('button', { name: 'Đăng xuất mọi thiết bị' }));
    expect(await screen.findByText('Đã đăng xuất 2 phiên.')).toBeTruthy();
  });

  it('adds an account by phone with roles; the server’s refusal is shown', async () => {
    const { calls } = setup({
      'POST /api/admin/staff': { status: 400, body: { success: false, code: 'STAFF_ROLES_REQUIRED', message: 'Vui lòng chọn ít nhất một vai trò cho nhân viên.' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/staff');
    await screen.findAllByTestId('staff-row');
    await user.type(screen.getByLabelText(/^Số điện thoại/), '0912000111');
    await user.click(screen.getByRole('button', { name: 'Thêm nhân viên' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vui lòng chọn ít nhất một vai trò cho nhân viên.');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/staff')?.body).toEqual({ phone: '0912000111', roles: [] });
  });

  it('a staff member without the permission sees the server’s Vietnamese refusal', async () => {
    setup({
      'GET /api/admin/staff': {
        status: 403,
        body: { success: false, code: 'PERMISSION_DENIED', message: 'Vai trò của bạn không có quyền thực hiện thao tác này. Vui lòng liên hệ chủ cửa hàng nếu bạn cần quyền này.' },
      },
    });
    renderApp('/admin/staff');
    expect(await screen.findByText(/Vai trò của bạn không có quyền/)).toBeTruthy();
  });
});

describe('/admin/staff on the staff list scaffold', () => {
  it('j/k select a member (the row takes the focus); Enter goes to the row’s first button', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/staff');
    const rows = await screen.findAllByTestId('staff-row');
    expect(screen.getByText('2 nhân viên')).toBeTruthy();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('j');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('j');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('k');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('j{Enter}');
    // The buyer's Save is disabled (nothing changed): the first button that works is "Khóa".
    expect(document.activeElement).toBe(within(rows[1]!).getByRole('button', { name: 'Khóa' }));
  });
});

const entry = (id: string, action: string) => ({
  id,
  seq: Number(id.replace(/\D/g, '')),
  created_at: '2026-11-27T03:00:00.000Z',
  actor: { id: 'admin-1', full_name: 'Chủ Cửa Hàng', phone: '0901000001' },
  action,
  entity_type: 'staff',
  entity_id: 'u-2',
  customer: null,
  before: { disabled: false },
  after: { disabled: true },
  note: null,
  request_id: null,
  ip: null,
});

function setupAudit() {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/audit': (req) => ({
      body: { success: true, results: [entry('a1', 'staff.disable'), entry('a2', 'permission.denied')], pagination: { page: Number(req.query.get('page') ?? 1), size: 50, total: 120 } },
    }),
  });
}

const auditQueries = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((c) => c.path === '/api/admin/audit').map((c) => Object.fromEntries(c.query));

describe('/admin/audit', () => {
  it('keeps its filters and page in the URL: a reload (or a shared link) asks the same; bad dates are not sent', async () => {
    const { calls } = setupAudit();
    const user = userEvent.setup();
    const first = renderApp('/admin/audit');
    await screen.findAllByTestId('audit-row');
    expect(auditQueries(calls).at(-1)).toEqual({ page: '1', size: '50' });
    await user.type(screen.getByLabelText('Nhân viên (số điện thoại hoặc mã)'), '0901000002');
    await user.type(screen.getByLabelText('Đối tượng (loại hoặc mã)'), 'staff:u-2');
    await user.type(screen.getByLabelText('Từ ngày'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(auditQueries(calls).at(-1)).toEqual({ page: '1', size: '50', actor: '0901000002', entity: 'staff:u-2', from: '2026-11-01' }));
    // 120 entries: page 2 is a link that keeps the filters.
    const next = await screen.findByRole('link', { name: /Trang 2/ });
    await user.click(next);
    await waitFor(() => expect(auditQueries(calls).at(-1)).toMatchObject({ page: '2', actor: '0901000002' }));
    const shared = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    expect(new URLSearchParams(first.router.state.location.search).get('page')).toBe('2');
    first.unmount();

    // The same address opened again: the boxes show the filters, the server is asked the same page.
    calls.length = 0;
    renderApp(shared);
    await screen.findAllByTestId('audit-row');
    expect((screen.getByLabelText('Nhân viên (số điện thoại hoặc mã)') as HTMLInputElement).value).toBe('0901000002');
    expect((screen.getByLabelText('Đối tượng (loại hoặc mã)') as HTMLInputElement).value).toBe('staff:u-2');
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe('2026-11-01');
    expect(auditQueries(calls)).toEqual([{ page: '2', size: '50', actor: '0901000002', entity: 'staff:u-2', from: '2026-11-01' }]);
    cleanup();

    calls.length = 0;
    renderApp('/admin/audit?from=hôm-qua&to=2026-11-30');
    await screen.findAllByTestId('audit-row');
    expect(auditQueries(calls)).toEqual([{ page: '1', size: '50', to: '2026-11-30' }]);
  });

  it('j/k select an entry; / goes to the first filter box', async () => {
    setupAudit();
    const user = userEvent.setup();
    renderApp('/admin/audit');
    const rows = await screen.findAllByTestId('audit-row');
    expect(screen.getByText('120 thao tác')).toBeTruthy();
    await user.keyboard('j');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByLabelText('Nhân viên (số điện thoại hoặc mã)'));
  });
});

describe('/admin/staff filter bar', () => {
  it('sends the URL’s filters; choosing a role and a status writes them to the URL; clear drops them', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/staff?q=0901');
    await screen.findAllByTestId('staff-row');
    const lastQuery = () => Object.fromEntries(calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/staff').at(-1)!.query);
    expect(lastQuery()).toEqual({ q: '0901' });
    expect((screen.getByLabelText(staffAdminText.filters.search) as HTMLInputElement).value).toBe('0901');
    await user.selectOptions(screen.getByLabelText(staffAdminText.filters.role), 'purchasing');
    await user.selectOptions(screen.getByLabelText(staffAdminText.filters.status), 'true');
    await waitFor(() => expect(lastQuery()).toEqual({ q: '0901', role: 'purchasing', disabled: 'true' }));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('role'), params.get('disabled')]).toEqual(['purchasing', 'true']);
    await user.click(screen.getByRole('button', { name: staffAdminText.filters.clear }));
    await waitFor(() => expect(lastQuery()).toEqual({}));
  });
});
