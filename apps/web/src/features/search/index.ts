import { lazy } from 'react';

export { SearchBar, DEFAULT_SEARCH_SITE, SUGGESTION_DEBOUNCE_MS } from './components/search-bar';
export { SiteSelect } from './components/site-select';
export { TopSearchLinks } from './components/top-search-links';
export { KeywordSearchForm } from './components/keyword-search-form';
export { useSearchSubmit, SEARCH_SPINNER_MS } from './hooks/use-search-submit';
export { useSearchHistory } from './hooks/use-search-history';
export { isUrlLike } from './lib/is-url-like';
export { searchKeys } from './api/query-keys';
/** /admin/keywords (staff): split off, only staff load it. */
export const AdminKeywords = lazy(() => import('./components/admin-keywords'));
