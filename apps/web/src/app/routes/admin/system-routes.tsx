import { pricingWebText } from '@kaimono/i18n';
import { RoutesAdminView } from '@/features/pricing';
import { AdminPage } from './admin-page';

/** /admin/system-routes (spec §6): staff (admin role) search, save and delete shipping routes. */
export default function SystemRoutesRoute() {
  const text = pricingWebText.admin;
  return (
    <AdminPage title={text.title} lead={text.lead}>
      <RoutesAdminView />
    </AdminPage>
  );
}
