import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BidPriceResponse } from '@kaimono/contracts';
import { detail } from '@/test/catalog-fixtures';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { bidDto } from '../test/fixtures';

const CODE = 'x123456789';

const auction = (end: string) => ({
  current_price_jpy: 5_000,
  current_price_ex_tax_jpy: 4_545,
  start_price_jpy: 1_000,
  buy_now_price_jpy: 20_000,
  bid_count: 4,
  start_time: null,
  end_time: end,
  auto_extension: true,
  early_closing: false,
  status: 'open' as const,
  min_next_bid_jpy: 5_250,
});

/** GET /api/bid/price/{code}: the hold grows with the maximum asked (as the server's quote does). */
function priceReply(end: string, extra: Partial<BidPriceResponse['data']> = {}): MockHandler {
  return (req) => {
    const price = Number(req.query.get('price') ?? 5_250);
    const data: BidPriceResponse['data'] = {
      site: 'auction',
      code: CODE,
      title: 'Máy ảnh Canon AE-1',
      status: 'open',
      current_price_jpy: 5_000,
      current_price_tax_in_jpy: 5_000,
      start_price_jpy: 1_000,
      buy_now_price_jpy: 20_000,
      min_bid_jpy: 5_250,
      increment_jpy: 250,
      increment_table: [
        { from_jpy: 1, to_jpy: 999, step_jpy: 10 },
        { from_jpy: 1_000, to_jpy: 4_999, step_jpy: 100 },
        { from_jpy: 5_000, to_jpy: 9_999, step_jpy: 250 },
        { from_jpy: 10_000, to_jpy: 49_999, step_jpy: 500 },
        { from_jpy: 50_000, to_jpy: null, step_jpy: 1_000 },
      ],
      bid_count: 4,
      end_time: end,
      auto_extension: true,
      tax_rate: 0,
      price_jpy: price,
      hold_vnd: price * 200,
      hold_details: [{ code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá tối đa', amount_vnd: price * 200, amount_jpy: price, formula: `${price} ¥ × 200 ₫/¥ = ${price * 200} ₫` }] }],
      second_payment_vnd: 95_000,
      landed_min_vnd: price * 210,
      landed_max_vnd: price * 260,
      rate: 1_723_500,
      snipe_default_lead_seconds: 10,
      available_vnd: 1_500_000,
      is_highest_bidder: false,
      my_bid: null,
      ...extra,
    };
    return { body: { success: true, data } };
  };
}

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  const end = new Date(Date.now() + 3600_000).toISOString();
  window.localStorage.setItem('kaimono.token', 'tok-1');
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    [`GET /api/auction/item/${CODE}`]: {
      body: { success: true, data: detail({ site: 'auction', code: CODE, shipping_payer: 'buyer', price_jpy: 5_000, price_vnd: 861_750, auction: auction(end) }) },
    },
    [`GET /api/auction/domestic-shipping-fee/${CODE}`]: {
      body: { success: true, data: { code: CODE, fee_jpy: null, estimate_min_jpy: 800, estimate_max_jpy: 1500, shipping_payer: 'buyer', fee_vnd: null, note: null } },
    },
    'GET /api/user/address/user': { body: { success: true, default_address: null, results: [], limit: 20 } },
    'GET /api/route': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
    'GET /api/bid/check-last-minute-notif': { body: { success: true, message: '', data: { enabled: false, minutes: 5 } } },
    [`GET /api/bid/price/${CODE}`]: priceReply(end),
    ...handlers,
  });
  return { api, end };
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp(`/auction/item/${CODE}`);
  const panel = await screen.findByTestId('bid-panel');
  await user.click(within(panel).getByRole('button', { name: 'Đặt giá' }));
  const dialog = await screen.findByRole('dialog', { name: 'Đặt giá đấu' });
  return { user, dialog };
}

describe('bid dialog on an auction item page', () => {
  it('sends a guest to login and back', async () => {
    const end = new Date(Date.now() + 3600_000).toISOString();
    mockApi({
      ...baseHandlers(),
      [`GET /api/auction/item/${CODE}`]: { body: { success: true, data: detail({ site: 'auction', code: CODE, auction: auction(end) }) } },
    });
    renderApp(`/auction/item/${CODE}`);
    const panel = await screen.findByTestId('bid-panel');
    expect(within(panel).getByRole('link', { name: 'Đăng nhập để đặt giá' }).getAttribute('href')).toBe(`/account/login?next=%2Fauction%2Fitem%2F${CODE}`);
    expect(within(panel).queryByRole('button', { name: 'Đặt giá' })).toBeNull();
  });

  it('shows the increment rule, the minimum, the landed cost range and the hold of the maximum typed', async () => {
    setup();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByTestId('bid-increment').textContent).toContain('Bước giá hiện tại là ¥250 (giá hiện tại ¥5,000).');
    expect(within(dialog).getByTestId('bid-increment').textContent).toContain('Giá đặt tiếp theo tối thiểu: ¥5,250.');
    expect(within(dialog).getByText('Ít nhất ¥5,250. Bạn có thể nhập bất kỳ số yên nào từ mức này trở lên.')).toBeTruthy();
    expect(within(dialog).getByRole('timer')).toBeTruthy();
    // The increment table marks the current band.
    const band = within(dialog).getByRole('row', { name: /¥5,000 – ¥9,999/ });
    expect(band.getAttribute('aria-current')).toBe('true');

    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '6000');
    await waitFor(() => expect(within(dialog).getByTestId('bid-hold').textContent).toContain('1.200.000'));
    expect(within(dialog).getByTestId('bid-landed').textContent).toMatch(/1\.260\.000.*–.*1\.560\.000/);
    expect(within(dialog).getByTestId('bid-balance').textContent).toContain('1.500.000');
    expect(within(dialog).queryByTestId('bid-balance-short')).toBeNull();
    // "Chi tiết cách tính" beside the hold: the lines behind it with the server's formulas.
    await user.click(within(within(dialog).getByTestId('bid-calc')).getByText('Chi tiết cách tính'));
    expect(within(dialog).getByText('6000 ¥ × 200 ₫/¥ = 1200000 ₫')).toBeTruthy();
    expect(within(dialog).getAllByTestId('calc-total')[0]!.textContent).toContain('1.200.000');

    // More than the balance can hold: the shortfall, before anything is sent.
    await user.clear(within(dialog).getByLabelText(/Giá tối đa \(yên\)/));
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '9000');
    expect((await within(dialog).findByTestId('bid-balance-short')).textContent).toContain('cần nạp thêm ít nhất 300.000');
  });

  it('quotes the hold with the route and mode chosen, as the bid will carry them', async () => {
    const route = {
      _id: 'r2',
      code: 'JP-HCM',
      name: 'Nhật Bản – TP.HCM',
      description: '',
      ship_modes: [{ code: 'sea', name: 'Đường biển', price_per_kg_vnd: 95_000, min_weight_g: 5_000, volumetric_divisor: 4_000, lead_days_min: 25, lead_days_max: 35 }],
      warehouse: { id: 'w2', name: 'Kho TP.HCM', address: '' },
      active: true,
      is_default: false,
    };
    const { api } = setup({ 'GET /api/route': { body: { success: true, results: [route], pagination: { page: 1, size: 100, total: 1 } } } });
    const { user, dialog } = await openDialog();
    const select = await within(dialog).findByLabelText('Hình thức vận chuyển quốc tế');
    await user.selectOptions(select, 'Nhật Bản – TP.HCM – Đường biển');
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === `/api/bid/price/${CODE}` && c.query.get('route_code') === 'JP-HCM' && c.query.get('ship_mode') === 'sea')).toBe(true),
    );
  });

  it('refuses a maximum below the minimum next bid without calling the server', async () => {
    const { api } = setup();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '5100');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lên lịch đặt giá phút chót' }));
    expect(await within(dialog).findByText('Giá tối đa phải từ ¥5,250 trở lên (giá hiện tại cộng bước giá).')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/bid'))).toBe(false);
  });

  it('schedules a snipe with the spec bid payload and a request key', async () => {
    const { api } = setup({
      'POST /api/bid/snipe': (req) => ({ body: { success: true, message: 'Đã hẹn giờ đặt giá.', created: true, data: bidDto({ max_price_jpy: (req.body as { price: number }).price }) } }),
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '¥5,750' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lên lịch đặt giá phút chót' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đặt giá đấu' })).toBeNull());
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/bid/snipe')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ price: 5_750, code: CODE, mode: 'snipe', qty: 1, partial: false, payment_methods: null, services_extra: [] });
    expect(sent).toHaveProperty('ship_mode');
    expect(sent).toHaveProperty('shipping_charges');
    expect(String(sent.request_key)).toMatch(/^web-/);
    expect(await screen.findByText('Đã lên lịch đặt giá phút chót')).toBeTruthy();
  });

  it('bids now through POST /api/bid/now and shows the server message when it refuses', async () => {
    const { api } = setup({
      'POST /api/bid/now': { status: 400, body: { success: false, code: 'WALLET_INSUFFICIENT_BALANCE', message: 'Số dư ví không đủ: cần giữ 1.300.000 ₫ cho giá tối đa này.' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Đặt ngay/ }));
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '6500');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá ngay' }));
    expect((await within(dialog).findByTestId('bid-error')).textContent).toContain('Số dư ví không đủ: cần giữ 1.300.000 ₫ cho giá tối đa này.');
    expect(api.calls.filter((c) => c.path === '/api/bid/now')).toHaveLength(1);
  });

  it('uses the spec messages for a time-out and for an unexplained failure', async () => {
    let reply: MockReply = { status: 504, body: { success: false, code: 'BID_TIMEOUT', message: 'x' } };
    setup({ 'POST /api/bid/snipe': () => reply });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '6000');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lên lịch đặt giá phút chót' }));
    expect((await within(dialog).findByTestId('bid-error')).textContent).toContain('Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!');
    reply = { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi máy chủ.' } };
    await user.click(within(dialog).getByRole('button', { name: 'Lên lịch đặt giá phút chót' }));
    await waitFor(() => expect(within(dialog).getByTestId('bid-error').textContent).toContain('Không thể đặt giá sản phẩm vào lúc này!'));
  });

  it('raises a leading bid: only above the maximum already on the site', async () => {
    const end = new Date(Date.now() + 3600_000).toISOString();
    const mine = bidDto({ mode: 'now', status: 'leading', status_label: 'Đang dẫn đầu', max_price_jpy: 8_000, scheduled_at: null });
    const { api } = setup({
      [`GET /api/bid/price/${CODE}`]: priceReply(end, { my_bid: mine, is_highest_bidder: true }),
      'POST /api/bid/now': (req) => ({ body: { success: true, message: 'Đã nâng giá tối đa.', created: false, data: { ...mine, max_price_jpy: (req.body as { price: number }).price } } }),
    });
    const user = userEvent.setup();
    renderApp(`/auction/item/${CODE}`);
    const panel = await screen.findByTestId('bid-panel');
    expect((await within(panel).findByTestId('bid-panel-mine')).textContent).toContain('Giá tối đa của bạn: ¥8,000');
    await user.click(within(panel).getByRole('button', { name: 'Đặt lại giá tối đa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt giá đấu' });
    expect(within(dialog).getByTestId('bid-existing').textContent).toContain('¥8,000');
    await user.click(within(dialog).getByRole('radio', { name: /Đặt ngay/ }));
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '7000');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá ngay' }));
    expect(await within(dialog).findByText('Giá tối đa mới phải cao hơn giá tối đa bạn đã đặt (¥8,000).')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/Giá tối đa \(yên\)/));
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá ngay' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/bid/now')?.body).toMatchObject({ price: 9_000, mode: 'now' }));
  });

  it('bids on a Mercari auction through POST /api/bid/mercari', async () => {
    const end = new Date(Date.now() + 3600_000).toISOString();
    window.localStorage.setItem('kaimono.token', 'tok-1');
    const api = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/mercari/item/m55': { body: { success: true, product: { ...detail({ code: 'm55', auction: { ...auction(end), buy_now_price_jpy: null } }), category: null } } },
      'GET /api/user/address/user': { body: { success: true, default_address: null, results: [], limit: 20 } },
      'GET /api/route': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
      'GET /api/bid/check-last-minute-notif': { body: { success: true, message: '', data: { enabled: true, minutes: 5 } } },
      'GET /api/bid/price/m55': priceReply(end, { site: 'mercari', code: 'm55', buy_now_price_jpy: null }),
      'POST /api/bid/mercari': { body: { success: true, message: 'Đặt giá thành công!', created: true, data: bidDto({ site: 'mercari', code: 'm55', mode: 'now', status: 'leading', status_label: 'Đang dẫn đầu' }) } },
    });
    const user = userEvent.setup();
    renderApp('/mercari/item/m55');
    const panel = await screen.findByTestId('bid-panel');
    await waitFor(() => expect((within(panel).getByTestId('last-minute-switch') as HTMLInputElement).checked).toBe(true));
    await user.click(within(panel).getByRole('button', { name: 'Đặt giá Mercari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt giá đấu Mercari' });
    expect(within(dialog).getByText('Mercari không công bố bảng bước giá; Kaimono áp dụng cùng bảng với Yahoo! Auctions.', { exact: false })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /Đặt ngay/ }));
    await user.type(within(dialog).getByLabelText(/Giá tối đa \(yên\)/), '7000');
    await user.click(within(dialog).getByRole('checkbox', { name: /Tôi hiểu/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Đặt giá ngay' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/bid/mercari')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/bid/mercari')!.body).toMatchObject({ price: 7_000, code: 'm55', mode: 'now' });
  });
});
