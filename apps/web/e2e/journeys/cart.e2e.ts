import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { api, register, sepayWebhook } from './support.ts';

const KEYWORD = 'ポケモン';
const TOP_UP_VND = 30_000_000;

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** "1.234.567 ₫" → 1234567. */
const vndOf = (text: string | null) => Number.parseInt(spaced(text).replace(/[^\d-]/g, ''), 10);

interface Summary {
  code: string;
  path: string;
  available: boolean;
  price_jpy: number | null;
  is_shops_product: boolean;
  title: string;
  title_vi: string | null;
}

/** Fixed-price sandbox items on sale with more than one in stock (so the quantity can be raised). */
async function buyableItems(baseUrl: string, count: number): Promise<Summary[]> {
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as { results: Summary[] };
  const found: Summary[] = [];
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy < 60_000)) {
    type Detail = { stock: number | null; available: boolean; variants: { name: string }[] };
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { product?: Detail; data?: Detail };
    const product = detail.product ?? detail.data;
    if (!product?.available || (product.stock !== null && product.stock < 2) || product.variants.some((v) => v.name.trim())) continue;
    found.push(item);
    if (found.length === count) return found;
  }
  throw new Error(`expected ${count} buyable Rakuten items in the sandbox, found ${found.length}`);
}

/** A Mercari item that takes offers (not a Shops product, on sale, priced). */
async function negotiableItem(baseUrl: string): Promise<Summary> {
  const search = (await (await fetch(`${baseUrl}/api/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as { products: Summary[] };
  const item = search.products.find((p) => p.available && !p.is_shops_product && p.price_jpy !== null && p.price_jpy >= 1000);
  if (!item) throw new Error('expected a negotiable Mercari item in the sandbox');
  return item;
}

async function addAddress(page: Page): Promise<void> {
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const ward = wards.results[0];
  if (!ward) throw new Error('expected the wards of Hà Nội');
  await api(page, 'POST', '/api/user/address/add', {
    receiver_name: 'Lê Thị Giỏ Hàng',
    phone: '0912345678',
    province_code: '01',
    ward_code: ward.code,
    street: '12 Phố Đội Cấn',
    is_default: true,
  });
}

async function addToCart(page: Page, item: Summary): Promise<void> {
  await page.goto(item.path);
  const panel = page.getByTestId('buying-panel');
  await expectVisible(panel, `the buying controls of ${item.code}`, 15_000);
  await panel.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expectVisible(panel.getByRole('link', { name: 'Xem giỏ hàng' }), `${item.code} added to the cart`);
}

export const journeys: Journey[] = [
  {
    name: 'cart: top up, two items in the cart, change a quantity, check out with address and route, confirm, pay the first payment',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Lê Thị Giỏ Hàng');

      // Money first: the bank reports a transfer with the customer's transfer content.
      const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
      await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
      const before = await api<{ data: { available_vnd: number } }>(page, 'GET', '/api/wallet');
      assertEqual(before.data.available_vnd, TOP_UP_VND, 'the top-up credited');
      await addAddress(page);

      // Two sandbox items into the cart from their item pages.
      const [first, second] = await buyableItems(ctx.baseUrl, 2);
      await addToCart(page, first!);
      await addToCart(page, second!);

      // The cart: both items, one quantity raised to 2.
      await page.goto('/account/cart');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Giỏ hàng' }), 'the cart page');
      const rows = page.getByTestId('cart-item');
      await expectVisible(rows.nth(1), 'the second cart item');
      assertEqual(await rows.count(), 2, 'two items in the cart');
      const firstRow = rows.first();
      const qtyBox = firstRow.getByRole('textbox', { name: /^Số lượng / });
      await firstRow.getByRole('button', { name: /^Tăng số lượng / }).click();
      await page.waitForFunction((el) => (el as HTMLInputElement | null)?.value === '2', await qtyBox.elementHandle());

      // Both were chosen when they were added; go to checkout; the totals follow the choice.
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.cart-page__toolbar input[type="checkbox"]')?.checked === true);
      await expectVisible(page.getByRole('button', { name: 'Tạo đơn hàng (2)' }), 'both items chosen');
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-testid="cart-first-payment"]');
        return !!el && /[1-9]/.test(el.textContent ?? '');
      });
      await page.getByRole('button', { name: 'Tạo đơn hàng (2)' }).click();
      await expectUrl(page, /\/account\/cart\/checkout$/);

      // Checkout: the address is chosen, a route and mode, the breakdown.
      await expectVisible(page.getByRole('radio', { name: /Lê Thị Giỏ Hàng/ }), 'the address to deliver to');
      const mode = page.getByLabel('Hình thức vận chuyển');
      await expectVisible(mode, 'the route and mode choice');
      const options = await mode.locator('option').count();
      if (options > 1) await mode.selectOption({ index: 1 });
      const breakdown = page.getByTestId('price-breakdown');
      await expectVisible(breakdown, 'the quote breakdown', 15_000);
      await expectVisible(breakdown.getByRole('heading').first(), 'a group of the breakdown');
      const review = page.getByRole('button', { name: 'Xem lại và xác nhận' });
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await review.elementHandle(), { timeout: 15_000 });
      const quotedFirst = vndOf(await page.getByTestId('quote-first-payment').textContent());
      const quotedSecond = vndOf(await page.getByTestId('quote-second-payment').textContent());
      const quotedTotal = vndOf(await page.getByTestId('quote-total').textContent());
      assertEqual(quotedFirst > 0, true, 'a first payment is quoted');
      assertEqual(quotedTotal, quotedFirst + quotedSecond, 'total = first + second payment');

      // The confirm step creates the order.
      await review.click();
      const confirm = page.getByRole('alertdialog', { name: 'Xác nhận tạo đơn hàng?' });
      await confirm.getByRole('button', { name: 'Tạo đơn hàng' }).click();
      const created = page.getByTestId('order-created');
      await expectVisible(created, 'the created order', 15_000);
      await expectVisible(page.getByText('Tạo đơn hàng thành công').first(), 'the success message');
      const firstPayment = vndOf(await created.getByTestId('order-first-payment').textContent());
      assertEqual(firstPayment, quotedFirst, 'the order keeps the quoted first payment');

      // Pay the first payment from the wallet.
      await created.getByRole('button', { name: 'Thanh toán ngay' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Thanh toán' }).click();
      await expectVisible(created.getByRole('heading', { name: 'Thanh toán đơn hàng thành công' }), 'the payment done', 15_000);
      const after = await api<{ data: { available_vnd: number } }>(page, 'GET', '/api/wallet');
      assertEqual(after.data.available_vnd, TOP_UP_VND - firstPayment, 'the balance dropped by exactly the first payment');

      // The wallet page shows the same.
      await page.goto('/account/wallet');
      const available = page.getByTestId('balance-available');
      await expectVisible(available, 'the available balance');
      await page.waitForFunction(
        ({ el, want }) => Number.parseInt((el?.textContent ?? '').replace(/[^\d]/g, ''), 10) === want,
        { el: await available.elementHandle(), want: TOP_UP_VND - firstPayment },
      );

      // The cart no longer holds the ordered items.
      await page.goto('/account/cart');
      await expectVisible(page.getByRole('heading', { name: 'Giỏ hàng của bạn đang trống' }), 'the emptied cart');
    },
  },
  {
    name: 'cart: a desired-price request from an item page, listed and cancelled',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Trần Văn Thương Lượng');
      const item = await negotiableItem(ctx.baseUrl);
      await page.goto(item.path);
      const panel = page.getByTestId('buying-panel');
      await expectVisible(panel, 'the buying controls', 15_000);
      await panel.getByRole('button', { name: 'Thương lượng giá' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thương lượng giá với người bán' });
      await expectVisible(dialog, 'the desired-price dialog');
      const desired = Math.floor((item.price_jpy! * 8) / 10);
      await dialog.getByLabel(/Giá mong muốn/).fill(String(desired));
      await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await expectVisible(page.getByText('Gửi yêu cầu thương lượng giá thành công!').first(), 'the success message', 15_000);

      await page.goto('/account/desired-prices');
      const row = page.getByTestId('desired-price-row').first();
      await expectVisible(row, 'the request in the list');
      assertEqual(vndOf(await row.getByTestId('desired-price-value').textContent()), desired, 'the desired price listed');
      await row.getByRole('button', { name: /^Hủy yêu cầu thương lượng/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hủy yêu cầu' }).click();
      await expectVisible(page.getByText('Đã hủy yêu cầu thương lượng giá').first(), 'the cancellation');
    },
  },
];
