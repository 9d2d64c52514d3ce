import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';

export const journeys: Journey[] = [
  {
    name: 'search normalises the keyword and goes to the chosen site',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Chọn trang' }).selectOption('mercari');
      await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('   Nintendo      Switch   lite ');
      await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
      await expectUrl(page, /\/mercari\/search\?/);
      const url = new URL(page.url());
      assertEqual(url.searchParams.get('keyword'), 'Nintendo Switch lite', 'normalised keyword');

      // Too long keywords are cut to 100 characters.
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Chọn trang' }).selectOption('rakuten');
      await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('a'.repeat(150));
      await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
      await expectUrl(page, /\/rakuten\/search\?/);
      assertEqual(new URL(page.url()).searchParams.get('keyword')?.length, 100, 'keyword length');
    },
  },
  {
    name: 'an empty keyword is refused with a message',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('    ');
      await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Vui lòng nhập từ khóa tìm kiếm.' }), 'the empty keyword message');
      assertEqual(new URL(page.url()).pathname, '/', 'path after an empty search');
    },
  },
  {
    name: 'pasting a product link opens the item page; an unsupported link shows the spec message',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      const input = page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' });
      await input.fill('https://jp.mercari.com/item/m12345678901?utm_source=line');
      await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
      await expectUrl(page, /\/mercari\/item\/m12345678901$/);

      await page.goto('/');
      await page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }).fill('https://jp.mercari.com.evil.example/item/m12345678901');
      await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
      await expectVisible(page.getByText('Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.'), 'the unsupported link message');
    },
  },
];
