import { useLocation, useSearchParams } from 'react-router';
import { pageHref, withFilters } from './list-search';

/** `?page=` as a page number (1 when missing or not a positive integer). */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/**
 * A staff list's state in the URL: its filters (any parameters) and page, so a list is shareable
 * and survives reloads. Changing a filter replaces the entry and goes back to page 1; other pages
 * are links (`pageHref`).
 */
export function useListUrl() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  return {
    search,
    get: (name: string) => search.get(name),
    page: pageOf(search),
    setFilters: (changes: Record<string, string | null>) => setSearch(withFilters(search, changes), { replace: true }),
    pageHref: (page: number) => pageHref(pathname, search, page),
  };
}
