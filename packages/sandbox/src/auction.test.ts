import { describe, expect, it } from 'vitest';
import { applyBid, bidIncrementJpy, minNextBidJpy, openState, withTax, type AuctionRules } from './auction.ts';
import { Flag } from './catalog.ts';
import { mercariFetch, T0, testSandbox } from './test-helpers.ts';

const MIN = 60_000;

function rules(over: Partial<AuctionRules> = {}): AuctionRules {
  return {
    startMs: 0,
    endMs: 60 * MIN,
    startPriceJpy: 4_000,
    buyNowPriceJpy: null,
    autoExtension: true,
    earlyClosing: false,
    sellerId: 'seller',
    maxBidJpy: 999_999_999,
    taxRate: 0,
    ...over,
  };
}

describe('bid increments (入札単位)', () => {
  it('follows the Yahoo table by band of the current price', () => {
    const cases: Array<[number, number]> = [
      [1, 10], [999, 10], [1_000, 100], [4_999, 100], [5_000, 250], [9_999, 250],
      [10_000, 500], [49_999, 500], [50_000, 1_000], [1_000_000, 1_000],
    ];
    for (const [price, inc] of cases) expect(bidIncrementJpy(price)).toBe(inc);
  });

  it('lets the first bid be the start price, later ones current + increment', () => {
    expect(minNextBidJpy(1_000, false)).toBe(1_000);
    expect(minNextBidJpy(1_000, true)).toBe(1_100);
    expect(minNextBidJpy(9_800, true)).toBe(10_050);
  });
});

describe('proxy bidding engine', () => {
  it('keeps the price at the start price for the first bid, then raises one increment over the loser (research example)', () => {
    const s = openState(rules());
    expect(applyBid(s, { atMs: MIN, bidderId: 'you', maxPriceJpy: 5_000 })).toBeNull();
    expect(s.currentPriceJpy).toBe(4_000);
    expect(s.highestBidderId).toBe('you');
    expect(applyBid(s, { atMs: 2 * MIN, bidderId: 'rival', maxPriceJpy: 4_500 })).toBeNull();
    expect(s.currentPriceJpy).toBe(4_600);
    expect(s.highestBidderId).toBe('you');
    expect(s.bidCount).toBe(2);
    expect(s.history.at(-1)).toMatchObject({ bidderId: 'you', amountJpy: 4_600, automatic: true });
  });

  it('hands the lead to a higher maximum at the old maximum plus one increment', () => {
    const s = openState(rules());
    applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 5_000 });
    applyBid(s, { atMs: 2 * MIN, bidderId: 'b', maxPriceJpy: 8_000 });
    expect(s.highestBidderId).toBe('b');
    expect(s.currentPriceJpy).toBe(5_250);
    applyBid(s, { atMs: 3 * MIN, bidderId: 'a', maxPriceJpy: 7_999 });
    expect(s.highestBidderId).toBe('b');
    expect(s.currentPriceJpy).toBe(8_000);
  });

  it('lets the earlier bidder keep the lead on equal maxima', () => {
    const s = openState(rules());
    applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 6_000 });
    expect(applyBid(s, { atMs: 2 * MIN, bidderId: 'b', maxPriceJpy: 6_000 })).toBeNull();
    expect(s.highestBidderId).toBe('a');
    expect(s.currentPriceJpy).toBe(6_000);
  });

  it('rejects low bids, seller bids, bad amounts, and lowering or repeating your own maximum', () => {
    const s = openState(rules());
    expect(applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 3_990 })).toBe('below_minimum_bid');
    expect(applyBid(s, { atMs: MIN, bidderId: 'seller', maxPriceJpy: 9_000 })).toBe('seller_cannot_bid');
    expect(applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 4_000.5 })).toBe('invalid_amount');
    expect(applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 4_000 })).toBeNull();
    expect(applyBid(s, { atMs: MIN, bidderId: 'b', maxPriceJpy: 4_050 })).toBe('below_minimum_bid');
    expect(applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 4_000 })).toBe('not_above_own_maximum');
    expect(applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 9_000 })).toBeNull();
    expect(s.currentPriceJpy).toBe(4_000);
    expect(s.bidCount).toBe(2);
  });

  it('extends by 5 minutes only for a price-raising bid in the last 5 minutes', () => {
    const s = openState(rules());
    const end = 60 * MIN;
    applyBid(s, { atMs: end - 3 * MIN, bidderId: 'a', maxPriceJpy: 5_000 });
    expect(s.endMs).toBe(end); // first bid: price stays at the start price
    applyBid(s, { atMs: end - 10 * MIN, bidderId: 'x', maxPriceJpy: 4_100 });
    expect(s.endMs).toBe(end);
    applyBid(s, { atMs: end - 2 * MIN, bidderId: 'b', maxPriceJpy: 4_500 });
    expect(s.currentPriceJpy).toBe(4_600);
    expect(s.endMs).toBe(end + 5 * MIN);
    applyBid(s, { atMs: end + 4 * MIN, bidderId: 'b', maxPriceJpy: 6_000 });
    expect(s.endMs).toBe(end + 10 * MIN);
    expect(s.highestBidderId).toBe('b');
    applyBid(s, { atMs: end + 9 * MIN, bidderId: 'b', maxPriceJpy: 7_000 }); // the leader raises its own max: no price change
    expect(s.currentPriceJpy).toBe(5_250); // a's 5,000 + the 5,000-band increment
    expect(s.endMs).toBe(end + 10 * MIN);
    expect(applyBid(s, { atMs: end + 10 * MIN, bidderId: 'c', maxPriceJpy: 99_000 })).toBe('auction_closed');
  });

  it('does not extend when automatic extension is off', () => {
    const s = openState(rules({ autoExtension: false }));
    applyBid(s, { atMs: 58 * MIN, bidderId: 'a', maxPriceJpy: 5_000 });
    applyBid(s, { atMs: 59 * MIN, bidderId: 'b', maxPriceJpy: 4_500 });
    expect(s.endMs).toBe(60 * MIN);
  });

  it('ends at once at the buy-now price', () => {
    const s = openState(rules({ buyNowPriceJpy: 9_000 }));
    applyBid(s, { atMs: MIN, bidderId: 'a', maxPriceJpy: 5_000 });
    expect(applyBid(s, { atMs: 2 * MIN, bidderId: 'b', maxPriceJpy: 9_000 })).toBeNull();
    expect(s.closedEarly).toBe(true);
    expect(s.currentPriceJpy).toBe(9_000);
    expect(s.highestBidderId).toBe('b');
    expect(s.endMs).toBe(2 * MIN);
    expect(applyBid(s, { atMs: 2 * MIN, bidderId: 'c', maxPriceJpy: 9_500 })).toBe('auction_closed');
  });

  it('computes tax-included amounts for store listings', () => {
    expect(withTax(8_100, 10)).toBe(8_910);
    expect(withTax(8_100, 0)).toBe(8_100);
  });
});

describe('control API', () => {
  it('creates an auction that takes bids, extends, closes and names the winner', () => {
    const { sandbox, clock } = testSandbox();
    const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 1_000, buyNowPriceJpy: 50_000 });
    expect(code).toMatch(/^[a-z]\d{10}$/);
    let info = sandbox.control.getAuction(code);
    expect(info).toMatchObject({ status: 'open', currentPriceJpy: 1_000, bidCount: 0, buyNowPriceJpy: 50_000, winnerId: null });
    const first = sandbox.control.placeBid(code, { bidderId: 'kaimono-1', maxPriceJpy: 3_000 });
    expect(first).toMatchObject({ accepted: true, currentPriceJpy: 1_000, highestBidderId: 'kaimono-1', isHighestBidder: true, bidCount: 1 });
    clock.advance(7 * MIN);
    const rival = sandbox.control.rivalBid(code, { maxPriceJpy: 2_000, bidderId: 'rival-a' });
    expect(rival).toMatchObject({ accepted: true, currentPriceJpy: 2_100, highestBidderId: 'kaimono-1' });
    expect(rival.endTimeMs).toBe(T0 + 15 * MIN); // 10 min + 5 min extension
    const low = sandbox.control.placeBid(code, { bidderId: 'rival-b', maxPriceJpy: 2_150 });
    expect(low).toMatchObject({ accepted: false, reason: 'below_minimum_bid', minNextBidJpy: 2_200 });
    clock.advance(9 * MIN);
    info = sandbox.control.getAuction(code);
    expect(info).toMatchObject({ status: 'closed', winnerId: 'kaimono-1', currentPriceJpy: 2_100 });
    expect(sandbox.control.placeBid(code, { bidderId: 'late', maxPriceJpy: 9_000 })).toMatchObject({ accepted: false, reason: 'auction_closed' });
    const history = sandbox.control.bidHistory(code) ?? [];
    expect(history.map((h) => [h.bidderId, h.amountJpy, h.automatic])).toEqual([
      ['kaimono-1', 1_000, false],
      ['rival-a', 2_000, false],
      ['kaimono-1', 2_100, true],
    ]);
  });

  it('ends early at buy-now through the control API', () => {
    const { sandbox } = testSandbox();
    const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: 3_600, startPriceJpy: 500, buyNowPriceJpy: 4_000 });
    const r = sandbox.control.placeBid(code, { bidderId: 'me', maxPriceJpy: 4_000 });
    expect(r).toMatchObject({ accepted: true, status: 'closed', currentPriceJpy: 4_000, endTimeMs: T0 });
    expect(sandbox.control.getAuction(code)).toMatchObject({ winnerId: 'me', endedByBuyNow: true });
  });

  it('answers not_found for unknown codes and refuses bad auctions', () => {
    const { sandbox } = testSandbox();
    expect(sandbox.control.placeBid('x1234567890', { bidderId: 'me', maxPriceJpy: 100 })).toMatchObject({ accepted: false, reason: 'not_found' });
    expect(sandbox.control.getAuction('x1234567890')).toBeNull();
    expect(() => sandbox.control.createAuction({ site: 'auction', endInSeconds: 0, startPriceJpy: 100 })).toThrow(RangeError);
    expect(() => sandbox.control.createAuction({ site: 'auction', endInSeconds: 10, startPriceJpy: 100, buyNowPriceJpy: 50 })).toThrow(RangeError);
  });

  it('runs Mercari auctions and shows them in items/get and search', async () => {
    const { sandbox, clock } = testSandbox();
    const { code } = sandbox.control.createAuction({ site: 'mercari', endInSeconds: 3_600, startPriceJpy: 3_000, title: 'テスト用 オークション ピカチュウ' });
    expect(code).toMatch(/^m\d{11}$/);
    sandbox.control.placeBid(code, { bidderId: '900000001', maxPriceJpy: 5_000 });
    sandbox.control.rivalBid(code, { maxPriceJpy: 4_000, bidderId: '900000002' });
    const item = (await (await mercariFetch(sandbox, `https://api.mercari.jp/items/get?id=${code}`)).json()) as { data: Record<string, unknown> };
    expect(item.data['price']).toBe(4_100);
    expect(item.data['status']).toBe('on_sale');
    expect(item.data['auction_info']).toMatchObject({ total_bids: 2, highest_bid: 4_100, initial_price: 3_000, state: 'open', expected_end_time: Math.floor((T0 + 3_600_000) / 1000) });
    const search = (await (await mercariFetch(sandbox, 'https://api.mercari.jp/v2/entities:search', { searchCondition: { keyword: 'テスト用 オークション' } })).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(search.items).toHaveLength(1);
    expect(search.items[0]).toMatchObject({ id: code, price: '4100', auction: { totalBid: '2', highestBid: '4100', bidDeadline: new Date(T0 + 3_600_000).toISOString().replace('.000', '') } });
    clock.advance(2 * 3_600_000);
    const closed = (await (await mercariFetch(sandbox, `https://api.mercari.jp/items/get?id=${code}`)).json()) as { data: Record<string, unknown> };
    expect(closed.data['status']).toBe('trading');
    expect(closed.data['auction_info']).toMatchObject({ state: 'closed', winner_id: '900000001' });
  });

  it('bids on store auctions in tax-excluded yen and reports the tax-included price', () => {
    const { sandbox } = testSandbox();
    const { code } = sandbox.control.createAuction({ site: 'auction', endInSeconds: 600, startPriceJpy: 8_100, store: true });
    const r = sandbox.control.placeBid(code, { bidderId: 'me', maxPriceJpy: 9_000 });
    expect(r).toMatchObject({ currentPriceJpy: 8_100, currentPriceTaxInJpy: 8_910 });
  });
});

describe('catalog auctions', () => {
  it('rise over time, end with winners, and are relisted under a new code', () => {
    const { sandbox, clock } = testSandbox();
    const { catalog } = sandbox;
    let rose = 0;
    let winners = 0;
    let closedSeen = 0;
    for (let i = 0; i < 300; i += 1) {
      clock.set(T0);
      const code = codeNow(sandbox, i);
      const a = sandbox.control.getAuction(code);
      expect(a?.status === 'open' || a?.endedByBuyNow).toBe(true);
      const before = a?.currentPriceJpy ?? 0;
      clock.set(T0 + 8 * 86_400_000);
      const later = sandbox.control.getAuction(code);
      expect(later?.status).toBe('closed');
      closedSeen += 1;
      expect(later?.currentPriceJpy ?? 0).toBeGreaterThanOrEqual(before);
      if ((later?.currentPriceJpy ?? 0) > before) rose += 1;
      if (later?.winnerId) winners += 1;
      expect(codeNow(sandbox, i)).not.toBe(code);
      expect(catalog.flagsOf('auction', i) & Flag.Auction).toBeTruthy();
    }
    expect(closedSeen).toBe(300);
    expect(rose).toBeGreaterThan(100);
    expect(winners / 300).toBeGreaterThan(0.7);
  });

  it('are the same in two sandboxes with the same seed and clock', () => {
    const a = testSandbox().sandbox;
    const b = testSandbox().sandbox;
    for (let i = 0; i < 50; i += 1) expect(b.control.getAuction(codeNow(b, i))).toEqual(a.control.getAuction(codeNow(a, i)));
  });

  it('accept our bids alongside the scheduled rivals', () => {
    const { sandbox } = testSandbox();
    const code = codeNow(sandbox, 3);
    const before = sandbox.control.getAuction(code);
    if (!before || before.status !== 'open') return;
    const r = sandbox.control.placeBid(code, { bidderId: 'kaimono-9', maxPriceJpy: before.minNextBidJpy + 1_000_000 });
    expect(r.accepted).toBe(true);
    expect(r.highestBidderId).toBe('kaimono-9');
    expect(sandbox.control.getAuction(code)?.highestBidderId).toBe('kaimono-9');
  });
});

function codeNow(sandbox: ReturnType<typeof testSandbox>['sandbox'], index: number): string {
  return sandbox.currentCode('auction', index);
}

describe('future generations', () => {
  it('are not listed yet', () => {
    const { sandbox } = testSandbox();
    const current = sandbox.currentCode('auction', 7);
    const found = sandbox.catalog.decode('auction', current);
    const next = sandbox.catalog.codeOf('auction', 7, (found?.generation ?? 0) + 1);
    expect(sandbox.control.getAuction(next)).toBeNull();
    expect(sandbox.control.placeBid(next, { bidderId: 'me', maxPriceJpy: 10_000 }).reason).toBe('not_found');
  });
});

describe('search summaries', () => {
  it('agree with the full auction view as the clock moves and bids arrive', () => {
    const { sandbox, clock } = testSandbox();
    const checkAll = () => {
      for (let i = 0; i < 200; i += 1) {
        const info = sandbox.control.getAuction(sandbox.currentCode('auction', i));
        const html = searchFacts(sandbox, i);
        expect(html).toEqual({ price: info?.currentPriceJpy, bids: info?.bidCount, open: info?.status === 'open', end: info?.endTimeMs });
      }
    };
    checkAll();
    clock.advance(3 * 3_600_000);
    checkAll();
    const code = sandbox.currentCode('auction', 5);
    const a = sandbox.control.getAuction(code);
    if (a?.status === 'open') sandbox.control.placeBid(code, { bidderId: 'me', maxPriceJpy: a.minNextBidJpy + 5_000 });
    checkAll();
    clock.advance(2 * 86_400_000);
    checkAll();
  });
});

function searchFacts(sandbox: ReturnType<typeof testSandbox>['sandbox'], index: number) {
  const s = sandbox.auctionSummary('auction', index);
  return { price: s.currentPriceJpy, bids: s.bidCount, open: s.status === 'open', end: s.endMs };
}
