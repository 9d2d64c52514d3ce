/** Customer data of the account pages, under the user-scoped 'account' root (dropped on logout). */
export const accountKeys = {
  all: ['account'] as const,
  settings: ['account', 'settings'] as const,
  notificationSettings: ['account', 'notification-settings'] as const,
  salesStaff: ['account', 'sales-staff'] as const,
  restrictions: ['account', 'batch-restrictions'] as const,
};
