import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { CUSTOMER_PASSWORD, register } from './support.ts';

export const journeys: Journey[] = [
  {
    name: 'register, log out, log in again through ?next',
    async run(ctx) {
      const page = await ctx.newPage();
      // Register on /account/register (the page lands on the dashboard, logged in).
      const phone = await register(page, 'Phạm Thị Hành Trình');
      const password = CUSTOMER_PASSWORD;
      await expectVisible(page.getByText('Phạm Thị Hành Trình'), 'the new customer name on the dashboard');

      // Log out through the user menu and its confirmation.
      await page.getByRole('button', { name: 'Tài khoản' }).click();
      await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Đăng xuất' }).click();
      await expectVisible(page.getByText('Đăng xuất tài khoản thành công'), 'the logout toast');
      await expectVisible(page.getByRole('link', { name: 'Đăng nhập' }), 'the guest login link');

      // A protected page sends the guest to login with next, and login returns there.
      await page.goto('/account/wallet');
      await expectUrl(page, /\/account\/login\?next=%2Faccount%2Fwallet$/);
      await page.getByLabel('Số điện thoại hoặc email').fill(phone);
      await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(password);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expectUrl(page, /\/account\/wallet$/);
      await expectVisible(page.getByRole('button', { name: 'Tài khoản' }), 'the user menu');

      // A logged-in visitor opening login goes to the dashboard.
      await page.goto('/account/login');
      await expectUrl(page, /\/account\/dashboard$/);
    },
  },
  {
    name: 'a wrong password shows the Vietnamese login error and stays on login',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/account/login');
      await page.getByLabel('Số điện thoại hoặc email').fill('0912345678');
      await page.getByLabel(/^Mật khẩu\s*\*?$/).fill('khong-dung-123');
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expectVisible(page.getByText('Lỗi đăng nhập'), 'the login error');
      assertEqual(new URL(page.url()).pathname, '/account/login', 'path after a failed login');
    },
  },
];
