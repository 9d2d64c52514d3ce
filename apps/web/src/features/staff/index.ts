import { lazy } from 'react';

/** Back-office staff pages (issue 16): split off, only staff load them. */
export const AdminStaff = lazy(() => import('./components/admin-staff'));
export const AdminAudit = lazy(() => import('./components/admin-audit'));
export const AdminAccounts = lazy(() => import('./components/admin-accounts'));
export { getAdminMe, staffKeys } from './api/staff-api';
