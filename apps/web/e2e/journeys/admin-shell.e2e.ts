import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectHidden, expectUrl, expectVisible } from './assert.ts';
import { paidOrder } from './admin-orders.e2e.ts';
import { adminLogin, register } from './support.ts';

/**
 * The back office as its own app (issue 16 item 7): no storefront header, footer or chat widget; a
 * side navigation by area; the dashboard's "to buy" count opens the purchasing list, worked with the
 * keyboard (j selects, Enter opens the record dialog), as is the orders list (/ searches, j selects,
 * Enter opens). At 360 px the navigation folds behind a menu button.
 */
async function noStorefrontFrame(page: Page, where: string): Promise<void> {
  assertEqual(await page.locator('.site-header').count(), 0, `no storefront header ${where}`);
  assertEqual(await page.locator('.site-footer').count(), 0, `no storefront footer ${where}`);
  assertEqual(await page.getByRole('complementary', { name: 'Liên hệ nhanh' }).count(), 0, `no chat widget ${where}`);
}

export const journeys: Journey[] = [
  {
    name: 'admin-shell: the back office is its own app with a side navigation; the dashboard counts orders to buy and opens them; the list works with the keyboard; desktop and 360 px',
    async run(ctx) {
      const customerPage = await (await ctx.newContext()).newPage();
      const customerPhone = await register(customerPage, 'Phan Thị Chờ Mua');
      const order = await paidOrder(ctx, customerPage);

      // Desktop: the shell, its navigation by area, the dashboard of waiting work.
      const page = await (await ctx.newContext()).newPage();
      await adminLogin(page);
      await page.goto('/admin');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Việc cần làm' }), 'the dashboard', 15_000);
      const nav = page.getByRole('navigation', { name: 'Các mục quản trị' });
      await expectVisible(nav.getByRole('heading', { name: 'Mua hàng' }), 'the purchasing area of the navigation');
      await expectVisible(nav.getByRole('heading', { name: 'Tài chính' }), 'the finance area of the navigation');
      await noStorefrontFrame(page, 'on /admin');
      const toBuy = page.getByRole('link', { name: 'Mở danh sách: Đơn cần mua' });
      await expectVisible(toBuy, 'the "to buy" count');
      const count = Number((await toBuy.getByTestId('admin-dashboard-count').textContent())?.replace(/\D/g, ''));
      assertEqual(count >= 1, true, `at least the paid order waits to be bought (${count})`);
      await ctx.artifact('admin-shell-desktop.png', await page.screenshot({ fullPage: true }));

      // The count opens the purchasing queue; on the orders list the keyboard searches, selects and opens.
      await toBuy.click();
      await expectUrl(page, /\/admin\/purchasing$/);
      await expectVisible(page.getByText(order.code).first(), 'the paid order in the purchasing queue', 15_000);
      // The purchasing queue is on the same list scaffold: j selects the oldest order, Enter opens its record dialog.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('j');
      const selected = page.getByTestId('purchase-row').and(page.locator('[aria-current="true"]'));
      await expectVisible(selected, 'j selects an order to buy');
      const selectedCode = await selected.getAttribute('data-order-code');
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('dialog', { name: `Ghi nhận mua hàng · ${selectedCode}` }), 'Enter opens the record dialog');
      await page.keyboard.press('Escape');
      await expectHidden(page.getByRole('dialog'), 'the record dialog closed');
      await page.goto('/admin/orders?status=purchasing');
      await expectVisible(page.getByTestId('admin-order-row').first(), 'the orders to buy', 15_000);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('/');
      assertEqual(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type), 'search', '/ goes to the search box');
      await page.keyboard.type(customerPhone);
      await page.keyboard.press('Enter');
      await expectUrl(page, new RegExp(`q=${customerPhone}`));
      const row = page.getByTestId('admin-order-row').filter({ hasText: order.code });
      await expectVisible(row, 'the paid order found by the customer phone');
      // The previous list stays on screen while the search loads; j works on the rows shown, so wait
      // for the searched list (one customer's orders, table no longer busy) before pressing it.
      await expectHidden(page.locator('table[aria-busy="true"]'), 'the searched list loaded', 15_000);
      await expectHidden(page.getByTestId('admin-order-row').filter({ hasNotText: customerPhone }), 'only the customer\'s orders listed', 15_000);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('j');
      await expectVisible(page.locator('tr[aria-current="true"]').filter({ hasText: order.code }), 'j selects the order');
      await page.keyboard.press('Enter');
      await expectUrl(page, new RegExp(`/admin/orders/${order.id}$`));
      await expectVisible(page.getByRole('heading', { level: 2, name: `Đơn hàng ${order.code}` }), 'Enter opens the order');
      await expectVisible(nav.getByRole('link', { name: 'Đơn hàng' }), 'the navigation beside the detail');
      await noStorefrontFrame(page, 'on an order page');

      // 360 px: the navigation is folded behind the menu button; a page chosen closes it.
      const phone = await (await ctx.newContext({ phone: true })).newPage();
      await adminLogin(phone);
      await phone.goto('/admin');
      await expectVisible(phone.getByRole('heading', { level: 1, name: 'Việc cần làm' }), 'the dashboard on a phone', 15_000);
      const phoneNav = phone.getByRole('navigation', { name: 'Các mục quản trị' });
      await expectHidden(phoneNav, 'the folded navigation');
      await noStorefrontFrame(phone, 'on a phone');
      const width = await phone.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
      assertEqual(width.page <= width.view, true, `nothing wider than the screen (${width.page} > ${width.view})`);
      await phone.getByRole('button', { name: 'Mở menu quản trị' }).click();
      await expectVisible(phoneNav, 'the navigation opened');
      const drawer = await phone.evaluate(() => ({
        nav: document.querySelector('.admin-shell__nav')!.getBoundingClientRect().top,
        bar: document.querySelector('.admin-shell__bar')!.getBoundingClientRect().bottom,
      }));
      assertEqual(drawer.nav >= drawer.bar - 1, true, `the drawer opens under the bar (${drawer.nav} < ${drawer.bar})`);
      await ctx.artifact('admin-shell-phone-menu.png', await phone.screenshot());
      await phoneNav.getByRole('link', { name: 'Ví và chuyển khoản' }).click();
      await expectUrl(phone, /\/admin\/wallet$/);
      await expectHidden(phoneNav, 'the navigation closed after choosing a page');
      await expectVisible(phone.getByRole('heading', { level: 1 }), 'the wallet page on a phone', 15_000);
      await ctx.artifact('admin-shell-phone.png', await phone.screenshot({ fullPage: true }));
    },
  },
];
