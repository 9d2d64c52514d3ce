import { identityText } from '@kaimono/i18n';
import { ForgotPasswordFlow } from '@/features/auth';
import { StoreContact } from '@/features/store';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { AuthPanel } from './auth-panel';

/** /account/forgot: a code by SMS or email, then a new password; support contacts below. */
export default function ForgotRoute() {
  usePageMeta(identityText.forgotTitle, identityText.forgotLead);
  return (
    <AuthPanel titleId="forgot-title" title={identityText.forgotTitle} lead={identityText.forgotLead}>
      <div className="stack">
        <ForgotPasswordFlow />
        <section aria-labelledby="forgot-contact">
          <h2 id="forgot-contact" style={{ fontSize: '1.125rem' }}>
            {identityText.forgotNoCodeTitle}
          </h2>
          <p className="muted">{identityText.forgotNoCodeBody}</p>
          <StoreContact showAddress={false} />
        </section>
      </div>
    </AuthPanel>
  );
}
