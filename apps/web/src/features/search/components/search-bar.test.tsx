import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const input = () => screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });

describe('search bar', () => {
  it('normalises the keyword, records it, stores history and opens /{site}/search', async () => {
    const { calls } = mockApi(baseHandlers());
    const user = userEvent.setup();
    const { router } = renderApp('/mercari');
    expect((screen.getByRole('combobox', { name: 'Chọn trang' }) as HTMLSelectElement).value).toBe('mercari');
    await user.type(input(), '   pokemon     card   {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mercari/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('pokemon card');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/keyword/record')).toBe(true));
    expect(calls.find((c) => c.path === '/api/keyword/record')?.body).toEqual({ keyword: 'pokemon card', type_code: 'mercari' });
    expect(JSON.parse(window.localStorage.getItem('kaimono.searchHistory') ?? '{}')).toEqual({ mercari: ['pokemon card'] });
  });

  it('cuts keywords to 100 characters', async () => {
    mockApi(baseHandlers());
    const user = userEvent.setup();
    const { router } = renderApp('/rakuten');
    await user.click(input());
    await user.paste('x'.repeat(130));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rakuten/search'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toHaveLength(100);
  });

  it('refuses an empty keyword with a message', async () => {
    mockApi(baseHandlers());
    const user = userEvent.setup();
    const { router } = renderApp('/mercari');
    await user.type(input(), '    {Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Vui lòng nhập từ khóa tìm kiếm.');
    expect(router.state.location.pathname).toBe('/mercari');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a pasted link through the resolver and opens the item page', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'POST /api/object-resolver': { body: { success: true, data: { path: '/mercari/item/m12345678901', product_id: 'm12345678901', site: 'mercari' } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auction');
    await user.click(input());
    await user.paste('https://jp.mercari.com/item/m12345678901');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mercari/item/m12345678901'));
    expect(calls.find((c) => c.path === '/api/object-resolver')?.body).toEqual({ url: 'https://jp.mercari.com/item/m12345678901' });
    expect(calls.some((c) => c.path === '/api/keyword/record')).toBe(false);
  });

  it("shows the server's message for an unsupported link", async () => {
    mockApi({
      ...baseHandlers(),
      'POST /api/object-resolver': {
        status: 400,
        body: { success: false, code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auction');
    await user.click(input());
    await user.paste('example.com/some/page');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auction');
  });

  it('lists history in a listbox and supports arrows, Enter and Escape', async () => {
    window.localStorage.setItem('kaimono.searchHistory', JSON.stringify({ paypay: ['figure', 'camera'] }));
    mockApi({
      ...baseHandlers(),
      'GET /api/keyword-top-search': { body: { success: true, results: [{ name: 'ポケカ', nam_vi: 'thẻ Pokémon', type_code: 'paypay', in_history: false }] } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/paypay');
    await user.click(input());
    const listbox = await screen.findByRole('listbox', { name: 'Gợi ý tìm kiếm' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    await within(listbox).findByText('ポケカ');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['figure', 'camera', 'ポケカ — thẻ Pokémon']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('camera');
    await user.keyboard('{Escape}');
    expect(input().getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=figure'));
    expect(router.state.location.pathname).toBe('/paypay/search');
  });

  it('removes a history entry with Delete and clears all', async () => {
    window.localStorage.setItem('kaimono.searchHistory', JSON.stringify({ mercari: ['a1', 'b2', 'c3'] }));
    mockApi(baseHandlers());
    const user = userEvent.setup();
    renderApp('/mercari');
    await user.click(input());
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Delete}');
    expect(JSON.parse(window.localStorage.getItem('kaimono.searchHistory') ?? '{}')).toEqual({ mercari: ['b2', 'c3'] });
    await user.click(screen.getByRole('button', { name: 'Xóa toàn bộ lịch sử tìm kiếm của trang này' }));
    expect(JSON.parse(window.localStorage.getItem('kaimono.searchHistory') ?? '{}')).toEqual({ mercari: [] });
  });

  it('asks the server for at most 10 suggestions after a pause', async () => {
    const { calls } = mockApi({
      ...baseHandlers(),
      'GET /api/keyword/autocomplete': (req) => ({
        body: {
          success: true,
          results: Array.from({ length: 12 }, (_, i) => ({ name: `${req.query.get('keyword')} ${i}`, nam_vi: null, type_code: 'mercari', in_history: false })),
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/mercari');
    await user.type(input(), 'nendo');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(10));
    const requests = calls.filter((c) => c.path === '/api/keyword/autocomplete');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ keyword: 'nendo', type_code: 'mercari', size: '10' });
  });

  it('puts the chosen Suruga-ya category into the search', async () => {
    mockApi(baseHandlers());
    const user = userEvent.setup();
    const { router } = renderApp('/suruga-ya');
    await user.click(input());
    const radios = await screen.findByRole('radiogroup', { name: 'Danh mục Suruga-ya' });
    await user.click(within(radios).getByRole('radio', { name: /Trò chơi/ }));
    await user.click(input());
    await user.keyboard('zelda{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/suruga-ya/search'));
    expect(router.state.location.search).toBe('?keyword=zelda&category=7');
  });
});

describe('search history of a logged-in customer', () => {
  it('clears the server history too', async () => {
    window.localStorage.setItem('kaimono.searchHistory', JSON.stringify({ rakuten: ['tea'] }));
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'DELETE /api/keyword-history': { body: { success: true } },
    });
    renderApp('/rakuten');
    await screen.findByRole('button', { name: 'Tài khoản' });
    await user.click(input());
    await user.click(await screen.findByRole('button', { name: 'Xóa toàn bộ lịch sử tìm kiếm của trang này' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/keyword-history')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.query.get('type_code')).toBe('rakuten');
    expect(JSON.parse(window.localStorage.getItem('kaimono.searchHistory') ?? '{}')).toEqual({ rakuten: [] });
  });
});
