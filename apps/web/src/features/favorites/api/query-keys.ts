/** Everything under the user-scoped 'favorites' root (dropped on logout, spec §4). */
export const favoritesKeys = {
  all: ['favorites'] as const,
  productKeys: ['favorites', 'product-keys'] as const,
  products: (page: number) => ['favorites', 'products', page] as const,
  storeKeys: ['favorites', 'store-keys'] as const,
  stores: (page: number) => ['favorites', 'stores', page] as const,
};
