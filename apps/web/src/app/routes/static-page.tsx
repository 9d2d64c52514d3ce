import { useLocation } from 'react-router';
import { pageText, staticPages } from '@kaimono/i18n';
import { StaticPageView } from '@/features/static-pages';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { NotFoundPage } from '../errors/not-found-page';
import { normalizePathname } from '../layout/root-layout';

/** /about and the seven /page/* pages, rendered from `staticPages`. */
export default function StaticPageRoute() {
  const { pathname } = useLocation();
  const page = staticPages[normalizePathname(pathname)];
  usePageMeta(page?.title, page?.description);
  if (!page) return <NotFoundPage />;
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: page.title }]} />
      <StaticPageView page={page} tocLabel={pageText.tableOfContents} />
    </div>
  );
}
