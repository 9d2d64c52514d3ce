/**
 * UI text, one file per area. Each file exports one `as const` object; add new areas here.
 */
export { commonText } from './common.ts';
export { uiKitText } from './ui-kit.ts';
export { layoutText } from './layout.ts';
export { searchText } from './search.ts';
export { siteText, surugayaCategoryText } from './sites.ts';
export { authText } from './auth.ts';
export { accountText } from './account.ts';
export { catalogText } from './catalog.ts';
export { itemText } from './item.ts';
export { favoritesText } from './favorites.ts';
export { newsText } from './news.ts';
export { homeText } from './home.ts';
export { pageText } from './pages.ts';
export { settingsText } from './settings.ts';
export { systemPagesText } from './system-pages.ts';
export { addressText } from './address.ts';
export { profileText, membershipLevelNames } from './profile.ts';
export { identityText } from './identity.ts';
export { notificationsText } from './notifications.ts';
export { complaintsText } from './complaints.ts';
export { uploadsText } from './uploads.ts';
export { walletText } from './wallet.ts';
export { walletWebText } from './wallet-web.ts';
export { walletHistoryText } from './wallet-history.ts';
export { vipText } from './vip.ts';
export { vouchersText } from './vouchers.ts';
export { vouchersWebText } from './vouchers-web.ts';
export { vipWebText } from './vip-web.ts';
export { walletCardsText } from './wallet-cards.ts';
export { walletTopupText } from './wallet-topup.ts';
