import { http } from '@/shared/api/http';

/** POST /api/logout: ends the server session and clears the cookie. */
export function logout(): Promise<{ success: boolean; message: string }> {
  return http.post('/logout');
}
