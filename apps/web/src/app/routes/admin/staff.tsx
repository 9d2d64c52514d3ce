import { adminText } from '@kaimono/i18n';
import { AdminStaff } from '@/features/staff';
import { AdminPage } from './admin-page';

/** /admin/staff: staff accounts and roles (issue 16). */
export default function AdminStaffRoute() {
  return (
    <AdminPage title={adminText.sections.staff.title} lead={adminText.sections.staff.lead}>
      <AdminStaff />
    </AdminPage>
  );
}
