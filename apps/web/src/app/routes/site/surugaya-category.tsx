import { useParams } from 'react-router';
import { catalogText } from '@kaimono/i18n';
import { SurugayaCategoryView } from '@/features/catalog';
import { KeywordSearchForm } from '@/features/search';

/** /suruga-ya/category/:code (the view sets the title once it knows the category's name). */
export default function SurugayaCategoryRoute() {
  const { code = '' } = useParams();
  return (
    <SurugayaCategoryView
      key={code}
      code={code}
      search={<KeywordSearchForm site="suruga-ya" category={code} label={catalogText.categorySearchLabel} />}
    />
  );
}
