import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './use-session-refresh';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('tokenExpiry', () => {
  it('reads exp from the payload', () => {
    expect(tokenExpiry(`${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: 1_900_000_000 })}.sig`)).toBe(1_900_000_000);
  });

  it('answers null for anything else', () => {
    expect(tokenExpiry('tok-123')).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
    expect(tokenExpiry(`${b64({})}.${b64({ sub: 'u1' })}.sig`)).toBeNull();
  });
});
