// One notification per saved search per check, never a flood (issue 18 §3).

import { alertsText } from '@kaimono/i18n';

/** Items named in one notification's text; the rest are counted ("… và N sản phẩm khác"). */
export const ITEMS_PER_NOTIFICATION = 5;
/** Items carried in its data (the bell's one-tap links). */
export const ITEMS_IN_DATA = 10;

export interface FoundItem {
  site: string;
  code: string;
  title: string;
  titleVi: string | null;
  priceJpy: number | null;
  priceVnd: number | null;
  imageUrl: string | null;
  path: string;
  isAuction: boolean;
  /** An auction that can also be bought outright (a buy-now price): it goes to the cart too. */
  buyNow?: boolean;
}

export interface GroupedNotice {
  title: string;
  body: string;
  items: FoundItem[];
  total: number;
}

export interface Money {
  jpy(n: number): string;
  vnd(n: number): string;
}

/**
 * Matches of several queries (one saved search over six sites) → one notice: deduplicated by
 * site and code, newest first as given, the first few named with their price in yen and dong.
 */
export function groupMatches(label: string, found: readonly FoundItem[], money: Money, title = alertsText.notices.newMatchesTitle): GroupedNotice {
  const seen = new Set<string>();
  const unique = found.filter((item) => {
    const key = `${item.site}\u0000${item.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lines = unique.slice(0, ITEMS_PER_NOTIFICATION).map((item) =>
    alertsText.notices.priceLine(
      item.titleVi ?? item.title,
      item.priceJpy === null ? '—' : money.jpy(item.priceJpy),
      item.priceVnd === null ? null : money.vnd(item.priceVnd),
    ),
  );
  if (unique.length > ITEMS_PER_NOTIFICATION) lines.push(alertsText.notices.moreItems(unique.length - ITEMS_PER_NOTIFICATION));
  return { title: title(label, unique.length), body: lines.join('\n'), items: unique.slice(0, ITEMS_IN_DATA), total: unique.length };
}

/**
 * The links of one tap from an alert: the item, its bid dialog (auctions), or the item with its
 * add-to-cart dialog open (fixed-price items, and auctions with a buy-now price).
 */
export function oneTapLinks(item: Pick<FoundItem, 'path' | 'isAuction' | 'buyNow'>): { path: string; bidPath: string | null; cartPath: string | null } {
  const join = item.path.includes('?') ? '&' : '?';
  return {
    path: item.path,
    bidPath: item.isAuction ? `${item.path}${join}action=bid` : null,
    cartPath: item.isAuction && item.buyNow !== true ? null : `${item.path}${join}action=cart`,
  };
}
