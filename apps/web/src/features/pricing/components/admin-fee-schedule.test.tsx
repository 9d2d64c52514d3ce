import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPricingDto, AdminPricingUpdateRequest } from '@kaimono/contracts';
import { baseHandlers, mockApi, testUser, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { extras, priceList, warehouses } from '../test/fixtures';

const admin = { ...testUser, role: 'admin' as const };

function schedule(): AdminPricingDto {
  return {
    service_fee_tiers: priceList.service_fee_tiers.map((tier) => ({ ...tier })),
    site_taxes: [
      { site: 'auction', tax_bps: 1000 },
      { site: 'mercari', tax_bps: 1000 },
    ],
    size_classes: [
      { code: '60', label: 'Cỡ 60', max_sum_cm: 60, max_weight_g: 2000, price_jpy: 800 },
      { code: '100', label: 'Cỡ 100', max_sum_cm: 100, max_weight_g: 10_000, price_jpy: 1_300 },
    ],
    extras: extras.map((x) => ({ ...x })),
    warehouses: warehouses.map((w) => ({ ...w })),
  };
}

const refused = (message: string, fields?: Record<string, string>): MockReply => ({
  status: 400,
  body: { success: false, code: 'VALIDATION_FAILED', message, ...(fields ? { fields } : {}) },
});

/** The API: GET answers the current schedule; each PUT takes the next queued answer, else applies the body. */
function setup(options: { puts?: MockReply[]; get?: MockReply; user?: typeof testUser } = {}) {
  let data = schedule();
  const puts = [...(options.puts ?? [])];
  const api = mockApi({
    ...baseHandlers({ user: testUser }),
    'GET /api/session': { body: { success: true, data: options.user ?? admin } },
    'GET /api/admin/pricing': () => options.get ?? { body: { success: true, data } },
    'PUT /api/admin/pricing': (req) => {
      const next = puts.shift();
      if (next) return next;
      const body = req.body as AdminPricingUpdateRequest;
      data = {
        ...data,
        ...(body.service_fee_tiers ? { service_fee_tiers: body.service_fee_tiers.map((t) => ({ ...t, label: t.label ?? '', min_fee_vnd: t.min_fee_vnd ?? 0 })) } : {}),
        ...(body.site_taxes ? { site_taxes: body.site_taxes } : {}),
      };
      return { body: { success: true, message: 'Lưu thành công', data } };
    },
  });
  const puts$ = () => api.calls.filter((call) => call.method === 'PUT' && call.path === '/api/admin/pricing');
  const gets = () => api.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/pricing');
  return { ...api, puts: puts$, gets };
}

async function openScreen(path = '/admin/pricing') {
  const result = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Biểu phí' })).toBeTruthy();
  return result;
}

const cell = (column: string, row: number) => screen.getByLabelText(`${column}, dòng ${row}`) as HTMLInputElement;

async function confirmSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Lưu' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('Báo giá mới của khách dùng bảng phí này ngay sau khi lưu');
  expect(dialog.textContent).toContain('Các đơn đã tạo giữ nguyên giá');
  await user.click(within(dialog).getByRole('button', { name: 'Lưu và áp dụng' }));
}

describe('/admin/pricing', () => {
  it('service fee tiers: shows % and grouped money, checks the table like the contract, saves only the tiers after a confirm and reloads', async () => {
    const api = setup();
    const user = userEvent.setup();
    await openScreen();
    const rows = await screen.findAllByTestId('fee-tiers-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Phí dịch vụ', selected: true })).toBeTruthy();
    expect(cell('Từ giá trị hàng (₫)', 2).value).toBe('3.000.000');
    expect(cell('Phí (%)', 1).value).toBe('8');
    expect(cell('Phí tối thiểu (₫)', 1).value).toBe('30.000');

    // A bad code, a bad percent and no tier from 0 ₫: messages by the cells, nothing sent.
    await user.clear(cell('Từ giá trị hàng (₫)', 1));
    await user.type(cell('Từ giá trị hàng (₫)', 1), '100000');
    await user.tab();
    expect(cell('Từ giá trị hàng (₫)', 1).value).toBe('100.000');
    await user.clear(cell('Phí (%)', 2));
    await user.type(cell('Phí (%)', 2), '120');
    await user.click(screen.getByRole('button', { name: 'Thêm bậc phí' }));
    expect(screen.getAllByTestId('fee-tiers-row')).toHaveLength(4);
    await user.type(cell('Mã', 4), 'Bậc 4');
    await user.type(cell('Từ giá trị hàng (₫)', 4), '50.000.000');
    await user.type(cell('Phí (%)', 4), '2,5');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Cần một bậc phí bắt đầu từ 0 ₫.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập phần trăm từ 0 đến 100 (tối đa 2 chữ số thập phân).')).toBeTruthy();
    expect(screen.getByText('Mã bậc phí không hợp lệ.')).toBeTruthy();
    expect(cell('Phí (%)', 2).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.puts()).toHaveLength(0);

    // Fixed: back to 0 ₫, 5,5 %, a valid code; the confirm, then PUT of the tiers alone.
    await user.clear(cell('Từ giá trị hàng (₫)', 1));
    await user.type(cell('Từ giá trị hàng (₫)', 1), '0');
    await user.clear(cell('Phí (%)', 2));
    await user.type(cell('Phí (%)', 2), '5,5');
    await user.clear(cell('Mã', 4));
    await user.type(cell('Mã', 4), 'tier-4');
    const getsBefore = api.gets().length;
    await confirmSave(user);
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    const body = api.puts()[0]!.body as AdminPricingUpdateRequest;
    expect(Object.keys(body)).toEqual(['service_fee_tiers']);
    expect(body.service_fee_tiers).toEqual([
      { code: 'tier-1', label: 'Đơn dưới 3 triệu đồng', threshold_vnd: 0, fee_bps: 800, min_fee_vnd: 30_000 },
      { code: 'tier-2', label: 'Đơn từ 3 triệu', threshold_vnd: 3_000_000, fee_bps: 550, min_fee_vnd: 0 },
      { code: 'tier-3', label: 'Đơn từ 30 triệu', threshold_vnd: 30_000_000, fee_bps: 350, min_fee_vnd: 0 },
      { code: 'tier-4', label: '', threshold_vnd: 50_000_000, fee_bps: 250, min_fee_vnd: 0 },
    ]);
    await waitFor(() => expect(api.gets().length).toBeGreaterThan(getsBefore));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cell('Phí (%)', 2).value).toBe('5,5');
    expect(screen.queryByText('Có thay đổi chưa lưu.')).toBeNull();
  });

  it('service fee tiers: a refusal shows the server message and its cell message, and keeps the edits', async () => {
    const api = setup({ puts: [refused('Mức phí không hợp lệ.', { 'service_fee_tiers.1.fee_bps': 'Tỷ lệ tối đa 100%.' })] });
    const user = userEvent.setup();
    await openScreen();
    await screen.findAllByTestId('fee-tiers-row');
    await user.click(screen.getByRole('button', { name: 'Xóa dòng 3' }));
    expect(screen.getAllByTestId('fee-tiers-row')).toHaveLength(2);
    await confirmSave(user);
    expect(await screen.findByText('Mức phí không hợp lệ.')).toBeTruthy();
    expect(screen.getByText('Không lưu được biểu phí')).toBeTruthy();
    expect(screen.getByText('Tỷ lệ tối đa 100%.')).toBeTruthy();
    expect(cell('Phí (%)', 2).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByTestId('fee-tiers-row')).toHaveLength(2);
    expect(screen.getByText('Có thay đổi chưa lưu.')).toBeTruthy();
    expect((api.puts()[0]!.body as AdminPricingUpdateRequest).service_fee_tiers).toHaveLength(2);

    // Discarding the edits brings the loaded table back.
    await user.click(screen.getByRole('button', { name: 'Bỏ thay đổi' }));
    expect(screen.getAllByTestId('fee-tiers-row')).toHaveLength(3);
  });

  it('consumption tax: one row per site (in ?tab=taxes); a refusal, then the tax saved in basis points', async () => {
    const api = setup({ puts: [{ status: 409, body: { success: false, code: 'CONFLICT', message: 'Biểu phí vừa được người khác sửa.' } }] });
    const user = userEvent.setup();
    const { router } = await openScreen('/admin/pricing?tab=taxes');
    const rows = await screen.findAllByTestId('fee-taxes-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Mercari' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Xóa dòng/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thêm/ })).toBeNull();

    await user.clear(cell('Thuế suất (%)', 2));
    await user.type(cell('Thuế suất (%)', 2), 'mười');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập phần trăm từ 0 đến 100 (tối đa 2 chữ số thập phân).')).toBeTruthy();
    await user.clear(cell('Thuế suất (%)', 2));
    await user.type(cell('Thuế suất (%)', 2), '8');

    await confirmSave(user);
    expect(await screen.findByText('Biểu phí vừa được người khác sửa.')).toBeTruthy();
    await confirmSave(user);
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    expect(api.puts()[1]!.body).toEqual({
      site_taxes: [
        { site: 'auction', tax_bps: 1000 },
        { site: 'mercari', tax_bps: 800 },
      ],
    });
    expect(router.state.location.search).toBe('?tab=taxes');
  });

  it('size classes: remove and add rows, sizes and weights must be above 0; refusal then save', async () => {
    const api = setup({ puts: [refused('Mã cỡ hàng bị trùng.', { size_classes: 'Mã cỡ hàng bị trùng.' })] });
    const user = userEvent.setup();
    await openScreen('/admin/pricing?tab=sizes');
    expect(await screen.findAllByTestId('fee-sizes-row')).toHaveLength(2);
    expect(cell('Cân nặng tối đa (g)', 2).value).toBe('10.000');
    expect(cell('Phí tạm tính (¥)', 2).value).toBe('1.300');

    await user.click(screen.getByRole('button', { name: 'Xóa dòng 1' }));
    await user.click(screen.getByRole('button', { name: 'Thêm cỡ hàng' }));
    await user.type(cell('Mã', 2), '160');
    await user.type(cell('Tổng ba cạnh tối đa (cm)', 2), '0');
    await user.type(cell('Cân nặng tối đa (g)', 2), '0');
    await user.type(cell('Phí tạm tính (¥)', 2), '2100');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Tổng kích thước phải lớn hơn 0.')).toBeTruthy();
    expect(screen.getByText('Cân nặng tối đa phải lớn hơn 0.')).toBeTruthy();
    expect(api.puts()).toHaveLength(0);

    await user.clear(cell('Tổng ba cạnh tối đa (cm)', 2));
    await user.type(cell('Tổng ba cạnh tối đa (cm)', 2), '160');
    await user.clear(cell('Cân nặng tối đa (g)', 2));
    await user.type(cell('Cân nặng tối đa (g)', 2), '25.000');
    await confirmSave(user);
    expect(await screen.findAllByText('Mã cỡ hàng bị trùng.')).not.toHaveLength(0);
    await confirmSave(user);
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    expect(api.puts()[1]!.body).toEqual({
      size_classes: [
        { code: '100', label: 'Cỡ 100', max_sum_cm: 100, max_weight_g: 10_000, price_jpy: 1_300 },
        { code: '160', label: '', max_sum_cm: 160, max_weight_g: 25_000, price_jpy: 2_100 },
      ],
    });
  });

  it('extra services: charge type rules (percent needs a rate, per kg is paid second), refusal then save', async () => {
    const api = setup({ puts: [refused('Mã dịch vụ không hợp lệ.', { 'extras.3.code': 'Mã dịch vụ không hợp lệ.' })] });
    const user = userEvent.setup();
    await openScreen('/admin/pricing?tab=extras');
    expect(await screen.findAllByTestId('fee-extras-row')).toHaveLength(3);
    expect(cell('Tỷ lệ (%)', 2).value).toBe('3');
    expect(cell('Tỷ lệ (%)', 1).disabled).toBe(true);
    expect(cell('Đơn giá (₫)', 1).value).toBe('20.000');

    await user.click(screen.getByRole('button', { name: 'Thêm dịch vụ' }));
    await user.type(cell('Mã', 4), 'bubble_wrap');
    await user.selectOptions(cell('Cách tính', 4), 'percent_goods');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Dịch vụ tính theo % giá hàng cần tỷ lệ phần trăm.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập tên dịch vụ.')).toBeTruthy();

    await user.type(cell('Tên', 4), 'Bọc xốp hơi');
    await user.selectOptions(cell('Cách tính', 4), 'per_parcel');
    expect((cell('Thu ở', 4) as unknown as HTMLSelectElement).value).toBe('second');
    await user.clear(cell('Đơn giá (₫)', 4));
    await user.type(cell('Đơn giá (₫)', 4), '15000');
    await user.click(cell('Đang dùng', 1));
    await confirmSave(user);
    expect(await screen.findByText('Mã dịch vụ không hợp lệ.', { selector: '.k-field__error' })).toBeTruthy();
    await confirmSave(user);
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    const body = api.puts()[1]!.body as AdminPricingUpdateRequest;
    expect(Object.keys(body)).toEqual(['extras']);
    expect(body.extras![0]).toMatchObject({ code: 'photos', active: false, percent_bps: null });
    expect(body.extras![1]).toMatchObject({ code: 'insurance', percent_bps: 300, min_vnd: 30_000 });
    expect(body.extras![3]).toEqual({
      code: 'bubble_wrap',
      name: 'Bọc xốp hơi',
      description: '',
      charge_type: 'per_parcel',
      price_vnd: 15_000,
      percent_bps: null,
      min_vnd: 0,
      payment_stage: 'second',
      active: true,
    });
  });

  it('warehouses: a new warehouse needs a name and an address; storage terms sent; refusal then save', async () => {
    const api = setup({ puts: [{ status: 403, body: { success: false, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này.' } }] });
    const user = userEvent.setup();
    await openScreen('/admin/pricing?tab=warehouses');
    expect(await screen.findAllByTestId('fee-warehouses-row')).toHaveLength(3);
    expect(cell('Phí lưu kho (₫/kg/ngày)', 1).value).toBe('2.000');
    expect(cell('Số ngày lưu kho miễn phí', 1).value).toBe('30');

    await user.click(screen.getByRole('button', { name: 'Thêm kho' }));
    await user.type(cell('Mã', 4), 'osaka');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập tên kho.')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập địa chỉ kho.')).toBeTruthy();
    await user.type(cell('Tên', 4), 'Kho Osaka');
    await user.type(cell('Địa chỉ', 4), '1-2-3 Namba, Osaka');
    await user.clear(cell('Số ngày lưu kho miễn phí', 4));
    await user.type(cell('Số ngày lưu kho miễn phí', 4), '4000');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Số ngày từ 0 đến 3.650.')).toBeTruthy();
    await user.clear(cell('Số ngày lưu kho miễn phí', 4));
    await user.type(cell('Số ngày lưu kho miễn phí', 4), '45');

    await confirmSave(user);
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này.')).toBeTruthy();
    await confirmSave(user);
    expect(await screen.findByText('Lưu thành công')).toBeTruthy();
    const body = api.puts()[1]!.body as AdminPricingUpdateRequest;
    expect(body.warehouses![3]).toEqual({
      code: 'OSAKA',
      name: 'Kho Osaka',
      country: 'JP',
      address: '1-2-3 Namba, Osaka',
      phone: '',
      note: '',
      active: true,
      free_storage_days: 45,
      storage_fee_per_kg_day_vnd: 0,
    });
    expect(body.warehouses![0]).toMatchObject({ code: 'JP', free_storage_days: 30, storage_fee_per_kg_day_vnd: 2_000 });
  });

  it('keeps a tab’s unsaved edits while staff look at another tab; the tab is in the URL', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = await openScreen();
    await screen.findAllByTestId('fee-tiers-row');
    await user.clear(cell('Phí (%)', 1));
    await user.type(cell('Phí (%)', 1), '7');
    await user.click(screen.getByRole('tab', { name: 'Cỡ hàng' }));
    expect(await screen.findAllByTestId('fee-sizes-row')).toHaveLength(2);
    expect(router.state.location.search).toBe('?tab=sizes');
    await user.click(screen.getByRole('tab', { name: 'Phí dịch vụ' }));
    expect(cell('Phí (%)', 1).value).toBe('7');
    expect(screen.getByText('Có thay đổi chưa lưu.')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    const api = mockApi({
      ...baseHandlers({ user: testUser }),
      'GET /api/session': { body: { success: true, data: admin } },
      'GET /api/admin/pricing': () =>
        fail ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Lỗi hệ thống.' } } : { body: { success: true, data: schedule() } },
    });
    const user = userEvent.setup();
    await openScreen();
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    fail = false;
    await user.click(retry);
    expect(await screen.findAllByTestId('fee-tiers-row')).toHaveLength(3);
    expect(api.calls.filter((c) => c.path === '/api/admin/pricing').length).toBeGreaterThan(1);
  });

  it('a customer sees the staff-only message, and no schedule is read', async () => {
    const api = setup({ user: testUser });
    await openScreen();
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(api.gets()).toHaveLength(0);
  });
});
