import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';


// XMLHttpRequest uploads are out of reach of the fetch mock: the upload answers a stored file.
vi.mock('@/shared/api/upload', () => ({
  uploadFile: vi.fn(async (_path: string, _file: Blob, options: { fields?: Record<string, string> }) => ({
    id: 'f1',
    url: `/api/files/00000000-0000-4000-8000-0000000000f1?folder=${options.fields?.folder ?? ''}`,
  })),
}));

const me = { ...testUser, has_password: true, email_verified: false };
const settings = { language: 'vi', currency_display: 'both', default_site: 'auction', auto_translate: 'auto', default_route: null, marketing_opt_in: false };
const restrictions = {
  success: true,
  data: {
    level: { code: 'standard', name: 'Thành viên' },
    limits: { max_items_per_order: 20, max_quantity_per_item: 10, max_open_bids: 5, max_bid_vnd: 20000000, max_cart_items: 100, max_addresses: 20 },
    levels: [],
  },
};

function profileServer(put: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  let user = { ...me };
  return mockApi({
    ...baseHandlers({ user: me }),
    'GET /api/session': () => ({ body: { success: true, data: user } }),
    'GET /api/user-setting': { body: { success: true, settings } },
    'POST /api/user-setting': (req) => ({ body: { success: true, message: 'Cập nhật thành công!', settings: { ...settings, ...(req.body as { settings: object }).settings } } }),
    'GET /api/user/batch-restrictions': { body: restrictions },
    'PUT /api/user/profile': (req) => {
      const answer = put(req.body as Record<string, unknown>);
      if (!answer.status || answer.status === 200) user = (answer.body as { data: typeof user }).data;
      return answer;
    },
  });
}

const saved = (body: Record<string, unknown>) => ({ body: { success: true, message: 'Cập nhật thành công!', phone_change: 'unavailable', data: { ...me, ...body } } });

describe('profile form (/account)', () => {
  it('saves only what changed, with the spec message, and updates the account card', async () => {
    const { calls } = profileServer(saved);
    const user = userEvent.setup();
    renderApp('/account');
    const name = (await screen.findByLabelText(/^Họ và tên/)) as HTMLInputElement;
    expect(name.value).toBe('Nguyễn Văn An');
    // The phone is shown but cannot be edited here.
    const phone = screen.getByLabelText(/^Số điện thoại/) as HTMLInputElement;
    expect(phone.value).toBe('0912345678');
    expect(phone.readOnly).toBe(true);
    expect(screen.getByText(/cần xác thực mã OTP/)).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Nguyễn Văn Bình');
    fireEvent.change(screen.getByLabelText(/^Ngày sinh/), { target: { value: '1990-05-20' } });
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ full_name: 'Nguyễn Văn Bình', birthdate: '1990-05-20' });
    // The shell's customer card shows the new name (the session was updated).
    await waitFor(() => expect(screen.getAllByText('Nguyễn Văn Bình').length).toBeGreaterThan(0));
  });

  it('does not send an invalid birthdate and says why', async () => {
    const { calls } = profileServer(saved);
    const user = userEvent.setup();
    renderApp('/account');
    const birthdate = await screen.findByLabelText(/^Ngày sinh/);
    fireEvent.change(birthdate, { target: { value: '2099-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Ngày sinh phải là một ngày trong quá khứ.')).toBeTruthy();
    fireEvent.change(birthdate, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Ngày sinh không hợp lệ: tuổi phải từ 13 đến 120.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows "Lưu thất bại!" and the field reason the server gives', async () => {
    profileServer(() => ({
      status: 409,
      body: { success: false, code: 'EMAIL_TAKEN', message: 'Lưu thất bại!', fields: { email: 'Email này đã được đăng ký.' } },
    }));
    const user = userEvent.setup();
    renderApp('/account');
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'da.co@example.com');
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Lưu thất bại!')).toBeTruthy();
    expect(screen.getByText('Email này đã được đăng ký.')).toBeTruthy();
    expect((email as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('uploads an avatar as a public image and saves its URL', async () => {
    const { calls } = profileServer(saved);
    const user = userEvent.setup();
    renderApp('/account');
    const input = await screen.findByLabelText('Ảnh đại diện');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'anh.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Xóa ảnh' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await screen.findByText('Cập nhật thành công!');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ avatar: '/api/files/00000000-0000-4000-8000-0000000000f1?folder=avatar' });
  });

  it('refuses a file that is not an image without uploading', async () => {
    profileServer(saved);
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/account');
    const input = await screen.findByLabelText('Ảnh đại diện');
    await user.upload(input, new File(['%PDF'], 'giay-to.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Vui lòng chọn ảnh JPG, PNG hoặc WebP.')).toBeTruthy();
  });

  it('saves shopping settings with a toast', async () => {
    const { calls } = profileServer(saved);
    const user = userEvent.setup();
    renderApp('/account');
    const section = (await screen.findByRole('heading', { name: 'Cài đặt mua sắm' })).closest('section')!;
    const s = within(section);
    await user.selectOptions(await s.findByLabelText('Hiển thị giá'), 'vnd');
    await user.selectOptions(s.getByLabelText('Sàn mặc định khi tìm kiếm'), 'mercari');
    await user.click(s.getByRole('checkbox', { name: /Nhận ưu đãi/ }));
    await user.click(s.getByRole('button', { name: 'Lưu cài đặt' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/user-setting')?.body).toEqual({
      settings: { currency_display: 'vnd', default_site: 'mercari', auto_translate: 'auto', marketing_opt_in: true },
    });
  });
});

describe('notification settings (/account/user/notification-setting)', () => {
  const cell = (email: boolean) => ({ in_app: true, email, push: true, zalo: false, sms: false });
  const prefs = {
    orders: cell(true),
    bills: cell(true),
    bids: cell(true),
    wallet: cell(true),
    promotions: { in_app: true, email: false, push: false, zalo: false, sms: false },
    complaints: cell(true),
    saved_search: cell(false),
    watch: cell(true),
  };
  const locked = ['orders.in_app', 'bills.in_app', 'wallet.in_app'];
  const quiet = { enabled: false, start: '22:00', end: '07:00' };
  const handlers = () =>
    mockApi({
      ...baseHandlers({ user: me }),
      'GET /api/user/notification': { body: { success: true, settings: prefs, locked, quiet_hours: quiet } },
      'POST /api/user/notification': (req) => {
        const sent = req.body as { settings: typeof prefs; quiet_hours: typeof quiet };
        return { body: { success: true, message: 'Cập nhật thành công!', settings: sent.settings, locked, quiet_hours: sent.quiet_hours } };
      },
      'GET /api/push/subscriptions': { body: { success: true, results: [] } },
    });

  it('toggles per category and channel (web, email, push, Zalo, SMS), keeps locked switches on, and saves with a toast', async () => {
    const { calls } = handlers();
    const user = userEvent.setup();
    renderApp('/account/user/notification-setting');
    const ordersInApp = (await screen.findByRole('switch', { name: 'Đơn hàng: Trên website' })) as HTMLInputElement;
    expect(ordersInApp.checked).toBe(true);
    expect(ordersInApp.disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Đấu giá: Email' }));
    await user.click(screen.getByRole('switch', { name: 'Khuyến mãi: SMS' }));
    await user.click(screen.getByRole('switch', { name: 'Tìm kiếm đã lưu: Zalo' }));
    await user.click(screen.getByRole('switch', { name: 'Theo dõi: Thông báo đẩy' }));
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt thông báo' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST')?.body as { settings: typeof prefs; quiet_hours: typeof quiet };
    expect(sent.settings.bids).toEqual({ in_app: true, email: false, push: true, zalo: false, sms: false });
    expect(sent.settings.promotions).toEqual({ in_app: true, email: false, push: false, zalo: false, sms: true });
    expect(sent.settings.saved_search).toEqual({ in_app: true, email: false, push: true, zalo: true, sms: false });
    expect(sent.settings.watch.push).toBe(false);
    expect(sent.settings.orders.in_app).toBe(true);
    expect(sent.quiet_hours).toEqual(quiet);
  });

  it('sets quiet hours in Vietnam time, and will not save a window that starts when it ends', async () => {
    const { calls } = handlers();
    const user = userEvent.setup();
    renderApp('/account/user/notification-setting');
    await user.click(await screen.findByRole('switch', { name: 'Bật giờ yên lặng' }));
    const start = screen.getByLabelText('Từ') as HTMLInputElement;
    const end = screen.getByLabelText('Đến') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '07:00' } });
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt thông báo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Giờ bắt đầu và giờ kết thúc phải khác nhau.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(start, { target: { value: '23:30' } });
    fireEvent.change(end, { target: { value: '06:15' } });
    await user.click(screen.getByRole('button', { name: 'Lưu cài đặt thông báo' }));
    expect(await screen.findByText('Cập nhật thành công!')).toBeTruthy();
    expect((calls.find((c) => c.method === 'POST')?.body as { quiet_hours: typeof quiet }).quiet_hours).toEqual({ enabled: true, start: '23:30', end: '06:15' });
  });

  it('shows the Web Push card; a browser without push says so', async () => {
    handlers();
    renderApp('/account/user/notification-setting');
    expect(await screen.findByRole('heading', { name: 'Thông báo đẩy trên thiết bị này' })).toBeTruthy();
    // jsdom has no service workers.
    expect(screen.getByText(/Trình duyệt này không hỗ trợ thông báo đẩy/)).toBeTruthy();
  });
});

describe('sales staff card (dashboard)', () => {
  it('shows the staff, rates them and asks for another', async () => {
    let open: null | { id: string; reason: string; status: string; created_at: string } = null;
    const staff = { id: 's1', code: 'NV01', full_name: 'Nguyễn Thị Mai', phone: '0909000101', zalo: '0909000101', email: null, avatar: null };
    const { calls } = mockApi({
      ...baseHandlers({ user: me }),
      'GET /api/user/sales-staff': () => ({ body: { success: true, data: { staff, open_change_request: open, my_rating: null } } }),
      'POST /api/user/rate-staff': { body: { success: true, message: 'Cảm ơn bạn đã đánh giá!', data: { staff_id: 's1', rating: 4, comment: 'Tốt', updated_at: '2026-01-01T00:00:00Z' } } },
      'POST /api/user/request-change-sale': (req) => {
        open = { id: 'r1', reason: (req.body as { reason: string }).reason, status: 'open', created_at: '2026-03-02T03:00:00Z' };
        return { body: { success: true, message: 'Đã gửi yêu cầu đổi nhân viên hỗ trợ. Chúng tôi sẽ liên hệ bạn sớm.', data: open } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Nhân viên hỗ trợ của bạn' })).closest('section')!;
    const c = within(card);
    expect(await c.findByText('Nguyễn Thị Mai')).toBeTruthy();
    expect(c.getByRole('link', { name: 'Gọi Nguyễn Thị Mai' }).getAttribute('href')).toBe('tel:0909000101');
    expect(c.getByRole('link', { name: 'Nhắn Zalo cho Nguyễn Thị Mai' }).getAttribute('href')).toBe('https://zalo.me/0909000101');

    await user.click(c.getByRole('button', { name: 'Đánh giá' }));
    const rateDialog = await screen.findByRole('dialog', { name: 'Đánh giá Nguyễn Thị Mai' });
    await user.click(within(rateDialog).getByRole('radio', { name: '4 sao' }));
    await user.type(within(rateDialog).getByLabelText(/Nhận xét/), 'Tốt');
    await user.click(within(rateDialog).getByRole('button', { name: 'Gửi đánh giá' }));
    expect(await screen.findByText('Cảm ơn bạn đã đánh giá!')).toBeTruthy();
    expect(calls.find((x) => x.path === '/api/user/rate-staff')?.body).toEqual({ staff_id: 's1', rating: 4, comment: 'Tốt' });

    await user.click(c.getByRole('button', { name: 'Yêu cầu đổi nhân viên' }));
    const changeDialog = await screen.findByRole('dialog', { name: 'Yêu cầu đổi nhân viên hỗ trợ' });
    await user.click(within(changeDialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(within(changeDialog).getByText('Vui lòng cho biết lý do (5–500 ký tự).')).toBeTruthy();
    await user.type(within(changeDialog).getByLabelText(/Lý do/), 'Cần người trả lời nhanh hơn');
    await user.click(within(changeDialog).getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(await screen.findByText(/Đã gửi yêu cầu đổi nhân viên/)).toBeTruthy();
    expect(await c.findByText(/đang chờ xử lý/)).toBeTruthy();
    expect(c.queryByRole('button', { name: 'Yêu cầu đổi nhân viên' })).toBeNull();
  });
});
