import { Link } from 'react-router';
import { authText } from '@kaimono/i18n';
import { StoreContact } from '@/features/store';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { buttonClass } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icons';
import { AuthPanel } from './auth-panel';

/** /account/forgot: how to recover access today (support), and that self-service reset is coming. */
export default function ForgotRoute() {
  usePageMeta(authText.forgotTitle, authText.forgotLead);
  return (
    <AuthPanel titleId="forgot-title" title={authText.forgotTitle} lead={authText.forgotLead}>
      <div className="stack">
        <section aria-labelledby="forgot-steps">
          <h2 id="forgot-steps" style={{ fontSize: '1.125rem' }}>
            {authText.forgotStepsTitle}
          </h2>
          <ol>
            {authText.forgotSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="forgot-contact">
          <h2 id="forgot-contact" style={{ fontSize: '1.125rem' }}>
            {authText.forgotContactTitle}
          </h2>
          <StoreContact showAddress={false} />
        </section>
        <div className="notice" role="note">
          <Icon name="info" />
          <p>{authText.forgotComingSoon}</p>
        </div>
        <Link to={paths.account.login} className={buttonClass('secondary', 'md', true)}>
          {authText.backToLogin}
        </Link>
      </div>
    </AuthPanel>
  );
}
