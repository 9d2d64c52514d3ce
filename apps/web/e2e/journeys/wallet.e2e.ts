import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { register, sepayWebhook } from './support.ts';

/** Waits until the balance figure reads `text` (ordinary spaces; the balance refreshes on its own). */
async function expectBalance(page: Page, which: 'available' | 'held' | 'total', text: string, timeout = 10_000): Promise<void> {
  const figure = page.getByTestId(`balance-${which}`);
  try {
    await page.waitForFunction(
      ({ el, want }) => (el?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ').trim() === want,
      { el: await figure.elementHandle(), want: text },
      { timeout },
    );
  } catch {
    throw new Error(`expected the ${which} balance to be ${text}, got ${JSON.stringify(await figure.textContent())}`);
  }
}

export const journeys: Journey[] = [
  {
    name: 'wallet: top up by VietQR and a bank webhook, add a card, request and cancel a withdrawal',
    async run(ctx) {
      const page = await ctx.newPage();
      await register(page, 'Phạm Thị Ví Tiền');

      // The header shows the balance of a logged-in customer and leads to the wallet.
      const headerBalance = page.getByRole('banner').getByTestId('header-balance');
      await expectVisible(headerBalance, 'the header balance');
      await headerBalance.click();
      await expectUrl(page, /\/account\/wallet$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Ví tiền' }), 'the wallet page');
      await expectBalance(page, 'available', '0 ₫');
      await expectVisible(page.getByRole('heading', { name: 'Chưa có giao dịch nào' }), 'the empty history');

      // The top-up dialog: grouped while typing, in words, QA content, the VietQR as an image.
      await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Nạp tiền vào ví' });
      await expectVisible(dialog.getByText(/^QR[0-9A-F]{6,}$/), 'the QR… content before an amount is given');
      await expectVisible(dialog.getByText(/Ngoài giờ hành chính/), 'the office-hours note');
      const amountBox = dialog.getByLabel(/Số tiền muốn nạp/);
      await amountBox.pressSequentially('1250000');
      assertEqual(await amountBox.inputValue(), '1.250.000', 'amount shown with separators');
      await expectVisible(dialog.getByText('Một triệu hai trăm năm mươi nghìn đồng'), 'the amount in words');
      const content = dialog.getByTestId('topup-content');
      await expectVisible(dialog.getByTestId('topup-content').getByText(/^QA[0-9A-F]{6,}$/), 'the QA… transfer content');
      const transferContent = ((await content.textContent()) ?? '').trim();
      const qr = dialog.getByRole('img', { name: /^Mã VietQR chuyển khoản nạp tiền/ });
      await expectVisible(qr, 'the VietQR image');
      assertEqual((await qr.getAttribute('src'))?.startsWith('data:image/svg+xml'), true, 'QR drawn from the server SVG');
      await page.waitForFunction((el) => (el as HTMLImageElement | null)?.complete === true && (el as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());

      // The bank reports the transfer; the dialog (polling every 10 s) announces it.
      await sepayWebhook(ctx.baseUrl, transferContent, 1_250_000);
      await expectVisible(dialog.getByText(/^Đã nhận 1\.250\.000\s₫/), 'the credit announced in the dialog', 20_000);
      await dialog.getByRole('button', { name: 'Xong' }).click();
      await expectBalance(page, 'available', '1.250.000 ₫');
      await expectBalance(page, 'total', '1.250.000 ₫');
      const topupRow = page.getByTestId('wallet-history-row').filter({ hasText: /\+1\.250\.000\s₫/ });
      await expectVisible(topupRow, 'the top-up in the history');
      await page.getByRole('tab', { name: 'Chuyển khoản' }).click();
      await expectVisible(page.getByTestId('wallet-transfer-row').filter({ hasText: 'Nạp vào ví' }), 'the incoming transfer');

      // A card to withdraw to.
      await page.getByRole('link', { name: 'Thẻ ngân hàng', exact: true }).first().click();
      await expectUrl(page, /\/account\/wallet\/cards$/);
      await page.getByRole('button', { name: 'Thêm thẻ' }).click();
      const form = page.getByRole('form', { name: 'Thêm thẻ ngân hàng' });
      await form.getByLabel(/Tìm ngân hàng/).fill('970436');
      const bank = form.getByLabel(/^Ngân hàng/);
      await page.waitForFunction((el) => (el as HTMLSelectElement).options.length === 2, await bank.elementHandle());
      await bank.selectOption({ index: 1 });
      await form.getByLabel(/Số tài khoản \/ số thẻ/).fill('0451000123456');
      await form.getByLabel(/Tên chủ thẻ/).fill('Phạm Thị Ví Tiền');
      await form.getByRole('button', { name: 'Lưu thẻ' }).click();
      const savedCard = page.getByTestId('bank-card').filter({ hasText: '•••• 3456' });
      await expectVisible(savedCard, 'the saved card');
      await expectVisible(savedCard.getByText('PHAM THI VI TIEN'), 'the holder name as banks print it');
      await expectVisible(savedCard.getByText('Thẻ chính'), 'the first card is the primary one');
      await expectVisible(savedCard.getByRole('img', { name: /^Mã VietQR chuyển khoản tới thẻ/ }), "the card's transfer QR");

      // A withdrawal of 200.000 ₫ is held until staff send it.
      await page.getByRole('link', { name: 'Quay lại ví tiền' }).click();
      await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
      await page.getByLabel(/Số tiền rút/).pressSequentially('200000');
      await page.getByRole('button', { name: 'Gửi yêu cầu rút tiền' }).click();
      const request = page.getByTestId('withdrawal').filter({ hasText: 'Chờ xử lý' });
      await expectVisible(request, 'the pending withdrawal');
      await expectBalance(page, 'held', '200.000 ₫');
      await expectBalance(page, 'available', '1.050.000 ₫');
      await expectBalance(page, 'total', '1.250.000 ₫');

      // Cancelled: the money is back.
      await request.getByRole('button', { name: /^Hủy yêu cầu rút 200\.000/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Hủy yêu cầu' }).click();
      await expectVisible(page.getByTestId('withdrawal').filter({ hasText: 'Đã hủy' }), 'the cancelled withdrawal');
      await expectBalance(page, 'held', '0 ₫');
      await expectBalance(page, 'available', '1.250.000 ₫');
    },
  },
];
