export { FavoriteButton, FollowStoreButton } from './components/favorite-button';
export { FavoriteProductsView, FavoriteStoresView } from './components/favorites-views';
export { favoritesKeys } from './api/query-keys';
