export { favoritesRoutes } from './favorites.routes.ts';
