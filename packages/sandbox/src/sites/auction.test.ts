// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { all, nextData, parseHtml, testSandbox, T0 } from '../test-helpers.ts';

const { sandbox, clock } = testSandbox();
const SEARCH = 'https://auctions.yahoo.co.jp/search/search';

async function page(url: string): Promise<{ status: number; html: string }> {
  const res = await sandbox.fetch(url);
  return { status: res.status, html: await res.text() };
}

function cards(html: string) {
  const doc = parseHtml(html);
  return all(doc, 'li.Product').map((li) => {
    const bonus = li.querySelector('div.Product__bonus');
    const link = li.querySelector('a.Product__titleLink');
    return {
      id: bonus?.getAttribute('data-auction-id') ?? '',
      price: Number(bonus?.getAttribute('data-auction-price')),
      buyNow: Number(bonus?.getAttribute('data-auction-buynowprice')),
      start: Number(bonus?.getAttribute('data-auction-startprice')),
      end: Number(bonus?.getAttribute('data-auction-endtime')),
      seller: bonus?.getAttribute('data-auction-sellerid') ?? '',
      path: bonus?.getAttribute('data-auction-categoryidpath') ?? '',
      store: bonus?.getAttribute('data-auction-isshoppingitem'),
      title: link?.getAttribute('data-auction-title') ?? '',
      href: link?.getAttribute('href') ?? '',
      bids: Number(li.querySelector('.Product__bid')?.textContent),
    };
  });
}

function total(html: string): number {
  return Number((parseHtml(html).querySelector('.SearchMode__result .Tab__subText')?.textContent ?? '').replace(/[^\d]/g, ''));
}

describe('Yahoo Auctions search page', () => {
  it('lists open auctions as li.Product cards with data-auction-* attributes that agree with the auction', async () => {
    clock.set(T0);
    const { status, html } = await page(`${SEARCH}?p=&auccat=25464&n=20`);
    expect(status).toBe(200);
    const list = cards(html);
    expect(list).toHaveLength(20);
    expect(total(html)).toBeGreaterThan(20);
    for (const c of list.slice(0, 10)) {
      const a = sandbox.control.getAuction(c.id);
      expect(a).toMatchObject({ status: 'open', currentPriceJpy: c.price, startPriceJpy: c.start, bidCount: c.bids });
      expect(c.end).toBe(Math.floor((a?.endTimeMs ?? 0) / 1000));
      expect(c.buyNow).toBe(a?.buyNowPriceJpy ?? 0);
      expect(c.path.startsWith('0,25464,')).toBe(true);
      expect(c.href).toBe(`https://page.auctions.yahoo.co.jp/jp/auction/${c.id}`);
    }
  });

  it('pages with b and n, sorts and filters', async () => {
    const p1 = cards((await page(`${SEARCH}?auccat=23000&n=20&b=1`)).html);
    const p2 = cards((await page(`${SEARCH}?auccat=23000&n=20&b=21`)).html);
    expect(new Set([...p1, ...p2].map((c) => c.id)).size).toBe(40);
    const ending = cards((await page(`${SEARCH}?auccat=23000&n=50&s1=end&o1=a`)).html);
    expect([...ending.map((c) => c.end)].sort((a, b) => a - b)).toEqual(ending.map((c) => c.end));
    const priced = cards((await page(`${SEARCH}?auccat=23000&n=50&s1=cbids&o1=d&aucminprice=1000&aucmaxprice=30000`)).html);
    expect(priced.every((c) => c.price >= 1000 && c.price <= 30000)).toBe(true);
    expect([...priced.map((c) => c.price)].sort((a, b) => b - a)).toEqual(priced.map((c) => c.price));
    const fixed = cards((await page(`${SEARCH}?n=50&fixed=1`)).html);
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((c) => c.buyNow === c.start && c.buyNow > 0)).toBe(true);
    const seller = p1[0]?.seller ?? '';
    const bySeller = cards((await page(`${SEARCH}?seller=${seller}&n=50`)).html);
    expect(bySeller.length).toBeGreaterThan(0);
    expect(bySeller.every((c) => c.seller === seller)).toBe(true);
    const kw = cards((await page(`${SEARCH}?p=${encodeURIComponent('ガンダム')}&n=50`)).html);
    expect(kw.length).toBeGreaterThan(0);
    expect(kw.every((c) => c.title.includes('ガンダム'))).toBe(true);
    const none = await page(`${SEARCH}?p=${encodeURIComponent('存在しない言葉xyz')}`);
    expect(total(none.html)).toBe(0);
    expect(cards(none.html)).toHaveLength(0);
  });

  it('shows auctions created through the control API', async () => {
    const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: 900, startPriceJpy: 1_200, title: '限定 テスト出品 フィギュア' });
    const list = cards((await page(`${SEARCH}?p=${encodeURIComponent('テスト出品')}`)).html);
    expect(list.map((c) => c.id)).toEqual([code]);
  });
});

describe('Yahoo Auctions item page', () => {
  it('carries the item in __NEXT_DATA__ with the research §3.3 fields', async () => {
    clock.set(T0);
    const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: 3_600, startPriceJpy: 8_100, buyNowPriceJpy: 20_000, store: true });
    sandbox.control.placeBid(code, { bidderId: 'buyer-1', maxPriceJpy: 9_000 });
    sandbox.control.rivalBid(code, { maxPriceJpy: 8_500, bidderId: 'buyer-2' });
    const { status, html } = await page(`https://auctions.yahoo.co.jp/jp/auction/${code}`);
    expect(status).toBe(200);
    const data = nextData(html) as { props: { pageProps: { initialState: { item: { detail: { item: Record<string, unknown> } } } } } };
    const item = data.props.pageProps.initialState.item.detail.item;
    expect(item).toMatchObject({
      auctionId: code,
      price: 8_750,
      taxinPrice: 9_625,
      initPrice: 8_100,
      taxinStartPrice: 8_910,
      bidorbuy: 20_000,
      taxinBidorbuy: 22_000,
      taxRate: 10,
      bids: 2,
      status: 'open',
      isAutomaticExtension: true,
      endTime: '2026-06-01T13:00:00+09:00',
      startTime: '2026-06-01T12:00:00+09:00',
      quantity: 1,
    });
    for (const key of ['title', 'descriptionHtml', 'isEarlyClosing', 'conditionName', 'img', 'category', 'chargeForShipping']) expect(item).toHaveProperty(key);
    expect(item['seller']).toMatchObject({ isStore: true, aucUserId: expect.any(String), displayName: expect.any(String), rating: expect.any(Object) });
    expect((item['category'] as { path: unknown[] }).path.length).toBeGreaterThan(1);
    expect(['seller', 'winner']).toContain(item['chargeForShipping']);
    clock.set(T0 + 2 * 3_600_000);
    const closed = nextData((await page(`https://auctions.yahoo.co.jp/jp/auction/${code}`)).html) as typeof data;
    expect(closed.props.pageProps.initialState.item.detail.item).toMatchObject({ status: 'closed', winner: { aucUserId: 'buyer-1' } });
    clock.set(T0);
  });

  it('answers 404 for an unknown auction and serves seller pages', async () => {
    expect((await page('https://auctions.yahoo.co.jp/jp/auction/x1234567890')).status).toBe(404);
    const first = cards((await page(`${SEARCH}?n=20`)).html)[0];
    const seller = await page(`https://auctions.yahoo.co.jp/seller/${first?.seller}`);
    expect(seller.status).toBe(200);
    const state = nextData(seller.html) as { props: { pageProps: { initialState: { seller: Record<string, unknown> } } } };
    expect(state.props.pageProps.initialState.seller).toMatchObject({ aucUserId: first?.seller, itemCount: expect.any(Number) });
    expect((await page('https://auctions.yahoo.co.jp/seller/nobody_here')).status).toBe(404);
  });
});
