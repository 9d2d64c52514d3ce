import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { topupInfo } from '@/test/topup-fixture';
import type { OrderDto, OrderPaymentDto, QuotesResponse } from '../api/orders-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ORDER_ID = '0a000000-0000-4000-8000-000000000001';

function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: ORDER_ID,
    _id: ORDER_ID,
    code: 'KM260302000001',
    status: 'waiting_deposit',
    status_label: 'Chờ đặt cọc',
    source: 'cart',
    items: [
      {
        id: 'i1',
        site_code: 'mercari',
        code: 'm123',
        link: 'https://jp.mercari.com/item/m123',
        name: 'Máy ảnh Fujifilm X100V',
        name_vi: null,
        image: null,
        qty: 1,
        variant: 'Bạc',
        price: 120_000,
        price_jpy: 120_000,
        tax_included: true,
        domestic_shipping_jpy: 0,
        weight: 600,
        length: null,
        width: null,
        height: null,
        extra_services: [],
        seller: { id: 's1', name: 'Tanaka' },
        note: '',
      },
    ],
    note: '',
    coupons: [],
    services_extra: ['inspection'],
    ship_mode: 'air',
    route_code: 'JP-HN',
    route_name: 'Nhật Bản → Hà Nội',
    ship_mode_name: 'Đường bay',
    services_extra_names: [{ code: 'inspection', name: 'Kiểm tra hàng' }],
    weight: 1000,
    address: {
      id: 'a1',
      receiver_name: 'Nguyễn Văn An',
      phone: '0912345678',
      province_code: '01',
      province_name: 'Hà Nội',
      ward_code: '00001',
      ward_name: 'Phường Ba Đình',
      street: '1 Hoàng Hoa Thám',
      note: null,
      full_address: '1 Hoàng Hoa Thám, Phường Ba Đình, Hà Nội',
    },
    rate: 1_723_500,
    price: {
      details: [
        { code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá sản phẩm', amount_vnd: 20_682_000, amount_jpy: 120_000, formula: '120.000 ¥ × 172,35 ₫/¥ = 20.682.000 ₫' }] },
        { code: 'service', title: 'Phí dịch vụ', lines: [{ code: 'service_fee', label: 'Phí mua hộ 5%', amount_vnd: 1_034_100 }] },
      ],
      first_payment: 21_716_100,
      second_payment: 250_000,
      discount_vnd: 0,
      total_vnd: 21_966_100,
    },
    paid_vnd: 0,
    refunded_vnd: 0,
    second_payment_due_vnd: 0,
    second_payment_paid_vnd: 0,
    can_pay: true,
    can_cancel: true,
    can_confirm_receipt: false,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    timeline: [
      { status: 'waiting_deposit', from_status: null, label: 'Chờ đặt cọc', at: '2026-03-02T03:00:00.000Z', note: 'Tạo đơn từ giỏ hàng', actor: 'customer' },
    ],
    tracking: [
      { status: 'waiting_deposit', label: 'Chờ đặt cọc', done: true, current: true, at: '2026-03-02T03:00:00.000Z' },
      { status: 'purchasing', label: 'Đang mua hàng', done: false, current: false, at: null },
    ],
    ...overrides,
  };
}

function quotes(list: OrderDto[]): QuotesResponse {
  return {
    success: true,
    quotes: list,
    options: { statuses: [{ value: 'waiting_deposit', label: 'Chờ đặt cọc', count: 1 }] },
    pagination: { total: list.length, current: 1, pageSize: 20 },
    statistics: {
      total: 3,
      by_status: { waiting_deposit: 1, purchasing: 1, delivered: 1 },
      total_vnd: 40_000_000,
      paid_vnd: 18_000_000,
      refunded_vnd: 0,
      second_payment_outstanding_vnd: 250_000,
    },
  };
}

function payment(overrides: Partial<OrderPaymentDto> = {}): OrderPaymentDto {
  return {
    id: 'p1',
    order_id: ORDER_ID,
    order_code: 'KM260302000001',
    kind: 'first',
    kind_label: 'Thanh toán lần 1',
    amount_vnd: 21_716_100,
    reference: null,
    created_at: '2026-03-02T04:00:00.000Z',
    ...overrides,
  };
}

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/quotes/user': { body: quotes([order()]) },
    'GET /api/me/orders/KM260302000001': { body: { success: true, data: order() } },
    'GET /api/quote/user/payments': { body: { success: true, results: [], pagination: { page: 1, size: 100, total: 0 } } },
    ...handlers,
  });
}

/** fetch as mockApi set it, except file answers for `path`. */
function withFile(path: string, answer: () => Response) {
  const inner = globalThis.fetch;
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === path) return answer();
    return inner(input, init);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

describe('order management (/account/quotes)', () => {
  it('shows statistics, tabs by state with counts, the orders; tabs and search go to the server and the URL', async () => {
    const { calls } = loggedIn({});
    const user = userEvent.setup();
    const { router } = renderApp('/account/quotes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quản lý đơn hàng' })).toBeTruthy();
    const row = await screen.findByTestId('order-row');
    expect(within(row).getByRole('link', { name: 'Xem đơn hàng KM260302000001' }).getAttribute('href')).toBe('/account/quotes/KM260302000001');
    expect(within(row).getByText('Máy ảnh Fujifilm X100V')).toBeTruthy();
    expect(within(row).getByText('Chờ đặt cọc')).toBeTruthy();
    expect(within(row).getByText('Cần thanh toán')).toBeTruthy();
    expect(spaced(within(row).getByText(/21\.966\.100/).textContent)).toBe('21.966.100 ₫');
    expect(screen.getByTestId('orders-stat-total').textContent).toContain('3');
    expect(screen.getByTestId('orders-stat-progress').textContent).toContain('1');
    expect(spaced(screen.getByTestId('orders-stat-spent').textContent)).toContain('18.000.000 ₫');

    const tabs = screen.getByRole('tablist', { name: 'Trạng thái đơn hàng' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(12);
    await user.click(within(tabs).getByRole('tab', { name: /Đang mua hàng/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/quotes/user' && c.query.get('status') === 'purchasing')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('purchasing');
    expect(calls.filter((c) => c.path === '/api/quotes/user').at(-1)!.query.get('size')).toBe('20');

    await user.type(screen.getByRole('searchbox', { name: 'Tìm đơn hàng' }), '  X100V  ');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/quotes/user' && c.query.get('search') === 'X100V' && c.query.get('status') === 'purchasing')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('X100V');
  }, 20_000);

  it('an empty list invites to the cart; a failed load offers a retry', async () => {
    let fail = true;
    loggedIn({
      'GET /api/quotes/user': () =>
        fail ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } } : { body: quotes([]) },
    });
    const user = userEvent.setup();
    renderApp('/account/quotes');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Chưa có đơn hàng nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đến giỏ hàng' }).getAttribute('href')).toBe('/account/cart');
  }, 20_000);

  it('export downloads the xlsx with the server file name: "Xuất file thành công!"; a failure says "Xuất file thất bại!"', async () => {
    loggedIn({});
    let ok = true;
    const fileFetch = withFile('/api/quotes/user/export', () =>
      ok
        ? new Response('xlsx', {
            status: 200,
            headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-name': 'don-hang-20260302.xlsx' },
          })
        : new Response(JSON.stringify({ success: false, code: 'EXPORT_FAILED', message: 'Xuất file thất bại!' }), { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    const createUrl = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/account/quotes?status=waiting_deposit');
    await screen.findByTestId('order-row');
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Xuất file thành công!')).toBeTruthy();
    expect(clicks).toEqual(['don-hang-20260302.xlsx']);
    const exportCall = fileFetch.mock.calls.find(([input]) => String(input).includes('/api/quotes/user/export'))!;
    expect(String(exportCall[0])).toContain('status=waiting_deposit');
    expect((exportCall[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    ok = false;
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Xuất file thất bại!')).toBeTruthy();
    expect(clicks).toHaveLength(1);
  }, 20_000);
});

describe('Vietnamese titles (issue 14)', () => {
  const translated = (): OrderDto => {
    const base = order();
    return { ...base, items: [{ ...base.items[0]!, name: 'フジフイルム X100V シルバー 美品', name_vi: 'Máy ảnh Fujifilm X100V bạc, đẹp' }] };
  };

  it('the order list and the order page show the Vietnamese title first, the Japanese original below it in lang="ja"', async () => {
    loggedIn({
      'GET /api/quotes/user': { body: quotes([translated()]) },
      'GET /api/me/orders/KM260302000001': { body: { success: true, data: translated() } },
    });
    const { router } = renderApp('/account/quotes');
    const row = await screen.findByTestId('order-row');
    const vi = within(row).getByText('Máy ảnh Fujifilm X100V bạc, đẹp');
    const ja = within(row).getByText('フジフイルム X100V シルバー 美品');
    expect(ja.getAttribute('lang')).toBe('ja');
    expect(vi.getAttribute('lang')).toBeNull();
    expect(vi.compareDocumentPosition(ja) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await router.navigate('/account/quotes/KM260302000001');
    const item = await screen.findByTestId('order-item');
    const link = within(item).getByRole('link', { name: /Máy ảnh Fujifilm X100V bạc, đẹp/ });
    expect(link.textContent).toBe('Máy ảnh Fujifilm X100V bạc, đẹpフジフイルム X100V シルバー 美品');
    expect(within(item).getByText('フジフイルム X100V シルバー 美品').getAttribute('lang')).toBe('ja');
  }, 20_000);
});

describe('order detail (/account/quotes/{code})', () => {
  it('shows items, delivery, the two payments, the timeline; pays the first payment with one request id', async () => {
    let current = order();
    const { calls } = loggedIn({
      'GET /api/me/orders/KM260302000001': () => ({ body: { success: true, data: current } }),
      'POST /api/user/payment-for-order': () => {
        current = order({
          status: 'purchasing',
          status_label: 'Đang mua hàng',
          paid_vnd: 21_716_100,
          can_pay: false,
          timeline: [...order().timeline!, { status: 'purchasing', from_status: 'waiting_deposit', label: 'Đang mua hàng', at: '2026-03-02T04:00:00.000Z', note: 'Đã thanh toán lần 1', actor: 'system' }],
        });
        return { body: { success: true, message: 'Thanh toán đơn hàng thành công', data: current } };
      },
      'GET /api/quote/user/payments': () => ({
        body: { success: true, results: current.paid_vnd ? [payment()] : [], pagination: { page: 1, size: 100, total: current.paid_vnd ? 1 : 0 } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/account/quotes/KM260302000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn hàng KM260302000001' })).toBeTruthy();
    expect(await screen.findByText('Máy ảnh Fujifilm X100V')).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn An · 0912345678 · 1 Hoàng Hoa Thám, Phường Ba Đình, Hà Nội')).toBeTruthy();
    expect(screen.getByText('172,35 ₫/¥')).toBeTruthy();
    // Human names from the fee schedule, not its codes.
    expect(screen.getByText('Nhật Bản → Hà Nội')).toBeTruthy();
    expect(screen.getByText('Đường bay')).toBeTruthy();
    expect(screen.getByText('Kiểm tra hàng')).toBeTruthy();
    expect(screen.queryByText(/JP-HN|^air$|inspection/)).toBeNull();
    // "Chi tiết cách tính" beside the total: the server's formula of each line.
    await user.click(within(screen.getByTestId('order-calc')).getByText('Chi tiết cách tính'));
    expect(within(screen.getByTestId('order-calc')).getByText('120.000 ¥ × 172,35 ₫/¥ = 20.682.000 ₫')).toBeTruthy();
    expect(spaced(screen.getByTestId('order-first-payment').textContent)).toContain('21.716.100 ₫');
    expect(spaced(screen.getByTestId('order-second-payment').textContent)).toContain('250.000 ₫');
    expect(spaced(screen.getByTestId('order-remaining').textContent)).toContain('21.716.100 ₫');
    expect(await screen.findByText('Chưa có khoản thanh toán nào.')).toBeTruthy();
    expect(screen.getAllByTestId('order-timeline-step')).toHaveLength(1);
    expect(screen.getAllByTestId('order-tracking-step')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /^Thanh toán lần 1: 21\.716\.100/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Thanh toán lần 1 cho đơn hàng?' });
    await user.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('Thanh toán đơn hàng thành công')).toBeTruthy();
    const pays = calls.filter((c) => c.path === '/api/user/payment-for-order');
    expect(pays).toHaveLength(1);
    expect((pays[0]!.body as { order_id: string }).order_id).toBe(ORDER_ID);
    expect((pays[0]!.body as { request_id: string }).request_id).toMatch(/^[0-9a-f-]{8,}$/);
    await waitFor(() => expect(screen.getAllByTestId('order-timeline-step')).toHaveLength(2));
    expect(await screen.findByTestId('order-payment-row')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Thanh toán lần 1/ })).toBeNull();
  }, 20_000);

  it('insufficient balance: the message and the top-up dialog pre-filled with the shortfall; nothing else changes', async () => {
    loggedIn({
      'GET /api/wallet': { body: { success: true, data: { balance_vnd: 16_100, held_vnd: 0, available_vnd: 16_100 } } },
      'GET /api/wallet/topup': (req) => ({ body: { success: true, data: topupInfo(Number(req.query.get('amount_vnd') ?? 0) || null) } }),
      'POST /api/user/payment-for-order': {
        status: 409,
        body: { success: false, code: 'ORDER_BALANCE_INSUFFICIENT', message: 'Số dư ví không đủ, còn thiếu 21.716.100 ₫.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/account/quotes/KM260302000001');
    await user.click(await screen.findByRole('button', { name: /^Thanh toán lần 1/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Thanh toán' }));
    const alert = await screen.findByRole('alert');
    expect(spaced(alert.textContent)).toContain('Số dư ví không đủ, còn thiếu 21.716.100 ₫.');
    expect(await screen.findByRole('button', { name: /^Thanh toán lần 1/ })).toBeTruthy();
    // Owed 21.716.100 ₫, available 16.100 ₫: 21.700.000 ₫ missing.
    await user.click(within(alert).getByRole('button', { name: /^Nạp 21\.700\.000\s₫ vào ví$/ }));
    const topUp = await screen.findByRole('dialog', { name: 'Nạp tiền vào ví' });
    expect((within(topUp).getByRole('textbox', { name: /Số tiền muốn nạp/ }) as HTMLInputElement).value).toBe('21.700.000');
    expect(spaced(within(topUp).getByTestId('topup-shortfall').textContent)).toContain('Ví còn thiếu 21.700.000 ₫');
  }, 20_000);

  it('cancel asks first; confirm receipt when delivering; "Khiếu nại" opens the complaint form pre-filled', async () => {
    let current = order({ status: 'delivering', status_label: 'Đang giao hàng', can_pay: false, can_cancel: false, can_confirm_receipt: true, paid_vnd: 21_966_100 });
    const { calls } = loggedIn({
      'GET /api/me/orders/KM260302000001': () => ({ body: { success: true, data: current } }),
      'POST /api/me/orders/0a000000-0000-4000-8000-000000000001/confirm-receipt': () => {
        current = { ...current, status: 'delivered', status_label: 'Đã nhận hàng', can_confirm_receipt: false };
        return { body: { success: true, message: 'Đã xác nhận nhận hàng', data: current } };
      },
      'GET /api/complaint/type': { body: { success: true, results: [{ code: 'damaged', name: 'Hàng hư hỏng', description: 'Hàng bị vỡ.', response_hours: 48 }] } },
    });
    const user = userEvent.setup();
    renderApp('/account/quotes/KM260302000001');
    expect(await screen.findByText('Đang giao hàng', { selector: '.order-status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hủy đơn hàng' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Bạn đã nhận đủ hàng?' })).getByRole('button', { name: 'Đã nhận hàng' }));
    expect(await screen.findByText('Đã xác nhận nhận hàng')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/confirm-receipt'))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Xác nhận đã nhận hàng' })).toBeNull());

    const complaint = screen.getByRole('link', { name: 'Gửi khiếu nại về đơn hàng KM260302000001' });
    expect(complaint.getAttribute('href')).toBe('/account/complaints/new?order_code=KM260302000001');
    await user.click(complaint);
    expect(((await screen.findByLabelText(/Mã đơn hàng/)) as HTMLInputElement).value).toBe('KM260302000001');
  }, 20_000);

  it('cancelling a waiting order posts the cancel after the question', async () => {
    let current = order();
    const { calls } = loggedIn({
      'GET /api/me/orders/KM260302000001': () => ({ body: { success: true, data: current } }),
      'POST /api/me/orders/0a000000-0000-4000-8000-000000000001/cancel': () => {
        current = order({ status: 'cancelled', status_label: 'Đã hủy', can_pay: false, can_cancel: false });
        return { body: { success: true, message: 'Đã hủy đơn hàng', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/quotes/KM260302000001');
    await user.click(await screen.findByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hủy đơn hàng này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Giữ đơn' }));
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Hủy đơn hàng' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy đơn' }));
    expect(await screen.findByText('Đã hủy đơn hàng')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hủy đơn hàng' })).toBeNull());
  }, 20_000);

  it("another customer's or an unknown order: not found, nothing shown", async () => {
    loggedIn({
      'GET /api/me/orders/KM999': { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng.' } },
    });
    renderApp('/account/quotes/KM999');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quay lại danh sách đơn hàng', hidden: false })).toBeTruthy();
  }, 20_000);
});
