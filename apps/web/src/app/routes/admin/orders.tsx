import { ordersAdminText } from '@kaimono/i18n';
import { AdminOrdersView } from '@/features/orders';
import { AdminPage } from './admin-page';

/** /admin/orders: staff (admin role) list every order by state and search. */
export default function AdminOrdersRoute() {
  return (
    <AdminPage title={ordersAdminText.list.title} lead={ordersAdminText.list.lead}>
      <AdminOrdersView />
    </AdminPage>
  );
}
