import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@/shared/ui/toast';
import { baseHandlers, mockApi, testUser, type MockRequest } from '@/test/mock-api';
import { createTestQueryClient, renderApp } from '@/test/render-app';
import type { NotificationDto } from '../api/notifications-api';
import { NotificationCenter, type NotificationCenterProps } from './notification-center';

function note(overrides: Partial<NotificationDto> = {}): NotificationDto {
  const id = overrides.id ?? '11111111-1111-4111-8111-111111111111';
  return {
    _id: id,
    id,
    category: 'order',
    title: 'Đơn hàng đã về kho',
    body: 'Đơn DH001 đã về kho Việt Nam.',
    link: '/account/quotes',
    data: null,
    read: false,
    read_at: null,
    reaction: null,
    collected: false,
    created_at: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

function feed(results: NotificationDto[], extra: { collected?: number } = {}) {
  return {
    body: {
      success: true,
      results,
      pagination: { page: 1, size: 50, total: results.length },
      total_unreaded: results.filter((n) => !n.read).length,
      collected: extra.collected ?? results.filter((n) => !n.collected).length,
      result: { cursor: String(results.length), timed_out: false },
      error: null,
    },
  };
}

function renderCenter(props: NotificationCenterProps = {}) {
  const router = createMemoryRouter([{ path: '*', element: <NotificationCenter {...props} /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const mineCalls = (calls: MockRequest[]) => calls.filter((c) => c.path === '/api/notification/mine');

describe('NotificationCenter', () => {
  it('shows the all / over_pricing filter to a CUSTOMER (the default role)', async () => {
    const { calls } = mockApi({ 'GET /api/notification/mine': (req) => feed(req.query.get('type') === 'over_pricing' ? [] : [note({ collected: true })], { collected: 0 }) });
    const user = userEvent.setup();
    renderCenter();
    await user.click(await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trung tâm thông báo' });
    const filter = within(dialog).getByRole('group', { name: 'Lọc thông báo' });
    expect(within(filter).getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(dialog).findByText('Đơn hàng đã về kho')).toBeTruthy();

    await user.click(within(filter).getByRole('button', { name: 'Vượt giá' }));
    expect(await within(dialog).findByText('Không có thông báo phù hợp bộ lọc')).toBeTruthy();
    expect(mineCalls(calls).some((c) => c.query.get('type') === 'over_pricing' && c.query.get('size') === '50' && c.query.get('page') === '1')).toBe(true);
  }, 20_000);

  it('hides the filter for any other role', async () => {
    mockApi({ 'GET /api/notification/mine': feed([note({ collected: true })], { collected: 0 }) });
    const user = userEvent.setup();
    renderCenter({ role: 'ADMIN' });
    await user.click(await screen.findByRole('button', { name: /^Thông báo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Trung tâm thông báo' });
    expect(await within(dialog).findByText('Đơn hàng đã về kho')).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: 'Lọc thông báo' })).toBeNull();
  }, 20_000);

  it('shows an info toast when the unread count is above 0, and none when it is 0', async () => {
    mockApi({ 'GET /api/notification/mine': feed([note(), note({ id: '22222222-2222-4222-8222-222222222222', title: 'Hóa đơn mới', category: 'bill' })]) });
    renderCenter();
    expect(await screen.findByText('Bạn có 2 thông báo chưa đọc')).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
  }, 20_000);

  it('shows no toast without unread notifications', async () => {
    const { calls } = mockApi({ 'GET /api/notification/mine': feed([note({ read: true, collected: true })], { collected: 0 }) });
    renderCenter();
    await waitFor(() => expect(mineCalls(calls).length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/thông báo chưa đọc/)).toBeNull();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  }, 20_000);

  it('polls again and toasts when a notification arrives', async () => {
    let arrived = false;
    const { calls } = mockApi({
      'GET /api/notification/mine': () => (arrived ? feed([note({ title: 'Khiếu nại KN10001 có phản hồi mới', category: 'complaint' })]) : feed([])),
    });
    renderCenter({ pollIntervalMs: 1000 });
    await waitFor(() => expect(mineCalls(calls).length).toBe(1));
    expect(screen.queryByText(/thông báo chưa đọc/)).toBeNull();
    arrived = true;
    expect(await screen.findByText('Bạn có 1 thông báo chưa đọc')).toBeTruthy();
    expect(screen.getAllByText('Khiếu nại KN10001 có phản hồi mới').length).toBeGreaterThan(0);
  }, 20_000);

  it('marks read, reacts, deletes and marks all read through the API', async () => {
    const a = note();
    const b = note({ id: '22222222-2222-4222-8222-222222222222', title: 'Bạn đã bị vượt giá', category: 'over_pricing', link: null });
    const { calls } = mockApi({
      'GET /api/notification/mine': feed([a, b]),
      'PUT /api/notification/mark-as-read': { body: { success: true, message: 'ok', total_unreaded: 1, result: { affected: 1 }, error: null } },
      'PUT /api/notification/reaction': { body: { success: true, message: 'ok', data: { ...b, reaction: 'like' }, total_unreaded: 1 } },
      'PUT /api/notification/delete': { body: { success: true, message: 'ok', total_unreaded: 1, result: { affected: 1 }, error: null } },
      'PUT /api/notification/mark-all-as-read': { body: { success: true, message: 'ok', total_unreaded: 0, result: { affected: 2 }, error: null } },
    });
    const user = userEvent.setup();
    renderCenter();
    await user.click(await screen.findByRole('button', { name: 'Thông báo (2 chưa đọc)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trung tâm thông báo' });
    await within(dialog).findByText('Bạn đã bị vượt giá');

    await user.click(within(dialog).getByRole('button', { name: 'Đánh dấu đã đọc: Bạn đã bị vượt giá' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/mark-as-read')?.body).toEqual({ ids: [b.id] }));

    await user.click(within(dialog).getByRole('button', { name: 'Thích: Bạn đã bị vượt giá' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/reaction')?.body).toEqual({ id: b.id, reaction: 'like' }));

    await user.click(within(dialog).getByRole('button', { name: 'Xóa thông báo: Đơn hàng đã về kho' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/delete')?.body).toEqual({ ids: [a.id] }));

    await user.click(within(dialog).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/notification/mark-all-as-read')?.body).toEqual({ type: 'all' }));
    expect((await screen.findAllByText('Đã đánh dấu 2 thông báo là đã đọc.')).length).toBeGreaterThan(0);
  }, 20_000);

  it('shows the spec message when mark all read fails', async () => {
    mockApi({
      'GET /api/notification/mine': feed([note()]),
      'PUT /api/notification/mark-all-as-read': { status: 500, body: { success: false, code: 'NOTIFICATION_MARK_ALL_FAILED', message: 'Đã xảy ra lỗi, vui lòng thử lại!' } },
    });
    const user = userEvent.setup();
    renderCenter();
    await user.click(await screen.findByRole('button', { name: 'Thông báo (1 chưa đọc)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trung tâm thông báo' });
    await user.click(within(dialog).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    expect((await screen.findAllByText('Đã xảy ra lỗi, vui lòng thử lại!')).length).toBeGreaterThan(0);
  }, 20_000);
});

describe('header bell', () => {
  it('is a link to notification management for guests and the centre for customers', async () => {
    mockApi(baseHandlers());
    const guest = renderApp('/about');
    const header = within(screen.getByRole('banner'));
    expect((await header.findByRole('link', { name: 'Thông báo' })).getAttribute('href')).toBe('/account/user/notification-mgmt');
    guest.unmount();

    window.localStorage.setItem('kaimono.token', 'tok-1');
    mockApi(baseHandlers({ user: testUser }));
    renderApp('/about');
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('button', { name: 'Thông báo' })).toBeTruthy();
    expect(banner.queryByRole('link', { name: 'Thông báo' })).toBeNull();
  }, 20_000);
});
