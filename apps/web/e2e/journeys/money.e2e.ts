import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { api, register, sepayWebhook } from './support.ts';

// Issue 12 §5–§7: buy-now shows its total in dong before the order exists; the top-up offered from
// a payment is the wallet's dialog, pre-filled with the shortfall, and stays open to say what arrived.

const KEYWORD = 'ポケモン';

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** "1.234.567 ₫" → 1234567. */
const vndOf = (text: string | null) => Number.parseInt(spaced(text).replace(/[^\d-]/g, ''), 10);

interface Summary {
  code: string;
  path: string;
  available: boolean;
  price_jpy: number | null;
}

/** A fixed-price sandbox item on sale without variants. */
async function buyableItem(baseUrl: string, skip = 0): Promise<Summary> {
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as { results: Summary[] };
  let seen = 0;
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy < 60_000)) {
    type Detail = { stock: number | null; available: boolean; variants: { name: string }[] };
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { product?: Detail; data?: Detail };
    const product = detail.product ?? detail.data;
    if (!product?.available || product.stock === 0 || product.variants.some((v) => v.name.trim())) continue;
    if (seen++ < skip) continue;
    return item;
  }
  throw new Error('expected a buyable Rakuten item in the sandbox');
}

async function addAddress(page: Page, receiver: string): Promise<void> {
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const ward = wards.results[0];
  if (!ward) throw new Error('expected the wards of Hà Nội');
  await api(page, 'POST', '/api/user/address/add', { receiver_name: receiver, phone: '0912345678', province_code: '01', ward_code: ward.code, street: '12 Phố Đội Cấn', is_default: true });
}

export const journeys: Journey[] = [
  {
    name: 'money: buy now shows the total in dong before the order exists; the order keeps that first payment',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Đỗ Văn Mua Ngay');
      await addAddress(page, 'Đỗ Văn Mua Ngay');
      const item = await buyableItem(ctx.baseUrl);

      await page.goto(item.path);
      const panel = page.getByTestId('buying-panel');
      await expectVisible(panel, 'the buying controls', 15_000);
      await panel.getByRole('button', { name: 'Mua ngay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mua ngay' });
      await expectVisible(dialog, 'the buy-now dialog');

      // The preview: the breakdown in dong, the address and the route by name, before anything exists.
      const preview = dialog.getByTestId('buy-now-preview');
      await expectVisible(preview.getByTestId('quote-first-payment'), 'the first payment in dong before confirming', 15_000);
      await expectVisible(preview.getByTestId('buy-now-address').getByText(/12 Phố Đội Cấn/), 'the delivery address');
      await expectVisible(preview.getByTestId('buy-now-route').getByText(/Nhật Bản → /), 'the route by its name');
      const confirm = dialog.getByTestId('buy-now-confirm');
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await confirm.elementHandle(), { timeout: 15_000 });
      const previewFirst = vndOf(await preview.getByTestId('quote-first-payment').textContent());
      const previewTotal = vndOf(await preview.getByTestId('quote-total').textContent());
      assertEqual(previewFirst > 0, true, 'a first payment is shown before confirming');
      assertEqual(spaced(await confirm.textContent()).includes(spaced(await preview.getByTestId('quote-first-payment').textContent())), true, 'the confirm button names the first payment');
      const none = await api<{ quotes: unknown[] }>(page, 'GET', '/api/quotes/user');
      assertEqual(none.quotes.length, 0, 'no order exists while the preview is shown');

      // How each figure was computed, beside the total.
      await preview.getByText('Chi tiết cách tính').click();
      await expectVisible(preview.getByTestId('calc-line').first(), 'the lines of "Chi tiết cách tính"');

      // Confirm: the order's first payment is the one shown.
      await confirm.click();
      const created = dialog.getByTestId('order-created');
      await expectVisible(created, 'the created order', 15_000);
      assertEqual(vndOf(await created.getByTestId('order-first-payment').textContent()), previewFirst, 'the order keeps the previewed first payment');
      const orders = await api<{ quotes: Array<{ source: string; price: { first_payment: number; total_vnd: number }; route_name?: string | null }> }>(page, 'GET', '/api/quotes/user');
      assertEqual(orders.quotes.length, 1, 'one order was created');
      assertEqual(orders.quotes[0]!.source, 'buy_now', 'made by buy-now');
      assertEqual(orders.quotes[0]!.price.first_payment, previewFirst, "the order's first payment equals the preview");
      assertEqual(orders.quotes[0]!.price.total_vnd, previewTotal, "the order's total equals the preview");
    },
  },
  {
    name: 'money: top-up from checkout is pre-filled with the shortfall, says what arrived, then pays',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Vũ Thị Nạp Thiếu');
      await addAddress(page, 'Vũ Thị Nạp Thiếu');
      const item = await buyableItem(ctx.baseUrl, 1);

      await page.goto(item.path);
      const panel = page.getByTestId('buying-panel');
      await expectVisible(panel, 'the buying controls', 15_000);
      await panel.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await expectVisible(panel.getByRole('link', { name: 'Xem giỏ hàng' }), 'the item in the cart');

      await page.goto('/account/cart');
      // An item added is chosen for the next quote.
      await expectVisible(page.getByRole('button', { name: 'Tạo đơn hàng (1)' }), 'the item chosen');
      await page.getByRole('button', { name: 'Tạo đơn hàng (1)' }).click();
      await expectUrl(page, /\/account\/cart\/checkout$/);
      const review = page.getByRole('button', { name: 'Xem lại và xác nhận' });
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await review.elementHandle(), { timeout: 15_000 });
      await review.click();
      await page.getByRole('alertdialog', { name: 'Xác nhận tạo đơn hàng?' }).getByRole('button', { name: 'Tạo đơn hàng' }).click();
      const created = page.getByTestId('order-created');
      await expectVisible(created, 'the created order', 15_000);
      const due = vndOf(await created.getByTestId('order-first-payment').textContent());
      assertEqual(due > 0, true, 'a first payment is due');

      // The wallet is empty: the shortfall is the whole first payment, rounded up to 1.000 ₫.
      const suggested = Math.ceil(due / 1000) * 1000;
      const open = created.getByTestId('top-up-button');
      await expectVisible(open, 'the top-up offer');
      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Nạp tiền vào ví' });
      await expectVisible(dialog, 'the top-up dialog');
      const amountBox = dialog.getByLabel(/Số tiền muốn nạp/);
      assertEqual(vndOf(await amountBox.inputValue()), suggested, 'the amount pre-filled with the shortfall');
      await expectVisible(dialog.getByTestId('topup-shortfall'), 'what is missing, said in the dialog');
      // Styled like the wallet page's dialog: its stylesheet is loaded here too.
      const display = await dialog.locator('.topup__chips').evaluate((el) => getComputedStyle(el).display);
      assertEqual(display, 'flex', 'the dialog is styled');
      const content = dialog.getByTestId('topup-content');
      await expectVisible(content.getByText(/^QA[0-9A-F]{6,}$/), 'the QA… content of a top-up with an amount');
      const transferContent = spaced(await content.textContent());

      // The bank reports the transfer: the dialog stays open and says what arrived.
      await sepayWebhook(ctx.baseUrl, transferContent, suggested);
      const received = dialog.getByTestId('topup-received');
      await expectVisible(received, '"Đã nhận …" in the still open dialog', 25_000);
      assertEqual(spaced(await received.textContent()).startsWith(`Đã nhận ${spaced(new Intl.NumberFormat('vi-VN').format(suggested))} ₫`), true, 'the amount received');

      // Then pay from it.
      await received.getByRole('button', { name: 'Thanh toán ngay' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Thanh toán' }).click();
      await expectVisible(created.getByRole('heading', { name: 'Thanh toán đơn hàng thành công' }), 'the payment done', 15_000);
      const after = await api<{ data: { available_vnd: number } }>(page, 'GET', '/api/wallet');
      assertEqual(after.data.available_vnd, suggested - due, 'what was left after paying stays in the wallet');

      // The order page names the route and the mode, and explains every figure.
      const code = spaced(await created.getByTestId('order-code').textContent()).match(/KM\d+/)?.[0];
      if (!code) throw new Error('expected the order code');
      await page.goto(`/account/quotes/${code}`);
      await expectVisible(page.getByText(/^Nhật Bản → /).first(), 'the route by its name on the order page', 15_000);
      await page.getByTestId('order-calc').getByText('Chi tiết cách tính').click();
      await expectVisible(page.getByTestId('order-calc').getByTestId('calc-line').first(), 'the lines of "Chi tiết cách tính" on the order');
    },
  },
];
