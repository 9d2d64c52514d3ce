import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BidDto } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { bidDto, bidEvent } from '../test/fixtures';


const counts = { active: 2, won: 1, lost: 0, cancelled: 0, all: 3 };
const page = (results: BidDto[], c = counts) => ({ body: { success: true, results, pagination: { page: 1, size: 20, total: results.length }, counts: c, total_hold_vnd: 2_500_000 } });

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/bid/check-last-minute-notif': { body: { success: true, message: '', data: { enabled: false, minutes: 5 } } },
    ...handlers,
  });
}

const snipe = bidDto({ id: '11111111-1111-4111-8111-111111111111', title: 'Máy ảnh Canon AE-1' });
const leading = bidDto({
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Đồng hồ Seiko 5',
  mode: 'now',
  status: 'leading',
  status_label: 'Đang dẫn đầu',
  can_cancel: false,
  scheduled_at: null,
  sent_at: '2026-03-02T03:00:01.000Z',
  events: [
    bidEvent({ id: 'e1', kind: 'created', label: 'Tạo lượt đặt giá', at: '2026-03-02T03:00:00.000Z', detail: { mode: 'now', max_price_jpy: 6_000, min_bid_jpy: 5_250 } }),
    bidEvent({ id: 'e2', kind: 'hold', label: 'Đã giữ tiền trong ví', at: '2026-03-02T03:00:00.500Z', detail: { amount_vnd: 1_250_000 } }),
    bidEvent({ id: 'e3', kind: 'sent', label: 'Đã gửi giá lên sàn', at: '2026-03-02T03:00:01.000Z' }),
    bidEvent({ id: 'e4', kind: 'answer', label: 'Sàn đã trả lời: Đang dẫn đầu', at: '2026-03-02T03:00:01.120Z', latency_ms: 120, price_jpy: 5_250, detail: { result: 'accepted', is_highest: true, bid_count: 5 } }),
    bidEvent({ id: 'e5', kind: 'extended', label: 'Phiên đấu giá được tự động gia hạn', at: '2026-03-02T03:04:00.000Z', price_jpy: 5_500, detail: { from_end_time: '2026-03-02T03:05:00.000Z', end_time: '2026-03-02T03:10:00.000Z' } }),
  ],
});
const won = bidDto({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Túi Coach',
  status: 'won',
  status_label: 'Đã thắng',
  hold_vnd: 0,
  can_cancel: false,
  can_raise: false,
  final_price_jpy: 7_000,
  order_id: '44444444-4444-4444-8444-444444444444',
  end_time: '2026-03-01T03:00:00.000Z',
  events: [bidEvent({ id: 'w1', kind: 'order', label: 'Sự kiện', detail: { order_id: '44444444-4444-4444-8444-444444444444', order_code: 'KM2603010001', paid_vnd: 1_400_000, released_vnd: 100_000 } })],
});

describe('/account/bids', () => {
  it('lists active bids with live countdowns, the hold, and the transparent log per bid', async () => {
    const api = loggedIn({ 'GET /api/bid/user': (req) => (req.query.get('status') === 'won' ? page([won]) : page([snipe, leading])) });
    const user = userEvent.setup();
    renderApp('/account/bids');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đấu giá của tôi' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Lượt đặt giá' });
    const cards = within(list).getAllByTestId('bid-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Đang diễn ra (2)' })).toBeTruthy();
    expect(screen.getByTestId('bids-total-hold').textContent).toContain('2.500.000');
    const request = api.calls.find((c) => c.path === '/api/bid/user')!;
    expect(request.query.get('status')).toBe('active');
    expect(request.query.get('events')).toBe('true');

    // The scheduled snipe: when it fires, live.
    expect(within(cards[0]!).getByTestId('bid-fires-in').getAttribute('role')).toBe('timer');
    expect(within(cards[0]!).getByTestId('bid-ends-in').textContent).toMatch(/^00:59:\d\d$/);
    expect(within(cards[0]!).getByTestId('bid-hold-amount').textContent).toContain('1.250.000');

    // The log of the leading bid: sent, the answer with its latency and the price after, the extension.
    await user.click(within(cards[1]!).getByRole('button', { name: 'Xem nhật ký đặt giá' }));
    const log = within(cards[1]!).getByTestId('bid-log');
    const events = within(log).getAllByRole('listitem');
    expect(events.map((e) => e.getAttribute('data-kind'))).toEqual(['created', 'hold', 'sent', 'answer', 'extended']);
    expect(events[0]!.textContent).toContain('giá tối đa ¥6,000');
    expect(events[1]!.textContent).toContain('1.250.000');
    expect(events[3]!.textContent).toContain('Sàn đã trả lời: Đang dẫn đầu');
    expect(events[3]!.textContent).toContain('sàn phản hồi sau 120 ms');
    expect(events[3]!.textContent).toContain('giá sau đó ¥5,250');
    expect(events[3]!.textContent).toContain('10:00:01');
    expect(events[4]!.textContent).toContain('kết thúc mới 10:10:00 02/03/2026');

    // Won: the order link with its code.
    await user.click(screen.getByRole('tab', { name: /Đã thắng/ }));
    const wonCard = await screen.findByText('Túi Coach');
    const card = wonCard.closest('li')!;
    expect(within(card).getByTestId('bid-order-link').getAttribute('href')).toBe('/account/quotes/KM2603010001');
    expect(within(card).getByTestId('bid-order-link').textContent).toBe('Xem đơn hàng KM2603010001');
    expect(within(card).getByTestId('bid-price-now').textContent).toContain('¥7,000');
  });

  it('asks for a delivery address when a won bid waits for one, showing the money still held', async () => {
    const waiting = { ...won, order_id: null, hold_vnd: 1_480_000, events: [bidEvent({ id: 'w2', kind: 'waiting_address', label: 'Chờ địa chỉ nhận hàng' })] };
    loggedIn({ 'GET /api/bid/user': page([waiting]) });
    renderApp('/account/bids?tab=won');
    const card = await screen.findByTestId('bid-card');
    expect(within(card).getByText(/chưa có địa chỉ nhận hàng/)).toBeTruthy();
    expect(within(card).getByTestId('bid-hold-amount').textContent).toContain('1.480.000');
    expect(within(card).getByRole('link', { name: 'Thêm địa chỉ' }).getAttribute('href')).toBe('/account/addresses');
    expect(within(card).queryByTestId('bid-order-link')).toBeNull();
  });

  it('keeps cancelled bids in their own tab with their own count; lost bids show the final price', async () => {
    const lost = bidDto({ id: '55555555-5555-4555-8555-555555555555', title: 'Ống kính Nikon', mode: 'now', status: 'lost', status_label: 'Không thắng', hold_vnd: 0, can_cancel: false, can_raise: false, current_price_jpy: 9_100, final_price_jpy: null, scheduled_at: null, end_time: '2026-03-01T03:00:00.000Z' });
    const cancelled = bidDto({ id: '66666666-6666-4666-8666-666666666666', title: 'Đàn Yamaha', status: 'cancelled', status_label: 'Đã hủy', hold_vnd: 0, can_cancel: false, can_raise: false, current_price_jpy: 4_000 });
    const tabCounts = { active: 0, won: 0, lost: 1, cancelled: 1, all: 2 };
    const api = loggedIn({
      'GET /api/bid/user': (req) => (req.query.get('status') === 'cancelled' ? page([cancelled], tabCounts) : req.query.get('status') === 'lost' ? page([lost], tabCounts) : page([], tabCounts)),
    });
    const user = userEvent.setup();
    renderApp('/account/bids?tab=lost');
    const lostCard = await screen.findByTestId('bid-card');
    expect(await screen.findByRole('tab', { name: 'Đã thua (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã hủy (1)' })).toBeTruthy();
    expect(within(lostCard).getByText('Giá cuối')).toBeTruthy();
    expect(within(lostCard).queryByText('Giá hiện tại')).toBeNull();
    expect(within(lostCard).getByTestId('bid-price-now').textContent).toContain('¥9,100');
    expect(within(lostCard).queryByTestId('bid-hold-amount')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Đã hủy (1)' }));
    expect(await screen.findByText('Đàn Yamaha')).toBeTruthy();
    const card = screen.getByText('Đàn Yamaha').closest('li')!;
    expect(within(card).getByText('Giá gần nhất')).toBeTruthy();
    expect(screen.queryByText('Ống kính Nikon')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/bid/user').at(-1)?.query.get('status')).toBe('cancelled');
  });

  it('cancels a scheduled snipe after confirmation; the hold goes back', async () => {
    let rows = [snipe];
    const api = loggedIn({
      'GET /api/bid/user': () => page(rows, { active: rows.length, won: 0, lost: 0, cancelled: 1 - rows.length, all: 1 }),
      [`PUT /api/bid/cancel/${snipe.id}`]: () => {
        rows = [];
        return { body: { success: true, message: 'Đã hủy lượt đặt giá, tiền giữ đã trả về ví.', data: { ...snipe, status: 'cancelled', status_label: 'Đã hủy', hold_vnd: 0, can_cancel: false } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/bids');
    const card = await screen.findByTestId('bid-card');
    await user.click(within(card).getByRole('button', { name: 'Hủy đặt giá' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hủy lượt đặt giá này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hủy đặt giá' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path === `/api/bid/cancel/${snipe.id}`)).toBe(true));
    expect(await screen.findByText('Bạn không có lượt đặt giá nào đang diễn ra')).toBeTruthy();
    // Counted as cancelled, not as lost.
    expect(await screen.findByRole('tab', { name: 'Đã hủy (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã thua (0)' })).toBeTruthy();
    // The wallet is read again (the hold went back).
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/wallet').length).toBeGreaterThan(0));
  });

  it('cancelling an outbid bid does not claim it was never sent', async () => {
    const outbid = bidDto({ id: '77777777-7777-4777-8777-777777777777', mode: 'now', status: 'outbid', status_label: 'Bị trả giá cao hơn', scheduled_at: null, sent_at: '2026-03-02T03:00:01.000Z', can_cancel: true });
    loggedIn({ 'GET /api/bid/user': page([outbid]) });
    const user = userEvent.setup();
    renderApp('/account/bids');
    const card = await screen.findByTestId('bid-card');
    await user.click(within(card).getByRole('button', { name: 'Hủy đặt giá' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hủy lượt đặt giá này?' });
    expect(confirm.textContent).toContain('đã bị người khác trả cao hơn');
    expect(confirm.textContent).not.toContain('chưa được gửi lên sàn');
  });

  it('lists Mercari bids through GET /api/user/bidding/mercari and cancels them with DELETE', async () => {
    const mercari = bidDto({ id: '55555555-5555-4555-8555-555555555555', site: 'mercari', code: 'm55', path: '/mercari/item/m55', title: 'Nintendo Switch' });
    const api = loggedIn({
      'GET /api/bid/user': page([snipe]),
      'GET /api/user/bidding/mercari': page([mercari]),
      'DELETE /api/user/bidding/mercari': { body: { success: true, message: 'Đã hủy.', data: { ...mercari, status: 'cancelled' } } },
    });
    const user = userEvent.setup();
    renderApp('/account/bids?site=mercari');
    const card = await screen.findByTestId('bid-card');
    expect(card.textContent).toContain('Nintendo Switch');
    expect(api.calls.some((c) => c.path === '/api/bid/user')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Hủy đặt giá' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy đặt giá' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'DELETE')?.query.get('id')).toBe(mercari.id));
  });

  it('toggles the last-minute notification and rolls back when refused', async () => {
    let fail = false;
    const api = loggedIn({
      'GET /api/bid/user': page([]),
      'POST /api/bid/toogle-last-minute-notif': (req) =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi.' } }
          : { body: { success: true, message: 'ok', data: { enabled: (req.body as { enabled: boolean }).enabled, minutes: 5 } } },
    });
    const user = userEvent.setup();
    renderApp('/account/bids');
    const toggle = (await screen.findByRole('switch', { name: 'Thông báo phút chót' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(screen.getByText('Nhắc bạn 5 phút trước khi phiên kết thúc, dù bạn đang dẫn đầu hay bị vượt giá.')).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ enabled: true });
    fail = true;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(await screen.findByText('Không đổi được thông báo phút chót')).toBeTruthy();
  });
});
