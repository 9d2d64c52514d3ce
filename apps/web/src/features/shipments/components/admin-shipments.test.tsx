import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminShipmentDto } from '../api/shipments-api';

const admin = { ...testUser, id: 'staff-1', role: 'admin' as const };

/** A shipment as the staff list reads it (the detail page's fields are not shown there). */
function shipment(n: number, status: AdminShipmentDto['status']): AdminShipmentDto {
  const listed: Pick<AdminShipmentDto, 'id' | 'code' | 'status' | 'stage_label' | 'orders' | 'customer' | 'updated_at'> = {
    id: `s0000000-0000-4000-8000-00000000000${n}`,
    code: `LG2611280000${n}`,
    status,
    stage_label: status === 'requested' ? 'Chờ đóng thùng' : 'Đã đóng thùng',
    orders: [],
    customer: { id: 'c1', customer_no: 'KM000777', full_name: 'Lê Văn Khách', phone: '0987654321' },
    updated_at: '2026-11-28T01:00:00.000Z',
  };
  return listed as AdminShipmentDto;
}

const REQUESTED = shipment(1, 'requested');
const PACKED = shipment(2, 'packed');

function setup() {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/shipments': (req) => {
      const status = req.query.get('status');
      const results = [REQUESTED, PACKED].filter((s) => !status || s.status === status);
      return { body: { success: true, results, pagination: { page: Number(req.query.get('page') ?? 1), size: 50, total: status ? results.length : 120 }, counts: { requested: 1, packed: 1 } } };
    },
  });
}

const listQueries = (calls: ReturnType<typeof mockApi>['calls']) => calls.filter((c) => c.path === '/api/admin/shipments').map((c) => Object.fromEntries(c.query));

describe('/admin/shipments (staff list)', () => {
  it('keeps the status, the search and the page in the URL: a reload asks the same', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const first = renderApp('/admin/shipments');
    // Opens on the shipments to pack.
    expect((await screen.findAllByTestId('admin-shipment-row')).map((r) => r.getAttribute('data-code'))).toEqual([REQUESTED.code]);
    expect(listQueries(calls).at(-1)).toEqual({ status: 'requested', page: '1', size: '50' });
    const status = screen.getByLabelText('Trạng thái') as HTMLSelectElement;
    expect(status.value).toBe('requested');
    expect(screen.getByRole('option', { name: 'Đã đóng thùng (1)' })).toBeTruthy();

    await user.selectOptions(status, 'all');
    expect(first.router.state.location.search).toBe('?status=all');
    await waitFor(() => expect(screen.getAllByTestId('admin-shipment-row')).toHaveLength(2));
    expect(listQueries(calls).at(-1)).toEqual({ page: '1', size: '50' });
    await user.type(screen.getByLabelText('Mã lô, mã đơn, số điện thoại'), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ search: '0987654321', page: '1', size: '50' }));
    await user.click(await screen.findByRole('link', { name: /Trang 2/ }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ search: '0987654321', page: '2', size: '50' }));
    const shared = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    calls.length = 0;
    renderApp(shared);
    await screen.findAllByTestId('admin-shipment-row');
    expect((screen.getByLabelText('Trạng thái') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Mã lô, mã đơn, số điện thoại') as HTMLInputElement).value).toBe('0987654321');
    expect(listQueries(calls)).toEqual([{ search: '0987654321', page: '2', size: '50' }]);
    cleanup();

    // An unknown status in the URL is the default one, not a refused request.
    calls.length = 0;
    renderApp('/admin/shipments?status=lost');
    await screen.findAllByTestId('admin-shipment-row');
    expect(listQueries(calls)).toEqual([{ status: 'requested', page: '1', size: '50' }]);
  });

  it('j/k select a shipment; Enter opens its staff page', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/shipments?status=all');
    const rows = await screen.findAllByTestId('admin-shipment-row');
    expect(screen.getByText('120 lô hàng')).toBeTruthy();
    await user.keyboard('jjk{ArrowDown}');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/shipments/${PACKED.id}`));
  });
});
