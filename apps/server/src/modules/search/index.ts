export { searchRoutes } from './search.routes.ts';
export { popularKeywords, popularKeywordsBySite, suggestionNames } from './search.service.ts';
