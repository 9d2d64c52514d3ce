// The six marketplaces: their codes, names and the original listing URL of an item code.
// Codes and URL forms follow research/marketplaces.md §8; the code formats are those the link
// resolver produces (link-resolver.ts) and the adapters look items up by.

export const siteCodes = ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'] as const;
export type SiteCode = (typeof siteCodes)[number];

export interface SiteInfo {
  readonly code: SiteCode;
  /** Name shown in the Vietnamese UI (brand names stay as buyers know them). */
  readonly displayName: string;
  /** The site's own Japanese name. */
  readonly japaneseName: string;
  /** The marketplace's home page. */
  readonly homeUrl: string;
}

export const sites: Readonly<Record<SiteCode, SiteInfo>> = {
  auction: {
    code: 'auction',
    displayName: 'Đấu giá Yahoo',
    japaneseName: 'Yahoo!オークション',
    homeUrl: 'https://auctions.yahoo.co.jp/',
  },
  shopping: {
    code: 'shopping',
    displayName: 'Yahoo Shopping',
    japaneseName: 'Yahoo!ショッピング',
    homeUrl: 'https://shopping.yahoo.co.jp/',
  },
  mercari: {
    code: 'mercari',
    displayName: 'Mercari',
    japaneseName: 'メルカリ',
    homeUrl: 'https://jp.mercari.com/',
  },
  rakuten: {
    code: 'rakuten',
    displayName: 'Rakuten',
    japaneseName: '楽天市場',
    homeUrl: 'https://www.rakuten.co.jp/',
  },
  paypay: {
    code: 'paypay',
    displayName: 'PayPay Flea Market',
    japaneseName: 'Yahoo!フリマ（旧PayPayフリマ）',
    homeUrl: 'https://paypayfleamarket.yahoo.co.jp/',
  },
  'suruga-ya': {
    code: 'suruga-ya',
    displayName: 'Suruga-ya',
    japaneseName: '駿河屋',
    homeUrl: 'https://www.suruga-ya.jp/',
  },
};

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (siteCodes as readonly string[]).includes(value);
}

/** Character sets of the parts of a code (the resolver only produces codes made of these). */
export const codePatterns = {
  auction: /^[a-z]?\d{8,10}$/,
  /** Yahoo Shopping store id: no underscore, so `<store>_<item>` splits at the first `_`. */
  shoppingStore: /^[A-Za-z0-9-]+$/,
  shoppingItem: /^[A-Za-z0-9_.-]+$/,
  mercariItem: /^m\d+$/,
  mercariShopsProduct: /^[A-Za-z0-9]{16,26}$/,
  rakutenShop: /^[A-Za-z0-9_-]+$/,
  rakutenItem: /^[A-Za-z0-9_.-]+$/,
  paypay: /^z\d{6,12}$/,
  surugaya: /^[A-Za-z0-9-]+$/,
} as const;

/** True when a Mercari code names a Mercari Shops product (not a C2C `m…` item). */
export function isMercariShopsCode(code: string): boolean {
  return !codePatterns.mercariItem.test(code) && codePatterns.mercariShopsProduct.test(code);
}

function bad(site: SiteCode, code: string): never {
  throw new RangeError(`Not a valid ${site} item code: ${JSON.stringify(code)}`);
}

function splitOnce(code: string, separator: string): [string, string] | null {
  const at = code.indexOf(separator);
  if (at <= 0 || at === code.length - 1) return null;
  return [code.slice(0, at), code.slice(at + 1)];
}

/**
 * The original marketplace page of an item code, for "view on the original site" links.
 * Throws RangeError for a code that is not in the site's format (codes come from the resolver or
 * an adapter, so a malformed one is a bug worth seeing).
 */
export function listingUrl(site: SiteCode, code: string): string {
  switch (site) {
    case 'auction':
      if (!codePatterns.auction.test(code)) bad(site, code);
      return `https://auctions.yahoo.co.jp/jp/auction/${code}`;
    case 'shopping': {
      const parts = splitOnce(code, '_');
      if (!parts || !codePatterns.shoppingStore.test(parts[0]) || !codePatterns.shoppingItem.test(parts[1])) {
        bad(site, code);
      }
      return `https://store.shopping.yahoo.co.jp/${parts[0]}/${parts[1]}.html`;
    }
    case 'mercari':
      if (codePatterns.mercariItem.test(code)) return `https://jp.mercari.com/item/${code}`;
      if (codePatterns.mercariShopsProduct.test(code)) return `https://jp.mercari.com/shops/product/${code}`;
      return bad(site, code);
    case 'rakuten': {
      const parts = splitOnce(code, ':');
      if (!parts || !codePatterns.rakutenShop.test(parts[0]) || !codePatterns.rakutenItem.test(parts[1])) {
        bad(site, code);
      }
      return `https://item.rakuten.co.jp/${parts[0]}/${parts[1]}/`;
    }
    case 'paypay':
      if (!codePatterns.paypay.test(code)) bad(site, code);
      return `https://paypayfleamarket.yahoo.co.jp/item/${code}`;
    case 'suruga-ya':
      if (!codePatterns.surugaya.test(code)) bad(site, code);
      return `https://www.suruga-ya.jp/product/detail/${code}`;
    default: {
      const unknownSite: never = site;
      throw new RangeError(`Unknown site: ${String(unknownSite)}`);
    }
  }
}
