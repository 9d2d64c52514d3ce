// Mercari's web API wants a DPoP proof on every request (research §4.1): a compact JWS signed
// with ES256 by a throwaway P-256 key, header `{typ:'dpop+jwt', alg:'ES256', jwk}`, payload
// `{iat, jti, htu, htm, uuid}`. No account is involved; one key and one uuid per adapter instance
// (like one browser session), a fresh jti and iat per request.
//
// node:crypto does everything: key generation, JWK export, and ECDSA signatures in the raw
// r||s ("IEEE P1363") form that JWS requires (not DER).

import { createPublicKey, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

export interface DpopOptions {
  /** P-256 private key; default: a new one. Tests pass a fixed key. */
  privateKey?: KeyObject;
  /** Milliseconds clock for `iat`. */
  now?: () => number;
  /** The per-client uuid of the payload; default random. */
  uuid?: string;
  /** jti generator; default random uuid v4. */
  jti?: () => string;
}

export interface PublicJwk {
  crv: 'P-256';
  kty: 'EC';
  x: string;
  y: string;
}

export interface DpopSigner {
  readonly publicJwk: PublicJwk;
  /** The DPoP header value for one request (`htu` = full URL with query, `htm` = method). */
  proof(url: string, method: string): string;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export function createDpopSigner(options: DpopOptions = {}): DpopSigner {
  const privateKey = options.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new TypeError('DPoP needs a P-256 (prime256v1) EC private key');
  }
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') throw new TypeError('Cannot export the DPoP public key');
  const publicJwk: PublicJwk = { crv: 'P-256', kty: 'EC', x: jwk.x, y: jwk.y };
  const header = base64url(JSON.stringify({ typ: 'dpop+jwt', alg: 'ES256', jwk: publicJwk }));
  const now = options.now ?? Date.now;
  const uuid = options.uuid ?? randomUUID();
  const jti = options.jti ?? randomUUID;

  return {
    publicJwk,
    proof(url, method) {
      const payload = { iat: Math.floor(now() / 1000), jti: jti(), htu: url, htm: method.toUpperCase(), uuid };
      const input = `${header}.${base64url(JSON.stringify(payload))}`;
      const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return `${input}.${signature.toString('base64url')}`;
    },
  };
}
