import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartResponse } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { cartItem, cartReply, extra, totals } from '../test/fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/service-extras/user': { body: { success: true, data: [extra] } }, ...handlers });
}

const items = [
  cartItem({ id: 'c1', name: 'Áo khoác Uniqlo', seller: { id: 's1', name: 'Cửa hàng Sakura' } }),
  cartItem({ id: 'c2', name: 'Giày Asics', seller: { id: 's2', name: 'Tanaka' }, price: 7000, previous_price_jpy: 6500, price_changed: true }),
  cartItem({ id: 'c3', code: 'r1', site_code: 'rakuten', name: 'Nồi cơm Zojirushi', seller: { id: 'shop9', name: 'Rakuten Shop' }, price: 20000 }),
  cartItem({ id: 'c4', name: 'Đồng hồ Seiko', soldout: true, check: 'soldout' }),
];

describe('cart page', () => {
  it('groups items by site and seller, keeps sold-out items apart and flags changed prices', async () => {
    loggedIn({ 'GET /api/cart/user': { body: cartReply(items) } });
    renderApp('/account/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeTruthy();
    const sites = await screen.findAllByTestId('cart-site');
    expect(sites.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Mercari · 2 sản phẩm', 'Rakuten Ichiba · 1 sản phẩm']);
    expect(within(sites[0]!).getByText('Người bán: Cửa hàng Sakura')).toBeTruthy();
    expect(within(sites[0]!).getByText('Người bán: Tanaka')).toBeTruthy();
    const soldout = screen.getByTestId('cart-soldout');
    expect(within(soldout).getByText('Đồng hồ Seiko')).toBeTruthy();
    expect(within(sites[0]!).queryByText('Đồng hồ Seiko')).toBeNull();
    expect(spaced(screen.getByTestId('cart-price-changed').textContent)).toContain('Giá đã đổi từ ¥6,500 thành ¥7,000');
    expect(screen.getByText(/1 sản phẩm trong giỏ đã thay đổi giá/)).toBeTruthy();
    // Nothing chosen yet: the checkout button waits.
    expect((screen.getByRole('button', { name: 'Tạo đơn hàng (0)' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses items for the quote (PUT intended items), shows their totals and goes to checkout', async () => {
    let state: CartResponse = cartReply(items.slice(0, 3));
    const api = loggedIn({
      'GET /api/cart/user': () => ({ body: state }),
      'PUT /api/intended_cart/items': (req) => {
        const ids = (req.body as { items: { id: string }[] }).items.map((i) => i.id);
        state = {
          ...state,
          results: state.results.map((item) => ({ ...item, intended: ids.includes(item.id) })),
          intended_totals: totals({
            item_count: ids.length,
            goods_jpy: 32_000,
            first_payment: 5_800_000,
            second_payment: 300_000,
            total_vnd: 6_100_000,
            details: [{ code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá sản phẩm', amount_vnd: 5_516_000, amount_jpy: 32_000, formula: '32.000 ¥ × 172,375 ₫/¥ = 5.516.000 ₫' }] }],
          }),
        };
        return { body: { success: true, message: 'ok', results: state.results } };
      },
      'GET /api/route': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/cart');
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn tất cả' }));
    await waitFor(() => expect(spaced(screen.getByTestId('cart-first-payment').textContent)).toBe('5.800.000 ₫'));
    expect(spaced(screen.getByTestId('cart-goods-jpy').textContent)).toBe('¥32,000');
    // "Chi tiết cách tính" beside the totals.
    await user.click(within(screen.getByTestId('cart-calc')).getByText('Chi tiết cách tính'));
    expect(within(screen.getByTestId('cart-calc')).getByTestId('calc-formula').textContent).toBe('32.000 ¥ × 172,375 ₫/¥ = 5.516.000 ₫');
    expect(spaced(within(screen.getByTestId('cart-calc')).getAllByTestId('calc-total').at(-1)!.textContent)).toContain('6.100.000 ₫');
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/api/intended_cart/items');
    expect(put?.body).toEqual({ items: [{ id: 'c1' }, { id: 'c2' }, { id: 'c3' }] });
    // One seller's box unticks only that seller's items.
    await user.click(screen.getByRole('checkbox', { name: 'Chọn mọi sản phẩm của Tanaka' }));
    await waitFor(() => expect(screen.getByTestId('cart-selected-count').textContent).toBe('Đã chọn 2/3 sản phẩm'));
    await user.click(screen.getByRole('button', { name: 'Tạo đơn hàng (2)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/cart/checkout'));
  });

  it('changes the quantity and options of an item and removes one after confirming', async () => {
    let state: CartResponse = cartReply([items[0]!]);
    const api = loggedIn({
      'GET /api/cart/user': () => ({ body: state }),
      'PUT /api/intended_cart/items/update': (req) => {
        const body = req.body as { id: string; qty?: number; note?: string; extra_services?: string[] };
        state = { ...state, results: state.results.map((item) => (item.id === body.id ? { ...item, ...body } : item)) };
        return { body: { success: true, message: 'ok', data: state.results[0] } };
      },
      'POST /api/cart/remove': () => {
        state = cartReply([]);
        return { body: { success: true, message: 'ok', removed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/cart');
    await user.click(await screen.findByRole('button', { name: 'Tăng số lượng Áo khoác Uniqlo' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/intended_cart/items/update' && (c.body as { qty?: number }).qty === 2)).toBe(true));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Số lượng Áo khoác Uniqlo' }) as HTMLInputElement).value).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Tùy chọn' }));
    const form = screen.getByRole('form', { name: 'Tùy chọn cho Áo khoác Uniqlo' });
    await user.click(within(form).getByRole('checkbox', { name: /Chụp ảnh sản phẩm/ }));
    await user.type(within(form).getByLabelText('Ghi chú cho nhân viên mua hàng'), 'Màu đen');
    await user.click(within(form).getByRole('button', { name: 'Lưu tùy chọn' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/intended_cart/items/update' && 'note' in (c.body as object))?.body).toEqual({ id: 'c1', extra_services: ['photo'], note: 'Màu đen' }),
    );

    await user.click(screen.getByRole('button', { name: 'Xóa Áo khoác Uniqlo khỏi giỏ hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/cart/remove')?.body).toEqual({ ids: ['c1'] });
  });

  it('the header badge counts the items and follows a removal', async () => {
    let state: CartResponse = cartReply(items.slice(0, 2));
    loggedIn({
      'GET /api/cart/user': () => ({ body: state }),
      'GET /api/cart/count': () => ({ body: { success: true, count: state.results.length } }),
      'POST /api/cart/remove': () => {
        state = cartReply([items[1]!]);
        return { body: { success: true, message: 'ok', removed: 1 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/cart');
    const header = within(screen.getByRole('banner'));
    expect(within(await header.findByRole('link', { name: 'Giỏ hàng (2 sản phẩm)' })).getByTestId('cart-badge').textContent).toBe('2');
    await user.click(await screen.findByRole('button', { name: 'Xóa Áo khoác Uniqlo khỏi giỏ hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    expect(within(await header.findByRole('link', { name: 'Giỏ hàng (1 sản phẩm)' })).getByTestId('cart-badge').textContent).toBe('1');
  });

  it('shows the empty cart with a way to start shopping', async () => {
    loggedIn({ 'GET /api/cart/user': { body: cartReply([]) } });
    renderApp('/account/cart');
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bắt đầu mua sắm' }).getAttribute('href')).toBe('/');
  });
});
