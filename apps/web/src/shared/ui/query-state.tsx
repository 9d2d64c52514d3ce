import type { ReactNode } from 'react';
import { ApiError } from '@/shared/api/http';
import { EmptyState, LoadFailed } from './empty-state';
import { LoadingRegion, Skeleton } from './skeleton';

/** What QueryState reads of a query (a TanStack `useQuery` result fits). */
export interface QueryStateSource<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /** Shown (inside a "loading" status region) while the first answer is awaited; a 200px block by default. */
  skeleton?: ReactNode;
  /** The title of the notice shown instead of "load failed" when the server answers 403; a function gets the server's error. Without it a 403 is a load failure like any other. */
  forbidden?: ReactNode | ((error: ApiError) => ReactNode);
  /** Shown instead of the children when `isEmpty(data)`; without it the children always get the data. */
  empty?: ReactNode;
  /** Whether the answer has nothing to list; by default an empty array or an empty `results` array. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** True for `[]` and for a page `{ results: [] }`. */
export function hasNoRows(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const results = (data as { results?: unknown } | null | undefined)?.results;
  return Array.isArray(results) && results.length === 0;
}

/**
 * The four states of anything loaded from the server, the same on every screen (spec §7): loading →
 * skeleton, 403 → "not allowed" (when `forbidden` is given), other failures → "load failed" with a retry,
 * nothing to list → `empty`; otherwise the children render the data.
 */
export function QueryState<T>({ query, skeleton, forbidden, empty, isEmpty = hasNoRows, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingRegion>{skeleton ?? <Skeleton height={200} radius={10} />}</LoadingRegion>;
  if (query.isError || query.data === undefined) {
    const { error } = query;
    if (forbidden !== undefined && error instanceof ApiError && error.status === 403) {
      return <EmptyState title={typeof forbidden === 'function' ? forbidden(error) : forbidden} icon="alert" />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
