import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectHidden, expectUrl, expectVisible } from './assert.ts';
import { adminLogin, staffApi } from './support.ts';

/**
 * Pricing journeys against the seeded fee schedule (routes JP-HN and JP-HCM) and the sandbox
 * catalog: the live fee page, the estimator with a pasted link, the landed cost on an item page,
 * and the staff routes screen.
 */
const KEYWORD = 'ポケモン';
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const VND = /\d{1,3}(\.\d{3})* ₫/;

interface FeeTier {
  code: string;
  label: string;
  threshold_vnd: number;
  fee_bps: number;
  min_fee_vnd: number;
}
/** Basis points as typed in the editor and shown on the fee page: 275 → "2,75". */
const percentText = (bps: number) => String(bps / 100).replace('.', ',');

/** Opens the first Mercari product of the sandbox search; answers the link to its listing on Mercari. */
async function openSandboxItem(page: Page): Promise<string> {
  await page.goto(`/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
  const card = page.getByTestId('product-card').first();
  await expectVisible(card, 'a Mercari product card', 15_000);
  await card.getByRole('link').first().click();
  await expectUrl(page, /\/mercari\/item\//);
  await expectVisible(page.getByTestId('item-title'), 'the item title', 15_000);
  const original = await page.getByRole('link', { name: /Xem sản phẩm gốc trên/ }).getAttribute('href');
  if (!original) throw new Error('the item page has no link to the original listing');
  return original;
}

export const journeys: Journey[] = [
  {
    name: 'pricing: the fee schedule shows the seeded routes and modes from the server',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/page/bieu-phi');
      // The first page of a fresh server on a busy machine can be slow: allow it time.
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Biểu phí dịch vụ' }), 'the fee page title', 20_000);
      await expectVisible(page.getByRole('heading', { level: 3, name: /Nhật Bản → Hà Nội/ }), 'the JP-HN route', 15_000);
      await expectVisible(page.getByRole('heading', { level: 3, name: /Nhật Bản → TP\. Hồ Chí Minh/ }), 'the JP-HCM route');
      const mode = spaced(await page.getByTestId('fee-mode').first().textContent());
      if (!/₫\/kg/.test(mode) || !/ngày/.test(mode)) throw new Error(`a mode row without price per kg or lead days: ${mode}`);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Phí dịch vụ mua hộ' }), 'the service fee tiers');
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Dịch vụ thêm' }), 'the extra services');
      // Issue 12 §3: every rule the calculator applies, with a worked example computed by it.
      const taxRule = page.locator('[data-testid="fee-rule"][data-rule="tax"]');
      await expectVisible(taxRule, 'the consumption tax rule', 15_000);
      const taxText = spaced(await taxRule.textContent());
      if (!taxText.includes('làm tròn xuống đến yên')) throw new Error(`the tax rule does not say how it rounds: ${taxText}`);
      const example = spaced(await page.locator('[data-testid="fee-rule"][data-rule="chargeable_weight"] [data-testid="fee-rule-example"]').first().textContent());
      if (!/làm tròn lên đến 100 g/.test(example) || !/₫/.test(example)) throw new Error(`the chargeable weight example lacks its formula: ${example}`);
      await page.getByRole('link', { name: 'Mở công cụ báo giá tự động' }).click();
      await expectUrl(page, /\/page\/bao-gia-tu-dong$/);
    },
  },
  {
    name: 'pricing: the item page shows a landed-cost range; the estimator prices a pasted sandbox link',
    async run(ctx) {
      const page = await ctx.newPage();
      const link = await openSandboxItem(page);
      const range = page.getByTestId('landed-cost-range');
      await expectVisible(range, 'the landed cost on the item page', 15_000);
      const text = spaced(await range.textContent());
      if (!VND.test(text)) throw new Error(`no đồng amount in the landed cost: ${text}`);

      await page.goto('/page/bao-gia-tu-dong');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Báo giá tự động' }), 'the estimator');
      await page.getByLabel('Link sản phẩm').fill(link);
      await page.getByRole('button', { name: 'Lấy thông tin' }).click();
      await expectVisible(page.getByTestId('estimate-product'), 'the product read from the link', 15_000);
      const price = await page.getByLabel(/^Giá sản phẩm/).inputValue();
      if (!/^\d+$/.test(price)) throw new Error(`the price was not filled from the product: "${price}"`);
      await page.getByLabel(/^Cân nặng ước tính/).fill('0,8');
      await page.getByRole('checkbox', { name: /Chụp ảnh sản phẩm/ }).check();
      await page.getByRole('button', { name: 'Tính báo giá' }).click();
      await expectVisible(page.getByTestId('price-breakdown'), 'the breakdown', 15_000);
      await expectVisible(page.getByTestId('price-group-goods'), 'the goods group');
      await expectVisible(page.getByTestId('price-group-international'), 'the international shipping group');
      for (const id of ['first-payment', 'second-payment', 'total-vnd']) {
        const amount = spaced(await page.getByTestId(id).textContent());
        if (!VND.test(amount)) throw new Error(`${id} is not an amount in đồng: ${amount}`);
      }

      // A price typed by hand needs no link; a bad value is refused in Vietnamese.
      await page.getByRole('button', { name: 'Nhập lại' }).click();
      await page.getByLabel(/^Giá sản phẩm/).fill('-5');
      await page.getByRole('button', { name: 'Tính báo giá' }).click();
      await expectVisible(page.getByText('Giá phải là số yên nguyên, không âm.'), 'the price message');
    },
  },
  {
    name: 'pricing: staff create, find and delete a shipping route on the system-routes screen',
    async run(ctx) {
      const page = await ctx.newPage();
      await adminLogin(page);
      await page.goto('/admin/system-routes');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Tuyến vận chuyển' }), 'the routes screen');
      await expectVisible(page.getByTestId('route-row').first(), 'the seeded routes', 15_000);

      const code = `E2E-${Date.now() % 100_000}`;
      const name = `Tuyến thử ${code}`;
      await page.getByRole('button', { name: 'Thêm tuyến' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thêm tuyến vận chuyển' });
      await expectVisible(dialog, 'the route form');
      await dialog.getByLabel(/^Mã tuyến/).fill(code);
      await dialog.getByLabel(/^Tên tuyến/).fill(name);
      await dialog.getByLabel(/^Kho nhận hàng/).selectOption({ index: 1 });
      const mode = dialog.getByRole('group', { name: 'Hình thức 1' });
      await mode.getByLabel(/^Mã/).fill('air');
      await mode.getByLabel(/^Tên/).fill('Bay thường');
      await mode.getByLabel(/^Đơn giá/).fill('270000');
      await mode.getByLabel(/^Số ngày tối thiểu/).fill('5');
      await mode.getByLabel(/^Số ngày tối đa/).fill('9');
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      await expectVisible(page.getByText('Lưu thành công'), 'the save message');
      await expectHidden(dialog, 'the route form');

      await page.getByLabel('Tìm theo mã hoặc tên tuyến').fill(code);
      await page.getByRole('button', { name: 'Tìm tuyến' }).click();
      const row = page.getByTestId('route-row').filter({ hasText: code });
      await expectVisible(row, 'the new route in the search results');
      await row.getByRole('button', { name: `Xóa tuyến ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa tuyến' }).click();
      await expectVisible(page.getByText('Xóa tuyến thành công'), 'the delete message');
      await expectVisible(page.getByText('Không có tuyến phù hợp.'), 'the empty search');
    },
  },
  {
    name: 'pricing: staff change a service fee tier in /admin/pricing and the fee page shows it',
    async run(ctx) {
      // The highest tier (orders of tens of millions of đồng): no other journey's order reaches it.
      const staff = await staffApi(ctx.baseUrl);
      const original = (await staff<{ data: { service_fee_tiers: FeeTier[] } }>('GET', '/api/admin/pricing')).data.service_fee_tiers;
      const row = original.length;
      const top = original[row - 1]!;
      const changedBps = top.fee_bps === 275 ? 260 : 275;
      try {
        const page = await ctx.newPage();
        await adminLogin(page);
        await page.goto('/admin/pricing');
        await expectVisible(page.getByRole('heading', { level: 1, name: 'Biểu phí' }), 'the fee schedule editor', 15_000);
        await expectVisible(page.getByRole('tab', { name: 'Phí dịch vụ', selected: true }), 'the service fee tab');
        const cell = page.getByLabel(`Phí (%), dòng ${row}`, { exact: true });
        await expectVisible(cell, 'the fee of the highest tier', 15_000);
        assertEqual(await cell.inputValue(), percentText(top.fee_bps), 'the loaded fee of the highest tier');
        await cell.fill(percentText(changedBps));
        await page.getByRole('button', { name: 'Lưu', exact: true }).click();
        const confirm = page.getByRole('alertdialog');
        await expectVisible(confirm.getByText(/Báo giá mới của khách dùng bảng phí này ngay/), 'the confirm about new quotes');
        await confirm.getByRole('button', { name: 'Lưu và áp dụng' }).click();
        await expectVisible(page.getByText('Lưu thành công'), 'the save message');
        await expectHidden(confirm, 'the confirm');
        assertEqual(await cell.inputValue(), percentText(changedBps), 'the reloaded fee');

        // Another server process may answer from fee tables it read up to 5 s ago (rule 8): open the
        // fee page again until it shows the change, for at most 20 s.
        const tiers = page.getByTestId('fee-tiers');
        const changedRow = tiers.getByRole('row').filter({ hasText: `${percentText(changedBps)}%` });
        const deadline = Date.now() + 20_000;
        for (;;) {
          await page.goto('/page/bieu-phi');
          await expectVisible(tiers, 'the service fee tiers on the fee page', 15_000);
          if ((await changedRow.count()) > 0) break;
          if (Date.now() > deadline) throw new Error('expected to see the changed fee on the fee page');
          await page.waitForTimeout(1_000);
        }

        // Set it back the same way.
        await page.goto('/admin/pricing');
        await expectVisible(cell, 'the fee of the highest tier', 15_000);
        await cell.fill(percentText(top.fee_bps));
        await page.getByRole('button', { name: 'Lưu', exact: true }).click();
        await confirm.getByRole('button', { name: 'Lưu và áp dụng' }).click();
        await expectHidden(confirm, 'the confirm');
        const after = (await staff<{ data: { service_fee_tiers: FeeTier[] } }>('GET', '/api/admin/pricing')).data.service_fee_tiers;
        assertEqual(after[row - 1]!.fee_bps, top.fee_bps, 'the fee set back');
      } finally {
        // Whatever happened above, the shared server keeps its schedule.
        await staff('PUT', '/api/admin/pricing', { service_fee_tiers: original });
      }
    },
  },
];
