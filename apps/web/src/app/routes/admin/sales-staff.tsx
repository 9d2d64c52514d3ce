import { salesStaffAdminText } from '@kaimono/i18n';
import { AdminSalesStaff } from '@/features/account';
import { AdminPage } from './admin-page';

/** /admin/sales-staff: the sales staff (customers, ratings) and assigning a customer to one. */
export default function AdminSalesStaffRoute() {
  return (
    <AdminPage title={salesStaffAdminText.title} lead={salesStaffAdminText.lead}>
      <AdminSalesStaff />
    </AdminPage>
  );
}
