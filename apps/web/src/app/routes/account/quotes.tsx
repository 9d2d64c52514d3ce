import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { accountText, ordersWebText, shipmentsWebText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { OrderDetail, OrdersView } from '@/features/orders';
import { OrderPackage } from '@/features/purchasing';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { renderTopUp } from '../top-up';

/** States after the Japan warehouse received the goods: the order page shows the package and its photos. */
const RECEIVED_IN_JAPAN = new Set(['at_jp_warehouse', 'shipping_international', 'at_vn_warehouse', 'delivering', 'delivered']);

function Loading() {
  return (
    <LoadingRegion>
      <Skeleton height={180} radius={10} />
    </LoadingRegion>
  );
}

/**
 * /account/quotes (order management: tabs by state, statistics, search, export) and
 * /account/quotes/{code} (one order: costs, payments, timeline; "Khiếu nại" opens the complaint
 * form pre-filled with the order).
 */
export default function QuotesRoute({ view }: { view: 'list' | 'detail' }) {
  const { code = '' } = useParams();
  const section = accountText.sections.quotes;
  const title = view === 'detail' ? ordersWebText.detail.title(code) : section.title;
  usePageMeta(title, view === 'list' ? section.lead : undefined);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={title} lead={view === 'list' ? section.lead : undefined}>
      {view === 'detail' && (
        <p>
          <Link to={paths.account.quotes}>← {ordersWebText.detail.back}</Link>
        </p>
      )}
      {view === 'list' && (
        <p>
          <Link to={paths.account.shipmentNew}>{shipmentsWebText.quotesButton}</Link>
        </p>
      )}
      <Suspense fallback={<Loading />}>
        {view === 'list' ? <OrdersView /> : (
          <OrderDetail
            key={code}
            code={code}
            renderTopUp={renderTopUp}
            complaintHref={(order) => paths.complaintAbout({ orderCode: order.code })}
            renderTimelineExtra={(order) =>
              RECEIVED_IN_JAPAN.has(order.status) ? (
                <Suspense fallback={null}>
                  <OrderPackage code={order.code} />
                </Suspense>
              ) : null
            }
          />
        )}
      </Suspense>
    </AccountShell>
  );
}
