import type { AppDeps } from '../../platform/deps.ts';
import type { CatalogContext } from './catalog.service.ts';

export { createCatalogRoutes } from './catalog.routes.ts';
export { createBrowseRoutes } from './catalog-browse.routes.ts';
export { afterAnswerSettled, loadProduct, seedCategoryNames, type CatalogContext } from './catalog.service.ts';
export { categoryNames, sandboxCategoryNames, type CategoryName } from './catalog.category-names.ts';
export { itemPath, productToSummary } from './catalog.mapper.ts';

/** The catalog's view of the app's dependencies. */
export function catalogContext(deps: AppDeps): CatalogContext {
  return { db: deps.database.db, adapters: deps.marketplaces.adapters, translator: deps.translator };
}
