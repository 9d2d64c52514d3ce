import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('header', () => {
  it('offers login and register to guests, with help links and icons', async () => {
    const { calls } = mockApi(baseHandlers());
    renderApp('/about');
    const header = screen.getByRole('banner');
    // No stored token: a guest from the first render, without asking GET /api/session (its 401 is a console error).
    expect(within(header).getByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/account/register');
    expect(within(header).getByRole('link', { name: 'Biểu phí' }).getAttribute('href')).toBe('/page/bieu-phi');
    expect(within(header).getByRole('link', { name: 'Thông báo' }).getAttribute('href')).toBe('/account/user/notification-mgmt');
    expect(within(header).getByRole('link', { name: 'Giỏ hàng' }).getAttribute('href')).toBe('/account/cart');
    expect(within(header).getByRole('link', { name: 'Đấu giá của tôi' }).getAttribute('href')).toBe('/account/bids');
    expect(await within(header).findByText('1900 6868')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/session')).toBe(false);
  });

  it('asks the server when a token is stored, and drops a token it no longer accepts', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-expired');
    const { calls } = mockApi(baseHandlers());
    renderApp('/about');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(1);
    expect(window.localStorage.getItem('kaimono.token')).toBeNull();
  });

  it('logs out after confirmation and clears the customer data', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    window.localStorage.setItem('kaimono.cart', '[1]');
    window.localStorage.setItem('kaimono.favorites', '[2]');
    window.localStorage.setItem('kaimono.bids', '[3]');
    const { calls } = mockApi({ ...baseHandlers({ user: testUser }), 'POST /api/logout': { body: { success: true, message: 'Đăng xuất tài khoản thành công' } } });
    const user = userEvent.setup();
    const { queryClient, router } = renderApp('/account/dashboard');
    queryClient.setQueryData(['cart', 'user'], [{ id: 'c1' }]);
    queryClient.setQueryData(['favorites', 'products'], [{ id: 'f1' }]);
    queryClient.setQueryData(['bids', 'user'], [{ id: 'b1' }]);

    await user.click(await screen.findByRole('button', { name: 'Tài khoản' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Đăng xuất' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Đăng xuất khỏi tài khoản?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));

    expect((await screen.findAllByText('Đăng xuất tài khoản thành công')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    expect(window.localStorage.getItem('kaimono.token')).toBeNull();
    expect(window.localStorage.getItem('kaimono.cart')).toBeNull();
    expect(window.localStorage.getItem('kaimono.favorites')).toBeNull();
    expect(window.localStorage.getItem('kaimono.bids')).toBeNull();
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(queryClient.getQueryData(['cart', 'user'])).toBeUndefined();
    expect(queryClient.getQueryData(['favorites', 'products'])).toBeUndefined();
    expect(queryClient.getQueryData(['bids', 'user'])).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
  });
});
