import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { register, staffApi } from './support.ts';

/** Staff credit the customer's wallet (a manual adjustment, as a ledger entry with a reason). */
async function fundWallet(ctx: JourneyContext, customerNo: string, amountVnd: number): Promise<void> {
  const staff = await staffApi(ctx.baseUrl);
  await staff('POST', '/api/admin/wallet/adjustments', {
    customer_no: customerNo,
    direction: 'credit',
    amount_vnd: amountVnd,
    reason: 'Nạp thử cho hành trình VIP',
    idempotency_key: `e2e-vip-${customerNo}`,
  });
}

/** Waits until an element's text (ordinary spaces) is `want`. */
async function expectText(page: Page, testId: string, want: string | RegExp, what: string): Promise<void> {
  const el = page.getByTestId(testId).first();
  try {
    await page.waitForFunction(
      ({ node, text, source }) => {
        const got = (node?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
        return source ? new RegExp(source).test(got) : got === text;
      },
      { node: await el.elementHandle(), text: typeof want === 'string' ? want : '', source: typeof want === 'string' ? '' : want.source },
    );
  } catch {
    throw new Error(`expected ${what} to read ${String(want)}, got ${JSON.stringify(await el.textContent())}`);
  }
}

export const journeys: Journey[] = [
  {
    name: 'vouchers and VIP: save a public voucher and a private code, refuse an unknown code, buy VIP Bạc from the wallet, cancel its renewal',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Đỗ Thị Ưu Đãi');
      const nav = page.getByRole('navigation', { name: 'Mục tài khoản' });

      // Vouchers: nothing saved yet; the demo catalogue holds the public vouchers.
      await nav.getByRole('link', { name: 'Mã giảm giá' }).click();
      await expectUrl(page, /\/account\/vouchers$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Mã giảm giá' }), 'the vouchers page');
      await expectVisible(page.getByRole('heading', { name: 'Bạn chưa lưu mã giảm giá nào' }), 'no saved coupons');
      await page.getByRole('tab', { name: 'Kho mã giảm giá' }).click();
      await page.getByRole('button', { name: 'Lưu mã CHAOBAN50K' }).click();
      await expectVisible(page.getByText('Lưu mã giảm giá thành công'), 'the saved toast');
      const savedButton = page.getByRole('button', { name: 'Đã lưu mã CHAOBAN50K' });
      await expectVisible(savedButton, 'the "Đã lưu" button');
      assertEqual(await savedButton.isDisabled(), true, 'the saved voucher cannot be saved twice');

      await page.getByRole('tab', { name: 'Mã của tôi' }).click();
      const usable = page.getByRole('list', { name: 'Mã giảm giá đã lưu: Có thể sử dụng' });
      const saved = usable.getByRole('listitem', { name: 'Chào bạn mới: giảm 50.000 ₫' });
      await expectVisible(saved, 'the saved voucher under "Mã của tôi"');
      await expectVisible(saved.getByText(/^Giảm 50\.000\s₫$/).first(), 'its discount');
      await expectVisible(saved.getByText(/^500\.000\s₫$/), 'its minimum order');

      // An unknown code: the server's Vietnamese message, the code stays for correction.
      const codeBox = page.getByRole('textbox', { name: /^Mã giảm giá/ });
      await codeBox.fill('khongtontai');
      await page.getByRole('button', { name: 'Lưu mã', exact: true }).click();
      await expectVisible(page.getByText('Không tìm thấy mã giảm giá.'), 'the unknown-code error');
      assertEqual(await codeBox.inputValue(), 'KHONGTONTAI', 'the refused code stays in the box');

      // A private code: saved, and 2 s later the box clears and "Mã của tôi" shows it.
      await page.getByRole('tab', { name: 'Kho mã giảm giá' }).click();
      await codeBox.fill('VIPKAIMONO');
      await page.getByRole('button', { name: 'Lưu mã', exact: true }).click();
      await expectVisible(page.getByRole('status').filter({ hasText: 'Lưu mã giảm giá thành công' }), 'the form success message');
      await page.waitForFunction((el) => (el as HTMLInputElement | null)?.value === '', await codeBox.elementHandle(), { timeout: 5000 });
      await expectVisible(page.getByRole('tab', { name: 'Mã của tôi', selected: true }), '"Mã của tôi" opened by the callback');
      await expectVisible(usable.getByRole('listitem', { name: 'Ưu đãi riêng cho khách VIP' }), 'the private voucher saved');

      // Staff fund the wallet; the customer buys VIP Bạc for one month.
      const session = (await page.evaluate(async () => (await fetch('/api/session', { credentials: 'same-origin' })).json())) as { data: { customer_no: string } };
      await fundWallet(ctx, session.data.customer_no, 500_000);
      await nav.getByRole('link', { name: 'VIP', exact: true }).click();
      await expectUrl(page, /\/account\/vip$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Thành viên VIP' }), 'the VIP page');
      await expectText(page, 'vip-current-level', 'Thành viên', 'the current level');
      await expectVisible(page.getByRole('heading', { name: 'Chưa có gói VIP nào' }), 'an empty history');

      await page.getByRole('button', { name: 'Kích hoạt VIP Bạc' }).click();
      const dialog = page.getByRole('dialog', { name: 'Kích hoạt VIP Bạc' });
      await expectVisible(dialog, 'the activation dialog');
      await expectText(page, 'vip-balance', '500.000 ₫', 'the wallet balance in the dialog');
      await expectText(page, 'vip-total', '99.000 ₫', 'the total for one month');
      await dialog.getByRole('button', { name: /^Thanh toán 99\.000/ }).click();
      await expectVisible(page.getByText('Kích hoạt VIP thành công'), 'the activation toast');
      await expectText(page, 'vip-current-level', 'VIP Bạc', 'the new level');
      const row = page.getByTestId('vip-history-row').filter({ hasText: 'VIP Bạc' });
      await expectVisible(row.getByText('Đang hiệu lực'), 'the active subscription in the history');
      await expectVisible(row.getByText(/^99\.000\s₫$/), 'the price paid');
      const headerBalance = page.getByRole('banner').getByTestId('header-balance');
      await page.waitForFunction(
        (el) => (el?.getAttribute('aria-label') ?? '').replace(/[\u00a0\u202f]/g, ' ') === 'Ví tiền: số dư khả dụng 401.000 ₫',
        await headerBalance.elementHandle(),
      );

      // Auto-renewal off after a confirm; the level stays until the period ends.
      await expectText(page, 'vip-auto-renew', /^Đang bật/, 'auto-renewal on');
      await page.getByRole('button', { name: 'Hủy gia hạn tự động' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hủy gia hạn', exact: true }).click();
      await expectVisible(page.getByText(/^Đã hủy gia hạn tự động\. Cấp VIP vẫn được giữ đến ngày \d{2}\/\d{2}\/\d{4}\.$/), 'the cancelled toast');
      await expectText(page, 'vip-auto-renew', /^Đã tắt: gói kết thúc vào ngày \d{2}\/\d{2}\/\d{4}\.$/, 'auto-renewal off');
      await expectText(page, 'vip-current-level', 'VIP Bạc', 'the level kept');
      await expectVisible(row.getByText('Đã hủy gia hạn'), 'the cancelled status in the history');
      await expectVisible(page.getByRole('button', { name: 'Bật lại gia hạn tự động' }), 'the way to turn renewal back on');
    },
  },
];
