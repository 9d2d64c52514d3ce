/** `?page=` as a page number (1 when missing or not a positive integer). */
export function pageFrom(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}
