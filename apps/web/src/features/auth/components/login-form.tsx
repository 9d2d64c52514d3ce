import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeVietnamesePhone, safeNextPath } from '@kaimono/contracts';
import { authText, successMessages } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { setAuthToken } from '@/shared/lib/auth-token';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Icon } from '@/shared/ui/icons';
import { Input, PasswordInput } from '@/shared/ui/input';
import { useToast } from '@/shared/ui/toast';
import { login } from '../api/login';
import { refreshSession } from '../hooks/use-session';
import { attachVisitor } from '../lib/attach-visitor';
import './auth-form.css';

interface Errors {
  username?: string;
  password?: string;
}

/** Login with phone or email and password; after success goes to `next` (spec §2). */
export default function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [params] = useSearchParams();
  const nextParam = params.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      setAuthToken(data.access.token);
      await refreshSession(queryClient).catch(() => null);
      attachVisitor();
      toast.success(data.message || successMessages.LOGIN_SUCCEEDED);
      navigate(safeNextPath(nextParam ?? data.next), { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const name = username.trim();
    if (!name) next.username = authText.usernameRequired;
    if (!password) next.password = authText.passwordRequired;
    setErrors(next);
    if (next.username || next.password) return;
    const phone = normalizeVietnamesePhone(name);
    mutation.mutate({ username: phone ?? name, password, next: nextParam ? safeNextPath(nextParam) : undefined });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      {mutation.isError && (
        <div className="form-error" role="alert">
          <Icon name="alert" />
          <span>{errorText(mutation.error)}</span>
        </div>
      )}
      <Field label={authText.usernameLabel} hint={authText.usernameHint} error={errors.username} required>
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            inputMode="email"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            maxLength={254}
          />
        )}
      </Field>
      <Field label={authText.passwordLabel} error={errors.password} required>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={128}
          />
        )}
      </Field>
      <div className="auth-form__row">
        <Link to={paths.account.forgot}>{authText.forgotLink}</Link>
      </div>
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        {authText.loginButton}
      </Button>
      <p className="auth-form__switch">
        {authText.noAccount}{' '}
        <Link to={nextParam ? `${paths.account.register}?next=${encodeURIComponent(nextParam)}` : paths.account.register}>{authText.registerLink}</Link>
      </p>
    </form>
  );
}
