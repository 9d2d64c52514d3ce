import { useQuery, type QueryClient } from '@tanstack/react-query';
import { authKeys } from '../api/query-keys';
import { getSession } from '../api/get-session';

const sessionQuery = {
  queryKey: authKeys.session,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getSession(signal),
  staleTime: 5 * 60_000,
};

/** The current customer (null when logged out) from GET /api/session. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** Re-reads the session now (after login or signup). */
export function refreshSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
}

/** Convenience view of the session for components that only branch on it. */
export function useAuthState() {
  const query = useSession();
  return {
    user: query.data ?? null,
    isLoggedIn: !!query.data,
    isPending: query.isPending,
  };
}
