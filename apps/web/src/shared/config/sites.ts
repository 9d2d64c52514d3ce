import { siteCodes, type SiteCode } from '@kaimono/contracts';

export { siteCodes, type SiteCode };

export function isSiteCode(value: string | null | undefined): value is SiteCode {
  return !!value && (siteCodes as readonly string[]).includes(value);
}

/** Suruga-ya top categories offered in the search popover; '0' is "all". */
export const surugayaCategoryCodes = ['0', '7', '3', '4', '5', '10', '2', '11'] as const;
export type SurugayaCategoryCode = (typeof surugayaCategoryCodes)[number];
export const SURUGAYA_ALL_CATEGORIES: SurugayaCategoryCode = '0';

export function isSurugayaCategoryCode(value: string | null | undefined): value is SurugayaCategoryCode {
  return !!value && (surugayaCategoryCodes as readonly string[]).includes(value);
}

/** The site whose pages the visitor is on (`/mercari/...` -> mercari), or null. */
export function siteFromPathname(pathname: string): SiteCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isSiteCode(first) ? first : null;
}
