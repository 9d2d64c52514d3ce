import { useParams } from 'react-router';
import { shipmentsAdminText } from '@kaimono/i18n';
import { AdminShipmentDetail } from '@/features/shipments';
import { AdminPage } from './admin-page';

/** /admin/shipments/{id}: pack boxes, bill once, ship with tracking, arrive in Vietnam, hand over to a carrier. */
export default function AdminShipmentDetailRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage title={shipmentsAdminText.detail.title} lead={shipmentsAdminText.detail.lead}>
      <AdminShipmentDetail key={id} id={id} />
    </AdminPage>
  );
}
