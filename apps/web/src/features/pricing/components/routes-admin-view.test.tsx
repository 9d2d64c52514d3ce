import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { hcmRoute, route, warehouses } from '../test/fixtures';

const admin = { ...testUser, role: 'admin' as const };

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  let routes: RouteDto[] = [route(), hcmRoute];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/warehouse': { body: { success: true, data: warehouses } },
    'GET /api/route': (req) => {
      const search = (req.query.get('search') ?? '').toLowerCase();
      const results = routes.filter((r) => !search || r.code.toLowerCase().includes(search) || r.name.toLowerCase().includes(search));
      return { body: { success: true, results, pagination: { page: Number(req.query.get('page') ?? 1), size: 10, total: results.length } } };
    },
    'POST /api/route': (req) => {
      const body = req.body as RouteDto & { warehouse_id: string };
      const saved = route({ ...body, _id: 'r-new', is_default: false, warehouse: { id: body.warehouse_id, name: 'Kho TP. Hồ Chí Minh', address: '' } });
      routes = [...routes, saved];
      return { body: { success: true, message: 'Lưu thành công', data: saved } };
    },
    'PUT /api/route/r-hn': (req) => {
      const body = req.body as RouteDto;
      routes = routes.map((r) => (r._id === 'r-hn' ? { ...r, name: body.name } : r));
      return { body: { success: true, message: 'Lưu thành công', data: routes[0] } };
    },
    'DELETE /api/route/r-hcm': () => {
      routes = routes.filter((r) => r._id !== 'r-hcm');
      return { body: { success: true, message: 'Xóa tuyến thành công' } };
    },
    ...handlers,
  });
  return api;
}

async function openScreen(path = '/admin/system-routes') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Tuyến vận chuyển' })).toBeTruthy();
  return result;
}

describe('/admin/system-routes', () => {
  it('lists the routes (10 a page) and searches them on the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    const rows = await screen.findAllByTestId('route-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('JP-HN');
    expect(rows[0]!.textContent).toContain('Mặc định');
    expect(rows[0]!.textContent).toContain('Đang hoạt động');
    expect(calls.find((c) => c.path === '/api/route')?.query.get('size')).toBe('10');

    await user.type(screen.getByLabelText('Tìm theo mã hoặc tên tuyến'), 'hcm');
    await user.click(screen.getByRole('button', { name: 'Tìm tuyến' }));
    await waitFor(() => expect(screen.getAllByTestId('route-row')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/route').at(-1)?.query.get('search')).toBe('hcm');
    expect(router.state.location.search).toBe('?search=hcm');
  });

  it('creates a route with its modes after checking the form; the server message is shown', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('route-row');
    await user.click(screen.getByRole('button', { name: 'Thêm tuyến' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm tuyến vận chuyển' });

    // Nothing filled in: Vietnamese messages, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mã tuyến chỉ gồm chữ, số, "_" hoặc "-" (2–32 ký tự).')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng nhập tên tuyến.')).toBeTruthy();
    expect(within(dialog).getByText('Vui lòng chọn kho nhận hàng.')).toBeTruthy();
    expect(within(dialog).getAllByText('Vui lòng nhập số nguyên không âm.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/route')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Mã tuyến/), 'jp-dn');
    await user.type(within(dialog).getByLabelText(/^Tên tuyến/), 'Nhật Bản → Đà Nẵng');
    await user.selectOptions(within(dialog).getByLabelText(/^Kho nhận hàng/), 'wh-hcm');
    const mode = within(dialog).getByRole('group', { name: 'Hình thức 1' });
    await user.type(within(mode).getByLabelText(/^Mã/), 'air');
    await user.type(within(mode).getByLabelText(/^Tên/), 'Bay thường');
    await user.type(within(mode).getByLabelText(/^Đơn giá/), '270.000');
    await user.type(within(mode).getByLabelText(/^Số ngày tối thiểu/), '6');
    await user.type(within(mode).getByLabelText(/^Số ngày tối đa/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Số ngày tối đa phải không nhỏ hơn số ngày tối thiểu.')).toBeTruthy();
    await user.clear(within(mode).getByLabelText(/^Số ngày tối đa/));
    await user.type(within(mode).getByLabelText(/^Số ngày tối đa/), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/route')?.body).toEqual({
      code: 'JP-DN',
      name: 'Nhật Bản → Đà Nẵng',
      description: '',
      warehouse_id: 'wh-hcm',
      active: true,
      is_default: false,
      ship_modes: [{ code: 'air', name: 'Bay thường', price_per_kg_vnd: 270_000, min_weight_g: 0, volumetric_divisor: 6000, lead_days_min: 6, lead_days_max: 9 }],
    });
    await waitFor(() => expect(screen.getAllByTestId('route-row')).toHaveLength(3));
  });

  it('edits a route; a refused save says "Lưu thất bại!" with the reason under the field', async () => {
    let refuse = true;
    const { calls } = setup({
      'PUT /api/route/r-hn': (req) =>
        refuse
          ? { status: 409, body: { success: false, code: 'ROUTE_CODE_TAKEN', message: 'Lưu thất bại! Mã tuyến đã được dùng cho một tuyến khác.', fields: { code: 'Mã tuyến đã được dùng cho một tuyến khác.' } } }
          : { body: { success: true, message: 'Lưu thành công', data: { ...route(), name: (req.body as RouteDto).name } } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('route-row');
    await user.click(screen.getByRole('button', { name: 'Sửa tuyến Nhật Bản → Hà Nội' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa tuyến Nhật Bản → Hà Nội' });
    expect((within(dialog).getByLabelText(/^Mã tuyến/) as HTMLInputElement).value).toBe('JP-HN');
    expect(within(dialog).getAllByTestId('route-mode')).toHaveLength(2);
    const name = within(dialog).getByLabelText(/^Tên tuyến/);
    await user.clear(name);
    await user.type(name, 'Nhật Bản → Hà Nội (bay)');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Lưu thất bại!')).toBeTruthy();
    expect(await within(dialog).findByText('Mã tuyến đã được dùng cho một tuyến khác.')).toBeTruthy();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT' && c.path === '/api/route/r-hn').at(-1)?.body as { name: string; ship_modes: unknown[] };
    expect(put.name).toBe('Nhật Bản → Hà Nội (bay)');
    expect(put.ship_modes).toHaveLength(2);
  });

  it('deletes a route after confirmation; a failed delete says so in Vietnamese', async () => {
    const { calls } = setup({
      'DELETE /api/route/r-hn': { status: 409, body: { success: false, code: 'ROUTE_DELETE_FAILED', message: 'error' } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('route-row');
    await user.click(screen.getByRole('button', { name: 'Xóa tuyến Nhật Bản → TP. Hồ Chí Minh' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xóa tuyến vận chuyển?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa tuyến' }));
    expect(await screen.findByText('Xóa tuyến thành công')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('route-row')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/route/r-hcm')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Xóa tuyến Nhật Bản → Hà Nội' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa tuyến' }));
    expect(await screen.findByText('Xóa tuyến thất bại!')).toBeTruthy();
    expect(screen.queryByText('error')).toBeNull();
  });

  it('tells a customer the screen is for staff', async () => {
    const { calls } = setup({}, testUser);
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/route')).toBe(false);
  });
});
