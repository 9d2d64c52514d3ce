/** Customer data of the account pages, under the user-scoped 'account' root (dropped on logout). */
export const accountKeys = {
  all: ['account'] as const,
  settings: ['account', 'settings'] as const,
  notificationSettings: ['account', 'notification-settings'] as const,
  salesStaff: ['account', 'sales-staff'] as const,
  restrictions: ['account', 'batch-restrictions'] as const,
  /** Staff: the sales staff list and a customer looked up by number (/admin/sales-staff). */
  adminSalesStaff: ['account', 'admin', 'sales-staff'] as const,
  adminCustomer: (customerNo: string) => ['account', 'admin', 'customer', customerNo] as const,
};
