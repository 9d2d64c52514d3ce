import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { topupInfo } from '@/test/topup-fixture';
import { address, cartItem, cartReply, extra, order, preview, route } from '../test/fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function loggedIn(handlers: Record<string, MockHandler | MockReply>, balanceVnd = 2_000_000) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/wallet': { body: { success: true, data: { balance_vnd: balanceVnd, held_vnd: 0, available_vnd: balanceVnd } } },
    'GET /api/cart/user': { body: cartReply([cartItem({ id: '7b1e0c53-3a55-4d43-9a86-0f1a2b3c4d5e', intended: true }), cartItem({ id: 'c-other', name: 'Không chọn' })]) },
    'GET /api/user/address/user': { body: { success: true, default_address: address, results: [address], limit: 20 } },
    'GET /api/route': { body: { success: true, results: [route], pagination: { page: 1, size: 100, total: 1 } } },
    'GET /api/service-extras/user': { body: { success: true, data: [extra] } },
    ...handlers,
  });
}

const requestReply = (confirm: boolean): MockReply => ({
  body: { success: true, message: confirm ? 'Tạo đơn hàng thành công' : 'ok', confirmed: confirm, quote: preview(), order: confirm ? order() : null },
});

describe('checkout (quote request)', () => {
  it('previews the chosen items with route, services and coupon, confirms with the address and pays the first payment', async () => {
    const api = loggedIn({
      'POST /api/quote/user/request': (req) => requestReply((req.body as { confirm?: boolean }).confirm === true),
      'POST /api/quote/user/coupon': (req) =>
        (req.body as { coupons?: Array<{ coupon_code: string }> }).coupons?.[0]?.coupon_code === 'CHAOBAN50K'
          ? { body: { success: true, message: 'ok', coupon: { coupon_code: 'CHAOBAN50K', discount_vnd: 50_000, summary: 'Giảm 50.000 ₫' }, quote: preview() } }
          : { status: 422, body: { success: false, code: 'VOUCHER_NOT_APPLICABLE', message: 'Chưa thể áp dụng được mã giảm giá.' } },
      'POST /api/user/payment-for-order': { body: { success: true, message: 'Thanh toán đơn hàng thành công', data: order({ paid_vnd: 904_838, status: 'purchasing', status_label: 'Đang mua hàng', can_pay: false }) } },
    });
    const user = userEvent.setup();
    renderApp('/account/cart/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tạo đơn hàng' })).toBeTruthy();
    expect(await screen.findAllByTestId('checkout-item')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Nguyễn Văn An/ })).toHaveProperty('checked', true);

    // The breakdown: groups, first payment now, second payment later, total.
    await waitFor(() => expect(spaced(screen.getByTestId('quote-first-payment').textContent)).toBe('904.838 ₫'));
    expect(spaced(screen.getByTestId('quote-second-payment').textContent)).toBe('115.000 ₫');
    expect(spaced(screen.getByTestId('quote-total').textContent)).toBe('1.019.838 ₫');
    expect(within(screen.getByTestId('price-breakdown')).getByRole('heading', { name: 'Phí dịch vụ' })).toBeTruthy();
    // "Chi tiết cách tính" beside the total: each line with how it was computed.
    await user.click(within(screen.getByTestId('quote-calc')).getByText('Chi tiết cách tính'));
    expect(within(screen.getByTestId('quote-calc')).getAllByTestId('calc-line').length).toBeGreaterThan(0);
    const firstPreview = api.calls.find((c) => c.path === '/api/quote/user/request');
    expect(firstPreview?.body).toMatchObject({ cart_item_ids: ['7b1e0c53-3a55-4d43-9a86-0f1a2b3c4d5e'], route_code: 'JP-HN', ship_mode: 'air', confirm: false });

    // Another mode and a service: the preview follows.
    await user.selectOptions(screen.getByLabelText('Hình thức vận chuyển'), 'JP-HN|sea');
    await user.click(screen.getByRole('checkbox', { name: /Chụp ảnh sản phẩm/ }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/quote/user/request' && (c.body as { ship_mode?: string; services_extra?: string[] }).ship_mode === 'sea' && (c.body as { services_extra: string[] }).services_extra[0] === 'photo')).toBe(true),
    );

    // A coupon that does not apply, then one that does.
    await user.type(screen.getByLabelText('Nhập mã giảm giá'), 'SAIMA');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Chưa thể áp dụng được mã giảm giá.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Nhập mã giảm giá'));
    await user.type(screen.getByLabelText('Nhập mã giảm giá'), 'CHAOBAN50K');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Đã áp dụng mã CHAOBAN50K: giảm 50\.000/)).toBeTruthy();

    await user.type(screen.getByLabelText('Ghi chú'), 'Gói kỹ giúp mình');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Xem lại và xác nhận' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Xem lại và xác nhận' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận tạo đơn hàng?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tạo đơn hàng' }));

    const created = await screen.findByTestId('order-created');
    expect(within(created).getByText(/Mã đơn hàng: KM26030001/)).toBeTruthy();
    const confirmCall = api.calls.find((c) => c.path === '/api/quote/user/request' && (c.body as { confirm?: boolean }).confirm === true);
    expect(confirmCall?.body).toMatchObject({ confirm: true, address_id: address.id, coupon_code: 'CHAOBAN50K', note: 'Gói kỹ giúp mình', ship_mode: 'sea', services_extra: ['photo'] });
    expect((confirmCall?.body as { request_id?: string }).request_id).toMatch(/^[0-9a-f-]{36}$/);

    // Balance 2.000.000 ₫ ≥ 904.838 ₫: pay now.
    await user.click(within(created).getByRole('button', { name: 'Thanh toán ngay' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/user/payment-for-order')?.body).toMatchObject({ order_id: 'o1' }));
    expect(await within(created).findByRole('heading', { name: 'Thanh toán đơn hàng thành công' })).toBeTruthy();
    expect(within(created).getByRole('link', { name: 'Xem đơn hàng' }).getAttribute('href')).toBe('/account/quotes/KM26030001');
  });

  it('offers the top-up pre-filled with the shortfall; it stays open when the money arrives, says so, then pays', async () => {
    let balance = 100_000;
    const { calls } = loggedIn({
      'POST /api/quote/user/request': (req) => requestReply((req.body as { confirm?: boolean }).confirm === true),
      'GET /api/wallet': () => ({ body: { success: true, data: { balance_vnd: balance, held_vnd: 0, available_vnd: balance } } }),
      'GET /api/wallet/topup': (req) => ({ body: { success: true, data: topupInfo(Number(req.query.get('amount_vnd') ?? 0) || null) } }),
      'GET /api/transations/user': { body: { success: true, results: [], pagination: { page: 1, size: 20, total: 0 } } },
      'POST /api/user/payment-for-order': { body: { success: true, message: 'Thanh toán đơn hàng thành công', data: order({ paid_vnd: 904_838, status: 'purchasing', status_label: 'Đang mua hàng', can_pay: false }) } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/account/cart/checkout');
      await waitFor(() => expect((screen.getByRole('button', { name: 'Xem lại và xác nhận' }) as HTMLButtonElement).disabled).toBe(false));
      await user.click(screen.getByRole('button', { name: 'Xem lại và xác nhận' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tạo đơn hàng' }));
      const created = await screen.findByTestId('order-created');
      expect(spaced(within(created).getByText(/Số dư ví còn thiếu/).textContent)).toContain('804.838 ₫');
      expect(within(created).queryByRole('button', { name: 'Thanh toán ngay' })).toBeNull();

      // 904.838 ₫ due, 100.000 ₫ available: 804.838 ₫ missing, suggested rounded up to 805.000 ₫.
      await user.click(within(created).getByRole('button', { name: /^Nạp 805\.000\s₫ vào ví$/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Nạp tiền vào ví' });
      expect((within(dialog).getByRole('textbox', { name: /Số tiền muốn nạp/ }) as HTMLInputElement).value).toBe('805.000');
      expect(spaced(within(dialog).getByTestId('topup-shortfall').textContent)).toContain('Ví còn thiếu 804.838 ₫');
      await waitFor(() => expect(within(dialog).getByTestId('topup-content').textContent).toBe('QA36614A4E'));
      expect(calls.some((c) => c.path === '/api/wallet/topup' && c.query.get('amount_vnd') === '805000')).toBe(true);
      // The styled dialog: its own stylesheet classes are on it wherever it opens.
      expect(dialog.querySelector('.topup')).not.toBeNull();

      // The transfer arrives: the dialog stays open, says what arrived, and offers to pay.
      balance = 905_000;
      await vi.advanceTimersByTimeAsync(10_500);
      const received = await within(dialog).findByTestId('topup-received');
      expect(spaced(received.textContent)).toContain('Đã nhận 805.000 ₫. Số dư khả dụng: 905.000 ₫.');
      expect(screen.getByRole('dialog', { name: 'Nạp tiền vào ví' })).toBe(dialog);
      await user.click(within(received).getByRole('button', { name: 'Thanh toán ngay' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Thanh toán' }));
      await waitFor(() => expect(calls.find((c) => c.path === '/api/user/payment-for-order')?.body).toMatchObject({ order_id: 'o1' }));
      expect(await within(screen.getByTestId('order-created')).findByRole('heading', { name: 'Thanh toán đơn hàng thành công' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the customer on the page with the server message when creating fails', async () => {
    loggedIn({
      'POST /api/quote/user/request': (req) =>
        (req.body as { confirm?: boolean }).confirm
          ? { status: 409, body: { success: false, code: 'ORDER_PRICE_CHANGED', message: 'Giá sản phẩm đã thay đổi, vui lòng xem lại báo giá.' } }
          : requestReply(false),
    });
    const user = userEvent.setup();
    renderApp('/account/cart/checkout');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Xem lại và xác nhận' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Xem lại và xác nhận' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tạo đơn hàng' }));
    expect(await screen.findByText('Tạo đơn hàng thất bại')).toBeTruthy();
    expect(screen.getByText('Giá sản phẩm đã thay đổi, vui lòng xem lại báo giá.')).toBeTruthy();
    expect(screen.queryByTestId('order-created')).toBeNull();
  });

  it('preselects the route of the delivery address (TP. Hồ Chí Minh → JP-HCM) and follows another address', async () => {
    const hcmAddress = { ...address, id: 'a-hcm', receiver_name: 'Trần Thị Bình', province_code: '79', province_name: 'Thành phố Hồ Chí Minh', is_default: true };
    const hnAddress = { ...address, is_default: false };
    const hcmRoute = { ...route, _id: 'r2', code: 'JP-HCM', name: 'Nhật Bản – TP. Hồ Chí Minh', is_default: false, provinces: ['51', '79', '92'], warehouse: { id: 'w2', name: 'Kho TP. Hồ Chí Minh', address: 'TP. Hồ Chí Minh' } };
    const api = loggedIn({
      'GET /api/user/address/user': { body: { success: true, default_address: hcmAddress, results: [hcmAddress, hnAddress], limit: 20 } },
      'GET /api/route': { body: { success: true, results: [{ ...route, provinces: ['01', '46', '48'] }, hcmRoute], pagination: { page: 1, size: 100, total: 2 } } },
      'POST /api/quote/user/request': requestReply(false),
    });
    const user = userEvent.setup();
    renderApp('/account/cart/checkout');
    expect(await screen.findByRole('radio', { name: /Trần Thị Bình/ })).toHaveProperty('checked', true);
    await waitFor(() => expect((screen.getByLabelText('Hình thức vận chuyển') as HTMLSelectElement).value).toBe('JP-HCM|air'));
    expect(screen.getByText(/Kho TP\. Hồ Chí Minh/)).toBeTruthy();
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/quote/user/request')?.body).toMatchObject({ route_code: 'JP-HCM', ship_mode: 'air' }));

    // Delivering to Hà Nội instead: the route follows the address.
    await user.click(screen.getByRole('radio', { name: /Nguyễn Văn An/ }));
    await waitFor(() => expect((screen.getByLabelText('Hình thức vận chuyển') as HTMLSelectElement).value).toBe('JP-HN|air'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/quote/user/request' && (c.body as { route_code?: string }).route_code === 'JP-HN')).toBe(true));

    // A route the buyer picks stays until the address changes again.
    await user.selectOptions(screen.getByLabelText('Hình thức vận chuyển'), 'JP-HCM|sea');
    expect((screen.getByLabelText('Hình thức vận chuyển') as HTMLSelectElement).value).toBe('JP-HCM|sea');
    await user.click(screen.getByRole('radio', { name: /Trần Thị Bình/ }));
    await waitFor(() => expect((screen.getByLabelText('Hình thức vận chuyển') as HTMLSelectElement).value).toBe('JP-HCM|air'));
  });

  it('sends the customer back to the cart when nothing is chosen', async () => {
    loggedIn({ 'GET /api/cart/user': { body: cartReply([cartItem()]) } });
    renderApp('/account/cart/checkout');
    expect(await screen.findByRole('heading', { name: 'Chưa có sản phẩm nào được chọn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại giỏ hàng' }).getAttribute('href')).toBe('/account/cart');
  });

  it('adds an address from checkout and comes back to checkout with it', async () => {
    loggedIn({ 'GET /api/user/address/user': { body: { success: true, default_address: null, results: [], limit: 20 } } });
    renderApp('/account/cart/checkout');
    const add = await screen.findByRole('link', { name: 'Thêm địa chỉ' });
    expect(add.getAttribute('href')).toBe('/account/addresses?add=1&next=%2Faccount%2Fcart%2Fcheckout');
  });
});
