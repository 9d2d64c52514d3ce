import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@kaimono/contracts';

/** A uniformly random numeric code (000000–999999). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of an OTP: HMAC-SHA256 keyed with the server secret over the row id and the
 * code. A leaked table does not give the codes away (a plain hash of six digits would).
 */
export function hashOtp(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');
}

export function otpMatches(secret: string, id: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 32 random bytes as base64url (43 characters): QR login secrets. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy secret (QR codes): enough, no key needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 0912345678 -> 091****678 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}

/** nguyen.van.a@gmail.com -> n*********a@gmail.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** 203.113.10.25 -> 203.113.10.*; IPv6 keeps its first three groups. */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.replace(/\.\d{1,3}$/, '.*');
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:*`;
  return null;
}
