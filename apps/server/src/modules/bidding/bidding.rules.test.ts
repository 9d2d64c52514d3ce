import { describe, expect, it } from 'vitest';
import type { AuctionSnapshot } from './bidding.placer.ts';
import { auctionState, checkMaximum, incrementTable, leadSeconds, minimumBidJpy, rejectionCode, snipeTime } from './bidding.rules.ts';

const NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

function snapshot(over: Partial<AuctionSnapshot> = {}): AuctionSnapshot {
  return {
    site: 'auction',
    code: 'x100',
    title: 'テスト',
    imageUrl: null,
    status: 'open',
    currentPriceJpy: 1_000,
    currentPriceTaxInJpy: 1_000,
    startPriceJpy: 1_000,
    buyNowPriceJpy: null,
    minNextBidJpy: 1_000,
    bidCount: 0,
    endTimeMs: NOW + 3_600_000,
    autoExtension: true,
    taxRate: 0,
    highestBidderId: null,
    winnerId: null,
    ...over,
  };
}

describe('minimum bid (research §7.1)', () => {
  it('is the start price while nobody bid, else current + the increment of the current band', () => {
    expect(minimumBidJpy(snapshot())).toBe(1_000);
    expect(minimumBidJpy(snapshot({ bidCount: 1, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(1_100);
    expect(minimumBidJpy(snapshot({ currentPriceJpy: 999, bidCount: 3, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(1_009);
    expect(minimumBidJpy(snapshot({ currentPriceJpy: 5_000, bidCount: 3, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(5_250);
    expect(minimumBidJpy(snapshot({ currentPriceJpy: 10_000, bidCount: 3, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(10_500);
    expect(minimumBidJpy(snapshot({ currentPriceJpy: 50_000, bidCount: 3, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(51_000);
  });

  it('publishes the same table the rules apply', () => {
    for (const band of incrementTable) {
      const price = band.from_jpy;
      expect(minimumBidJpy(snapshot({ currentPriceJpy: price, bidCount: 1, highestBidderId: 'r', minNextBidJpy: 0 }))).toBe(price + band.step_jpy);
    }
  });
});

describe('checkMaximum', () => {
  const opts = { nowMs: NOW, site: 'auction' as const, bidderId: 'kaimono-me' };

  it('accepts any yen amount at or above the minimum (¥1,100 or ¥1,101)', () => {
    const a = snapshot({ bidCount: 1, highestBidderId: 'r', minNextBidJpy: 1_100 });
    expect(checkMaximum(a, 1_100, opts).ok).toBe(true);
    expect(checkMaximum(a, 1_101, opts).ok).toBe(true);
    const low = checkMaximum(a, 1_099, opts);
    expect(low).toMatchObject({ ok: false, code: 'BID_BELOW_MINIMUM', status: 400 });
    expect(!low.ok && low.message).toBe('Giá tối đa phải từ ¥1,100 trở lên (giá hiện tại ¥1,000, bước giá ¥100).');
  });

  it('refuses ended auctions, bad amounts and amounts above the site maximum', () => {
    expect(checkMaximum(snapshot({ status: 'closed' }), 2_000, opts)).toMatchObject({ ok: false, code: 'BID_AUCTION_ENDED', status: 409 });
    expect(checkMaximum(snapshot({ endTimeMs: NOW }), 2_000, opts)).toMatchObject({ ok: false, code: 'BID_AUCTION_ENDED' });
    expect(checkMaximum(snapshot(), 0, opts)).toMatchObject({ ok: false, code: 'BID_PRICE_INVALID' });
    expect(checkMaximum(snapshot(), 1.5, opts)).toMatchObject({ ok: false, code: 'BID_PRICE_INVALID' });
    expect(checkMaximum(snapshot({ site: 'mercari' }), 10_000_000, { ...opts, site: 'mercari' })).toMatchObject({ ok: false, code: 'BID_ABOVE_SITE_MAXIMUM' });
    expect(checkMaximum(snapshot(), 2_000, { ...opts, sellerId: 'kaimono-me' })).toMatchObject({ ok: false, code: 'BID_SELLER_CANNOT_BID' });
  });

  it('when we lead, a raise only has to exceed our own maximum', () => {
    const a = snapshot({ currentPriceJpy: 1_000, bidCount: 1, highestBidderId: 'kaimono-me', minNextBidJpy: 1_100 });
    expect(checkMaximum(a, 1_050, { ...opts, ownMaxJpy: 1_040 }).ok).toBe(true);
    expect(checkMaximum(a, 1_040, { ...opts, ownMaxJpy: 1_040 })).toMatchObject({ ok: false, code: 'BID_NOT_ABOVE_OWN_MAXIMUM' });
  });
});

describe('snipes', () => {
  it('fire at the end minus the lead; too late when that is less than 2 s away', () => {
    expect(snipeTime(NOW + 60_000, 10, NOW)).toEqual({ ok: true, atMs: NOW + 50_000 });
    expect(snipeTime(NOW + 12_000, 10, NOW)).toEqual({ ok: true, atMs: NOW + 2_000 });
    expect(snipeTime(NOW + 11_999, 10, NOW)).toMatchObject({ ok: false, code: 'BID_SNIPE_TOO_LATE' });
  });

  it('lead defaults to 10 s and stays within 3..600 s', () => {
    expect(leadSeconds(undefined)).toBe(10);
    expect(leadSeconds(1)).toBe(3);
    expect(leadSeconds(10_000)).toBe(600);
    expect(leadSeconds(42)).toBe(42);
  });
});

describe('auction state and refusals', () => {
  it('maps the marketplace refusals to our codes', () => {
    expect(auctionState(snapshot(), NOW).ok).toBe(true);
    expect(rejectionCode('auction_closed')).toBe('BID_AUCTION_ENDED');
    expect(rejectionCode('below_minimum_bid')).toBe('BID_BELOW_MINIMUM');
    expect(rejectionCode('not_found')).toBe('BID_AUCTION_NOT_FOUND');
    expect(rejectionCode('something new')).toBe('BID_FAILED');
  });
});
