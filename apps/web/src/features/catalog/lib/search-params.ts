import { normalizeKeyword } from '@kaimono/contracts';
import type { AutoTranslateMode } from '@/shared/config/paths';

export interface SiteSearchQuery {
  /** The keyword as the search uses it (trimmed, spaces collapsed, max 100 characters). */
  keyword: string;
  /** True when normalising changed what was in the URL. */
  trimmed: boolean;
  category: string | null;
  autoTranslate: AutoTranslateMode;
}

const modes: readonly AutoTranslateMode[] = ['on', 'off', 'auto'];

/** Reads `keyword`, `__auto_translate_keyword` (on|off|auto, default auto) and `category`. */
export function readSiteSearchQuery(params: URLSearchParams): SiteSearchQuery {
  const raw = params.get('keyword') ?? '';
  const keyword = normalizeKeyword(raw);
  const mode = params.get('__auto_translate_keyword');
  const category = (params.get('category') ?? '').trim().slice(0, 40);
  return {
    keyword,
    trimmed: raw !== '' && raw !== keyword,
    category: category || null,
    autoTranslate: modes.includes(mode as AutoTranslateMode) ? (mode as AutoTranslateMode) : 'auto',
  };
}

/** `/iphone-go` -> "iphone", `/nintendo-switch-go` -> "nintendo switch"; null when not an explore path. */
export function exploreProductFromSlug(slug: string): string | null {
  if (!slug.endsWith('-go')) return null;
  let decoded = slug.slice(0, -3);
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const product = normalizeKeyword(decoded.replace(/[-_+]+/g, ' '));
  return product || null;
}
