import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import { authText, errorMessages, identityText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input, PasswordInput } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { requestPasswordReset, resetPassword } from '../api/password';
import { deadlineIn, useCountdown } from '../hooks/use-countdown';
import { passwordProblem } from '../lib/password-rules';
import './auth-form.css';
import './identity.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number in national form or a lower-cased email, or null. */
export function normalizeUsername(value: string): string | null {
  const phone = normalizeVietnamesePhone(value);
  if (phone) return phone;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

interface Sent {
  username: string;
  channel: 'sms' | 'email';
  resendAt: number;
}

type Errors = Partial<Record<'username' | 'code' | 'password' | 'confirm', string>>;

/**
 * /account/forgot: 1) a phone or email gets a code (SMS or email); 2) the code and a new password
 * set it (POST /api/reset-password, step change_pwd). Every other session of the account ends.
 */
export default function ForgotPasswordFlow() {
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const navigate = useNavigate();
  const toast = useToast();
  const resendIn = useCountdown(sent?.resendAt ?? null);

  const request = useMutation({
    mutationFn: (target: string) => requestPasswordReset(target),
    onSuccess: (data, target) => {
      setSent({ username: target, channel: data.data.channel, resendAt: deadlineIn(data.data.resend_after_seconds) });
      reset.reset();
    },
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (data) => {
      toast.success(data.message);
      navigate(paths.account.login, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) {
        setErrors({ code: error.fields.code, password: error.fields.password });
      }
    },
  });

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    const target = normalizeUsername(username);
    setErrors(target ? {} : { username: errorMessages.USERNAME_INVALID });
    if (target) request.mutate(target);
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const next: Errors = {};
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) next.code = identityText.otpCodeRequired;
    const problem = passwordProblem(password, confirm);
    if (problem.password) next.password = problem.password;
    if (problem.confirm) next.confirm = problem.confirm;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    reset.mutate({ username: sent.username, code: digits, password });
  };

  const failure = reset.isError ? reset.error : request.isError ? request.error : null;
  const alert = failure && (
    <div className="form-error" role="alert">
      <Icon name="alert" />
      <span>{errorText(failure)}</span>
    </div>
  );

  if (!sent) {
    return (
      <form className="auth-form" onSubmit={onRequest} noValidate aria-labelledby="forgot-title">
        {alert}
        <Field label={identityText.forgotUsernameLabel} hint={authText.usernameHint} error={errors.username} required>
          {(control) => (
            <Input {...control} name="username" autoComplete="username" inputMode="email" value={username} onChange={(e) => setUsername(e.target.value)} maxLength={254} />
          )}
        </Field>
        <Button type="submit" size="lg" block loading={request.isPending}>
          {identityText.forgotSendCode}
        </Button>
        <Link to={paths.account.login} className={buttonClass('ghost', 'md', true)}>
          {authText.backToLogin}
        </Link>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={onReset} noValidate aria-labelledby="forgot-title">
      {alert}
      <p className="otp-form__sent" role="status">
        {sent.channel === 'sms' ? identityText.forgotSentSms(sent.username) : identityText.forgotSentEmail(sent.username)}
      </p>
      <Field label={identityText.forgotCodeLabel} error={errors.code} required className="otp-form__code">
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            maxLength={6}
            autoFocus
          />
        )}
      </Field>
      <Field label={identityText.forgotNewPassword} hint={authText.passwordHint} error={errors.password} required>
        {(control) => <PasswordInput {...control} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={128} />}
      </Field>
      <Field label={identityText.forgotConfirmPassword} error={errors.confirm} required>
        {(control) => <PasswordInput {...control} name="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} maxLength={128} />}
      </Field>
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {identityText.forgotSubmit}
      </Button>
      <div className="otp-form__actions">
        <Button variant="link" onClick={() => setSent(null)}>
          {identityText.forgotOtherUsername}
        </Button>
        <Button variant="link" disabled={resendIn > 0 || request.isPending} onClick={() => request.mutate(sent.username)}>
          {resendIn > 0 ? identityText.otpResendIn(resendIn) : identityText.otpResend}
        </Button>
      </div>
    </form>
  );
}
