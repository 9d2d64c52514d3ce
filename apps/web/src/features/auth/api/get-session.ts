import type { User } from '@kaimono/contracts';
import { ApiError, http } from '@/shared/api/http';
import { clearAuthToken } from '@/shared/lib/auth-token';

interface SessionResponse {
  success: true;
  data: User;
}

/** GET /api/session: the logged-in customer, or null when logged out (401). */
export async function getSession(signal?: AbortSignal): Promise<User | null> {
  try {
    const body = await http.get<SessionResponse>('/session', undefined, signal);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearAuthToken();
      return null;
    }
    throw error;
  }
}
