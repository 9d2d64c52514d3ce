import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { register, staffApi } from './support.ts';

/** A small red PNG, as a phone photo would be picked. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMklEQVRYw+3OQQ0AAAgEoItjCPunMIwtnA82ApDpeiVCQkJCQkJCQkJCQkJCQkJCQpcWRiCAatOaBTAAAAAASUVORK5CYII=',
  'base64',
);

export const journeys: Journey[] = [
  {
    name: 'engagement: a notification sent by staff shows a toast at the next poll, and is read in the centre',
    async run(ctx) {
      const context = await ctx.newContext();
      // The 60 s poll of spec §4, shortened for the journey (the first poll is right after login).
      await context.addInitScript(() => {
        (window as unknown as { __KAIMONO_NOTIFICATION_POLL_MS__: number }).__KAIMONO_NOTIFICATION_POLL_MS__ = 2_000;
      });
      const page = await context.newPage();
      const phone = await register(page, 'Lý Thông Báo');
      const header = page.getByRole('banner');
      await expectVisible(header.getByRole('button', { name: 'Thông báo' }), 'the notification bell of a customer');

      const title = `Đơn hàng ${phone.slice(-4)} đã về kho Việt Nam`;
      // Staff send it through the admin API.
      const staff = await staffApi(ctx.baseUrl);
      await staff('POST', '/api/admin/notifications', { phone, category: 'order', title, body: 'Kiện hàng đã về kho, chờ thanh toán lần 2.', link: '/account/quotes' });

      await expectVisible(page.getByText('Bạn có 1 thông báo chưa đọc'), 'the unread toast', 15_000);
      await expectVisible(header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }), 'the bell with one unread');

      await header.getByRole('button', { name: 'Thông báo (1 chưa đọc)' }).click();
      const centre = page.getByRole('dialog', { name: 'Trung tâm thông báo' });
      await expectVisible(centre.getByRole('group', { name: 'Lọc thông báo' }), 'the all / over_pricing filter of a customer');
      await expectVisible(centre.getByText(title), 'the notification in the centre');
      await centre.getByRole('button', { name: `Thích: ${title}`, exact: true }).click();
      await expectVisible(centre.getByRole('button', { name: `Thích: ${title}`, exact: true, pressed: true }), 'the reaction pressed');
      await expectVisible(centre.getByText('Không có thông báo chưa đọc'), 'no unread left after reacting');
      await expectVisible(header.getByRole('button', { name: 'Thông báo', exact: true }), 'the bell without a count');
    },
  },
  {
    name: 'engagement: filing a complaint with a photo, then seeing it in the list',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Đỗ Khiếu Nại');
      await page.goto('/account/complaints');
      await expectVisible(page.getByText('Bạn chưa có khiếu nại nào'), 'the empty list');
      await page.getByRole('link', { name: 'Gửi khiếu nại mới' }).first().click();
      await expectUrl(page, /\/account\/complaints\/new$/);

      await page.getByLabel(/Loại khiếu nại/).selectOption('damaged');
      await expectVisible(page.getByText(/Thời hạn phản hồi: 48 giờ/), 'the response time of the type');
      await page.getByLabel(/Nội dung khiếu nại/).fill('Hộp bị móp, màn hình nứt ở góc trái.');
      await page.getByLabel('Chọn ảnh').setInputFiles({ name: 'hop-mop.png', mimeType: 'image/png', buffer: PHOTO_PNG });
      const preview = page.getByRole('img', { name: 'Ảnh hop-mop.png' });
      await expectVisible(preview, 'the uploaded photo preview');
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img[alt="Ảnh hop-mop.png"]');
        return !!img && img.complete && img.naturalWidth > 0;
      });
      await page.getByRole('button', { name: 'Gửi khiếu nại' }).click();

      await expectUrl(page, /\/account\/complaints$/);
      const card = page.getByTestId('complaint').first();
      await expectVisible(card.getByText('Hàng hư hỏng, vỡ'), 'the complaint type in the list');
      await expectVisible(card.getByText('Chờ tiếp nhận'), 'the open status');
      await expectVisible(card.getByText(/Phản hồi trước/), 'the response deadline');
      await expectVisible(card.getByText('Ảnh đính kèm: 1'), 'one photo attached');

      await card.getByRole('link', { name: /Xem khiếu nại KN\d+/ }).click();
      await expectUrl(page, /\/account\/complaints\/[0-9a-f-]{36}$/);
      await expectVisible(page.getByText('Hộp bị móp, màn hình nứt ở góc trái.'), 'the complaint text');
      const photo = page.getByRole('img', { name: 'Ảnh đính kèm 1' }).first();
      await expectVisible(photo, 'the photo on the detail page');
      const width = await photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : new Promise<number>((r) => img.addEventListener('load', () => r(img.naturalWidth)))));
      assertEqual(width, 48, 'the stored photo loads for its owner (width)');
    },
  },
];
