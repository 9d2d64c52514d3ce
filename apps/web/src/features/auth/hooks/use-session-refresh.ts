import { useEffect } from 'react';
import { getAuthToken, setAuthToken } from '@/shared/lib/auth-token';
import { refreshSessionToken } from '../api/session-refresh';

/** Renew the token when less than this is left (tokens live 7 days by default). */
const RENEW_BEFORE_MS = 24 * 3600 * 1000;

/** Seconds-since-epoch expiry of a JWT, read without verifying (the server verifies). */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a logged-in customer logged in: when the stored token has less than a day left,
 * PUT /api/session/update swaps it for a fresh one (spec §7). Runs once per session load.
 */
export function useSessionRefresh(loggedIn: boolean): void {
  useEffect(() => {
    if (!loggedIn) return;
    const token = getAuthToken();
    const exp = token ? tokenExpiry(token) : null;
    if (!exp || exp * 1000 - Date.now() > RENEW_BEFORE_MS) return;
    refreshSessionToken()
      .then((data) => setAuthToken(data.access_token))
      .catch(() => undefined);
  }, [loggedIn]);
}
