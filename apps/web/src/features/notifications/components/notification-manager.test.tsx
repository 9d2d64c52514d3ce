import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const items = Array.from({ length: 3 }, (_, i) => ({
  _id: `0000000${i}-0000-4000-8000-000000000000`,
  id: `0000000${i}-0000-4000-8000-000000000000`,
  category: i === 0 ? 'over_pricing' : 'order',
  title: `Thông báo ${i + 1}`,
  body: 'Nội dung',
  link: null,
  data: null,
  read: i === 2,
  read_at: i === 2 ? '2026-03-01T00:00:00.000Z' : null,
  reaction: null,
  collected: true,
  created_at: '2026-03-01T00:00:00.000Z',
}));

describe('/account/user/notification-mgmt', () => {
  it('pages the full list with filters, and deletes the selected ones after confirmation', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/notification/mine': (req) => ({
        body: {
          success: true,
          results: req.query.get('size') === '20' ? items : [],
          pagination: { page: Number(req.query.get('page')), size: Number(req.query.get('size')), total: req.query.get('size') === '20' ? 45 : 0 },
          total_unreaded: 2,
          collected: 0,
          result: { cursor: '3', timed_out: false },
          error: null,
        },
      }),
      'PUT /api/notification/delete': { body: { success: true, message: 'ok', total_unreaded: 1, result: { affected: 2 }, error: null } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/user/notification-mgmt');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Quản lý thông báo', level: 1 })).toBeTruthy();
    expect(await main.findByText('Thông báo 1')).toBeTruthy();
    expect(main.getByRole('group', { name: 'Lọc thông báo' })).toBeTruthy();
    expect(main.getByText('45 thông báo · 2 chưa đọc')).toBeTruthy();

    await user.selectOptions(main.getByLabelText('Trạng thái'), 'unread');
    await waitFor(() => expect(router.state.location.search).toBe('?status=unread'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notification/mine' && c.query.get('status') === 'unread' && c.query.get('size') === '20')).toBe(true));

    await user.click(await main.findByRole('checkbox', { name: 'Chọn: Thông báo 1' }));
    await user.click(main.getByRole('checkbox', { name: 'Chọn: Thông báo 2' }));
    await user.click(main.getByRole('button', { name: 'Xóa đã chọn' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xóa thông báo đã chọn?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/delete')?.body).toEqual({ ids: [items[0]!.id, items[1]!.id] }));

    await user.click(main.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
  }, 20_000);
});

describe('mark all read under a filter', () => {
  /** A small server: 22 unread orders and 3 unread outbid notices; the unread count follows the type filter. */
  function outbidServer() {
    const rows = [
      ...Array.from({ length: 22 }, (_, i) => ({ ...items[1]!, _id: `o-${i}`, id: `o-${i}`, title: `Đơn ${i}`, read: false, read_at: null })),
      ...Array.from({ length: 3 }, (_, i) => ({ ...items[0]!, _id: `b-${i}`, id: `b-${i}`, title: `Vượt giá ${i}`, read: false, read_at: null })),
    ];
    const ofType = (type: string | null) => rows.filter((n) => type !== 'over_pricing' || n.category === 'over_pricing');
    return mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/notification/mine': (req) => {
        const kind = ofType(req.query.get('type'));
        return {
          body: {
            success: true,
            results: kind.slice(0, Number(req.query.get('size'))),
            pagination: { page: 1, size: Number(req.query.get('size')), total: kind.length },
            total_unreaded: kind.filter((n) => !n.read).length,
            collected: 0,
            result: { cursor: '25', timed_out: false },
            error: null,
          },
        };
      },
      'PUT /api/notification/mark-all-as-read': (req) => {
        const type = (req.body as { type: string }).type;
        const unread = ofType(type).filter((n) => !n.read);
        for (const n of unread) Object.assign(n, { read: true, read_at: '2026-03-02T00:00:00.000Z' });
        return { body: { success: true, message: 'ok', total_unreaded: 0, result: { affected: unread.length }, error: null } };
      },
    });
  }

  it('under "Vượt giá" reads that kind, says so once, and the count and button follow', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    const { calls } = outbidServer();
    const user = userEvent.setup();
    renderApp('/account/user/notification-mgmt?type=over_pricing');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('3 thông báo · 3 chưa đọc')).toBeTruthy();

    const button = main.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' });
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/notification/mark-all-as-read').map((c) => c.body)).toEqual([{ type: 'over_pricing' }]));
    expect(await screen.findByText('Đã đánh dấu 3 thông báo là đã đọc.')).toBeTruthy();
    expect(await main.findByText('3 thông báo · Không có thông báo chưa đọc')).toBeTruthy();
    // Nothing left of this kind: the button cannot say success a second time.
    await waitFor(() => expect(main.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).hasAttribute('disabled')).toBe(true));
    // One toast (Radix also copies a toast's text into a screen-reader announcement for a moment: count toasts).
    const toasts = [...document.querySelectorAll('.k-toast--success .k-toast__title')].map((t) => t.textContent);
    expect(toasts).toEqual(['Đã đánh dấu 3 thông báo là đã đọc.']);
  });

  it('sends the category filter with the type', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    const { calls } = outbidServer();
    const user = userEvent.setup();
    renderApp('/account/user/notification-mgmt?category=order');
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/mark-all-as-read')?.body).toEqual({ type: 'all', category: 'order' }));
  });
});
