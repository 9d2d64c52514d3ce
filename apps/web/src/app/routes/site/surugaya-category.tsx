import { useParams } from 'react-router';
import { catalogText, surugayaCategoryText } from '@kaimono/i18n';
import { SurugayaCategoryView } from '@/features/catalog';
import { KeywordSearchForm } from '@/features/search';
import { isSurugayaCategoryCode } from '@/shared/config/sites';
import { usePageMeta } from '@/shared/lib/use-page-meta';

export default function SurugayaCategoryRoute() {
  const { code = '' } = useParams();
  usePageMeta(isSurugayaCategoryCode(code) ? catalogText.categoryTitle(surugayaCategoryText[code].vietnamese) : catalogText.categoryCodeTitle(code));
  return (
    <SurugayaCategoryView
      code={code}
      search={<KeywordSearchForm site="suruga-ya" category={code} label={catalogText.categorySearchLabel} />}
    />
  );
}
