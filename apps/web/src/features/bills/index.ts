import { lazy } from 'react';

// Split off: nothing of the bills page is on the first page.
export const BillsView = lazy(() => import('./components/bills-view'));
// Staff screens (/admin/bills, /admin/bills/{id}).
export const AdminBillsView = lazy(() => import('./components/admin-bills-view'));
export const AdminBillDetail = lazy(() => import('./components/admin-bill-detail'));
export { billsKeys } from './api/query-keys';
export type { BillDto } from './api/bills-api';
