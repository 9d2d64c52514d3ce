import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText } from '@kaimono/i18n';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { getLandingList } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import type { LandingList } from '../lib/site-config';
import { ProductGridSkeleton, ProductRail, ProductSection } from './product-list';

/**
 * One product list of a site (ranking, deals, new listings, ending soon) as a titled rail, from the
 * site's own list endpoint: skeleton cards while loading, a retry on failure, a line when empty.
 */
export function ListRailSection({
  site,
  list,
  title,
  id,
  viewAll,
  badge,
}: {
  site: SiteCode;
  list: LandingList;
  title: string;
  id: string;
  /** "Xem tất cả": where the same products are listed (default: the list's own page, if any). */
  viewAll?: string | null;
  /** Shown beside the title (e.g. the site's name on the home page). */
  badge?: ReactNode;
}) {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.landingList(site, `${list.key}:${list.path}`),
    queryFn: ({ signal }) => getLandingList(site, list, signal),
    staleTime: 5 * 60_000,
  });
  const href = viewAll === undefined ? (list.viewAll ?? null) : viewAll;
  return (
    <ProductSection
      id={id}
      title={title}
      badge={badge}
      action={
        href ? (
          <Link to={href} className="product-section__more">
            {catalogText.viewAll}
            <span className="sr-only">: {title}</span> <Icon name="chevronRight" size={16} />
          </Link>
        ) : undefined
      }
    >
      {isPending ? (
        <ProductGridSkeleton count={6} rail label={title} />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.length === 0 ? (
        <EmptyState title={catalogText.listEmpty} icon="info" />
      ) : (
        <ProductRail products={data} title={title} ranked={list.ranked} />
      )}
    </ProductSection>
  );
}
