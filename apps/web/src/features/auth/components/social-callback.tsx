import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SocialProvider } from '@kaimono/contracts';
import { authText, identityText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { storageKeys } from '@/shared/config/storage-keys';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { socialLogin } from '../api/social-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { parseSocialCallback, type PendingSocialLogin } from '../lib/social';

function takePending(): PendingSocialLogin | null {
  try {
    const raw = window.sessionStorage.getItem(storageKeys.socialLogin);
    window.sessionStorage.removeItem(storageKeys.socialLogin);
    return raw ? (JSON.parse(raw) as PendingSocialLogin) : null;
  } catch {
    return null;
  }
}

/**
 * /account/social/{provider}: Google or Facebook sends the browser back here with a token in the
 * URL fragment. The state must match what this browser stored when it left; then the token goes
 * to POST /api/login/social.
 */
export default function SocialCallback({ provider }: { provider: SocialProvider }) {
  const location = useLocation();
  const complete = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const run = useEffectEvent(async () => {
    const answer = parseSocialCallback(provider, location.search, location.hash);
    const pending = takePending();
    // Drop the token from the address bar and history.
    window.history.replaceState(window.history.state, '', location.pathname);
    if (!answer.ok) {
      setError(answer.reason === 'cancelled' ? identityText.socialCancelled : identityText.socialStateMismatch);
      return;
    }
    if (!pending || pending.provider !== provider || pending.state !== answer.state) {
      setError(identityText.socialStateMismatch);
      return;
    }
    try {
      const data = await socialLogin({ provider, token: answer.token, ...(provider === 'google' ? { nonce: pending.nonce } : {}) });
      await complete(data.access_token, { next: pending.next ?? data.next, message: data.message });
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, []);

  if (!error) {
    return (
      <div className="stack" aria-busy="true">
        <Spinner size={32} label={identityText.socialCallbackWorking} />
        <p className="muted">{identityText.socialCallbackWorking}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <div className="form-error" role="alert">
        <Icon name="alert" />
        <span>{error}</span>
      </div>
      <Link to={paths.account.login} className={buttonClass('primary', 'md', true)}>
        {authText.backToLogin}
      </Link>
    </div>
  );
}
