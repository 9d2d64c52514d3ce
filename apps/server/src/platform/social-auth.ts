import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from './config.ts';

export type SocialProviderName = 'google' | 'facebook';

/** Who the provider says the token belongs to. */
export interface SocialProfile {
  /** The provider's stable user id (Google `sub`, Facebook user id). */
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | null;
}

/** The token is not valid for us (forged, expired, for another app, or unreadable). */
export class SocialTokenError extends Error {}
/** The provider could not be asked (network, time-out, 5xx): not the customer's fault. */
export class SocialProviderUnavailable extends Error {}

export interface SocialVerifier {
  verify(token: string, options?: { nonce?: string | undefined }): Promise<SocialProfile>;
}

export type SocialVerifiers = Partial<Record<SocialProviderName, SocialVerifier>>;

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google Sign-In ID tokens (OpenID Connect): signature against Google's published keys (fetched
 * and cached by jose), issuer accounts.google.com, audience one of GOOGLE_CLIENT_IDS, not expired,
 * and the nonce the page sent when it gives one. Tests pass a local key set as `keys`.
 */
export function googleVerifier(clientIds: string[], options: { keys?: JWTVerifyGetKey } = {}): SocialVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), { timeoutDuration: 5_000 });
  return {
    async verify(token, { nonce } = {}) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer: GOOGLE_ISSUERS, audience: clientIds, clockTolerance: 30 }));
      } catch (error) {
        // jose reports bad tokens as JOSEError; anything else (fetch failed, time-out) is Google's side.
        if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
          throw new SocialProviderUnavailable('Google keys unavailable');
        }
        throw new SocialTokenError(error instanceof Error ? error.message : 'invalid Google token');
      }
      if (typeof payload.sub !== 'string' || !payload.sub) throw new SocialTokenError('no subject');
      if (nonce !== undefined && payload.nonce !== nonce) throw new SocialTokenError('nonce mismatch');
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      return { subject: payload.sub, email, emailVerified: !!email && verified, name: typeof payload.name === 'string' ? payload.name : null };
    },
  };
}

const GRAPH_BASE = 'https://graph.facebook.com/v19.0';

/**
 * Facebook Login user access tokens: `debug_token` (with the app token) must say the token is
 * valid and was issued to FACEBOOK_APP_ID; the profile comes from `/me` with appsecret_proof.
 * Facebook only returns confirmed emails, so an email it gives counts as verified.
 */
export function facebookVerifier(appId: string, appSecret: string, options: { fetch?: typeof fetch; graphBase?: string } = {}): SocialVerifier {
  const doFetch = options.fetch ?? fetch;
  const base = options.graphBase ?? GRAPH_BASE;
  const getJson = async (url: string): Promise<{ status: number; body: Record<string, unknown> }> => {
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
    } catch {
      throw new SocialProviderUnavailable('Facebook unreachable');
    }
    if (response.status >= 500) throw new SocialProviderUnavailable(`Facebook answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  };
  return {
    async verify(token) {
      const debug = await getJson(
        `${base}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` }).toString()}`,
      );
      const data = (debug.body.data ?? {}) as { is_valid?: unknown; app_id?: unknown; user_id?: unknown };
      if (debug.status !== 200 || data.is_valid !== true || String(data.app_id) !== appId || !data.user_id) {
        throw new SocialTokenError('Facebook token not valid for this app');
      }
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      const me = await getJson(`${base}/me?${new URLSearchParams({ fields: 'id,name,email', access_token: token, appsecret_proof: proof }).toString()}`);
      if (me.status !== 200 || String(me.body.id) !== String(data.user_id)) throw new SocialTokenError('Facebook profile unavailable');
      const email = typeof me.body.email === 'string' ? me.body.email.toLowerCase() : null;
      return { subject: String(data.user_id), email, emailVerified: !!email, name: typeof me.body.name === 'string' ? me.body.name : null };
    },
  };
}

/** The providers configured by GOOGLE_CLIENT_IDS and FACEBOOK_APP_ID/FACEBOOK_APP_SECRET. */
export function createSocialVerifiers(config: Pick<Config, 'social'>): SocialVerifiers {
  const verifiers: SocialVerifiers = {};
  if (config.social.googleClientIds.length > 0) verifiers.google = googleVerifier(config.social.googleClientIds);
  if (config.social.facebookAppId && config.social.facebookAppSecret) {
    verifiers.facebook = facebookVerifier(config.social.facebookAppId, config.social.facebookAppSecret);
  }
  return verifiers;
}
