import type { Journey } from '../harness.ts';
import { expectUrl, expectVisible } from './assert.ts';
import { adminLogin, api, register } from './support.ts';

/**
 * Back office requests: a customer asks a seller for a lower price and files a complaint; staff
 * answer the price with a counter offer on /admin/desired-prices and reply to the complaint on
 * /admin/complaints; the customer reads both answers on their own pages. (The live bid queue
 * needs the live placer, which the sandbox server does not use: its screen is covered by the
 * component tests.)
 */
const KEYWORD = 'ポケモン';

interface Summary {
  code: string;
  path: string;
  available: boolean;
  price_jpy: number | null;
  is_shops_product: boolean;
}

/** A Mercari item that takes offers (not a Shops product, on sale, priced). */
async function negotiableItem(baseUrl: string): Promise<Summary> {
  const search = (await (await fetch(`${baseUrl}/api/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as { products: Summary[] };
  const item = search.products.find((p) => p.available && !p.is_shops_product && p.price_jpy !== null && p.price_jpy >= 1000);
  if (!item) throw new Error('expected a negotiable Mercari item in the sandbox');
  return item;
}

const yen = (n: number) => `¥${new Intl.NumberFormat('en-US').format(n)}`;

export const journeys: Journey[] = [
  {
    name: 'admin-requests: staff counter a desired price and reply to a complaint; the customer sees both answers',
    async run(ctx) {
      // The customer: a price request and a complaint.
      const customer = await ctx.newPage();
      await register(customer, 'Hoàng Thị Yêu Cầu');
      const session = await api<{ data: { customer_no: string } }>(customer, 'GET', '/api/session');
      const item = await negotiableItem(ctx.baseUrl);
      const desired = Math.floor((item.price_jpy! * 7) / 10);
      const counter = Math.floor((desired + item.price_jpy!) / 2);
      if (!(counter > desired && counter < item.price_jpy!)) throw new Error(`no counter price between ${desired} and ${item.price_jpy}`);
      await api(customer, 'POST', '/api/desired-price', { site_code: 'mercari', code: item.code, desired_price: desired });
      const filed = await api<{ data: { id: string; code: string } }>(customer, 'POST', '/api/complaint', {
        type: 'damaged',
        content: 'Hộp bị móp, ống kính bị trầy khi nhận hàng.',
      });
      const complaint = filed.data;

      // Staff: the counter offer.
      const staff = await ctx.newPage();
      await adminLogin(staff);
      await staff.goto('/admin');
      await staff.getByRole('link', { name: /Thương lượng giá/ }).click();
      await expectUrl(staff, /\/admin\/desired-prices$/);
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Thương lượng giá' }), 'the staff desired-price page', 20_000);
      await staff.getByLabel('Tìm theo mã, tên sản phẩm hoặc mã khách').fill(session.data.customer_no);
      await staff.getByRole('button', { name: 'Tìm', exact: true }).click();
      await expectUrl(staff, new RegExp(`q=${session.data.customer_no}`));
      const row = staff.getByTestId('admin-desired-price-row').filter({ hasText: session.data.customer_no });
      await expectVisible(row, "the customer's request", 15_000);
      await row.getByRole('button', { name: /^Xem và trả lời yêu cầu/ }).click();
      const dialog = staff.getByRole('dialog', { name: 'Yêu cầu thương lượng giá' });
      await expectVisible(dialog.getByTestId('desired-price-detail'), 'the request with its history', 15_000);
      await dialog.getByLabel(/Giá người bán đề nghị/).fill(String(counter));
      await dialog.getByLabel(/Lời nhắn cho khách/).fill('Người bán chỉ giảm đến mức này.');
      await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
      await expectVisible(dialog.getByText(`người bán đề nghị giá ${yen(counter)}`, { exact: false }), 'the confirmation of the counter price');
      await dialog.getByRole('button', { name: 'Gửi câu trả lời' }).click();
      // What stays (the list's row) rather than the toast, which a loaded machine may show and hide
      // before the check looks (it failed that way once behind two processes).
      await expectVisible(row.getByText(`Đề nghị ${yen(counter)}`), 'the counter price in the staff list', 20_000);

      // Staff: the complaint reply.
      await staff.goto('/admin/complaints?status=open&type=damaged');
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Khiếu nại' }), 'the staff complaints page', 20_000);
      await staff.getByRole('link', { name: `Mở khiếu nại ${complaint.code}` }).click();
      await expectUrl(staff, new RegExp(`/admin/complaints/${complaint.id}$`));
      await expectVisible(staff.getByText('Hộp bị móp, ống kính bị trầy khi nhận hàng.'), 'the complaint content', 15_000);
      await staff.getByLabel(/Nội dung trả lời/).fill('Kaimono đã liên hệ người bán và sẽ đổi hàng mới cho bạn.');
      await staff.getByRole('button', { name: 'Gửi trả lời' }).click();
      await expectVisible(staff.getByText('Đã gửi phản hồi.').first(), 'the reply sent', 15_000);
      await expectVisible(staff.getByTestId('admin-complaint-message').filter({ hasText: 'đổi hàng mới' }), 'the reply in the discussion');
      await expectVisible(staff.getByRole('button', { name: 'Chuyển sang “Đã giải quyết”' }), 'the next status moves');

      // The customer reads both answers.
      await customer.goto('/account/desired-prices');
      const mine = customer.getByTestId('desired-price-row').first();
      await expectVisible(mine.getByText(`Người bán đề nghị ${yen(counter)}`), 'the counter offer on the customer page', 15_000);
      await expectVisible(mine.getByText('Người bán chỉ giảm đến mức này.'), "the staff's note on the customer page");
      await customer.goto(`/account/complaints/${complaint.id}`);
      await expectVisible(customer.getByText('Kaimono đã liên hệ người bán và sẽ đổi hàng mới cho bạn.'), 'the reply on the customer page', 15_000);
      await expectVisible(customer.getByText('Đang xử lý').first(), 'the complaint in progress');
    },
  },
];
