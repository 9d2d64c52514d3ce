import type { CSSProperties, ReactNode } from 'react';
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
import { getExchangeRate, getTopCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { formatRate } from '../lib/product-text';
import { categoryHref, landingListsOf, siteTones } from '../lib/site-config';
import { CategoryTiles, CategoryTilesSkeleton } from './category-tiles';
import { ListRailSection } from './list-rail';
import './catalog.css';

/** "Tỷ giá hôm nay: 1 ¥ ≈ 172,35 ₫" (an empty line when the rate cannot be read). */
export function ExchangeRateNote() {
  const { data } = useQuery({ queryKey: catalogKeys.exchangeRate, queryFn: ({ signal }) => getExchangeRate(signal), staleTime: 30 * 60_000 });
  // The line keeps its height while loading, so the buttons below do not jump.
  return <p className="site-hero__rate">{data ? catalogText.landingRate(formatRate(data.vnd_per_jpy), formatDate(data.updated_at)) : null}</p>;
}

/** A site's root categories as icon tiles (Suruga-ya's to its category pages). */
export function TopCategoryLinks({ site }: { site: SiteCode }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.topCategories(site),
    queryFn: ({ signal }) => getTopCategories(site, signal),
    staleTime: 60 * 60_000,
  });
  if (isPending) return <CategoryTilesSkeleton count={10} />;
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) return <EmptyState title={catalogText.landingCategoriesEmpty} icon="info" />;
  return <CategoryTiles tiles={data.map((node) => ({ key: node.id, href: categoryHref(site, node.id), name: node.name, name_vi: node.name_vi }))} />;
}

/**
 * /{site}: a banner in the site's colour, its categories as icon tiles, its rails
 * (rankings, deals, new listings, ending soon), its top keywords, then how buying works.
 */
export function SiteLanding({ site, topSearches }: { site: SiteCode; topSearches: ReactNode }) {
  const text = siteText[site];
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: text.name }]} />
      <header className="site-banner" style={{ '--site-tone': siteTones[site] } as CSSProperties}>
        <div className="site-banner__text">
          <p className="site-banner__ja" lang="ja">
            {text.japaneseName}
          </p>
          <h1 className="site-banner__title">{catalogText.landingTitle(text.name)}</h1>
          <p className="site-banner__lead">{text.tagline}</p>
          <ExchangeRateNote />
        </div>
        <ul className="site-banner__perks">
          {catalogText.landingPerks.map((perk) => (
            <li key={perk}>
              <Icon name="check" size={16} /> {perk}
            </li>
          ))}
        </ul>
      </header>

      <section className="catalog-section" aria-labelledby="landing-categories">
        <h2 id="landing-categories" className="catalog-section__title">
          {site === 'suruga-ya' ? catalogText.surugayaCategoriesTitle : catalogText.landingCategoriesTitle}
        </h2>
        <TopCategoryLinks site={site} />
      </section>

      {landingListsOf[site].map((list) => (
        <ListRailSection key={`${list.key}:${list.path}`} site={site} list={list} title={catalogText.lists[list.key]} id={`landing-${list.key}`} />
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
          <p>{text.description}</p>
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
        </section>
      </div>
    </div>
  );
}
