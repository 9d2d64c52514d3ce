import type { SignupRequest } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface SignupResponse {
  success: true;
  data: { customer_no: string };
  token: string;
  message: string;
}

/** POST /api/signup {phone, password, full_name, email?} -> data.customer_no, token, message. */
export function signup(body: SignupRequest): Promise<SignupResponse> {
  return http.post<SignupResponse>('/signup', body);
}
