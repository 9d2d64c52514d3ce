import { lazy } from 'react';

export { AccountShell } from './components/account-shell';
export { AccountNav, accountNavItems, type AccountSection } from './components/account-nav';
export { DashboardView } from './components/dashboard-view';
export { ProfileView } from './components/profile-view';
export { AccountSectionView } from './components/section-view';
export { NotificationSettingsView } from './components/notification-settings-view';
export { SalesStaffCard } from './components/sales-staff-card';
export { accountKeys } from './api/query-keys';
/** /admin/sales-staff (staff): split off, only staff load it. */
export const AdminSalesStaff = lazy(() => import('./components/admin-sales-staff'));
