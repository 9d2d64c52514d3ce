import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { AdminBankTransferDto, AdminWithdrawalDto, WalletCustomerInfo, WalletReport } from '../api/admin-wallet-api';

const admin = { ...testUser, id: 'admin-1', role: 'admin' as const, full_name: 'Nhân viên Kế toán', customer_no: 'KM000001' };
const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const page = <T,>(results: T[]) => ({ success: true, results, pagination: { page: 1, size: 20, total: results.length } });

function transfer(overrides: Partial<AdminBankTransferDto> = {}): AdminBankTransferDto {
  return {
    id: 't1',
    provider: 'sepay',
    provider_txn_id: '9001',
    bank_reference: 'FT26062001',
    gateway: 'Vietcombank',
    account_number: '0071000888999',
    amount_vnd: 120_000,
    direction: 'in',
    content: 'MBVCB.3278907689.chuyen tien nap vi.CT tu 0123456789',
    transfer_code: null,
    transaction_at: '2026-03-02T03:15:00.000Z',
    status: 'unmatched',
    status_name: 'Chờ nhân viên xử lý',
    status_reason: 'no_code',
    status_reason_name: 'Nội dung chuyển khoản không có mã nạp tiền',
    customer: null,
    ledger_entry_id: null,
    duplicate_of: null,
    decided_by: null,
    decided_at: null,
    decision_note: null,
    created_at: '2026-03-02T03:15:01.000Z',
    ...overrides,
  };
}

const customerInfo: WalletCustomerInfo = {
  customer: { id: 'u1', customer_no: 'KM000123', full_name: 'Nguyễn Văn An', phone: '0912345678' },
  balances: { balance_vnd: 250_000, held_vnd: 50_000, available_vnd: 200_000 },
  entries: [
    {
      id: 'e1',
      created_at: '2026-03-01T03:00:00.000Z',
      kind: 'topup',
      kind_name: 'Nạp tiền',
      purpose: 'bank_transfer',
      description: 'Nạp tiền qua chuyển khoản ngân hàng',
      direction: 'in',
      amount_vnd: 250_000,
      available_change_vnd: 250_000,
      held_change_vnd: 0,
      available_after_vnd: 250_000,
      held_after_vnd: 0,
      reference_type: null,
      reference_id: null,
      rate_scaled: null,
    },
  ],
};

function withdrawal(overrides: Partial<AdminWithdrawalDto> = {}): AdminWithdrawalDto {
  return {
    id: 'w1',
    card_id: 'card-1',
    card_no: '0123456789',
    card_name: 'NGUYEN VAN AN',
    bank_no: '970436',
    bank_name: 'Vietcombank',
    amount_vnd: 300_000,
    status: 'requested',
    status_name: 'Chờ xử lý',
    note: 'Rút về tài khoản chính',
    staff_note: null,
    bank_reference: null,
    can_cancel: false,
    created_at: '2026-03-02T02:00:00.000Z',
    decided_at: null,
    updated_at: '2026-03-02T02:00:00.000Z',
    customer: { id: 'u1', customer_no: 'KM000123', full_name: 'Nguyễn Văn An', phone: '0912345678' },
    decided_by: null,
    ...overrides,
  };
}

const report: WalletReport = {
  system_accounts: [
    { kind: 'bank_clearing', balance_vnd: -1_200_000 },
    { kind: 'adjustments', balance_vnd: -20_000 },
  ],
  postings_total_vnd: 0,
  balanced: true,
  customer_accounts: 3,
  customer_available_vnd: 1_170_000,
  customer_held_vnd: 50_000,
  customer_balance_vnd: 1_220_000,
  customer_balance_mismatches: 0,
  open_holds: 1,
  open_holds_vnd: 50_000,
  held_matches_open_holds: true,
  entries: 7,
  generated_at: '2026-03-02T04:00:00.000Z',
};

const notFound = { status: 404, body: { success: false, code: 'CUSTOMER_NOT_FOUND', message: 'Không tìm thấy khách hàng.' } };

function setup(handlers: Record<string, MockHandler | MockReply> = {}, user: typeof testUser | typeof admin = admin) {
  let transfers = [transfer(), transfer({ id: 't2', amount_vnd: 75_000, content: 'chuyen khoan nham', bank_reference: 'FT26062002' })];
  let withdrawals = [withdrawal()];
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: user } },
    'GET /api/admin/bank-transfers': (req) => {
      const status = req.query.get('status');
      return { body: page(transfers.filter((t) => !status || t.status === status)) };
    },
    'POST /api/admin/bank-transfers/t1/assign': () => {
      transfers = transfers.map((t) => (t.id === 't1' ? { ...t, status: 'assigned', status_name: 'Nhân viên đã cộng vào ví', customer: customerInfo.customer } : t));
      return { body: { success: true, message: 'Đã cộng số tiền của giao dịch vào ví khách hàng.', data: transfers[0] } };
    },
    'POST /api/admin/bank-transfers/t2/reject': () => {
      transfers = transfers.map((t) => (t.id === 't2' ? { ...t, status: 'rejected', status_name: 'Không phải giao dịch nạp tiền' } : t));
      return { body: { success: true, message: 'Đã đánh dấu giao dịch không phải là nạp tiền.', data: transfers[1] } };
    },
    'GET /api/admin/wallet/customers/KM000123': { body: { success: true, data: customerInfo } },
    'GET /api/admin/wallet/customers/KM999999': notFound,
    'GET /api/admin/withdrawals': (req) => {
      const status = req.query.get('status');
      return { body: page(withdrawals.filter((w) => !status || w.status === status)) };
    },
    'POST /api/admin/withdrawals/w1/complete': (req) => {
      const body = req.body as { bank_reference: string };
      withdrawals = [withdrawal({ status: 'completed', status_name: 'Đã chuyển tiền', bank_reference: body.bank_reference })];
      return { body: { success: true, message: 'Đã xác nhận chuyển tiền cho yêu cầu rút tiền.', data: withdrawals[0] } };
    },
    'GET /api/exchange-price': {
      body: {
        success: true,
        data: { vnd_per_jpy_scaled: 1_725_000, vnd_per_jpy: '172.5', updated_at: '2026-03-01T01:00:00.000Z' },
        history: [
          { vnd_per_jpy_scaled: 1_725_000, vnd_per_jpy: '172.5', updated_at: '2026-03-01T01:00:00.000Z' },
          { vnd_per_jpy_scaled: 1_700_000, vnd_per_jpy: '170', updated_at: '2026-02-01T01:00:00.000Z' },
        ],
      },
    },
    'POST /api/admin/exchange-rate': (req) => ({
      body: { success: true, message: 'Đã cập nhật tỷ giá.', data: { vnd_per_jpy_scaled: 1_803_500, vnd_per_jpy: (req.body as { vnd_per_jpy: string }).vnd_per_jpy, updated_at: '2026-03-02T05:00:00.000Z' } },
    }),
    'POST /api/admin/wallet/adjustments': (req) => {
      const body = req.body as { amount_vnd: number; direction: string };
      const signed = body.direction === 'credit' ? body.amount_vnd : -body.amount_vnd;
      return {
        body: {
          success: true,
          message: 'Đã ghi bút toán điều chỉnh.',
          data: {
            entry: { ...customerInfo.entries[0], id: 'e2', kind: 'adjustment', kind_name: 'Điều chỉnh', amount_vnd: signed },
            balances: { ...customerInfo.balances, available_vnd: 200_000 + signed },
            replayed: false,
            customer: customerInfo.customer,
          },
        },
      };
    },
    'GET /api/admin/wallet/report': { body: { success: true, data: report } },
    ...handlers,
  });
}

async function openScreen(path = '/admin/wallet') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Ví và chuyển khoản' })).toBeTruthy();
  return result;
}

describe('/admin/wallet', () => {
  it('lists unmatched transfers and assigns one to a customer looked up by number, after checking them', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen();
    const rows = await screen.findAllByTestId('admin-transfer-row');
    expect(rows).toHaveLength(2);
    expect(spaced(rows[0]!.textContent)).toContain('120.000 ₫');
    expect(rows[0]!.textContent).toContain('Nội dung chuyển khoản không có mã nạp tiền');
    expect(calls.find((c) => c.path === '/api/admin/bank-transfers')?.query.get('status')).toBe('unmatched');

    await user.click(screen.getByRole('button', { name: 'Cộng 120.000 ₫ vào ví khách hàng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cộng giao dịch vào ví khách hàng' });
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận cộng 120.000 ₫' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    // An unknown number: the server's message, nothing to confirm.
    await user.type(within(dialog).getByLabelText(/^Mã khách hàng/), 'km999999');
    await user.click(within(dialog).getByRole('button', { name: 'Tra cứu' }));
    expect(await within(dialog).findByText('Không tìm thấy khách hàng.')).toBeTruthy();
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    const box = within(dialog).getByLabelText(/^Mã khách hàng/);
    await user.clear(box);
    await user.type(box, 'km000123');
    await user.click(within(dialog).getByRole('button', { name: 'Tra cứu' }));
    const found = await within(dialog).findByRole('region', { name: 'Thông tin khách hàng' });
    expect(found.textContent).toContain('Nguyễn Văn An');
    expect(found.textContent).toContain('0912345678');
    expect(spaced(within(found).getByTestId('admin-wallet-customer-available').textContent)).toBe('200.000 ₫');
    expect(spaced(within(dialog).getByTestId('assign-after').textContent)).toBe('Số dư khả dụng sau khi cộng: 320.000 ₫');

    await user.type(within(dialog).getByLabelText(/^Ghi chú cho giao dịch/), 'Khách gọi điện xác nhận');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận cộng 120.000 ₫' }));
    expect(await screen.findByText('Đã cộng số tiền của giao dịch vào ví khách hàng.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/bank-transfers/t1/assign')?.body).toEqual({
      customer_no: 'KM000123',
      note: 'Khách gọi điện xác nhận',
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-transfer-row')).toHaveLength(1));
  });

  it('rejects a transfer only with a reason; a refused action shows the server message', async () => {
    let refuse = true;
    const { calls } = setup({
      'POST /api/admin/bank-transfers/t2/reject': () =>
        refuse
          ? { status: 409, body: { success: false, code: 'BANK_TRANSFER_ALREADY_RESOLVED', message: 'Giao dịch này đã được xử lý.' } }
          : { body: { success: true, message: 'Đã đánh dấu giao dịch không phải là nạp tiền.', data: transfer({ id: 't2', status: 'rejected' }) } },
    });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('admin-transfer-row');
    await user.click(screen.getByRole('button', { name: 'Đánh dấu giao dịch 75.000 ₫ không phải nạp tiền' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đánh dấu không phải giao dịch nạp tiền?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không phải nạp tiền' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/reject'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Lý do/), 'Tiền hoàn của nhà cung cấp');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không phải nạp tiền' }));
    expect(await screen.findByText('Giao dịch này đã được xử lý.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận không phải nạp tiền' }));
    expect(await screen.findByText('Đã đánh dấu giao dịch không phải là nạp tiền.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/bank-transfers/t2/reject').at(-1)?.body).toEqual({ note: 'Tiền hoàn của nhà cung cấp' });
  });

  it('shows a possible duplicate with its Vietnamese reason and the first report, ready to assign or reject', async () => {
    const possible = transfer({
      id: 't3',
      provider: 'casso',
      provider_txn_id: '80001',
      bank_reference: null,
      amount_vnd: 210_000,
      content: 'QA36614A4E nap tien',
      transfer_code: 'QA36614A4E',
      status_reason: 'possible_duplicate',
      status_reason_name: 'Có thể trùng với giao dịch đã nhận qua cổng khác (cùng tài khoản, số tiền, nội dung, trong vòng 10 phút): chưa cộng ví, nhân viên kiểm tra',
      duplicate_of: 't0',
      duplicate_of_transfer: {
        id: 't0',
        provider: 'sepay',
        provider_txn_id: '90001',
        bank_reference: null,
        transaction_at: '2026-04-02T02:00:00.000Z',
        created_at: '2026-04-02T02:00:01.000Z',
        status: 'credited',
        status_name: 'Đã cộng vào ví',
        customer_no: 'KM000123',
      },
    });
    setup({ 'GET /api/admin/bank-transfers': { body: page([possible]) } });
    await openScreen();
    const [row] = await screen.findAllByTestId('admin-transfer-row');
    expect(row!.textContent).toContain('Có thể trùng với giao dịch đã nhận qua cổng khác');
    const first = within(row!).getByTestId('admin-transfer-duplicate-of');
    expect(spaced(first.textContent)).toMatch(/^Giao dịch nhận trước: SePay #90001, lúc .*09:00.*, Đã cộng vào ví \(khách hàng KM000123\)$/);
    expect(within(row!).getByRole('button', { name: 'Cộng 210.000 ₫ vào ví khách hàng' })).toBeTruthy();
    expect(within(row!).getByRole('button', { name: 'Đánh dấu giao dịch 210.000 ₫ không phải nạp tiền' })).toBeTruthy();
  });

  it('filters transfers by status through the URL, with an empty state', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    await screen.findAllByTestId('admin-transfer-row');
    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'credited');
    expect(await screen.findByText('Không có giao dịch nào ở trạng thái này')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=credited');
    expect(calls.filter((c) => c.path === '/api/admin/bank-transfers').at(-1)?.query.get('status')).toBe('credited');
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    setup({
      'GET /api/admin/bank-transfers': () => (fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi' } } : { body: page([transfer()]) }),
    });
    const user = userEvent.setup();
    await openScreen();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findAllByTestId('admin-transfer-row')).toHaveLength(1);
  });

  it('completes a withdrawal with the bank reference (required) from the withdrawals tab', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    await user.click(await screen.findByRole('tab', { name: 'Yêu cầu rút tiền' }));
    expect(router.state.location.search).toBe('?tab=withdrawals');
    const row = await screen.findByTestId('admin-withdrawal-row');
    expect(row.textContent).toContain('0123456789 (Vietcombank), NGUYEN VAN AN');
    expect(calls.find((c) => c.path === '/api/admin/withdrawals')?.query.get('status')).toBe('requested');

    await user.click(screen.getByRole('button', { name: 'Xác nhận đã chuyển 300.000 ₫ cho Nguyễn Văn An' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đã chuyển tiền rút' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chuyển tiền' }));
    expect(await within(dialog).findByText('Vui lòng nhập mã giao dịch chuyển tiền của ngân hàng.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Mã giao dịch ngân hàng/), 'FT2606300001');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận đã chuyển tiền' }));
    expect(await screen.findByText('Đã xác nhận chuyển tiền cho yêu cầu rút tiền.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/withdrawals/w1/complete')?.body).toEqual({ bank_reference: 'FT2606300001' });
    expect(await screen.findByText('Không có yêu cầu rút tiền nào')).toBeTruthy();
  });

  it('refuses to reject a withdrawal without a reason; a refused rejection says why', async () => {
    const { calls } = setup({
      'POST /api/admin/withdrawals/w1/reject': { status: 409, body: { success: false, code: 'WITHDRAWAL_NOT_PENDING', message: 'Yêu cầu rút tiền đã được xử lý.' } },
    });
    const user = userEvent.setup();
    await openScreen('/admin/wallet?tab=withdrawals');
    await screen.findByTestId('admin-withdrawal-row');
    await user.click(screen.getByRole('button', { name: 'Từ chối yêu cầu rút 300.000 ₫ của Nguyễn Văn An' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối yêu cầu rút tiền' });
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Lý do/), 'Sai tên chủ tài khoản');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận từ chối' }));
    expect(await screen.findByText('Yêu cầu rút tiền đã được xử lý.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/withdrawals/w1/reject')?.body).toEqual({ note: 'Sai tên chủ tài khoản' });
  });

  it('sets a new exchange rate after a confirm showing old → new; refuses a bad one', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen('/admin/wallet?tab=rate');
    expect(spaced((await screen.findByTestId('admin-rate-current')).textContent)).toBe('1 ¥ = 172,5 ₫');
    expect(screen.getAllByTestId('admin-rate-row')).toHaveLength(2);

    const box = screen.getByLabelText(/^Tỷ giá mới/);
    await user.type(box, '1.803,5');
    await user.click(screen.getByRole('button', { name: 'Cập nhật tỷ giá' }));
    expect(await screen.findByText('Tỷ giá phải là số từ 50 đến 1.000, tối đa 4 chữ số thập phân.')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '180,35');
    await user.click(screen.getByRole('button', { name: 'Cập nhật tỷ giá' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cập nhật tỷ giá?' });
    expect(confirm.textContent).toContain('Tỷ giá đổi từ 172,5 ₫ thành 180,35 ₫ cho 1 ¥');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/exchange-rate')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận cập nhật' }));
    expect(await screen.findByText('Đã cập nhật tỷ giá.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/exchange-rate')?.body).toEqual({ vnd_per_jpy: '180.35' });
  });

  it('adjusts a balance: checks the amount against the balance, confirms the balance after, sends a request key', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await openScreen('/admin/wallet?tab=adjustments');
    await user.type(await screen.findByLabelText(/^Mã khách hàng/), 'KM000123');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    expect(await screen.findByTestId('admin-wallet-customer-name')).toBeTruthy();
    expect(screen.getAllByTestId('admin-wallet-entry')).toHaveLength(1);

    // Nothing filled: messages, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Ghi điều chỉnh' }));
    expect(await screen.findByText('Vui lòng nhập số tiền lớn hơn 0.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập lý do.')).toBeTruthy();

    // A debit above the available balance is refused before anything is sent.
    await user.click(screen.getByRole('radio', { name: 'Trừ tiền khỏi ví' }));
    await user.type(screen.getByLabelText(/^Số tiền/), '250000');
    await user.type(screen.getByLabelText(/^Lý do \(khách hàng sẽ thấy\)/), 'Thu lại tiền hoàn thừa');
    await user.click(screen.getByRole('button', { name: 'Ghi điều chỉnh' }));
    expect(await screen.findByText('Số tiền trừ lớn hơn số dư khả dụng của khách hàng.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Cộng tiền vào ví' }));
    await user.click(screen.getByRole('button', { name: 'Ghi điều chỉnh' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xác nhận điều chỉnh số dư?' });
    expect(spaced(confirm.textContent)).toContain('Cộng tiền vào ví 250.000 ₫ cho Nguyễn Văn An (KM000123). Số dư khả dụng sau điều chỉnh: 450.000 ₫.');
    await user.click(within(confirm).getByRole('button', { name: 'Xác nhận điều chỉnh' }));
    expect(await screen.findByText('Đã ghi bút toán điều chỉnh.')).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/wallet/adjustments')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ customer_no: 'KM000123', direction: 'credit', amount_vnd: 250_000, reason: 'Thu lại tiền hoàn thừa' });
    expect(typeof body.idempotency_key).toBe('string');
  });

  it('shows the server refusal of an adjustment and keeps the form', async () => {
    setup({
      'POST /api/admin/wallet/adjustments': { status: 409, body: { success: false, code: 'WALLET_INSUFFICIENT_BALANCE', message: 'Số dư ví không đủ để thực hiện giao dịch.' } },
    });
    const user = userEvent.setup();
    await openScreen('/admin/wallet?tab=adjustments');
    await user.type(await screen.findByLabelText(/^Mã khách hàng/), 'KM000123');
    await user.click(screen.getByRole('button', { name: 'Tra cứu' }));
    await screen.findByTestId('admin-wallet-customer-name');
    await user.click(screen.getByRole('radio', { name: 'Trừ tiền khỏi ví' }));
    await user.type(screen.getByLabelText(/^Số tiền/), '100000');
    await user.type(screen.getByLabelText(/^Lý do \(khách hàng sẽ thấy\)/), 'Thu phí');
    await user.click(screen.getByRole('button', { name: 'Ghi điều chỉnh' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xác nhận điều chỉnh' }));
    expect(await screen.findByText('Số dư ví không đủ để thực hiện giao dịch.')).toBeTruthy();
    expect((screen.getByLabelText(/^Lý do \(khách hàng sẽ thấy\)/) as HTMLInputElement).value).toBe('Thu phí');
  });

  it('shows the ledger report', async () => {
    setup();
    await openScreen('/admin/wallet?tab=report');
    expect((await screen.findByTestId('admin-report-balanced')).textContent).toBe('Sổ cái cân bằng (tổng bút toán bằng 0)');
    const accounts = screen.getAllByTestId('admin-report-account');
    expect(accounts).toHaveLength(2);
    expect(spaced(accounts[0]!.textContent)).toContain('-1.200.000 ₫');
    expect(screen.getByText('Tổng số dư khách hàng')).toBeTruthy();
  });

  it('tells a customer the screen is for staff', async () => {
    const { calls } = setup({}, testUser);
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
  });
});
