import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


const item = { 'GET /api/mercari/item/m12345678901': { body: { success: true, product: { ...detail(), category: null } } } };

describe('favorite heart on the item page', () => {
  it('sends a guest to login with next = the item page', async () => {
    const { calls } = mockApi({ ...baseHandlers(), ...item });
    const user = userEvent.setup();
    const { router } = renderApp('/mercari/item/m12345678901?type=mers');
    const heart = await screen.findByRole('button', { name: 'Đăng nhập để lưu vào danh sách yêu thích' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    await user.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/mercari/item/m12345678901?type=mers');
    expect(calls.some((c) => c.path.startsWith('/api/favorite'))).toBe(false);
  });

  it('adds and removes a favorite for a customer (aria-pressed follows)', async () => {
    let saved = false;
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      ...item,
      'GET /api/favorite/product/user': () => ({ body: { success: true, results: saved ? [{ site: 'mercari', code: 'm12345678901' }] : [] } }),
      'POST /api/favorite/product': () => {
        saved = true;
        return { body: { success: true, message: 'Đã thêm vào danh sách yêu thích.' } };
      },
      'POST /api/favorite/product/delete': () => {
        saved = false;
        return { body: { success: true, removed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const heart = await screen.findByRole('button', { name: 'Lưu vào danh sách yêu thích' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/favorite/product')?.body).toEqual({ site: 'mercari', code: 'm12345678901' });
    expect((await screen.findAllByText('Đã thêm vào danh sách yêu thích.')).length).toBeGreaterThan(0);
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.find((c) => c.path === '/api/favorite/product/delete')?.body).toEqual({ site: 'mercari', code: 'm12345678901' });
  });

  it('reverts the heart and shows the server message when saving fails', async () => {
    mockApi({
      ...baseHandlers({ user: testUser }),
      ...item,
      'GET /api/favorite/product/user': { body: { success: true, results: [] } },
      'POST /api/favorite/product': { status: 502, body: { success: false, code: 'UPSTREAM_UNAVAILABLE', message: 'Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.' } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const heart = await screen.findByRole('button', { name: 'Lưu vào danh sách yêu thích' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await user.click(heart);
    expect((await screen.findAllByText('Không kết nối được với sàn Nhật Bản, vui lòng thử lại sau.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });

  it('follows the seller from the seller card', async () => {
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      ...item,
      'GET /api/favorite/product/user': { body: { success: true, results: [] } },
      'GET /api/favorite/store/user': { body: { success: true, results: [] } },
      'POST /api/favorite/store': { body: { success: true, message: 'Đã theo dõi cửa hàng.' } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const follow = await screen.findByRole('button', { name: 'Theo dõi cửa hàng たなか' });
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('false'));
    await user.click(follow);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/favorite/store')?.body).toEqual({ site: 'mercari', seller_id: 'seller1', name: 'たなか' }));
  });
});
