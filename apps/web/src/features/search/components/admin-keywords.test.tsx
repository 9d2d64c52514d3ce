import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminKeywordDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Nhân viên Quản lý', customer_no: 'KM000001' };

const nike: AdminKeywordDto = {
  name: 'nike',
  type_code: 'mercari',
  search_count: 1234,
  visitor_count: 57,
  hidden: false,
  listed: true,
  unlisted_reason: null,
  last_searched_at: '2026-11-27T03:00:00.000Z',
};
const adidas: AdminKeywordDto = { ...nike, name: 'adidas', search_count: 2, visitor_count: 2, listed: false, unlisted_reason: 'few_visitors' };

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let rows = [nike, adidas];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/keywords': (req) => {
      const hidden = req.query.get('hidden');
      const results = rows.filter((r) => hidden === null || String(r.hidden) === hidden);
      return { body: { success: true, results, pagination: { page: 1, size: 50, total: results.length }, min_visitors: 3 } };
    },
    'PUT /api/admin/keywords/hidden': (req) => {
      const body = req.body as { name: string; hidden: boolean };
      rows = rows.map((r) => (r.name === body.name ? { ...r, hidden: body.hidden, listed: !body.hidden && r.visitor_count >= 3, unlisted_reason: body.hidden ? 'hidden' : r.visitor_count >= 3 ? null : 'few_visitors' } : r));
      return { body: { success: true, data: rows.find((r) => r.name === body.name) } };
    },
    ...handlers,
  });
}

async function openScreen() {
  renderApp('/admin/keywords');
  expect(await screen.findByRole('heading', { level: 1, name: 'Từ khóa tìm kiếm' })).toBeTruthy();
}

describe('/admin/keywords', () => {
  it('lists the counted keywords with counts, visitors and whether they are shown', async () => {
    setup();
    await openScreen();
    const rows = await screen.findAllByTestId('admin-keyword-row', undefined);
    expect(rows).toHaveLength(2);
    expect(screen.getByText('2 từ khóa')).toBeTruthy();
    expect(screen.getByText(/ít nhất 3 khách khác nhau/)).toBeTruthy();
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader').textContent).toBe('nike');
    expect(first.getByText('Mercari')).toBeTruthy();
    expect(first.getByText('1.234')).toBeTruthy();
    expect(first.getByText('Đang hiện')).toBeTruthy();
    expect(within(rows[1]!).getByText('Chưa đủ khách tìm')).toBeTruthy();
  });

  it('hides a keyword and shows it again; the list is read again', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await openScreen();
    await user.click(await screen.findByRole('button', { name: 'Ẩn từ khóa "nike"' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/admin/keywords/hidden', body: { type_code: 'mercari', name: 'nike', hidden: true } }));
    expect(await screen.findByText('Đã ẩn từ khóa "nike".')).toBeTruthy();
    const row = (await screen.findByRole('button', { name: 'Hiện lại từ khóa "nike"' })).closest('tr')!;
    expect(within(row).getByText('Đã ẩn')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Hiện lại từ khóa "nike"' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ body: { name: 'nike', hidden: false } }));
    expect(await screen.findByRole('button', { name: 'Ẩn từ khóa "nike"' })).toBeTruthy();
  });

  it('filters by status and tells staff when nothing matches', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await openScreen();
    await screen.findAllByTestId('admin-keyword-row', undefined);
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'true');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/keywords' && c.query.get('hidden') === 'true')).toBe(true));
    expect(await screen.findByText('Không có từ khóa nào khớp bộ lọc.')).toBeTruthy();
  });

  it('a customer sees "not allowed"', async () => {
    setup({ 'GET /api/admin/keywords': { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này.' } } });
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.', undefined)).toBeTruthy();
  });
});
