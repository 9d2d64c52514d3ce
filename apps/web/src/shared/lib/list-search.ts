/** The same query string with some filters set or removed (empty or null removes); a filter change goes back to page 1. */
export function withFilters(search: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** The link of another page of a list at `path`, keeping its filters (page 1 is left out). */
export function pageHref(path: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const qs = next.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}
