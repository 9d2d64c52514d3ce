import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const itemPath = 'GET /api/mercari/item/m12345678901';
const itemReply = (overrides = {}): MockReply => ({ body: { success: true, product: { ...detail(overrides), category: null } } });
const address = {
  id: '0b8f2f7e-5d1c-4c51-9a3e-1f2a3b4c5d6e',
  receiver_name: 'Nguyễn Văn An',
  phone: '0912345678',
  province_code: '01',
  province_name: 'Thành phố Hà Nội',
  ward_code: '00004',
  ward_name: 'Phường Ba Đình',
  street: '12 Phố Đội Cấn',
  note: null,
  legacy_district: null,
  is_default: true,
  full_address: '12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội',
  created_at: '2026-03-01T03:00:00.000Z',
  updated_at: '2026-03-01T03:00:00.000Z',
};

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/user/address/user': { body: { success: true, default_address: address, results: [address], limit: 20 } },
    'GET /api/route': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
    ...handlers,
  });
}

describe('item page buying controls', () => {
  it('sends a guest to login and back', async () => {
    mockApi({ ...baseHandlers(), [itemPath]: itemReply() });
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    expect(within(panel).getByRole('link', { name: 'Đăng nhập để đặt mua' }).getAttribute('href')).toBe('/account/login?next=%2Fmercari%2Fitem%2Fm12345678901');
    expect(within(panel).queryByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeNull();
  });

  it('adds the item with its quantity to the cart', async () => {
    const api = loggedIn({ [itemPath]: itemReply({ stock: 5 }), 'POST /api/cart': { body: { success: true, message: 'ok', data: {} } } });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: /^Tăng số lượng/ }));
    await user.click(within(panel).getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(await within(panel).findByRole('link', { name: 'Xem giỏ hàng' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/cart')?.body).toEqual({ site_code: 'mercari', code: 'm12345678901', qty: 2, variant: null });
  });

  it('counts the added item on the header cart icon', async () => {
    let count = 1;
    loggedIn({
      [itemPath]: itemReply({ stock: 5 }),
      'GET /api/cart/count': () => ({ body: { success: true, count } }),
      'POST /api/cart': () => {
        count += 1;
        return { body: { success: true, message: 'ok', data: {} } };
      },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const header = within(screen.getByRole('banner'));
    const cartLink = await header.findByRole('link', { name: 'Giỏ hàng (1 sản phẩm)' });
    expect(cartLink.getAttribute('href')).toBe('/account/cart');
    expect(within(cartLink).getByTestId('cart-badge').textContent).toBe('1');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    const after = await header.findByRole('link', { name: 'Giỏ hàng (2 sản phẩm)' });
    expect(within(after).getByTestId('cart-badge').textContent).toBe('2');
  });

  it('buys now: the total in dong before confirming (the same request priced), then the order with that first payment', async () => {
    const route = {
      _id: 'r1',
      code: 'JP-HN',
      name: 'Nhật Bản → Hà Nội',
      description: '',
      ship_modes: [{ code: 'air', name: 'Đường bay', price_per_kg_vnd: 230_000, min_weight_g: 500, volumetric_divisor: 6000, lead_days_min: 5, lead_days_max: 9 }],
      warehouse: { id: 'w1', name: 'Kho Hà Nội', address: '' },
      active: true,
      is_default: true,
    };
    const details = [
      { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá sản phẩm', amount_vnd: 2_068_200, amount_jpy: 12_000, formula: '12.000 ¥ × 172,35 ₫/¥ = 2.068.200 ₫' }] },
      { code: 'service', title: 'Phí dịch vụ', lines: [{ code: 'service_fee', label: 'Phí mua hộ', amount_vnd: 103_410 }] },
      { code: 'international', title: 'Vận chuyển quốc tế', lines: [{ code: 'air', label: 'Đường bay (ước tính)', amount_vnd: 115_000 }] },
    ];
    const price = { details, first_payment: 2_171_610, second_payment: 115_000, discount_vnd: 0, total_vnd: 2_286_610 };
    const preview = { items: [], price, rate: 1_723_500, weight: 500, route_code: 'JP-HN', ship_mode: 'air', services_extra: [], coupons: [], coupon: null, calc_error: null };
    const order = {
      id: 'o9', _id: 'o9', code: 'KM26039999', status: 'waiting_deposit', status_label: 'Chờ đặt cọc', source: 'buy_now', items: [], note: '', coupons: [], services_extra: [],
      ship_mode: 'air', route_code: 'JP-HN', weight: 500, address: null, rate: 1_723_500, price, paid_vnd: 0, refunded_vnd: 0, second_payment_due_vnd: 0, second_payment_paid_vnd: 0,
      can_pay: true, can_cancel: true, can_confirm_receipt: false, created_at: '2026-03-02T03:00:00.000Z', updated_at: '2026-03-02T03:00:00.000Z',
    };
    const api = loggedIn({
      [itemPath]: itemReply(),
      'GET /api/route': { body: { success: true, results: [route], pagination: { page: 1, size: 100, total: 1 } } },
      'POST /api/quote/user/request': { body: { success: true, message: 'ok', confirmed: false, quote: preview, order: null } },
      'POST /api/buy-product-now': { body: { success: true, message: 'Tạo đơn hàng thành công', data: order } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: 'Mua ngay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mua ngay' });

    // Before anything is created: the breakdown in dong, with the address and the route.
    const shown = await within(dialog).findByTestId('buy-now-preview');
    await waitFor(() => expect(spaced(within(shown).getByTestId('quote-first-payment').textContent)).toBe('2.171.610 ₫'));
    expect(spaced(within(shown).getByTestId('quote-total').textContent)).toBe('2.286.610 ₫');
    expect(within(shown).getByTestId('buy-now-address').textContent).toBe('Giao đến: 12 Phố Đội Cấn, Phường Ba Đình, Thành phố Hà Nội');
    expect(within(shown).getByTestId('buy-now-route').textContent).toBe('Tuyến: Nhật Bản → Hà Nội – Đường bay');
    await user.click(within(shown).getByText('Chi tiết cách tính'));
    expect(within(shown).getByText('12.000 ¥ × 172,35 ₫/¥ = 2.068.200 ₫')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/buy-product-now')).toBe(false);
    // The preview priced exactly the request buy-now will send, without creating anything.
    const priced = api.calls.find((c) => c.path === '/api/quote/user/request')?.body as Record<string, unknown>;
    expect(priced).toMatchObject({ items: [{ site_code: 'mercari', code: 'm12345678901', qty: 1, price: 12_000 }], route_code: 'JP-HN', ship_mode: 'air', confirm: false });
    // The header's balance (0 ₫) is short: said before the order exists, with the top-up pre-filled.
    expect(spaced(within(shown).getByTestId('buy-now-short').textContent)).toContain('2.171.610 ₫');
    expect(within(shown).getByRole('button', { name: /^Nạp 2\.172\.000\s₫ vào ví$/ })).toBeTruthy();

    const confirm = within(dialog).getByTestId('buy-now-confirm');
    expect(spaced(confirm.textContent)).toBe('Xác nhận mua · thanh toán lần 1 2.171.610 ₫');
    await user.click(confirm);
    expect(await within(dialog).findByText(/Mã đơn hàng: KM26039999/)).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/buy-product-now')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ site_code: 'mercari', code: 'm12345678901', qty: 1, price: 12_000, address_id: address.id, route_code: 'JP-HN', ship_mode: 'air' });
    // The order's first payment is the one previewed.
    expect(spaced(within(dialog).getByTestId('order-first-payment').textContent)).toBe('2.171.610 ₫');
  });

  it('gives an auction without a buy-now price no cart button', async () => {
    const auction = {
      current_price_jpy: 3000,
      current_price_ex_tax_jpy: 3000,
      start_price_jpy: 1000,
      buy_now_price_jpy: null,
      bid_count: 2,
      start_time: null,
      end_time: '2030-01-01T00:00:00.000Z',
      auto_extension: true,
      early_closing: false,
      status: 'open' as const,
      min_next_bid_jpy: 3100,
    };
    loggedIn({
      'GET /api/auction/item/x1': { body: { success: true, product: { ...detail({ site: 'auction', code: 'x1', auction }), category: null } } },
      'GET /api/auction/domestic-shipping-fee/x1': { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'x' } },
    });
    renderApp('/auction/item/x1');
    const panel = await screen.findByTestId('buying-panel');
    expect(within(panel).getByText(/Sản phẩm đấu giá không có giá mua ngay/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Thương lượng giá' })).toBeNull();
  });

  it('sends a desired-price request: check first, then create without other_price and confirm', async () => {
    const api = loggedIn({
      [itemPath]: itemReply(),
      'POST /api/desired-price/check': (req) => ({
        body: {
          success: true,
          data: {
            allowed: (req.body as { desired_price?: number }).desired_price !== 1000,
            reason_code: null,
            reason: null,
            site_code: 'mercari',
            code: 'm12345678901',
            name: null,
            image: null,
            current_price: 4800,
            min_price: 2400,
            max_price: 4799,
            floor_percent: 50,
            existing_id: null,
          },
        },
      }),
      'POST /api/desired-price': { body: { success: true, message: 'Gửi yêu cầu thương lượng giá thành công!', data: {} } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: 'Thương lượng giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thương lượng giá với người bán' });
    const price = within(dialog).getByLabelText(/Giá mong muốn/);
    await user.type(price, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await within(dialog).findByText(/Giá mong muốn phải từ ¥2,400 trở lên/)).toBeTruthy();
    await user.clear(price);
    await user.type(price, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Gửi yêu cầu thương lượng giá thành công!')).toBeTruthy();
    const checks = api.calls.filter((c) => c.path === '/api/desired-price/check');
    expect(checks[0]?.body).toEqual({ site_code: 'mercari', code: 'm12345678901' });
    expect(checks.at(-1)?.body).toEqual({ site_code: 'mercari', code: 'm12345678901', desired_price: 4000 });
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/api/desired-price')?.body as Record<string, unknown>;
    expect(created).toMatchObject({ site_code: 'mercari', code: 'm12345678901', desired_price: 4000, qty: 1, buy_auto: true, address_id: address.id });
    expect(created).not.toHaveProperty('other_price');
    expect(created).not.toHaveProperty('confirm');
    expect(created).not.toHaveProperty('id');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the failure wording with the server message', async () => {
    loggedIn({
      [itemPath]: itemReply(),
      'POST /api/desired-price/check': { body: { success: true, data: { allowed: true, reason_code: null, reason: null, site_code: 'mercari', code: 'm12345678901', name: null, image: null, current_price: 4800, min_price: null, max_price: null, floor_percent: 50, existing_id: null } } },
      'POST /api/desired-price': { status: 409, body: { success: false, code: 'DESIRED_PRICE_EXISTS', message: 'Bạn đã có yêu cầu thương lượng cho sản phẩm này.' } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m12345678901');
    const panel = await screen.findByTestId('buying-panel');
    await user.click(within(panel).getByRole('button', { name: 'Thương lượng giá' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thương lượng giá với người bán' });
    await user.type(within(dialog).getByLabelText(/Giá mong muốn/), '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Gửi yêu cầu thương lượng giá không thành công!')).toBeTruthy();
    expect(screen.getAllByText('Bạn đã có yêu cầu thương lượng cho sản phẩm này.').length).toBeGreaterThan(0);
  });
});
