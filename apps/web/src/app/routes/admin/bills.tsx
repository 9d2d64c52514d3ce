import { billsAdminText } from '@kaimono/i18n';
import { AdminBillsView } from '@/features/bills';
import { AdminPage } from './admin-page';

/** /admin/bills: staff (admin role) list every bill, open one, cancel an unpaid one. */
export default function AdminBillsRoute() {
  return (
    <AdminPage title={billsAdminText.list.title} lead={billsAdminText.list.lead}>
      <AdminBillsView />
    </AdminPage>
  );
}
