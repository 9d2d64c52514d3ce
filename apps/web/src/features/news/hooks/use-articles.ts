import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsKeys, type ArticleListParams } from '../api/query-keys';
import { searchArticles } from '../api/search-articles';

export function useArticles(params: ArticleListParams) {
  return useQuery({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => searchArticles(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One article by slug, or null when there is none. */
export function useArticle(slug: string) {
  return useQuery({
    queryKey: newsKeys.article(slug),
    queryFn: async ({ signal }) => (await searchArticles({ slug, page: 1, size: 1 }, signal)).results[0] ?? null,
    enabled: !!slug,
  });
}
