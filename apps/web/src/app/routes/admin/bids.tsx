import { biddingAdminText } from '@kaimono/i18n';
import { useSession } from '@/features/auth';
import { AdminBidQueue } from '@/features/bidding';
import { AdminPage } from './admin-page';

/** /admin/bids: staff (admin role) work the live placer's bid queue. */
export default function AdminBidsRoute() {
  const { data: user } = useSession();
  return (
    <AdminPage title={biddingAdminText.title} lead={biddingAdminText.lead}>
      <AdminBidQueue staffId={user?.id ?? null} />
    </AdminPage>
  );
}
