import { adminText } from '@kaimono/i18n';
import { AdminShipmentsView } from '@/features/shipments';
import { AdminPage } from './admin-page';

/** /admin/shipments: consolidated shipments by status (to pack, to bill, to ship, at the VN warehouse …). */
export default function AdminShipmentsRoute() {
  const text = adminText.sections.shipments;
  return (
    <AdminPage title={text.title} lead={text.lead}>
      <AdminShipmentsView />
    </AdminPage>
  );
}
