import { Link } from 'react-router';
import { biddingAdminText, purchasingText } from '@kaimono/i18n';
import { useSession } from '@/features/auth';
import { AdminBidQueue } from '@/features/bidding';
import { adminPaths } from '@/shared/config/paths';
import { AdminPage } from './admin-page';

/** /admin/purchasing/bids (was /admin/bids): staff work the live placer's bid queue, part of purchasing (permission bids.manage). */
export default function AdminBidsRoute() {
  const { data: user } = useSession();
  return (
    <AdminPage title={biddingAdminText.title} lead={biddingAdminText.lead}>
      <p>
        <Link to={adminPaths.purchasing}>← {purchasingText.title}</Link>
      </p>
      <AdminBidQueue staffId={user?.id ?? null} />
    </AdminPage>
  );
}
