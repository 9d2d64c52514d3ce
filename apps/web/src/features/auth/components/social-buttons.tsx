import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SocialProvider } from '@kaimono/contracts';
import { identityText } from '@kaimono/i18n';
import { storageKeys } from '@/shared/config/storage-keys';
import { paths } from '@/shared/config/paths';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { authKeys } from '../api/query-keys';
import { getSocialProviders } from '../api/social-login';
import { facebookAuthUrl, googleAuthUrl, randomToken, type PendingSocialLogin } from '../lib/social';
import './identity.css';

/** Google and Facebook buttons, only for the providers the server has configured. */
export function SocialButtons() {
  const [params] = useSearchParams();
  const { data } = useQuery({
    queryKey: authKeys.socialProviders,
    queryFn: ({ signal }) => getSocialProviders(signal),
    staleTime: 30 * 60_000,
  });
  const google = data?.data.google;
  const facebook = data?.data.facebook;
  const showGoogle = !!(google?.enabled && google.client_id);
  const showFacebook = !!(facebook?.enabled && facebook.app_id);
  if (!showGoogle && !showFacebook) return null;

  const start = (provider: SocialProvider) => {
    const pending: PendingSocialLogin = { provider, state: randomToken(), nonce: randomToken(), next: params.get('next') };
    try {
      window.sessionStorage.setItem(storageKeys.socialLogin, JSON.stringify(pending));
    } catch {
      // Without session storage the callback cannot check the state: it will refuse, as it should.
    }
    const redirectUri = `${window.location.origin}${paths.socialCallback(provider)}`;
    window.location.assign(
      provider === 'google' ? googleAuthUrl(google!.client_id!, redirectUri, pending) : facebookAuthUrl(facebook!.app_id!, redirectUri, pending),
    );
  };

  return (
    <div className="social-login">
      <div className="social-login__divider">{identityText.socialDivider}</div>
      <div className="social-login__buttons">
        {showGoogle && (
          <Button variant="secondary" onClick={() => start('google')} leadingIcon={<Icon name="user" />}>
            {identityText.socialGoogle}
          </Button>
        )}
        {showFacebook && (
          <Button variant="secondary" onClick={() => start('facebook')} leadingIcon={<Icon name="facebook" />}>
            {identityText.socialFacebook}
          </Button>
        )}
      </div>
    </div>
  );
}
