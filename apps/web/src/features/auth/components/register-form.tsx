import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import { authText, errorMessages, successMessages } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { setAuthToken } from '@/shared/lib/auth-token';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input, PasswordInput } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { signup } from '../api/signup';
import { refreshSession } from '../hooks/use-session';
import { attachVisitor } from '../lib/attach-visitor';
import './auth-form.css';

type FieldName = 'full_name' | 'phone' | 'email' | 'password' | 'confirm';
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const empty: Values = { full_name: '', phone: '', email: '', password: '', confirm: '' };

export interface RegistrationData {
  full_name: string;
  phone: string;
  email?: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server's sign-up rules (contracts' signupRequest), checked before sending: full name,
 * a Vietnamese mobile number, an optional email, a password of 8+ characters with letters and
 * digits, and the confirmation. Returns the normalised data when everything is valid.
 */
export function validateRegistration(values: Values): { errors: Errors; data?: RegistrationData } {
  const errors: Errors = {};
  const fullName = values.full_name.trim();
  if (!fullName || fullName.length > 120) errors.full_name = errorMessages.FULL_NAME_REQUIRED;
  const phone = normalizeVietnamesePhone(values.phone);
  if (!phone) errors.phone = errorMessages.PHONE_INVALID;
  const email = values.email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email))) errors.email = errorMessages.EMAIL_INVALID;
  const pw = values.password;
  if (pw.length < 8 || pw.length > 128 || !/\p{L}/u.test(pw) || !/\d/.test(pw)) errors.password = errorMessages.PASSWORD_TOO_WEAK;
  if (!values.confirm) errors.confirm = authText.confirmRequired;
  else if (values.confirm !== pw) errors.confirm = authText.passwordMismatch;
  if (Object.keys(errors).length > 0 || !phone) return { errors };
  return { errors, data: { full_name: fullName, phone, password: pw, ...(email ? { email } : {}) } };
}

/** Sign-up: full name, Vietnamese mobile, optional email, password twice (spec §7 POST /api/signup). */
export default function RegisterForm() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  const mutation = useMutation({
    mutationFn: signup,
    onSuccess: async (data) => {
      setAuthToken(data.token);
      await refreshSession(queryClient).catch(() => null);
      attachVisitor();
      toast.success(data.message || successMessages.SIGNUP_SUCCEEDED);
      navigate(paths.account.dashboard, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        const fromServer: Errors = {};
        for (const [key, message] of Object.entries(error.fields)) {
          if (key in empty) fromServer[key as FieldName] = message;
        }
        setErrors((current) => ({ ...current, ...fromServer }));
      }
    },
  });

  const set = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRegistration(values);
    setErrors(result.errors);
    if (!result.data) return;
    mutation.mutate(result.data);
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      {mutation.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(mutation.error)}</span>
        </div>
      )}
      <Field label={authText.fullNameLabel} error={errors.full_name} required>
        {(control) => <Input {...control} name="full_name" autoComplete="name" value={values.full_name} onChange={set('full_name')} maxLength={120} />}
      </Field>
      <div className="auth-form__grid auth-form__grid--2">
        <Field label={authText.phoneLabel} hint={authText.phoneHint} error={errors.phone} required>
          {(control) => (
            <Input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} maxLength={20} />
          )}
        </Field>
        <Field label={authText.emailLabel} error={errors.email} optional>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} maxLength={254} />}
        </Field>
      </div>
      <Field label={authText.passwordLabel} hint={authText.passwordHint} error={errors.password} required>
        {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={set('password')} maxLength={128} />}
      </Field>
      <Field label={authText.confirmLabel} error={errors.confirm} required>
        {(control) => <PasswordInput {...control} name="confirm" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} maxLength={128} />}
      </Field>
      <p className="muted" style={{ margin: 0, fontSize: '0.875rem' }}>
        {authText.termsPrefix} <Link to={paths.page.tradingPolicy}>{authText.termsLink}</Link> {authText.termsAnd}{' '}
        <Link to={paths.page.privacy}>{authText.privacyLink}</Link>.
      </p>
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        {authText.registerButton}
      </Button>
      <p className="auth-form__switch">
        {authText.haveAccount} <Link to={paths.account.login}>{authText.loginLink}</Link>
      </p>
    </form>
  );
}
