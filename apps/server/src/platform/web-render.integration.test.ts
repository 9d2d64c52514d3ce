import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatJpy, formatVnd, jpy, vnd } from '@kaimono/money';
import { commonText, homeText } from '@kaimono/i18n';
import { buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

/**
 * Issue 15: the public pages answer with HTML that already holds their content (read here as raw
 * HTML, no JavaScript run) and the data they were rendered with, for the browser to hydrate from.
 * The SSR bundle is built from the web app's source for this file (vite build --ssr), beside a
 * minimal index.html, inside the repository (its libraries resolve from node_modules).
 */
const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
const buildRoot = path.join(webDir, 'node_modules', '.cache', `ssr-test-${process.pid}`);
const distDir = path.join(buildRoot, 'dist');
const SHELL = '<!doctype html><html lang="vi"><head><title>Kaimono</title><meta name="description" content="shell"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const KEYWORD = 'ポケモンカード';

interface Summary {
  code: string;
  title: string;
  title_vi: string | null;
  price_jpy: number | null;
}

const decode = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/<!-- -->/g, '');
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="kaimono-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} | null;
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const rootOf = (html: string) => /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';

describe('server-rendered pages', () => {
  let ctx: TestContext;
  let web: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), SHELL);
    await promisify(execFile)(process.execPath, [path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin', 'vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(buildRoot, 'dist-ssr'), '--logLevel', 'error'], { cwd: webDir });
    ctx = await createTestContext();
    web = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config, webDistDir: distDir } }, { logger: false, serveWeb: true });
    await web.ready();
  }, 180_000);

  afterAll(async () => {
    await web?.close();
    await ctx?.close();
    rmSync(buildRoot, { recursive: true, force: true });
  });

  const firstResults = async () => {
    const response = await ctx.app.inject({ url: `/api/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off` });
    return (response.json() as { products: Summary[] }).products;
  };

  it('an item page holds its title (Vietnamese first), prices in yen and dong, picture preload and Product JSON-LD', async () => {
    const item = (await firstResults()).find((p) => p.price_jpy !== null)!;
    type Detail = { title: string; title_vi: string | null; price_jpy: number; price_vnd: number; images: string[] };
    const detail = (await ctx.app.inject({ url: `/api/mercari/item/${item.code}` })).json() as { product?: Detail; data?: Detail };
    const product = (detail.product ?? detail.data)!;
    const page = await web.inject({ url: `/mercari/item/${item.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = decode(page.body);
    const root = rootOf(html);
    expect(product.title_vi).toBeTruthy();
    expect(root).toContain(`data-testid="item-title">${product.title_vi}</h1>`);
    expect(root).toContain(product.title);
    expect(root.indexOf(product.title_vi!)).toBeLessThan(root.indexOf(`<span lang="ja">${product.title}`));
    expect(root).toContain(formatJpy(jpy(product.price_jpy)));
    expect(root).toContain(formatVnd(vnd(product.price_vnd)));
    expect(root).toContain('data-testid="item-main-image"');
    expect(html).toContain(`<title>${product.title_vi} | Kaimono</title>`);
    expect(html).not.toContain('<title>Kaimono</title>');
    // The preload names the very picture the gallery shows (through the resizing proxy), so it is used.
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preload).toBe(`/img?u=${encodeURIComponent(product.images[0]!)}&w=640`);
    expect(root).toContain(`<img src="${preload}"`);

    const ld = jsonLdOf(html);
    const productLd = ld.find((x) => x['@type'] === 'Product')!;
    expect(productLd.name).toBe(product.title_vi);
    expect(productLd.sku).toBe(item.code);
    expect(productLd.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: product.price_jpy, priceCurrency: 'JPY' }),
      expect.objectContaining({ '@type': 'Offer', price: product.price_vnd, priceCurrency: 'VND' }),
    ]);
    expect(ld.find((x) => x['@type'] === 'BreadcrumbList')).toBeTruthy();

    // The data the page was rendered with, for the browser's cache: the item itself.
    const state = stateOf(page.body)!;
    const cached = state.queries.queries.find((q) => q.queryKey[0] === 'catalog' && q.queryKey[1] === 'item');
    expect(cached?.state.data).toMatchObject({ code: item.code, price_jpy: product.price_jpy, price_vnd: product.price_vnd });
    // Never the customer's own data.
    expect(state.queries.queries.some((q) => q.queryKey[0] === 'recently-viewed' || q.queryKey[0] === 'session')).toBe(false);
  });

  it('the item view a server render records is the browser’s (visitor cookie), a first visit gets one', async () => {
    const [item] = await firstResults();
    const first = await web.inject({ url: `/mercari/item/${item!.code}` });
    const cookie = String(first.headers['set-cookie'] ?? '');
    const visitor = /kaimono_vid=([A-Za-z0-9-]+)/.exec(cookie)?.[1];
    expect(visitor).toBeTruthy();
    const again = await web.inject({ url: `/mercari/item/${item!.code}`, headers: { cookie: `kaimono_vid=${visitor}` } });
    expect(again.headers['set-cookie']).toBeUndefined();
    // Views are written after the answer: wait for the one of this visitor.
    let viewed: { code: string }[] = [];
    for (let i = 0; i < 100 && viewed.length === 0; i += 1) {
      viewed = ((await ctx.app.inject({ url: `/api/product-recently-viewed?visitor_id=${visitor}` })).json() as { results: { code: string }[] }).results;
      if (viewed.length === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(viewed.map((v) => v.code)).toContain(item!.code);
  });

  it('a search page holds its first results and an ItemList', async () => {
    const results = await firstResults();
    const page = await web.inject({ url: `/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off` });
    expect(page.statusCode).toBe(200);
    const html = decode(page.body);
    const root = rootOf(html);
    for (const product of results.slice(0, 3)) {
      expect(root).toContain(product.title_vi ?? product.title);
      expect(root).toContain(`/mercari/item/${product.code}`);
    }
    const list = jsonLdOf(html).find((x) => x['@type'] === 'ItemList') as { itemListElement: { url: string }[] } | undefined;
    expect(list?.itemListElement[0]?.url).toContain(`/mercari/item/${results[0]!.code}`);
  });

  it('the home page holds its sections and its news', async () => {
    const page = await web.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const root = rootOf(decode(page.body));
    for (const title of [homeText.stepsTitle, homeText.whyTitle, homeText.faqTitle]) expect(root).toContain(title);
    const news = (await ctx.app.inject({ url: '/api/article/search?size=3' })).json() as { results?: { title: string }[]; data?: { title: string }[] };
    const first = (news.results ?? news.data ?? [])[0];
    expect(first).toBeTruthy();
    expect(root).toContain(first!.title);
  });

  it('account pages stay client-rendered (the app shell); an unknown page is a 404 page', async () => {
    const login = await web.inject({ url: '/account/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    expect(login.body).not.toContain('kaimono-state');
    const missing = await web.inject({ url: '/khong-co-trang-nay/abc' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('kaimono-state');
  });

  it('each page is rendered once: its data is gathered during that one render (Server-Timing names the renders)', async () => {
    const [item] = await firstResults();
    for (const url of ['/', '/mercari', `/mercari/search?keyword=${encodeURIComponent(KEYWORD)}&__auto_translate_keyword=off`, `/mercari/item/${item!.code}`, '/tin-tuc']) {
      const page = await web.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['server-timing'], url).toMatch(/^ssr;dur=\d+;desc="1 render"$/);
    }
    // …and still with its data: the item page's title and the cached item (no second fetch in the browser).
    const page = await web.inject({ url: `/mercari/item/${item!.code}` });
    expect(decode(page.body)).toContain(`data-testid="item-title">`);
    expect(stateOf(page.body)!.queries.queries.some((q) => q.queryKey[0] === 'catalog' && q.queryKey[1] === 'item')).toBe(true);
  });

  it('an item that does not exist answers 404 with the Vietnamese not-found page, and nothing to hydrate', async () => {
    const api = await ctx.app.inject({ url: '/api/mercari/item/m00000000000' });
    expect(api.statusCode).toBe(404);
    for (const url of ['/mercari/item/m00000000000', '/khong-co-trang-nay/abc', '/page/khong-co-trang-nay']) {
      const page = await web.inject({ url });
      expect(page.statusCode, url).toBe(404);
      const html = decode(page.body);
      expect(rootOf(html) || html, url).toContain(commonText.notFoundTitle);
      expect(html, url).toContain(`<title>${commonText.notFoundTitle} | Kaimono</title>`);
      // The site's frame is there (the header's link home), not a bare message.
      expect(html, url).toContain('href="/"');
    }
    const missingItem = await web.inject({ url: '/mercari/item/m00000000000' });
    expect(missingItem.body).not.toContain('kaimono-state');
    expect(decode(missingItem.body)).not.toContain('data-testid="item-title"');
  });

  it('without the SSR bundle, or when it throws, the buyer gets the app shell, never a 500', async () => {
    for (const bundle of ['missing.js', 'throws.js']) {
      if (bundle === 'throws.js') writeFileSync(path.join(buildRoot, bundle), 'export async function render() { throw new Error("boom"); }\n');
      const other = await buildApp({ ...ctx.deps, config: { ...ctx.deps.config, webDistDir: distDir } }, { logger: false, serveWeb: true, ssrBundlePath: path.join(buildRoot, bundle) });
      await other.ready();
      const page = await other.inject({ url: '/mercari' });
      await other.close();
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
    }
  });
});
