import type { Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { CUSTOMER_PASSWORD, register } from './support.ts';

/**
 * Catalog journeys against the sandbox catalog. Every sandbox site carries trading cards, so the
 * Japanese keyword ポケモン (searched as typed, auto-translate off) finds products on all six.
 */
const KEYWORD = 'ポケモン';
const SITES = ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'] as const;

async function assertImageLoaded(page: Page, selector: string, what: string): Promise<void> {
  // Waits for the image (on a busy machine it may still be loading when the card shows), up to 15 s.
  const loaded = await page
    .locator(selector)
    .first()
    .evaluate(
      (element) =>
        new Promise<boolean>((resolve) => {
          const img = element as HTMLImageElement;
          if (img.complete && img.naturalWidth > 0) return resolve(true);
          img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
          img.addEventListener('error', () => resolve(false), { once: true });
          setTimeout(() => resolve(img.complete && img.naturalWidth > 0), 15_000);
        }),
    )
    .catch(() => false);
  if (!loaded) throw new Error(`expected ${what} to load`);
}

/** Opens the first product of a site's search; returns its item path. */
async function openFirstItem(page: Page, site: string): Promise<string> {
  await page.goto(`/${site}/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
  const firstCard = page.getByTestId('product-card').first();
  await expectVisible(firstCard, `a product card on ${site}`, 15_000);
  const link = firstCard.getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expectUrl(page, new RegExp(`/${site}/item/`));
  return href;
}

export const journeys: Journey[] = [
  {
    name: 'each of the six sites: search shows priced cards, an item page shows title, price and image',
    async run(ctx) {
      const page = await ctx.newPage();
      let translatedHeadings = 0;
      for (const site of SITES) {
        await page.goto(`/${site}/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
        const card = page.getByTestId('product-card').first();
        await expectVisible(card, `search results on ${site}`, 15_000);
        const cardText = (await card.textContent()) ?? '';
        if (!/¥[\d,]+|Chưa có giá/.test(cardText)) throw new Error(`${site}: card without a price: ${cardText}`);
        await assertImageLoaded(page, '[data-testid="product-card"] img', `${site}: the first card image`);
        await expectVisible(page.getByText(/\d+ sản phẩm · Trang 1 \/ \d+/), `${site}: the result count`);

        const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
        await card.getByRole('link').first().click();
        await expectUrl(page, new RegExp(`/${site}/item/`));
        assertEqual(new URL(page.url()).pathname, href.split('?')[0], `${site}: item path`);

        const title = page.getByTestId('item-title');
        await expectVisible(title, `${site}: the item title`, 15_000);
        const heading = ((await title.textContent()) ?? '').trim();
        if (!heading) throw new Error(`${site}: empty item title`);
        assertEqual(await title.evaluate((el) => el.tagName), 'H1', `${site}: the item title is the page heading`);
        // Issue 14: the Vietnamese title is the heading, the Japanese original below it (lang="ja").
        const original = page.getByTestId('item-title-ja');
        if ((await original.count()) > 0) {
          const japanese = ((await original.locator('[lang="ja"]').textContent()) ?? '').trim();
          if (!japanese || japanese === heading) throw new Error(`${site}: the original below the heading should differ from it: ${heading} / ${japanese}`);
          const below = await page.evaluate(() => {
            const h1 = document.querySelector('[data-testid="item-title"]')!.getBoundingClientRect();
            const ja = document.querySelector('[data-testid="item-title-ja"]')!.getBoundingClientRect();
            return ja.top >= h1.bottom - 1;
          });
          assertEqual(below, true, `${site}: the Japanese original sits below the Vietnamese heading`);
          translatedHeadings += 1;
        }
        const price = (await page.getByTestId('item-price').textContent()) ?? '';
        if (!/¥[\d,]+|Sàn chưa công bố giá/.test(price)) throw new Error(`${site}: no yen price on the item page: ${price}`);
        if (/¥[\d,]+/.test(price) && !/≈\s*[\d.]+\s*₫/.test(price.replace(/\u00a0|\u202f/g, ' '))) throw new Error(`${site}: no đồng estimate: ${price}`);
        await assertImageLoaded(page, '[data-testid="item-main-image"]', `${site}: the item image`);
        await expectVisible(page.getByTestId('item-actions'), `${site}: the price estimate area`);
        const originalLink = page.getByRole('link', { name: /Xem sản phẩm gốc trên/ });
        assertEqual(await originalLink.getAttribute('rel'), 'noopener noreferrer nofollow', `${site}: rel of the original link`);
      }
      if (translatedHeadings === 0) throw new Error('no item page had a Vietnamese heading with its Japanese original below');
    },
  },
  {
    name: 'filters change the URL and the results; a phone shows them behind a toggle',
    async run(ctx) {
      const page = await ctx.newPage({ phone: true });
      await page.goto(`/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`);
      await expectVisible(page.getByTestId('product-card'), 'results on a phone', 15_000);
      const toggle = page.getByRole('button', { name: 'Hiện bộ lọc' });
      await toggle.click();
      assertEqual(await page.getByRole('button', { name: 'Ẩn bộ lọc' }).getAttribute('aria-expanded'), 'true', 'filters toggle state');
      await page.getByLabel('Sắp xếp').selectOption('price_asc');
      await expectUrl(page, /sort=price_asc/);
      await page.getByLabel('Giá từ (¥)').fill('1000');
      await page.getByRole('button', { name: 'Áp dụng giá' }).click();
      await expectUrl(page, /price_min=1000/);
      await expectVisible(page.getByTestId('product-card'), 'results after filtering', 15_000);
      // The previous results stay on screen while the filtered ones load: wait for the new answer.
      const cardPrices = () => page.locator('[data-testid="product-card"] .price-line__jpy').allTextContents();
      let yen: number[] = [];
      for (const deadline = Date.now() + 15_000; Date.now() < deadline; await page.waitForTimeout(200)) {
        yen = (await cardPrices()).map((p) => Number(p.replace(/[^\d]/g, '')));
        if (yen.length > 0 && yen.every((p) => p >= 1000)) break;
      }
      if (yen.length === 0 || yen.some((p) => p < 1000)) throw new Error(`price filter not applied: ${yen.join(', ')}`);
      for (let i = 1; i < yen.length; i += 1) if (yen[i]! < yen[i - 1]!) throw new Error(`not sorted by price: ${yen.join(', ')}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) throw new Error(`the search page is ${width}px wide on a 360px phone`);
    },
  },
  {
    name: 'all-sites explore (/{product}-go) shows a section per site with "Xem tất cả" links',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto(`/${encodeURIComponent(KEYWORD)}-go`);
      await expectVisible(page.getByRole('heading', { level: 1, name: `Khám phá “${KEYWORD}” trên 6 sàn Nhật` }), 'the explore title');
      const names: Record<(typeof SITES)[number], string> = {
        auction: 'Yahoo! Auctions',
        shopping: 'Yahoo! Shopping',
        mercari: 'Mercari',
        rakuten: 'Rakuten Ichiba',
        paypay: 'PayPay Flea Market',
        'suruga-ya': 'Suruga-ya',
      };
      for (const site of SITES) {
        const section = page.getByRole('region', { name: names[site], exact: true });
        await expectVisible(section.getByTestId('product-card'), `explore results of ${site}`, 20_000);
        const viewAll = section.getByRole('link', { name: `Xem tất cả trên ${names[site]}` });
        const href = (await viewAll.getAttribute('href')) ?? '';
        assertEqual(new URL(href, ctx.baseUrl).searchParams.get('keyword'), KEYWORD, `${site}: keyword of "Xem tất cả"`);
        assertEqual(new URL(href, ctx.baseUrl).pathname, `/${site}/search`, `${site}: path of "Xem tất cả"`);
      }
      await page.getByRole('link', { name: 'Xem tất cả trên Suruga-ya' }).click();
      await expectUrl(page, /\/suruga-ya\/search\?keyword=/);
      await expectVisible(page.getByTestId('product-card'), 'the full Suruga-ya results', 15_000);
    },
  },
  {
    name: 'landing pages show categories and lists; a Suruga-ya category lists its products',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/auction');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Mua hàng trên Yahoo! Auctions' }), 'the auction landing');
      await expectVisible(page.getByRole('region', { name: 'Đấu giá sắp kết thúc' }).getByTestId('product-card'), 'ending-soon auctions', 15_000);
      await expectVisible(page.getByRole('region', { name: 'Đấu giá sắp kết thúc' }).getByText(/^Còn /), 'a countdown');
      const category = page.getByRole('region', { name: 'Danh mục nổi bật' }).getByRole('link').first();
      await category.click();
      await expectUrl(page, /\/auction\/search\?category=/);
      await expectVisible(page.getByTestId('product-card'), 'products of a top category', 15_000);

      await page.goto('/suruga-ya');
      await page.getByRole('region', { name: 'Danh mục Suruga-ya' }).getByRole('link', { name: /Trò chơi/ }).click();
      await expectUrl(page, /\/suruga-ya\/category\/7$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Danh mục Trò chơi' }), 'the category name');
      await expectVisible(page.getByTestId('product-card'), 'products of the category', 15_000);
    },
  },
  {
    name: 'favorites: a guest is sent to login; a customer saves and removes a product and a store',
    async run(ctx) {
      // A customer account, made in its own browser context.
      const setup = await ctx.newPage();
      const phone = await register(setup, 'Lê Văn Yêu Thích');

      // A guest's heart goes to login with next, and logging in comes back to the item.
      const page = await ctx.newPage();
      const itemPath = await openFirstItem(page, 'mercari');
      await page.getByRole('button', { name: 'Đăng nhập để lưu vào danh sách yêu thích' }).click();
      await expectUrl(page, /\/account\/login\?next=/);
      assertEqual(new URL(page.url()).searchParams.get('next'), itemPath, 'next after the guest heart');
      await page.getByLabel('Số điện thoại hoặc email').fill(phone);
      await page.getByLabel(/^Mật khẩu\s*\*?$/).fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expectUrl(page, /\/mercari\/item\//);

      // Save the product.
      const heart = page.getByRole('button', { name: 'Lưu vào danh sách yêu thích' });
      await expectVisible(heart, 'the heart for a customer');
      assertEqual(await heart.getAttribute('aria-pressed'), 'false', 'heart before saving');
      await heart.click();
      await expectVisible(page.getByText('Đã thêm vào danh sách yêu thích.'), 'the saved toast');
      assertEqual(await heart.getAttribute('aria-pressed'), 'true', 'heart after saving');
      const title = ((await page.getByTestId('item-title').textContent()) ?? '').trim();
      const japanese = (await page.getByTestId('item-title-ja').count()) > 0 ? ((await page.getByTestId('item-title-ja').locator('[lang="ja"]').textContent()) ?? '').trim() : null;

      // Follow the seller.
      const follow = page.getByRole('button', { name: /^Theo dõi cửa hàng / });
      await follow.click();
      await expectVisible(page.getByText('Đã theo dõi cửa hàng.'), 'the followed toast');
      const sellerName = ((await page.getByTestId('item-seller-name').textContent()) ?? '').replace(/(Cá nhân|Cửa hàng)$/, '').trim();

      // The favorites page lists it; removing empties the list.
      await page.goto('/account/favorites');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Sản phẩm yêu thích' }), 'the favorites page');
      await expectVisible(page.getByRole('link', { name: title }), 'the saved product in favorites');
      // Issue 14: the favorite is named by its Vietnamese title, the Japanese original below it.
      if (japanese) await expectVisible(page.getByTestId('favorite-product').locator('[lang="ja"]', { hasText: japanese }), 'the Japanese original in favorites');
      await page.getByRole('button', { name: `Bỏ yêu thích: ${title}` }).click();
      await expectVisible(page.getByRole('heading', { name: 'Bạn chưa lưu sản phẩm nào' }), 'the empty favorites list');

      await page.getByRole('navigation', { name: 'Danh sách yêu thích' }).getByRole('link', { name: 'Cửa hàng' }).click();
      await expectUrl(page, /\/account\/favorites\/stores$/);
      await page.getByRole('button', { name: `Bỏ theo dõi: ${sellerName}` }).click();
      await expectVisible(page.getByRole('heading', { name: 'Bạn chưa theo dõi cửa hàng nào' }), 'the empty stores list');

      // Back on the item, the heart is empty again.
      await page.goto(itemPath);
      await expectVisible(page.getByRole('button', { name: 'Lưu vào danh sách yêu thích', pressed: false }), 'the heart after removal');
    },
  },
  {
    name: 'recently viewed items appear on the home page for a guest',
    async run(ctx) {
      const page = await ctx.newPage();
      await openFirstItem(page, 'paypay');
      const title = ((await page.getByTestId('item-title').textContent()) ?? '').trim();
      await page.goto('/');
      await expectVisible(page.getByRole('heading', { name: 'Câu hỏi thường gặp' }), 'the home page');
      // The catalog sections load when scrolled near: scroll down step by step.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
      });
      const recent = page.getByRole('region', { name: 'Sản phẩm bạn đã xem' });
      await expectVisible(recent, 'the recently viewed list', 15_000);
      await expectVisible(recent.getByText(title, { exact: true }), 'the viewed item in the list');
      await expectVisible(page.getByRole('tablist', { name: 'Chọn sàn để xem bảng xếp hạng' }), 'the rankings tabs', 15_000);
    },
  },
];
