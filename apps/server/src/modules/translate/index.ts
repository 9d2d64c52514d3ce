export { createTranslateRoutes, translateRoutes, TRANSLATE_RATE_LIMIT, type TranslateRoutesOptions } from './translate.routes.ts';
export {
  createTranslator,
  detectLanguage,
  keywordForSearch,
  translateTitle,
  isTranslator,
  type AutoTranslateMode,
  type KeywordTranslation,
  type TranslateLogger,
  type TranslationOutcome,
  type Translator,
  type TranslatorOptions,
} from './translate.service.ts';
export { glossaryStats, type TranslationProvider, type TranslationResult } from './translate.providers.ts';
export { vietnameseTitle, type TitleTranslator } from './translate.titles.ts';
