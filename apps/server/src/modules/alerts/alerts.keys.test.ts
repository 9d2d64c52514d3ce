import { describe, expect, it } from 'vitest';
import { keywordKey, queryKey, queryKeyword, tidyKeyword, type AlertQuerySpec } from './alerts.keys.ts';
import { groupMatches, oneTapLinks, type FoundItem } from './alerts.grouping.ts';

const spec = (over: Partial<AlertQuerySpec> = {}): AlertQuerySpec => ({
  site: 'mercari',
  keyword: 'nintendo switch',
  categoryId: null,
  sellerId: null,
  priceMinJpy: null,
  priceMaxJpy: null,
  condition: null,
  listingType: null,
  ...over,
});

describe('query normalisation', () => {
  it('tidies a keyword: NFKC, any spaces collapsed, trimmed, case kept', () => {
    expect(tidyKeyword('  Ｎｉｎｔｅｎｄｏ\u3000 Switch  ')).toBe('Nintendo Switch');
    expect(tidyKeyword('ﾎﾟｹﾓﾝ')).toBe('ポケモン');
  });

  it('gives one key to the same words in any order, case, width or repetition', () => {
    const key = queryKey(spec());
    for (const keyword of ['Switch Nintendo', 'NINTENDO  switch', 'ｎｉｎｔｅｎｄｏ switch switch']) expect(queryKey(spec({ keyword }))).toBe(key);
    expect(keywordKey(null)).toBe('');
    expect(queryKeyword('  B a ')).toBe('a b');
    expect(queryKeyword('   ')).toBeNull();
  });

  it('tells apart every field that changes what the site lists', () => {
    const key = queryKey(spec());
    const others = [
      spec({ site: 'paypay' }),
      spec({ keyword: 'nintendo switch lite' }),
      spec({ categoryId: '7' }),
      spec({ sellerId: 'abc' }),
      spec({ priceMinJpy: 0 }),
      spec({ priceMaxJpy: 5000 }),
      spec({ condition: 'used' }),
      spec({ listingType: 'auction' }),
    ].map(queryKey);
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    // Fields cannot bleed into each other (a keyword holding the separator of another field).
    expect(queryKey(spec({ keyword: 'a', categoryId: 'b' }))).not.toBe(queryKey(spec({ keyword: 'a b' })));
  });
});

const item = (n: number, over: Partial<FoundItem> = {}): FoundItem => ({
  site: 'mercari',
  code: `m${n}`,
  title: `商品${n}`,
  titleVi: n % 2 ? `Sản phẩm ${n}` : null,
  priceJpy: 1000 * n,
  priceVnd: 180_000 * n,
  imageUrl: null,
  path: `/mercari/item/m${n}`,
  isAuction: false,
  ...over,
});
const money = { jpy: (n: number) => `¥${n}`, vnd: (n: number) => `${n} ₫` };

describe('grouping into one notification', () => {
  it('names up to five items (Vietnamese title when there is one, yen and dong), counts the rest', () => {
    const notice = groupMatches('iphone · mercari', [1, 2, 3, 4, 5, 6, 7].map((n) => item(n)), money);
    expect(notice.total).toBe(7);
    expect(notice.title).toBe('Tìm kiếm “iphone · mercari”: 7 sản phẩm mới');
    const lines = notice.body.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('• Sản phẩm 1 — ¥1000 (~180000 ₫)');
    expect(lines[1]).toBe('• 商品2 — ¥2000 (~360000 ₫)');
    expect(lines[5]).toBe('… và 2 sản phẩm khác');
  });

  it('deduplicates the same listing found by two queries of one saved search', () => {
    const notice = groupMatches('x', [item(1), item(2), item(1), item(2, { site: 'auction' })], money);
    expect(notice.total).toBe(3);
    expect(notice.items.map((i) => `${i.site}:${i.code}`)).toEqual(['mercari:m1', 'mercari:m2', 'auction:m2']);
  });

  it('caps the items carried in the data at ten', () => {
    expect(groupMatches('x', Array.from({ length: 40 }, (_, i) => item(i + 1)), money).items).toHaveLength(10);
  });

  it('one tap: auctions open the bid dialog, fixed-price items add to the cart', () => {
    expect(oneTapLinks({ path: '/auction/item/x1', isAuction: true })).toEqual({ path: '/auction/item/x1', bidPath: '/auction/item/x1?action=bid', cartPath: null });
    expect(oneTapLinks({ path: '/mercari/item/s1?type=mers', isAuction: false })).toEqual({
      path: '/mercari/item/s1?type=mers',
      bidPath: null,
      cartPath: '/mercari/item/s1?type=mers&action=cart',
    });
  });
});
