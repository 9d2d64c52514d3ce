import { describe, expect, it } from 'vitest';
import { originalListingUrl, originalSearchUrl } from './marketplace-links';

describe('original listing links', () => {
  it('derives the marketplace URL from our item code', () => {
    expect(originalListingUrl('auction', 'x123456789')).toBe('https://auctions.yahoo.co.jp/jp/auction/x123456789');
    expect(originalListingUrl('mercari', 'm12345678901')).toBe('https://jp.mercari.com/item/m12345678901');
    expect(originalListingUrl('mercari', 'aBcDeFgHiJkLmNoPqRsTuV', 'mers')).toBe('https://jp.mercari.com/shops/product/aBcDeFgHiJkLmNoPqRsTuV');
    expect(originalListingUrl('rakuten', 'shop:item-1')).toBe('https://item.rakuten.co.jp/shop/item-1/');
    expect(originalListingUrl('shopping', 'store_abc123')).toBe('https://store.shopping.yahoo.co.jp/store/abc123.html');
    expect(originalListingUrl('paypay', 'z123456789')).toBe('https://paypayfleamarket.yahoo.co.jp/item/z123456789');
    expect(originalListingUrl('suruga-ya', '123000456')).toBe('https://www.suruga-ya.jp/product/detail/123000456');
  });

  it('gives up on codes it cannot map safely', () => {
    expect(originalListingUrl('auction', '../../evil')).toBeNull();
    expect(originalListingUrl('rakuten', 'no-colon')).toBeNull();
    expect(originalListingUrl('paypay', 'm123')).toBeNull();
    expect(originalListingUrl('suruga-ya', 'a/b')).toBeNull();
  });

  it('encodes keywords in search links', () => {
    expect(originalSearchUrl('mercari', 'ポケモン カード')).toBe('https://jp.mercari.com/search?keyword=%E3%83%9D%E3%82%B1%E3%83%A2%E3%83%B3%20%E3%82%AB%E3%83%BC%E3%83%89');
    expect(originalSearchUrl('suruga-ya', 'zelda', '7')).toBe('https://www.suruga-ya.jp/search?category=7&search_word=zelda');
  });
});
