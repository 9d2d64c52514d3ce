import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getAuthToken } from '@/shared/lib/auth-token';
import { useRenderEnv } from '@/shared/lib/render-env';
import { authKeys } from '../api/query-keys';
import { getSession } from '../api/get-session';

/**
 * Every login stores its token in the browser, so a visitor without one is a guest: the session is
 * null at once, without asking the server (whose 401 would be an error in every guest's console
 * and a second render of the header and the home page).
 */
const sessionQuery = {
  queryKey: authKeys.session,
  queryFn: ({ signal }: { signal?: AbortSignal }) => (getAuthToken() ? getSession(signal) : Promise.resolve(null)),
  initialData: () => (getAuthToken() ? undefined : null),
  staleTime: 5 * 60_000,
};

/** The current customer (null when logged out) from GET /api/session. */
export function useSession() {
  // A server render (and the browser's hydration of it) knows only whether a login cookie came
  // along: then the session is loading, as in a browser with a stored token (ADR 0011).
  const env = useRenderEnv();
  return useQuery(env ? { ...sessionQuery, initialData: env.hasSession ? undefined : null } : sessionQuery);
}

/** Re-reads the session now (after login or signup); asks the server even without a stored token. */
export function refreshSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({ queryKey: authKeys.session, queryFn: ({ signal }) => getSession(signal), staleTime: 0 });
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
