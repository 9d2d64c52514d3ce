import type { Locator, Page } from 'playwright-core';
import { accountPaths } from '../../src/shared/config/paths.ts';
import type { Journey, JourneyContext } from '../harness.ts';
import { assertEqual, expectHidden, expectUrl, expectVisible } from './assert.ts';
import { register } from './support.ts';

/** The phone of the harness (`newPage({ phone: true })`): 360 × 740. */
const PHONE = { width: 360, height: 740 };

/** Guest-only account pages (a logged-in visitor is sent on); checked in a guest's browser. */
const guestPaths: readonly string[] = [accountPaths.login, accountPaths.register, accountPaths.forgot];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`expected ${what} on screen`);
  return box;
}

/**
 * The page's h1 is inside the first screen, without any scrolling, and no account menu stands
 * before it; nothing is wider than the phone.
 */
async function expectHeadingFirst(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expectVisible(heading, `the heading of ${path}`, 15_000);
  const state = await page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    const rect = h1?.getBoundingClientRect();
    const nav = [...document.querySelectorAll('nav')].find((n) => n.getAttribute('aria-label') === 'Mục tài khoản');
    return {
      scrollY: window.scrollY,
      bottom: rect ? rect.bottom : null,
      text: h1?.textContent ?? null,
      menuBefore: !!(nav && h1 && nav.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING && nav.getClientRects().length > 0),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  if (state.bottom === null) throw new Error(`${path}: no h1 in the main content`);
  if (state.scrollY !== 0 || state.bottom > PHONE.height) {
    throw new Error(`${path}: the heading "${state.text}" ends at ${Math.round(state.bottom)} px (scrolled ${state.scrollY}); the first screen is ${PHONE.height} px`);
  }
  if (state.menuBefore) throw new Error(`${path}: the account menu comes before the heading`);
  if (state.overflow > 1) throw new Error(`${path}: the page is ${state.overflow} px wider than the phone`);
}

/** Pairs of controls and texts in the main content whose boxes overlap (neither inside the other). */
function overlappingParts(): string[] {
  const parts = [...document.querySelectorAll('main button, main a, main input, main select, main .k-money, main h1, main h2, main h3, main label, main p')].filter(
    (el) => el.getClientRects().length > 0,
  );
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    for (let j = i + 1; j < parts.length; j += 1) {
      const a = parts[i]!;
      const b = parts[j]!;
      if (a.contains(b) || b.contains(a)) continue;
      const r = a.getBoundingClientRect();
      const s = b.getBoundingClientRect();
      const x = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const y = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (x > 2 && y > 2) out.push(`${a.tagName.toLowerCase()} "${a.textContent?.trim().slice(0, 24)}" × ${b.tagName.toLowerCase()} "${b.textContent?.trim().slice(0, 24)}"`);
    }
  }
  return out;
}

/** A fixed-price sandbox item on sale (Rakuten), as the cart journey finds one. */
async function buyableItem(baseUrl: string): Promise<{ code: string; path: string }> {
  type Summary = { code: string; path: string; available: boolean; price_jpy: number | null };
  const search = (await (await fetch(`${baseUrl}/api/rakuten/search?keyword=${encodeURIComponent('ポケモン')}&__auto_translate_keyword=off`)).json()) as { results: Summary[] };
  for (const item of search.results.filter((r) => r.available && r.price_jpy !== null && r.price_jpy < 60_000)) {
    type Detail = { available: boolean; variants: { name: string }[] };
    const detail = (await (await fetch(`${baseUrl}/api/rakuten/item/${encodeURIComponent(item.code)}`)).json()) as { product?: Detail; data?: Detail };
    const product = detail.product ?? detail.data;
    if (product?.available && !product.variants.some((v) => v.name.trim())) return item;
  }
  throw new Error('expected a buyable Rakuten item in the sandbox');
}

/** A sandbox auction (no login needed for the sandbox's control API). */
async function sandboxAuction(ctx: JourneyContext): Promise<{ code: string; path: string }> {
  const response = await fetch(`${ctx.baseUrl}/api/sandbox/auctions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site: 'auction', end_in_seconds: 3600, start_price_jpy: 2000, auto_extension: false }),
  });
  if (!response.ok) throw new Error(`POST /api/sandbox/auctions answered ${response.status}`);
  return (await response.json()) as { code: string; path: string };
}

/**
 * What lies on a price at the current scroll position: for each visible price line, the element
 * on top at its left, middle and right (the card's own stretched link does not count).
 */
function coveredPrices(): string[] {
  const out: string[] = [];
  for (const price of document.querySelectorAll('.price-line')) {
    const r = price.getBoundingClientRect();
    if (r.width === 0 || r.bottom <= 0 || r.top >= window.innerHeight) continue;
    for (const x of [r.left + 2, r.left + r.width / 2, r.right - 2]) {
      const el = document.elementFromPoint(x, r.top + r.height / 2);
      if (!el || price.contains(el) || el.contains(price) || el.classList.contains('product-card__link')) continue;
      out.push(`"${price.textContent?.trim()}" under ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
    }
  }
  return out;
}

/** Scrolls the page from top to bottom; at every step no price may be covered. */
async function expectPricesClear(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectVisible(page.locator('.price-line').first(), `prices on ${path}`, 20_000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((await page.evaluate(() => window.innerHeight)) / 3);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The widget decides once a frame after a scroll: give it a few frames to step aside.
    let covered: string[] = [];
    for (let frame = 0; frame < 20; frame += 1) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      covered = await page.evaluate(coveredPrices);
      if (covered.length === 0) break;
    }
    if (covered.length > 0) throw new Error(`${path} scrolled to ${y}: ${covered.slice(0, 3).join('; ')}`);
  }
}

export const journeys: Journey[] = [
  {
    name: 'phone 360: every account page opens on its heading, the account menu in a drawer',
    async run(ctx) {
      const guest = await ctx.newPage({ phone: true });
      for (const path of guestPaths) await expectHeadingFirst(guest, path);

      const page = await ctx.newPage({ phone: true });
      await register(page, 'Phan Thị Điện Thoại');
      const loggedIn = Object.values(accountPaths).filter((path) => !guestPaths.includes(path));
      for (const path of loggedIn) await expectHeadingFirst(page, path);

      // The menu is one tap away: a drawer with every account page; a link closes it.
      await page.goto(accountPaths.dashboard);
      await page.getByRole('button', { name: 'Mục tài khoản' }).click();
      const drawer = page.getByRole('dialog', { name: 'Mục tài khoản' });
      await expectVisible(drawer, 'the account menu drawer');
      assertEqual(await drawer.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link').count(), 20, 'links in the account menu');
      // Measured once it has slid in.
      await drawer.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      const drawerBox = await boxOf(drawer, 'the drawer');
      if (drawerBox.x < 0 || drawerBox.x + drawerBox.width > PHONE.width) throw new Error(`the drawer is off the screen: ${JSON.stringify(drawerBox)}`);
      await drawer.getByRole('link', { name: 'Sổ địa chỉ' }).click();
      await expectUrl(page, /\/account\/addresses$/);
      await expectHidden(drawer, 'the drawer after following a link');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ' }), 'the address book');
    },
  },
  {
    name: 'phone 360: cart badge, added item pre-selected, an address added from checkout returns to checkout',
    async run(ctx) {
      const page = await ctx.newPage({ phone: true });
      await register(page, 'Đỗ Văn Giỏ');
      const header = page.locator('header.site-header');
      await expectVisible(header.getByRole('link', { name: 'Giỏ hàng', exact: true }), 'the cart icon without a badge');

      const item = await buyableItem(ctx.baseUrl);
      await page.goto(item.path);
      const panel = page.getByTestId('buying-panel');
      await expectVisible(panel, 'the buying controls', 15_000);
      await panel.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
      await expectVisible(panel.getByRole('link', { name: 'Xem giỏ hàng' }), 'the item added');
      const cartIcon = header.getByRole('link', { name: 'Giỏ hàng (1 sản phẩm)' });
      await expectVisible(cartIcon, 'the cart icon counting 1 item');
      assertEqual((await cartIcon.getByTestId('cart-badge').textContent())?.trim(), '1', 'the badge');

      // In the cart the new item is already chosen for the next quote.
      await cartIcon.click();
      await expectUrl(page, /\/account\/cart$/);
      const checkout = page.getByRole('button', { name: 'Tạo đơn hàng (1)' });
      await expectVisible(checkout, 'the added item pre-selected', 15_000);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) throw new Error(`the cart is ${overflow} px wider than the phone`);
      const overlapping = await page.evaluate(overlappingParts);
      if (overlapping.length > 0) throw new Error(`parts of the cart overlap on the phone: ${overlapping.slice(0, 4).join('; ')}`);
      await checkout.click();
      await expectUrl(page, /\/account\/cart\/checkout$/);

      // No address yet: add one from checkout, and come back to checkout.
      await page.getByRole('link', { name: 'Thêm địa chỉ' }).click();
      await expectUrl(page, /\/account\/addresses\?add=1&next=%2Faccount%2Fcart%2Fcheckout$/);
      const form = page.getByRole('form', { name: 'Thêm địa chỉ mới' });
      await expectVisible(form, 'the add-address form, open at once');
      await form.getByLabel(/^Tỉnh\/Thành phố/).selectOption('01');
      const ward = form.getByLabel(/^Phường\/Xã\/Đặc khu/);
      await page.waitForFunction((el) => !!el && !(el as HTMLSelectElement).disabled && (el as HTMLSelectElement).options.length > 1, await ward.elementHandle());
      await ward.selectOption({ index: 1 });
      await form.getByLabel(/^Địa chỉ cụ thể/).fill('12 Phố Đội Cấn');
      await form.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await expectUrl(page, /\/account\/cart\/checkout$/);
      await expectVisible(page.getByText('12 Phố Đội Cấn').first(), 'the new address chosen at checkout');
      await expectVisible(page.getByRole('button', { name: 'Xem lại và xác nhận' }), 'the checkout summary');
      const checkoutOverlaps = await page.evaluate(overlappingParts);
      if (checkoutOverlaps.length > 0) throw new Error(`parts of checkout overlap on the phone: ${checkoutOverlaps.slice(0, 4).join('; ')}`);

      // Removing the item counts down the badge.
      await page.goto(accountPaths.cart);
      await page.getByRole('button', { name: /^Xóa .* khỏi giỏ hàng$/ }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Xóa' }).click();
      await expectVisible(header.getByRole('link', { name: 'Giỏ hàng', exact: true }), 'the cart icon without a badge after the removal');
    },
  },
  {
    name: 'phone 360: no card label or floating button lies on a price (phone and computer)',
    async run(ctx) {
      for (const phone of [true, false]) {
        const page = await ctx.newPage({ phone });
        await expectPricesClear(page, '/rakuten');
        await expectPricesClear(page, `/mercari/search?keyword=${encodeURIComponent('ポケモン')}`);
      }
    },
  },
  {
    name: 'phone 360: login tabs fit, and a toast shows inside the bid dialog without covering its button',
    async run(ctx) {
      // The login methods: every tab whole and on the card, on the phone and on a computer.
      for (const phone of [true, false]) {
        const guest = await ctx.newPage({ phone });
        await guest.goto(accountPaths.login);
        const tabs = guest.getByRole('tablist', { name: 'Cách đăng nhập' }).getByRole('tab');
        await expectVisible(tabs.last(), 'the QR tab');
        assertEqual(await tabs.count(), 3, 'login methods');
        const width = await guest.evaluate(() => window.innerWidth);
        const card = await boxOf(guest.locator('.auth-panel__card'), 'the login card');
        for (let i = 0; i < 3; i += 1) {
          const tab = tabs.nth(i);
          const box = await boxOf(tab, `tab ${i + 1}`);
          const clipped = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          if (clipped || box.x < card.x - 1 || box.x + box.width > card.x + card.width + 1 || box.x + box.width > width) {
            throw new Error(`${phone ? 'phone' : 'desktop'}: the tab "${await tab.textContent()}" does not fit (${JSON.stringify(box)}, card ${JSON.stringify(card)})`);
          }
        }
        assertEqual((await tabs.last().textContent())?.trim(), 'Quét mã QR', 'the QR tab label');
      }

      // A bid the wallet cannot hold: the error toast shows inside the dialog, above, not on the button.
      const page = await ctx.newPage({ phone: true });
      await register(page, 'Ngô Văn Đấu Giá');
      const auction = await sandboxAuction(ctx);
      await page.goto(auction.path);
      const bidPanel = page.getByTestId('bid-panel');
      await expectVisible(bidPanel, 'the bidding panel', 15_000);
      await bidPanel.getByRole('button', { name: 'Đặt giá' }).click();
      const dialog = page.getByRole('dialog', { name: 'Đặt giá đấu' });
      await expectVisible(dialog, 'the bid dialog');
      await dialog.getByLabel(/Giá tối đa \(yên\)/).fill('50000');
      await expectVisible(dialog.getByTestId('bid-hold').getByText(/₫/), 'the hold the maximum takes');
      await dialog.getByRole('radio', { name: /Đặt ngay/ }).click();
      await dialog.getByRole('checkbox', { name: /Tôi hiểu/ }).check();
      await dialog.getByTestId('bid-submit').click();
      const toast = page.locator('.k-toast--error');
      await expectVisible(toast, 'the refusal as a toast');
      assertEqual(await toast.evaluate((el) => !!el.closest('[role="dialog"]')), true, 'the toast inside the dialog');
      const button = await boxOf(dialog.getByTestId('bid-submit'), 'the bid button');
      const toastBox = await boxOf(toast, 'the toast');
      if (overlaps(toastBox, button)) throw new Error(`the toast ${JSON.stringify(toastBox)} covers the bid button ${JSON.stringify(button)}`);
      const title = await boxOf(dialog.getByRole('heading', { name: 'Đặt giá đấu' }), 'the dialog title');
      if (overlaps(toastBox, title)) throw new Error('the toast covers the dialog title');
      // The button can still be pressed: nothing lies on its centre.
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="bid-submit"]') !== null, { x: button.x + button.width / 2, y: button.y + button.height / 2 });
      assertEqual(onTop, true, 'the bid button under a tap');
    },
  },
];
