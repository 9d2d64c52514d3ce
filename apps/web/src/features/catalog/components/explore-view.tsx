import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText, uiKitText } from '@kaimono/i18n';
import { errorText } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { siteCodes } from '@/shared/config/sites';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { exploreAllSites, searchSite, type ExploreSiteResult } from '../api/catalog-api';
import { catalogKeys } from '../api/query-keys';
import { formatCount } from '../lib/product-text';
import { emptySearchQuery } from '../lib/search-params';
import { ProductGridSkeleton, ProductRail, ProductSection } from './product-list';
import './catalog.css';

const PER_SITE = 8;

/** A server failure text worth showing (a sentence), else null (an internal code such as UPSTREAM). */
function readableError(message: string | null): string | null {
  return message && /\s/.test(message) ? message : null;
}

/** One site's first results; a failed site shows its error and retries on its own search. */
function ExploreSiteSection({ site, keyword, result }: { site: SiteCode; keyword: string; result: ExploreSiteResult | undefined }) {
  const [retried, setRetried] = useState(false);
  const query = emptySearchQuery({ keyword });
  const retry = useQuery({
    queryKey: catalogKeys.search(site, query, PER_SITE),
    queryFn: ({ signal }) => searchSite(site, query, PER_SITE, signal),
    enabled: retried,
  });
  const name = siteText[site].name;
  const id = `explore-${site}`;
  const items = retried && retry.data ? retry.data.items : (result?.results ?? []);
  const total = retried && retry.data ? retry.data.total : (result?.total ?? 0);
  const failed = retried ? retry.isError : !result || !!result.error;
  const message = retried ? (retry.isError ? errorText(retry.error) : null) : readableError(result?.error ?? null);

  let body;
  if (retried && retry.isPending) body = <ProductGridSkeleton count={4} rail label={name} />;
  else if (failed)
    body = (
      <EmptyState
        icon="alert"
        title={catalogText.exploreSiteFailed}
        description={message ?? uiKitText.loadFailedBody}
        onRetry={() => (retried ? void retry.refetch() : setRetried(true))}
        retrying={retry.isFetching}
      />
    );
  else if (items.length === 0) body = <EmptyState icon="search" title={catalogText.exploreSiteEmpty} />;
  else body = <ProductRail products={items} title={name} />;

  return (
    <ProductSection
      id={id}
      title={name}
      action={
        <Link to={paths.siteSearch(site, { keyword })} className="product-section__more">
          {catalogText.exploreViewAll(name)} <Icon name="chevronRight" size={16} />
        </Link>
      }
    >
      {!failed && total > 0 && <p className="product-section__meta">{catalogText.exploreSiteTotal(formatCount(total))}</p>}
      {body}
    </ProductSection>
  );
}

/** /{product}-go — the all-sites explore search: six sections, one per marketplace. */
export function ExploreView({ product }: { product: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: catalogKeys.explore(product),
    queryFn: ({ signal }) => exploreAllSites(product, PER_SITE, signal),
    staleTime: 2 * 60_000,
  });
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: product }]} />
      <header className="page__header">
        <h1>{catalogText.exploreTitle(product)}</h1>
        <p className="page__lead">{catalogText.exploreLead}</p>
      </header>
      {isPending ? (
        siteCodes.map((site) => (
          <ProductSection key={site} id={`explore-${site}`} title={siteText[site].name}>
            <ProductGridSkeleton count={4} rail label={siteText[site].name} />
          </ProductSection>
        ))
      ) : isError ? (
        <EmptyState icon="alert" headingLevel={2} title={uiKitText.loadFailedTitle} description={errorText(error)} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        siteCodes.map((site) => <ExploreSiteSection key={site} site={site} keyword={product} result={data.find((r) => r.site === site)} />)
      )}
    </div>
  );
}
