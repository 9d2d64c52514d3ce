import { pageFrom } from './search-params';

/** 'all' in the URL lists every status; a missing or unknown status falls back to the tab's default. */
export const ALL_STATUSES = 'all';

/** The status filter and page of a staff list from the URL (`?status=&page=`). */
export function listParams<S extends string>(search: URLSearchParams, statuses: readonly S[], fallback: S): { status: S | null; statusValue: string; page: number } {
  const raw = search.get('status');
  if (raw === ALL_STATUSES) return { status: null, statusValue: ALL_STATUSES, page: pageFrom(search) };
  const status = statuses.includes(raw as S) ? (raw as S) : fallback;
  return { status, statusValue: status, page: pageFrom(search) };
}

/** A status filter's statuses (the keys of its labels, in order) and its options, "all" first. */
export function statusFilter<S extends string>(labels: Record<S, string>, allLabel: string): { statuses: S[]; options: Array<{ value: string; label: string }> } {
  const statuses = Object.keys(labels) as S[];
  return { statuses, options: [{ value: ALL_STATUSES, label: allLabel }, ...statuses.map((s) => ({ value: s, label: labels[s] }))] };
}
