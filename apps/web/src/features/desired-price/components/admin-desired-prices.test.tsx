import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DesiredPriceEventDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminDesiredPriceDto } from '../api/admin-desired-price-api';
import { answerChoices, checkAnswer } from '../lib/admin-answer';

const admin = { ...testUser, role: 'admin' as const };

function request(overrides: Partial<AdminDesiredPriceDto> = {}): AdminDesiredPriceDto {
  return {
    id: 'd1',
    _id: 'd1',
    status: 1,
    status_label: 'Chờ xử lý',
    site_code: 'mercari',
    code: 'm100',
    name: 'Máy ảnh Fujifilm X100',
    image: null,
    link: 'https://jp.mercari.com/item/m100',
    path: '/mercari/item/m100',
    seller: { id: 's1', name: 'Sakura' },
    current_price: 100_000,
    desired_price: 85_000,
    qty: 1,
    other_price: null,
    accepted_price: null,
    confirm: false,
    buy_auto: false,
    assignee_id: null,
    account_id: null,
    route_code: null,
    ship_mode: null,
    services_extra: [],
    coupons_code: null,
    address_id: null,
    note: 'Xin giảm giá giúp mình',
    staff_note: null,
    order_id: null,
    order_code: null,
    order_error: null,
    decided_at: null,
    created_at: '2026-03-02T03:00:00.000Z',
    updated_at: '2026-03-02T03:00:00.000Z',
    can_edit: true,
    can_cancel: true,
    can_accept_counter: false,
    can_order: false,
    customer: { id: 'c1', full_name: 'Phạm Thị Mua', customer_no: 'KM000555', phone: '0911222333' },
    ...overrides,
  };
}

const created: DesiredPriceEventDto = { kind: 'created', from_status: null, to_status: 1, status_label: 'Chờ xử lý', price: 85_000, actor: 'customer', note: null, created_at: '2026-03-02T03:00:00.000Z' };

function setup(handlers: Record<string, MockHandler | MockReply> = {}) {
  let rows = [request(), request({ id: 'd2', _id: 'd2', name: 'Túi Coach', code: 'm200', path: '/mercari/item/m200', status: 4, status_label: 'Người bán từ chối', buy_auto: true })];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: admin } },
    'GET /api/admin/desired-prices': (req) => {
      const status = req.query.get('status');
      const results = rows.filter((r) => status === null || String(r.status) === status);
      return { body: { success: true, results, pagination: { page: Number(req.query.get('page') ?? 1), size: 20, total: results.length }, statuses: [] } };
    },
    'GET /api/admin/desired-prices/d1': () => ({ body: { success: true, message: '', data: rows[0], events: [created] } }),
    'GET /api/admin/desired-prices/d2': () => ({ body: { success: true, message: '', data: rows[1], events: [created] } }),
    'PUT /api/admin/desired-prices/d1/answer': (req) => {
      const body = req.body as { accepted: boolean; price_jpy?: number };
      rows = rows.map((r) => (r.id === 'd1' ? { ...r, status: 6, status_label: 'Người bán đề nghị giá khác', other_price: body.price_jpy ?? null } : r));
      return { body: { success: true, message: 'Đã ghi nhận câu trả lời của người bán.', data: rows[0], events: [created] } };
    },
    ...handlers,
  });
  return api;
}

async function openScreen(path = '/admin/desired-prices') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Thương lượng giá' })).toBeTruthy();
  return result;
}

describe('/admin/desired-prices', () => {
  it('lists the requests with customer, prices and status; filters by status and site go to the server', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    const rows = await screen.findAllByTestId('admin-desired-price-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Phạm Thị Mua');
    expect(rows[0]!.textContent).toContain('¥100,000');
    expect(rows[0]!.textContent).toContain('¥85,000');
    expect(rows[0]!.textContent).toContain('Chờ xử lý');
    expect(within(rows[0]!).getByRole('link', { name: 'Máy ảnh Fujifilm X100' }).getAttribute('href')).toBe('/mercari/item/m100');
    expect(within(rows[1]!).getByRole('button', { name: 'Xem yêu cầu Túi Coach' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/desired-prices')?.query.get('size')).toBe('20');

    await user.selectOptions(screen.getByLabelText('Trạng thái'), '1');
    await waitFor(() => expect(screen.getAllByTestId('admin-desired-price-row')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/admin/desired-prices').at(-1)?.query.get('status')).toBe('1');
    await user.selectOptions(screen.getByLabelText('Sàn'), 'mercari');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/desired-prices').at(-1)?.query.get('site_code')).toBe('mercari'));
    expect(router.state.location.search).toBe('?status=1&site=mercari');
  });

  it('answers with a counter price after checking it and a confirmation step; the list is fetched again', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    const rows = await screen.findAllByTestId('admin-desired-price-row');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Xem và trả lời yêu cầu Máy ảnh Fujifilm X100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yêu cầu thương lượng giá' });
    expect(await within(dialog).findByText('Xin giảm giá giúp mình')).toBeTruthy();
    expect(within(dialog).getByText(/KM000555/)).toBeTruthy();

    const price = within(dialog).getByLabelText(/Giá người bán đề nghị/);
    await user.type(price, '80000');
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    expect(await within(dialog).findByText('Giá đề nghị phải cao hơn ¥85,000 và thấp hơn ¥100,000.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '92.000');
    await user.type(within(dialog).getByLabelText(/Lời nhắn cho khách/), 'Người bán chỉ giảm đến mức này');
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    expect(within(dialog).getByText(/người bán đề nghị giá ¥92,000/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const before = calls.filter((c) => c.path === '/api/admin/desired-prices').length;
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByText('Đã ghi nhận câu trả lời của người bán.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/admin/desired-prices/d1/answer')?.body).toEqual({
      accepted: false,
      price_jpy: 92_000,
      note: 'Người bán chỉ giảm đến mức này',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/desired-prices').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getAllByTestId('admin-desired-price-row')[0]!.textContent).toContain('Đề nghị ¥92,000'));
  });

  it('a refused answer shows the server message; a decided request offers no answer', async () => {
    setup({
      'PUT /api/admin/desired-prices/d1/answer': { status: 409, body: { success: false, code: 'DESIRED_PRICE_TRANSITION_INVALID', message: 'Không thể chuyển yêu cầu sang trạng thái này.' } },
    });
    const user = userEvent.setup();
    await openScreen();
    const rows = await screen.findAllByTestId('admin-desired-price-row');
    await user.click(within(rows[0]!).getByRole('button', { name: /^Xem và trả lời/ }));
    let dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Xin giảm giá giúp mình');
    await user.click(within(dialog).getByRole('radio', { name: 'Từ chối' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    expect(within(dialog).getByText(/người bán từ chối/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Gửi câu trả lời' }));
    expect(await screen.findByText('Không thể chuyển yêu cầu sang trạng thái này.')).toBeTruthy();
    expect(screen.getByText('Không ghi nhận được câu trả lời')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(rows[1]!).getByRole('button', { name: 'Xem yêu cầu Túi Coach' }));
    dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Yêu cầu ở trạng thái này không cần trả lời nữa.')).toBeTruthy();
  });

  it('shows the empty list and a load failure with retry', async () => {
    let fail = true;
    setup({
      'GET /api/admin/desired-prices': () =>
        fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } : { body: { success: true, results: [], pagination: { page: 1, size: 20, total: 0 }, statuses: [] } },
    });
    const user = userEvent.setup();
    await openScreen();
    const retry = await screen.findByRole('button', { name: /Thử lại/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Không có yêu cầu thương lượng giá nào')).toBeTruthy();
  });
});

describe('the answer rules', () => {
  it('offers the answers the transitions allow and checks prices like the server', () => {
    expect(answerChoices(1)).toEqual(['counter', 'accept', 'refuse']);
    expect(answerChoices(6)).toEqual(['accept', 'refuse']);
    expect(answerChoices(5)).toEqual([]);
    const r = { status: 2, desired_price: 85_000, current_price: 100_000, other_price: null };
    expect(checkAnswer(r, 'accept', '')).toEqual({ body: { accepted: true } });
    expect(checkAnswer(r, 'accept', '86000')).toHaveProperty('error');
    expect(checkAnswer(r, 'counter', '100000')).toHaveProperty('error');
    expect(checkAnswer(r, 'counter', '90000')).toEqual({ body: { accepted: false, price_jpy: 90_000 } });
    expect(checkAnswer({ ...r, status: 6, other_price: 95_000 }, 'accept', '95000')).toEqual({ body: { accepted: true, price_jpy: 95_000 } });
    expect(checkAnswer(r, 'refuse', '123')).toEqual({ body: { accepted: false } });
  });
});
