import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { CatalogueVoucherDto, UserCouponDto, VoucherDto } from '../api/vouchers-api';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function voucher(overrides: Partial<VoucherDto> = {}): VoucherDto {
  return {
    id: 'v1',
    code: 'CHAOBAN50K',
    name: 'Chào bạn mới: giảm 50.000 ₫',
    description: 'Giảm 50.000 ₫ cho đơn hàng từ 500.000 ₫.',
    discount_type: 'fixed',
    amount_vnd: 50_000,
    percent_bps: null,
    max_discount_vnd: null,
    min_order_vnd: 500_000,
    valid_from: '2026-02-28T17:00:00.000Z',
    valid_to: '2027-02-28T17:00:00.000Z',
    total_limit: null,
    per_customer_limit: 1,
    sites: [],
    services: [],
    is_public: true,
    summary: 'Giảm 50.000 ₫',
    conditions: [],
    remaining_uses: null,
    ...overrides,
  };
}

const mercari = voucher({
  id: 'v2',
  code: 'MERCARI10',
  name: 'Mercari giảm 10%',
  discount_type: 'percent',
  amount_vnd: null,
  percent_bps: 1000,
  max_discount_vnd: 200_000,
  min_order_vnd: 0,
  sites: ['mercari'],
  services: ['service_fee'],
  total_limit: 1000,
  remaining_uses: 998,
});

function coupon(v: VoucherDto, overrides: Partial<UserCouponDto> = {}): UserCouponDto {
  return { id: `uc-${v.id}`, saved_at: '2026-03-02T03:00:00.000Z', status: 'usable', status_name: 'Có thể sử dụng', my_used_count: 0, my_remaining_uses: 1, voucher: v, ...overrides };
}

const catalogue = (v: VoucherDto, saved: boolean): CatalogueVoucherDto => ({ ...v, saved, user_coupon_id: saved ? `uc-${v.id}` : null, my_remaining_uses: 1 });
const page = <T,>(results: T[]) => ({ success: true, results, pagination: { page: 1, size: 20, total: results.length } });

function loggedIn(handlers: Record<string, MockHandler | MockReply>) {
  window.localStorage.setItem('kaimono.token', 'tok-1');
  return mockApi({ ...baseHandlers({ user: testUser }), ...handlers });
}

describe('vouchers page', () => {
  it('groups saved coupons by status and shows discount, minimum, sites, services, validity and uses left', async () => {
    loggedIn({
      'GET /api/coupons/user': {
        body: page([
          coupon(mercari, { my_remaining_uses: 1 }),
          coupon(voucher(), { status: 'expired', status_name: 'Đã hết hạn', my_remaining_uses: 0 }),
        ]),
      },
      'GET /api/vouchers': { body: page([]) },
    });
    renderApp('/account/vouchers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mã giảm giá' })).toBeTruthy();
    const usable = await screen.findByRole('list', { name: 'Mã giảm giá đã lưu: Có thể sử dụng' });
    const expired = screen.getByRole('list', { name: 'Mã giảm giá đã lưu: Đã hết hạn' });
    // Usable first, as the server orders them.
    expect(usable.compareDocumentPosition(expired) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const card = within(usable).getByRole('listitem', { name: 'Mercari giảm 10%' });
    const fact = (label: string) => spaced(within(card).getByText(label).nextElementSibling?.textContent);
    expect(fact('Mức giảm')).toBe('Giảm 10% tối đa 200.000 ₫');
    expect(fact('Đơn tối thiểu')).toBe('Mọi giá trị đơn hàng');
    expect(fact('Áp dụng cho')).toBe('Mercari');
    expect(fact('Giảm trên')).toBe('Phí dịch vụ');
    expect(fact('Thời hạn')).toBe('01/03/2026 – 01/03/2027');
    expect(fact('Lượt còn lại')).toBe('Bạn còn 1 lượt, còn 998 lượt cho mọi khách hàng');
    expect(within(card).getByText('MERCARI10')).toBeTruthy();

    const old = within(expired).getByRole('listitem', { name: 'Chào bạn mới: giảm 50.000 ₫' });
    expect(spaced(within(old).getByText('Đơn tối thiểu').nextElementSibling?.textContent)).toBe('500.000 ₫');
    expect(spaced(within(old).getByText('Mức giảm').nextElementSibling?.textContent)).toBe('Giảm 50.000 ₫');
  }, 20_000);

  it('an unknown code shows the server message and changes nothing', async () => {
    const { calls } = loggedIn({
      'GET /api/coupons/user': { body: page([]) },
      'GET /api/vouchers': { body: page([]) },
      'POST /api/voucher': { status: 404, body: { success: false, code: 'VOUCHER_NOT_FOUND', message: 'Không tìm thấy mã giảm giá.' } },
    });
    const user = userEvent.setup();
    renderApp('/account/vouchers');
    const box = await screen.findByLabelText(/^Mã giảm giá/, { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Lưu mã' }));
    expect(await screen.findByText('Vui lòng nhập mã giảm giá.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/voucher')).toBe(false);

    await user.type(box, 'khongco');
    expect((box as HTMLInputElement).value).toBe('KHONGCO');
    await user.click(screen.getByRole('button', { name: 'Lưu mã' }));
    expect(await screen.findByText('Không tìm thấy mã giảm giá.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/voucher')?.body).toEqual({ code: 'KHONGCO' });
    expect((box as HTMLInputElement).value).toBe('KHONGCO');
    expect(calls.filter((c) => c.path === '/api/coupons/user').length).toBe(1);
  }, 20_000);

  it('saves a public voucher from the catalogue: the button turns "Đã lưu" and it appears under "Mã của tôi"', async () => {
    let saved = false;
    const { calls } = loggedIn({
      'GET /api/coupons/user': () => ({ body: page(saved ? [coupon(voucher())] : []) }),
      'GET /api/vouchers': () => ({ body: page([catalogue(voucher(), saved), catalogue(mercari, false)]) }),
      'POST /api/voucher': () => {
        saved = true;
        return { body: { success: true, message: 'Lưu mã giảm giá thành công', data: coupon(voucher()) } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/vouchers?tab=catalogue');
    await user.click(await screen.findByRole('button', { name: 'Lưu mã CHAOBAN50K' }));
    expect(await screen.findByText('Lưu mã giảm giá thành công')).toBeTruthy();
    const done = await screen.findByRole('button', { name: 'Đã lưu mã CHAOBAN50K' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Lưu mã MERCARI10' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.find((c) => c.path === '/api/voucher')?.body).toEqual({ code: 'CHAOBAN50K' });

    await user.click(screen.getByRole('tab', { name: 'Mã của tôi' }));
    expect(await screen.findByRole('listitem', { name: 'Chào bạn mới: giảm 50.000 ₫' })).toBeTruthy();
  }, 20_000);

  it('the code form: saved, the coupons reload, then after 2000 ms the box clears and "Mã của tôi" opens', async () => {
    let saved = false;
    loggedIn({
      'GET /api/coupons/user': () => ({ body: page(saved ? [coupon(voucher({ code: 'VIPKAIMONO', name: 'Ưu đãi riêng cho khách VIP', is_public: false }))] : []) }),
      'GET /api/vouchers': { body: page([]) },
      'POST /api/voucher': () => {
        saved = true;
        return { body: { success: true, message: 'Lưu mã giảm giá thành công', data: coupon(voucher()) } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/account/vouchers?tab=catalogue');
    const box = (await screen.findByLabelText(/^Mã giảm giá/, { selector: 'input' })) as HTMLInputElement;
    await user.type(box, 'vipkaimono');
    await user.click(screen.getByRole('button', { name: 'Lưu mã' }));
    expect(await screen.findByText('Lưu mã giảm giá thành công')).toBeTruthy();
    expect(box.value).toBe('VIPKAIMONO');
    // The callback (real timers here; the exact 2000 ms is tested with fake timers in the hook's test).
    await waitFor(() => expect(box.value).toBe(''));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBeNull();
    expect(await screen.findByRole('listitem', { name: 'Ưu đãi riêng cho khách VIP' })).toBeTruthy();
    expect(screen.queryByText('Lưu mã giảm giá thành công')).toBeNull();
  }, 20_000);

  it('deletes a saved coupon after a confirm', async () => {
    let deleted = false;
    const { calls } = loggedIn({
      'GET /api/coupons/user': () => ({ body: page(deleted ? [] : [coupon(voucher())]) }),
      'GET /api/vouchers': { body: page([]) },
      'DELETE /api/coupon/uc-v1': () => {
        deleted = true;
        return { body: { success: true, message: 'Đã xóa mã giảm giá khỏi danh sách đã lưu.' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/vouchers');
    await user.click(await screen.findByRole('button', { name: 'Xóa mã CHAOBAN50K' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Mã CHAOBAN50K sẽ bị xóa/)).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xóa mã CHAOBAN50K' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa mã' }));
    expect(await screen.findByText('Đã xóa mã giảm giá khỏi danh sách đã lưu.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bạn chưa lưu mã giảm giá nào' })).toBeTruthy();
  }, 20_000);
});
