import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectVisible } from './assert.ts';
import { buyOrders, receivePackages } from './purchasing-steps.ts';
import { adminLogin, api, register, sepayWebhook } from './support.ts';

/**
 * Purchasing and the Japan warehouse: a customer's two paid orders are bought from /admin/purchasing
 * (one cheaper than paid: the difference comes back to the wallet), received at /admin/warehouse-jp
 * (scanned, weighed, measured, photographed, shelved), and the customer sees the package and its
 * photo on the order's page.
 */
const TOP_UP_VND = 40_000_000;

interface OrderData {
  id: string;
  code: string;
  status: string;
}
interface Summary {
  code: string;
  available: boolean;
  price_jpy: number | null;
}

async function buyableItems(baseUrl: string): Promise<Summary[]> {
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent('ポケモン')}&__auto_translate_keyword=off`)).json()) as { results: Summary[] };
  const found: Summary[] = [];
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy > 500 && r.price_jpy < 60_000)) {
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { data?: { available: boolean; variants?: { name: string }[] } };
    if (detail.data?.available && !(detail.data.variants ?? []).some((v) => v.name.trim())) found.push(item);
    if (found.length === 2) return found;
  }
  throw new Error('expected two buyable Rakuten items in the sandbox');
}

/** Two paid orders through the API: top-up by the bank, address, one confirmed quote per item, first payments. */
async function paidOrders(ctx: JourneyContext, page: Page): Promise<Array<OrderData & { price_jpy: number }>> {
  const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
  await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const address = await api<{ data: { id: string } }>(page, 'POST', '/api/user/address/add', {
    receiver_name: 'Vũ Thị Mua Hộ',
    phone: '0912345678',
    province_code: '01',
    ward_code: wards.results[0]!.code,
    street: '5 Hàng Bài',
    is_default: true,
  });
  const orders: Array<OrderData & { price_jpy: number }> = [];
  for (const item of await buyableItems(ctx.baseUrl)) {
    const cartItem = await api<{ data: { id: string } }>(page, 'POST', '/api/cart', { site_code: 'rakuten', code: item.code, qty: 1 });
    const quote = await api<{ order: OrderData | null; confirmed: boolean }>(page, 'POST', '/api/quote/user/request', {
      cart_item_ids: [cartItem.data.id],
      address_id: address.data.id,
      confirm: true,
      request_id: `e2e-purchasing-${item.code}-${Date.now()}`,
    });
    if (!quote.confirmed || !quote.order) throw new Error(`the quote was not confirmed: ${JSON.stringify(quote)}`);
    const paid = await api<{ data: OrderData }>(page, 'POST', '/api/user/payment-for-order', { order_id: quote.order.id, request_id: `e2e-purchasing-pay-${quote.order.id}` });
    assertEqual(paid.data.status, 'purchasing', 'the first payment moves the order to purchasing');
    orders.push({ ...paid.data, price_jpy: item.price_jpy! });
  }
  return orders;
}

export const journeys: Journey[] = [
  {
    name: 'purchasing: staff buy two paid orders (one cheaper: refund to the wallet), the Japan warehouse scans, weighs and photographs them, the customer sees the photos',
    async run(ctx) {
      const customerPage = await (await ctx.newContext()).newPage();
      await register(customerPage, 'Vũ Thị Mua Hộ');
      const [first, second] = await paidOrders(ctx, customerPage);
      const before = await api<{ data: { available_vnd: number } }>(customerPage, 'GET', '/api/wallet');

      const staff = await (await ctx.newContext()).newPage();
      await adminLogin(staff);
      await staff.goto('/admin/purchasing');
      await expectVisible(staff.getByRole('link', { name: 'Hàng đợi đấu giá trực tiếp' }), 'the link to the live bid queue', 15_000);
      // The first order bought 100 ¥ cheaper; the second with the seller's tracking number (the warehouse scans it).
      await buyOrders(staff, [first!.code, second!.code], {
        pricePaidJpy: (code) => (code === first!.code ? first!.price_jpy - 100 : undefined),
        tracking: (code) => (code === second!.code ? `TRK-${second!.code}` : undefined),
      });
      const after = await api<{ data: { available_vnd: number } }>(customerPage, 'GET', '/api/wallet');
      const refunded = after.data.available_vnd - before.data.available_vnd;
      assertEqual(refunded > 0, true, `the cheaper purchase refunded the difference (${refunded} ₫)`);

      await receivePackages(staff, [first!.code, second!.code], { scan: (code) => (code === second!.code ? `TRK-${second!.code}` : code) });
      await ctx.artifact('purchasing-warehouse-jp.png', await staff.screenshot({ fullPage: true }));

      // The customer: the package with its photo on the order's page.
      await customerPage.goto(`/account/quotes/${first!.code}`);
      const card = customerPage.getByTestId('order-package');
      await expectVisible(card, 'the package at the Japan warehouse on the order page', 15_000);
      const photo = card.getByRole('img', { name: 'Ảnh kiện hàng 1' });
      await expectVisible(photo, 'the warehouse photo');
      // Loaded lazily: scrolled to, it is fetched with the customer's session (the file is shared with them).
      await photo.scrollIntoViewIfNeeded();
      await customerPage.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Ảnh kiện hàng 1"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      await expectVisible(card.getByRole('button', { name: 'Yêu cầu chụp thêm ảnh' }), 'asking for more photos');
      await ctx.artifact('purchasing-customer-package.png', await customerPage.screenshot({ fullPage: true }));
    },
  },
];
