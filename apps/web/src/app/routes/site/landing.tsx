import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { SiteLanding } from '@/features/catalog';
import { TopSearchLinks } from '@/features/search';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function SiteLandingRoute({ site }: { site: SiteCode }) {
  usePageMeta(catalogText.landingTitle(siteText[site].name), siteText[site].description);
  return <SiteLanding site={site} topSearches={<TopSearchLinks site={site} emptyText={catalogText.landingTopEmpty} />} />;
}
