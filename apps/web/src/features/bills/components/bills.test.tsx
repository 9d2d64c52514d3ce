import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { BillDto, BillListResponse } from '../api/bills-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const B1 = 'b0000000-0000-4000-8000-000000000001';
const B2 = 'b0000000-0000-4000-8000-000000000002';
const B3 = 'b0000000-0000-4000-8000-000000000003';

function bill(overrides: Partial<BillDto> = {}): BillDto {
  const id = overrides.id ?? B1;
  return {
    id,
    _id: id,
    code: 'HD260325000001',
    status: 'unpaid',
    status_label: 'Chưa thanh toán',
    amount_vnd: 250_000,
    rate_scaled: 1_723_500,
    rate: '172.35',
    lines: [{ code: 'shipping', label: 'Cước vận chuyển quốc tế', amount_vnd: 250_000 }],
    route_code: 'JP-HN',
    ship_mode: 'air',
    weight_g: 1200,
    chargeable_weight_g: 1500,
    orders: [{ id: 'o1', code: 'KM260302000001', amount_vnd: 250_000, items: [] }],
    parcels: [],
    address: null,
    due_at: '2026-04-01T00:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    created_at: '2026-03-25T03:00:00.000Z',
    updated_at: '2026-03-25T03:00:00.000Z',
    ...overrides,
  };
}

function list(results: BillDto[], total = results.length): BillListResponse {
  return {
    success: true,
    results,
    pagination: { page: 1, size: 10, total },
    options: {
      statuses: [
        { value: 'unpaid', label: 'Chưa thanh toán', count: 2 },
        { value: 'paid', label: 'Đã thanh toán', count: 1 },
        { value: 'cancelled', label: 'Đã hủy', count: 0 },
      ],
      unpaid_total_vnd: 650_000,
    },
  };
}

const bills = [
  bill(),
  bill({ id: B2, code: 'HD260325000002', amount_vnd: 400_000, orders: [{ id: 'o2', code: 'KM260302000002', amount_vnd: 400_000, items: [] }] }),
  bill({ id: B3, code: 'HD260325000003', status: 'paid', status_label: 'Đã thanh toán', paid_at: '2026-03-26T03:00:00.000Z' }),
];

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), 'GET /api/bills/user': { body: list(bills) }, ...handlers });
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

describe('invoices (/account/invoices)', () => {
  it('explains each line of a bill: storage past the free days, the Japanese shipping difference', async () => {
    const detailed = bill({
      amount_vnd: 202_500,
      lines: [
        { code: 'shipping:JP-HN:air', label: 'Cước vận chuyển quốc tế', amount_vnd: 250_000, note: '1 kg tính cước × 250.000 ₫/kg', formula: '1 kg × 250.000 ₫/kg = 250.000 ₫' },
        { code: 'storage:jp', label: 'Phí lưu kho tại Nhật', amount_vnd: 20_000, note: '10 ngày quá 30 ngày miễn phí × 1 kg × 2.000 ₫/kg/ngày' },
        { code: 'jp_shipping:adjustment', label: 'Chênh lệch phí ship nội địa Nhật', amount_vnd: -67_500, amount_jpy: -391, note: 'Thực tế ¥800 − tạm tính ¥1,191' },
      ],
    });
    loggedIn({ 'GET /api/bills/user': { body: list([detailed]) } });
    renderApp('/account/invoices');
    const [row] = await screen.findAllByTestId('bill-row');
    await userEvent.click(within(row!).getByText('Chi tiết cách tính'));
    // The server's formula when the line has one, else its note.
    expect(within(row!).getByText('1 kg × 250.000 ₫/kg = 250.000 ₫')).toBeTruthy();
    expect(within(row!).queryByText('1 kg tính cước × 250.000 ₫/kg')).toBeNull();
    expect(within(row!).getByText('10 ngày quá 30 ngày miễn phí × 1 kg × 2.000 ₫/kg/ngày')).toBeTruthy();
    expect(within(row!).getByText('Thực tế ¥800 − tạm tính ¥1,191')).toBeTruthy();
    expect(spaced(within(row!).getByText(/^-67\.500/).textContent)).toBe('-67.500 ₫');
  });

  it('lists bills 10 a page with the status filter from the options; the filter goes to the server and the URL', async () => {
    const { calls } = loggedIn({});
    const user = userEvent.setup();
    const { router } = renderApp('/account/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hóa đơn' })).toBeTruthy();
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('HD260325000001')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Xem đơn hàng KM260302000001' }).getAttribute('href')).toBe('/account/quotes/KM260302000001');
    expect(spaced(within(rows[0]!).getByText(/^250\.000/, { selector: 'strong' }).textContent)).toBe('250.000 ₫');
    expect(within(rows[0]!).getByText('1,5 kg')).toBeTruthy();
    expect(spaced(screen.getByTestId('bills-unpaid-total').textContent)).toContain('650.000 ₫');
    expect(calls.find((c) => c.path === '/api/bills/user')!.query.get('size')).toBe('10');

    await user.selectOptions(screen.getByLabelText('Trạng thái'), 'unpaid');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/bills/user' && c.query.get('status') === 'unpaid')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('unpaid');
    expect(screen.getByRole('option', { name: 'Chưa thanh toán (2)' })).toBeTruthy();

    // Complaint from a bill: the form pre-filled with the bill and its order.
    const complaint = within(rows[1]!).getByRole('link', { name: 'Gửi khiếu nại về hóa đơn HD260325000002' });
    expect(complaint.getAttribute('href')).toBe('/account/complaints/new?order_code=KM260302000002&bill_code=HD260325000002');
  }, 20_000);

  it('bulk pay: only the unpaid chosen bills, per-bill results; a failure says "Thanh toán gói hàng thất bại!" with a top-up link', async () => {
    let answer: MockReply = {
      body: {
        success: false,
        message: 'Thanh toán gói hàng thất bại!',
        result: [
          { id: B1, code: 'HD260325000001', success: true, message: 'Đã thanh toán hóa đơn.', error_code: null, amount_vnd: 250_000, status: 'paid' },
          {
            id: B2,
            code: 'HD260325000002',
            success: false,
            message: 'Số dư ví không đủ, còn thiếu 150.000 ₫.',
            error_code: 'WALLET_INSUFFICIENT_BALANCE',
            amount_vnd: 400_000,
            status: 'unpaid',
          },
        ],
        wallet_available_vnd: 0,
      },
    };
    const { calls } = loggedIn({ 'POST /api/bill/user/payment-bulk': () => answer });
    const user = userEvent.setup();
    renderApp('/account/invoices');
    await screen.findAllByTestId('bill-row');
    const pay = screen.getByRole('button', { name: 'Thanh toán' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả hóa đơn trên trang' }));
    expect(spaced(screen.getByText(/^Đã chọn/).textContent)).toBe('Đã chọn 3 hóa đơn · 900.000 ₫');
    await user.click(pay);
    const dialog = await screen.findByRole('alertdialog', { name: 'Thanh toán các hóa đơn đã chọn?' });
    expect(spaced(within(dialog).getByText(/Ví của bạn/).textContent)).toBe('Ví của bạn sẽ bị trừ 650.000 ₫ cho 2 hóa đơn.');
    await user.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    const results = await screen.findAllByTestId('bill-pay-result');
    expect(results).toHaveLength(2);
    expect((calls.find((c) => c.path === '/api/bill/user/payment-bulk')!.body as { bill_ids: string[] }).bill_ids).toEqual([B1, B2]);
    expect(results[1]!.textContent).toContain('Số dư ví không đủ, còn thiếu 150.000 ₫.');
    expect(screen.getAllByText('Thanh toán gói hàng thất bại!').length).toBeGreaterThan(0);
    // The wallet's top-up dialog, pre-filled with what the failed bill misses (400.000 ₫, the wallet has 0 ₫).
    expect(screen.getByRole('button', { name: /^Nạp 400\.000\s₫ vào ví$/ })).toBeTruthy();
    // The paid one left the selection; the failed one and the paid-before one stay chosen.
    expect(spaced(screen.getByText(/^Đã chọn/).textContent)).toBe('Đã chọn 2 hóa đơn · 650.000 ₫');

    // An exception: 'Đã xảy ra lỗi!'
    answer = { status: 500, body: { success: false, code: 'BILL_BULK_PAYMENT_ERROR', message: 'Đã xảy ra lỗi!' } };
    await user.click(screen.getByRole('button', { name: 'Thanh toán' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(screen.getAllByText('Đã xảy ra lỗi!').length).toBe(1));
  }, 20_000);

  it('print opens the slips in a print window: "In phiếu thành công!"; a failure says "In phiếu thất bại!"', async () => {
    let fail = false;
    const { calls } = loggedIn({
      'POST /api/bill/print': () =>
        fail
          ? { status: 503, body: { success: false, code: 'PRINT_FAILED', message: 'In phiếu thất bại!' } }
          : { body: { success: true, message: 'In phiếu thành công!', content: '<!doctype html><html><body><h1>PHIẾU GIAO HÀNG</h1></body></html>' } },
    });
    const doc = document.implementation.createHTMLDocument('');
    // The window's load event comes at once here.
    const popup = { document: doc, focus: vi.fn(), print: vi.fn(), close: vi.fn(), addEventListener: vi.fn((_type: string, listener: () => void) => listener()) };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const user = userEvent.setup();
    renderApp('/account/invoices');
    const rows = await screen.findAllByTestId('bill-row');
    await user.click(within(rows[2]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'In phiếu' }));
    expect(await screen.findByText('In phiếu thành công!')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect((calls.find((c) => c.path === '/api/bill/print')!.body as { bill_ids: string[] }).bill_ids).toEqual([B3]);
    expect(doc.body.textContent).toContain('PHIẾU GIAO HÀNG');
    await waitFor(() => expect(popup.print).toHaveBeenCalled());

    fail = true;
    await user.click(screen.getByRole('button', { name: 'In phiếu' }));
    expect(await screen.findByText('In phiếu thất bại!')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  }, 20_000);

  it('excel downloads the chosen bills under the content-name file name', async () => {
    loggedIn({});
    let ok = true;
    const fileFetch = withFile('/api/bill/excel', () =>
      ok
        ? new Response('xlsx', { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-name': 'hoa-don-20260325.xlsx' } })
        : new Response(JSON.stringify({ success: false, code: 'EXPORT_FAILED', message: 'Xuất file thất bại!' }), { status: 503, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bills'), revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/account/invoices');
    const rows = await screen.findAllByTestId('bill-row');
    await user.click(within(rows[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Xuất file thành công!')).toBeTruthy();
    expect(names).toEqual(['hoa-don-20260325.xlsx']);
    const call = fileFetch.mock.calls.find(([input]) => String(input).includes('/api/bill/excel'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ bill_ids: [B1] });

    ok = false;
    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    expect(await screen.findByText('Xuất file thất bại!')).toBeTruthy();
  }, 20_000);

  it('no bills yet: the empty state', async () => {
    loggedIn({ 'GET /api/bills/user': { body: list([]) } });
    renderApp('/account/invoices');
    expect(await screen.findByText('Chưa có hóa đơn nào')).toBeTruthy();
  }, 20_000);
});
