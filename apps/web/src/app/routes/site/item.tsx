import { useParams, useSearchParams } from 'react-router';
import type { SiteCode } from '@kaimono/contracts';
import { catalogText, siteText } from '@kaimono/i18n';
import { ItemView } from '@/features/catalog';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function SiteItemRoute({ site }: { site: SiteCode }) {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  usePageMeta(`${catalogText.itemTitle(siteText[site].name)} ${code}`);
  return <ItemView site={site} code={code} type={params.get('type')} />;
}
