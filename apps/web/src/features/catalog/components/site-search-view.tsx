import { Link } from 'react-router';
import { siteCodes, type SiteCode } from '@kaimono/contracts';
import { catalogText, siteText, surugayaCategoryText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { isSurugayaCategoryCode } from '@/shared/config/sites';
import { originalSearchUrl } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import type { SiteSearchQuery } from '../lib/search-params';
import './catalog.css';

function categoryName(site: SiteCode, category: string | null): string {
  if (!category) return catalogText.searchAllCategories;
  if (site === 'suruga-ya' && isSurugayaCategoryCode(category)) {
    const text = surugayaCategoryText[category];
    return `${text.vietnamese} (${text.japanese})`;
  }
  return category;
}

/** /{site}/search: the search as read from the URL, and where its results will appear. */
export function SiteSearchView({ site, query }: { site: SiteCode; query: SiteSearchQuery }) {
  const name = siteText[site].name;
  if (!query.keyword) {
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: name, to: paths.site(site) }, { label: catalogText.searchNoKeywordTitle }]} />
        <h1 className="sr-only">{catalogText.searchNoKeywordTitle}</h1>
        <EmptyState icon="search" headingLevel={2} title={catalogText.searchNoKeywordTitle} description={catalogText.searchNoKeywordBody} />
      </div>
    );
  }
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: name, to: paths.site(site) }, { label: query.keyword }]} />
      <header className="page__header">
        <h1>
          {catalogText.searchTitle(query.keyword)} <span className="catalog-muted-title">{catalogText.searchOn(name)}</span>
        </h1>
      </header>
      <section className="card" aria-labelledby="search-summary">
        <h2 id="search-summary" className="catalog-card-title">
          {catalogText.searchSummaryLabel}
        </h2>
        <dl className="catalog-facts">
          <div>
            <dt>{catalogText.searchKeyword}</dt>
            <dd data-testid="search-keyword">{query.keyword}</dd>
          </div>
          <div>
            <dt>{catalogText.searchSite}</dt>
            <dd>{name}</dd>
          </div>
          <div>
            <dt>{catalogText.searchCategory}</dt>
            <dd data-testid="search-category">{categoryName(site, query.category)}</dd>
          </div>
          <div>
            <dt>{catalogText.searchAutoTranslate}</dt>
            <dd>{catalogText.autoTranslateModes[query.autoTranslate]}</dd>
          </div>
        </dl>
        {query.trimmed && <p className="muted catalog-note">{catalogText.searchTrimmedNote}</p>}
      </section>
      <div className="notice catalog-section" role="note">
        <Icon name="info" />
        <p>{catalogText.searchResultsPending(name)}</p>
      </div>
      <p className="catalog-section">
        <a href={originalSearchUrl(site, query.keyword, query.category)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          {catalogText.searchOnOriginal(name)} <Icon name="external" size={16} />
          <span className="sr-only">{catalogText.opensInNewTab}</span>
        </a>
      </p>
      <section className="catalog-section" aria-labelledby="search-other-sites">
        <h2 id="search-other-sites">{catalogText.searchOtherSites}</h2>
        <ul className="catalog-chips">
          {siteCodes
            .filter((other) => other !== site)
            .map((other) => (
              <li key={other}>
                <Link to={paths.siteSearch(other, { keyword: query.keyword })} className="catalog-chip">
                  {siteText[other].name}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
