import { Link } from 'react-router';
import { purchasingText } from '@kaimono/i18n';
import { AdminPurchasing } from '@/features/purchasing';
import { adminPaths } from '@/shared/config/paths';
import { AdminPage } from './admin-page';

/** /admin/purchasing: the paid orders to buy; links to the live bid queue and the Japan warehouse. */
export default function AdminPurchasingRoute() {
  return (
    <AdminPage title={purchasingText.title} lead={purchasingText.lead}>
      <AdminPurchasing
        links={
          <>
            <Link to={adminPaths.bids}>{purchasingText.bidQueueLink}</Link>
            <Link to={adminPaths.warehouseJp}>{purchasingText.warehouseLink}</Link>
          </>
        }
      />
    </AdminPage>
  );
}
