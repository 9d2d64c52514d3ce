import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, itemText } from '@kaimono/i18n';
import { LoadFailed } from '@/shared/ui/empty-state';
import { getRecentlyViewed, getRelated } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { relatedSourceOf } from '../lib/site-config';
import { ProductGridSkeleton, ProductRail, ProductSection } from './product-list';

/** Products related to an item (the site's related call); a failed load shows a retry. */
export function RelatedItems({ site, code, categoryId }: { site: SiteCode; code: string; categoryId: string | null }) {
  const source = relatedSourceOf(site, code, categoryId);
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.related(site, code),
    queryFn: ({ signal }) => getRelated(site, source!, code, signal),
    enabled: !!source,
    staleTime: 5 * 60_000,
  });
  if (!source) return null;
  const title = source.kind === 'store' ? itemText.relatedStoreTitle : itemText.relatedTitle;
  if (!isPending && !isError && data.length === 0) return null;
  return (
    <ProductSection id="item-related" title={title}>
      {isPending ? (
        <ProductGridSkeleton count={4} rail label={title} />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <ProductRail products={data} title={title} />
      )}
    </ProductSection>
  );
}

/**
 * What this visitor viewed lately (the customer's history when logged in, else this browser's
 * visitor id). Renders nothing when empty or unavailable: it is a convenience, not content.
 */
export function RecentlyViewed({ exclude, title = catalogText.recentlyViewedTitle, id = 'recently-viewed' }: { exclude?: { site: SiteCode; code: string }; title?: string; id?: string }) {
  const { data } = useQuery({
    queryKey: catalogKeys.recentlyViewed,
    queryFn: ({ signal }) => getRecentlyViewed(20, signal),
    staleTime: 0,
  });
  const items = (data ?? []).filter((p) => !(exclude && p.site === exclude.site && p.code === exclude.code));
  if (items.length === 0) return null;
  return (
    <ProductSection id={id} title={title}>
      <ProductRail products={items} title={title} showSite />
    </ProductSection>
  );
}
