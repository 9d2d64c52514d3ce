export { SiteLanding } from './components/site-landing';
export { SiteSearchView } from './components/site-search-view';
export { ItemView } from './components/item-view';
export { SurugayaCategoryView } from './components/surugaya-category-view';
export { ExploreView } from './components/explore-view';
export { readSiteSearchQuery, exploreProductFromSlug, type SiteSearchQuery } from './lib/search-params';
