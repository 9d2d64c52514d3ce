import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { createStaff, type StaffRole } from '../staff.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { buyOrders, receivePackages } from './purchasing-steps.ts';
import { api, register, sepayWebhook } from './support.ts';

/**
 * Issue 16 "Done when": a consolidated shipment end to end. A customer has two paid orders; they are
 * bought and received; the customer consolidates both into one shipment in the browser (the saving
 * shown before confirming); the Japanese warehouse packs one box and bills it; the customer pays the
 * one bill; the shipment leaves Japan, arrives at the Vietnamese warehouse, is handed to a carrier;
 * the customer confirms receipt. Every staff step runs in its own browser context, logged in as the
 * account given for that step, and appears in the audit log under that account.
 */

/** A staff account: who logs in for a step. */
export interface StaffAccount {
  phone: string;
  password: string;
}

type Step = 'purchasing' | 'receiving' | 'packing' | 'billing' | 'shipping' | 'arriving' | 'handingOver';

/** Who does each staff step: a different account per step, each holding only its role (issue 16 "Done when"). */
const STEP_ROLES: Record<Step, { role: StaffRole; name: string }> = {
  purchasing: { role: 'purchasing', name: 'Phạm Thị Lan' },
  receiving: { role: 'warehouse_jp', name: 'Sato Haruto' },
  packing: { role: 'warehouse_jp', name: 'Tanaka Yui' },
  billing: { role: 'accounting', name: 'Trần Văn Minh' },
  shipping: { role: 'warehouse_jp', name: 'Ito Sota' },
  arriving: { role: 'warehouse_vn', name: 'Lê Văn Hùng' },
  handingOver: { role: 'warehouse_vn', name: 'Đỗ Thị Mai' },
};

async function staffForSteps(baseUrl: string): Promise<Record<Step, StaffAccount>> {
  const accounts = {} as Record<Step, StaffAccount>;
  for (const [step, { role, name }] of Object.entries(STEP_ROLES) as Array<[Step, { role: StaffRole; name: string }]>) {
    accounts[step] = await createStaff(baseUrl, [role], name);
  }
  return accounts;
}

const KEYWORD = 'ポケモン';
const TOP_UP_VND = 60_000_000;
const TRACKING = 'EMS-E2E-778899JP';
const CARRIER = 'Giao Hàng Nhanh';
const CARRIER_TRACKING = 'GHN-E2E-5566';

interface OrderData {
  id: string;
  code: string;
  status: string;
}

/** A fresh browser context logged in as `account` on the login page (answers its page and its bearer token). */
async function staffPage(ctx: JourneyContext, account: StaffAccount): Promise<{ page: Page; token: string; userId: string }> {
  const page = await (await ctx.newContext()).newPage();
  await page.goto('/account/login');
  await page.getByLabel('Số điện thoại hoặc email').fill(account.phone);
  await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectUrl(page, /\/account\/dashboard$/);
  const token = (await page.evaluate(() => window.localStorage.getItem('kaimono.token'))) ?? '';
  const session = await api<{ data?: { id: string }; user?: { id: string } }>(page, 'GET', '/api/session');
  const userId = session.data?.id ?? session.user?.id ?? '';
  return { page, token, userId };
}

/** Rakuten items of the sandbox that can be bought (on sale, no variants), distinct. */
async function buyableItems(baseUrl: string, count: number): Promise<string[]> {
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`)).json()) as {
    results: Array<{ code: string; available: boolean; price_jpy: number | null }>;
  };
  const codes: string[] = [];
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy < 30_000)) {
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { data?: { available: boolean; variants?: { name: string }[] } };
    if (detail.data?.available && !(detail.data.variants ?? []).some((v) => v.name.trim())) codes.push(item.code);
    if (codes.length === count) return codes;
  }
  throw new Error(`expected ${count} buyable Rakuten items in the sandbox`);
}

/** The customer's two paid orders (through the API as the customer: top-up by the bank, address, cart, quote, first payment). */
async function twoPaidOrders(ctx: JourneyContext, page: Page): Promise<OrderData[]> {
  const topup = await api<{ data: { transfer_content: string } }>(page, 'GET', `/api/wallet/topup?amount_vnd=${TOP_UP_VND}`);
  await sepayWebhook(ctx.baseUrl, topup.data.transfer_content, TOP_UP_VND);
  const wards = await api<{ results: { code: string }[] }>(page, 'GET', '/api/utility/ward/01');
  const address = await api<{ data: { id: string } }>(page, 'POST', '/api/user/address/add', {
    receiver_name: 'Vũ Thị Gộp Kiện',
    phone: '0912345678',
    province_code: '01',
    ward_code: wards.results[0]!.code,
    street: '12 Hàng Bài',
    is_default: true,
  });
  const orders: OrderData[] = [];
  for (const [i, code] of (await buyableItems(ctx.baseUrl, 2)).entries()) {
    const cartItem = await api<{ data: { id: string } }>(page, 'POST', '/api/cart', { site_code: 'rakuten', code, qty: 1 });
    const quote = await api<{ order: OrderData | null; confirmed: boolean }>(page, 'POST', '/api/quote/user/request', {
      cart_item_ids: [cartItem.data.id],
      address_id: address.data.id,
      confirm: true,
      request_id: `e2e-consolidation-${Date.now()}-${i}`,
    });
    if (!quote.confirmed || !quote.order) throw new Error(`the quote was not confirmed: ${JSON.stringify(quote)}`);
    const paid = await api<{ data: OrderData }>(page, 'POST', '/api/user/payment-for-order', { order_id: quote.order.id, request_id: `e2e-consolidation-pay-${quote.order.id}` });
    assertEqual(paid.data.status, 'purchasing', 'the first payment moves the order to purchasing');
    orders.push(paid.data);
  }
  return orders;
}

/** Purchasing records both orders as bought on /admin/purchasing. */
async function buyOrdersStep(ctx: JourneyContext, staff: StaffAccount, orders: OrderData[]): Promise<string> {
  const { page, userId } = await staffPage(ctx, staff);
  await buyOrders(page, orders.map((o) => o.code));
  return userId;
}

/** The Japan warehouse receives both packages on /admin/warehouse-jp: scanned, weighed, measured, photographed, shelved. */
async function receivePackagesStep(ctx: JourneyContext, staff: StaffAccount, orders: OrderData[]): Promise<string> {
  const { page, userId } = await staffPage(ctx, staff);
  await receivePackages(page, orders.map((o) => o.code));
  return userId;
}

/** Opens the staff page of the shipment (from the staff list, by its code). */
async function openShipment(page: Page, code: string): Promise<void> {
  await page.goto('/admin/shipments');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Lô hàng gửi chung' }), 'the staff shipments list', 15_000);
  // Every status (the list opens on those to pack); the choice is in the URL.
  await page.getByLabel('Trạng thái').selectOption('all');
  await expectUrl(page, /\/admin\/shipments\?status=all$/);
  await page.getByRole('link', { name: code }).click();
  await expectUrl(page, /\/admin\/shipments\/[0-9a-f-]{36}$/);
  await expectVisible(page.getByRole('heading', { level: 2, name: new RegExp(`^${code}`) }), 'the staff shipment page');
}

const stage = (page: Page, label: string) => page.getByTestId('shipment-stage').filter({ hasText: label });

async function packStep(ctx: JourneyContext, staff: StaffAccount, code: string): Promise<string> {
  const { page, userId } = await staffPage(ctx, staff);
  await openShipment(page, code);
  await page.getByLabel('Cân nặng (g) #1').fill('1800');
  await page.getByLabel('Dài (cm) #1').fill('40');
  await page.getByLabel('Rộng (cm) #1').fill('30');
  await page.getByLabel('Cao (cm) #1').fill('20');
  await page.getByRole('button', { name: 'Lưu thùng hàng' }).click();
  await expectVisible(stage(page, 'Đã đóng thùng'), 'the shipment packed');
  await expectVisible(page.getByText('Thùng 1: 1,8 kg, 40 × 30 × 20 cm'), 'the box on the shipment');
  return userId;
}

async function billStep(ctx: JourneyContext, staff: StaffAccount, code: string): Promise<{ userId: string; amount: string }> {
  const { page, userId } = await staffPage(ctx, staff);
  await openShipment(page, code);
  await page.getByRole('button', { name: 'Lập hóa đơn' }).click();
  await expectVisible(stage(page, 'Chờ thanh toán'), 'the shipment billed');
  const amount = ((await page.getByTestId('bill-amount').textContent()) ?? '').trim();
  return { userId, amount };
}

async function shipStep(ctx: JourneyContext, staff: StaffAccount, code: string): Promise<string> {
  const { page, userId } = await staffPage(ctx, staff);
  await openShipment(page, code);
  await page.getByLabel('Mã vận đơn quốc tế').fill(TRACKING);
  await page.getByRole('button', { name: 'Gửi đi quốc tế' }).click();
  await expectVisible(stage(page, 'Đang vận chuyển quốc tế'), 'the shipment on its way');
  return userId;
}

async function arriveStep(ctx: JourneyContext, staff: StaffAccount, code: string): Promise<string> {
  const { page, userId } = await staffPage(ctx, staff);
  await openShipment(page, code);
  await page.getByRole('button', { name: 'Đã về kho Việt Nam' }).click();
  await expectVisible(stage(page, 'Đã về kho Việt Nam'), 'the shipment at the VN warehouse');
  return userId;
}

async function handOverStep(ctx: JourneyContext, staff: StaffAccount, code: string): Promise<{ userId: string; page: Page; token: string }> {
  const { page, userId, token } = await staffPage(ctx, staff);
  await openShipment(page, code);
  await page.getByLabel('Đơn vị vận chuyển').fill(CARRIER);
  await page.getByLabel('Mã vận đơn nội địa').fill(CARRIER_TRACKING);
  await page.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
  await expectVisible(stage(page, 'Đang giao hàng'), 'the shipment with the carrier');
  return { userId, page, token };
}

export const journeys: Journey[] = [
  {
    name: 'consolidation: two orders bought and received, consolidated by the customer, packed in one box, one bill paid, shipped, arrived, handed to a carrier, received; every staff step audited',
    async run(ctx) {
      const customer = await (await ctx.newContext()).newPage();
      await register(customer, 'Vũ Thị Gộp Kiện');
      const orders = await twoPaidOrders(ctx, customer);
      const STAFF = await staffForSteps(ctx.baseUrl);
      const buyer = await buyOrdersStep(ctx, STAFF.purchasing, orders);
      const receiverJp = await receivePackagesStep(ctx, STAFF.receiving, orders);

      // The customer consolidates both from the orders page: the saving is shown before confirming.
      await customer.goto('/account/quotes');
      await customer.getByRole('link', { name: 'Gửi chung các đơn ở kho Nhật' }).click();
      await expectUrl(customer, /\/account\/shipments\/new$/);
      for (const order of orders) await customer.getByRole('checkbox', { name: new RegExp(order.code) }).check();
      await customer.getByLabel('Tuyến vận chuyển').selectOption('JP-HN');
      await customer.getByLabel('Hình thức').selectOption('sea');
      await customer.getByRole('button', { name: 'Xem chi phí và tiết kiệm' }).click();
      await expectVisible(customer.getByTestId('saving'), 'the saving before confirming');
      const expected = await api<{ data: { saving_vnd: number; separate_total_vnd: number; consolidated: { amount_vnd: number } } }>(customer, 'POST', '/api/shipments/preview', {
        order_ids: orders.map((o) => o.id),
        route_code: 'JP-HN',
        ship_mode: 'sea',
      });
      // By sea each parcel pays at least 5 kg: together the two pay it once.
      if (expected.data.saving_vnd <= 0) throw new Error(`expected a saving, got ${JSON.stringify(expected.data)}`);
      const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`;
      assertEqual(((await customer.getByTestId('saving').textContent()) ?? '').replace(/\s/g, ' ').trim(), vnd(expected.data.saving_vnd).replace(/\s/g, ' '), 'the saving shown');
      await customer.getByRole('button', { name: 'Xác nhận gửi chung' }).click();
      await expectUrl(customer, /\/account\/shipments\/LG\d{11}$/);
      const code = customer.url().split('/').pop()!;
      await expectVisible(stage(customer, 'Chờ đóng thùng'), 'the new shipment waiting to be packed');

      // The Japanese warehouse packs one box; the shipment is billed once.
      const packer = await packStep(ctx, STAFF.packing, code);
      const biller = await billStep(ctx, STAFF.billing, code);

      // The customer pays the one bill.
      await customer.reload();
      await expectVisible(stage(customer, 'Chờ thanh toán'), 'the bill to pay');
      assertEqual(((await customer.getByTestId('bill-amount').textContent()) ?? '').trim(), biller.amount, 'the customer sees the amount staff billed');
      await customer.getByRole('button', { name: 'Thanh toán hóa đơn' }).click();
      await expectVisible(stage(customer, 'Đã thanh toán'), 'the shipment paid');

      const shipper = await shipStep(ctx, STAFF.shipping, code);
      const receiver = await arriveStep(ctx, STAFF.arriving, code);
      const handedOver = await handOverStep(ctx, STAFF.handingOver, code);

      // The customer confirms receipt; the shipment and both orders are delivered, with the whole trail.
      await customer.reload();
      await expectVisible(stage(customer, 'Đang giao hàng'), 'the shipment with the carrier');
      await customer.getByRole('button', { name: 'Tôi đã nhận hàng' }).click();
      await expectVisible(stage(customer, 'Đã nhận hàng'), 'the shipment delivered');
      for (const text of [TRACKING, CARRIER_TRACKING, 'Khách đã nhận hàng']) await expectVisible(customer.getByText(text).first(), `the trail shows ${text}`);
      for (const order of orders) {
        await customer.goto(`/account/quotes/${order.code}`);
        await expectVisible(customer.getByText(new RegExp(`mã vận đơn quốc tế ${TRACKING}`)).first(), `order ${order.code}'s timeline names the international tracking`);
        await expectVisible(customer.getByText(new RegExp(`giao cho ${CARRIER}, mã vận đơn ${CARRIER_TRACKING}`)).first(), `order ${order.code}'s timeline names the carrier`);
        const detail = await api<{ data: { status: string } }>(customer, 'GET', `/api/me/orders/${order.code}`);
        assertEqual(detail.data.status, 'delivered', `order ${order.code} delivered`);
      }

      // Every staff step is in the audit log under the account that did it (staff page and API).
      const shipment = await api<{ data: { id: string; audit: Array<{ action: string; actor_id: string | null }> } }>(
        handedOver.page,
        'GET',
        `/api/admin/shipments/${(await api<{ results: Array<{ id: string; code: string }> }>(handedOver.page, 'GET', `/api/admin/shipments?search=${code}`)).results[0]!.id}`,
      );
      assertEqual(
        JSON.stringify(shipment.data.audit.map((a) => [a.action, a.actor_id])),
        JSON.stringify([
          ['shipment.pack', packer],
          ['shipment.bill', biller.userId],
          ['shipment.ship', shipper],
          ['shipment.arrive', receiver],
          ['shipment.hand_over', handedOver.userId],
        ]),
        'the audit log of the shipment',
      );
      // The purchase and the receiving of each order, under their accounts, in the searchable audit log (read by accounting).
      const auditor = await staffPage(ctx, STAFF.billing);
      for (const order of orders) {
        const log = await api<{ results: Array<{ action: string; actor: { id: string } | null }> }>(auditor.page, 'GET', `/api/admin/audit?entity=${encodeURIComponent(`order:${order.code}`)}`);
        const by = (action: string) => log.results.filter((e) => e.action === action).map((e) => e.actor?.id);
        assertEqual(JSON.stringify(by('purchase.record')), JSON.stringify([buyer]), `order ${order.code}: bought by the purchasing account`);
        assertEqual(JSON.stringify(by('warehouse_jp.receive')), JSON.stringify([receiverJp]), `order ${order.code}: received by the Japan warehouse account`);
      }
      const distinct = new Set([buyer, receiverJp, packer, biller.userId, shipper, receiver, handedOver.userId]);
      assertEqual(distinct.size, 7, 'a different staff account for each step');
      const listed = await handedOver.page.getByTestId('shipment-audit').locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-action')));
      assertEqual(listed.join(','), 'shipment.pack,shipment.bill,shipment.ship,shipment.arrive,shipment.hand_over', 'the audit entries on the staff page');
    },
  },
  {
    name: 'consolidation COD: the customer cancels a shipment (confirm) and asks again; unpaid, it is handed over with COD; the carrier’s collection is booked once and the bill shows paid (COD)',
    async run(ctx) {
      const customer = await (await ctx.newContext()).newPage();
      await register(customer, 'Hoàng Thị Thu Hộ');
      const orders = await twoPaidOrders(ctx, customer);
      const jp = await createStaff(ctx.baseUrl, ['purchasing', 'warehouse_jp'], 'Kimura Aoi');
      const vn = await createStaff(ctx.baseUrl, ['warehouse_vn'], 'Ngô Văn Giao');
      const accountant = await createStaff(ctx.baseUrl, ['accounting'], 'Bùi Thị Sổ');
      await buyOrdersStep(ctx, jp, orders);
      await receivePackagesStep(ctx, jp, orders);

      // The customer asks for a shipment, then cancels it from its page (asked to confirm first).
      const ask = async () => {
        await customer.goto('/account/shipments/new');
        for (const order of orders) await customer.getByRole('checkbox', { name: new RegExp(order.code) }).check();
        await customer.getByLabel('Tuyến vận chuyển').selectOption('JP-HN');
        await customer.getByLabel('Hình thức').selectOption('air');
        await customer.getByRole('button', { name: 'Xem chi phí và tiết kiệm' }).click();
        await customer.getByRole('button', { name: 'Xác nhận gửi chung' }).click();
        await expectUrl(customer, /\/account\/shipments\/LG\d{11}$/);
        await expectVisible(stage(customer, 'Chờ đóng thùng'), 'the shipment waiting to be packed');
        return customer.url().split('/').pop()!;
      };
      const first = await ask();
      await customer.getByRole('button', { name: 'Hủy lô hàng' }).click();
      const dialog = customer.getByRole('alertdialog');
      await expectVisible(dialog.getByText('Hủy lô hàng này?'), 'the cancel question');
      await dialog.getByRole('button', { name: 'Hủy lô hàng' }).click();
      await expectVisible(stage(customer, 'Đã hủy'), 'the shipment cancelled');
      // Both orders wait for consolidation again: a new shipment takes them.
      const code = await ask();
      if (code === first) throw new Error('expected a new shipment');

      // Packed and billed; the customer does not pay; shipped and arrived (staff, through the API).
      const jpPage = await staffPage(ctx, jp);
      const id = (await api<{ results: Array<{ id: string }> }>(jpPage.page, 'GET', `/api/admin/shipments?search=${code}`)).results[0]!.id;
      await api(jpPage.page, 'PUT', `/api/admin/shipments/${id}/boxes`, { boxes: [{ weight_g: 1_800, length_cm: 40, width_cm: 30, height_cm: 20 }] });
      const billed = await api<{ data: { bill: { id: string; amount_vnd: number } } }>((await staffPage(ctx, accountant)).page, 'POST', `/api/admin/shipments/${id}/bill`, {});
      await api(jpPage.page, 'POST', `/api/admin/shipments/${id}/ship`, { tracking_number: TRACKING });
      const vnPage = await staffPage(ctx, vn);
      await api(vnPage.page, 'POST', `/api/admin/shipments/${id}/arrive`, {});

      // The VN warehouse hands it over with COD of the unpaid bill, then records the carrier's collection.
      const amount = billed.data.bill.amount_vnd;
      const vnd = (n: number) => `${new Intl.NumberFormat('vi-VN').format(n)} ₫`;
      await vnPage.page.goto(`/admin/shipments/${id}`);
      await vnPage.page.getByLabel('Đơn vị vận chuyển').fill(CARRIER);
      await vnPage.page.getByLabel('Mã vận đơn nội địa').fill(CARRIER_TRACKING);
      await vnPage.page.getByRole('checkbox', { name: /Thu hộ \(COD\)/ }).check();
      await vnPage.page.getByRole('button', { name: 'Giao cho đơn vị vận chuyển' }).click();
      await expectVisible(stage(vnPage.page, 'Đang giao hàng'), 'the shipment with the carrier');
      await vnPage.page.getByLabel('Số tiền đơn vị vận chuyển đã thu (₫)').fill(String(amount));
      await vnPage.page.getByLabel('Ghi chú (mã đối soát, không bắt buộc)').fill('Đối soát GHN E2E');
      await vnPage.page.getByRole('button', { name: 'Ghi nhận đã thu tiền' }).click();
      await expectVisible(vnPage.page.getByTestId('cod-collected'), 'the collection recorded');
      await expectVisible(stage(vnPage.page, 'Đã nhận hàng'), 'the shipment delivered by the carrier');

      // The customer sees the bill paid by COD, on the shipment and on the bills page.
      await customer.goto(`/account/shipments/${code}`);
      await expectVisible(customer.getByTestId('bill-status').filter({ hasText: 'Đã thanh toán (thu hộ khi giao)' }), 'the shipment bill paid (COD)');
      const bills = await api<{ results: Array<{ id: string; status: string; paid_via?: string | null }> }>(customer, 'GET', '/api/bills/user');
      assertEqual(JSON.stringify(bills.results.filter((b) => b.id === billed.data.bill.id).map((b) => [b.status, b.paid_via])), JSON.stringify([['paid', 'cod']]), 'the bill paid by COD');

      // A replay books nothing more; the owner's accounts show the carrier's receivable.
      const replay = await api<{ message: string }>(vnPage.page, 'POST', `/api/admin/shipments/${id}/cod-collected`, { amount_vnd: amount });
      assertEqual(replay.message, 'Khoản thu hộ này đã được ghi nhận trước đó; sổ cái không thay đổi.', 'a replay changes nothing');
      const summary = await api<{ data: { reconciled: boolean; accounts: Array<{ account: string; movements: Array<{ purpose: string; amount_vnd: number }> }> } }>(
        (await staffPage(ctx, accountant)).page,
        'GET',
        '/api/admin/accounts/summary',
      );
      const receivable = summary.data.accounts.find((a) => a.account === 'cod_receivable');
      const collected = receivable?.movements.filter((m) => m.purpose === 'cod_collection').reduce((sum, m) => sum + m.amount_vnd, 0) ?? 0;
      if (collected > -amount) throw new Error(`expected the carrier's receivable to carry at least ${vnd(amount)}: ${JSON.stringify(receivable)}`);
      assertEqual(summary.data.reconciled, true, 'the books balance to the dong');
      const shipment = await api<{ data: { audit: Array<{ action: string; actor_id: string | null }> } }>(vnPage.page, 'GET', `/api/admin/shipments/${id}`);
      assertEqual(shipment.data.audit.filter((a) => a.action === 'shipment.cod_collected').length, 1, 'one audit entry for the collection');
    },
  },
];
