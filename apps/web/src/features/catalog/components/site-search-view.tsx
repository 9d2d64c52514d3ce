import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { siteCodes } from '@/shared/config/sites';
import { originalSearchUrl } from '@/shared/lib/marketplace-links';
import { buttonClass } from '@/shared/ui/button';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { getTopCategories } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { useSearchQuery } from '../hooks/use-search-query';
import { hasSearchSubject, type SiteSearchQuery } from '../lib/search-params';
import { categoryLabel, SearchFilters } from './search-filters';
import { SearchResults, useSiteSearch } from './search-results';
import './catalog.css';

/** "Đã dịch thành: “…”" under the title, from the search answer's `translation`. */
function TranslationNote({ site, query }: { site: SiteCode; query: SiteSearchQuery }) {
  const { data } = useSiteSearch(site, query, !!query.keyword);
  const translation = data?.translation;
  if (!query.keyword || !translation) return null;
  if (translation.translated && translation.searched !== translation.original) {
    return (
      <p className="search-translation" data-testid="search-translation">
        <Icon name="check" size={16} /> {catalogText.translatedTo(translation.searched)}
      </p>
    );
  }
  return null;
}

/** The name of a root category from the cached top categories, else its code. */
function useCategoryName(site: SiteCode, category: string | null): string | null {
  const tops = useQuery({
    queryKey: catalogKeys.topCategories(site),
    queryFn: ({ signal }) => getTopCategories(site, signal),
    staleTime: 60 * 60_000,
    enabled: !!category,
  });
  if (!category) return null;
  const node = tops.data?.find((n) => n.id === category);
  return node ? categoryLabel(node) : null;
}

export interface SearchLayoutProps {
  site: SiteCode;
  query: SiteSearchQuery;
  update: (changes: Partial<SiteSearchQuery>) => void;
  hrefForPage: (page: number) => string;
  fixedCategory?: boolean;
}

/** Filters beside (desktop) or above (phones, collapsible) the results. */
export function SearchLayout({ site, query, update, hrefForPage, fixedCategory = false }: SearchLayoutProps) {
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const titleId = useId();
  const resultsTitleId = useId();
  return (
    <div className="search-layout">
      <aside className={open ? 'search-layout__filters is-open' : 'search-layout__filters'} aria-labelledby={titleId}>
        <div className="search-layout__filters-head">
          <h2 id={titleId} className="search-layout__filters-title">
            <Icon name="sliders" size={18} /> {catalogText.filtersTitle}
          </h2>
          <button type="button" className={`${buttonClass('secondary', 'sm')} search-layout__toggle`} aria-expanded={open} aria-controls={filtersId} onClick={() => setOpen((v) => !v)}>
            {open ? catalogText.filtersHide : catalogText.filtersShow}
          </button>
        </div>
        <SearchFilters id={filtersId} site={site} query={query} onChange={update} fixedCategory={fixedCategory} />
      </aside>
      <SearchResults
        site={site}
        query={query}
        hrefForPage={hrefForPage}
        titleId={resultsTitleId}
        onClearFilters={() => update({ priceMin: null, priceMax: null, condition: null, listingType: null })}
      />
    </div>
  );
}

/** /{site}/search: filters, results and pagination, all read from and written to the URL. */
export function SiteSearchView({ site, children, actions }: { site: SiteCode; children?: ReactNode; /** Beside the title (the alerts' "Lưu tìm kiếm"). */ actions?: ReactNode }) {
  const { query, update, hrefForPage } = useSearchQuery();
  const name = siteText[site].name;
  const categoryName = useCategoryName(site, query.category);

  if (!hasSearchSubject(query)) {
    return (
      <div className="container page">
        <Breadcrumbs items={[{ label: name, to: paths.site(site) }, { label: catalogText.searchNoKeywordTitle }]} />
        <h1 className="sr-only">{catalogText.searchNoKeywordTitle}</h1>
        <EmptyState
          icon="search"
          headingLevel={2}
          title={catalogText.searchNoKeywordTitle}
          description={catalogText.searchNoKeywordBody}
          action={
            <Link to={paths.site(site)} className={buttonClass('secondary')}>
              {catalogText.landingTitle(name)}
            </Link>
          }
        />
      </div>
    );
  }

  const crumb = query.keyword || (query.category ? (categoryName ?? query.category) : catalogText.searchSellerTitle);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: name, to: paths.site(site) }, { label: crumb }]} />
      <header className="page__header search-header">
        <h1>
          {query.keyword ? catalogText.searchTitle(query.keyword) : catalogText.searchBrowseTitle(name)}{' '}
          {query.keyword && <span className="catalog-muted-title">{catalogText.searchOn(name)}</span>}
        </h1>
        {(query.category || query.sellerId) && (
          <p className="search-header__subject">
            {query.category && (
              <span className="badge">
                {catalogText.searchCategory}: {categoryName ?? query.category}
              </span>
            )}
            {query.sellerId && <span className="badge">{catalogText.filterSeller(query.sellerId)}</span>}
          </p>
        )}
        <TranslationNote site={site} query={query} />
        {query.trimmed && <p className="muted search-header__note">{catalogText.searchTrimmedNote}</p>}
        {actions}
      </header>
      <SearchLayout site={site} query={query} update={update} hrefForPage={hrefForPage} />
      {children}
      {query.keyword && (
        <section className="catalog-section" aria-labelledby="search-other-sites">
          <h2 id="search-other-sites" className="catalog-section__title">
            {catalogText.searchOtherSites}
          </h2>
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
          <p className="catalog-note">
            <a href={originalSearchUrl(site, query.keyword, query.category)} target="_blank" rel="noopener noreferrer nofollow" className={buttonClass('ghost')}>
              {catalogText.searchOnOriginal(name)} <Icon name="external" size={16} />
              <span className="sr-only">{catalogText.opensInNewTab}</span>
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
