export { NotificationCenter, type NotificationCenterProps, type NotificationRole } from './components/notification-center';
export { NotificationManager } from './components/notification-manager';
export { notificationsKeys } from './api/query-keys';
