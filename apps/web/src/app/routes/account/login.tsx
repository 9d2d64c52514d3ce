import { Link } from 'react-router';
import { authText } from '@kaimono/i18n';
import { LoginMethods } from '@/features/auth';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { AuthPanel } from './auth-panel';

/** /account/login: password, SMS code or QR (tabs), and Google/Facebook when configured. */
export default function LoginRoute() {
  usePageMeta(authText.loginTitle, authText.loginLead);
  return (
    <AuthPanel titleId="login-title" title={authText.loginTitle} lead={authText.loginLead}>
      <LoginMethods />
      <p className="auth-panel__help">
        <Link to={paths.page.newUser}>{authText.newUserGuide}</Link>
      </p>
    </AuthPanel>
  );
}
