import { describe, expect, it } from 'vitest';
import { generateOtp, generateSecret, hashOtp, maskEmail, maskIp, maskPhone, otpMatches, sha256 } from './identity.codes.ts';

describe('one-time codes', () => {
  it('are six digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash that only matches the same code, row and secret', () => {
    const hash = hashOtp('secret-a', 'row-1', '012345');
    expect(hash).not.toContain('012345');
    expect(otpMatches('secret-a', 'row-1', '012345', hash)).toBe(true);
    expect(otpMatches('secret-a', 'row-1', '012346', hash)).toBe(false);
    expect(otpMatches('secret-a', 'row-2', '012345', hash)).toBe(false);
    expect(otpMatches('secret-b', 'row-1', '012345', hash)).toBe(false);
    expect(otpMatches('secret-a', 'row-1', '', hash)).toBe(false);
  });

  it('QR secrets carry 32 random bytes in base64url', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(generateSecret()).not.toBe(secret);
    expect(sha256(secret)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('masks', () => {
  it('hide the middle of a phone number', () => {
    expect(maskPhone('0912345678')).toBe('091****678');
  });

  it('hide the local part of an email', () => {
    expect(maskEmail('nguyen.van.a@gmail.com')).toBe('n********a@gmail.com');
    expect(maskEmail('ab@x.vn')).toBe('a*@x.vn');
    expect(maskEmail('a@x.vn')).toBe('a*@x.vn');
  });

  it('hide the last part of an address', () => {
    expect(maskIp('203.113.10.25')).toBe('203.113.10.*');
    expect(maskIp('::ffff:127.0.0.1')).toBe('127.0.0.*');
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskIp(undefined)).toBeNull();
  });
});
