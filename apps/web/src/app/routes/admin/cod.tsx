import { adminText } from '@kaimono/i18n';
import { AdminCodView } from '@/features/shipments';
import { AdminPage } from './admin-page';

/** /admin/cod: the carriers' COD remittances (đối soát COD, ADR 0017 §3). */
export default function AdminCodRoute() {
  const text = adminText.sections.cod;
  return (
    <AdminPage title={text.title} lead={text.lead}>
      <AdminCodView />
    </AdminPage>
  );
}
