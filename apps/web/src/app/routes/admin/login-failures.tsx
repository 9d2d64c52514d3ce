import { adminText } from '@kaimono/i18n';
import { LoginFailuresView } from '@/features/auth';
import { AdminPage } from './admin-page';

/** /admin/login-failures: staff see which addresses fail logins in bursts (issue: lockouts). */
export default function LoginFailuresRoute() {
  return (
    <AdminPage title={adminText.sections.loginFailures.title} lead={adminText.sections.loginFailures.lead}>
      <LoginFailuresView />
    </AdminPage>
  );
}
