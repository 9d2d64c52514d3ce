// The link resolver: a pasted product URL -> (site, item code, our item page path).
// Rules: research/marketplaces.md §8.1. Summary of the decisions taken here:
//
// - The input is trimmed and parsed with the WHATWG URL parser. Only http: and https: pass.
// - The host is `url.hostname` (already lower-cased and IDNA-mapped by the parser), matched
//   exactly against a list, with one trailing dot tolerated. No regex ever runs on the raw string,
//   so `https://jp.mercari.com@evil.example/…` (host evil.example) and lookalike hosts fail.
// - URLs carrying credentials are rejected, whatever the host: `https://evil.example@jp.mercari.com/…`
//   does point at Mercari, but nobody shares a product link with a user name in it; it is a
//   phishing pattern, and refusing it costs a real buyer nothing.
// - A port other than the scheme's default is rejected (the parser drops :443 on https and :80 on
//   http, so those pass). IP-address hosts never match the host list.
// - Query and fragment are ignored (tracking parameters, `#…`), except the `pc` parameter of a
//   Rakuten affiliate link (hb.afl.rakuten.co.jp): it holds the target URL, which is resolved again,
//   one level only, and must land on Rakuten.
// - The path is matched segment by segment after percent-decoding each segment (so `%6D123…` is
//   `m123…`); a segment that decodes to `/` or `\` fails, and each site's regex is anchored and
//   allows only the characters of that site's codes.
// - Input without a scheme is accepted when it starts with a known marketplace host followed by
//   `/`, `?`, `#` or the end (`jp.mercari.com/item/m12345678901`): people copy links from the
//   address bar or chat apps that hide the scheme. It is read as https.
// - Short links (merc.li, a.r10.to, yahoo.jp …) need an HTTP redirect to resolve, so they give null
//   here; following them is the server's job (small hop limit, then resolve the final URL).
//
// Deviations from the research table, all tightening:
// - paypaymall and m.rakuten.co.jp use `[^/]+` in the research; here they use the same character
//   sets as the main hosts of the site, because the code becomes a path segment and an API parameter.
// - A Yahoo Shopping store id containing `_` is rejected: the code `<store>_<item>` must split at
//   its first `_` (store ids are letters, digits and hyphens).
// - Known store pages of Yahoo Shopping (search.html, info.html, index.html …) are rejected.

import { codePatterns, type SiteCode } from './sites.ts';

export interface ResolvedLink {
  site: SiteCode;
  /** The item code in the site's format (see sites.ts). */
  code: string;
  /** Our item page: `/{site}/item/{code}`, plus `?type=mers` for a Mercari Shops product. */
  path: string;
}

type Match = { site: SiteCode; code: string; shops?: boolean };
type PathRule = (path: string) => Match | null;

const AUCTION_PATH = /^\/jp\/auction\/([a-z]?\d{8,10})\/?$/;
const SHOPPING_STORE_PATH = /^\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)\.html$/;
const PAYPAYMALL_PATH = /^\/store\/([A-Za-z0-9_-]+)\/item\/([A-Za-z0-9_.-]+)\/?$/;
const MERCARI_ITEM_PATH = /^(?:\/[a-z]{2}(?:-[A-Za-z]{2})?)?\/item\/(m\d{9,12})\/?$/;
const MERCARI_SHOPS_PATH = /^(?:\/[a-z]{2}(?:-[A-Za-z]{2})?)?\/shops\/product\/([A-Za-z0-9]{16,26})\/?$/;
const MERCARI_LEGACY_SHARE_PATH = /^\/jp\/(m\d+)\/?$/;
const MERCARI_WWW_PATH = /^\/jp\/items\/(m\d+)\/?$/;
const MERCARI_SHOPS_LEGACY_PATH = /^\/products\/([A-Za-z0-9]{16,26})\/?$/;
const RAKUTEN_ITEM_PATH = /^\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)\/?$/;
const RAKUTEN_MOBILE_PATH = /^\/([A-Za-z0-9_-]+)\/n\/([A-Za-z0-9_.-]+)\/?$/;
const PAYPAY_PATH = /^\/item\/(z\d{6,12})\/?$/;
const SURUGAYA_PATH = /^\/product\/(?:detail|other)\/([A-Za-z0-9-]+)\/?$/;

/** Store pages of Yahoo Shopping that have the `/<store>/<name>.html` shape of an item page. */
const SHOPPING_STORE_PAGES = new Set([
  'index',
  'search',
  'info',
  'guide',
  'privacy',
  'law',
  'about',
  'company',
  'contact',
  'faq',
  'help',
  'review',
  'reviews',
  'ranking',
  'category',
  'categories',
  'sitemap',
  'shipping',
  'payment',
  'coupon',
  'news',
  'top',
]);

function shoppingCode(store: string, item: string): Match | null {
  if (!codePatterns.shoppingStore.test(store)) return null;
  if (SHOPPING_STORE_PAGES.has(item.toLowerCase())) return null;
  return { site: 'shopping', code: `${store}_${item}` };
}

function mercariShops(id: string): Match | null {
  // A Shops id that looks like a C2C item id would be ambiguous as a code.
  if (codePatterns.mercariItem.test(id)) return null;
  return { site: 'mercari', code: id, shops: true };
}

function rule(re: RegExp, make: (m: RegExpExecArray) => Match | null): PathRule {
  return (path) => {
    const m = re.exec(path);
    return m ? make(m) : null;
  };
}

const auctionRule = rule(AUCTION_PATH, (m) => ({ site: 'auction', code: m[1]! }));
const rakutenItemRule = rule(RAKUTEN_ITEM_PATH, (m) => ({ site: 'rakuten', code: `${m[1]!}:${m[2]!}` }));
const surugayaRule = rule(SURUGAYA_PATH, (m) => ({ site: 'suruga-ya', code: m[1]! }));

/** Exact host -> the rules for its paths (first match wins). */
const HOST_RULES: ReadonlyMap<string, readonly PathRule[]> = new Map<string, readonly PathRule[]>([
  ['auctions.yahoo.co.jp', [auctionRule]],
  ['page.auctions.yahoo.co.jp', [auctionRule]],
  ['store.shopping.yahoo.co.jp', [rule(SHOPPING_STORE_PATH, (m) => shoppingCode(m[1]!, m[2]!))]],
  ['paypaymall.yahoo.co.jp', [rule(PAYPAYMALL_PATH, (m) => shoppingCode(m[1]!, m[2]!))]],
  [
    'jp.mercari.com',
    [
      rule(MERCARI_ITEM_PATH, (m) => ({ site: 'mercari', code: m[1]! })),
      rule(MERCARI_SHOPS_PATH, (m) => mercariShops(m[1]!)),
    ],
  ],
  ['item.mercari.com', [rule(MERCARI_LEGACY_SHARE_PATH, (m) => ({ site: 'mercari', code: m[1]! }))]],
  ['www.mercari.com', [rule(MERCARI_WWW_PATH, (m) => ({ site: 'mercari', code: m[1]! }))]],
  ['mercari-shops.com', [rule(MERCARI_SHOPS_LEGACY_PATH, (m) => mercariShops(m[1]!))]],
  ['item.rakuten.co.jp', [rakutenItemRule]],
  ['m.rakuten.co.jp', [rule(RAKUTEN_MOBILE_PATH, (m) => ({ site: 'rakuten', code: `${m[1]!}:${m[2]!}` }))]],
  ['paypayfleamarket.yahoo.co.jp', [rule(PAYPAY_PATH, (m) => ({ site: 'paypay', code: m[1]! }))]],
  ['www.suruga-ya.jp', [surugayaRule]],
  ['suruga-ya.jp', [surugayaRule]],
]);

/** Legacy numbered auction hosts: page1.auctions.yahoo.co.jp, page5…, page23… */
const LEGACY_AUCTION_HOST = /^page\d{1,3}\.auctions\.yahoo\.co\.jp$/;
const RAKUTEN_AFFILIATE_HOST = 'hb.afl.rakuten.co.jp';

function rulesFor(host: string): readonly PathRule[] | undefined {
  return HOST_RULES.get(host) ?? (LEGACY_AUCTION_HOST.test(host) ? [auctionRule] : undefined);
}

/**
 * Hosts that belong to the marketplaces but never resolve here (short links, Mercari US, search
 * and top pages). They still count as "looks like a link" for the search bar, so a buyer who pastes
 * one sees the "unsupported link" message instead of a keyword search for a URL.
 */
const OTHER_MARKETPLACE_HOSTS = new Set([
  'merc.li',
  'a.r10.to',
  'r10.to',
  'yahoo.jp',
  'mercari.com',
  'shopping.yahoo.co.jp',
  'www.rakuten.co.jp',
  'search.rakuten.co.jp',
  'books.rakuten.co.jp',
]);

/** Registrable domains of the marketplaces, for isLikelyUrl's looser host test. */
const MARKETPLACE_DOMAINS = ['yahoo.co.jp', 'mercari.com', 'mercari-shops.com', 'rakuten.co.jp', 'suruga-ya.jp'];

function normaliseHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

function isResolvableHost(host: string): boolean {
  return host === RAKUTEN_AFFILIATE_HOST || rulesFor(host) !== undefined;
}

function isMarketplaceHost(host: string): boolean {
  if (isResolvableHost(host) || OTHER_MARKETPLACE_HOSTS.has(host)) return true;
  return MARKETPLACE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const SCHEME_WITH_SLASHES = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
/** Schemes that are URLs without `//`; never resolvable, but clearly not a search keyword. */
const OPAQUE_SCHEMES = /^(?:javascript|data|vbscript|file|blob|about|mailto):/i;

/**
 * The host at the start of scheme-less input (everything before the first `/`, `?`, `#` or `\`),
 * lower-cased without a trailing dot; '' when that prefix is not a plain DNS name (so `a@b`,
 * `host:port` and text with spaces never count as a host).
 */
function leadingHost(input: string): string {
  const end = input.search(/[/?#\\]/);
  const host = normaliseHost(end === -1 ? input : input.slice(0, end));
  return /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : '';
}

/**
 * Whether the search bar should treat the input as a link (and call resolveProductLink) rather than
 * as keywords: it starts with a URL scheme (`https://`, `javascript:` …) or with a marketplace host
 * (`jp.mercari.com/…`, `merc.li/…`). A keyword such as `ps5: slim` is not a link.
 */
export function isLikelyUrl(input: string): boolean {
  const s = input.trim();
  if (s === '') return false;
  if (SCHEME_WITH_SLASHES.test(s) || OPAQUE_SCHEMES.test(s)) return true;
  const host = leadingHost(s);
  return host !== '' && isMarketplaceHost(host);
}

/** Adds `https://` to scheme-less input that starts with a known host; otherwise returns it unchanged. */
function withScheme(s: string): string {
  if (SCHEME.test(s)) {
    // `jp.mercari.com:8080/…` also looks like a scheme; it parses with the protocol
    // `jp.mercari.com:` and is rejected below, which is right for a non-default port anyway.
    return s;
  }
  const host = leadingHost(s);
  return host !== '' && isMarketplaceHost(host) ? `https://${s}` : s;
}

/** Percent-decodes each path segment; null when a segment is malformed or decodes to a separator. */
function decodePath(pathname: string): string | null {
  const out: string[] = [];
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded.includes('/') || decoded.includes('\\')) return null;
    out.push(decoded);
  }
  return out.join('/');
}

function toResolved(m: Match): ResolvedLink {
  const path = `/${m.site}/item/${m.code}${m.shops ? '?type=mers' : ''}`;
  return { site: m.site, code: m.code, path };
}

function resolve(input: string, depth: number): ResolvedLink | null {
  const s = input.trim();
  if (s === '') return null;

  let url: URL;
  try {
    url = new URL(withScheme(s));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (url.port !== '') return null;

  const host = normaliseHost(url.hostname);

  if (host === RAKUTEN_AFFILIATE_HOST) {
    if (depth > 0) return null;
    let target = url.searchParams.get('pc');
    if (!target) return null;
    // Some link builders encode the target twice.
    if (/^https?%3A/i.test(target)) {
      try {
        target = decodeURIComponent(target);
      } catch {
        return null;
      }
    }
    const inner = resolve(target, depth + 1);
    return inner && inner.site === 'rakuten' ? inner : null;
  }

  const rules = rulesFor(host);
  if (!rules) return null;

  const path = decodePath(url.pathname);
  if (path === null) return null;

  for (const r of rules) {
    const m = r(path);
    if (m) return toResolved(m);
  }
  return null;
}

/**
 * Maps a pasted product link to its marketplace, item code and our item page, or null when the
 * link is not a supported product page (the UI then shows LINK_UNSUPPORTED:
 * 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.').
 */
export function resolveProductLink(input: string): ResolvedLink | null {
  return resolve(input, 0);
}
