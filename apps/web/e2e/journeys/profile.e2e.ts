import type { Journey } from '../harness.ts';
import { assertEqual, expectHidden, expectUrl, expectVisible } from './assert.ts';
import { register } from './support.ts';

export const journeys: Journey[] = [
  {
    name: 'profile: edit the profile, then add addresses in the 2025 units, set the default and delete one',
    async run(ctx) {
      const page = await ctx.newPage();
      const phone = await register(page, 'Võ Thị Hồ Sơ');

      // The dashboard introduces the customer's sales staff.
      const staffCard = page.locator('section', { has: page.getByRole('heading', { name: 'Nhân viên hỗ trợ của bạn' }) });
      await expectVisible(staffCard.getByRole('link', { name: /^Gọi / }), 'the sales staff phone link');

      // Profile: the phone is read-only, a future birthdate is refused, then the changes are saved.
      await page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Hồ sơ' }).click();
      await expectUrl(page, /\/account$/);
      const phoneBox = page.getByLabel(/^Số điện thoại/);
      assertEqual(await phoneBox.inputValue(), phone, 'phone shown on the profile');
      assertEqual(await phoneBox.getAttribute('readonly'), '', 'phone is read-only');
      await page.getByLabel(/^Ngày sinh/).fill('2099-01-01');
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expectVisible(page.getByText('Ngày sinh phải là một ngày trong quá khứ.'), 'the birthdate error');

      await page.getByLabel(/^Họ và tên/).fill('Võ Thị Đã Sửa');
      await page.getByLabel(/^Email/).fill('vo.thi.da.sua@example.com');
      await page.getByLabel(/^Ngày sinh/).fill('1992-07-15');
      await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expectVisible(page.getByText('Cập nhật thành công!'), 'the profile saved toast');
      await page.reload();
      await expectVisible(page.getByLabel(/^Họ và tên/), 'the profile form after reload');
      assertEqual(await page.getByLabel(/^Họ và tên/).inputValue(), 'Võ Thị Đã Sửa', 'saved full name');
      assertEqual(await page.getByLabel(/^Ngày sinh/).inputValue(), '1992-07-15', 'saved birthdate');
      assertEqual(await page.getByLabel(/^Email/).inputValue(), 'vo.thi.da.sua@example.com', 'saved email');

      // Address book: a TP. Hồ Chí Minh address, found by ward search.
      await page.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'Sổ địa chỉ' }).click();
      await expectUrl(page, /\/account\/addresses$/);
      await expectVisible(page.getByRole('heading', { name: 'Bạn chưa có địa chỉ nào' }), 'the empty address book');
      await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
      let form = page.getByRole('form', { name: 'Thêm địa chỉ mới' });
      assertEqual(await form.getByLabel(/^Họ tên người nhận/).inputValue(), 'Võ Thị Đã Sửa', 'receiver prefilled');
      await form.getByLabel(/^Tỉnh\/Thành phố/).selectOption({ label: 'Thành phố Hồ Chí Minh' });
      await expectVisible(form.getByText('168 phường/xã'), 'the 168 wards of TP. Hồ Chí Minh');
      await form.getByLabel('Tìm phường/xã').fill('ben thanh');
      const ward = form.getByLabel(/^Phường\/Xã\/Đặc khu/);
      await page.waitForFunction((el) => (el as HTMLSelectElement).selectedOptions[0]?.text === 'Phường Bến Thành', await ward.elementHandle());
      await form.getByLabel(/^Địa chỉ cụ thể/).fill('12 Lê Lợi');
      await form.getByLabel(/^Quận\/huyện cũ/).fill('Quận 1');
      await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await expectVisible(page.getByText('Lưu địa chỉ thành công'), 'the address saved toast');
      const first = page.getByRole('listitem', { name: '12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh' });
      await expectVisible(first.getByText('Mặc định', { exact: true }), 'the first address as default');

      // A second address in Hà Nội, picked from the list; then it becomes the default.
      await page.getByRole('button', { name: 'Thêm địa chỉ mới' }).click();
      form = page.getByRole('form', { name: 'Thêm địa chỉ mới' });
      await form.getByLabel(/^Họ tên người nhận/).fill('Văn phòng Hà Nội');
      await form.getByLabel(/^Tỉnh\/Thành phố/).selectOption({ label: 'Thành phố Hà Nội' });
      await form.getByLabel('Tìm phường/xã').fill('hoan kiem');
      await page.waitForFunction((el) => (el as HTMLSelectElement).selectedOptions[0]?.text === 'Phường Hoàn Kiếm', await form.getByLabel(/^Phường\/Xã\/Đặc khu/).elementHandle());
      await form.getByLabel(/^Địa chỉ cụ thể/).fill('1 Tràng Tiền');
      await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      const second = page.getByRole('listitem', { name: '1 Tràng Tiền, Phường Hoàn Kiếm, Thành phố Hà Nội' });
      await expectVisible(second, 'the second address');
      await expectHidden(second.getByText('Mặc định', { exact: true }), 'a default badge on the second address');
      await page.getByRole('button', { name: 'Đặt địa chỉ của Văn phòng Hà Nội làm mặc định' }).click();
      await expectVisible(second.getByText('Mặc định', { exact: true }), 'the second address as default');
      await expectHidden(first.getByText('Mặc định', { exact: true }), 'the old default badge');

      // Delete the first address after confirming.
      await page.getByRole('button', { name: 'Xóa địa chỉ của Võ Thị Đã Sửa' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
      await expectVisible(page.getByText('Đã xóa địa chỉ'), 'the address deleted toast');
      await expectHidden(first, 'the deleted address');
      await expectVisible(page.getByText('1/20 địa chỉ'), 'one address left');

      // The notification settings page saves a switch.
      await page.goto('/account/user/notification-setting');
      await page.getByRole('switch', { name: 'Khuyến mãi: Email' }).check();
      await page.getByRole('button', { name: 'Lưu cài đặt thông báo' }).click();
      await expectVisible(page.getByText('Cập nhật thành công!'), 'the notification settings saved toast');
      await page.reload();
      assertEqual(await page.getByRole('switch', { name: 'Khuyến mãi: Email' }).isChecked(), true, 'saved promotion email switch');
    },
  },
];
