import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { getGroupProducts, getHomeCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { categoryHref } from '../lib/site-config';
import { ProductGridSkeleton, ProductRail } from './product-list';
import './catalog.css';

/** Home: a few root categories of every site (GET /api/category/home). */
export function HomeCategories() {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.homeCategories,
    queryFn: ({ signal }) => getHomeCategories(signal),
    staleTime: 60 * 60_000,
  });
  if (isPending) {
    return (
      <LoadingRegion>
        <div className="home-categories">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={200} radius={10} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const groups = data.filter((group) => group.categories.length > 0);
  if (groups.length === 0) return <EmptyState title={catalogText.landingCategoriesEmpty} />;
  return (
    <ul className="home-categories">
      {groups.map((group) => (
        <li key={group.site} className="home-categories__site">
          <h3 className="home-categories__title">
            <Link to={paths.site(group.site)}>{siteText[group.site].name}</Link>
          </h3>
          <ul className="home-categories__list">
            {group.categories.map((node) => (
              <li key={node.id}>
                <Link to={categoryHref(group.site, node.id)} className="home-categories__link">
                  {node.name_vi ?? node.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Home: each site's ranking in a tab (GET /api/group-products). */
export function HomeRankings() {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.groupProducts,
    queryFn: ({ signal }) => getGroupProducts(signal),
    staleTime: 10 * 60_000,
  });
  if (isPending) return <ProductGridSkeleton count={5} rail label={catalogText.homeRankingsTitle} />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const groups = data.filter((group) => group.results.length > 0);
  if (groups.length === 0) return <EmptyState title={catalogText.listEmpty} />;
  return (
    <Tabs
      label={catalogText.homeRankingsTabs}
      items={groups.map((group) => ({
        value: group.site,
        label: siteText[group.site].shortName,
        content: (
          <>
            <ProductRail products={group.results} title={`${catalogText.lists.ranking} ${siteText[group.site].name}`} ranked />
            <p className="home-rankings__more">
              <Link to={paths.site(group.site)}>
                {catalogText.landingTitle(siteText[group.site].name)} <Icon name="chevronRight" size={16} />
              </Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
