import type { SiteCode } from '@kaimono/contracts';

/**
 * The listing on the marketplace itself, derived from our item code (the code forms of the link
 * resolver, research notes §8). Returns null when the code cannot be turned into a URL safely.
 */
export function originalListingUrl(site: SiteCode, code: string, type?: string | null): string | null {
  const c = code.trim();
  if (!c) return null;
  switch (site) {
    case 'auction':
      return /^[a-z]?\d{8,10}$/i.test(c) ? `https://auctions.yahoo.co.jp/jp/auction/${c}` : null;
    case 'shopping': {
      const at = c.indexOf('_');
      if (at <= 0 || at === c.length - 1) return null;
      const store = c.slice(0, at);
      const item = c.slice(at + 1);
      if (!/^[A-Za-z0-9-]+$/.test(store) || !/^[A-Za-z0-9_.-]+$/.test(item)) return null;
      return `https://store.shopping.yahoo.co.jp/${store}/${item}.html`;
    }
    case 'mercari':
      if (/^m\d{6,14}$/.test(c)) return `https://jp.mercari.com/item/${c}`;
      if (/^[A-Za-z0-9]{16,26}$/.test(c) || type === 'mers') return /^[A-Za-z0-9]+$/.test(c) ? `https://jp.mercari.com/shops/product/${c}` : null;
      return null;
    case 'rakuten': {
      const [shop, item, ...rest] = c.split(':');
      if (!shop || !item || rest.length > 0) return null;
      if (!/^[A-Za-z0-9_-]+$/.test(shop) || !/^[A-Za-z0-9_.-]+$/.test(item)) return null;
      return `https://item.rakuten.co.jp/${shop}/${item}/`;
    }
    case 'paypay':
      return /^z\d{6,12}$/.test(c) ? `https://paypayfleamarket.yahoo.co.jp/item/${c}` : null;
    case 'suruga-ya':
      return /^[A-Za-z0-9-]+$/.test(c) ? `https://www.suruga-ya.jp/product/detail/${c}` : null;
    default:
      return null;
  }
}

/** The marketplace's own home page. */
export const siteHomeUrls: Record<SiteCode, string> = {
  auction: 'https://auctions.yahoo.co.jp/',
  shopping: 'https://shopping.yahoo.co.jp/',
  mercari: 'https://jp.mercari.com/',
  rakuten: 'https://www.rakuten.co.jp/',
  paypay: 'https://paypayfleamarket.yahoo.co.jp/',
  'suruga-ya': 'https://www.suruga-ya.jp/',
};

/** The same search on the marketplace itself (keywords there work best in Japanese). */
export function originalSearchUrl(site: SiteCode, keyword: string, category?: string | null): string {
  const kw = encodeURIComponent(keyword);
  switch (site) {
    case 'auction':
      return `https://auctions.yahoo.co.jp/search/search?p=${kw}`;
    case 'shopping':
      return `https://shopping.yahoo.co.jp/search?p=${kw}`;
    case 'mercari':
      return `https://jp.mercari.com/search?keyword=${kw}`;
    case 'rakuten':
      return `https://search.rakuten.co.jp/search/mall/${kw}/`;
    case 'paypay':
      return `https://paypayfleamarket.yahoo.co.jp/search/${kw}`;
    case 'suruga-ya': {
      const cat = category && /^\d+$/.test(category) && category !== '0' ? `category=${category}&` : '';
      return `https://www.suruga-ya.jp/search?${cat}search_word=${kw}`;
    }
    default:
      return siteHomeUrls[site];
  }
}

/** A Suruga-ya category page on suruga-ya.jp. */
export function surugayaCategoryUrl(code: string): string | null {
  return /^\d{1,12}$/.test(code) ? `https://www.suruga-ya.jp/search?category=${code}` : null;
}

/** Example product links per site, as the link resolver accepts them (research notes §8). */
export const exampleProductLinks: Record<SiteCode, string> = {
  auction: 'https://auctions.yahoo.co.jp/jp/auction/x123456789',
  shopping: 'https://store.shopping.yahoo.co.jp/tenpo/abc123.html',
  mercari: 'https://jp.mercari.com/item/m12345678901',
  rakuten: 'https://item.rakuten.co.jp/tenpo/abc-123/',
  paypay: 'https://paypayfleamarket.yahoo.co.jp/item/z123456789',
  'suruga-ya': 'https://www.suruga-ya.jp/product/detail/123000456',
};
