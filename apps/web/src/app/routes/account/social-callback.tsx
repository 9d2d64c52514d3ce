import { useParams } from 'react-router';
import { identityText } from '@kaimono/i18n';
import { SocialCallback } from '@/features/auth';
import { NotFoundPage } from '@/app/errors/not-found-page';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { AuthPanel } from './auth-panel';

/** /account/social/{google|facebook}: where the provider sends the browser back. */
export default function SocialCallbackRoute() {
  usePageMeta(identityText.socialCallbackTitle);
  const { provider } = useParams();
  if (provider !== 'google' && provider !== 'facebook') return <NotFoundPage />;
  return (
    <AuthPanel titleId="social-title" title={identityText.socialCallbackTitle}>
      <SocialCallback provider={provider} />
    </AuthPanel>
  );
}
