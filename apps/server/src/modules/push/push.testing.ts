import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/**
 * The receiving browser's side of Web Push, for tests (not a test file itself): its keys, the
 * decryption of one message (RFC 8291 with RFC 8188 aes128gcm) and the check of the server's VAPID
 * header (RFC 8292). Written with node:crypto on purpose, not with the web-push library the server
 * sends with, so a test does not check the library against itself. Used by the server's push suite
 * and by the web-push browser journey (which plays a push service and hands what it decrypted to
 * Chromium's service worker).
 */

export interface BrowserPushKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** What `PushSubscription.toJSON().keys` holds. */
  json: { p256dh: string; auth: string };
}

/** A browser's push keys (what PushSubscription.getKey('p256dh'/'auth') hold). */
export function browserKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/** RFC 8291 §3–4 / RFC 8188: the receiving user agent's decryption of one aes128gcm message. Throws when it is not one. */
export function decryptPushMessage(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength); // keyid = the application server's ephemeral public key
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not an uncompressed P-256 point`);
  if (ciphertext.length > recordSize) throw new Error(`one record of ${ciphertext.length} bytes over the record size ${recordSize}`);

  const uaPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(asPublic);
  // IKM = HKDF(salt=auth_secret, ikm=ecdh_secret, info="WebPush: info" 0x00 ua_public as_public, L=32)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'latin1'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'latin1'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // One record, the last: data ‖ 0x02 ‖ zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by that key, for
 * this push service's origin, with a subject, expiring within 24 h. Returns the key; throws otherwise.
 */
export function checkVapid(authorization: string | undefined, endpointOrigin: string, subject?: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { typ?: string; alg?: string };
  if (head.alg !== 'ES256' || head.typ !== 'JWT') throw new Error(`VAPID JWT header ${JSON.stringify(head)}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65) throw new Error(`VAPID key of ${point.length} bytes`);
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) {
    throw new Error('the VAPID JWT signature does not verify with its key');
  }
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (payload.aud !== endpointOrigin) throw new Error(`VAPID audience ${payload.aud}, not ${endpointOrigin}`);
  if (subject !== undefined && payload.sub !== subject) throw new Error(`VAPID subject ${payload.sub}, not ${subject}`);
  if (!/^(mailto:|https:)/.test(payload.sub)) throw new Error(`VAPID subject ${payload.sub}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(payload.exp > now && payload.exp <= now + 24 * 3600)) throw new Error(`VAPID expiry ${payload.exp} not within 24 h of ${now}`);
  return k;
}
