import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { BankDto, CardDto } from '../api/cards-api';

const banks: BankDto[] = [
  { atm_bin: '970436', short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại thương Việt Nam', code: 'VCB', transfer_supported: true },
  { atm_bin: '970422', short_name: 'MBBank', vn_name: 'Ngân hàng TMCP Quân đội', code: 'MB', transfer_supported: true },
];

function card(overrides: Partial<CardDto> = {}): CardDto {
  return {
    id: 'card-1',
    card_no: '0123456789',
    card_name: 'NGUYEN VAN AN',
    card_format: 'account',
    bank_no: '970436',
    bank_branch: 'Hà Nội',
    is_primary: true,
    bank: { atm_bin: '970436', short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
    qr: { payload: '000201', svg: '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"></svg>' },
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('bank cards page', () => {
  it('lists cards with bank, masked number, primary badge and QR; makes another primary; deletes after confirming', async () => {
    let cards = [card(), card({ id: 'card-2', card_no: '9876543210', is_primary: false, bank_no: '970422', bank: { atm_bin: '970422', short_name: 'MBBank', vn_name: 'Ngân hàng TMCP Quân đội' } })];
    window.localStorage.setItem('kaimono.token', 'tok-1');
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/card/user': () => ({ body: { success: true, results: cards, pagination: { page: 1, size: 50, total: cards.length } } }),
      'POST /api/card/primary': (req) => {
        const id = (req.body as { id: string }).id;
        cards = cards.map((c) => ({ ...c, is_primary: c.id === id }));
        return { body: { success: true, message: 'Đã đặt làm thẻ chính.', data: cards.find((c) => c.id === id) } };
      },
      'DELETE /api/card/card-1': () => {
        cards = cards.filter((c) => c.id !== 'card-1');
        return { body: { success: true, message: 'Đã xóa thẻ ngân hàng.' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/wallet/cards');
    const items = await screen.findAllByTestId('bank-card');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam')).toBeTruthy();
    expect(within(items[0]!).getByText('•••• 6789')).toBeTruthy();
    expect(within(items[0]!).getByText('Thẻ chính')).toBeTruthy();
    expect(within(items[1]!).queryByText('Thẻ chính')).toBeNull();
    const qr = within(items[0]!).getByRole('img', { name: 'Mã VietQR chuyển khoản tới thẻ •••• 6789' });
    expect(qr.getAttribute('width')).toBe('128');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const nav = screen.getByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Thẻ ngân hàng' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Đặt thẻ •••• 3210 làm thẻ chính' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/card/primary')?.body).toEqual({ id: 'card-2' }));
    await waitFor(() => expect(within(screen.getAllByTestId('bank-card')[1]!).getByText('Thẻ chính')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Xóa thẻ •••• 6789' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xóa thẻ ngân hàng này?' });
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.getAllByTestId('bank-card')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/card/card-1')).toBe(true);
  }, 20_000);

  it('adds a card: searchable bank list, checks before sending, then shows the server failure message', async () => {
    window.localStorage.setItem('kaimono.token', 'tok-1');
    let saves = 0;
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/card/user': { body: { success: true, results: [], pagination: { page: 1, size: 50, total: 0 } } },
      'GET /api/bank/all': (req) => {
        const keyword = (req.query.get('keyword') ?? '').toLowerCase();
        const results = banks.filter((b) => !keyword || b.short_name.toLowerCase().includes(keyword) || b.vn_name.toLowerCase().includes(keyword));
        return { body: { success: true, results, pagination: { page: 1, size: 20, total: results.length } } };
      },
      'POST /api/card': () => {
        saves += 1;
        return { status: 400, body: { success: false, code: 'CARD_SAVE_FAILED', message: 'Lưu thông tin thẻ thất bại!', fields: { card_no: 'Số tài khoản đã được lưu.' } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/wallet/cards');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu thẻ ngân hàng nào' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thêm thẻ' }));
    const form = await screen.findByRole('form', { name: 'Thêm thẻ ngân hàng' });

    await user.click(within(form).getByRole('button', { name: 'Lưu thẻ' }));
    expect(within(form).getByText('Vui lòng chọn ngân hàng.')).toBeTruthy();
    expect(within(form).getByText('Vui lòng nhập tên chủ thẻ (tối đa 50 ký tự).')).toBeTruthy();
    expect(saves).toBe(0);

    await user.type(within(form).getByLabelText(/Tìm ngân hàng/), 'quân');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/bank/all' && c.query.get('keyword') === 'quân')).toBe(true));
    const bank = within(form).getByLabelText(/^Ngân hàng/) as HTMLSelectElement;
    await waitFor(() => expect([...bank.options].map((o) => o.text)).toEqual(['Chọn ngân hàng', 'MBBank — Ngân hàng TMCP Quân đội']));
    await user.selectOptions(bank, '970422');
    await user.type(within(form).getByLabelText(/Số tài khoản \/ số thẻ/), '0123 456 789');
    const name = within(form).getByLabelText(/Tên chủ thẻ/) as HTMLInputElement;
    await user.type(name, 'Nguyễn Văn Đức');
    await user.tab();
    expect(name.value).toBe('NGUYEN VAN DUC');
    await user.click(within(form).getByRole('button', { name: 'Lưu thẻ' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Lưu thông tin thẻ thất bại!');
    expect(within(form).getByText('Số tài khoản đã được lưu.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/card')?.body).toEqual({
      bank_no: '970422',
      card_format: 'account',
      card_no: '0123456789',
      card_name: 'NGUYEN VAN DUC',
      bank_branch: null,
    });
  }, 20_000);
});
