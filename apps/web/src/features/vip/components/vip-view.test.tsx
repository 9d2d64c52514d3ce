import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { CurrentVip, VipLevelDto, VipSubscriptionDto } from '../api/vip-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const level = (code: VipLevelDto['code'], name: string, rank: number, price: number, fee: number, deposit: number, bids: number): VipLevelDto => ({
  code,
  name,
  rank,
  price_vnd: price,
  service_fee_discount_bps: fee,
  deposit_share_bps: deposit,
  max_open_bids: bids,
  max_hold_vnd: 50_000_000 * (rank + 1),
  priority_support: rank >= 2,
  max_saved_searches: 10,
  description: [],
});

const levels = [
  level('standard', 'Thành viên', 0, 0, 0, 10_000, 5),
  level('silver', 'Bạc', 1, 99_000, 1000, 9000, 15),
  level('gold', 'Vàng', 2, 199_000, 2000, 8000, 30),
  level('diamond', 'Kim cương', 3, 499_000, 3000, 7000, 60),
];

function subscription(overrides: Partial<VipSubscriptionDto> = {}): VipSubscriptionDto {
  return {
    id: 's1',
    code: 'VIPABCD2345',
    level: { code: 'silver', name: 'Bạc' },
    kind: 'new',
    kind_name: 'Đăng ký mới',
    status: 'active',
    status_name: 'Đang hiệu lực',
    months: 1,
    period_start: '2026-03-02T03:00:00.000Z',
    period_end: '2026-04-02T03:00:00.000Z',
    auto_renew: true,
    price_vnd: 99_000,
    credit_vnd: 0,
    ledger_entry_id: 'e1',
    created_at: '2026-03-02T03:00:00.000Z',
    can_cancel: true,
    can_activate_renewal: false,
    ...overrides,
  };
}

const standard: CurrentVip = { level: { code: 'standard', name: 'Thành viên' }, period_end: null, subscription: null };
const silverNow = (sub: VipSubscriptionDto): CurrentVip => ({ level: { code: 'silver', name: 'Bạc' }, period_end: sub.period_end, subscription: sub });
const history = (rows: VipSubscriptionDto[], total = rows.length) => ({ success: true, results: rows, pagination: { page: 1, size: 20, total } });

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/wallet': { body: { success: true, data: { balance_vnd: 500_000, held_vnd: 0, available_vnd: 500_000 } } },
    'GET /api/level-vips': { body: { success: true, results: levels, current: standard } },
    'GET /api/user/subscription/history': { body: history([]) },
    ...handlers,
  });
}

describe('VIP page', () => {
  it('compares the levels and activates Bạc for 3 months from the wallet', async () => {
    let active: VipSubscriptionDto | null = null;
    const { calls } = loggedIn({
      'GET /api/wallet': () => {
        const available = active ? 203_000 : 500_000;
        return { body: { success: true, data: { balance_vnd: available, held_vnd: 0, available_vnd: available } } };
      },
      'GET /api/level-vips': () => ({ body: { success: true, results: levels, current: active ? silverNow(active) : standard } }),
      'GET /api/user/subscription/history': () => ({ body: history(active ? [active] : []) }),
      'POST /api/user/activate/vip': () => {
        active = subscription({ months: 3, price_vnd: 297_000, period_end: '2026-06-02T03:00:00.000Z' });
        return { body: { success: true, message: 'Kích hoạt VIP thành công', data: active } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thành viên VIP' })).toBeTruthy();
    expect((await screen.findByTestId('vip-current-level')).textContent).toBe('Thành viên');
    expect(await screen.findByRole('heading', { name: 'Chưa có gói VIP nào' })).toBeTruthy();

    const gold = screen.getByRole('listitem', { name: 'Vàng' });
    expect(spaced(within(gold).getByText(/\/ tháng$/).textContent)).toBe('199.000 ₫ / tháng');
    expect(within(gold).getByText('Giảm phí dịch vụ').nextElementSibling?.textContent).toBe('20%');
    expect(within(gold).getByText('Đặt cọc lần 1').nextElementSibling?.textContent).toBe('80%');
    expect(within(gold).getByText('Lượt đấu giá cùng lúc').nextElementSibling?.textContent).toBe('30');
    expect(within(gold).getByText('Hỗ trợ ưu tiên').nextElementSibling?.textContent).toBe('Có');
    expect(within(screen.getByRole('listitem', { name: 'Thành viên' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kích hoạt Bạc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kích hoạt Bạc' });
    await waitFor(() => expect(spaced(within(dialog).getByTestId('vip-balance').textContent)).toBe('500.000 ₫'));
    expect(spaced(within(dialog).getByTestId('vip-total').textContent)).toBe('99.000 ₫');
    await user.click(within(dialog).getByRole('radio', { name: /3 tháng/ }));
    expect(spaced(within(dialog).getByTestId('vip-total').textContent)).toBe('297.000 ₫');
    const headerBalance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(spaced(headerBalance.getAttribute('aria-label'))).toBe('Ví tiền: số dư khả dụng 500.000 ₫'));
    await user.click(within(dialog).getByRole('button', { name: /^Thanh toán 297\.000/ }));

    expect(await screen.findByText('Kích hoạt VIP thành công')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.path === '/api/user/activate/vip')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ level: 'silver', months: 3, auto_renew: true });
    expect(typeof sent.request_id).toBe('string');
    await waitFor(() => expect(screen.getByTestId('vip-current-level').textContent).toBe('Bạc'));
    expect(screen.getByText('Hiệu lực đến ngày 02/06/2026')).toBeTruthy();
    const row = await screen.findByTestId('vip-history-row');
    expect(within(row).getByText('VIPABCD2345')).toBeTruthy();
    expect(spaced(within(row).getByText(/^297\.000/).textContent)).toBe('297.000 ₫');
    // The header's balance (the wallet feature's cache) is read again after the payment.
    await waitFor(() => expect(spaced(headerBalance.getAttribute('aria-label'))).toBe('Ví tiền: số dư khả dụng 203.000 ₫'));
    // Now a higher level is an upgrade, a lower one is not offered.
    expect(screen.getByRole('button', { name: 'Nâng cấp lên Vàng' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Bạc' })).getByText('Cấp hiện tại')).toBeTruthy();
  }, 20_000);

  it('not enough money: the server message and the top-up pre-filled with the shortfall; retries and double clicks reuse one request_id', async () => {
    let attempt = 0;
    const { calls } = loggedIn({
      'GET /api/wallet': { body: { success: true, data: { balance_vnd: 50_000, held_vnd: 0, available_vnd: 50_000 } } },
      'POST /api/user/activate/vip': async () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        // Slow enough for the second click of a double click to arrive while this one is in flight.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { status: 409, body: { success: false, code: 'WALLET_INSUFFICIENT_BALANCE', message: 'Số dư ví không đủ để thực hiện giao dịch.' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/vip');
    await user.click(await screen.findByRole('button', { name: 'Kích hoạt Vàng' }));
    let dialog = await screen.findByRole('dialog', { name: 'Kích hoạt Vàng' });
    // The balance is below the price: a hint before paying.
    expect(await within(dialog).findByText('Số dư ví chưa đủ cho gói này.')).toBeTruthy();

    // No answer: the payment may have gone through, so the same id may be sent again safely.
    await user.click(within(dialog).getByRole('button', { name: /^Thanh toán/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Kích hoạt VIP thất bại');
    expect(alert.textContent).toContain('không bao giờ bị trừ tiền hai lần');

    await user.dblClick(within(dialog).getByRole('button', { name: /^Thanh toán/ }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Số dư ví không đủ để thực hiện giao dịch.'));
    // The wallet's top-up, pre-filled with what is missing: 199.000 ₫ − 50.000 ₫ = 149.000 ₫.
    expect(within(dialog).getByRole('button', { name: /^Nạp 149\.000\s₫ vào ví$/ })).toBeTruthy();
    const ids = calls.filter((c) => c.path === '/api/user/activate/vip').map((c) => (c.body as { request_id: string }).request_id);
    expect(ids.length).toBe(2);
    expect(new Set(ids).size).toBe(1);

    // A new opening is a new purchase: a new id.
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Kích hoạt Vàng' }));
    dialog = await screen.findByRole('dialog', { name: 'Kích hoạt Vàng' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /^Thanh toán/ }));
    await within(dialog).findByRole('alert');
    const third = calls.filter((c) => c.path === '/api/user/activate/vip').at(-1)!.body as { request_id: string };
    expect(third.request_id).not.toBe(ids[0]);
    expect(screen.getByTestId('vip-current-level').textContent).toBe('Thành viên');
  }, 20_000);

  it('cancels auto-renewal after a confirm, shows the server message on failure, and turns it back on with the code', async () => {
    let sub = subscription();
    let failCancel = true;
    const { calls } = loggedIn({
      'GET /api/level-vips': () => ({ body: { success: true, results: levels, current: silverNow(sub) } }),
      'GET /api/user/subscription/history': () => ({ body: history([sub]) }),
      'POST /api/user/cancel/vip': () => {
        if (failCancel) return { status: 409, body: { success: false, code: 'VIP_CANCEL_FAILED', message: 'Hủy kích hoạt VIP thất bại' } };
        sub = subscription({ status: 'cancelled', status_name: 'Đã hủy gia hạn', auto_renew: false, can_cancel: false, can_activate_renewal: true });
        return { body: { success: true, message: 'Đã hủy gia hạn tự động. Cấp VIP vẫn được giữ đến ngày 02/04/2026.', data: sub } };
      },
      'PUT /api/user/subscription/active-renewal': () => {
        sub = subscription();
        return { body: { success: true, message: 'Đã bật lại gia hạn tự động.', data: sub } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/vip');
    expect((await screen.findByTestId('vip-auto-renew')).textContent).toMatch(/^Đang bật/);

    await user.click(screen.getByRole('button', { name: 'Hủy gia hạn tự động' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Gói Bạc vẫn được giữ đến ngày 02\/04\/2026/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Giữ gia hạn' }));
    expect(calls.some((c) => c.path === '/api/user/cancel/vip')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Hủy gia hạn tự động' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Hủy gia hạn' }));
    expect(await screen.findByText('Hủy kích hoạt VIP thất bại')).toBeTruthy();
    expect(screen.getByTestId('vip-auto-renew').textContent).toMatch(/^Đang bật/);

    failCancel = false;
    await user.click(screen.getByRole('button', { name: 'Hủy gia hạn tự động' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy gia hạn' }));
    expect(await screen.findByText('Đã hủy gia hạn tự động. Cấp VIP vẫn được giữ đến ngày 02/04/2026.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/cancel/vip').at(-1)!.body).toEqual({ code: 'VIPABCD2345' });
    await waitFor(() => expect(screen.getByTestId('vip-auto-renew').textContent).toBe('Đã tắt: gói kết thúc vào ngày 02/04/2026.'));
    expect(within(await screen.findByTestId('vip-history-row')).getByText('Đã hủy gia hạn')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bật lại gia hạn tự động' }));
    expect(await screen.findByText('Đã bật lại gia hạn tự động.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/user/subscription/active-renewal')!.body).toEqual({ code: 'VIPABCD2345' });
    await waitFor(() => expect(screen.getByTestId('vip-auto-renew').textContent).toMatch(/^Đang bật/));
  }, 20_000);

  it('pages the subscription history by 20', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => subscription({ id: `s${i}`, code: `VIPCODE${String(i).padStart(4, '0')}`, status: 'expired', status_name: 'Đã hết hạn', can_cancel: false }));
    const { calls } = loggedIn({
      'GET /api/user/subscription/history': (req) => ({
        body: { success: true, results: req.query.get('page') === '2' ? rows.slice(0, 5) : rows, pagination: { page: Number(req.query.get('page')), size: 20, total: 25 } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/account/vip');
    expect((await screen.findAllByTestId('vip-history-row')).length).toBe(20);
    expect(screen.getByText('25 gói')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(screen.getAllByTestId('vip-history-row').length).toBe(5));
    const last = calls.filter((c) => c.path === '/api/user/subscription/history').at(-1)!;
    expect([last.query.get('page'), last.query.get('size')]).toEqual(['2', '20']);
  }, 20_000);
});
