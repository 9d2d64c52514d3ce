import { useSearchParams } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { hasSearchSubject, readSiteSearchQuery, SiteSearchView } from '@/features/catalog';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function SiteSearchRoute({ site }: { site: SiteCode }) {
  const [params] = useSearchParams();
  const query = readSiteSearchQuery(params);
  const name = siteText[site].name;
  usePageMeta(
    query.keyword
      ? `${catalogText.searchTitle(query.keyword)} ${catalogText.searchOn(name)}`
      : hasSearchSubject(query)
        ? catalogText.searchBrowseTitle(name)
        : catalogText.searchNoKeywordTitle,
  );
  return <SiteSearchView site={site} />;
}
