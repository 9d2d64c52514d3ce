import { describe, expect, it } from 'vitest';
import {
  emptySearchQuery,
  exploreProductFromSlug,
  hasSearchSubject,
  parseYen,
  readSiteSearchQuery,
  toApiQuery,
  writeSiteSearchQuery,
  type SiteSearchQuery,
} from './search-params';

describe('site search query', () => {
  it('normalises the keyword and reads category and auto-translate', () => {
    const q = readSiteSearchQuery(new URLSearchParams('keyword=%20%20game%20%20boy%20&category=7&__auto_translate_keyword=off'));
    expect(q).toEqual(emptySearchQuery({ keyword: 'game boy', trimmed: true, category: '7', autoTranslate: 'off' }));
  });

  it('defaults auto-translate to auto and ignores unknown values', () => {
    const q = readSiteSearchQuery(new URLSearchParams('keyword=a&__auto_translate_keyword=maybe&sort=cheapest&condition=broken&listing_type=x&page=-2&price_min=abc&category=../x'));
    expect(q).toEqual(emptySearchQuery({ keyword: 'a' }));
    expect(readSiteSearchQuery(new URLSearchParams('')).keyword).toBe('');
  });

  it('reads every filter from the URL', () => {
    const q = readSiteSearchQuery(
      new URLSearchParams('keyword=zelda&category=123&price_min=1000&price_max=5000&condition=used&listing_type=auction&sort=ending_soon&page=3&seller_id=s-1'),
    );
    expect(q).toEqual({
      keyword: 'zelda',
      trimmed: false,
      category: '123',
      autoTranslate: 'auto',
      priceMin: 1000,
      priceMax: 5000,
      condition: 'used',
      listingType: 'auction',
      sort: 'ending_soon',
      page: 3,
      sellerId: 's-1',
    });
  });

  it('swaps a reversed price range and caps the page at 100', () => {
    const q = readSiteSearchQuery(new URLSearchParams('price_min=9000&price_max=100&page=250'));
    expect([q.priceMin, q.priceMax, q.page]).toEqual([100, 9000, 100]);
  });

  it('round-trips filters ⇄ URL, leaving defaults out', () => {
    const queries: SiteSearchQuery[] = [
      emptySearchQuery({ keyword: 'nintendo switch' }),
      emptySearchQuery({ keyword: 'ポケモン', autoTranslate: 'off', sort: 'price_asc', page: 2 }),
      emptySearchQuery({ category: '7', priceMin: 0, priceMax: 30000, condition: 'new' }),
      emptySearchQuery({ keyword: 'seiko', autoTranslate: 'on', listingType: 'fixed', sort: 'most_bids', sellerId: 'store_1', priceMax: 1_000_000_000 }),
    ];
    for (const query of queries) {
      const url = writeSiteSearchQuery(query);
      expect(readSiteSearchQuery(new URLSearchParams(url.toString()))).toEqual(query);
    }
    expect(writeSiteSearchQuery(emptySearchQuery({ keyword: 'a' })).toString()).toBe('keyword=a');
    expect(writeSiteSearchQuery(emptySearchQuery({ keyword: 'a', priceMin: 0 })).toString()).toBe('keyword=a&price_min=0');
  });

  it('turns the URL search into the API query', () => {
    const q = readSiteSearchQuery(new URLSearchParams('keyword=zelda&price_max=5000&listing_type=fixed&page=2'));
    expect(toApiQuery(q, 20)).toEqual({
      keyword: 'zelda',
      __auto_translate_keyword: 'auto',
      category: undefined,
      seller_id: undefined,
      price_min: undefined,
      price_max: 5000,
      condition: undefined,
      listing_type: 'fixed',
      sort: 'relevance',
      page: 2,
      size: 20,
    });
  });

  it('lists when anything is asked for, not for a bare URL', () => {
    expect(hasSearchSubject(emptySearchQuery())).toBe(false);
    expect(hasSearchSubject(emptySearchQuery({ category: '7' }))).toBe(true);
    expect(hasSearchSubject(emptySearchQuery({ sort: 'ending_soon' }))).toBe(true);
  });

  it('parses yen typed by people', () => {
    expect(parseYen('12,000')).toBe(12000);
    expect(parseYen('¥ 3 000')).toBe(3000);
    expect(parseYen('-5')).toBeNull();
    expect(parseYen('1.5e3')).toBeNull();
    expect(parseYen('')).toBeNull();
  });

  it('reads the explore product from /{product}-go', () => {
    expect(exploreProductFromSlug('iphone-go')).toBe('iphone');
    expect(exploreProductFromSlug('nintendo-switch-go')).toBe('nintendo switch');
    expect(exploreProductFromSlug('about')).toBeNull();
    expect(exploreProductFromSlug('-go')).toBeNull();
  });
});
