import { checkBirthdate, parseBirthdateInput, type UpdateProfileRequest, type User } from '@kaimono/contracts';
import { errorMessages } from '@kaimono/i18n';

export interface ProfileFormValues {
  full_name: string;
  email: string;
  /** As typed: `YYYY-MM-DD` from a date input, or `DD/MM/YYYY`. */
  birthdate: string;
  avatar: string | null;
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function valuesFromUser(user: User): ProfileFormValues {
  return { full_name: user.full_name, email: user.email ?? '', birthdate: user.birthdate ?? '', avatar: user.avatar };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What to send to PUT /api/user/profile: only the fields that changed. The birthdate is sent only
 * when it is a valid date (spec §5): a real day, in the past, age 13–120 — otherwise the field
 * shows why and nothing is sent. An emptied birthdate is simply not sent.
 */
export function buildProfileUpdate(user: User, values: ProfileFormValues): { errors: ProfileErrors; body?: UpdateProfileRequest } {
  const errors: ProfileErrors = {};
  const body: UpdateProfileRequest = {};

  const fullName = values.full_name.trim();
  if (!fullName || fullName.length > 120) errors.full_name = errorMessages.FULL_NAME_REQUIRED;
  else if (fullName !== user.full_name) body.full_name = fullName;

  const email = values.email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = errorMessages.EMAIL_INVALID;
  else if (email.toLowerCase() !== (user.email ?? '')) body.email = email || null;

  const typed = values.birthdate.trim();
  if (typed) {
    const birthdate = parseBirthdateInput(typed);
    const problem = birthdate ? checkBirthdate(birthdate) : 'BIRTHDATE_INVALID';
    if (problem) errors.birthdate = errorMessages[problem];
    else if (birthdate !== user.birthdate) body.birthdate = birthdate;
  }

  if (values.avatar !== user.avatar) body.avatar = values.avatar;

  return Object.keys(errors).length > 0 ? { errors } : { errors, body };
}
