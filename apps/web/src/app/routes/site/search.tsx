import { useSearchParams } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { SaveSearchButton } from '@/features/alerts';
import { useAuthState } from '@/features/auth';
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
  const { isLoggedIn } = useAuthState();
  return <SiteSearchView site={site} actions={<SaveSearchButton site={site} query={query} isLoggedIn={isLoggedIn} />} />;
}
