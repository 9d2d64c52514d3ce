import type { SocialProvider } from '@kaimono/contracts';

/** What the page remembers between leaving for Google/Facebook and coming back. */
export interface PendingSocialLogin {
  provider: SocialProvider;
  state: string;
  nonce: string;
  next: string | null;
}

export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Google's OpenID Connect sign-in, implicit flow: Google sends the ID token back in the URL
 * fragment, so no Google script is loaded on our pages (the CSP stays 'self').
 */
export function googleAuthUrl(clientId: string, redirectUri: string, pending: Pick<PendingSocialLogin, 'state' | 'nonce'>): string {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'id_token',
    scope: 'openid email profile',
    nonce: pending.nonce,
    state: pending.state,
    prompt: 'select_account',
  });
  return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString()}`;
}

/** Facebook Login, token in the fragment (the server checks it with debug_token). */
export function facebookAuthUrl(appId: string, redirectUri: string, pending: Pick<PendingSocialLogin, 'state'>): string {
  const params = new URLSearchParams({ client_id: appId, redirect_uri: redirectUri, response_type: 'token', scope: 'email,public_profile', state: pending.state });
  return `https://www.facebook.com/v19.0/dialog/oauth?${params.toString()}`;
}

export type SocialCallback = { ok: true; token: string; state: string } | { ok: false; reason: 'cancelled' | 'invalid'; state: string | null };

/** Reads the provider's answer: `#id_token=…` (Google), `#access_token=…` (Facebook) or an error. */
export function parseSocialCallback(provider: SocialProvider, search: string, hash: string): SocialCallback {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const state = fragment.get('state') ?? query.get('state');
  const error = fragment.get('error') ?? query.get('error');
  if (error) return { ok: false, reason: error === 'access_denied' ? 'cancelled' : 'invalid', state };
  const token = provider === 'google' ? fragment.get('id_token') : fragment.get('access_token');
  if (!token || !state) return { ok: false, reason: 'invalid', state };
  return { ok: true, token, state };
}
