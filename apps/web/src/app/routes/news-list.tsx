import { newsText } from '@kaimono/i18n';
import { NewsListPage } from '@/features/news';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';

export default function NewsListRoute() {
  usePageMeta(newsText.title, newsText.lead);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: newsText.title }]} />
      <header className="page__header">
        <h1>{newsText.title}</h1>
        <p className="page__lead">{newsText.lead}</p>
      </header>
      <NewsListPage />
    </div>
  );
}
