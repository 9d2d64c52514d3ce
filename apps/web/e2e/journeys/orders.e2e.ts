import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectCount, expectUrl, expectVisible } from './assert.ts';
import { api, register, sepayWebhook, staffApi } from './support.ts';

const KEYWORD = 'ポケモン';
const TOP_UP_VND = 40_000_000;

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

interface Summary {
  code: string;
  available: boolean;
  price_jpy: number | null;
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

interface OrderData {
  id: string;
  code: string;
  status: string;
  price: { first_payment: number };
}

/** Setup through the API: top-up by the bank webhook, address, cart, confirmed quote, first payment. */
async function paidOrder(ctx: JourneyContext, page: Page): Promise<OrderData> {
  const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
  await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const address = await api<{ data: { id: string } }>(page, 'POST', '/api/user/address/add', {
    receiver_name: 'Trần Văn Đơn Hàng',
    phone: '0912345678',
    province_code: '01',
    ward_code: wards.results[0]!.code,
    street: '25 Phố Huế',
    is_default: true,
  });
  const item = await buyableItem(ctx.baseUrl);
  const cartItem = await api<{ data: { id: string } }>(page, 'POST', '/api/cart', { site_code: 'rakuten', code: item.code, qty: 1 });
  const quote = await api<{ order: OrderData | null; confirmed: boolean }>(page, 'POST', '/api/quote/user/request', {
    cart_item_ids: [cartItem.data.id],
    address_id: address.data.id,
    confirm: true,
    request_id: `e2e-orders-${Date.now()}`,
  });
  if (!quote.confirmed || !quote.order) throw new Error(`the quote was not confirmed: ${JSON.stringify(quote)}`);
  const paid = await api<{ data: OrderData }>(page, 'POST', '/api/user/payment-for-order', { order_id: quote.order.id, request_id: `e2e-pay-${quote.order.id}` });
  assertEqual(paid.data.status, 'purchasing', 'the first payment moves the order to purchasing');
  return paid.data;
}

export const journeys: Journey[] = [
  {
    name: 'orders: a paid order in /account/quotes, its bill paid, printed and exported in /account/invoices, receipt confirmed, timeline, complaint',
    async run(ctx) {
      const context = await ctx.newContext();
      const page = await context.newPage();
      await register(page, 'Trần Văn Đơn Hàng');
      const order = await paidOrder(ctx, page);
      const admin = await staffApi(ctx.baseUrl);

      // The customer's order list: the tab of its state, the statistics, search.
      await page.goto('/account/quotes');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Quản lý đơn hàng' }), 'the order management page');
      const row = page.getByTestId('order-row').filter({ hasText: order.code });
      await expectVisible(row, 'the paid order in the list');
      await expectVisible(row.getByText('Đang mua hàng'), 'its state');
      await page.getByRole('tab', { name: /^Đang mua hàng/ }).click();
      await expectUrl(page, /status=purchasing/);
      await expectVisible(page.getByTestId('order-row').filter({ hasText: order.code }), 'the order under its state tab');
      await page.getByRole('tab', { name: /^Đã hủy/ }).click();
      await expectVisible(page.getByText('Không có đơn hàng phù hợp'), 'no cancelled orders');
      await page.getByRole('tab', { name: /^Tất cả/ }).click();
      await page.getByRole('searchbox', { name: 'Tìm đơn hàng' }).fill(order.code);
      const searched = page.waitForResponse((r) => r.url().includes('/api/quotes/user?') && r.url().includes(`search=${order.code}`));
      await page.getByRole('button', { name: 'Tìm', exact: true }).click();
      await expectUrl(page, new RegExp(`q=${order.code}`));
      await searched;
      await expectVisible(page.getByTestId('order-row').filter({ hasText: order.code }), 'the search finds the order');
      await expectCount(page.getByTestId('order-row'), 1, 'order found by its code');
      const exported = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Xuất Excel' }).click();
      const orderSheet = await exported;
      assertEqual(orderSheet.suggestedFilename().endsWith('.xlsx'), true, `the export is an xlsx (${orderSheet.suggestedFilename()})`);
      await expectVisible(page.getByText('Xuất file thành công!'), 'the export message');

      // Staff buy it, receive it in Japan, ship it, and record the parcel at the Vietnamese warehouse.
      for (const to of ['purchased', 'at_jp_warehouse', 'shipping_international']) {
        await admin('PUT', `/api/admin/orders/${order.id}/status`, { to, note: `E2E: ${to}` });
      }
      const parcel = await admin<{ data: { bill: { code: string; amount_vnd: number } } }>('POST', `/api/admin/orders/${order.id}/parcels`, {
        weight_g: 1800,
        length_cm: 30,
        width_cm: 20,
        height_cm: 15,
        note: 'Hộp carton',
      });
      const billCode = parcel.data.bill.code;

      // The bill in /account/invoices: select, pay, print, excel.
      await page.goto('/account/invoices');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Hóa đơn' }), 'the invoices page');
      const billRow = page.getByTestId('bill-row').filter({ hasText: billCode });
      await expectVisible(billRow.getByText('Chưa thanh toán'), 'the new bill, unpaid');
      await billRow.getByRole('checkbox', { name: `Chọn hóa đơn ${billCode}` }).check();
      await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Thanh toán' }).click();
      await expectVisible(page.getByTestId('bill-pay-result').filter({ hasText: billCode }).getByText('Đã thanh toán'), 'the per-bill result');
      await expectVisible(billRow.locator('.bill-status', { hasText: 'Đã thanh toán' }), 'the bill paid');

      await billRow.getByRole('checkbox', { name: `Chọn hóa đơn ${billCode}` }).check();
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'In phiếu' }).click();
      const slip = await popupOpened;
      await slip.waitForFunction((code) => document.body?.textContent?.includes(code) ?? false, billCode);
      await expectVisible(page.getByText('In phiếu thành công!'), 'the print message');
      await slip.close();

      const billExport = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Xuất Excel' }).click();
      const billSheet = await billExport;
      assertEqual(billSheet.suggestedFilename().endsWith('.xlsx'), true, `the bill sheet is an xlsx (${billSheet.suggestedFilename()})`);
      const sheetPath = await billSheet.path();
      assertEqual(readFileSync(sheetPath).subarray(0, 2).toString('latin1'), 'PK', 'the bill sheet is a zip (xlsx) file');

      // Staff hand the parcel to the courier; the customer confirms receipt on the order page.
      await admin('PUT', `/api/admin/orders/${order.id}/status`, { to: 'delivering', note: 'E2E: giao hàng' });
      await page.goto('/account/quotes');
      await page.getByRole('link', { name: `Xem đơn hàng ${order.code}` }).click();
      await expectUrl(page, new RegExp(`/account/quotes/${order.code}$`));
      await expectVisible(page.getByRole('heading', { level: 1, name: `Đơn hàng ${order.code}` }), 'the order page');
      await expectVisible(page.getByTestId('order-payment-row').filter({ hasText: 'Thanh toán lần 2' }), 'the second payment among the payments');
      await page.getByRole('button', { name: 'Xác nhận đã nhận hàng' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Đã nhận hàng' }).click();
      await expectVisible(page.locator('.order-head .order-status', { hasText: /Đã nhận hàng|Đã giao/ }), 'the order delivered');

      // Every step is on the timeline.
      const steps = page.getByTestId('order-timeline-step');
      const statuses = await steps.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')));
      for (const status of ['waiting_deposit', 'purchasing', 'purchased', 'at_jp_warehouse', 'shipping_international', 'at_vn_warehouse', 'delivering', 'delivered']) {
        assertEqual(statuses.includes(status), true, `the timeline has ${status} (${statuses.join(', ')})`);
      }
      assertEqual(spaced(await steps.last().getAttribute('data-status')), 'delivered', 'the last step is delivered');

      // A complaint from the order page: the form comes with the order code.
      await page.getByRole('link', { name: `Gửi khiếu nại về đơn hàng ${order.code}` }).click();
      await expectUrl(page, /\/account\/complaints\/new\?order_code=/);
      assertEqual(await page.getByLabel(/Mã đơn hàng/).inputValue(), order.code, 'the order code pre-filled');
      await page.getByLabel(/Loại khiếu nại/).selectOption({ index: 1 });
      await page.getByLabel(/Nội dung khiếu nại/).fill('Hộp bị móp một góc, sản phẩm bên trong trầy xước.');
      await page.getByRole('button', { name: 'Gửi khiếu nại' }).click();
      await expectUrl(page, /\/account\/complaints$/);
      await expectVisible(page.getByTestId('complaint').filter({ hasText: 'Hộp bị móp một góc' }), 'the complaint in the list');
      const complaints = await api<{ results: { order_code: string | null }[] }>(page, 'GET', '/api/complaint');
      assertEqual(complaints.results[0]?.order_code, order.code, 'the complaint refers to the order');
    },
  },
];
