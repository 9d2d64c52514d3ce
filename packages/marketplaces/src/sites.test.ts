import { describe, expect, it } from 'vitest';
import { isMercariShopsCode, isSiteCode, listingUrl, siteCodes, sites, type SiteCode } from './sites.ts';

describe('sites', () => {
  it('has metadata for every site code', () => {
    for (const code of siteCodes) {
      const info = sites[code];
      expect(info.code).toBe(code);
      expect(info.displayName).not.toBe('');
      expect(info.japaneseName).not.toBe('');
      expect(new URL(info.homeUrl).protocol).toBe('https:');
    }
  });

  it('recognises site codes', () => {
    expect(isSiteCode('suruga-ya')).toBe(true);
    expect(isSiteCode('surugaya')).toBe(false);
    expect(isSiteCode(undefined)).toBe(false);
  });

  it('tells Mercari Shops product ids from C2C item ids', () => {
    expect(isMercariShopsCode('YNbLycRUjWa2FYFshcjS9F')).toBe(true);
    expect(isMercariShopsCode('m16944912747')).toBe(false);
  });
});

describe('listingUrl', () => {
  it.each<[SiteCode, string, string]>([
    ['auction', 'x123456789', 'https://auctions.yahoo.co.jp/jp/auction/x123456789'],
    ['shopping', 'hair_haclm352nn', 'https://store.shopping.yahoo.co.jp/hair/haclm352nn.html'],
    ['shopping', 'hair_item_with_underscores', 'https://store.shopping.yahoo.co.jp/hair/item_with_underscores.html'],
    ['mercari', 'm16944912747', 'https://jp.mercari.com/item/m16944912747'],
    ['mercari', 'YNbLycRUjWa2FYFshcjS9F', 'https://jp.mercari.com/shops/product/YNbLycRUjWa2FYFshcjS9F'],
    ['rakuten', 'book:15455735', 'https://item.rakuten.co.jp/book/15455735/'],
    ['paypay', 'z123456789', 'https://paypayfleamarket.yahoo.co.jp/item/z123456789'],
    ['suruga-ya', 'GL511757', 'https://www.suruga-ya.jp/product/detail/GL511757'],
  ])('%s %s', (site, code, url) => {
    expect(listingUrl(site, code)).toBe(url);
  });

  it.each<[SiteCode, string]>([
    ['auction', 'abc'],
    ['shopping', 'noseparator'],
    ['shopping', '_item'],
    ['shopping', 'store_'],
    ['shopping', 'st/ore_item'],
    ['mercari', 'x1'],
    ['mercari', '../../evil'],
    ['rakuten', 'book15455735'],
    ['rakuten', 'book:1/../x'],
    ['paypay', '123456789'],
    ['suruga-ya', '128_000'],
    ['suruga-ya', ''],
  ])('throws RangeError for %s %j', (site, code) => {
    expect(() => listingUrl(site, code)).toThrow(RangeError);
  });
});
