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
export { glossaryStats, lookupJapaneseTerm, type TranslationProvider, type TranslationResult } from './translate.providers.ts';
export { translateAdminRoutes, adminTranslations, correctTranslation } from './translate.admin.ts';
export { mixedScriptWords, romanizeName, translateJapaneseTitle, type TitleTranslation } from './translate.titles.ts';
export { loadSegmenter, segmenterLoadFigures, type SegmenterLoad } from './translate.segmenter.ts';
export { prepareTitles, vietnameseTitle, type TitleTranslator } from './translate.display.ts';
