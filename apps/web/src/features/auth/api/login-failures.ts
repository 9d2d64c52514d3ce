import type { LoginFailureBurstsResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/admin/login-failures (admins): failed logins grouped by client address. */
export function getLoginFailureBursts(query: { minutes: number }, signal?: AbortSignal): Promise<LoginFailureBurstsResponse> {
  return http.get<LoginFailureBurstsResponse>('/admin/login-failures', query, signal);
}
