import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { expectVisible } from './assert.ts';

/**
 * Issue 14 §3: the storefront looks like a shop. Home, a landing page, a search page and an item
 * page, on a desktop and on a 360 px phone: product pictures loaded, no sideways scroll, Japanese
 * text drawn with real glyphs, prices in đồng — then a full-page screenshot of each into the run's
 * artifacts (8 PNG files) for people to look at.
 */

const LANDING = '/mercari';
const SEARCH = `/mercari/search?keyword=${encodeURIComponent('ポケモンカード')}`;

/** Scrolls down the page step by step (lazy sections and lazy images load), then back to the top. */
/** Scrolls down a screen at a time until `selector` is on the page (parts that render near the viewport), then to it. */
async function scrollUntil(page: Page, selector: string): Promise<void> {
  for (let guard = 0; guard < 40 && (await page.locator(selector).count()) === 0; guard += 1) {
    await page.evaluate(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
    // The part that came near renders from a lazy chunk and its data: give it until the next step to appear.
    await page.locator(selector).first().waitFor({ state: 'attached', timeout: 2_000 }).catch(() => {});
  }
  await page.locator(selector).first().scrollIntoViewIfNeeded();
}

async function scrollThrough(page: Page): Promise<void> {
  for (let guard = 0; guard < 60; guard += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Each step: wait until the pictures now in view have finished (loaded or failed).
    await page.waitForFunction(() =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.bottom > -200 && box.top < window.innerHeight + 200 && box.width > 0;
        return !inView || img.complete;
      }),
    );
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Product pictures on the page that loaded (naturalWidth > 0), and those that failed. */
async function productImages(page: Page, selector: string): Promise<{ loaded: number; broken: string[] }> {
  return page.evaluate((sel) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(sel)].filter((img) => img.complete);
    return { loaded: images.filter((img) => img.naturalWidth > 0).length, broken: images.filter((img) => img.naturalWidth === 0).map((img) => img.src) };
  }, selector);
}

/**
 * Japanese text is drawn with real glyphs: two different kanji in the font of a `lang="ja"`
 * element must give different, non-empty pixels (a missing font draws the same empty box for both).
 */
async function japaneseRenders(page: Page): Promise<string | null> {
  // A string, not a function: the test runner's compiler would add helpers the page does not have.
  return page.evaluate<string | null>(`(() => {
    const element = [...document.querySelectorAll('[lang="ja"]')].find((el) => /[\\u3040-\\u30ff\\u4e00-\\u9fff]/.test(el.textContent || '') && el.getClientRects().length > 0);
    if (!element) return 'no Japanese text on the page';
    const family = getComputedStyle(element).fontFamily;
    const draw = (text) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      context.font = '48px ' + family;
      context.fillText(text, 4, 52);
      return Array.from(context.getImageData(0, 0, 64, 64).data);
    };
    const first = draw('日');
    const second = draw('本');
    const inked = (pixels) => pixels.some((value, index) => index % 4 === 3 && value > 0);
    if (!inked(first) || !inked(second)) return 'Japanese draws nothing in ' + family;
    if (first.join() === second.join()) return 'Japanese draws the same box for every character in ' + family;
    return null;
  })()`);
}

async function checkAndShoot(ctx: JourneyContext, page: Page, name: string, phone: boolean, imageSelector: string, minImages: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  const images = await productImages(page, imageSelector);
  if (images.broken.length) throw new Error(`${name}: product pictures failed to load: ${images.broken.slice(0, 3).join(', ')}`);
  if (images.loaded < minImages) throw new Error(`${name}: ${images.loaded} product pictures loaded, expected at least ${minImages}`);
  const japanese = await japaneseRenders(page);
  if (japanese) throw new Error(`${name}: ${japanese}`);
  if (phone) {
    // Against 360, not innerWidth: a phone browser zooms out to fit a wider page, so innerWidth grows with it.
    const overflow = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth) - 360);
    if (overflow > 1) throw new Error(`${name}: the page is ${overflow}px wider than a 360px screen`);
  }
  ctx.artifact(`storefront-${name}-${phone ? 'phone-360' : 'desktop'}.png`, await page.screenshot({ fullPage: true }));
}

async function walk(ctx: JourneyContext, phone: boolean): Promise<void> {
  const page = await ctx.newPage({ phone });
  const cardImages = '[data-testid="product-card"] img';

  await page.goto('/');
  await expectVisible(page.getByRole('heading', { level: 1 }), 'the home page heading');
  // The shop under the hero: tiles with icons, rails with priced cards, each site's keywords.
  // Each part of the shop renders as it nears the viewport: scroll on until it is there.
  await scrollUntil(page, '#home-categories-title');
  await expectVisible(page.locator('.category-tile').first(), 'category tiles on the home page');
  await scrollUntil(page, '[data-testid="product-card"]');
  await expectVisible(page.locator('[data-testid="product-card"]').filter({ hasText: '₫' }), 'a card priced in đồng on the home page');
  await scrollUntil(page, '#home-keywords-title');
  await expectVisible(page.locator('.home-keywords__link').filter({ hasText: 'ポケモンカード' }), 'the seeded keywords on the home page');
  await page.locator('#home-news-title').scrollIntoViewIfNeeded();
  await expectVisible(page.locator('.article-card__cover'), 'news cards with a picture');
  await checkAndShoot(ctx, page, 'home', phone, `${cardImages}, .article-card__cover`, 8);

  await page.goto(LANDING);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Mua hàng trên Mercari' }), 'the Mercari landing heading');
  await expectVisible(page.locator('.category-tile'), 'category tiles on the landing page');
  await page.locator('#landing-top').scrollIntoViewIfNeeded();
  await expectVisible(page.locator('.top-links__link').filter({ hasText: 'ポケモンカード' }), '"Từ khóa được tìm nhiều" with the seeded keywords');
  await checkAndShoot(ctx, page, 'landing', phone, cardImages, 8);

  await page.goto(SEARCH);
  await expectVisible(page.locator('[data-testid="product-card"]').filter({ hasText: '₫' }), 'search results priced in đồng');
  await checkAndShoot(ctx, page, 'search', phone, cardImages, 8);

  const first = page.locator('[data-testid="product-card"] a').first();
  const href = await first.getAttribute('href');
  if (!href) throw new Error('the first search result has no link');
  await page.goto(href);
  await expectVisible(page.getByRole('heading', { level: 1 }), 'the item page heading');
  await expectVisible(page.locator('main img').first(), 'the item picture');
  await checkAndShoot(ctx, page, 'item', phone, 'main img', 1);
}

export const journeys: Journey[] = [
  {
    name: 'storefront screenshots: home, landing, search and item pages at desktop width',
    run: (ctx) => walk(ctx, false),
  },
  {
    name: 'storefront screenshots: home, landing, search and item pages on a 360 px phone',
    run: (ctx) => walk(ctx, true),
  },
];
