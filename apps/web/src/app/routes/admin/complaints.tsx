import { complaintsAdminText } from '@kaimono/i18n';
import { AdminComplaints } from '@/features/complaints';
import { AdminPage } from './admin-page';

/** /admin/complaints: staff (admin role) list customers' complaints by deadline, with filters. */
export default function AdminComplaintsRoute() {
  return (
    <AdminPage title={complaintsAdminText.title} lead={complaintsAdminText.lead}>
      <AdminComplaints />
    </AdminPage>
  );
}
