// Mercari's API wants a DPoP proof on every request (research/marketplaces.md §4.1): a compact JWS
// with header {typ:"dpop+jwt", alg:"ES256", jwk:{kty:"EC", crv:"P-256", x, y}} and payload
// {iat, jti, htu, htm, uuid}, signed with the key in the header. The sandbox checks the shape, the
// signature, the method and the URL. It does not check `iat` against its clock (tests sign with a
// fixed clock) nor remember `jti`s.

import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export type DpopResult = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

function b64urlJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function sameUrl(htu: string, candidates: readonly string[]): boolean {
  let claimed: URL;
  try {
    claimed = new URL(htu);
  } catch {
    return false;
  }
  return candidates.some((c) => {
    const u = new URL(c);
    if (claimed.origin !== u.origin || claimed.pathname !== u.pathname) return false;
    // mercapi signs the full URL with its query; RFC 9449 says without. Accept both.
    return claimed.search === '' || claimed.search === u.search;
  });
}

/**
 * Verify a DPoP proof for a request. `urls` are the URLs the proof may name: the URL as requested
 * and its canonical `https://api.mercari.jp/...` form.
 */
export function verifyDpop(proof: string | null, method: string, urls: readonly string[]): DpopResult {
  if (!proof) return { ok: false, reason: 'missing DPoP header' };
  const parts = proof.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'DPoP proof is not a compact JWS' };
  const [h, p, s] = parts as [string, string, string];
  const header = b64urlJson(h);
  const payload = b64urlJson(p);
  if (!header || !payload) return { ok: false, reason: 'DPoP header or payload is not base64url JSON' };
  if (header['typ'] !== 'dpop+jwt') return { ok: false, reason: 'typ must be dpop+jwt' };
  if (header['alg'] !== 'ES256') return { ok: false, reason: 'alg must be ES256' };
  const jwk = header['jwk'] as Record<string, unknown> | undefined;
  if (!jwk || jwk['kty'] !== 'EC' || jwk['crv'] !== 'P-256' || typeof jwk['x'] !== 'string' || typeof jwk['y'] !== 'string') {
    return { ok: false, reason: 'jwk must be an EC P-256 public key' };
  }
  if ('d' in jwk) return { ok: false, reason: 'jwk must not contain a private key' };
  let valid: boolean;
  try {
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: jwk['x'], y: jwk['y'] } as JsonWebKey, format: 'jwk' });
    const signature = Buffer.from(s, 'base64url');
    if (signature.length !== 64) return { ok: false, reason: 'ES256 signature must be 64 bytes' };
    valid = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature);
  } catch {
    return { ok: false, reason: 'jwk is not a valid P-256 key' };
  }
  if (!valid) return { ok: false, reason: 'signature does not verify' };
  if (typeof payload['htm'] !== 'string' || payload['htm'].toUpperCase() !== method.toUpperCase()) {
    return { ok: false, reason: 'htm does not match the request method' };
  }
  if (typeof payload['htu'] !== 'string' || !sameUrl(payload['htu'], urls)) return { ok: false, reason: 'htu does not match the request URL' };
  if (typeof payload['iat'] !== 'number') return { ok: false, reason: 'iat must be a number' };
  if (typeof payload['jti'] !== 'string' || payload['jti'].length === 0) return { ok: false, reason: 'jti is required' };
  return { ok: true, payload };
}
