import { lazy } from 'react';

// The header needs only the small balance link; the pages are split off so that the header's
// chunk (loaded for logged-in visitors) does not carry them.
export { HeaderBalance } from './components/header-balance';
export const WalletView = lazy(() => import('./components/wallet-view'));
export const WalletCardsView = lazy(() => import('./components/cards-view'));
export { walletKeys } from './api/query-keys';
// For composition on the order pages: "pay now" needs the balance, "top up" opens the dialog.
export { useBalances } from './hooks/use-balances';
export const TopUpDialog = lazy(() => import('./components/top-up-dialog'));
// Staff (/admin/wallet): split off, only staff load it.
export const AdminWalletView = lazy(() => import('./components/admin-wallet-view'));
