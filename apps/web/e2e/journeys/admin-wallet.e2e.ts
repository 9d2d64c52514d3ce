import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { expectUrl, expectVisible } from './assert.ts';
import { adminLogin, api, register, sepayWebhook } from './support.ts';

/**
 * The staff money job end to end: a bank transfer without a customer code waits in the
 * reconciliation queue; staff credit it to the customer on /admin/wallet, correct the balance by
 * hand, and create a voucher that the customer then saves.
 */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Waits until the element's text (ordinary spaces) is `want`. */
async function expectText(page: Page, testId: string, want: string, what: string, timeout = 10_000): Promise<void> {
  const el = page.getByTestId(testId).first();
  try {
    await page.waitForFunction(
      ({ node, text }) => (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === text,
      { node: await el.elementHandle(), text: want },
      { timeout },
    );
  } catch {
    throw new Error(`expected ${what} to read ${want}, got ${JSON.stringify(spaced(await el.textContent()))}`);
  }
}

export const journeys: Journey[] = [
  {
    name: 'admin-wallet: staff credit an unmatched bank transfer to a customer, adjust the balance and create a voucher the customer saves',
    async run(ctx) {
      // A customer registers; the bank reports a transfer whose content has no customer code.
      const customer = await ctx.newPage();
      await register(customer, 'Lê Thị Đối Soát');
      const session = await api<{ data: { customer_no: string } }>(customer, 'GET', '/api/session');
      const customerNo = session.data.customer_no;
      const marker = `tien hang thang ${Date.now() % 1_000_000}`;
      await sepayWebhook(ctx.baseUrl, marker, 345_000);

      // Staff find it in the unmatched queue and credit it after checking the customer.
      const staff = await ctx.newPage();
      await adminLogin(staff);
      await staff.goto('/admin');
      await staff.getByRole('link', { name: /Ví và chuyển khoản/ }).click();
      await expectUrl(staff, /\/admin\/wallet$/);
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Ví và chuyển khoản' }), 'the staff wallet page', 15_000);
      const row = staff.getByTestId('admin-transfer-row').filter({ hasText: marker });
      await expectVisible(row, 'the unmatched transfer', 15_000);
      await expectVisible(row.getByText('Nội dung chuyển khoản không có mã nạp tiền'), 'why it was not matched');
      await row.getByRole('button', { name: /^Cộng 345\.000 ₫ vào ví khách hàng$/ }).click();
      const dialog = staff.getByRole('dialog', { name: 'Cộng giao dịch vào ví khách hàng' });
      await dialog.getByLabel(/^Mã khách hàng/).fill(customerNo.toLowerCase());
      await dialog.getByRole('button', { name: 'Tra cứu' }).click();
      await expectText(staff, 'admin-wallet-customer-name', 'Lê Thị Đối Soát', 'the customer found');
      await expectText(staff, 'admin-wallet-customer-available', '0 ₫', 'the balance before');
      await expectText(staff, 'assign-after', 'Số dư khả dụng sau khi cộng: 345.000 ₫', 'the balance after');
      await dialog.getByRole('button', { name: /^Xác nhận cộng 345\.000 ₫$/ }).click();
      await expectVisible(staff.getByText('Đã cộng số tiền của giao dịch vào ví khách hàng.'), 'the assigned toast');
      await staff.getByLabel('Trạng thái').selectOption('assigned');
      const assigned = staff.getByTestId('admin-transfer-row').filter({ hasText: marker });
      await expectVisible(assigned.getByText('Nhân viên đã cộng vào ví'), 'the transfer now assigned');
      await expectVisible(assigned.getByText(customerNo), 'to the customer');

      // The customer's wallet shows the amount.
      await customer.goto('/account/wallet');
      await expectText(customer, 'balance-available', '345.000 ₫', "the customer's available balance", 15_000);

      // Staff add 55.000 ₫ by hand (with a reason); the confirm shows the balance after.
      await staff.getByRole('tab', { name: 'Điều chỉnh số dư' }).click();
      await expectUrl(staff, /\?tab=adjustments$/);
      await staff.getByLabel(/^Mã khách hàng/).fill(customerNo);
      await staff.getByRole('button', { name: 'Tra cứu' }).click();
      await expectText(staff, 'admin-wallet-customer-available', '345.000 ₫', 'the balance before the adjustment');
      await staff.getByLabel(/^Số tiền/).fill('55000');
      await staff.getByLabel(/^Lý do \(khách hàng sẽ thấy\)/).fill('Hoàn phí vận chuyển tính thừa');
      await staff.getByRole('button', { name: 'Ghi điều chỉnh' }).click();
      const confirm = staff.getByRole('alertdialog', { name: 'Xác nhận điều chỉnh số dư?' });
      await expectVisible(confirm.getByText(/Số dư khả dụng sau điều chỉnh: 400\.000\s₫/), 'the balance after in the confirm');
      await confirm.getByRole('button', { name: 'Xác nhận điều chỉnh' }).click();
      await expectVisible(staff.getByText('Đã ghi bút toán điều chỉnh.'), 'the adjustment toast');
      await expectText(staff, 'admin-wallet-customer-available', '400.000 ₫', 'the balance after the adjustment');
      await expectVisible(staff.getByTestId('admin-wallet-entry').filter({ hasText: 'Hoàn phí vận chuyển tính thừa' }), 'the adjustment in the recent entries');
      await customer.reload();
      await expectText(customer, 'balance-available', '400.000 ₫', "the customer's balance after the adjustment", 15_000);

      // Staff create a private voucher; the customer saves it by its code.
      const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
      await staff.goto('/admin/vouchers');
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Mã giảm giá và VIP' }), 'the staff vouchers page', 15_000);
      await staff.getByRole('button', { name: 'Tạo mã giảm giá' }).click();
      const form = staff.getByRole('dialog', { name: 'Tạo mã giảm giá' });
      await form.getByLabel(/^Mã\s*\*?$/).fill(code);
      await form.getByLabel(/^Tên hiển thị/).fill('Ưu đãi đối soát');
      await form.getByLabel(/^Số tiền giảm/).fill('30000');
      await form.getByLabel(/^Giá trị đơn hàng tối thiểu/).fill('200000');
      await form.getByRole('checkbox', { name: /^Hiển thị trong kho mã giảm giá/ }).uncheck();
      await form.getByRole('button', { name: 'Lưu' }).click();
      await expectVisible(staff.getByText('Đã tạo mã giảm giá.'), 'the created toast');
      const voucherRow = staff.getByTestId('admin-voucher-row').filter({ hasText: code });
      await expectVisible(voucherRow.getByText('Riêng tư'), 'the private voucher in the list');

      await customer.goto('/account/vouchers');
      await expectVisible(customer.getByRole('heading', { level: 1, name: 'Mã giảm giá' }), 'the vouchers page');
      await customer.getByRole('textbox', { name: /^Mã giảm giá/ }).fill(code.toLowerCase());
      await customer.getByRole('button', { name: 'Lưu mã', exact: true }).click();
      await expectVisible(customer.getByRole('status').filter({ hasText: 'Lưu mã giảm giá thành công' }), 'the saved message');
      await customer.getByRole('tab', { name: 'Mã của tôi' }).click();
      await expectVisible(customer.getByRole('listitem', { name: /Ưu đãi đối soát/ }), 'the saved voucher under "Mã của tôi"');

      // The staff list counts the save.
      await staff.reload();
      await expectVisible(staff.getByTestId('admin-voucher-row').filter({ hasText: code }), 'the voucher after a reload', 15_000);
    },
  },
];
