import type { OtpSentResponse, PhoneStatusResponse, TokenLoginResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** POST /api/login/phone {phone}: sends a 6-digit code by SMS. */
export function sendLoginCode(phone: string): Promise<OtpSentResponse> {
  return http.post<OtpSentResponse>('/login/phone', { phone });
}

/** POST /api/login/phone {phone, code}: logs in (a new number gets an account) -> access_token. */
export function loginWithCode(body: { phone: string; code: string; next?: string; visitor_id?: string }): Promise<TokenLoginResponse> {
  return http.post<TokenLoginResponse>('/login/phone', body);
}

/** GET /api/login/phone?PhoneNr=: registered, code pending, seconds until a resend. */
export function getPhoneStatus(phone: string, signal?: AbortSignal): Promise<PhoneStatusResponse> {
  return http.get<PhoneStatusResponse>('/login/phone', { PhoneNr: phone }, signal);
}
