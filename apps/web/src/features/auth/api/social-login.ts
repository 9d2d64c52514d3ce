import type { SocialProvider, SocialProvidersResponse, TokenLoginResponse } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

/** GET /api/login/social/providers: which buttons to show. */
export function getSocialProviders(signal?: AbortSignal): Promise<SocialProvidersResponse> {
  return http.get<SocialProvidersResponse>('/login/social/providers', undefined, signal);
}

/** POST /api/login/social {provider, token}. */
export function socialLogin(body: { provider: SocialProvider; token: string; nonce?: string; next?: string; visitor_id?: string }): Promise<TokenLoginResponse> {
  return http.post<TokenLoginResponse>('/login/social', body);
}
