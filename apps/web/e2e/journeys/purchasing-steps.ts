import type { Page } from 'playwright-core';
import { expectVisible } from './assert.ts';

/**
 * Steps of the back office's purchasing and Japan warehouse pages, driven in the browser, for
 * journeys that need orders bought and received (the consolidated-shipment journey, purchasing.e2e.ts).
 * `page` is logged in as a staff member allowed to buy (purchasing.manage) or receive (warehouse_jp.manage).
 */

/** A small PNG, as the warehouse's camera would give (the uploads module re-encodes it). */
export const PACKAGE_PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMklEQVRYw+3OQQ0AAAgEoItjCPunMIwtnA82ApDpeiVCQkJCQkJCQkJCQkJCQkJCQpcWRiCAatOaBTAAAAAASUVORK5CYII=',
  'base64',
);

export interface BuyOptions {
  /** The marketplace's order number per order code (default `YS-<code>`). */
  number?: (orderCode: string) => string;
  /** Price actually paid in yen per order code (default: what the customer paid, no difference). */
  pricePaidJpy?: (orderCode: string) => number | undefined;
  /** Seller's tracking number to the warehouse per order code. */
  tracking?: (orderCode: string) => string | undefined;
}

/** /admin/purchasing: records each order as bought (the record dialog), then checks it left the queue. */
export async function buyOrders(page: Page, orderCodes: readonly string[], options: BuyOptions = {}): Promise<void> {
  await page.goto('/admin/purchasing');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Mua hàng' }), 'the purchasing page', 15_000);
  for (const code of orderCodes) {
    const row = page.getByTestId('purchase-row').filter({ hasText: code });
    await expectVisible(row, `order ${code} in the purchasing queue`, 15_000);
    await row.getByRole('button', { name: `Ghi nhận mua ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ghi nhận mua hàng · ${code}` });
    await expectVisible(dialog, `the record dialog of ${code}`);
    await dialog.getByLabel(/Mã đơn trên sàn/).fill(options.number?.(code) ?? `YS-${code}`);
    const price = options.pricePaidJpy?.(code);
    if (price !== undefined) await dialog.getByLabel(/Giá mua thực tế/).fill(String(price));
    const tracking = options.tracking?.(code);
    if (tracking) await dialog.getByLabel(/Mã vận đơn/).fill(tracking);
    await dialog.getByRole('button', { name: 'Ghi nhận', exact: true }).click();
    await expectVisible(page.getByText(`Đã ghi nhận mua hàng cho đơn ${code}.`), `the purchase of ${code} recorded`, 15_000);
    await row.waitFor({ state: 'detached', timeout: 15_000 });
  }
}

export interface ReceiveOptions {
  /** What the scanner reads per order code (default: the order code itself). */
  scan?: (orderCode: string) => string;
  weightG?: (orderCode: string) => number;
  shelf?: (orderCode: string) => string;
}

/**
 * /admin/warehouse-jp: for each order, the code typed into the scan box (as a barcode scanner
 * does, then Enter), weighed, measured, one photo uploaded, shelved; checks it left the list and
 * the scan box has the focus again.
 */
export async function receivePackages(page: Page, orderCodes: readonly string[], options: ReceiveOptions = {}): Promise<void> {
  await page.goto('/admin/warehouse-jp');
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Kho Nhật: nhận hàng' }), 'the Japan warehouse page', 15_000);
  const scan = page.getByLabel('Mã đơn hoặc mã vận đơn');
  for (const [index, code] of orderCodes.entries()) {
    await expectVisible(page.getByTestId('receive-row').filter({ hasText: code }), `order ${code} waiting at the warehouse`, 15_000);
    // The scan box has the focus (after the page opened, and again after each package): the scanner types there.
    await page.waitForFunction((box) => document.activeElement === box, await scan.elementHandle());
    await page.keyboard.type(options.scan?.(code) ?? code);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: `Nhận kiện hàng · ${code}` });
    await expectVisible(form, `the receive form of ${code}`, 15_000);
    await form.getByLabel(/^Cân nặng/).fill(String(options.weightG?.(code) ?? 1_200 + index * 100));
    await form.getByLabel(/^Dài/).fill('30');
    await form.getByLabel(/^Rộng/).fill('20');
    await form.getByLabel(/^Cao/).fill('15');
    await form.getByLabel(/^Vị trí kệ/).fill(options.shelf?.(code) ?? `A-${String(index + 1).padStart(2, '0')}`);
    const fileName = `kien-${code}.png`;
    await form.getByLabel('Chọn ảnh').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PACKAGE_PHOTO_PNG });
    await expectVisible(form.getByRole('img', { name: `Ảnh ${fileName}` }), `the photo of ${code} uploaded`, 15_000);
    const submit = form.getByRole('button', { name: 'Xác nhận nhận hàng' });
    await expectVisible(submit, 'the upload finished');
    await submit.click();
    await expectVisible(page.getByText(new RegExp(`Đã nhận đơn ${code} vào kệ`)), `the package of ${code} received`, 15_000);
    await form.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByTestId('receive-row').filter({ hasText: code }).waitFor({ state: 'detached', timeout: 15_000 });
  }
}
