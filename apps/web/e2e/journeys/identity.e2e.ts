import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { uniquePhone } from '../harness.ts';
import { assertEqual, expectUrl, expectUrlAfterReopening, expectVisible } from './assert.ts';
import { adminLogin, adminToken, CUSTOMER_PASSWORD } from './support.ts';

/** The newest 6-digit code sent to `recipient`, read from the sandbox outbox (admins only). */
async function codeFromOutbox(baseUrl: string, token: string, recipient: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/sandbox/sms-outbox?recipient=${encodeURIComponent(recipient)}&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { results?: Array<{ body: string }> };
    const code = body.results?.[0]?.body.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${recipient} (${response.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function signupByApi(baseUrl: string, fullName: string): Promise<{ phone: string; password: string }> {
  const phone = uniquePhone();
  const password = CUSTOMER_PASSWORD;
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password, full_name: fullName }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status}`);
  return { phone, password };
}

async function passwordLogin(page: Page, phone: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel('Số điện thoại hoặc email').fill(phone);
  await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectUrl(page, /\/account\/dashboard$/);
}

export const journeys: Journey[] = [
  {
    name: 'identity: phone OTP login with the code from the staff outbox creates the account and keeps next',
    async run(ctx) {
      const page = await ctx.newPage({ phone: true });
      const phone = uniquePhone();

      await page.goto('/account/wallet');
      await expectUrl(page, /\/account\/login\?next=%2Faccount%2Fwallet$/);
      await page.getByRole('tab', { name: 'Mã OTP qua SMS' }).click();
      await page.getByLabel(/^Số điện thoại/).fill(phone);
      await page.getByRole('button', { name: 'Gửi mã' }).click();
      await expectVisible(page.getByText(/Mã đã được gửi tới \d{3}\*{4}\d{3}/), 'the code-sent note');
      await expectVisible(page.getByText(/tài khoản mới sẽ được tạo/), 'the new-account note');

      // Staff read the code on the outbox page (sandbox mode, admin role).
      const admin = await ctx.newPage();
      await adminLogin(admin);
      await admin.goto('/admin/sms-outbox');
      await expectVisible(admin.getByRole('heading', { name: 'Hộp thư đi thử nghiệm' }), 'the outbox page');
      await admin.getByLabel('Lọc theo số điện thoại hoặc email').fill(phone);
      await admin.getByRole('button', { name: 'Làm mới' }).click();
      const row = admin.getByRole('row', { name: new RegExp(phone) });
      await expectVisible(row, 'the SMS to the customer in the outbox');
      const code = (await row.textContent())?.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error('no code in the outbox row');

      // A wrong code first: the spec's message; then the right one.
      await page.getByLabel(/^Mã xác minh/).fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expectVisible(page.getByText('Mã OPT không chính xác'), 'the wrong-code message');
      await page.getByLabel(/^Mã xác minh/).fill(code);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expectUrl(page, /\/account\/wallet$/);
      await expectVisible(page.getByRole('button', { name: 'Tài khoản' }), 'the user menu');

      // A customer who is not staff cannot open the outbox.
      await page.goto('/admin/sms-outbox');
      await expectVisible(page.getByText('Trang này chỉ dành cho nhân viên quản trị.'), 'the admin-only message');
    },
  },
  {
    name: 'identity: QR login on a computer, approved by the logged-in phone in a second browser',
    async run(ctx) {
      const { phone, password } = await signupByApi(ctx.baseUrl, 'Đặng Văn Quét Mã');
      const mobile = await ctx.newPage({ phone: true });
      await passwordLogin(mobile, phone, password);

      const desktop = await ctx.newPage();
      await desktop.goto('/account/login?next=%2Faccount%2Fbids');
      const generated = desktop.waitForResponse((r) => r.url().endsWith('/api/account/authen/qr/generate'));
      await desktop.getByRole('tab', { name: 'Quét mã QR' }).click();
      const { data } = (await (await generated).json()) as { data: { code: string; scan_url: string } };
      await expectVisible(desktop.getByRole('img', { name: 'Mã QR đăng nhập Kaimono' }), 'the QR code');
      await expectVisible(desktop.getByText('Đang chờ quét mã…'), 'the waiting state');

      // The phone opens the link in the QR, sees which device asks, and approves.
      await mobile.goto(data.scan_url);
      await expectVisible(mobile.getByRole('heading', { name: 'Xác nhận đăng nhập bằng mã QR' }), 'the approval page');
      await expectVisible(mobile.getByText(/trên Linux|trên Windows|trên macOS/), 'the requesting device');
      await expectVisible(desktop.getByText('Đã quét mã. Vui lòng bấm xác nhận trên điện thoại…'), 'the scanned state on the computer', 30_000);
      await mobile.getByRole('button', { name: 'Xác nhận đăng nhập' }).click();
      await expectVisible(mobile.getByText('Thiết bị kia đã được đăng nhập. Bạn có thể đóng trang này.'), 'the approval confirmation');

      await expectUrl(desktop, /\/account\/bids$/, 30_000);
      await expectVisible(desktop.getByRole('button', { name: 'Tài khoản' }), 'the user menu on the computer');

      // The token was handed out once: the same code is refused now.
      const replay = await desktop.request.post('/api/account/authen/qr/waiting-scan', { data: { code: data.code } });
      assertEqual(replay.status(), 400, 'status of a replayed QR code');
      assertEqual(((await replay.json()) as { code: string }).code, 'QR_CODE_USED', 'code of a replayed QR code');
    },
  },
  {
    name: 'identity: forgot password by SMS code, old sessions end, the new password works',
    async run(ctx) {
      const { phone, password } = await signupByApi(ctx.baseUrl, 'Phan Thị Quên');
      const other = await ctx.newPage();
      await passwordLogin(other, phone, password);

      const page = await ctx.newPage();
      await page.goto('/account/login');
      await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
      await expectUrl(page, /\/account\/forgot$/);
      // The login page (with a field of the same label) stays until the forgot page has loaded.
      await expectVisible(page.getByRole('button', { name: 'Gửi mã xác minh' }), 'the forgot-password form');
      await page.getByLabel(/^Số điện thoại hoặc email/).fill(phone);
      await page.getByRole('button', { name: 'Gửi mã xác minh' }).click();
      await expectVisible(page.getByText(/mã xác minh đã được gửi qua SMS/), 'the code-sent note');
      const code = await codeFromOutbox(ctx.baseUrl, await adminToken(ctx.baseUrl), phone);
      await page.getByLabel(/^Mã xác minh/).fill(code);
      await page.getByLabel(/^Mật khẩu mới/).fill('Trang-An-Ninh-Binh-7');
      await page.getByLabel(/^Nhập lại mật khẩu mới/).fill('Trang-An-Ninh-Binh-7');
      await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
      await expectUrl(page, /\/account\/login$/);
      await expectVisible(page.getByText('Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.'), 'the reset confirmation');

      // The browser that was logged in with the old password is logged out.
      await expectUrlAfterReopening(other, '/account/dashboard', /\/account\/login\?next=/);

      await passwordLogin(page, phone, 'Trang-An-Ninh-Binh-7');
      // The security page is linked from the account navigation.
      await page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Bảo mật' }).click();
      await expectUrl(page, /\/account\/security$/);
      await expectVisible(page.getByRole('heading', { name: 'Đổi mật khẩu' }), 'the change-password section');
    },
  },
  {
    name: 'identity: a device logged out from /account/security stops working in the other browser',
    async run(ctx) {
      const { phone, password } = await signupByApi(ctx.baseUrl, 'Võ Thị Hai Máy');
      const mobile = await ctx.newPage({ phone: true });
      await passwordLogin(mobile, phone, password);
      const desktop = await ctx.newPage();
      await passwordLogin(desktop, phone, password);

      await desktop.goto('/account/security');
      await expectVisible(desktop.getByRole('heading', { name: 'Thiết bị đang đăng nhập' }), 'the devices section');
      const rows = desktop.getByTestId('session-row');
      // The sign-up's session, the phone and this computer.
      await expectVisible(rows.nth(2), 'three sessions');
      assertEqual(await rows.count(), 3, 'sessions listed');
      assertEqual(await rows.filter({ hasText: 'Thiết bị này' }).count(), 1, 'sessions marked "Thiết bị này"');

      // "Đăng xuất các thiết bị khác": the phone's stored token stops working.
      await desktop.getByRole('button', { name: 'Đăng xuất các thiết bị khác' }).click();
      const confirmOthers = desktop.getByRole('alertdialog');
      await confirmOthers.getByRole('button', { name: 'Đăng xuất các thiết bị khác' }).click();
      await expectVisible(desktop.getByText('Không có thiết bị nào khác đang đăng nhập.'), 'only this device left');
      await expectUrlAfterReopening(mobile, '/account/dashboard', /\/account\/login\?next=/);

      // The phone logs in again; the computer logs that one device out.
      await passwordLogin(mobile, phone, password);
      await desktop.reload();
      await expectVisible(rows.nth(1), 'the phone listed again');
      await rows.filter({ hasNotText: 'Thiết bị này' }).getByRole('button', { name: /^Đăng xuất / }).click();
      const confirmOne = desktop.getByRole('alertdialog');
      await confirmOne.getByRole('button', { name: 'Đăng xuất', exact: true }).click();
      await expectVisible(desktop.getByText('Đã đăng xuất thiết bị.'), 'the logged-out toast');
      await expectUrlAfterReopening(mobile, '/account/dashboard', /\/account\/login\?next=/);
      // The computer is still logged in.
      await desktop.goto('/account/dashboard');
      await expectUrl(desktop, /\/account\/dashboard$/);
    },
  },
];
