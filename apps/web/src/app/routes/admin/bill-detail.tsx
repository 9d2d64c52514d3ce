import { useParams } from 'react-router';
import { billsAdminText } from '@kaimono/i18n';
import { AdminBillDetail } from '@/features/bills';
import { AdminPage } from './admin-page';

/** /admin/bills/{id}: one bill for staff (lines, parcels, orders, customer) and its cancel. */
export default function AdminBillDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title={billsAdminText.detail.pageTitle} lead={billsAdminText.detail.lead}>
      <AdminBillDetail key={id} id={id} />
    </AdminPage>
  );
}
