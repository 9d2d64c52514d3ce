// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSurugayaAdapter } from '@kaimono/marketplaces';
import { Flag } from '../catalog.ts';
import { all, parseHtml, testSandbox } from '../test-helpers.ts';

const { sandbox } = testSandbox();

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await sandbox.fetch(url);
  return { status: res.status, html: await res.text() };
}

function cards(html: string) {
  return all(parseHtml(html), 'div.item').map((card) => ({
    title: card.querySelector('.title a h3.product-name')?.textContent?.trim() ?? '',
    href: card.querySelector('.title a')?.getAttribute('href') ?? '',
    price: card.querySelector('.item_price .price_teika strong')?.textContent ?? null,
    soldOut: (card.querySelector('.item_price .price')?.textContent ?? '').includes('品切れ'),
    image: card.querySelector('img')?.getAttribute('src') ?? null,
  }));
}

describe('Suruga-ya search page', () => {
  it('lists 24 div.item cards per page with full-width ￥ prices and 品切れ for sold-out items', async () => {
    const { status, html } = await page('https://www.suruga-ya.jp/search?category=7&search_word=&page=1');
    expect(status).toBe(200);
    const list = cards(html);
    expect(list).toHaveLength(24);
    for (const c of list) {
      const code = /\/product\/(?:detail|other)\/([A-Za-z0-9]+)$/.exec(c.href)?.[1] ?? '';
      const item = sandbox.catalog.find('suruga-ya', code)?.item;
      expect(item?.title).toBe(c.title);
      expect(sandbox.catalog.trees['suruga-ya'].isWithin(item?.category.id ?? '', '7')).toBe(true);
      if (item?.soldOut) {
        expect(c.soldOut).toBe(true);
        expect(c.price).toBeNull();
      } else {
        expect(c.price).toBe(`￥${item?.priceJpy.toLocaleString('en-US')} `);
        expect(c.image).toContain('/sandbox-images/suruga-ya/');
      }
    }
    expect(parseHtml(html).querySelector('li.next a')?.getAttribute('href')).toContain('page=2');
  });

  it('pages, restricts to used goods, sorts by price and matches keywords', async () => {
    const p2 = cards((await page('https://www.suruga-ya.jp/search?category=7&page=2')).html);
    const p1 = cards((await page('https://www.suruga-ya.jp/search?category=7&page=1')).html);
    expect(new Set([...p1, ...p2].map((c) => c.href)).size).toBe(48);
    const used = cards((await page(`https://www.suruga-ya.jp/search?category=5&restrict[]=${encodeURIComponent('sale_classified=中古')}`)).html);
    for (const c of used.filter((x) => !x.soldOut)) expect(c.price).not.toBeNull();
    const usedHtml = (await page(`https://www.suruga-ya.jp/search?category=5&restrict[]=${encodeURIComponent('sale_classified=中古')}`)).html;
    expect(usedHtml).not.toContain('新品：');
    const cheap = cards((await page('https://www.suruga-ya.jp/search?category=4&rankBy=price:ascending')).html).filter((c) => !c.soldOut);
    const prices = cheap.map((c) => Number((c.price ?? '').replace(/[^\d]/g, '')));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const kw = cards((await page(`https://www.suruga-ya.jp/search?search_word=${encodeURIComponent('switch')}`)).html);
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.every((c) => /switch/i.test(c.title))).toBe(true);
  });
});

describe('Suruga-ya product page', () => {
  it('answers the research §6 selectors for items in stock and sold out', async () => {
    let inStock = 0;
    while (sandbox.catalog.flagsOf('suruga-ya', inStock) & Flag.SoldOut) inStock += 1;
    let sold = 0;
    while (!(sandbox.catalog.flagsOf('suruga-ya', sold) & Flag.SoldOut)) sold += 1;
    const item = sandbox.catalog.item('suruga-ya', inStock);
    const doc = parseHtml((await page(`https://www.suruga-ya.jp/product/detail/${item.code}`)).html);
    expect(doc.querySelector('h1')?.textContent).toBe(item.title);
    expect(doc.querySelector('.price_group .text-price-detail')?.textContent).toBe(`￥${item.priceJpy.toLocaleString('en-US')}`);
    expect(doc.querySelector('.btn_buy, .cart1')).not.toBeNull();
    expect(doc.querySelector('.waitbtn')).toBeNull();
    expect(doc.querySelector('.is-main-image img')?.getAttribute('src')).toContain(`/sandbox-images/suruga-ya/${item.code}/1.svg`);
    expect(all(doc, '.tbl_product_info tr').length).toBeGreaterThan(2);
    const soldDoc = parseHtml((await page(`https://www.suruga-ya.jp/product/other/${sandbox.catalog.codeOf('suruga-ya', sold)}`)).html);
    expect(soldDoc.querySelector('.waitbtn')).not.toBeNull();
    expect(soldDoc.querySelector('.btn_buy, .cart1')).toBeNull();
    expect((await page('https://www.suruga-ya.jp/product/detail/000000000')).status).toBe(404);
  });
});

describe('Suruga-ya pages read by the adapter', () => {
  it('gives the product its top category from the カテゴリ row, and the search its cards', async () => {
    const adapter = createSurugayaAdapter({ fetch: sandbox.fetch, cache: null, limits: { minIntervalMs: 0, retries: 0 } });
    for (let index = 0; index < 5; index += 1) {
      const item = sandbox.catalog.item('suruga-ya', index);
      const top = item.categoryPath[0];
      const product = await adapter.item(item.code);
      expect(product?.title).toBe(item.title);
      expect(product?.attributes['カテゴリ']).toBe(item.categoryPath.map((c) => c.name).join(' > '));
      expect(product?.categoryPath).toEqual([{ id: top?.id, name: top?.name }]);
      expect(product?.categoryId).toBe(top?.id);
    }
    const page = await adapter.search({ categoryId: '7', onlyAvailable: false, pageSize: 24 });
    expect(page.items).toHaveLength(24);
    // In stock only (the default): the site's own filter, so pages of 20 are full and add up to the total.
    const inStock = await adapter.search({ categoryId: '7' });
    expect(inStock.items).toHaveLength(20);
    expect(inStock.items.every((item) => item.available)).toBe(true);
    const pages = Math.ceil(inStock.total / 20);
    let count = 0;
    for (let n = 1; n <= pages; n += 1) count += (await adapter.search({ categoryId: '7', page: n })).items.length;
    expect(count).toBe(inStock.total);
  });
});
