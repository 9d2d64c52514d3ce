import { lazy } from 'react';

// Split off: nothing of the bills page is on the first page.
export const BillsView = lazy(() => import('./components/bills-view'));
export { billsKeys } from './api/query-keys';
export type { BillDto } from './api/bills-api';
