import { Suspense } from 'react';
import { pricingWebText } from '@kaimono/i18n';
import { useSession } from '@/features/auth';
import { RoutesAdminView } from '@/features/pricing';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /admin/system-routes (spec §6): staff (admin role) search, save and delete shipping routes. */
export default function SystemRoutesRoute() {
  const text = pricingWebText.admin;
  usePageMeta(text.title);
  const { data: user } = useSession();
  if (!user) return null;
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{text.title}</h1>
        <p className="page__lead">{text.lead}</p>
      </header>
      {user.role === 'admin' ? (
        <Suspense
          fallback={
            <LoadingRegion>
              <Skeleton height={240} radius={10} />
            </LoadingRegion>
          }
        >
          <RoutesAdminView />
        </Suspense>
      ) : (
        <EmptyState title={text.forbidden} icon="alert" />
      )}
    </div>
  );
}
