import { lazy } from 'react';

export { LatestNews } from './components/latest-news';
export { ArticleBody } from './components/article-body';
export { parseArticleBody } from './lib/parse-body';
export { newsKeys } from './api/query-keys';

// Page-level parts, kept out of the home page bundle.
export const NewsListPage = lazy(() => import('./components/news-list-page'));
export const ArticleDetail = lazy(() => import('./components/article-detail'));
