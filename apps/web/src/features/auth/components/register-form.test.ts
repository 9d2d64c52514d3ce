import { describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { validateRegistration } from './register-form';

const valid = { full_name: ' Trần Thị Bình ', phone: '+84 912 345 678', email: '', password: 'matkhau123', confirm: 'matkhau123' };

describe('registration rules', () => {
  it('accepts a valid form and normalises it', () => {
    expect(validateRegistration(valid).data).toEqual({ full_name: 'Trần Thị Bình', phone: '0912345678', password: 'matkhau123' });
  });

  it('explains each broken rule', () => {
    const { errors, data } = validateRegistration({ full_name: ' ', phone: '12345', email: 'x@', password: 'short1', confirm: 'other' });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      full_name: errorMessages.FULL_NAME_REQUIRED,
      phone: errorMessages.PHONE_INVALID,
      email: errorMessages.EMAIL_INVALID,
      password: errorMessages.PASSWORD_TOO_WEAK,
      confirm: 'Mật khẩu nhập lại không khớp.',
    });
  });

  it('needs letters and digits in the password', () => {
    expect(validateRegistration({ ...valid, password: '12345678', confirm: '12345678' }).errors.password).toBe(errorMessages.PASSWORD_TOO_WEAK);
    expect(validateRegistration({ ...valid, password: 'abcdefgh', confirm: 'abcdefgh' }).errors.password).toBe(errorMessages.PASSWORD_TOO_WEAK);
  });
});
