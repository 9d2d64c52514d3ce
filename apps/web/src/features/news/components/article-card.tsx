import { Link } from 'react-router';
import type { Article } from '@kaimono/contracts';
import { newsText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format-date';
import { Skeleton, SkeletonText } from '@/shared/ui/skeleton';
import './news.css';

export function isSafeImageUrl(url: string | null | undefined): url is string {
  return !!url && (/^https:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//')));
}

/** A news teaser: the title links to the article. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(article.published_at);
  return (
    <article className="article-card">
      {isSafeImageUrl(article.cover) && <img className="article-card__cover" src={article.cover} alt="" width={640} height={360} loading="lazy" decoding="async" />}
      <div className="article-card__body">
        {date && (
          <p className="article-card__date">
            <time dateTime={article.published_at}>{newsText.publishedOn(date)}</time>
          </p>
        )}
        <Heading className="article-card__title">
          <Link to={paths.newsArticle(article.slug)}>{article.title}</Link>
        </Heading>
        <p className="article-card__summary">{article.summary}</p>
        {article.tags.length > 0 && (
          <ul className="article-card__tags" aria-label={newsText.tags}>
            {article.tags.slice(0, 3).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Same footprint as ArticleCard while loading. */
export function ArticleCardSkeleton() {
  return (
    <div className="article-card article-card--skeleton" aria-hidden="true">
      <div className="article-card__body">
        <Skeleton width={120} height={14} />
        <Skeleton height={22} />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}
