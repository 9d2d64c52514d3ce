// A DPoP signer like the one a Mercari client uses (mercapi's scheme): for the sandbox's own tests
// and for anyone who needs a valid proof against the sandbox. Real clients keep one key per process.

import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

export interface DpopKey {
  privateKey: KeyObject;
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
}

export function generateDpopKey(): DpopKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return { privateKey, publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } };
}

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS DPoP proof for `method url`. */
export function signDpopProof(
  key: DpopKey,
  method: string,
  url: string,
  options: { iatSeconds?: number; jti?: string; uuid?: string; header?: Record<string, unknown>; payload?: Record<string, unknown> } = {},
): string {
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: key.publicJwk, ...options.header };
  const payload = {
    iat: options.iatSeconds ?? Math.floor(Date.now() / 1000),
    jti: options.jti ?? randomUUID(),
    htu: url,
    htm: method.toUpperCase(),
    uuid: options.uuid ?? randomUUID(),
    ...options.payload,
  };
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}
