import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { normalizeVietnamesePhone } from '@kaimono/contracts';
import { authText, errorMessages, identityText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input } from '@/shared/ui/input';
import { loginWithCode, sendLoginCode } from '../api/phone-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { deadlineIn, useCountdown } from '../hooks/use-countdown';
import './auth-form.css';
import './identity.css';

interface Sent {
  phone: string;
  masked: string;
  registered: boolean;
  resendAt: number;
}

/** Login with a code sent by SMS (POST /api/login/phone); a new number gets an account. */
export function PhoneOtpForm() {
  const [phoneInput, setPhoneInput] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<{ phone?: string; code?: string }>({});
  const [sent, setSent] = useState<Sent | null>(null);
  const [params] = useSearchParams();
  const complete = useCompleteLogin();
  const resendIn = useCountdown(sent?.resendAt ?? null);

  const send = useMutation({
    mutationFn: (phone: string) => sendLoginCode(phone),
    onSuccess: (data, phone) => {
      setSent({ phone, masked: data.data.phone_masked, registered: data.data.registered, resendAt: deadlineIn(data.data.resend_after_seconds) });
      setCode('');
      verify.reset();
    },
  });
  const verify = useMutation({
    mutationFn: loginWithCode,
    onSuccess: (data) => complete(data.access_token, { next: params.get('next') ?? data.next, message: data.message }),
  });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const phone = normalizeVietnamesePhone(phoneInput);
    setFieldError(phone ? {} : { phone: errorMessages.PHONE_INVALID });
    if (phone) send.mutate(phone);
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setFieldError({ code: identityText.otpCodeRequired });
      return;
    }
    setFieldError({});
    const next = params.get('next');
    verify.mutate({ phone: sent.phone, code: digits, ...(next ? { next } : {}) });
  };

  const failure = verify.isError ? verify.error : send.isError ? send.error : null;
  const alert = failure && (
    <div className="form-error" role="alert">
      <Icon name="alert" />
      <span>{errorText(failure)}</span>
    </div>
  );

  if (!sent) {
    return (
      <form className="auth-form" onSubmit={onSend} noValidate aria-label={identityText.tabOtp}>
        {alert}
        <Field label={authText.phoneLabel} hint={identityText.otpPhoneHint} error={fieldError.phone} required>
          {(control) => (
            <Input
              {...control}
              name="otp-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phoneInput}
              onChange={(e) => setPhoneInput(e.target.value)}
              maxLength={20}
            />
          )}
        </Field>
        <Button type="submit" size="lg" block loading={send.isPending}>
          {identityText.otpSend}
        </Button>
      </form>
    );
  }

  return (
    <form className="auth-form otp-form" onSubmit={onVerify} noValidate aria-label={identityText.tabOtp}>
      {alert}
      <p className="otp-form__sent" role="status">
        {identityText.otpSentTo(sent.masked)}
      </p>
      {!sent.registered && (
        <div className="notice" role="note">
          <Icon name="info" />
          <p>{identityText.otpNewAccount}</p>
        </div>
      )}
      <Field label={identityText.otpCodeLabel} error={fieldError.code} required className="otp-form__code">
        {(control) => (
          <Input
            {...control}
            name="otp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            maxLength={6}
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" size="lg" block loading={verify.isPending}>
        {identityText.otpLogin}
      </Button>
      <div className="otp-form__actions">
        <Button variant="link" onClick={() => setSent(null)}>
          {identityText.otpChangePhone}
        </Button>
        <Button variant="link" disabled={resendIn > 0 || send.isPending} onClick={() => send.mutate(sent.phone)}>
          {resendIn > 0 ? identityText.otpResendIn(resendIn) : identityText.otpResend}
        </Button>
      </div>
    </form>
  );
}
