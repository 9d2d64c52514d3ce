import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


describe('favorites pages', () => {
  it('lists favorite products with prices and removes one', async () => {
    let items = [
      { site: 'mercari', code: 'm12345678901', title: 'ポケモンカード', image: '/sandbox-images/mercari/m12345678901/1.svg', price_jpy: 12000, price_vnd: 2068200, path: '/mercari/item/m12345678901', created_at: '2025-03-01T02:00:00Z' },
      { site: 'auction', code: 'x123456789', title: 'セイコー 腕時計', image: null, price_jpy: 5000, price_vnd: 861750, path: '/auction/item/x123456789', created_at: '2025-03-02T02:00:00Z' },
    ];
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/favorite/products': () => ({ body: { success: true, results: items, pagination: { page: 1, size: 50, total: items.length } } }),
      'POST /api/favorite/product/delete': (req) => {
        const key = req.body as { site: string; code: string };
        items = items.filter((i) => !(i.site === key.site && i.code === key.code));
        return { body: { success: true, removed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/favorites');
    expect((await screen.findByRole('link', { name: 'ポケモンカード' })).getAttribute('href')).toBe('/mercari/item/m12345678901');
    expect(screen.getByText('¥12,000')).toBeTruthy();
    expect(screen.getByText('2 mục')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bỏ yêu thích: ポケモンカード' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ポケモンカード' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/favorite/product/delete')?.body).toEqual({ site: 'mercari', code: 'm12345678901' });
    expect(screen.getByText('1 mục')).toBeTruthy();
  });

  it('lists followed stores with a link to their products and unfollows', async () => {
    let stores = [{ site: 'mercari', seller_id: 'seller1', name: 'たなか', created_at: '2025-03-01T02:00:00Z' }];
    mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/favorite/stories': () => ({ body: { success: true, results: stores, pagination: { page: 1, size: 50, total: stores.length } } }),
      'POST /api/favorite/store/delete': () => {
        stores = [];
        return { body: { success: true, removed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/favorites/stores');
    expect((await screen.findByRole('link', { name: 'Xem sản phẩm của たなか' })).getAttribute('href')).toBe('/mercari/search?seller_id=seller1');
    await user.click(screen.getByRole('button', { name: 'Bỏ theo dõi: たなか' }));
    expect(await screen.findByRole('heading', { name: 'Bạn chưa theo dõi cửa hàng nào' })).toBeTruthy();
  });
});
