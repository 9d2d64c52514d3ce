import { lazy } from 'react';

export { VouchersView } from './components/vouchers-view';
export { vouchersKeys } from './api/query-keys';
export { VOUCHER_CALLBACK_DELAY_MS } from './lib/save-callback';
// Staff (/admin/vouchers): split off, only staff load it.
export const AdminVouchersView = lazy(() => import('./components/admin-vouchers'));
