import { Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { pricingWebText, staticPages } from '@kaimono/i18n';
import { useAddressBook } from '@/features/address';
import { useSession } from '@/features/auth';
import { catalogKeys, getItem } from '@/features/catalog';
import { PriceEstimator } from '@/features/pricing';
import { paths } from '@/shared/config/paths';
import { isSiteCode } from '@/shared/config/sites';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';

const CODE = /^[\w.:-]{1,100}$/;

/**
 * /page/bao-gia-tu-dong (spec §2): the estimator. A pasted link is read through the catalog's item
 * API (cached as the item page would cache it); `?site=&code=` starts from one product.
 */
export default function PriceEstimateRoute() {
  const text = pricingWebText.estimate;
  usePageMeta(text.title, staticPages[paths.page.priceEstimate]?.description);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const site = params.get('site');
  const code = params.get('code');
  const type = params.get('type');
  // A logged-in visitor's default address picks the route (JP-HCM for TP. Hồ Chí Minh …).
  const { data: user } = useSession();
  const book = useAddressBook({ enabled: !!user });
  const provinceCode = book.data?.default_address?.province_code ?? null;
  const initialProduct = useMemo(() => (isSiteCode(site) && code && CODE.test(code) ? { site, code, type } : null), [site, code, type]);
  const loadProduct = useCallback(
    (s: SiteCode, c: string, t: string | null) =>
      queryClient.fetchQuery({ queryKey: catalogKeys.item(s, c, t), queryFn: ({ signal }) => getItem(s, c, t, signal), staleTime: 60_000 }),
    [queryClient],
  );
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: text.title }]} />
      <header className="page__header">
        <h1>{text.title}</h1>
        <p className="page__lead">{text.lead}</p>
      </header>
      <Suspense
        fallback={
          <LoadingRegion>
            <Skeleton height={360} radius={10} />
          </LoadingRegion>
        }
      >
        <PriceEstimator loadProduct={loadProduct} initialProduct={initialProduct} provinceCode={provinceCode} />
      </Suspense>
    </div>
  );
}
