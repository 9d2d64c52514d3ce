import { lazy } from 'react';

/** The back office's frame: who the staff member is (permissions), and the dashboard of waiting work. */
export const AdminDashboard = lazy(() => import('./components/admin-dashboard'));
export { useAdminMe } from './hooks/use-backoffice';
export type { AdminMe, AdminDashboardItem } from './api/backoffice-api';
