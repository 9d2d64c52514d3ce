import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@kaimono/contracts';
import { authText, identityText } from '@kaimono/i18n';
import { ApiError, errorText } from '@/shared/api/http';
import { setAuthToken } from '@/shared/lib/auth-token';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input, PasswordInput } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { requestEmailCode, verifyEmail } from '../api/email-verification';
import { changePassword } from '../api/password';
import { authKeys } from '../api/query-keys';
import { deadlineIn, useCountdown } from '../hooks/use-countdown';
import { refreshSession } from '../hooks/use-session';
import { passwordProblem } from '../lib/password-rules';
import { SessionList } from './session-list';
import './auth-form.css';
import './identity.css';

/** /account/security: change (or first set) the password, the logged-in devices, verify the email, QR login tip. */
export default function SecuritySettings({ user }: { user: User }) {
  return (
    <div className="stack">
      <PasswordSection user={user} />
      <SessionList />
      <EmailSection user={user} />
      <section className="card security-section" aria-labelledby="security-qr">
        <h2 id="security-qr">{identityText.qrTipTitle}</h2>
        <p className="muted" style={{ margin: 0 }}>
          {identityText.qrTipBody}
        </p>
      </section>
    </div>
  );
}

type PasswordErrors = Partial<Record<'old' | 'password' | 'confirm', string>>;

function PasswordSection({ user }: { user: User }) {
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: async (data) => {
      // This session continues with the new token; every other one has ended.
      setAuthToken(data.access_token);
      await refreshSession(queryClient).catch(() => null);
      await queryClient.invalidateQueries({ queryKey: authKeys.sessions });
      setOldPassword('');
      setPassword('');
      setConfirm('');
      toast.success(data.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors({ old: error.fields.old_password, password: error.fields.new_password });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: PasswordErrors = {};
    if (user.has_password && !oldPassword) next.old = authText.passwordRequired;
    const problem = passwordProblem(password, confirm);
    if (problem.password) next.password = problem.password;
    if (problem.confirm) next.confirm = problem.confirm;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    mutation.mutate(user.has_password ? { old_password: oldPassword, new_password: password } : { new_password: password });
  };

  const title = user.has_password ? identityText.changePasswordTitle : identityText.setPasswordTitle;
  return (
    <section className="card security-section" aria-labelledby="security-password">
      <h2 id="security-password">{title}</h2>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="security-password">
        {!user.has_password && <p className="muted" style={{ margin: 0 }}>{identityText.setPasswordLead}</p>}
        {mutation.isError && !(mutation.error instanceof ApiError && mutation.error.fields) && (
          <div className="form-error" role="alert">
            <Icon name="alert" />
            <span>{errorText(mutation.error)}</span>
          </div>
        )}
        {user.has_password && (
          <Field label={identityText.currentPassword} error={errors.old} required>
            {(control) => (
              <PasswordInput {...control} name="current-password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} maxLength={128} />
            )}
          </Field>
        )}
        <Field label={identityText.newPassword} hint={authText.passwordHint} error={errors.password} required>
          {(control) => <PasswordInput {...control} name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={128} />}
        </Field>
        <Field label={identityText.confirmNewPassword} error={errors.confirm} required>
          {(control) => <PasswordInput {...control} name="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} maxLength={128} />}
        </Field>
        <p className="muted" style={{ margin: 0, fontSize: '0.875rem' }}>
          {identityText.changePasswordNote}
        </p>
        <div>
          <Button type="submit" loading={mutation.isPending}>
            {user.has_password ? identityText.changePasswordButton : identityText.setPasswordButton}
          </Button>
        </div>
      </form>
    </section>
  );
}

function EmailSection({ user }: { user: User }) {
  const [sentTo, setSentTo] = useState<{ masked: string; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const resendIn = useCountdown(sentTo?.resendAt ?? null);
  const request = useMutation({
    mutationFn: requestEmailCode,
    onSuccess: (data) => setSentTo({ masked: data.data.email_masked, resendAt: deadlineIn(data.data.resend_after_seconds) }),
  });
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (data) => {
      queryClient.setQueryData(authKeys.session, data.data);
      setSentTo(null);
      setCode('');
      toast.success(data.message);
    },
  });

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    setCodeError(digits.length === 6 ? undefined : identityText.otpCodeRequired);
    if (digits.length === 6) verify.mutate(digits);
  };

  const failure = verify.isError ? verify.error : request.isError ? request.error : null;
  return (
    <section className="card security-section" aria-labelledby="security-email">
      <h2 id="security-email">{identityText.emailTitle}</h2>
      {!user.email ? (
        <p className="muted" style={{ margin: 0 }}>
          {identityText.emailMissing}
        </p>
      ) : (
        <>
          <p className="security-email">
            <strong>{user.email}</strong>
            <span className={user.email_verified ? 'security-badge security-badge--ok' : 'security-badge security-badge--todo'}>
              {user.email_verified ? identityText.emailVerified : identityText.emailUnverified}
            </span>
          </p>
          {failure && (
            <div className="form-error" role="alert">
              <Icon name="alert" />
              <span>{errorText(failure)}</span>
            </div>
          )}
          {!user.email_verified &&
            (sentTo ? (
              <form className="auth-form" onSubmit={onVerify} noValidate aria-labelledby="security-email">
                <p className="otp-form__sent" role="status">
                  {identityText.emailCodeSent(sentTo.masked)}
                </p>
                <div className="security-inline">
                  <Field label={identityText.emailCodeLabel} error={codeError} required className="otp-form__code">
                    {(control) => (
                      <Input
                        {...control}
                        name="email-code"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        value={code}
                        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                        maxLength={6}
                      />
                    )}
                  </Field>
                  <Button type="submit" loading={verify.isPending}>
                    {identityText.emailVerifyButton}
                  </Button>
                </div>
                <div>
                  <Button variant="link" disabled={resendIn > 0 || request.isPending} onClick={() => request.mutate()}>
                    {resendIn > 0 ? identityText.otpResendIn(resendIn) : identityText.otpResend}
                  </Button>
                </div>
              </form>
            ) : (
              <Button variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
                {identityText.emailSendCode}
              </Button>
            ))}
        </>
      )}
    </section>
  );
}
