import type { LoginRequest, LoginResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** POST /api/login {username, password, next?} -> access.token, next, message. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return http.post<LoginResponse>('/login', body);
}
