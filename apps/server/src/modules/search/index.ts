export { searchRoutes } from './search.routes.ts';
export { popularKeywords, popularKeywordsBySite, suggestionNames, recordSearchRun, type SearchVisitor } from './search.service.ts';
export { SEARCH_KEYWORD_MIN_VISITORS, keywordRefusal } from './search.keyword-policy.ts';
export { seedPopularKeywords, SEEDED_KEYWORDS } from './search.seed.ts';
