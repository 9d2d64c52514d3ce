import { useParams } from 'react-router';
import { newsText } from '@kaimono/i18n';
import { ArticleDetail } from '@/features/news';
import { paths } from '@/shared/config/paths';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';

export default function NewsArticleRoute() {
  const { slug = '' } = useParams();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: newsText.title, to: paths.news }, { label: newsText.articleCrumb }]} />
      <ArticleDetail slug={slug} />
    </div>
  );
}
