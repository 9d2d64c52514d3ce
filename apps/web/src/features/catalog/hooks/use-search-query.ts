import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readSiteSearchQuery, writeSiteSearchQuery, type SiteSearchQuery } from '../lib/search-params';

/**
 * The search as the URL says, and how to change it: every change writes the URL (so results
 * are shareable and Back works). Changing a filter returns to page 1. `fixedCategory` is for
 * pages whose path already names the category (/suruga-ya/category/{code}).
 */
export function useSearchQuery(fixedCategory?: string | null) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo<SiteSearchQuery>(() => {
    const read = readSiteSearchQuery(params);
    return fixedCategory ? { ...read, category: fixedCategory } : read;
  }, [params, fixedCategory]);

  const toSearch = useCallback(
    (next: SiteSearchQuery) => writeSiteSearchQuery(fixedCategory ? { ...next, category: null } : next).toString(),
    [fixedCategory],
  );

  const update = useCallback(
    (changes: Partial<SiteSearchQuery>) => {
      const next: SiteSearchQuery = { ...query, page: 1, ...changes };
      setParams(new URLSearchParams(toSearch(next)), { preventScrollReset: true });
    },
    [query, setParams, toSearch],
  );

  const hrefForPage = useCallback(
    (page: number) => {
      const search = toSearch({ ...query, page });
      return `${pathname}${search ? `?${search}` : ''}`;
    },
    [pathname, query, toSearch],
  );

  return { query, update, hrefForPage };
}
