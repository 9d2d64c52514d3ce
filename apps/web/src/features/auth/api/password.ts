import type { RequestChangePasswordResponse, SessionTokenResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** POST /api/request-change-password {username}: a reset code by SMS or email. */
export function requestPasswordReset(username: string): Promise<RequestChangePasswordResponse> {
  return http.post<RequestChangePasswordResponse>('/request-change-password', { username });
}

/** POST /api/reset-password {username, code, step: 'change_pwd', password}. */
export function resetPassword(body: { username: string; code: string; password: string }): Promise<{ success: boolean; message: string }> {
  return http.post('/reset-password', { ...body, step: 'change_pwd' });
}

/** PUT /api/security/change-password: other sessions end; this one gets a new token. */
export function changePassword(body: { old_password?: string; new_password: string }): Promise<SessionTokenResponse> {
  return http.put<SessionTokenResponse>('/security/change-password', body);
}
