import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { summary } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const search = {
  'GET /api/mercari/search': {
    body: { success: true, products: [summary({ code: 'm1000000001' })], pagination: { next: null, prev: null, total: 1 }, translation: { original: 'giày', searched: '靴', translated: true } },
  },
  'GET /api/category/tops': { body: { success: true, results: [] } },
};

describe('Lưu tìm kiếm on a search page (issue 18)', () => {
  it('saves the site, keyword with its auto-translate choice and the filters; all six on request', async () => {
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      ...search,
      'POST /api/saved-searches': { body: { success: true, data: {} } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/search?keyword=gi%C3%A0y&__auto_translate_keyword=on&price_min=1000&price_max=5000&condition=used&listing_type=fixed');
    const button = await screen.findByRole('button', { name: 'Lưu tìm kiếm' });
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/saved-searches')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/saved-searches')?.body).toEqual({
      site: 'mercari',
      keyword: 'giày',
      auto_translate: 'on',
      category: null,
      price_min: 1000,
      price_max: 5000,
      condition: 'used',
      listing_type: 'fixed',
    });
    expect((await screen.findAllByText('Đã lưu tìm kiếm. Bạn sẽ nhận thông báo khi có sản phẩm mới phù hợp.')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Lưu cho cả sáu sàn'));
    await user.click(button);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/saved-searches')).toHaveLength(2));
    expect((calls.filter((c) => c.path === '/api/saved-searches')[1]?.body as { site: string }).site).toBe('all');
  });

  it('shows the server’s Vietnamese refusal (over the VIP limit) and a guest goes to login', async () => {
    mockApi({
      ...baseHandlers({ user: testUser }),
      ...search,
      'POST /api/saved-searches': { status: 409, body: { success: false, code: 'SAVED_SEARCH_LIMIT_REACHED', message: 'Bạn đã lưu tối đa 10 tìm kiếm của hạng Thường.' } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/search?keyword=switch');
    await user.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm' }));
    expect((await screen.findAllByText('Bạn đã lưu tối đa 10 tìm kiếm của hạng Thường.')).length).toBeGreaterThan(0);
  });

  it('a guest is sent to login and back', async () => {
    mockApi({ ...baseHandlers(), ...search });
    const user = userEvent.setup();
    const { router } = renderApp('/mercari/search?keyword=switch');
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập để lưu tìm kiếm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/mercari/search?keyword=switch');
  });
});
