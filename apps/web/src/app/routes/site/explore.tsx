import { useParams } from 'react-router';
import { catalogText } from '@kaimono/i18n';
import { exploreProductFromSlug, ExploreView } from '@/features/catalog';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { NotFoundPage } from '../../errors/not-found-page';

/** `/:slug`: `/{product}-go` is the all-sites explore search; any other single segment is a 404. */
export default function ExploreRoute() {
  const { slug = '' } = useParams();
  const product = exploreProductFromSlug(slug);
  usePageMeta(product ? catalogText.exploreTitle(product) : undefined);
  if (!product) return <NotFoundPage />;
  return <ExploreView product={product} />;
}
