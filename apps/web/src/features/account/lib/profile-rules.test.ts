import { describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { testUser } from '@/test/mock-api';
import { buildProfileUpdate, valuesFromUser } from './profile-rules';

const user = { ...testUser, has_password: true, email_verified: false };
const values = valuesFromUser(user);

describe('profile form rules', () => {
  it('sends only what changed', () => {
    expect(buildProfileUpdate(user, values)).toEqual({ errors: {}, body: {} });
    expect(buildProfileUpdate(user, { ...values, full_name: '  Nguyễn Văn Bình ' }).body).toEqual({ full_name: 'Nguyễn Văn Bình' });
    expect(buildProfileUpdate(user, { ...values, email: 'AN@example.com' }).body).toEqual({});
    expect(buildProfileUpdate(user, { ...values, email: '' }).body).toEqual({ email: null });
    expect(buildProfileUpdate(user, { ...values, avatar: '/api/files/abc' }).body).toEqual({ avatar: '/api/files/abc' });
    const withAvatar = { ...user, avatar: '/api/files/old' };
    expect(buildProfileUpdate(withAvatar, { ...valuesFromUser(withAvatar), avatar: null }).body).toEqual({ avatar: null });
  });

  it('sends the birthdate only when it is a valid date', () => {
    expect(buildProfileUpdate(user, { ...values, birthdate: '1990-05-20' }).body).toEqual({ birthdate: '1990-05-20' });
    expect(buildProfileUpdate(user, { ...values, birthdate: '20/05/1990' }).body).toEqual({ birthdate: '1990-05-20' });
    // Emptied: not sent (nothing to send but a valid date).
    expect(buildProfileUpdate(user, { ...values, birthdate: '' }).body).toEqual({});
    expect(buildProfileUpdate(user, { ...values, birthdate: '2023-02-30' })).toEqual({ errors: { birthdate: errorMessages.BIRTHDATE_INVALID } });
    expect(buildProfileUpdate(user, { ...values, birthdate: '30/02/2023' })).toEqual({ errors: { birthdate: errorMessages.BIRTHDATE_INVALID } });
    expect(buildProfileUpdate(user, { ...values, birthdate: '2099-01-01' })).toEqual({ errors: { birthdate: errorMessages.BIRTHDATE_NOT_PAST } });
    expect(buildProfileUpdate(user, { ...values, birthdate: '2020-01-01' })).toEqual({ errors: { birthdate: errorMessages.BIRTHDATE_AGE_RANGE } });
  });

  it('explains a missing name and a wrong email', () => {
    expect(buildProfileUpdate(user, { ...values, full_name: '  ', email: 'x@' }).errors).toEqual({
      full_name: errorMessages.FULL_NAME_REQUIRED,
      email: errorMessages.EMAIL_INVALID,
    });
  });
});
