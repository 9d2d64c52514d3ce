import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { CardDto } from '../api/cards-api';
import type { WalletHistoryItem } from '../api/history-api';
import type { TopupInfo } from '../api/topup-api';
import type { WithdrawalDto } from '../api/withdrawals-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function historyItem(overrides: Partial<WalletHistoryItem> = {}): WalletHistoryItem {
  return {
    id: 'e1',
    created_at: '2026-03-01T03:00:00.000Z',
    kind: 'topup',
    kind_name: 'Nạp tiền',
    purpose: 'bank_transfer',
    description: 'Nạp tiền qua chuyển khoản Vietcombank',
    direction: 'in',
    amount_vnd: 1_250_000,
    available_change_vnd: 1_250_000,
    held_change_vnd: 0,
    available_after_vnd: 1_250_000,
    held_after_vnd: 0,
    reference_type: 'bank_transfer',
    reference_id: 't1',
    rate_scaled: null,
    ...overrides,
  };
}

const card: CardDto = {
  id: 'card-1',
  card_no: '0123456789',
  card_name: 'NGUYEN VAN AN',
  card_format: 'account',
  bank_no: '970436',
  bank_branch: null,
  is_primary: true,
  bank: { atm_bin: '970436', short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  qr: { payload: '000201', svg: '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"></svg>' },
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
};

function withdrawal(overrides: Partial<WithdrawalDto> = {}): WithdrawalDto {
  return {
    id: 'w1',
    card_id: 'card-1',
    card_no: '0123456789',
    card_name: 'NGUYEN VAN AN',
    bank_no: '970436',
    bank_name: 'Vietcombank',
    amount_vnd: 200_000,
    status: 'requested',
    status_name: 'Chờ xử lý',
    note: null,
    staff_note: null,
    bank_reference: null,
    can_cancel: true,
    created_at: '2026-03-02T03:00:00.000Z',
    decided_at: null,
    updated_at: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}

function topup(amount: number | null): TopupInfo {
  return {
    account: { bin: '970436', account_no: '1234567890', account_name: 'CONG TY TNHH KAIMONO', bank: { short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại thương Việt Nam' } },
    transfer_content: amount ? 'QA36614A4E' : 'QR36614A4E',
    amount_vnd: amount ?? 0,
    qr: { payload: amount ? `dynamic-${amount}` : 'static', svg: `<svg xmlns="http://www.w3.org/2000/svg"><title>${amount ?? 0}</title></svg>` },
    note: 'Ngoài giờ hành chính (8:00–17:00, Thứ Hai – Thứ Sáu), tiền có thể vào ví chậm hơn.',
    recent: [],
  };
}

const page = <T,>(results: T[], size = 20) => ({ success: true, results, pagination: { page: 1, size, total: results.length } });

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/wallet': { body: { success: true, data: { balance_vnd: 1_250_000, held_vnd: 0, available_vnd: 1_250_000 } } },
    'GET /api/transations/user': { body: page([historyItem()]) },
    'GET /api/transfer/user': { body: page([]) },
    'GET /api/refund-request': { body: { success: true, data: [] } },
    'GET /api/card/user': { body: page([card]) },
    'GET /api/wallet/topup': (req) => {
      const amount = req.query.get('amount_vnd');
      return { body: { success: true, data: topup(amount ? Number(amount) : null) } };
    },
    ...handlers,
  });
}

describe('wallet page', () => {
  it('shows the balances and the ledger history; filters go to the server and the URL', async () => {
    const { calls } = loggedIn({});
    const user = userEvent.setup();
    const { router } = renderApp('/account/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ví tiền' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(spaced(screen.getByTestId('balance-available').textContent)).toBe('1.250.000 ₫'));
    expect(spaced(screen.getByTestId('balance-held').textContent)).toBe('0 ₫');
    expect(spaced(screen.getByTestId('balance-total').textContent)).toBe('1.250.000 ₫');
    const row = await screen.findByTestId('wallet-history-row');
    expect(within(row).getByText(/Nạp tiền qua chuyển khoản Vietcombank/)).toBeTruthy();
    expect(spaced(within(row).getByText(/^\+1\.250\.000/).textContent)).toBe('+1.250.000 ₫');
    // The header shows the available balance and links to the wallet.
    const balanceLink = await screen.findByTestId('header-balance');
    await waitFor(() => expect(spaced(balanceLink.getAttribute('aria-label'))).toBe('Ví tiền: số dư khả dụng 1.250.000 ₫'));
    expect(balanceLink.getAttribute('href')).toBe('/account/wallet');

    await user.selectOptions(screen.getByLabelText('Loại giao dịch'), 'hold');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/transations/user' && c.query.get('kind') === 'hold')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('hold');
    const last = calls.filter((c) => c.path === '/api/transations/user').at(-1)!;
    expect(last.query.get('size')).toBe('20');
    expect(last.query.get('page')).toBe('1');
  }, 20_000);

  it('a failed history load shows an empty list with a retry', async () => {
    let fail = true;
    loggedIn({
      'GET /api/transations/user': () => (fail ? { status: 503, body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Dịch vụ tạm thời gián đoạn.' } } : { body: page([historyItem()]) }),
    });
    const user = userEvent.setup();
    renderApp('/account/wallet');
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 8000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('wallet-history-row')).toBeTruthy();
  }, 20_000);

  it('top-up dialog: grouped amount, words, QA content and the QR as an image; copy says "Đã sao chép"', async () => {
    const { calls } = loggedIn({});
    // user-event puts its own clipboard in place of the browser's.
    const user = userEvent.setup();
    renderApp('/account/wallet');
    await user.click(await screen.findByRole('button', { name: 'Nạp tiền' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nạp tiền vào ví' });
    // Without an amount: the static QR and QR… content.
    expect((await within(dialog).findByTestId('topup-content')).textContent).toBe('QR36614A4E');
    expect(within(dialog).getByText(/Ngoài giờ hành chính/)).toBeTruthy();

    const amount = within(dialog).getByLabelText(/Số tiền muốn nạp/) as HTMLInputElement;
    await user.type(amount, '1250000');
    expect(amount.value).toBe('1.250.000');
    expect(within(dialog).getByTestId('topup-words').textContent).toBe('Bằng chữ: Một triệu hai trăm năm mươi nghìn đồng');
    await waitFor(() => expect(within(dialog).getByTestId('topup-content').textContent).toBe('QA36614A4E'));
    expect(calls.some((c) => c.path === '/api/wallet/topup' && c.query.get('amount_vnd') === '1250000')).toBe(true);
    const qr = within(dialog).getByTestId('topup-qr') as HTMLImageElement;
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<title>1250000</title>');
    expect(dialog.querySelector('svg title')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe('QA36614A4E');
    expect(within(dialog).getAllByText('Đã sao chép').length).toBeGreaterThan(0);

    // A quick amount replaces the typed one.
    await user.click(within(dialog).getByRole('button', { name: 'Nạp 5.000.000' }));
    expect(amount.value).toBe('5.000.000');
    expect(within(dialog).getByTestId('topup-words').textContent).toContain('Năm triệu đồng');
    // Letters are ignored; emptying the box goes back to the static QR.
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(amount.value).toBe('');
    expect(within(dialog).queryByTestId('topup-words')).toBeNull();
    await waitFor(() => expect(within(dialog).getByTestId('topup-content').textContent).toBe('QR36614A4E'));
  }, 20_000);

  it('top-up dialog: the balance is polled and the credit is announced', async () => {
    let balance = 0;
    const { calls } = loggedIn({
      'GET /api/wallet': () => ({ body: { success: true, data: { balance_vnd: balance, held_vnd: 0, available_vnd: balance } } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/account/wallet');
      await user.click(await screen.findByRole('button', { name: 'Nạp tiền' }, { timeout: 5000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Nạp tiền vào ví' });
      await within(dialog).findByTestId('topup-content');
      const before = calls.filter((c) => c.path === '/api/wallet').length;
      balance = 1_250_000;
      await vi.advanceTimersByTimeAsync(10_500);
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/wallet').length).toBeGreaterThan(before));
      const notice = await within(dialog).findByText(/^Đã nhận/);
      expect(spaced(notice.textContent)).toBe('Đã nhận 1.250.000 ₫. Số dư khả dụng: 1.250.000 ₫.');
      // The history behind the dialog is re-read once the money arrived.
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/transations/user').length).toBeGreaterThan(1));
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('requests a withdrawal to the primary card with a request id, shows the server message, and cancels a pending one', async () => {
    let list: WithdrawalDto[] = [withdrawal()];
    const { calls } = loggedIn({
      'GET /api/refund-request': () => ({ body: { success: true, data: list } }),
      'POST /api/transfer/refund': (req) => {
        const body = req.body as { amount_vnd: number };
        if (body.amount_vnd > 1_000_000) return { status: 409, body: { success: false, code: 'WALLET_INSUFFICIENT_BALANCE', message: 'Số dư ví không đủ để thực hiện giao dịch.' } };
        return { body: { success: true, message: 'Đã gửi yêu cầu rút tiền.', data: withdrawal({ id: 'w2', amount_vnd: body.amount_vnd }) } };
      },
      'DELETE /api/refund-request': (req) => {
        list = list.map((w) => (w.id === req.query.get('id') ? { ...w, status: 'cancelled', status_name: 'Đã hủy', can_cancel: false } : w));
        return { body: { success: true, message: 'Đã hủy yêu cầu rút tiền, số tiền đã được trả lại ví.', data: list[0] } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/wallet?tab=withdrawals');
    const amount = (await screen.findByLabelText(/Số tiền rút/, undefined, { timeout: 5000 })) as HTMLInputElement;
    expect((screen.getByLabelText(/Rút về thẻ/) as HTMLSelectElement).value).toBe('card-1');

    // Checked before sending: too small.
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));
    expect(await screen.findByText('Số tiền rút tối thiểu là 10.000 ₫.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/transfer/refund')).toBe(false);

    // The server's message is shown as it comes.
    await user.clear(amount);
    await user.type(amount, '1200000');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Số dư ví không đủ để thực hiện giao dịch.');
    // Sending the same request again (a retry, a double click) repeats its key.
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/transfer/refund')).toHaveLength(2));
    const [first, again] = calls.filter((c) => c.path === '/api/transfer/refund').map((c) => (c.body as { request_id: string }).request_id);
    expect(again).toBe(first);

    await user.clear(amount);
    await user.type(amount, '200000');
    await user.click(screen.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }));
    expect((await screen.findAllByText('Đã gửi yêu cầu rút tiền.')).length).toBeGreaterThan(0);
    const posts = calls.filter((c) => c.path === '/api/transfer/refund').map((c) => c.body as { card_id: string; amount_vnd: number; request_id: string });
    expect(posts.at(-1)).toMatchObject({ card_id: 'card-1', amount_vnd: 200_000 });
    expect(posts.at(-1)!.request_id).toMatch(/.{8,}/);
    // Another amount is another request: another key.
    expect(posts[0]!.request_id).not.toBe(posts.at(-1)!.request_id);
    expect(amount.value).toBe('');

    const item = await screen.findByTestId('withdrawal');
    await user.click(within(item).getByRole('button', { name: /^Hủy yêu cầu rút 200\.000/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hủy yêu cầu rút tiền này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/refund-request' && c.query.get('id') === 'w1')).toBe(true));
    expect(await screen.findByText('Đã hủy')).toBeTruthy();
  }, 20_000);

  it('a customer without cards is sent to add one before withdrawing', async () => {
    loggedIn({ 'GET /api/card/user': { body: page([]) } });
    renderApp('/account/wallet?tab=withdrawals');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu thẻ ngân hàng nào' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thêm thẻ ngân hàng' }).getAttribute('href')).toBe('/account/wallet/cards');
  }, 20_000);
});

describe('header balance', () => {
  it('is not requested for guests', async () => {
    const { calls } = mockApi(baseHandlers());
    renderApp('/about');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Đăng nhập' })).toBeTruthy();
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(calls.some((c) => c.path === '/api/wallet')).toBe(false);
  });
});
