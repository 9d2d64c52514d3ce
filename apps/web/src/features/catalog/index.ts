import { lazy } from 'react';

export { SiteLanding } from './components/site-landing';
export { SiteSearchView } from './components/site-search-view';
export { ItemView, type ItemViewProps } from './components/item-view';
export { ItemActions, type ItemActionsProps, type DomesticShipping } from './components/item-actions';
export { SurugayaCategoryView } from './components/surugaya-category-view';
export { ExploreView } from './components/explore-view';
export { HomeCategories, HomeKeywords, HomeRails, HomeRankings } from './components/home-catalog';
export { RecentlyViewed } from './components/related-lists';
export { ProductCard } from './components/product-card';
export {
  readSiteSearchQuery,
  writeSiteSearchQuery,
  exploreProductFromSlug,
  hasSearchSubject,
  type SiteSearchQuery,
} from './lib/search-params';
export { normaliseSearch, normaliseItem, normaliseList, type ProductPage } from './api/envelopes';
export { catalogKeys } from './api/query-keys';
export { getItem } from './api/catalog-api';
/** /admin/translations (staff): split off, only staff load it. */
export const AdminTranslations = lazy(() => import('./components/admin-translations'));
export { itemImageSources } from './lib/product-text';
export { productJsonLd, itemBreadcrumbJsonLd, productListJsonLd, siteBreadcrumbJsonLd } from './lib/structured-data';
