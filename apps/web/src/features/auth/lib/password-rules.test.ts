import { describe, expect, it } from 'vitest';
import { normalizeUsername } from '../components/forgot-password-flow';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('accepts 8+ characters with letters and digits, confirmed', () => {
    expect(passwordProblem('matkhau2026', 'matkhau2026')).toEqual({});
    expect(passwordProblem('mậtkhẩu99', 'mậtkhẩu99')).toEqual({});
  });

  it('explains a weak password and a wrong confirmation', () => {
    expect(passwordProblem('12345678', '12345678').password).toBe('Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số.');
    expect(passwordProblem('short1', 'short1').password).toBeDefined();
    expect(passwordProblem('matkhau2026', 'matkhau2027').confirm).toBe('Mật khẩu nhập lại không khớp.');
    expect(passwordProblem('matkhau2026', '').confirm).toBe('Vui lòng nhập lại mật khẩu.');
  });
});

describe('normalizeUsername (forgot password)', () => {
  it('takes a Vietnamese mobile in any notation or an email', () => {
    expect(normalizeUsername('+84 912 345 678')).toBe('0912345678');
    expect(normalizeUsername(' An@Example.com ')).toBe('an@example.com');
    expect(normalizeUsername('0123')).toBeNull();
    expect(normalizeUsername('an@')).toBeNull();
  });
});
