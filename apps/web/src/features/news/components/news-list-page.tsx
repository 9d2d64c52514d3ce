import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { normalizeKeyword, pageSizes } from '@kaimono/contracts';
import { newsText } from '@kaimono/i18n';
import { paths } from '@/shared/config/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { EmptyState, LoadFailed } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Pagination } from '@/shared/ui/pagination';
import { LoadingRegion } from '@/shared/ui/skeleton';
import { useArticles } from '../hooks/use-articles';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import './news.css';

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** /tin-tuc: search box, article list and pagination; state lives in the URL (?keyword&page). */
export default function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const keyword = normalizeKeyword(params.get('keyword') ?? '');
  const page = readPage(params.get('page'));
  const size = pageSizes.general;
  const [draft, setDraft] = useState(keyword);
  const { data, isPending, isError, refetch, isFetching } = useArticles({ keyword: keyword || undefined, page, size });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeKeyword(draft);
    setParams(next ? { keyword: next } : {});
  };

  const hrefFor = (p: number) => {
    const q = new URLSearchParams();
    if (keyword) q.set('keyword', keyword);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${paths.news}?${s}` : paths.news;
  };

  return (
    <>
      <form className="news-search" role="search" aria-label={newsText.searchLabel} onSubmit={onSubmit}>
        <Field label={newsText.searchLabel}>
          {(control) => <Input {...control} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={newsText.searchPlaceholder} maxLength={100} />}
        </Field>
        <Button type="submit">{newsText.searchButton}</Button>
        {keyword && (
          <Link to={paths.news} className={buttonClass('ghost')} onClick={() => setDraft('')}>
            {newsText.clearSearch}
          </Link>
        )}
      </form>
      {isPending ? (
        <LoadingRegion>
          <div className="article-grid">
            {Array.from({ length: 6 }, (_, i) => (
              <ArticleCardSkeleton key={i} />
            ))}
          </div>
        </LoadingRegion>
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <EmptyState
          title={newsText.emptyTitle}
          description={keyword ? newsText.emptyBody : undefined}
          icon="newspaper"
          headingLevel={2}
          action={
            keyword ? (
              <Link to={paths.news} className={buttonClass('secondary')} onClick={() => setDraft('')}>
                {newsText.showAll}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="news-meta" role="status">
            {keyword ? newsText.resultsFor(keyword, data.pagination.total) : newsText.total(data.pagination.total)}
          </p>
          <ul className="article-grid" aria-busy={isFetching || undefined}>
            {data.results.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pagination page={page} size={data.pagination.size || size} total={data.pagination.total} hrefFor={hrefFor} />
        </>
      )}
    </>
  );
}
