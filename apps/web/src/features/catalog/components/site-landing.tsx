import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText, surugayaCategoryText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { surugayaCategoryCodes } from '@/shared/config/sites';
import { exampleProductLinks, siteHomeUrls } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Icon } from '@/shared/ui/icons';
import './catalog.css';

/** /{site}: what the marketplace is, how to search it and buy through us, its top keywords. */
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
      <div className="catalog-grid">
        <section className="card" aria-labelledby="landing-search">
          <h2 id="landing-search">{catalogText.landingSearchTitle(text.name)}</h2>
          <p>{catalogText.landingSearchBody}</p>
          <h3>{catalogText.landingLinkTitle}</h3>
          <p>{catalogText.landingLinkBody(text.name)}</p>
          <code className="catalog-code">{exampleProductLinks[site]}</code>
        </section>
        <section className="card" aria-labelledby="landing-how">
          <h2 id="landing-how">{catalogText.landingHowTitle}</h2>
          <ol className="catalog-steps">
            {catalogText.landingHowSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      {site === 'suruga-ya' && (
        <section className="catalog-section" aria-labelledby="landing-categories">
          <h2 id="landing-categories">{catalogText.surugayaCategoriesTitle}</h2>
          <ul className="catalog-chips">
            {surugayaCategoryCodes
              .filter((code) => code !== '0')
              .map((code) => (
                <li key={code}>
                  <Link to={paths.surugayaCategory(code)} className="catalog-chip">
                    {surugayaCategoryText[code].vietnamese}
                    <span lang="ja">{surugayaCategoryText[code].japanese}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      )}
      <section className="catalog-section" aria-labelledby="landing-top">
        <h2 id="landing-top">{catalogText.landingTopTitle}</h2>
        {topSearches}
      </section>
    </div>
  );
}
