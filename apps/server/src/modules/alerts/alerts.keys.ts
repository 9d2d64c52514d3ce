// What makes two saved searches the same marketplace query (issue 18 §3): the checker runs each
// distinct key once per check, however many customers saved it.

import type { SiteCode } from '@kaimono/marketplaces';

export interface AlertQuerySpec {
  site: SiteCode;
  /** The keyword as sent to the site (after translation), or null (a category or seller alone). */
  keyword: string | null;
  categoryId: string | null;
  sellerId: string | null;
  priceMinJpy: number | null;
  priceMaxJpy: number | null;
  condition: 'new' | 'used' | null;
  listingType: 'auction' | 'fixed' | null;
}

/** Longest keyword kept (the search page's limit). */
export const KEYWORD_MAX = 100;

/**
 * A keyword as the user typed it, tidied: Unicode NFKC (full-width letters and digits → ASCII,
 * half-width katakana → full-width), spaces of any kind collapsed, trimmed. Case is kept (for the
 * display); the key lower-cases.
 */
export function tidyKeyword(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s\u3000]+/g, ' ').trim();
}

/**
 * The keyword part of a key: tidied, lower-cased, words sorted and repeated words dropped (every
 * site matches all words of a keyword in any order, so "Switch Nintendo" = "nintendo switch").
 */
export function keywordKey(keyword: string | null): string {
  if (!keyword) return '';
  const words = tidyKeyword(keyword).toLowerCase().split(' ').filter(Boolean);
  return [...new Set(words)].sort().join(' ');
}

/** The one string two equal queries share; JSON of the fixed field order (no separator to escape). */
export function queryKey(spec: AlertQuerySpec): string {
  return JSON.stringify([
    spec.site,
    keywordKey(spec.keyword),
    spec.categoryId ?? '',
    spec.sellerId ?? '',
    spec.priceMinJpy ?? '',
    spec.priceMaxJpy ?? '',
    spec.condition ?? '',
    spec.listingType ?? '',
  ]);
}

/** The keyword a shared query sends: its key's words (the same for everyone who saved it). */
export function queryKeyword(keyword: string | null): string | null {
  const key = keywordKey(keyword);
  return key === '' ? null : key;
}
