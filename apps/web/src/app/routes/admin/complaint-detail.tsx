import { Link, useParams } from 'react-router';
import { complaintsAdminText } from '@kaimono/i18n';
import { AdminComplaintDetail } from '@/features/complaints';
import { adminPaths } from '@/shared/config/paths';
import { AdminPage } from './admin-page';

/** /admin/complaints/{id}: staff (admin role) read one complaint, reply and move its status. */
export default function AdminComplaintDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title={complaintsAdminText.detailTitle} lead={complaintsAdminText.detailLead}>
      <p className="admin-page__back">
        <Link to={adminPaths.complaints}>← {complaintsAdminText.backToList}</Link>
      </p>
      <AdminComplaintDetail key={id} id={id} />
    </AdminPage>
  );
}
