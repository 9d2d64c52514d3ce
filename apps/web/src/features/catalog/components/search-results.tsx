import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, commonText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Pagination } from '@/shared/ui/pagination';
import { searchSite, SEARCH_PAGE_SIZE } from '../api/catalog-api';
import type { ProductPage } from '../api/envelopes';
import { catalogKeys } from '../api/query-keys';
import { formatCount } from '../lib/product-text';
import { hasNarrowingFilters, type SiteSearchQuery } from '../lib/search-params';
import { ProductGrid, ProductGridSkeleton } from './product-list';

/** The search of a site as a query (shared by the results and the translation note). */
export function useSiteSearch(site: SiteCode, query: SiteSearchQuery, enabled = true) {
  return useQuery<ProductPage>({
    queryKey: catalogKeys.search(site, query, SEARCH_PAGE_SIZE),
    queryFn: ({ signal }) => searchSite(site, query, SEARCH_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 2 * 60_000,
  });
}

export interface SearchResultsProps {
  site: SiteCode;
  query: SiteSearchQuery;
  hrefForPage: (page: number) => string;
  onClearFilters: () => void;
  titleId: string;
}

/**
 * Loading skeletons, then the product grid with pagination; a failed load shows an empty list
 * with the server's message and a retry (spec §7); no match suggests loosening the search.
 */
export function SearchResults({ site, query, hrefForPage, onClearFilters, titleId }: SearchResultsProps) {
  const search = useSiteSearch(site, query);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = search;

  let body;
  if (isPending) {
    body = (
      <>
        <p className="search-results__summary" aria-hidden="true" />
        <ProductGridSkeleton count={8} label={catalogText.loadingResults} />
      </>
    );
  } else if (isError && !data) {
    body = <EmptyState icon="alert" title={uiKitText.loadFailedTitle} description={errorText(error)} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon="search"
        title={catalogText.noResultsTitle}
        description={catalogText.noResultsBody}
        action={
          hasNarrowingFilters(query) ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {catalogText.clearFilters}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <p className="search-results__summary" aria-live="polite">
          {catalogText.resultCount(formatCount(data.total))} · {catalogText.resultPage(data.page, data.pages)}
        </p>
        <div className={isPlaceholderData ? 'search-results__grid search-results__grid--stale' : 'search-results__grid'} aria-busy={isPlaceholderData || undefined}>
          <ProductGrid products={data.items} />
        </div>
        <Pagination page={data.page} size={data.size} total={data.pages * data.size} hrefFor={hrefForPage} className="search-results__pagination" />
      </>
    );
  }
  return (
    <section className="search-results" aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {catalogText.resultsTitle}
      </h2>
      {isError && data && (
        <p className="search-results__stale-error" role="alert">
          {errorText(error)}{' '}
          <Button variant="link" onClick={() => void refetch()}>
            {commonText.retry}
          </Button>
        </p>
      )}
      {body}
    </section>
  );
}
