import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workQueueFilterText } from '@kaimono/i18n';
import type { PurchaseQueueItem, ToReceiveItem, WarehousePackageDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import OrderPackage from './order-package';

const admin = { ...testUser, id: 'staff-1', role: 'admin' as const };

function queued(overrides: Partial<PurchaseQueueItem> = {}): PurchaseQueueItem {
  return {
    order_id: 'o-1',
    order_code: 'KM261128000001',
    status: 'purchasing',
    won_auction: false,
    paid_at: '2026-11-20T03:00:00.000Z',
    customer: { id: 'c1', customer_no: 'KM000777', full_name: 'Lê Văn Khách', phone: '0987654321' },
    items: [
      { site: 'shopping', code: 'store_123', link: 'https://store.shopping.yahoo.co.jp/store/123.html', name: 'Bình giữ nhiệt Zojirushi', image: null, qty: 1, variant: '', price_jpy: 3_000, price_now_jpy: 3_200, price_now_note: null },
    ],
    expected_goods_jpy: 3_000,
    expected_shipping_jpy: 800,
    rate: '172.5',
    rate_scaled: 1_725_000,
    first_payment_vnd: 700_000,
    ...overrides,
  };
}

const OLD = queued();
const WON = queued({
  order_id: 'o-2',
  order_code: 'KM261128000002',
  status: 'purchased',
  won_auction: true,
  items: [{ site: 'auction', code: 'x100', link: 'https://page.auctions.yahoo.co.jp/jp/auction/x100', name: 'Máy ảnh Canon AE-1', image: null, qty: 1, variant: '', price_jpy: 5_000, price_now_jpy: null, price_now_note: 'Sàn phản hồi chậm, thử lại sau.' }],
  expected_goods_jpy: 5_000,
  expected_shipping_jpy: 0,
});

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/purchasing/queue': { body: { success: true, results: [OLD, WON], total: 2, oldest_at: OLD.paid_at } },
    ...handlers,
  });
}

const rowOf = async (code: string) => (await screen.findAllByTestId('purchase-row')).find((r) => r.getAttribute('data-order-code') === code)!;

describe('/admin/purchasing', () => {
  it('lists the queue oldest first with the marketplace link, the price then and now, won auctions marked; links to the bid queue', async () => {
    setup();
    renderApp('/admin/purchasing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mua hàng' })).toBeTruthy();
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows.map((r) => r.getAttribute('data-order-code'))).toEqual([OLD.order_code, WON.order_code]);
    expect(within(rows[0]!).getByRole('link', { name: 'Bình giữ nhiệt Zojirushi' }).getAttribute('href')).toBe(OLD.items[0]!.link);
    expect(rows[0]!.textContent).toContain('Giá đã đổi');
    expect(within(rows[1]!).getByText('Đã thắng đấu giá')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Sàn phản hồi chậm, thử lại sau.');
    expect(screen.getByText('2 đơn chờ mua')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hàng đợi đấu giá trực tiếp' }).getAttribute('href')).toBe('/admin/purchasing/bids');
  });

  it('is a card of the back office index; the live bid queue moved under purchasing (/admin/bids leads there)', async () => {
    setup({ 'GET /api/admin/bids/queue': { body: { success: true, results: [] } } });
    const { router } = renderApp('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Các mục quản trị' }));
    expect(nav.getByRole('link', { name: /^Mua hàng/ }).getAttribute('href')).toBe('/admin/purchasing');
    expect(nav.getByRole('link', { name: /^Kho Nhật/ }).getAttribute('href')).toBe('/admin/warehouse-jp');
    await router.navigate('/admin/bids');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hàng đợi đấu giá' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/purchasing/bids');
    expect((await screen.findByRole('link', { name: /Mua hàng$/ })).getAttribute('href')).toBe('/admin/purchasing');
  });

  it('records a purchase: previews the refund by the server’s rule, sends the figures, shows the answer', async () => {
    const { calls } = setup({
      'POST /api/admin/purchasing/orders/o-1/purchase': { body: { success: true, message: 'Đã ghi nhận mua hàng cho đơn KM261128000001.', replayed: false, data: {} } },
    });
    const user = userEvent.setup();
    renderApp('/admin/purchasing');
    await user.click(within(await rowOf(OLD.order_code)).getByRole('button', { name: `Ghi nhận mua ${OLD.order_code}` }));
    const dialog = await screen.findByRole('dialog', { name: `Ghi nhận mua hàng · ${OLD.order_code}` });
    await user.type(within(dialog).getByLabelText(/Mã đơn trên sàn/), 'YS-555');
    const price = within(dialog).getByLabelText(/Giá mua thực tế/);
    await user.clear(price);
    await user.type(price, '2.600');
    const shipping = within(dialog).getByLabelText(/Phí ship nội địa Nhật thực tế/);
    await user.clear(shipping);
    await user.type(shipping, '700');
    // (2.600 + 700) − (3.000 + 800) = −500 ¥ × 172,5 = 86.250 ₫ back to the wallet.
    expect(within(dialog).getByTestId('purchase-preview').textContent).toMatch(/hoàn 86\.250\s?₫ vào ví khách/);
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Đã ghi nhận mua hàng cho đơn KM261128000001.')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/purchasing/orders/o-1/purchase');
    expect(sent?.body).toEqual({ marketplace_order_number: 'YS-555', price_paid_jpy: 2_600, domestic_shipping_jpy: 700 });
  });

  it('a won auction needs only the marketplace number; a refusal shows the server’s message', async () => {
    const { calls } = setup({
      'POST /api/admin/purchasing/orders/o-2/purchase': { status: 409, body: { success: false, code: 'PURCHASE_ALREADY_RECORDED', message: 'Đơn hàng này đã được ghi nhận mua hàng. Không thể ghi nhận lần nữa.' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/purchasing');
    await user.click(within(await rowOf(WON.order_code)).getByRole('button', { name: `Ghi nhận mua ${WON.order_code}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Giá mua thực tế/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Mã đơn trên sàn/), 'YA-1');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Đơn hàng này đã được ghi nhận mua hàng. Không thể ghi nhận lần nữa.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ marketplace_order_number: 'YA-1', domestic_shipping_jpy: 0 });
  });

  it('works with the keyboard: j/k select an order, Enter opens its record dialog', async () => {
    setup();
    const user = userEvent.setup();
    renderApp('/admin/purchasing');
    const rows = await screen.findAllByTestId('purchase-row');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('jj');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('k');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: `Ghi nhận mua hàng · ${OLD.order_code}` })).toBeTruthy();
    // Keys typed in the dialog are its own.
    await user.keyboard('j');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('the seller cancels with a reason', async () => {
    const { calls } = setup({
      'POST /api/admin/purchasing/orders/o-1/seller-cancel': { body: { success: true, message: 'Đơn KM261128000001 đã hoàn 700.000 ₫ vào ví khách.', refunded_vnd: 700_000 } },
    });
    const user = userEvent.setup();
    renderApp('/admin/purchasing');
    await user.click(within(await rowOf(OLD.order_code)).getByRole('button', { name: `Người bán hủy ${OLD.order_code}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Lý do/), 'Hết hàng');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận người bán hủy' }));
    expect(await screen.findByText('Đơn KM261128000001 đã hoàn 700.000 ₫ vào ví khách.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Hết hàng' });
  });
});

const WAITING: ToReceiveItem = {
  order_id: 'o-3',
  order_code: 'KM261128000003',
  status: 'purchased',
  marketplace_order_number: 'YS-1',
  tracking_number: 'TRK-1',
  purchased_at: '2026-11-25T03:00:00.000Z',
  customer: { id: 'c1', customer_no: 'KM000777', full_name: 'Lê Văn Khách' },
  items: [{ name: 'Bình giữ nhiệt', image: null, qty: 2, variant: 'Đỏ' }],
  services: ['photos'],
};

const PACKAGE: WarehousePackageDto = {
  id: 'p-1',
  order_id: 'o-3',
  order_code: 'KM261128000003',
  weight_g: 1_250,
  length_cm: 30,
  width_cm: 20,
  height_cm: 15,
  shelf: 'B-03',
  condition: 'good',
  condition_label: 'Nguyên vẹn',
  condition_note: '',
  received_at: '2026-11-27T03:00:00.000Z',
  photos: [{ id: 'f-1', url: '/api/files/f-1', width: 80, height: 60, added_at: '2026-11-27T03:00:00.000Z' }],
  open_photo_request: null,
};

function setupWarehouse(handlers: Record<string, MockHandler | MockReply> = {}) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/warehouse-jp/queue': { body: { success: true, results: [WAITING], total: 1, oldest_at: WAITING.purchased_at } },
    'GET /api/admin/warehouse-jp/photo-requests': { body: { success: true, results: [] } },
    ...handlers,
  });
}

describe('/admin/warehouse-jp', () => {
  it('the scan box has the focus; a scanned tracking number opens the form; bad measures are refused before sending; then back to the scan box', async () => {
    const { calls } = setupWarehouse({
      'GET /api/admin/warehouse-jp/lookup': (req) =>
        req.query.get('q') === 'TRK-1'
          ? { body: { success: true, data: WAITING } }
          : { status: 404, body: { success: false, code: 'WAREHOUSE_ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng với mã đơn hoặc mã vận đơn này.' } },
      'POST /api/admin/warehouse-jp/receive': { body: { success: true, message: 'Đã nhận đơn KM261128000003 vào kệ B-03.', data: PACKAGE } },
    });
    const user = userEvent.setup();
    renderApp('/admin/warehouse-jp');
    const scan = await screen.findByLabelText('Mã đơn hoặc mã vận đơn');
    await waitFor(() => expect(document.activeElement).toBe(scan));
    expect((await screen.findAllByTestId('receive-row'))[0]!.textContent).toContain('TRK-1');

    // A scanner types and presses Enter.
    await user.type(scan, 'NOPE{Enter}');
    expect(await screen.findByText('Không tìm thấy đơn hàng với mã đơn hoặc mã vận đơn này.')).toBeTruthy();
    expect(document.activeElement).toBe(scan);
    await user.type(scan, 'TRK-1{Enter}');
    const form = await screen.findByRole('form', { name: 'Nhận kiện hàng · KM261128000003' });
    expect(form.textContent).toContain('2 × Bình giữ nhiệt (Đỏ)');
    await user.type(within(form).getByLabelText(/Cân nặng/), '-5');
    await user.click(within(form).getByRole('button', { name: 'Xác nhận nhận hàng' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const weight = within(form).getByLabelText(/Cân nặng/);
    await user.clear(weight);
    await user.type(weight, '1250');
    await user.type(within(form).getByLabelText(/^Dài/), '30');
    await user.type(within(form).getByLabelText(/^Rộng/), '20');
    await user.type(within(form).getByLabelText(/^Cao/), '15');
    await user.type(within(form).getByLabelText(/Vị trí kệ/), 'B-03');
    await user.selectOptions(within(form).getByLabelText(/Tình trạng/), 'damaged');
    await user.click(within(form).getByRole('button', { name: 'Xác nhận nhận hàng' }));
    expect(await screen.findByText('Đã nhận đơn KM261128000003 vào kệ B-03.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'TRK-1', weight_g: 1_250, length_cm: 30, width_cm: 20, height_cm: 15, shelf: 'B-03', condition: 'damaged', photos: [] });
    await waitFor(() => expect(screen.queryByRole('form', { name: /Nhận kiện hàng/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Mã đơn hoặc mã vận đơn')));
  });
});

describe('/admin/warehouse-jp with the keyboard', () => {
  it('keys typed in the scan box stay there; out of it, j selects a waiting order and Enter opens its receive form', async () => {
    const SECOND: ToReceiveItem = { ...WAITING, order_id: 'o-4', order_code: 'KM261128000004', tracking_number: 'TRK-2' };
    setupWarehouse({ 'GET /api/admin/warehouse-jp/queue': { body: { success: true, results: [WAITING, SECOND], total: 2, oldest_at: WAITING.purchased_at } } });
    const user = userEvent.setup();
    renderApp('/admin/warehouse-jp');
    const scan = await screen.findByLabelText('Mã đơn hoặc mã vận đơn');
    const rows = await screen.findAllByTestId('receive-row');
    expect(screen.getByText('2 đơn chờ nhận')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(scan));
    await user.keyboard('jk');
    expect((scan as HTMLInputElement).value).toBe('jk');
    expect(rows.some((r) => r.getAttribute('aria-current') === 'true')).toBe(false);
    scan.blur();
    await user.keyboard('jj');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('form', { name: 'Nhận kiện hàng · KM261128000004' })).toBeTruthy();
  });
});

describe('the package on the customer’s order page', () => {
  it('shows weight, size and the warehouse’s photos, and asks for more photos at the photo service’s price', async () => {
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/order/KM261128000003/package': { body: { success: true, data: PACKAGE, photo_service: { name: 'Chụp ảnh sản phẩm', price_vnd: 40_000, formula: '2 × 20.000 ₫ = 40.000 ₫' } } },
      'POST /api/order/KM261128000003/photo-requests': { body: { success: true, message: 'Đã gửi yêu cầu chụp thêm ảnh.', data: {} } },
    });
    const user = userEvent.setup();
    renderApp('/package', { routes: [{ path: '/package', element: <OrderPackage code="KM261128000003" /> }] });
    const card = await screen.findByTestId('order-package');
    expect(card.textContent).toContain('1,25 kg');
    expect(card.textContent).toContain('30 × 20 × 15 cm');
    expect(within(card).getByRole('img', { name: 'Ảnh kiện hàng 1' }).getAttribute('src')).toBe('/api/files/f-1');
    await user.click(within(card).getByRole('button', { name: 'Yêu cầu chụp thêm ảnh' }));
    expect(card.textContent).toMatch(/Chụp ảnh sản phẩm: 40\.000\s?₫/);
    await user.type(within(card).getByLabelText(/Bạn muốn chụp thêm gì/), 'Mặt sau');
    await user.click(within(card).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText('Đã gửi yêu cầu chụp thêm ảnh.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Mặt sau' });
  });
});

describe('the filter bars of the purchasing queue and the Japan warehouse list', () => {
  const ft = workQueueFilterText;
  const queueCalls = (calls: { path: string; query: URLSearchParams }[], path: string) => calls.filter((c) => c.path === path).map((c) => Object.fromEntries(c.query));

  it('/admin/purchasing: the URL’s filters go to the server; choosing a site and searching a phone writes them to the URL', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/purchasing?from=2026-11-01&to=2026-11-28');
    await screen.findAllByTestId('purchase-row');
    expect(queueCalls(calls, '/api/admin/purchasing/queue').at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect((screen.getByLabelText(ft.from) as HTMLInputElement).value).toBe('2026-11-01');

    await user.selectOptions(screen.getByLabelText(ft.site), 'mercari');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('site')).toBe('mercari'));
    await user.type(screen.getByLabelText(ft.search), '0912345678');
    await user.click(screen.getByRole('button', { name: ft.apply }));
    await waitFor(() => expect(queueCalls(calls, '/api/admin/purchasing/queue').at(-1)).toEqual({ site: 'mercari', q: '0912345678', from: '2026-11-01', to: '2026-11-28' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('0912345678');

    await user.click(screen.getByRole('button', { name: ft.clear }));
    await waitFor(() => expect(queueCalls(calls, '/api/admin/purchasing/queue').at(-1)).toEqual({}));
  });

  it('/admin/warehouse-jp: the same bar filters the list to receive', async () => {
    const { calls } = setupWarehouse();
    renderApp('/admin/warehouse-jp?site=shopping&q=KM2611');
    await screen.findAllByTestId('receive-row');
    expect(queueCalls(calls, '/api/admin/warehouse-jp/queue').at(-1)).toEqual({ site: 'shopping', q: 'KM2611' });
    expect((screen.getByLabelText(ft.site) as HTMLSelectElement).value).toBe('shopping');
    expect((screen.getByLabelText(ft.search) as HTMLInputElement).value).toBe('KM2611');
  });
});
