import { lazy } from 'react';

export { SaveSearchButton, type SaveSearchQuery } from './components/save-search-button';
export { WatchButton } from './components/watch-button';
/** /account/saved-searches: loaded when opened. */
export const SavedSearchesView = lazy(() => import('./components/saved-searches-view').then((m) => ({ default: m.SavedSearchesView })));
