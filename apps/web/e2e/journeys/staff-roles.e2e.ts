import type { Journey } from '../harness.ts';
import { createStaff, loginAsStaff, staffAs } from '../staff.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { adminLogin } from './support.ts';

/**
 * Staff roles in the browser (issue 16 §1, §2): a Japan-warehouse account made through the API is
 * refused the owner's staff page with the Vietnamese message; the owner sees it in /admin/staff with
 * its role, disables it (its sessions end) and finds the refusal and the change in /admin/audit.
 */
export const journeys: Journey[] = [
  {
    name: 'staff-roles: a warehouse account is refused the staff page; the owner disables it and reads both in the audit log',
    async run(ctx) {
      const warehouse = await createStaff(ctx.baseUrl, ['warehouse_jp'], 'Kho Nhật Hành Trình');
      const me = await staffAs(ctx.baseUrl, warehouse)<{ data: { roles: string[]; permissions: string[] } }>('GET', '/api/admin/me');
      assertEqual(me.data.roles.join(','), 'warehouse_jp', 'the roles of /api/admin/me');

      const page = await ctx.newPage();
      await loginAsStaff(page, warehouse);
      // The back office's shell says so without asking the staff API (the entry needs staff.manage)…
      await page.goto('/admin/staff');
      await expectVisible(page.getByText('Bạn không có quyền xem mục này.'), 'the Vietnamese refusal of the page', 15_000);
      // …and the API itself refuses in Vietnamese, and logs the attempt.
      const refused = await fetch(`${ctx.baseUrl}/api/admin/staff`, { headers: { authorization: `Bearer ${warehouse.token}` } });
      assertEqual(refused.status, 403, 'GET /api/admin/staff as the warehouse account');
      const refusal = (await refused.json()) as { code: string; message: string };
      assertEqual(refusal.code, 'PERMISSION_DENIED', 'the refusal code');
      if (!/Vai trò của bạn không có quyền thực hiện thao tác này/.test(refusal.message)) throw new Error(`unexpected refusal message: ${refusal.message}`);

      const owner = await ctx.newPage();
      await adminLogin(owner);
      await owner.goto('/admin/staff');
      const row = owner.getByTestId('staff-row').filter({ hasText: 'Kho Nhật Hành Trình' });
      await expectVisible(row, 'the warehouse account in the list', 15_000);
      assertEqual(await row.getByRole('checkbox', { name: 'Kho Nhật Bản' }).isChecked(), true, 'its role box');
      await row.getByRole('button', { name: 'Khóa' }).click();
      await expectVisible(owner.getByText('Đã khóa tài khoản nhân viên và đăng xuất mọi thiết bị.').first(), 'the disable toast');
      // Behind the proxy another process trusts what it read of the session for up to 5 s.
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (status !== 401 && Date.now() < deadline) {
        status = (await fetch(`${ctx.baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${warehouse.token}` } })).status;
        if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assertEqual(status, 401, 'the disabled account’s session');

      await owner.goto('/admin/audit');
      await owner.getByLabel('Nhân viên (số điện thoại hoặc mã)').fill(warehouse.phone);
      await owner.getByRole('button', { name: 'Lọc', exact: true }).click();
      await expectVisible(owner.getByTestId('audit-row').filter({ hasText: 'permission.denied' }).filter({ hasText: 'GET /api/admin/staff' }), 'the refusal in the audit log', 15_000);
      await owner.getByLabel('Nhân viên (số điện thoại hoặc mã)').fill('');
      await owner.getByLabel('Đối tượng (loại hoặc mã)').fill(`staff:${warehouse.userId}`);
      await owner.getByRole('button', { name: 'Lọc', exact: true }).click();
      await expectVisible(owner.getByTestId('audit-row').filter({ hasText: 'staff.disable' }), 'the disabling in the audit log', 15_000);
      // The filters are in the URL: a reload (or the link shared) keeps them.
      await expectUrl(owner, /\/admin\/audit\?entity=staff%3A/);
      await owner.reload();
      assertEqual(await owner.getByLabel('Đối tượng (loại hoặc mã)').inputValue(), `staff:${warehouse.userId}`, 'the filter after a reload');
      await expectVisible(owner.getByTestId('audit-row').filter({ hasText: 'staff.disable' }), 'the disabling after a reload', 15_000);
      ctx.artifact('staff-roles-audit.png', await owner.screenshot({ fullPage: true }));

      await owner.goto('/admin/accounts');
      await expectVisible(owner.getByText('Khớp đến từng đồng'), 'the accounts reconcile', 15_000);
    },
  },
];
