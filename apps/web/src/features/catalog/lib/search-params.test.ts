import { describe, expect, it } from 'vitest';
import { exploreProductFromSlug, readSiteSearchQuery } from './search-params';

describe('site search query', () => {
  it('normalises the keyword and reads category and auto-translate', () => {
    const q = readSiteSearchQuery(new URLSearchParams('keyword=%20%20game%20%20boy%20&category=7&__auto_translate_keyword=off'));
    expect(q).toEqual({ keyword: 'game boy', trimmed: true, category: '7', autoTranslate: 'off' });
  });

  it('defaults auto-translate to auto and ignores unknown modes', () => {
    expect(readSiteSearchQuery(new URLSearchParams('keyword=a&__auto_translate_keyword=maybe')).autoTranslate).toBe('auto');
    expect(readSiteSearchQuery(new URLSearchParams('')).keyword).toBe('');
  });

  it('reads the explore product from /{product}-go', () => {
    expect(exploreProductFromSlug('iphone-go')).toBe('iphone');
    expect(exploreProductFromSlug('nintendo-switch-go')).toBe('nintendo switch');
    expect(exploreProductFromSlug('about')).toBeNull();
    expect(exploreProductFromSlug('-go')).toBeNull();
  });
});
