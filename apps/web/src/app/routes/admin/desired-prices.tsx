import { desiredPriceAdminText } from '@kaimono/i18n';
import { AdminDesiredPrices } from '@/features/desired-price';
import { AdminPage } from './admin-page';

/** /admin/desired-prices: staff (admin role) answer customers' price negotiations for the seller. */
export default function AdminDesiredPricesRoute() {
  return (
    <AdminPage title={desiredPriceAdminText.title} lead={desiredPriceAdminText.lead}>
      <AdminDesiredPrices />
    </AdminPage>
  );
}
