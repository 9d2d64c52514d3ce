import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminBillDto, AdminOrderDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = { ...testUser, role: 'admin' as const };
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ORDER_ID = '0a000000-0000-4000-8000-000000000001';
const BILL_ID = '0b000000-0000-4000-8000-000000000001';

function adminOrder(overrides: Partial<AdminOrderDto> = {}): AdminOrderDto {
  return {
    id: ORDER_ID,
    _id: ORDER_ID,
    code: 'KM260302000001',
    status: 'purchasing',
    status_label: 'Đang mua hàng',
    source: 'cart',
    items: [
      {
        id: 'i1',
        site_code: 'rakuten',
        code: 'shop:item-1',
        link: 'https://item.rakuten.co.jp/shop/item-1/',
        name: 'Máy ảnh Fujifilm X100V',
        name_vi: null,
        image: null,
        qty: 2,
        variant: '',
        price: 60_000,
        price_jpy: 60_000,
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
    services_extra: [],
    ship_mode: 'air',
    route_code: 'JP-HN',
    weight: 1200,
    address: {
      id: 'a1',
      receiver_name: 'Lê Thị Nhận',
      phone: '0987654321',
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
      details: [{ code: 'goods', title: 'Tiền hàng', lines: [{ code: 'goods', label: 'Giá sản phẩm', amount_vnd: 20_682_000, amount_jpy: 120_000 }] }],
      first_payment: 21_716_100,
      second_payment: 250_000,
      discount_vnd: 0,
      total_vnd: 21_966_100,
    },
    paid_vnd: 21_716_100,
    refunded_vnd: 0,
    second_payment_due_vnd: 0,
    second_payment_paid_vnd: 0,
    can_pay: false,
    can_cancel: true,
    can_confirm_receipt: false,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    timeline: [
      { status: 'waiting_deposit', from_status: null, label: 'Chờ thanh toán', at: '2026-03-02T03:00:00.000Z', note: 'Tạo đơn từ giỏ hàng', actor: 'customer' },
      { status: 'purchasing', from_status: 'waiting_deposit', label: 'Đang mua hàng', at: '2026-03-02T04:00:00.000Z', note: '', actor: 'system' },
    ],
    tracking: [],
    customer: { id: 'u9', customer_no: 'KM000777', full_name: 'Phạm Minh Khách', phone: '0901234567' },
    next_statuses: [
      { value: 'purchased', label: 'Đã mua hàng' },
      { value: 'cancelled', label: 'Đã hủy' },
      { value: 'refunded', label: 'Đã hoàn tiền' },
    ],
    payments: [
      { id: 'p1', order_id: ORDER_ID, order_code: 'KM260302000001', kind: 'first', kind_label: 'Thanh toán lần 1', amount_vnd: 21_716_100, reference: null, created_at: '2026-03-02T04:00:00.000Z' },
    ],
    ...overrides,
  };
}

function bill(overrides: Partial<AdminBillDto> = {}): AdminBillDto {
  return {
    id: BILL_ID,
    _id: BILL_ID,
    code: 'HD260302000007',
    status: 'unpaid',
    status_label: 'Chưa thanh toán',
    amount_vnd: 486_000,
    rate_scaled: 1_723_500,
    rate: '172.35',
    lines: [{ code: 'international', label: 'Cước quốc tế (1,8 kg)', amount_vnd: 486_000 }],
    route_code: 'JP-HN',
    ship_mode: 'air',
    weight_g: 1800,
    chargeable_weight_g: 1800,
    orders: [{ id: ORDER_ID, code: 'KM260302000001', amount_vnd: 486_000, items: [] }],
    parcels: [],
    address: null,
    due_at: '2026-03-09T03:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    customer: { id: 'u9', customer_no: 'KM000777', full_name: 'Phạm Minh Khách', phone: '0901234567' },
    ...overrides,
  };
}

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/orders': (req) => {
      const status = req.query.get('status');
      const results = [adminOrder(), adminOrder({ id: 'o2', _id: 'o2', code: 'KM260302000002', status: 'delivered', status_label: 'Đã nhận hàng' })].filter(
        (o) => !status || o.status === status,
      );
      return { body: { success: true, results, pagination: { page: Number(req.query.get('page') ?? 1), size: 20, total: results.length } } };
    },
    [`GET /api/admin/orders/${ORDER_ID}`]: { body: { success: true, message: '', data: adminOrder() } },
    'GET /api/admin/bills': { body: { success: true, results: [], pagination: { page: 1, size: 50, total: 0 }, options: { statuses: [] } } },
    ...handlers,
  });
}

describe('/admin/orders', () => {
  it('lists every order with customer, site, items, total, paid, state and date; filters by state and searches on the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn hàng' })).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows).toHaveLength(2);
    const row = rows[0]!;
    expect(within(row).getByRole('link', { name: 'KM260302000001' }).getAttribute('href')).toBe(`/admin/orders/${ORDER_ID}`);
    expect(within(row).getByText('Phạm Minh Khách')).toBeTruthy();
    expect(within(row).getByText('KM000777 · 0901234567')).toBeTruthy();
    expect(within(row).getByText('Rakuten')).toBeTruthy();
    expect(within(row).getByText('2 sản phẩm')).toBeTruthy();
    expect(spaced(row.textContent)).toContain('21.966.100 ₫');
    expect(spaced(row.textContent)).toContain('21.716.100 ₫');
    expect(within(row).getByText('Đang mua hàng')).toBeTruthy();
    expect(within(row).getByText('02/03/2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Xem chi tiết đơn hàng KM260302000001' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Danh sách đơn hàng (nhân viên)' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'delivered');
    await waitFor(() => expect(screen.getAllByTestId('admin-order-row')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/admin/orders').at(-1)!.query.get('status')).toBe('delivered');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('delivered');

    await user.type(screen.getByLabelText('Tìm đơn hàng'), ' 0901234567 ');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/orders').at(-1)!.query.get('search')).toBe('0901234567'));
    expect(calls.filter((c) => c.path === '/api/admin/orders').at(-1)!.query.get('status')).toBe('delivered');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('0901234567');
  });

  it('pages by 20; an empty filter says so; a failed load offers a retry', async () => {
    let fail = true;
    const { calls } = setup({
      'GET /api/admin/orders': (req) =>
        fail
          ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } }
          : req.query.get('page') === '2'
            ? { body: { success: true, results: [], pagination: { page: 2, size: 20, total: 45 } } }
            : { body: { success: true, results: [adminOrder()], pagination: { page: 1, size: 20, total: 45 } } },
    });
    const user = userEvent.setup();
    renderApp('/admin/orders?status=refunded');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('45 đơn hàng')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/orders').at(-1)!.query.get('size')).toBe('20');
    await user.click(screen.getByRole('link', { name: /Trang 2/ }));
    expect(await screen.findByText('Không có đơn hàng phù hợp')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/orders').at(-1)!.query.get('page')).toBe('2');
  });

  it('is refused to a customer', async () => {
    setup({}, testUser);
    renderApp('/admin/orders');
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
  });
});

describe('/admin/orders/:id', () => {
  it('shows items, price, payments, customer, address and the timeline; offers exactly the server’s staff moves', async () => {
    setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Đơn hàng KM260302000001' })).toBeTruthy();
    expect(screen.getByTestId('admin-order-item').textContent).toContain('Máy ảnh Fujifilm X100V');
    expect(spaced(screen.getByTestId('admin-order-payment').textContent)).toContain('Thanh toán lần 1');
    expect(spaced(screen.getByTestId('admin-order-payment').textContent)).toContain('21.716.100 ₫');
    expect(screen.getByText('Phạm Minh Khách')).toBeTruthy();
    expect(screen.getByText('1 Hoàng Hoa Thám, Phường Ba Đình, Hà Nội')).toBeTruthy();
    const steps = screen.getAllByTestId('order-timeline-step');
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['waiting_deposit', 'purchasing']);
    expect(steps[0]!.textContent).toContain('Khách hàng');
    const moves = screen.getByRole('group', { name: 'Các bước nhân viên có thể thực hiện' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Chuyển sang "Đã mua hàng"', 'Chuyển sang "Đã hủy"', 'Chuyển sang "Đã hoàn tiền"']);
    // Not at a warehouse yet: no parcel form.
    expect(screen.getByText(/Chỉ ghi nhận kiện hàng khi đơn đã về kho Nhật/)).toBeTruthy();
    expect(await screen.findByText('Đơn hàng chưa có hóa đơn nào.')).toBeTruthy();
  });

  it('moves the order with a note after a confirm; the answer replaces the page and the lists refresh', async () => {
    let current = adminOrder();
    const { calls } = setup({
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ({ body: { success: true, message: '', data: current } }),
      [`PUT /api/admin/orders/${ORDER_ID}/status`]: (req) => {
        const body = req.body as { to: 'purchased'; note?: string };
        current = adminOrder({ status: body.to, status_label: 'Đã mua hàng', next_statuses: [{ value: 'at_jp_warehouse', label: 'Đã về kho Nhật' }, { value: 'refunded', label: 'Đã hoàn tiền' }] });
        return { body: { success: true, message: 'Cập nhật trạng thái đơn hàng thành công.', data: current } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Đơn hàng KM260302000001' });
    await user.type(screen.getByLabelText('Ghi chú cho khách (không bắt buộc)'), 'Đã đặt mua trên Rakuten');
    await user.click(screen.getByRole('button', { name: 'Chuyển sang "Đã mua hàng"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Chuyển đơn hàng sang "Đã mua hàng"?' });
    expect(dialog.textContent).toContain('từ "Đang mua hàng" sang "Đã mua hàng"');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển trạng thái' }));
    expect(await screen.findByText('Cập nhật trạng thái đơn hàng thành công.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ to: 'purchased', note: 'Đã đặt mua trên Rakuten' });
    expect(await screen.findByRole('button', { name: 'Chuyển sang "Đã về kho Nhật"' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chuyển sang "Đã mua hàng"' })).toBeNull();
  });

  it('a cancel warns that the money goes back; a refused move shows the server’s message', async () => {
    const { calls } = setup({
      [`PUT /api/admin/orders/${ORDER_ID}/status`]: {
        status: 409,
        body: { success: false, code: 'ORDER_TRANSITION_INVALID', message: 'Không thể chuyển đơn hàng sang trạng thái này.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Chuyển sang "Đã hủy"' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(spaced(dialog.textContent)).toContain('21.716.100 ₫ khách đã thanh toán được hoàn đủ về ví');
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển trạng thái' }));
    expect(await screen.findByText('Không chuyển được trạng thái đơn hàng.')).toBeTruthy();
    expect(screen.getByText('Không thể chuyển đơn hàng sang trạng thái này.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ to: 'cancelled' });
  });

  it('records the parcel (checked, confirmed, one Idempotency-Key per parcel) and shows the bill with its link', async () => {
    let atWarehouse = adminOrder({ status: 'shipping_international', status_label: 'Đang vận chuyển quốc tế', next_statuses: [{ value: 'at_vn_warehouse', label: 'Đã về kho Việt Nam' }] });
    let attempts = 0;
    const { calls } = setup({
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ({ body: { success: true, message: '', data: atWarehouse } }),
      [`POST /api/admin/orders/${ORDER_ID}/parcels`]: () => {
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } };
        atWarehouse = adminOrder({ status: 'at_vn_warehouse', status_label: 'Đã về kho Việt Nam', second_payment_due_vnd: 486_000, next_statuses: [{ value: 'delivering', label: 'Đang giao hàng' }] });
        return {
          body: {
            success: true,
            message: 'Đã ghi nhận kiện hàng và tạo hóa đơn.',
            data: {
              parcel: { id: 'pc1', order_id: ORDER_ID, order_code: 'KM260302000001', weight_g: 1800, length_cm: 30, width_cm: 20, height_cm: 15, chargeable_weight_g: 1800, note: 'Hộp carton', recorded_at: '2026-03-02T05:00:00.000Z' },
              bill: bill(),
            },
          },
        };
      },
      'GET /api/admin/bills': () => ({
        body: { success: true, results: attempts > 1 ? [bill()] : [], pagination: { page: 1, size: 50, total: attempts > 1 ? 1 : 0 }, options: { statuses: [] } },
      }),
    });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Ghi nhận kiện hàng về kho Việt Nam' });
    await user.type(within(form).getByLabelText(/^Dài/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    expect(within(form).getByText('Nhập cân nặng là số nguyên gam từ 1 đến 1.000.000.')).toBeTruthy();
    expect(within(form).getByText('Nhập kích thước là số nguyên cm từ 1 đến 1.000, hoặc bỏ trống.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(within(form).getByLabelText(/^Cân nặng/), '1.800');
    await user.clear(within(form).getByLabelText(/^Dài/));
    await user.type(within(form).getByLabelText(/^Dài/), '30');
    await user.type(within(form).getByLabelText(/^Rộng/), '20');
    await user.type(within(form).getByLabelText(/^Cao/), '15');
    await user.type(within(form).getByLabelText(/^Ghi chú/), 'Hộp carton');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Ghi nhận kiện hàng và tạo hóa đơn?' });
    expect(dialog.textContent).toContain('1,8 kg');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Không ghi nhận được kiện hàng.')).toBeTruthy();

    // The retry of the same parcel carries the same key (the server makes one bill).
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ghi nhận' }));
    const created = await screen.findByTestId('admin-parcel-bill');
    expect(created.textContent).toContain('HD260302000007');
    expect(spaced(created.textContent)).toContain('486.000 ₫');
    expect(within(created).getByRole('link', { name: 'Xem hóa đơn HD260302000007' }).getAttribute('href')).toBe(`/admin/bills/${BILL_ID}`);
    const posts = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/parcels'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({ weight_g: 1800, length_cm: 30, width_cm: 20, height_cm: 15, note: 'Hộp carton' });
    expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
    expect(posts[1]!.headers['idempotency-key']).toBe(posts[0]!.headers['idempotency-key']);
    // The page reloads: the new state and the order's bill.
    expect(await screen.findByRole('button', { name: 'Chuyển sang "Đang giao hàng"' })).toBeTruthy();
    expect((await screen.findByTestId('admin-order-bill')).textContent).toContain('HD260302000007');
  });

  it('a refused parcel shows the server’s reason', async () => {
    setup({
      [`GET /api/admin/orders/${ORDER_ID}`]: { body: { success: true, message: '', data: adminOrder({ status: 'at_jp_warehouse', status_label: 'Đã về kho Nhật' }) } },
      [`POST /api/admin/orders/${ORDER_ID}/parcels`]: {
        status: 409,
        body: { success: false, code: 'PARCEL_ORDER_NO_ROUTE', message: 'Đơn hàng chưa có tuyến vận chuyển.' },
      },
    });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Ghi nhận kiện hàng về kho Việt Nam' });
    await user.type(within(form).getByLabelText(/^Cân nặng/), '900');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ghi nhận' }));
    expect(await screen.findByText('Đơn hàng chưa có tuyến vận chuyển.')).toBeTruthy();
    expect(screen.queryByTestId('admin-parcel-bill')).toBeNull();
  });

  it('asks for the actual Japanese shipping only when the quote estimated some, and sends it', async () => {
    const estimated = adminOrder({
      status: 'shipping_international',
      status_label: 'Đang vận chuyển quốc tế',
      price: {
        ...adminOrder().price,
        details: [
          {
            code: 'japan',
            title: 'Phí tại Nhật',
            lines: [
              { code: 'domestic:1', label: 'Phí ship nội địa Nhật', amount_vnd: 206_820, amount_jpy: 1_200, note: 'Ước tính theo cỡ hàng 80', estimated: true },
              { code: 'domestic:2', label: 'Phí ship nội địa Nhật', amount_vnd: 120_645, amount_jpy: 700, note: 'Theo người bán' },
            ],
          },
        ],
      },
    });
    const { calls } = setup({
      [`GET /api/admin/orders/${ORDER_ID}`]: { body: { success: true, message: '', data: estimated } },
      [`POST /api/admin/orders/${ORDER_ID}/parcels`]: { status: 409, body: { success: false, code: 'X', message: 'Thử lại sau.' } },
    });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Ghi nhận kiện hàng về kho Việt Nam' });
    const field = within(form).getByLabelText(/^Phí ship nội địa Nhật thực tế/);
    expect(spaced(form.textContent)).toContain('Báo giá đã tạm tính ¥1,200');
    await user.type(within(form).getByLabelText(/^Cân nặng/), '900');
    await user.type(field, '-5');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    expect(within(form).getByText('Nhập phí ship thực tế là số nguyên yên (0 nếu miễn phí), hoặc bỏ trống.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '1.500');
    await user.click(within(form).getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ghi nhận' }));
    await screen.findByText('Thử lại sau.');
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/parcels'))!.body).toEqual({ weight_g: 900, jp_shipping_actual_jpy: 1_500 });
  });

  it('has no actual-shipping field when every seller stated the shipping', async () => {
    setup({ [`GET /api/admin/orders/${ORDER_ID}`]: { body: { success: true, message: '', data: adminOrder({ status: 'at_jp_warehouse', status_label: 'Đã về kho Nhật' }) } } });
    renderApp(`/admin/orders/${ORDER_ID}`);
    const form = await screen.findByRole('form', { name: 'Ghi nhận kiện hàng về kho Việt Nam' });
    expect(within(form).queryByLabelText(/^Phí ship nội địa Nhật thực tế/)).toBeNull();
  });

  it('an unknown order says so', async () => {
    setup({ [`GET /api/admin/orders/${ORDER_ID}`]: { status: 404, body: { success: false, code: 'ORDER_NOT_FOUND', message: 'Không tìm thấy đơn hàng.' } } });
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về danh sách đơn hàng' }).getAttribute('href')).toBe('/admin/orders');
  });
});
