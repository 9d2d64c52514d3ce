import { Link } from 'react-router';
import { newsText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { usePageMeta } from '@/shared/lib/use-page-meta';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { LoadingRegion, Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import { useArticle, useArticles } from '../hooks/use-articles';
import { ArticleBody } from './article-body';
import { ArticleCard, isSafeImageUrl } from './article-card';
import './news.css';

function Related({ slug }: { slug: string }) {
  const { data } = useArticles({ page: 1, size: 4 });
  const others = (data?.results ?? []).filter((a) => a.slug !== slug).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className="article__related" aria-labelledby="related-title">
      <h2 id="related-title">{newsText.related}</h2>
      <ul className="article-grid">
        {others.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /tin-tuc/:slug — one article, by slug. */
export default function ArticleDetail({ slug }: { slug: string }) {
  const { data: article, isPending, isError, refetch, isFetching } = useArticle(slug);
  usePageMeta(article?.title ?? (isPending ? null : newsText.notFoundTitle), article?.summary);

  if (isPending) {
    return (
      <LoadingRegion>
        <div className="article">
          <Skeleton height={40} />
          <div style={{ height: 16 }} />
          <SkeletonText lines={8} />
        </div>
      </LoadingRegion>
    );
  }
  if (isError) return <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!article) {
    return (
      <EmptyState
        headingLevel={2}
        title={newsText.notFoundTitle}
        description={newsText.notFoundBody}
        icon="newspaper"
        action={
          <Link to={paths.news} className={buttonClass('secondary')}>
            {newsText.backToList}
          </Link>
        }
      />
    );
  }
  const date = formatDate(article.published_at);
  return (
    <>
      <article className="article">
        <h1>{article.title}</h1>
        <div className="article__meta">
          {date && <time dateTime={article.published_at}>{newsText.publishedOn(date)}</time>}
          {article.tags.length > 0 && (
            <span>
              {newsText.tags}: {article.tags.join(', ')}
            </span>
          )}
        </div>
        {isSafeImageUrl(article.cover) && <img className="article__cover" src={article.cover} alt="" width={1280} height={720} />}
        <p className="page__lead">{article.summary}</p>
        <ArticleBody body={article.body} />
        <p style={{ marginTop: 'var(--space-6)' }}>
          <Link to={paths.news}>← {newsText.backToList}</Link>
        </p>
      </article>
      <Related slug={article.slug} />
    </>
  );
}
