import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { adminLogin, api, register, staffApi } from './support.ts';

/**
 * The staff customer-care job end to end: staff write a notification to a new customer (found by
 * customer number) on /admin/notifications, which the customer then reads in the notification
 * centre; staff give the customer another sales staff member on /admin/sales-staff, whom the
 * customer then sees on the dashboard.
 */
export const journeys: Journey[] = [
  {
    name: 'admin-customers: staff notify a new customer and assign them a sales staff member; the customer sees both',
    async run(ctx) {
      // A customer registers; the dashboard gives them a sales staff member.
      const customer = await ctx.newPage();
      const phone = await register(customer, 'Phạm Thị Chăm Sóc');
      const session = await api<{ data: { customer_no: string } }>(customer, 'GET', '/api/session');
      const customerNo = session.data.customer_no;
      await expectVisible(customer.getByRole('heading', { name: 'Nhân viên hỗ trợ của bạn' }), 'the sales staff card on the dashboard', 15_000);
      const before = (await api<{ data: { staff: { id: string; full_name: string } } }>(customer, 'GET', '/api/user/sales-staff')).data.staff;

      // Staff write to the customer from the back office.
      const staff = await ctx.newPage();
      await adminLogin(staff);
      await staff.goto('/admin');
      await staff.getByRole('link', { name: /Gửi thông báo/ }).click();
      await expectUrl(staff, /\/admin\/notifications$/);
      await expectVisible(staff.getByRole('heading', { level: 1, name: 'Gửi thông báo' }), 'the staff notification page', 15_000);
      await staff.getByLabel(/^Mã khách hàng/).fill(customerNo.toLowerCase());
      await staff.getByRole('button', { name: 'Tra cứu' }).click();
      await expectVisible(staff.getByTestId('admin-notify-recipient-name').filter({ hasText: 'Phạm Thị Chăm Sóc' }), 'the customer found');
      const title = `Kiện hàng ${phone.slice(-4)} đã về kho Việt Nam`;
      await staff.getByLabel(/^Loại thông báo/).selectOption('order');
      await staff.getByLabel(/^Tiêu đề/).fill(title);
      await staff.getByLabel(/^Nội dung/).fill('Kiện hàng của bạn đã về kho Hà Nội, vui lòng thanh toán lần 2.');
      await staff.getByLabel(/^Đường dẫn khi bấm/).fill('/account/quotes');
      await staff.getByRole('button', { name: 'Xem trước' }).click();
      const preview = staff.getByRole('dialog', { name: 'Xem trước thông báo' });
      await expectVisible(preview.getByText(`Phạm Thị Chăm Sóc (${customerNo})`), 'the recipient in the preview');
      await expectVisible(preview.getByRole('article', { name: 'Thông báo như khách hàng thấy' }).getByText(title), 'the notification as the customer sees it');
      await preview.getByRole('button', { name: 'Gửi thông báo' }).click();
      await expectVisible(staff.getByTestId('admin-notify-result').getByText('1 khách hàng đã nhận thông báo.'), 'the send result');

      // The customer reads it in the notification centre.
      await customer.goto('/account/user/notification-mgmt');
      await expectVisible(customer.getByText(title), 'the notification in the notification centre', 15_000);
      await expectVisible(customer.getByText('Kiện hàng của bạn đã về kho Hà Nội, vui lòng thanh toán lần 2.'), 'its body');

      // Staff give the customer another sales staff member.
      const list = await (await staffApi(ctx.baseUrl))<{ results: { id: string; full_name: string; active: boolean }[] }>('GET', '/api/admin/sales-staff');
      const other = list.results.find((s) => s.active && s.id !== before.id);
      if (!other) throw new Error('expected a second active sales staff member');
      await staff.goto('/admin');
      await staff.getByRole('link', { name: /Nhân viên chăm sóc/ }).click();
      await expectUrl(staff, /\/admin\/sales-staff$/);
      const row = staff.getByTestId('admin-staff-row').filter({ hasText: other.full_name });
      await expectVisible(row, 'the other sales staff member in the list', 15_000);
      const countBefore = Number(await row.getByTestId('admin-staff-customers').textContent());
      await staff.getByLabel(/^Mã khách hàng/).fill(customerNo);
      await staff.getByRole('button', { name: 'Tra cứu' }).click();
      await expectVisible(staff.getByTestId('admin-staff-customer-name').filter({ hasText: 'Phạm Thị Chăm Sóc' }), 'the customer to assign');
      await row.getByRole('button', { name: `Chọn ${other.full_name} để phân công khách hàng` }).click();
      await staff.getByRole('button', { name: 'Phân công', exact: true }).click();
      const confirm = staff.getByRole('alertdialog', { name: 'Xác nhận phân công nhân viên?' });
      await expectVisible(confirm.getByText(new RegExp(`${other.full_name} sẽ chăm sóc khách hàng Phạm Thị Chăm Sóc`)), 'who takes whom in the confirm');
      await confirm.getByRole('button', { name: 'Xác nhận phân công' }).click();
      await expectVisible(staff.getByText('Cập nhật thành công!'), 'the assigned toast');
      await staff.waitForFunction(
        ({ name, want }) =>
          [...document.querySelectorAll('[data-testid="admin-staff-row"]')].some(
            (tr) => tr.textContent?.includes(name) && tr.querySelector('[data-testid="admin-staff-customers"]')?.textContent === String(want),
          ),
        { name: other.full_name, want: countBefore + 1 },
        { timeout: 10_000 },
      );

      // The customer's dashboard shows the new sales staff member.
      await customer.goto('/account/dashboard');
      const card = customer.locator('section.staff-card');
      await expectVisible(card.getByText(other.full_name, { exact: true }), 'the new sales staff member on the dashboard', 15_000);
      const now = (await api<{ data: { staff: { id: string } } }>(customer, 'GET', '/api/user/sales-staff')).data.staff;
      assertEqual(now.id, other.id, "the customer's sales staff");
    },
  },
];
