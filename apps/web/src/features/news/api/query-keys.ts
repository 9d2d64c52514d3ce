export interface ArticleListParams {
  keyword?: string;
  page: number;
  size: number;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (params: ArticleListParams) => [...newsKeys.all, 'list', params] as const,
  article: (slug: string) => [...newsKeys.all, 'article', slug] as const,
};
