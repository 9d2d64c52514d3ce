import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Address } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { foldText, matchesSearch, validateAddressForm, emptyAddressValues } from '../lib/address-rules';

const provinces = [
  { code: '01', name: 'Thành phố Hà Nội', type: 'thanh_pho', ward_count: 2 },
  { code: '79', name: 'Thành phố Hồ Chí Minh', type: 'thanh_pho', ward_count: 14 },
];
const hcmcNames = [
  'Phường An Đông',
  'Phường Bàn Cờ',
  'Phường Bến Thành',
  'Phường Bình Thạnh',
  'Phường Chợ Lớn',
  'Phường Gia Định',
  'Phường Sài Gòn',
  'Phường Tân Định',
  'Phường Thủ Đức',
  'Xã Bình Chánh',
  'Xã Cần Giờ',
  'Xã Củ Chi',
  'Xã Hóc Môn',
  'Đặc khu Côn Đảo',
];
const wards: Record<string, { code: string; name: string; type: string; province_code: string }[]> = {
  '79': hcmcNames.map((name, i) => ({ code: String(26700 + i), name, type: name.startsWith('Xã') ? 'xa' : name.startsWith('Đặc') ? 'dac_khu' : 'phuong', province_code: '79' })),
  '01': [
    { code: '00004', name: 'Phường Ba Đình', type: 'phuong', province_code: '01' },
    { code: '00070', name: 'Phường Hoàn Kiếm', type: 'phuong', province_code: '01' },
  ],
};

function toAddress(id: string, body: Record<string, unknown>, isDefault: boolean): Address {
  const province = provinces.find((p) => p.code === body.province_code)!;
  const ward = wards[province.code]!.find((w) => w.code === body.ward_code)!;
  return {
    id,
    receiver_name: String(body.receiver_name),
    phone: String(body.phone),
    province_code: province.code,
    province_name: province.name,
    ward_code: ward.code,
    ward_name: ward.name,
    street: String(body.street),
    note: (body.note as string | null) ?? null,
    legacy_district: (body.legacy_district as string | null) ?? null,
    is_default: isDefault,
    full_address: `${String(body.street)}, ${ward.name}, ${province.name}`,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** An address book kept in memory, answering like the server. */
function addressServer(initial: Address[] = [], overrides: Record<string, MockHandler | MockReply> = {}) {
  let list = [...initial];
  let next = 1;
  const book = () => ({ body: { success: true, default_address: list.find((a) => a.is_default) ?? null, results: list, limit: 20 } });
  return mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/utility/provinces': { body: { success: true, results: provinces } },
    'GET /api/utility/ward/79': { body: { success: true, results: wards['79'] } },
    'GET /api/utility/ward/01': { body: { success: true, results: wards['01'] } },
    'GET /api/user/address/user': () => book(),
    'POST /api/user/address/add': (req) => {
      const body = req.body as Record<string, unknown>;
      const makeDefault = list.length === 0 || body.is_default === true;
      if (makeDefault) list = list.map((a) => ({ ...a, is_default: false }));
      const address = toAddress(`a${next++}`, body, makeDefault);
      list = [address, ...list].sort((a, b) => Number(b.is_default) - Number(a.is_default));
      return { body: { success: true, message: 'Lưu địa chỉ thành công', data: address } };
    },
    ...overrides,
  });
}

describe('address form rules', () => {
  it('checks every field and builds the request body', () => {
    expect(validateAddressForm(emptyAddressValues).errors).toEqual({
      receiver_name: 'Vui lòng nhập tên người nhận.',
      phone: expect.stringContaining('Số điện thoại không hợp lệ'),
      province_code: 'Vui lòng chọn mục này.',
      ward_code: 'Vui lòng chọn mục này.',
      street: 'Vui lòng nhập số nhà, tên đường.',
    });
    expect(
      validateAddressForm({ ...emptyAddressValues, receiver_name: ' An ', phone: '+84 912 345 678', province_code: '79', ward_code: '26702', street: ' 1 Lê Lợi ', note: '  ' }).input,
    ).toEqual({ receiver_name: 'An', phone: '0912345678', province_code: '79', ward_code: '26702', street: '1 Lê Lợi', note: null, legacy_district: null, is_default: false });
  });

  it('searches ward names without accents, in any word order', () => {
    expect(foldText('Phường Bến Thành')).toBe('phuong ben thanh');
    expect(matchesSearch('Phường Bến Thành', 'ben thanh')).toBe(true);
    expect(matchesSearch('Phường Bến Thành', 'thành BẾN')).toBe(true);
    expect(matchesSearch('Đặc khu Côn Đảo', 'con dao')).toBe(true);
    expect(matchesSearch('Phường Bình Thạnh', 'ben')).toBe(false);
  });
});

describe('address book and form', () => {
  it('adds an address: province, then a ward found by search, prefilled receiver', async () => {
    const { calls } = addressServer();
    const user = userEvent.setup();
    renderApp('/account/addresses');
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có địa chỉ nào' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thêm địa chỉ mới' }));
    const form = await screen.findByRole('form', { name: 'Thêm địa chỉ mới' });
    const f = within(form);
    expect((f.getByLabelText(/Họ tên người nhận/) as HTMLInputElement).value).toBe('Nguyễn Văn An');
    expect((f.getByLabelText(/Số điện thoại người nhận/) as HTMLInputElement).value).toBe('0912345678');

    // Nothing chosen yet: the form explains and sends nothing.
    await user.click(f.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(f.getAllByText('Vui lòng chọn mục này.')).toHaveLength(2);
    expect(f.getByText('Vui lòng nhập số nhà, tên đường.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const wardSelect = () => f.getByLabelText(/^Phường\/Xã\/Đặc khu/) as HTMLSelectElement;
    expect(wardSelect().disabled).toBe(true);
    await user.selectOptions(f.getByLabelText(/^Tỉnh\/Thành phố/), '79');
    await waitFor(() => expect(wardSelect().disabled).toBe(false));
    expect(wardSelect().options).toHaveLength(15); // placeholder + 14
    // The search narrows the list; a single match is chosen.
    await user.type(f.getByLabelText('Tìm phường/xã'), 'ben thanh');
    expect(Array.from(wardSelect().options).map((o) => o.text)).toEqual(['Chọn phường/xã', 'Phường Bến Thành']);
    expect(wardSelect().value).toBe('26702');
    await user.type(f.getByLabelText(/^Địa chỉ cụ thể/), '12 Lê Lợi');
    await user.click(f.getByRole('button', { name: 'Lưu địa chỉ' }));

    expect(await screen.findByText('Lưu địa chỉ thành công')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/user/address/add')?.body).toEqual({
      receiver_name: 'Nguyễn Văn An',
      phone: '0912345678',
      province_code: '79',
      ward_code: '26702',
      street: '12 Lê Lợi',
      note: null,
      legacy_district: null,
      is_default: false,
    });
    const card = await screen.findByRole('listitem', { name: '12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh' });
    expect(within(card).getByText('Mặc định')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Thêm địa chỉ mới' })).toBeNull();
  });

  it('opened from checkout: the add form is open at once, and a saved address goes back to checkout', async () => {
    const { calls } = addressServer();
    const user = userEvent.setup();
    const { router } = renderApp(`/account/addresses?add=1&next=${encodeURIComponent('/account/cart/checkout')}`);
    const form = await screen.findByRole('form', { name: 'Thêm địa chỉ mới' });
    const f = within(form);
    // Behind the open dialog (hidden from assistive tech while it is open): the way back without adding.
    expect(screen.getByRole('link', { name: 'Quay lại đặt hàng', hidden: true }).getAttribute('href')).toBe('/account/cart/checkout');
    await f.findByRole('option', { name: 'Thành phố Hà Nội' });
    await user.selectOptions(f.getByLabelText(/^Tỉnh\/Thành phố/), '01');
    await waitFor(() => expect((f.getByLabelText(/^Phường\/Xã\/Đặc khu/) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(f.getByLabelText(/^Phường\/Xã\/Đặc khu/), '00004');
    await user.type(f.getByLabelText(/^Địa chỉ cụ thể/), '12 Đội Cấn');
    await user.click(f.getByRole('button', { name: 'Lưu địa chỉ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/cart/checkout'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/user/address/add')).toHaveLength(1);
  });

  it.each(['https://example.com/x', '//example.com/x'])('never leaves the site for next=%s: a saved address stays on the book', async (next) => {
    addressServer();
    const user = userEvent.setup();
    const { router } = renderApp(`/account/addresses?add=1&next=${encodeURIComponent(next)}`);
    const form = await screen.findByRole('form', { name: 'Thêm địa chỉ mới' });
    const f = within(form);
    expect(screen.queryByRole('link', { name: 'Quay lại đặt hàng', hidden: true })).toBeNull();
    await f.findByRole('option', { name: 'Thành phố Hà Nội' });
    await user.selectOptions(f.getByLabelText(/^Tỉnh\/Thành phố/), '01');
    await waitFor(() => expect((f.getByLabelText(/^Phường\/Xã\/Đặc khu/) as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(f.getByLabelText(/^Phường\/Xã\/Đặc khu/), '00004');
    await user.type(f.getByLabelText(/^Địa chỉ cụ thể/), '12 Đội Cấn');
    await user.click(f.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await screen.findByRole('listitem', { name: /12 Đội Cấn/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/addresses');
  });

  it('clears the ward when the province changes and shows the server reason beside the field', async () => {
    addressServer([], {
      'POST /api/user/address/add': {
        status: 400,
        body: { success: false, code: 'WARD_NOT_IN_PROVINCE', message: 'Phường/xã không thuộc tỉnh/thành phố đã chọn.', fields: { ward_code: 'Phường/xã không thuộc tỉnh/thành phố đã chọn.' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Thêm địa chỉ mới' }));
    const f = within(await screen.findByRole('form', { name: 'Thêm địa chỉ mới' }));
    const wardSelect = () => f.getByLabelText(/^Phường\/Xã\/Đặc khu/) as HTMLSelectElement;
    await user.selectOptions(f.getByLabelText(/^Tỉnh\/Thành phố/), '79');
    await waitFor(() => expect(wardSelect().disabled).toBe(false));
    await user.selectOptions(wardSelect(), '26700');
    await user.selectOptions(f.getByLabelText(/^Tỉnh\/Thành phố/), '01');
    await waitFor(() => expect(Array.from(wardSelect().options).map((o) => o.text)).toEqual(['Chọn phường/xã', 'Phường Ba Đình', 'Phường Hoàn Kiếm']));
    expect(wardSelect().value).toBe('');
    // Two wards only: no search box.
    expect(f.queryByLabelText('Tìm phường/xã')).toBeNull();
    await user.selectOptions(wardSelect(), '00070');
    await user.type(f.getByLabelText(/^Địa chỉ cụ thể/), '1 Tràng Tiền');
    await user.click(f.getByRole('button', { name: 'Lưu địa chỉ' }));
    expect(await f.findAllByText('Phường/xã không thuộc tỉnh/thành phố đã chọn.')).toHaveLength(2);
  });

  it('fills province and ward from an old (pre-2025) address', async () => {
    const { calls } = addressServer([], {
      'GET /api/utility/address-conversion': {
        body: {
          success: true,
          results: [
            {
              old: { ward_code: '26740', ward_name: 'Phường Bến Thành', district_name: 'Quận 1', province_name: 'Thành phố Hồ Chí Minh' },
              province_code: '79',
              province_name: 'Thành phố Hồ Chí Minh',
              ward_code: '26702',
              ward_name: 'Phường Bến Thành',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/account/addresses');
    await user.click(await screen.findByRole('button', { name: 'Thêm địa chỉ mới' }));
    const f = within(await screen.findByRole('form', { name: 'Thêm địa chỉ mới' }));
    await user.click(f.getByText('Bạn chỉ nhớ địa chỉ cũ (có quận/huyện)?'));
    await user.type(f.getByLabelText(/^Phường\/xã \(địa chỉ cũ\)/), 'Bến Thành');
    await user.type(f.getByLabelText(/^Quận\/huyện \(địa chỉ cũ\)/), 'Quận 1');
    await user.click(f.getByRole('button', { name: 'Tìm phường/xã mới' }));
    await user.click(await f.findByRole('button', { name: 'Dùng địa chỉ này' }));
    const request = calls.find((c) => c.path === '/api/utility/address-conversion')!;
    expect(Object.fromEntries(request.query)).toEqual({ ward: 'Bến Thành', district: 'Quận 1' });
    expect((f.getByLabelText(/^Tỉnh\/Thành phố/) as HTMLSelectElement).value).toBe('79');
    await waitFor(() => expect((f.getByLabelText(/^Phường\/Xã\/Đặc khu/) as HTMLSelectElement).value).toBe('26702'));
    expect((f.getByLabelText(/^Quận\/huyện cũ/) as HTMLInputElement).value).toBe('Quận 1');
  });

  it('makes another address the default and deletes one after confirming', async () => {
    const a = toAddress('a1', { receiver_name: 'Mẹ', phone: '0912345678', province_code: '79', ward_code: '26700', street: '1 A' }, true);
    const b = toAddress('b2', { receiver_name: 'Văn phòng', phone: '0987654321', province_code: '01', ward_code: '00004', street: '2 B' }, false);
    let list = [a, b];
    const { calls } = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/utility/provinces': { body: { success: true, results: provinces } },
      'GET /api/user/address/user': () => ({ body: { success: true, default_address: list.find((x) => x.is_default) ?? null, results: list, limit: 20 } }),
      'PUT /api/user/address/edit/b2': (req) => {
        list = [{ ...b, is_default: true }, { ...a, is_default: false }];
        return { body: { success: true, message: 'Cập nhật thành công!', data: { ...b, ...(req.body as object), is_default: true } } };
      },
      'DELETE /api/user/address/remove/a1': () => {
        list = list.filter((x) => x.id !== 'a1');
        return { body: { success: true, message: 'Đã xóa địa chỉ', id: 'a1' } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/addresses');
    expect(await screen.findByText('2/20 địa chỉ')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Đặt địa chỉ của Văn phòng làm mặc định' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ receiver_name: 'Văn phòng', province_code: '01', ward_code: '00004', street: '2 B', is_default: true });
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: b.full_address })).getByText('Mặc định')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Xóa địa chỉ của Mẹ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(`Địa chỉ “${a.full_address}” sẽ bị xóa khỏi sổ địa chỉ.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Đã xóa địa chỉ')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: a.full_address })).toBeNull());
    expect(screen.getByText('1/20 địa chỉ')).toBeTruthy();
  });
});
