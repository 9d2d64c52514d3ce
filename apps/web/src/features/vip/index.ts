import { lazy } from 'react';

export { VipView } from './components/vip-view';
export { vipKeys } from './api/query-keys';
// Staff (/admin/vouchers?tab=vip): split off, only staff load it.
export const AdminVipLevels = lazy(() => import('./components/admin-vip-levels'));
