import type { SessionTokenResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** PUT /api/session/update: a new token with a new expiry for a still-valid session. */
export function refreshSessionToken(): Promise<SessionTokenResponse> {
  return http.put<SessionTokenResponse>('/session/update');
}
