import type { Journey } from '../harness.ts';
import { expectCount, expectHidden, expectVisible } from './assert.ts';

export const journeys: Journey[] = [
  {
    name: 'header and footer follow the layout rules',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      await expectVisible(page.locator('header').first(), 'the header on the home page');
      await expectVisible(page.locator('footer').first(), 'the footer on the home page');

      for (const path of ['/trans', '/unusual-traffic']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectCount(page.locator('header.site-header'), 0, `header on ${path}`);
        await expectCount(page.locator('footer.site-footer'), 0, `footer on ${path}`);
      }
      for (const path of ['/account/login', '/account/register', '/account/forgot']) {
        await page.goto(path);
        await expectVisible(page.locator('header.site-header'), `the header on ${path}`);
        await page.waitForLoadState('networkidle');
        await expectCount(page.locator('footer.site-footer'), 0, `footer on ${path}`);
      }
      await page.goto('/khong-co-trang-nay');
      await expectVisible(page.getByRole('heading', { name: 'Không tìm thấy trang' }), 'the Vietnamese 404 page');
    },
  },
  {
    name: 'floating widget: hiding the contact panel survives a reload',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/page/bieu-phi');
      const toggle = page.getByRole('button', { name: /bảng liên hệ/ });
      await expectVisible(toggle, 'the contact panel toggle');
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await expectVisible(page.getByRole('link', { name: 'Chat Zalo' }), 'the Zalo chat link');
      await page.getByRole('button', { name: 'Ẩn bảng liên hệ' }).click();
      await expectHidden(page.getByRole('link', { name: 'Chat Zalo' }), 'the Zalo link after hiding');
      await page.reload();
      await expectVisible(page.getByRole('button', { name: 'Hiện bảng liên hệ' }), 'the show toggle after reload');
      await expectHidden(page.getByRole('link', { name: 'Chat Zalo' }), 'the Zalo link after reload');
      await page.getByRole('button', { name: 'Hiện bảng liên hệ' }).click();
      await expectVisible(page.getByRole('link', { name: 'Chat Zalo' }), 'the Zalo link after showing again');
    },
  },
  {
    name: 'a phone-sized screen shows the home page with its search and widget',
    async run(ctx) {
      const page = await ctx.newPage({ phone: true });
      await page.goto('/');
      await expectVisible(page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }), 'the search input on a phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) throw new Error(`the page is ${overflow}px wider than a 360px screen`);
    },
  },
];
