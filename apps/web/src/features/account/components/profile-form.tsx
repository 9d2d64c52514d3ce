import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { todayInVietnam, type User } from '@kaimono/contracts';
import { accountText, errorMessages, profileText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { UserAvatar } from '@/shared/ui/avatar';
import { Button, buttonClass } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { updateProfile, uploadAvatar } from '../api/account-api';
import { buildProfileUpdate, valuesFromUser, type ProfileErrors, type ProfileField, type ProfileFormValues } from '../lib/profile-rules';

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/**
 * The server's image limit (UPLOAD_LIMITS.imageBytes in @kaimono/contracts), repeated here:
 * importing a value from contracts' uploads module would pull zod into the web bundle.
 */
const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The editable profile (spec §3 User): full name, avatar (uploaded through
 * POST /api/upload/file/user), email and birthdate; the phone number is shown read-only because a
 * new number must be proven with an OTP. Saves with PUT /api/user/profile: 'Cập nhật thành công!'
 * or 'Lưu thất bại!' (spec §8).
 */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromUser(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [uploading, setUploading] = useState<number | null>(null);
  const toast = useToast();
  const fileId = useId();

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      toast.success(answer.message);
      setValues(valuesFromUser(answer.data));
      onSaved(answer.data);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        const fromServer: ProfileErrors = {};
        for (const [key, message] of Object.entries(error.fields)) {
          if (key in values) fromServer[key as ProfileField] = message;
        }
        setErrors(fromServer);
      }
      toast.error(error instanceof ApiError ? error.message : errorMessages.PROFILE_SAVE_FAILED);
    },
  });

  const set = (name: Exclude<ProfileField, 'avatar'>) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const chooseAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      setErrors((current) => ({ ...current, avatar: profileText.avatarWrongType }));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setErrors((current) => ({ ...current, avatar: profileText.avatarTooLarge }));
      return;
    }
    setErrors((current) => ({ ...current, avatar: undefined }));
    setUploading(0);
    try {
      const url = await uploadAvatar(file, setUploading);
      setValues((current) => ({ ...current, avatar: url }));
    } catch (error) {
      setErrors((current) => ({ ...current, avatar: error instanceof ApiError ? error.message : profileText.avatarUploadFailed }));
    } finally {
      setUploading(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildProfileUpdate(user, values);
    setErrors(result.errors);
    if (!result.body) {
      toast.error(errorMessages.PROFILE_SAVE_FAILED);
      return;
    }
    if (Object.keys(result.body).length === 0) {
      toast.info(profileText.noChanges);
      return;
    }
    mutation.mutate(result.body);
  };

  const reset = () => {
    setValues(valuesFromUser(user));
    setErrors({});
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{profileText.editTitle}</h2>
      <div className="profile-head">
        <UserAvatar fullName={values.full_name || user.full_name} avatar={values.avatar} size={72} />
        <div className="profile-avatar">
          <strong>{user.full_name}</strong>
          <span className="muted">
            {accountText.customerNo}: {user.customer_no}
          </span>
          <div className="profile-avatar__actions">
            <input
              id={fileId}
              className="sr-only"
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-label={profileText.avatar}
              aria-describedby={`${fileId}-hint`}
              disabled={uploading !== null}
              onChange={(event) => void chooseAvatar(event)}
            />
            <label htmlFor={fileId} className={buttonClass('secondary', 'sm')} aria-disabled={uploading !== null || undefined}>
              <Icon name="plus" size={16} />
              {uploading !== null ? `${profileText.avatarUploading} ${uploading}%` : profileText.avatarUpload}
            </label>
            {values.avatar && (
              <Button size="sm" variant="ghost" onClick={() => setValues((current) => ({ ...current, avatar: null }))}>
                {profileText.avatarRemove}
              </Button>
            )}
          </div>
          <p id={`${fileId}-hint`} className={errors.avatar ? 'k-field__error' : 'k-field__hint'} role={errors.avatar ? 'alert' : undefined}>
            {errors.avatar ?? profileText.avatarHint}
          </p>
        </div>
      </div>
      <div className="profile-form__grid">
        <Field label={profileText.fullName} error={errors.full_name} required>
          {(control) => <Input {...control} name="full_name" autoComplete="name" value={values.full_name} onChange={set('full_name')} maxLength={120} />}
        </Field>
        <Field label={profileText.phone} hint={profileText.phoneReadOnlyNote}>
          {(control) => <Input {...control} name="phone" type="tel" value={user.phone ?? ''} readOnly aria-readonly="true" className="profile-form__readonly" />}
        </Field>
        <Field label={profileText.email} hint={profileText.emailHint} error={errors.email} optional>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} maxLength={254} />}
        </Field>
        <Field label={profileText.birthdate} hint={profileText.birthdateHint} error={errors.birthdate} optional>
          {(control) => (
            <Input {...control} name="birthdate" type="date" autoComplete="bday" value={values.birthdate} max={todayInVietnam()} min="1900-01-01" onChange={set('birthdate')} />
          )}
        </Field>
      </div>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={reset} disabled={mutation.isPending}>
          {profileText.reset}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={uploading !== null}>
          {profileText.save}
        </Button>
      </div>
      {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields) && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(mutation.error)}</span>
        </div>
      )}
    </form>
  );
}
