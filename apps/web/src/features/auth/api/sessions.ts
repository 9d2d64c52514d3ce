import type { AccountSession, AccountSessionsResponse, SessionsEndedResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/account/sessions: the account's live sessions, `current` marking this browser's. */
export async function listSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await http.get<AccountSessionsResponse>('/account/sessions', undefined, signal)).results;
}

/** DELETE /api/account/sessions/{id}: logs that device out. */
export function endSession(id: string): Promise<{ success: boolean; message: string }> {
  return http.delete(`/account/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/account/sessions/revoke-others: every other device is logged out. */
export function endOtherSessions(): Promise<SessionsEndedResponse> {
  return http.post<SessionsEndedResponse>('/account/sessions/revoke-others');
}
