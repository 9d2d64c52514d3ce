import type { ListParams, NotificationTypeFilter } from './notifications-api';

/** Under the user-scoped 'notifications' root (dropped on logout). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  top: (type: NotificationTypeFilter) => ['notifications', 'top', type] as const,
  page: (params: ListParams) => ['notifications', 'page', params] as const,
  /** Staff: the customer a notification goes to (looked up by customer number). */
  adminRecipient: (customerNo: string) => ['notifications', 'admin', 'recipient', customerNo] as const,
};
