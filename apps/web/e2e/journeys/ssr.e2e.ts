import type { Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness.ts';
import { expectVisible } from './assert.ts';

/**
 * Issue 15 (ADR 0011): the public pages come rendered from the server. Without JavaScript the
 * home, search and item pages already show their content; with it they hydrate without one error
 * in the console and without asking the API again for the data the page came with.
 */
const KEYWORD = 'ポケモンカード';
const SEARCH = `/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`;

interface Summary {
  code: string;
  title: string;
  title_vi: string | null;
  is_shops_product: boolean;
  price_jpy: number | null;
}

async function firstItem(baseUrl: string): Promise<Summary> {
  const body = (await (await fetch(`${baseUrl}/api${SEARCH}`)).json()) as { products: Summary[] };
  const item = body.products.find((p) => !p.is_shops_product && p.price_jpy !== null);
  if (!item) throw new Error('the sandbox search found no item');
  return item;
}

/** True once React has taken over the element (hydrated): React keeps its fiber on the node. */
async function waitHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const element = document.querySelector(sel);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector, { timeout: 20_000 });
}

/** Opens the page with JavaScript and records the API calls and console errors until it is hydrated. */
async function openHydrated(ctx: JourneyContext, path: string, hydratedSelector: string) {
  const page = await ctx.newPage({ phone: true });
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await waitHydrated(page, hydratedSelector);
  await page.waitForLoadState('networkidle');
  return { page, api, errors };
}

function assertNone(list: string[], what: string): void {
  if (list.length) throw new Error(`${what}: ${list.join(' | ')}`);
}

async function run(ctx: JourneyContext): Promise<void> {
  const item = await firstItem(ctx.baseUrl);
  const itemPath = `/mercari/item/${item.code}`;

  // 1. Raw HTML, no JavaScript: the content is there.
  const raw = await ctx.browser.newContext({ javaScriptEnabled: false, locale: 'vi-VN', baseURL: ctx.baseUrl });
  try {
    const page = await raw.newPage();
    await page.goto(itemPath);
    await expectVisible(page.getByTestId('item-title').filter({ hasText: item.title_vi ?? item.title }), 'the item title without JavaScript');
    await expectVisible(page.getByTestId('item-price').filter({ hasText: '¥' }).filter({ hasText: '₫' }), 'the price in yen and dong without JavaScript');
    await expectVisible(page.getByTestId('item-main-image'), 'the item picture without JavaScript');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    if (!ld.some((text) => text.includes('"@type":"Product"') && text.includes('"priceCurrency":"VND"'))) throw new Error('no Product JSON-LD with a VND offer');
    await page.goto(SEARCH);
    await expectVisible(page.locator(`a[href="${itemPath}"]`), 'the first search result without JavaScript');
    await page.goto('/');
    await expectVisible(page.locator('#home-faq-title'), 'the home page sections without JavaScript');
  } finally {
    await raw.close();
  }

  // 2. With JavaScript: hydrated, no error, no second fetch of the page's data.
  const itemPage = await openHydrated(ctx, itemPath, '[data-testid="item-title"]');
  assertNone(itemPage.errors, 'console errors on the item page');
  assertNone(itemPage.api.filter((url) => url.startsWith(`/api/mercari/item/${item.code}`)), 'the item fetched again after hydration');
  // Hydrated for real: the gallery's buttons and the header respond (a client-side navigation).
  await itemPage.page.getByRole('link', { name: 'Mercari' }).first().click();
  await itemPage.page.waitForURL(/\/mercari$/);
  await itemPage.page.close();

  const searchPage = await openHydrated(ctx, SEARCH, `a[href="${itemPath}"]`);
  assertNone(searchPage.errors, 'console errors on the search page');
  assertNone(searchPage.api.filter((url) => url.startsWith('/api/mercari/search')), 'the search fetched again after hydration');
  // A click on a result is a client-side navigation to its item page (the app is live).
  await searchPage.page.locator(`a[href="${itemPath}"]`).first().click();
  await expectVisible(searchPage.page.getByTestId('item-title'), 'the item page after a click on a result');
  await searchPage.page.close();

  // The home hydrates its hero at once and each reading section (steps … FAQ) only when it nears
  // the viewport: the FAQ, at the bottom, is server HTML without React until scrolled to, and the
  // same node (not a new render) once hydrated.
  const home = await openHydrated(ctx, '/', '#home-hero-title');
  const isHydrated = (selector: string) =>
    home.page.evaluate((sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    }, selector);
  if (await isHydrated('#home-faq-title')) throw new Error('the FAQ (far below the fold) was hydrated before it was scrolled to');
  // The shop under the hero renders as it is scrolled to: a phone's first view asks for none of it.
  assertNone(home.api.filter((url) => /^\/api\/(category\/home|product-recently-viewed|group-products|quicks)\b/.test(url)), 'shop data fetched for the first view');
  await home.page.evaluate(() => {
    (window as unknown as { serverFaq?: Element | null }).serverFaq = document.querySelector('#home-faq-title');
  });
  await home.page.locator('#home-faq-title').scrollIntoViewIfNeeded();
  await waitHydrated(home.page, '#home-faq-title');
  if (!(await home.page.evaluate(() => (window as unknown as { serverFaq?: Element | null }).serverFaq === document.querySelector('#home-faq-title')))) {
    throw new Error('the FAQ was rendered again instead of hydrated');
  }
  await home.page.waitForLoadState('networkidle');
  assertNone(home.errors, 'console errors on the home page');
  assertNone(home.api.filter((url) => /^\/api\/(article\/search|feedbacks|store)\b/.test(url)), 'the home page data fetched again after hydration');
  await home.page.close();
}

export const journeys: Journey[] = [{ name: 'ssr: raw HTML of home, search and item pages; hydration without errors or refetches', run }];
