import { lazy } from 'react';

export { NotificationCenter, type NotificationCenterProps, type NotificationRole } from './components/notification-center';
export { NotificationManager } from './components/notification-manager';
export { notificationsKeys } from './api/query-keys';
/** /admin/notifications (staff): split off, only staff load it. */
export const AdminSendNotification = lazy(() => import('./components/admin-send-notification'));
