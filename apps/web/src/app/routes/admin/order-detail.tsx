import { useParams } from 'react-router';
import { ordersAdminText } from '@kaimono/i18n';
import { AdminOrderDetail } from '@/features/orders';
import { AdminPage } from './admin-page';

/** /admin/orders/{id}: one order for staff, its state moves and the parcel at the VN warehouse. */
export default function AdminOrderDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title={ordersAdminText.detail.pageTitle} lead={ordersAdminText.detail.lead}>
      <AdminOrderDetail key={id} id={id} />
    </AdminPage>
  );
}
