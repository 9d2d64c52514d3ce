/** Every browser-storage key the web app uses, in one place (all under the `kaimono.` prefix). */
export const storageKeys = {
  token: 'kaimono.token',
  searchHistory: 'kaimono.searchHistory',
  contactPanelHidden: 'kaimono.contactPanelHidden',
  preferences: 'kaimono.preferences',
  /** Customer data cached in the browser; cleared on logout (spec §4). */
  favorites: 'kaimono.favorites',
  cart: 'kaimono.cart',
  bids: 'kaimono.bids',
  /** A guest's random id (crypto.randomUUID), sent as visitor_id for item views and recently viewed. */
  visitorId: 'kaimono.visitorId',
  /** sessionStorage: state, nonce and next of a Google/Facebook sign-in in progress. */
  socialLogin: 'kaimono.socialLogin',
} as const;

/**
 * Query-key roots of data that belongs to the logged-in customer. Every feature that caches such
 * data keys it under one of these roots, so logout can drop all of it (spec §4: user, favorites,
 * cart and bids are cleared).
 */
export const userScopedQueryRoots = [
  'session',
  'favorites',
  'recently-viewed',
  'cart',
  'desired-prices',
  'bids',
  'notifications',
  'complaints',
  'quotes',
  'invoices',
  'wallet',
  'account',
  'addresses',
  'vouchers',
  'vip',
  // Staff screens (/admin/*): what a staff member saw leaves with them.
  'admin',
] as const;

/** Browser-storage keys holding customer data, removed on logout. */
export const userScopedStorageKeys = [storageKeys.favorites, storageKeys.cart, storageKeys.bids] as const;
