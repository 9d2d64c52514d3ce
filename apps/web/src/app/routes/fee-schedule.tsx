import { Suspense } from 'react';
import { pricingWebText, staticPages } from '@kaimono/i18n';
import { FeeScheduleView } from '@/features/pricing';
import { paths } from '@/shared/config/paths';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

/** /page/bieu-phi (spec §2): the live fee schedule from the pricing module. */
export default function FeeScheduleRoute() {
  const text = pricingWebText.fees;
  usePageMeta(text.title, staticPages[paths.page.fees]?.description);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: text.title }]} />
      <header className="page__header">
        <h1>{text.title}</h1>
        <p className="page__lead">{text.lead}</p>
      </header>
      <Suspense
        fallback={
          <LoadingRegion label={text.loading}>
            <Skeleton height={240} radius={10} />
          </LoadingRegion>
        }
      >
        <FeeScheduleView />
      </Suspense>
    </div>
  );
}
