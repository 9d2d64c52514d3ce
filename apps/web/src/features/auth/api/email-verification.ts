import type { EmailCodeSentResponse, User } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/request-email-verification-code: a code to the account's email. */
export function requestEmailCode(): Promise<EmailCodeSentResponse> {
  return http.get<EmailCodeSentResponse>('/request-email-verification-code');
}

/** PUT /api/verify-email {code}. */
export function verifyEmail(code: string): Promise<{ success: true; message: string; data: User }> {
  return http.put('/verify-email', { code });
}
