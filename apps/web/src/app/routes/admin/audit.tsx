import { adminText } from '@kaimono/i18n';
import { AdminAudit } from '@/features/staff';
import { AdminPage } from './admin-page';

/** /admin/audit: the audit log of staff actions (issue 16). */
export default function AdminAuditRoute() {
  return (
    <AdminPage title={adminText.sections.audit.title} lead={adminText.sections.audit.lead}>
      <AdminAudit />
    </AdminPage>
  );
}
