import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComplaintEventDto, ComplaintMessageDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminComplaintDto } from '../api/admin-complaints-api';

const admin = { ...testUser, role: 'admin' as const };
const ID = '5f0c1c8e-1111-4111-8111-111111111111';
const ID2 = '5f0c1c8e-2222-4222-8222-222222222222';

function complaint(overrides: Partial<AdminComplaintDto> = {}): AdminComplaintDto {
  return {
    _id: ID,
    id: ID,
    code: 'KN000101',
    type: 'damaged',
    type_name: 'Hàng hư hỏng, vỡ',
    status: 'open',
    status_name: 'Chờ tiếp nhận',
    content: 'Hộp bị móp, màn hình nứt góc trái.',
    photos: [{ id: 'f1', url: '/api/files/f1', width: 64, height: 48 }],
    order_code: 'KM260302001',
    bill_code: null,
    deadline_at: '2026-03-04T03:00:00.000Z',
    overdue: true,
    answered_at: null,
    closed_at: null,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    can_edit: true,
    can_withdraw: true,
    can_discuss: true,
    customer: { id: 'c1', full_name: 'Đỗ Văn Khiếu', customer_no: 'KM000999', phone: '0988777666' },
    next_statuses: ['in_progress', 'resolved', 'rejected'],
    ...overrides,
  };
}

const customerMessage: ComplaintMessageDto = { id: 'm1', author: 'customer', author_name: 'Đỗ Văn Khiếu', message: 'Mong được đổi hàng sớm.', photos: [], created_at: '2026-03-02T04:00:00.000Z' };
const createdEvent: ComplaintEventDto = { from: null, to: 'open', actor: 'customer', note: null, created_at: '2026-03-02T03:00:00.000Z' };

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let current = complaint();
  let discussions: ComplaintMessageDto[] = [customerMessage];
  let events: ComplaintEventDto[] = [createdEvent];
  const detail = () => ({ success: true, data: current, discussions, events });
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/complaints': (req) => {
      const all = [current, complaint({ id: ID2, _id: ID2, code: 'KN000102', type: 'late_delivery', type_name: 'Giao hàng chậm', overdue: false, status: 'in_progress', order_code: null })];
      const results = all.filter((c) => (!req.query.get('type') || c.type === req.query.get('type')) && (req.query.get('overdue') !== 'true' || c.overdue));
      return { body: { success: true, results, pagination: { page: 1, size: 25, total: results.length } } };
    },
    [`GET /api/admin/complaints/${ID}`]: () => ({ body: detail() }),
    [`POST /api/admin/complaints/${ID}/reply`]: (req) => {
      const body = req.body as { message: string; status?: 'resolved' };
      discussions = [...discussions, { id: 'm2', author: 'staff', author_name: 'Chăm sóc khách hàng Kaimono', message: body.message, photos: [], created_at: '2026-03-02T05:00:00.000Z' }];
      const to = body.status ?? 'in_progress';
      events = [...events, { from: 'open', to, actor: 'staff', note: null, created_at: '2026-03-02T05:00:00.000Z' }];
      current = { ...current, status: to, overdue: false, answered_at: '2026-03-02T05:00:00.000Z', next_statuses: to === 'resolved' ? ['in_progress'] : ['resolved', 'rejected'] };
      return { body: { ...detail(), message: 'Đã gửi phản hồi.' } };
    },
    [`PUT /api/admin/complaints/${ID}/status`]: (req) => {
      const body = req.body as { status: 'in_progress' | 'resolved' | 'rejected' };
      events = [...events, { from: current.status, to: body.status, actor: 'staff', note: null, created_at: '2026-03-02T05:00:00.000Z' }];
      current = { ...current, status: body.status, next_statuses: body.status === 'in_progress' ? ['resolved', 'rejected'] : ['in_progress'] };
      return { body: { ...detail(), message: 'Đã cập nhật trạng thái khiếu nại.' } };
    },
    ...handlers,
  });
}

describe('/admin/complaints', () => {
  it('lists complaints with deadline and overdue flag; filters by status, type and overdue go to the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: 'Khiếu nại' })).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-complaint-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Đỗ Văn Khiếu');
    expect(rows[0]!.textContent).toContain('Hàng hư hỏng, vỡ');
    expect(rows[0]!.textContent).toContain('Quá hạn');
    expect(rows[0]!.textContent).toContain('KM260302001');
    expect(within(rows[0]!).getByRole('link', { name: 'Mở khiếu nại KN000101' }).getAttribute('href')).toBe(`/admin/complaints/${ID}`);
    expect(rows[1]!.textContent).not.toContain('Quá hạn');
    expect(calls.find((c) => c.path === '/api/admin/complaints')?.query.get('size')).toBe('25');

    await user.selectOptions(screen.getByLabelText('Loại khiếu nại'), 'late_delivery');
    await waitFor(() => expect(screen.getAllByTestId('admin-complaint-row')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/admin/complaints').at(-1)?.query.get('type')).toBe('late_delivery');
    await user.selectOptions(screen.getByLabelText('Loại khiếu nại'), '');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'open');
    await user.click(screen.getByLabelText('Chỉ khiếu nại quá hạn'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/admin/complaints').at(-1)!;
      expect([last.query.get('status'), last.query.get('overdue')]).toEqual(['open', 'true']);
    });
    expect(router.state.location.search).toBe('?status=open&overdue=true');
  });

  it('shows an empty list and a load failure with retry', async () => {
    let fail = true;
    setup({
      'GET /api/admin/complaints': () => (fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } : { body: { success: true, results: [], pagination: { page: 1, size: 25, total: 0 } } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/complaints');
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Không có khiếu nại nào')).toBeTruthy();
  });
});

describe('/admin/complaints/:id', () => {
  async function openDetail() {
    renderApp(`/admin/complaints/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi tiết khiếu nại' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: /KN000101/ })).toBeTruthy();
  }

  it('shows content, photos, deadline, the discussion; a reply is checked, sent and listed', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openDetail();
    expect(screen.getByText('Hộp bị móp, màn hình nứt góc trái.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ảnh khách gửi' })).toBeTruthy();
    expect(screen.getByText(/0988777666/)).toBeTruthy();
    expect(screen.getByText(/Quá hạn phản hồi/)).toBeTruthy();
    expect(screen.getAllByTestId('admin-complaint-message')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    expect(await screen.findByText('Vui lòng nhập nội dung trả lời.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/Nội dung trả lời/), 'Kaimono sẽ đổi hàng mới cho bạn.');
    await user.selectOptions(screen.getByLabelText(/Đồng thời chuyển trạng thái/), 'resolved');
    await user.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    expect(await screen.findByText('Đã gửi phản hồi.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === `/api/admin/complaints/${ID}/reply`)?.body).toEqual({ message: 'Kaimono sẽ đổi hàng mới cho bạn.', photos: [], status: 'resolved' });
    await waitFor(() => expect(screen.getAllByTestId('admin-complaint-message')).toHaveLength(2));
    // Resolved: closed to replies; only a reopen is offered.
    expect(await screen.findByText(/Khiếu nại đã đóng/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chuyển sang “Đang xử lý”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chuyển sang “Bị từ chối”' })).toBeNull();
  });

  it('moves the status only as the table allows, after confirmation; a refusal shows the server message', async () => {
    let refuse = true;
    const { calls } = setup({
      [`PUT /api/admin/complaints/${ID}/status`]: () =>
        refuse
          ? { status: 409, body: { success: false, code: 'COMPLAINT_TRANSITION_INVALID', message: 'Không thể chuyển khiếu nại sang trạng thái này.' } }
          : {
              body: {
                success: true,
                message: 'Đã cập nhật trạng thái khiếu nại.',
                data: complaint({ status: 'in_progress', next_statuses: ['resolved', 'rejected'] }),
                discussions: [customerMessage],
                events: [createdEvent, { from: 'open', to: 'in_progress', actor: 'staff', note: 'Đang kiểm tra', created_at: '2026-03-02T05:00:00.000Z' }],
              },
            },
    });
    const user = userEvent.setup();
    await openDetail();
    const moves = ['Chuyển sang “Đang xử lý”', 'Chuyển sang “Đã giải quyết”', 'Chuyển sang “Bị từ chối”'];
    for (const name of moves) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chuyển sang “Đã rút”' })).toBeNull();

    await user.click(screen.getByRole('button', { name: moves[0] }));
    let dialog = await screen.findByRole('dialog', { name: 'Chuyển khiếu nại sang “Đang xử lý”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển trạng thái' }));
    expect(await screen.findByText('Không thể chuyển khiếu nại sang trạng thái này.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = false;
    await user.click(screen.getByRole('button', { name: moves[0] }));
    dialog = await screen.findByRole('dialog', { name: 'Chuyển khiếu nại sang “Đang xử lý”?' });
    await user.type(within(dialog).getByLabelText(/Ghi chú gửi khách/), 'Đang kiểm tra');
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển trạng thái' }));
    expect(await screen.findByText('Đã cập nhật trạng thái khiếu nại.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ status: 'in_progress', note: 'Đang kiểm tra' });
  });
});
