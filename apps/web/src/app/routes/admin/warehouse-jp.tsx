import { warehouseJpText } from '@kaimono/i18n';
import { AdminWarehouseJp } from '@/features/purchasing';
import { AdminPage } from './admin-page';

/** /admin/warehouse-jp: receive packages at the Japan warehouse. */
export default function AdminWarehouseJpRoute() {
  return (
    <AdminPage title={warehouseJpText.title} lead={warehouseJpText.lead}>
      <AdminWarehouseJp />
    </AdminPage>
  );
}
