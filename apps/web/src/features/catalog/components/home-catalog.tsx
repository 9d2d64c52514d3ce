import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { Tabs } from '@/shared/ui/tabs';
import { getGroupProducts, getHomeCategories, getQuicks } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { categoryHref, type LandingList } from '../lib/site-config';
import { CategoryTiles, CategoryTilesSkeleton, type CategoryTile } from './category-tiles';
import { ListRailSection } from './list-rail';
import { ProductGridSkeleton, ProductRail } from './product-list';
import './catalog.css';

/** Root categories of each site looked at, and tiles shown at most (two rows on a desktop). */
const HOME_TILES_DEPTH = 6;
const HOME_TILES_MAX = 18;

/** Home: the first root categories of every site as icon tiles, the site under each (GET /api/category/home). */
export function HomeCategories() {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.homeCategories,
    queryFn: ({ signal }) => getHomeCategories(signal),
    staleTime: 60 * 60_000,
  });
  if (isPending) return <CategoryTilesSkeleton count={12} />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const tiles: CategoryTile[] = [];
  const named = new Set<string>();
  // Round-robin over the sites, so every site shows near the start; one tile per Vietnamese name.
  for (let i = 0; i < HOME_TILES_DEPTH && tiles.length < HOME_TILES_MAX; i += 1) {
    for (const group of data) {
      const node = group.categories[i];
      const name = node ? (node.name_vi ?? node.name) : '';
      if (!node || named.has(name) || tiles.length >= HOME_TILES_MAX) continue;
      named.add(name);
      tiles.push({ key: `${group.site}:${node.id}`, href: categoryHref(group.site, node.id), name: node.name, name_vi: node.name_vi, note: siteText[group.site].shortName });
    }
  }
  if (tiles.length === 0) return <EmptyState title={catalogText.landingCategoriesEmpty} />;
  return <CategoryTiles tiles={tiles} />;
}

/** The rails of the home page: each from one site's own list endpoint. */
const homeRails: ReadonlyArray<{ key: keyof typeof catalogText.homeRails; site: SiteCode; list: LandingList }> = [
  { key: 'deals', site: 'shopping', list: { key: 'deals', path: '/shopping/deal/products', query: { size: 12 }, kind: 'list' } },
  { key: 'endingSoon', site: 'auction', list: { key: 'endingSoon', path: '/auction/outstanding-products', query: { size: 12 }, kind: 'list' } },
  { key: 'newest', site: 'mercari', list: { key: 'newest', path: '/mercari/home/products', query: { size: 12 }, kind: 'list' } },
  { key: 'rakutenDeals', site: 'rakuten', list: { key: 'deals', path: '/rakuten/deal/products', query: { size: 12 }, kind: 'list' } },
];

/** Home: deals, auctions ending soon, new listings — product rails with the site beside each title. */
export function HomeRails() {
  return (
    <>
      {homeRails.map(({ key, site, list }) => (
        <ListRailSection
          key={key}
          id={`home-rail-${key}`}
          site={site}
          list={list}
          title={catalogText.homeRails[key]}
          badge={siteText[site].name}
          viewAll={paths.site(site)}
        />
      ))}
    </>
  );
}

/** Home: each site's most searched keywords (GET /api/quicks), each a search on that site. */
export function HomeKeywords() {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.quicks,
    queryFn: ({ signal }) => getQuicks(signal),
    staleTime: 10 * 60_000,
  });
  if (isPending) {
    return (
      <LoadingRegion label={catalogText.homeKeywordsTitle}>
        <div className="home-keywords">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={120} radius={10} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  const sites = data.filter((quick) => quick.keywords.length > 0);
  if (sites.length === 0) return <EmptyState title={catalogText.landingTopEmpty} icon="trending" />;
  return (
    <ul className="home-keywords">
      {sites.map((quick) => (
        <li key={quick.site} className="home-keywords__site">
          <h3 className="home-keywords__title">
            <Link to={paths.site(quick.site)}>{siteText[quick.site].name}</Link>
          </h3>
          <ul className="home-keywords__list">
            {quick.keywords.map((keyword, index) => (
              <li key={keyword}>
                <Link to={paths.siteSearch(quick.site, { keyword })} className="home-keywords__link">
                  <span className="home-keywords__rank" aria-hidden="true">
                    {index + 1}
                  </span>
                  {keyword}
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
