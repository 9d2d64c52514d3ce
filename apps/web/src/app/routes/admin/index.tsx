import { adminShellText } from '@kaimono/i18n';
import { AdminDashboard } from '@/features/backoffice';
import { AdminPage } from './admin-page';

/** /admin: the dashboard of waiting work (the sections are the shell's side navigation). */
export default function AdminIndexRoute() {
  return (
    <AdminPage title={adminShellText.dashboard.title} lead={adminShellText.dashboard.lead}>
      <AdminDashboard />
    </AdminPage>
  );
}
