import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseHandlers, mockApi, testUser, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const unauthenticated = { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Vui lòng đăng nhập để tiếp tục.' } };
const tokenAnswer = (token: string) => ({
  body: {
    success: true,
    access_token: token,
    access: { token, expires_at: '2030-01-01T00:00:00Z' },
    next: '/account/dashboard',
    message: 'Đăng nhập thành công',
    is_new_user: false,
  },
});

/** Logged out until `login()` is called; then GET /api/session answers the test user. */
function sessionSwitch(user = testUser) {
  const state = { loggedIn: false };
  const handler: MockHandler = () => (state.loggedIn ? { body: { success: true, data: user } } : unauthenticated);
  return { state, handler };
}

function handlers(extra: Record<string, MockHandler | MockReply>) {
  return { ...baseHandlers(), 'GET /api/login/social/providers': { body: { success: true, data: { google: { enabled: false, client_id: null }, facebook: { enabled: false, app_id: null } } } }, ...extra };
}

describe('login page: phone OTP', () => {
  it('sends a code, logs in with it and goes to next', async () => {
    const session = sessionSwitch();
    const { calls } = mockApi(
      handlers({
        'GET /api/session': session.handler,
        'POST /api/login/phone': (req) => {
          const body = req.body as { phone: string; code?: string };
          if (!body.code) {
            return { body: { success: true, message: 'ok', data: { phone_masked: '091****678', registered: false, expires_in_seconds: 300, resend_after_seconds: 60 } } };
          }
          if (body.code !== '246810') return { status: 400, body: { success: false, code: 'LOGIN_OTP_INVALID', message: 'Mã OPT không chính xác' } };
          session.state.loggedIn = true;
          return tokenAnswer('tok-otp');
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/account/login?next=%2Faccount%2Fcart');
    await user.click(await screen.findByRole('tab', { name: 'Mã OTP qua SMS' }));
    await user.type(screen.getByLabelText(/^Số điện thoại/), '0912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));

    expect(await screen.findByText('Mã đã được gửi tới 091****678. Mã có hiệu lực trong 5 phút.')).toBeTruthy();
    expect(screen.getByText(/tài khoản mới sẽ được tạo/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Gửi lại mã sau \d+ giây/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/^Mã xác minh/), '111111');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mã OPT không chính xác');

    await user.clear(screen.getByLabelText(/^Mã xác minh/));
    await user.type(screen.getByLabelText(/^Mã xác minh/), '246810');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/cart'));
    expect(window.localStorage.getItem('kaimono.token')).toBe('tok-otp');
    expect(calls.filter((c) => c.path === '/api/login/phone').map((c) => c.body)).toEqual([
      { phone: '0912345678' },
      { phone: '0912345678', code: '111111', next: '/account/cart' },
      { phone: '0912345678', code: '246810', next: '/account/cart' },
    ]);
  });

  it('checks the number before sending', async () => {
    const { calls } = mockApi(handlers({}));
    const user = userEvent.setup();
    renderApp('/account/login');
    await user.click(await screen.findByRole('tab', { name: 'Mã OTP qua SMS' }));
    await user.type(screen.getByLabelText(/^Số điện thoại/), '12345');
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByText(/Số điện thoại không hợp lệ/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/login/phone')).toBe(false);
  });
});

describe('login page: QR', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
  const generated = (code: string) => ({
    body: {
      success: true,
      data: { code, scan_url: `http://localhost/account/qr-approve?code=scan-${code}`, qr_svg: svg, expires_at: new Date(Date.now() + 120_000).toISOString(), expires_in_seconds: 120 },
    },
  });

  it('shows the QR, polls again while pending, and logs in once the phone approves', async () => {
    const session = sessionSwitch();
    const answers = ['pending', 'scanned'];
    let phoneApproved = false;
    const { calls } = mockApi(
      handlers({
        'GET /api/session': session.handler,
        'POST /api/account/authen/qr/generate': generated('A'.repeat(43)),
        'POST /api/account/authen/qr/waiting-scan': async () => {
          await new Promise((r) => setTimeout(r, 20));
          const status = answers.shift() ?? (phoneApproved ? 'approved' : 'scanned');
          if (status === 'approved') {
            session.state.loggedIn = true;
            return { body: { ...tokenAnswer('tok-qr').body, status } };
          }
          return { body: { success: true, status } };
        },
        'POST /api/account/authen/qr/cancel': { body: { success: true, message: 'Đã hủy mã QR.' } },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/account/login?next=%2Faccount%2Fwallet');
    // The three methods share the card's width and wrap (the browser journey measures they fit at 360 px).
    const methods = await screen.findByRole('tablist', { name: 'Cách đăng nhập' });
    expect(methods.classList.contains('k-tabs__list--fill')).toBe(true);
    expect(within(methods).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dùng mật khẩu', 'Mã OTP qua SMS', 'Quét mã QR']);
    await user.click(await screen.findByRole('tab', { name: 'Quét mã QR' }));
    expect(await screen.findByRole('img', { name: 'Mã QR đăng nhập Kaimono' })).toBeTruthy();
    expect(await screen.findByText('Đã quét mã. Vui lòng bấm xác nhận trên điện thoại…')).toBeTruthy();
    phoneApproved = true;
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/wallet'));
    expect(window.localStorage.getItem('kaimono.token')).toBe('tok-qr');
    const waits = calls.filter((c) => c.path === '/api/account/authen/qr/waiting-scan');
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(waits[0]!.body).toEqual({ code: 'A'.repeat(43) });
    // Approved codes are not cancelled afterwards.
    expect(calls.some((c) => c.path === '/api/account/authen/qr/cancel')).toBe(false);
  });

  it('offers a new code when the code expired, and cancelling stops the wait', async () => {
    let generation = 0;
    let expire = true;
    const { calls } = mockApi(
      handlers({
        'POST /api/account/authen/qr/generate': () => generated(String(++generation).repeat(43)),
        'POST /api/account/authen/qr/waiting-scan': async () => {
          if (expire) return { body: { success: true, status: 'expired' } };
          await new Promise((r) => setTimeout(r, 50));
          return { body: { success: true, status: 'pending' } };
        },
        'POST /api/account/authen/qr/cancel': { body: { success: true, message: 'Đã hủy mã QR.' } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/account/login');
    await user.click(await screen.findByRole('tab', { name: 'Quét mã QR' }));
    expect(await screen.findByText('Mã QR đã hết hạn.')).toBeTruthy();
    expire = false;
    await user.click(screen.getByRole('button', { name: 'Tạo mã mới' }));
    expect(await screen.findByText('Đang chờ quét mã…')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByText('Bạn đã hủy chờ quét mã.')).toBeTruthy();
    // The first code the server called expired was replaced once by itself (and cancelled); the
    // second in a row ended the wait. The code of the new round is the one cancelled by "Hủy".
    expect(calls.filter((c) => c.path === '/api/account/authen/qr/cancel').map((c) => c.body)).toEqual([{ code: '1'.repeat(43) }, { code: '3'.repeat(43) }]);
    const before = calls.filter((c) => c.path === '/api/account/authen/qr/waiting-scan').length;
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.filter((c) => c.path === '/api/account/authen/qr/waiting-scan').length).toBeLessThanOrEqual(before + 1);
  });
});

describe('login page: QR code refresh (spec §4: the scan wait has no time-out)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('swaps in a fresh code before the shown one expires, cancels the old, and never shows it expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let generation = 0;
    let phoneScanned = false;
    const { calls, spy } = mockApi(
      handlers({
        'POST /api/account/authen/qr/generate': () => {
          generation += 1;
          const code = String.fromCharCode(64 + generation).repeat(43);
          const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>${code}</title></svg>`;
          return { body: { success: true, data: { code, scan_url: `http://localhost/account/qr-approve?code=s${generation}`, qr_svg: svg, expires_at: new Date(Date.now() + 120_000).toISOString(), expires_in_seconds: 120 } } };
        },
        // A long poll: answers after 25 s (the server's wait), "scanned" once the phone has scanned.
        'POST /api/account/authen/qr/waiting-scan': async () => {
          await new Promise((r) => setTimeout(r, phoneScanned ? 1_000 : 25_000));
          return { body: { success: true, status: phoneScanned ? 'scanned' : 'pending' } };
        },
        'POST /api/account/authen/qr/cancel': { body: { success: true, message: 'Đã hủy mã QR.' } },
      }),
    );
    // Like the browser's fetch: an aborted request rejects at once.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        spy(input, init).then(resolve, reject);
      }),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp('/account/login');
    await user.click(await screen.findByRole('tab', { name: 'Quét mã QR' }));
    const qr = await screen.findByRole('img', { name: 'Mã QR đăng nhập Kaimono' });
    const shown = () => decodeURIComponent((screen.getByRole('img', { name: 'Mã QR đăng nhập Kaimono' }) as HTMLImageElement).src);
    expect(shown()).toContain('A'.repeat(43));
    const generated = () => calls.filter((c) => c.path === '/api/account/authen/qr/generate').length;
    const cancelled = () => calls.filter((c) => c.path === '/api/account/authen/qr/cancel').map((c) => (c.body as { code: string }).code[0]);

    // 80 s in: the first code (valid 120 s) is still the one shown.
    await act(() => vi.advanceTimersByTimeAsync(80_000));
    expect(generated()).toBe(1);
    // Past 90 s (30 s before it expires) a fresh code replaces it and the old one is cancelled.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(shown()).toContain('B'.repeat(43)));
    expect(cancelled()).toEqual(['A']);
    const waits = calls.filter((c) => c.path === '/api/account/authen/qr/waiting-scan').map((c) => (c.body as { code: string }).code[0]);
    expect(waits.at(-1)).toBe('B');
    expect(qr).toBeTruthy();

    // Ten minutes of waiting: a new code every 90 s, the page never says the code expired.
    for (let minute = 0; minute < 10; minute += 1) await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(generated()).toBeGreaterThanOrEqual(7));
    expect(screen.queryByText('Mã QR đã hết hạn.')).toBeNull();
    expect(screen.getByText('Đang chờ quét mã…')).toBeTruthy();
    expect(cancelled()).toEqual([...'ABCDEFGHIJKLMNOP'].slice(0, generated() - 1));

    // Once a phone has scanned the code, it is kept (the customer is confirming on the phone).
    phoneScanned = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await screen.findByText('Đã quét mã. Vui lòng bấm xác nhận trên điện thoại…');
    const settled = generated();
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(generated()).toBe(settled);
  });
});

describe('login page: social buttons', () => {
  it('are hidden when the server has no provider, shown when it has', async () => {
    mockApi(handlers({}));
    renderApp('/account/login');
    await screen.findByRole('tab', { name: 'Dùng mật khẩu' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
  });

  it('shows Google when configured', async () => {
    mockApi(handlers({ 'GET /api/login/social/providers': { body: { success: true, data: { google: { enabled: true, client_id: 'cid' }, facebook: { enabled: false, app_id: null } } } } }));
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Facebook' })).toBeNull();
  });
});

describe('/account/forgot', () => {
  it('sends a code, then sets the new password and goes to login', async () => {
    const { calls } = mockApi(
      handlers({
        'POST /api/request-change-password': { body: { success: true, message: 'ok', data: { channel: 'sms', expires_in_seconds: 300, resend_after_seconds: 60 } } },
        'POST /api/reset-password': (req) =>
          (req.body as { code: string }).code === '135790'
            ? { body: { success: true, message: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.' } }
            : { status: 400, body: { success: false, code: 'PASSWORD_RESET_FAILED', message: 'Đặt lại mật khẩu không thành công!', fields: { code: 'Mã OPT không chính xác' } } },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/account/forgot');
    await user.type(await screen.findByLabelText(/^Số điện thoại hoặc email/), '+84 912 345 678');
    await user.click(screen.getByRole('button', { name: 'Gửi mã xác minh' }));
    expect(await screen.findByText(/Nếu 0912345678 đã đăng ký, mã xác minh đã được gửi qua SMS/)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Mã xác minh/), '000000');
    await user.type(screen.getByLabelText(/^Mật khẩu mới/), 'matkhaumoi2026');
    await user.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), 'matkhaumoi2026');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Đặt lại mật khẩu không thành công!');
    expect(screen.getByText('Mã OPT không chính xác')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Mã xác minh/));
    await user.type(screen.getByLabelText(/^Mã xác minh/), '135790');
    await user.click(screen.getByRole('button', { name: 'Đặt lại mật khẩu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect((await screen.findAllByText('Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({ username: '0912345678', code: '000000', password: 'matkhaumoi2026', step: 'change_pwd' });
  });
});

describe('/account/qr-approve', () => {
  it('sends a guest to login with the whole link as next', async () => {
    mockApi(handlers({}));
    const { router } = renderApp('/account/qr-approve?code=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/account/qr-approve?code=abc');
  });

  it('shows who asks and approves', async () => {
    const code = 'S'.repeat(43);
    const { calls } = mockApi({
      ...handlers({}),
      'GET /api/session': { body: { success: true, data: testUser } },
      'POST /api/account/authen/qr/scan': {
        body: {
          success: true,
          data: {
            status: 'scanned',
            device: { browser: 'Chrome', os: 'Windows', description: 'Chrome trên Windows' },
            ip_masked: '203.113.10.*',
            requested_at: '2026-01-05T03:00:00Z',
            expires_at: '2026-01-05T03:02:00Z',
          },
        },
      },
      'POST /api/account/authen/qr/approve': { body: { success: true, message: 'Đã xác nhận đăng nhập trên thiết bị kia.' } },
    });
    const user = userEvent.setup();
    renderApp(`/account/qr-approve?code=${code}`);
    expect(await screen.findByText('Chrome trên Windows')).toBeTruthy();
    expect(screen.getByText('203.113.10.*')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Xác nhận đăng nhập' }));
    expect(await screen.findByText('Thiết bị kia đã được đăng nhập. Bạn có thể đóng trang này.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/account/authen/qr/scan')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/account/authen/qr/approve')?.body).toEqual({ code });
  });
});

describe('/account/security', () => {
  it('changes the password and keeps this session with the new token', async () => {
    const { calls } = mockApi({
      ...handlers({}),
      'GET /api/session': { body: { success: true, data: testUser } },
      'PUT /api/security/change-password': (req) =>
        (req.body as { old_password: string }).old_password === 'matkhau123'
          ? { body: { success: true, message: 'Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.', access_token: 'tok-new', access: { token: 'tok-new', expires_at: '2030-01-01T00:00:00Z' } } }
          : { status: 400, body: { success: false, code: 'PASSWORD_CURRENT_WRONG', message: 'Mật khẩu hiện tại không đúng.', fields: { old_password: 'Mật khẩu hiện tại không đúng.' } } },
    });
    const user = userEvent.setup();
    renderApp('/account/security');
    const section = within(await screen.findByRole('region', { name: 'Đổi mật khẩu' }));
    await user.type(section.getByLabelText(/^Mật khẩu hiện tại/), 'sai-mat-khau1');
    await user.type(section.getByLabelText(/^Mật khẩu mới/), 'matkhaumoi2026');
    await user.type(section.getByLabelText(/^Nhập lại mật khẩu mới/), 'matkhaumoi2026');
    await user.click(section.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await section.findByText('Mật khẩu hiện tại không đúng.')).toBeTruthy();

    await user.clear(section.getByLabelText(/^Mật khẩu hiện tại/));
    await user.type(section.getByLabelText(/^Mật khẩu hiện tại/), 'matkhau123');
    await user.click(section.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect((await screen.findAllByText('Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.')).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('kaimono.token')).toBe('tok-new');
    expect(calls.filter((c) => c.path === '/api/security/change-password').at(-1)?.body).toEqual({ old_password: 'matkhau123', new_password: 'matkhaumoi2026' });
    // The account navigation links here.
    expect(screen.getByRole('link', { name: 'Bảo mật' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the server's reason when the new password is too easy to guess", async () => {
    const reason = 'Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.';
    mockApi({
      ...handlers({}),
      'GET /api/session': { body: { success: true, data: testUser } },
      'PUT /api/security/change-password': { status: 400, body: { success: false, code: 'PASSWORD_TOO_WEAK', message: reason, fields: { new_password: reason } } },
    });
    const user = userEvent.setup();
    renderApp('/account/security');
    const section = within(await screen.findByRole('region', { name: 'Đổi mật khẩu' }));
    await user.type(section.getByLabelText(/^Mật khẩu hiện tại/), 'Ca-phe-sua-da-88');
    await user.type(section.getByLabelText(/^Mật khẩu mới/), 'qwerty123');
    await user.type(section.getByLabelText(/^Nhập lại mật khẩu mới/), 'qwerty123');
    await user.click(section.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await section.findByText(reason)).toBeTruthy();
  });

  it('verifies the email with a code', async () => {
    let verified = false;
    mockApi({
      ...handlers({}),
      'GET /api/session': () => ({ body: { success: true, data: { ...testUser, email_verified: verified } } }),
      'GET /api/request-email-verification-code': { body: { success: true, message: 'ok', data: { email_masked: 'a*@example.com', expires_in_seconds: 300, resend_after_seconds: 60 } } },
      'PUT /api/verify-email': () => {
        verified = true;
        return { body: { success: true, message: 'Xác minh email thành công.', data: { ...testUser, email_verified: true } } };
      },
    });
    const user = userEvent.setup();
    renderApp('/account/security');
    const section = within(await screen.findByRole('region', { name: 'Xác minh email' }));
    expect(section.getByText('Chưa xác minh')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Gửi mã xác minh' }));
    expect(await section.findByText(/Mã xác minh đã được gửi tới a\*@example.com/)).toBeTruthy();
    await user.type(section.getByLabelText(/^Mã xác minh email/), '123456');
    await user.click(section.getByRole('button', { name: 'Xác minh' }));
    expect(await section.findByText('Đã xác minh')).toBeTruthy();
  });

  it('lets an account without password set one (no current password asked)', async () => {
    mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: { ...testUser, has_password: false } } } });
    renderApp('/account/security');
    const section = within(await screen.findByRole('region', { name: 'Đặt mật khẩu' }));
    expect(section.queryByLabelText(/^Mật khẩu hiện tại/)).toBeNull();
    expect(section.getByRole('button', { name: 'Đặt mật khẩu' })).toBeTruthy();
  });
});

describe('/admin/sms-outbox', () => {
  it('lists the outbox for admins', async () => {
    mockApi({
      ...handlers({}),
      'GET /api/session': { body: { success: true, data: { ...testUser, role: 'admin' } } },
      'GET /api/sandbox/sms-outbox': {
        body: {
          success: true,
          results: [{ id: 'm1', channel: 'sms', recipient: '0912345678', subject: null, body: 'Kaimono: ma dang nhap cua ban la 123456.', purpose: 'login', created_at: '2026-01-05T03:00:00Z' }],
        },
      },
    });
    renderApp('/admin/sms-outbox');
    expect(await screen.findByText('Kaimono: ma dang nhap cua ban la 123456.')).toBeTruthy();
    expect(screen.getByText('Đăng nhập OTP')).toBeTruthy();
  });

  it('tells a customer the page is for admins', async () => {
    const { calls } = mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: testUser } } });
    renderApp('/admin/sms-outbox');
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/sandbox/sms-outbox')).toBe(false);
  });
});

describe('/admin/login-failures', () => {
  it('lists bursts of failed logins by address for staff, and asks again for another window', async () => {
    const { calls } = mockApi({
      ...handlers({}),
      'GET /api/session': { body: { success: true, data: { ...testUser, role: 'admin' } } },
      'GET /api/admin/login-failures': {
        body: {
          success: true,
          data: {
            minutes: 60,
            min_failures: 5,
            items: [
              {
                address: '198.51.100.7',
                failures: 42,
                accounts: 31,
                usernames: ['0912345678', '0987000001'],
                kinds: ['password', 'otp'],
                first_at: '2026-01-05T03:00:00Z',
                last_at: '2026-01-05T03:10:00Z',
                blocked_until: '2026-01-05T03:25:00Z',
              },
            ],
          },
        },
      },
    });
    renderApp('/admin/login-failures');
    const table = within(await screen.findByRole('table', { name: 'Các đợt đăng nhập sai theo địa chỉ IP' }));
    expect(table.getByText('198.51.100.7')).toBeTruthy();
    expect(table.getByText('42 (mật khẩu, mã OTP)')).toBeTruthy();
    expect(table.getByText('31')).toBeTruthy();
    expect(table.getByText('0912345678, 0987000001')).toBeTruthy();
    expect(table.getByText(/^Đang bị chặn đến/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Khoảng thời gian'), '1440');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/login-failures' && c.query.get('minutes') === '1440')).toBe(true));
  });

  it('is a card of the back office index', async () => {
    mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: { ...testUser, role: 'admin' } } } });
    renderApp('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Các mục quản trị' }));
    expect(nav.getByRole('link', { name: /Đăng nhập sai bất thường/ }).getAttribute('href')).toBe('/admin/login-failures');
  });
});

describe('/admin (back office index)', () => {
  it('shows staff the side navigation by area, each entry a link to its page, still there on a section\'s page', async () => {
    mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: { ...testUser, role: 'admin' } } }, 'GET /api/sandbox/sms-outbox': { body: { success: true, results: [] } } });
    renderApp('/admin');
    const nav = within(await screen.findByRole('navigation', { name: 'Các mục quản trị' }));
    expect(nav.getByRole('link', { name: /Đơn hàng/ }).getAttribute('href')).toBe('/admin/orders');
    expect(nav.getByRole('link', { name: /Ví và chuyển khoản/ }).getAttribute('href')).toBe('/admin/wallet');
    await userEvent.click(nav.getByRole('link', { name: /Hộp thư SMS\/email/ }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const again = within(screen.getByRole('navigation', { name: 'Các mục quản trị' }));
    expect(again.getByRole('link', { name: /Hộp thư SMS\/email/ }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(again.getByRole('link', { name: 'Bảng việc cần làm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Việc cần làm' })).toBeTruthy();
  });

  it('tells a customer the back office is for staff (no navigation, no staff API asked), and their menu has no link to it', async () => {
    const { calls } = mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: testUser } } });
    renderApp('/admin');
    expect(await screen.findByText('Trang này chỉ dành cho nhân viên quản trị.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Các mục quản trị' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Về trang mua hàng' }).every((link) => link.getAttribute('href') === '/')).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
    cleanup();
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /tài khoản/i }));
    expect(screen.queryByRole('menuitem', { name: 'Quản trị' })).toBeNull();
  });

  it('puts the back office in a staff member\'s menu', async () => {
    mockApi({ ...handlers({}), 'GET /api/session': { body: { success: true, data: { ...testUser, role: 'admin' } } } });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /tài khoản/i }));
    expect((await screen.findByRole('menuitem', { name: 'Quản trị' })).getAttribute('href')).toBe('/admin');
  });
});

describe('UTM first touch', () => {
  it('reports the campaign of the landing URL with the visitor id', async () => {
    const { calls } = mockApi(handlers({ 'POST /api/user/follow-utm': { body: { success: true } } }));
    renderApp('/?utm_source=facebook&utm_campaign=tet');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/follow-utm')).toBe(true));
    const body = calls.find((c) => c.path === '/api/user/follow-utm')!.body as Record<string, string>;
    expect(body).toMatchObject({ utm_source: 'facebook', utm_campaign: 'tet', url_page: '/' });
    expect(body.visitor_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
