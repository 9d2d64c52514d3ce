import { Link } from 'react-router';
import { homeText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion } from '@/shared/ui/skeleton';
import { useArticles } from '../hooks/use-articles';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import './news.css';

const LATEST_COUNT = 4;

/** The newest articles (home page). Space is reserved while loading. */
export function LatestNews() {
  const { data, isPending, isError, refetch, isFetching } = useArticles({ page: 1, size: LATEST_COUNT });
  if (isPending) {
    return (
      <LoadingRegion>
        <div className="article-grid">
          {Array.from({ length: LATEST_COUNT }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) return <EmptyState title={homeText.noNews} icon="newspaper" />;
  return (
    <>
      <ul className="article-grid">
        {data.results.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <p style={{ marginTop: 'var(--space-4)' }}>
        <Link to={paths.news}>{homeText.newsAll} →</Link>
      </p>
    </>
  );
}
