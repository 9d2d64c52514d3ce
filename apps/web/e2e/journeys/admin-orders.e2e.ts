import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { adminLogin, api, register, sepayWebhook } from './support.ts';

/**
 * The back office's order work: a customer's paid order is found by staff in /admin/orders by its
 * state, moved along to the Vietnamese warehouse from its detail page, its parcel weighed there
 * makes the bill, which staff see in /admin/bills and the customer in /account/invoices.
 */
const KEYWORD = 'ポケモン';
const TOP_UP_VND = 40_000_000;

interface Summary {
  code: string;
  available: boolean;
  price_jpy: number | null;
}

interface OrderData {
  id: string;
  code: string;
  status: string;
}

/** A fixed-price Rakuten item of the sandbox, on sale, without variants. */
async function buyableItem(baseUrl: string): Promise<Summary> {
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as { results: Summary[] };
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy < 60_000)) {
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { data?: { available: boolean; variants?: { name: string }[] } };
    if (detail.data?.available && !(detail.data.variants ?? []).some((v) => v.name.trim())) return item;
  }
  throw new Error('expected a buyable Rakuten item in the sandbox');
}

/** The customer's paid order, made through the API: top-up by the bank, address, cart, confirmed quote, first payment. */
export async function paidOrder(ctx: JourneyContext, page: Page): Promise<OrderData> {
  const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
  await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const address = await api<{ data: { id: string } }>(page, 'POST', '/api/user/address/add', {
    receiver_name: 'Đỗ Thị Kho Hàng',
    phone: '0912345678',
    province_code: '01',
    ward_code: wards.results[0]!.code,
    street: '8 Tràng Tiền',
    is_default: true,
  });
  const item = await buyableItem(ctx.baseUrl);
  const cartItem = await api<{ data: { id: string } }>(page, 'POST', '/api/cart', { site_code: 'rakuten', code: item.code, qty: 1 });
  const quote = await api<{ order: OrderData | null; confirmed: boolean }>(page, 'POST', '/api/quote/user/request', {
    cart_item_ids: [cartItem.data.id],
    address_id: address.data.id,
    confirm: true,
    request_id: `e2e-admin-orders-${Date.now()}`,
  });
  if (!quote.confirmed || !quote.order) throw new Error(`the quote was not confirmed: ${JSON.stringify(quote)}`);
  const paid = await api<{ data: OrderData }>(page, 'POST', '/api/user/payment-for-order', { order_id: quote.order.id, request_id: `e2e-admin-pay-${quote.order.id}` });
  assertEqual(paid.data.status, 'purchasing', 'the first payment moves the order to purchasing');
  return paid.data;
}

/** On the staff order page: one move, its note, and the confirm. */
async function move(page: Page, label: string, note: string): Promise<void> {
  await page.getByLabel('Ghi chú cho khách (không bắt buộc)').fill(note);
  await page.getByRole('button', { name: `Chuyển sang "${label}"` }).click();
  const dialog = page.getByRole('alertdialog');
  await expectVisible(dialog.getByText(`Chuyển đơn hàng sang "${label}"?`), `the confirm of "${label}"`);
  await dialog.getByRole('button', { name: 'Chuyển trạng thái' }).click();
  await expectVisible(page.locator('.order-head .order-status', { hasText: label }), `the order in "${label}"`);
}

export const journeys: Journey[] = [
  {
    name: 'admin-orders: staff find a paid order by its state, move it to the VN warehouse, record the parcel and see the bill the customer then sees',
    async run(ctx) {
      const customerPage = await (await ctx.newContext()).newPage();
      const customerPhone = await register(customerPage, 'Đỗ Thị Kho Hàng');
      const order = await paidOrder(ctx, customerPage);

      // The staff member opens the back office from the menu.
      const page = await (await ctx.newContext()).newPage();
      await adminLogin(page);
      await page.getByRole('button', { name: 'Tài khoản' }).click();
      await page.getByRole('menuitem', { name: 'Quản trị' }).click();
      await expectUrl(page, /\/admin$/);
      await page.getByRole('navigation', { name: 'Các mục quản trị' }).getByRole('link', { name: /^Đơn hàng/ }).click();
      await expectUrl(page, /\/admin\/orders$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Đơn hàng' }), 'the staff order list', 15_000);

      // By its state, then the customer's phone narrows the list to this order.
      const listed = page.waitForResponse((r) => r.url().includes('/api/admin/orders?') && r.url().includes('status=purchasing'));
      await page.getByLabel('Trạng thái').selectOption('purchasing');
      await expectUrl(page, /status=purchasing/);
      await listed;
      await page.getByLabel('Tìm đơn hàng').fill(customerPhone);
      await page.getByRole('button', { name: 'Tìm', exact: true }).click();
      await expectUrl(page, new RegExp(`q=${customerPhone}`));
      const row = page.getByTestId('admin-order-row').filter({ hasText: order.code });
      await expectVisible(row, 'the paid order under "Đang mua hàng"');
      await expectVisible(row.getByText('Đỗ Thị Kho Hàng'), 'its customer');
      await row.getByRole('link', { name: `Xem chi tiết đơn hàng ${order.code}` }).click();
      await expectUrl(page, new RegExp(`/admin/orders/${order.id}$`));
      await expectVisible(page.getByRole('heading', { level: 2, name: `Đơn hàng ${order.code}` }), 'the staff order page');
      await expectVisible(page.getByTestId('admin-order-payment').filter({ hasText: 'Thanh toán lần 1' }), 'the first payment');

      // Bought in Japan, at the Japanese warehouse, shipped.
      await move(page, 'Đã mua hàng', 'E2E: đã đặt mua');
      await move(page, 'Đã về kho Nhật', 'E2E: hàng về kho Nhật');
      await move(page, 'Đang vận chuyển quốc tế', 'E2E: đã gửi bay');

      // Weighed at the Vietnamese warehouse: the parcel makes the bill and moves the order.
      const form = page.getByRole('form', { name: 'Ghi nhận kiện hàng về kho Việt Nam' });
      await form.getByLabel(/^Cân nặng/).fill('1800');
      await form.getByLabel(/^Dài/).fill('30');
      await form.getByLabel(/^Rộng/).fill('20');
      await form.getByLabel(/^Cao/).fill('15');
      await form.getByLabel(/^Ghi chú/).fill('Hộp carton E2E');
      await form.getByRole('button', { name: 'Ghi nhận và tạo hóa đơn' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Ghi nhận' }).click();
      const created = page.getByTestId('admin-parcel-bill');
      await expectVisible(created, 'the bill made from the parcel', 30_000);
      const billCode = ((await created.textContent()) ?? '').match(/HD\d{12}/)?.[0];
      if (!billCode) throw new Error(`no bill code in: ${await created.textContent()}`);
      await expectVisible(page.locator('.order-head .order-status', { hasText: 'Đã về kho Việt Nam' }), 'the order at the VN warehouse');
      await expectVisible(page.getByTestId('admin-order-bill').filter({ hasText: billCode }), "the bill among the order's bills");
      const steps = await page.getByTestId('order-timeline-step').evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
      for (const status of ['purchased', 'at_jp_warehouse', 'shipping_international', 'at_vn_warehouse']) {
        assertEqual(steps.includes(status), true, `the timeline has ${status} (${steps.join(', ')})`);
      }

      // The bill's page, and the bill in the staff list.
      await created.getByRole('link', { name: `Xem hóa đơn ${billCode}` }).click();
      await expectUrl(page, /\/admin\/bills\/[0-9a-f-]{36}$/);
      await expectVisible(page.getByRole('heading', { level: 2, name: `Hóa đơn ${billCode}` }), 'the staff bill page');
      await expectVisible(page.getByTestId('admin-bill-status').filter({ hasText: 'Chưa thanh toán' }), 'the bill unpaid');
      await expectVisible(page.getByTestId('admin-bill-parcel').filter({ hasText: 'Hộp carton E2E' }), 'the parcel on the bill');
      await page.getByRole('link', { name: 'Về danh sách hóa đơn' }).click();
      await expectUrl(page, /\/admin\/bills$/);
      await page.getByLabel('Tìm hóa đơn').fill(order.code);
      await page.getByRole('button', { name: 'Tìm', exact: true }).click();
      await expectVisible(page.getByTestId('admin-bill-row').filter({ hasText: billCode }), 'the bill found by its order code');

      // The customer sees the bill to pay.
      await customerPage.goto('/account/invoices');
      const billRow = customerPage.getByTestId('bill-row').filter({ hasText: billCode });
      await expectVisible(billRow, "the bill in the customer's invoices", 15_000);
      await expectVisible(billRow.getByText('Chưa thanh toán'), 'unpaid');
      await expectVisible(billRow.getByText(order.code), 'for the order');
    },
  },
];
