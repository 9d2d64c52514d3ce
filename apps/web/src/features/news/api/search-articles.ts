import type { Article, Pagination } from '@kaimono/contracts';
import { http } from '@/shared/api/http';

export interface ArticleSearchParams {
  keyword?: string;
  slug?: string;
  page?: number;
  size?: number;
}

export interface ArticlePage {
  results: Article[];
  pagination: Pagination;
}

/** GET /api/article/search?keyword&slug&page&size */
export async function searchArticles(params: ArticleSearchParams, signal?: AbortSignal): Promise<ArticlePage> {
  const body = await http.get<{ success: true } & ArticlePage>('/article/search', { ...params }, signal);
  return {
    results: body.results ?? [],
    pagination: body.pagination ?? { page: params.page ?? 1, size: params.size ?? 20, total: body.results?.length ?? 0 },
  };
}
