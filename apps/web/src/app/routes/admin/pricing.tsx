import { pricingAdminText } from '@kaimono/i18n';
import { AdminFeeScheduleView } from '@/features/pricing';
import { AdminPage } from './admin-page';

/** /admin/pricing: staff (admin role) edit the fee schedule, one table per tab. */
export default function AdminPricingRoute() {
  return (
    <AdminPage title={pricingAdminText.title} lead={pricingAdminText.lead}>
      <AdminFeeScheduleView />
    </AdminPage>
  );
}
