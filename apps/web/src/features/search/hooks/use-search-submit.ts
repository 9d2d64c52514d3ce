import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizeKeyword, type SiteCode } from '@kaimono/contracts';
import { errorMessages } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { SURUGAYA_ALL_CATEGORIES } from '@/shared/config/sites';
import { resolveObject } from '../api/resolve-object';
import { recordKeyword } from '../api/record-keyword';
import { addToHistory } from '../lib/search-history';
import { isInternalPath, isUrlLike, withScheme } from '../lib/is-url-like';

/** How long the search button shows its spinner after a submit (spec §9). */
export const SEARCH_SPINNER_MS = 1500;

export interface SearchRequest {
  site: SiteCode;
  input: string;
  /** Suruga-ya category code; '0' (all) is left out of the URL. */
  category?: string | null;
}

export type SearchOutcome = { ok: true; path: string } | { ok: false; error: string };

/**
 * Submits a search (spec §4): a pasted link goes through POST /api/object-resolver to the item
 * page; a keyword is normalised (trim, collapse spaces, 100 chars), must not be empty, is stored
 * in the site's history, recorded on the server (fire and forget) and opens /{site}/search.
 */
export function useSearchSubmit() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const startSpinner = useCallback(() => {
    window.clearTimeout(timer.current);
    setBusy(true);
    timer.current = window.setTimeout(() => setBusy(false), SEARCH_SPINNER_MS);
  }, []);

  const submit = useCallback(
    async ({ site, input, category }: SearchRequest): Promise<SearchOutcome> => {
      if (isUrlLike(input)) {
        startSpinner();
        try {
          const resolved = await resolveObject(withScheme(input));
          if (!isInternalPath(resolved.path)) return { ok: false, error: errorMessages.LINK_UNSUPPORTED };
          navigate(resolved.path);
          return { ok: true, path: resolved.path };
        } catch (error) {
          return { ok: false, error: errorText(error) };
        }
      }
      const keyword = normalizeKeyword(input);
      if (!keyword) return { ok: false, error: errorMessages.KEYWORD_EMPTY };
      startSpinner();
      addToHistory(site, keyword);
      void recordKeyword(keyword, site).catch(() => undefined);
      const path = paths.siteSearch(site, {
        keyword,
        category: site === 'suruga-ya' && category && category !== SURUGAYA_ALL_CATEGORIES ? category : null,
      });
      navigate(path);
      return { ok: true, path };
    },
    [navigate, startSpinner],
  );

  return { submit, busy };
}
