import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { exampleProductLinks, siteHomeUrls } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { getExchangeRate, getLandingList, getTopCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { formatRate } from '../lib/product-text';
import { categoryHref, landingListsOf, type LandingList } from '../lib/site-config';
import { ProductGridSkeleton, ProductRail, ProductSection } from './product-list';
import './catalog.css';

/** "Tỷ giá hôm nay: 1 ¥ ≈ 172,35 ₫" (an empty line when the rate cannot be read). */
export function ExchangeRateNote() {
  const { data } = useQuery({ queryKey: catalogKeys.exchangeRate, queryFn: ({ signal }) => getExchangeRate(signal), staleTime: 30 * 60_000 });
  // The line keeps its height while loading, so the buttons below do not jump.
  return <p className="site-hero__rate">{data ? catalogText.landingRate(formatRate(data.vnd_per_jpy), formatDate(data.updated_at)) : null}</p>;
}

/** A site's root categories as links (Suruga-ya's to its category pages). */
export function TopCategoryLinks({ site }: { site: SiteCode }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.topCategories(site),
    queryFn: ({ signal }) => getTopCategories(site, signal),
    staleTime: 60 * 60_000,
  });
  if (isPending) {
    return (
      <LoadingRegion>
        <div className="catalog-chips catalog-chips--rows">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} width={110 + (i % 3) * 30} height={44} radius={999} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <EmptyState title={catalogText.landingCategoriesEmpty} icon="info" />;
  return (
    <ul className="catalog-chips catalog-chips--rows">
      {data.map((node) => (
        <li key={node.id}>
          <Link to={categoryHref(site, node.id)} className="catalog-chip">
            {node.name_vi ?? node.name}
            {node.name_vi && node.name_vi !== node.name && <span lang="ja">{node.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One list of the landing page (ranking, deals, new listings, ending soon). */
function LandingListSection({ site, list }: { site: SiteCode; list: LandingList }) {
  const title = catalogText.lists[list.key];
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.landingList(site, `${list.key}:${list.path}`),
    queryFn: ({ signal }) => getLandingList(site, list, signal),
    staleTime: 5 * 60_000,
  });
  const href = list.viewAll ?? null;
  const id = `landing-${list.key}`;
  return (
    <ProductSection
      id={id}
      title={title}
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
        <ProductGridSkeleton count={5} rail label={title} />
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

/** /{site}: the site, its top categories, its rankings and deals or new listings, its top keywords. */
export function SiteLanding({ site, topSearches }: { site: SiteCode; topSearches: ReactNode }) {
  const text = siteText[site];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: text.name }]} />
      <header className="page__header site-hero">
        <p className="site-hero__ja" lang="ja">
          {text.japaneseName}
        </p>
        <h1>{catalogText.landingTitle(text.name)}</h1>
        <p className="page__lead">
          {text.tagline}. {text.description}
        </p>
        <ExchangeRateNote />
        <div className="site-hero__actions">
          <Link to={paths.page.buyingGuide} className={buttonClass('primary')}>
            {catalogText.landingGuide}
          </Link>
          <Link to={paths.page.fees} className={buttonClass('secondary')}>
            {catalogText.landingFees}
          </Link>
          <a href={siteHomeUrls[site]} target="_blank" rel="noopener noreferrer" className={buttonClass('ghost')}>
            {catalogText.landingOriginal(text.name)} <Icon name="external" size={16} />
            <span className="sr-only">{catalogText.opensInNewTab}</span>
          </a>
        </div>
      </header>

      <section className="catalog-section" aria-labelledby="landing-categories">
        <h2 id="landing-categories" className="catalog-section__title">
          {site === 'suruga-ya' ? catalogText.surugayaCategoriesTitle : catalogText.landingCategoriesTitle}
        </h2>
        <TopCategoryLinks site={site} />
      </section>

      {landingListsOf[site].map((list) => (
        <LandingListSection key={`${list.key}:${list.path}`} site={site} list={list} />
      ))}

      <section className="catalog-section" aria-labelledby="landing-top">
        <h2 id="landing-top" className="catalog-section__title">
          {catalogText.landingTopTitle}
        </h2>
        {topSearches}
      </section>

      <div className="catalog-grid catalog-section">
        <section className="card" aria-labelledby="landing-search">
          <h2 id="landing-search" className="catalog-card-title">
            {catalogText.landingSearchTitle(text.name)}
          </h2>
          <p>{catalogText.landingSearchBody}</p>
          <h3>{catalogText.landingLinkTitle}</h3>
          <p>{catalogText.landingLinkBody(text.name)}</p>
          <code className="catalog-code">{exampleProductLinks[site]}</code>
        </section>
        <section className="card" aria-labelledby="landing-how">
          <h2 id="landing-how" className="catalog-card-title">
            {catalogText.landingHowTitle}
          </h2>
          <ol className="catalog-steps">
            {catalogText.landingHowSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
