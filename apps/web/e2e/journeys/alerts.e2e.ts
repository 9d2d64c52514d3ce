import type { Journey } from '../harness.ts';
import { expectUrl, expectVisible } from './assert.ts';
import { register } from './support.ts';

async function post<T>(baseUrl: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const journeys: Journey[] = [
  {
    name: 'alerts: a saved search, a matching listing appears, the bell brings the customer to it (and one tap to the cart)',
    async run(ctx) {
      const context = await ctx.newContext();
      await context.addInitScript(() => {
        (window as unknown as { __KAIMONO_NOTIFICATION_POLL_MS__: number }).__KAIMONO_NOTIFICATION_POLL_MS__ = 2_000;
      });
      const page = await context.newPage();
      await register(page, 'Phan Báo Tin');
      // A word no listing has yet: only the listing this journey makes will match it.
      const word = `kmalert${Date.now().toString(36)}`;
      await page.goto(`/mercari/search?keyword=${word}&__auto_translate_keyword=off`);
      await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click();
      await expectVisible(page.getByText('Đã lưu tìm kiếm. Bạn sẽ nhận thông báo khi có sản phẩm mới phù hợp.'), 'the saved toast');

      await page.goto('/account/saved-searches');
      await expectVisible(page.getByTestId('saved-search').getByRole('heading', { name: `“${word}”` }), 'the saved search on its page');

      // A matching listing appears on the sandbox's Mercari, and the checker runs a round (the
      // sandbox hook: no waiting for the interval).
      const listing = await post<{ code: string; path: string }>(ctx.baseUrl, '/api/sandbox/listings', { site: 'mercari', title: `${word} 限定モデル 新品`, price_jpy: 12_800 });
      const round = await post<{ data: { notifications: number } }>(ctx.baseUrl, '/api/sandbox/alerts/run');
      if (round.data.notifications < 1) throw new Error(`the round sent no notification: ${JSON.stringify(round)}`);

      const header = page.getByRole('banner');
      await expectVisible(header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }), 'the bell with the new match', 20_000);
      await header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }).click();
      const centre = page.getByRole('dialog', { name: 'Trung tâm thông báo' });
      const title = centre.getByRole('button', { name: new RegExp(`^(Chưa đọc )?Tìm kiếm “${word} · Mercari”: 1 sản phẩm mới$`) });
      await expectVisible(title, 'the new-match notification');
      await expectVisible(centre.getByText(/¥12,800 \(~[\d.]+ ₫\)/), 'the price in yen and dong');
      await title.click();
      await expectUrl(page, new RegExp(`${listing.path.replace(/[/?]/g, (c) => `\\${c}`)}$`));
      await expectVisible(page.getByRole('heading', { level: 1 }), 'the item page of the new listing');

      // The saved search's page lists it as new since the last visit.
      await page.goto('/account/saved-searches');
      await expectVisible(page.getByText('1 mới từ lần xem trước'), 'one new since the last visit');
      await page.getByRole('button', { name: 'Xem sản phẩm phù hợp' }).click();
      await expectVisible(page.getByTestId('saved-search-matches').getByRole('link', { name: 'Đặt giá' }), 'one tap to the bid dialog');

      // A fixed-price match on Yahoo! Auctions (a buy-now price): one tap from the alert to the
      // cart — the item opens with the add-to-cart dialog, and one confirmation puts it in the cart.
      await page.goto(`/auction/search?keyword=${word}&__auto_translate_keyword=off`);
      await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click();
      await expectVisible(page.getByText('Đã lưu tìm kiếm. Bạn sẽ nhận thông báo khi có sản phẩm mới phù hợp.'), 'the second saved search');
      const fixed = await post<{ code: string; path: string }>(ctx.baseUrl, '/api/sandbox/listings', { site: 'auction', title: `${word} 即決 セット`, price_jpy: 5_400, fixed: true });
      const second = await post<{ data: { notifications: number } }>(ctx.baseUrl, '/api/sandbox/alerts/run');
      if (second.data.notifications < 1) throw new Error(`the second round sent no notification: ${JSON.stringify(second)}`);
      await expectVisible(header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }), 'the bell with the fixed-price match', 20_000);
      await header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }).click();
      const cartLink = centre.getByTestId('notif-alert-items').getByRole('link', { name: 'Thêm vào giỏ' });
      await expectVisible(cartLink, 'the alert’s cart link');
      await cartLink.click();
      const addDialog = page.getByRole('dialog', { name: 'Thêm vào giỏ hàng' });
      await expectVisible(addDialog, 'the add-to-cart dialog opened by the alert');
      await expectUrl(page, new RegExp(`${fixed.path.replace(/[/?]/g, (c) => `\\${c}`)}$`));
      await addDialog.getByRole('button', { name: 'Xác nhận thêm vào giỏ' }).click();
      await expectVisible(page.getByTestId('buying-panel').getByRole('link', { name: 'Xem giỏ hàng' }), 'added to the cart');
      await page.goto('/account/cart');
      await expectVisible(page.locator(`a.cart-item__name[href="${fixed.path}"]`), 'the item in the cart');
    },
  },
];
