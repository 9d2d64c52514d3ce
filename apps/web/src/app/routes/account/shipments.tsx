import { Suspense } from 'react';
import { useParams } from 'react-router';
import { accountText } from '@kaimono/i18n';
import { AccountShell } from '@/features/account';
import { useSession } from '@/features/auth';
import { ShipmentsView } from '@/features/shipments';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/**
 * /account/shipments (consolidated shipments), /account/shipments/new (pick orders waiting at the
 * Japanese warehouse, a route and mode, see the saving, confirm), /account/shipments/{code}
 * (orders, boxes, the one bill and its payment, the trail, confirm receipt).
 */
export default function ShipmentsRoute({ view }: { view: 'list' | 'new' | 'detail' }) {
  const { code = '' } = useParams();
  const text = accountText.sections.shipments;
  const title = view === 'detail' ? `${text.title} ${code}` : text.title;
  usePageMeta(title, text.lead);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <AccountShell user={user} title={title} lead={view === 'list' ? text.lead : undefined}>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={180} radius={10} />
          </LoadingRegion>
        }
      >
        <ShipmentsView view={view} code={code} />
      </Suspense>
    </AccountShell>
  );
}
