/**
 * Staff roles and permissions: the one table of who may do what in the back office (issue 16 §1).
 *
 * Every `/api/admin/*` route names one permission in its `preHandler: app.requirePermission(…)`;
 * a role is a set of permissions; the owner has them all. Adding a staff operation = one line in
 * `permissions` (and the roles that get it). Vietnamese labels live in the i18n catalogue
 * (`staffRoleLabels`, `permissionLabels` in packages/i18n/src/ui/staff-admin.ts).
 */
export const staffRoles = [
  'owner',
  'purchasing',
  'warehouse_jp',
  'warehouse_vn',
  'accounting',
  'customer_care',
  'sales',
] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Permission → the roles (besides the owner) that hold it. */
export const permissions = {
  'backoffice.use': ['purchasing', 'warehouse_jp', 'warehouse_vn', 'accounting', 'customer_care', 'sales'],
  'orders.read': ['purchasing', 'warehouse_jp', 'warehouse_vn', 'accounting', 'customer_care', 'sales'],
  'orders.manage': ['purchasing', 'customer_care'],
  'bills.manage': ['accounting', 'warehouse_vn'],
  'bills.read': ['accounting', 'warehouse_vn', 'customer_care', 'sales'],
  'purchasing.manage': ['purchasing'],
  'bids.manage': ['purchasing'],
  'warehouse_jp.manage': ['warehouse_jp'],
  'warehouse_vn.manage': ['warehouse_vn'],
  'shipments.manage': ['warehouse_jp', 'warehouse_vn', 'accounting'],
  'wallet.read': ['accounting', 'customer_care'],
  'wallet.manage': ['accounting'],
  'rates.manage': ['accounting'],
  'pricing.manage': ['accounting'],
  'vouchers.manage': ['sales'],
  'vip.manage': ['sales'],
  'customers.read': ['customer_care', 'sales', 'accounting'],
  'customers.manage': ['customer_care', 'sales'],
  'complaints.manage': ['customer_care'],
  'desired_prices.manage': ['sales', 'purchasing'],
  'notifications.send': ['customer_care', 'sales'],
  'content.manage': ['sales', 'customer_care'],
  'security.read': ['customer_care'],
  'staff.manage': [],
  'audit.read': ['accounting'],
  'accounts.read': ['accounting'],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'owner'>[]>;
export type Permission = keyof typeof permissions;

export function roleHasPermission(role: StaffRole, permission: Permission): boolean {
  if (role === 'owner') return true;
  return (permissions[permission] as readonly StaffRole[]).includes(role);
}

export function permissionsOfRoles(roles: readonly StaffRole[]): Permission[] {
  return (Object.keys(permissions) as Permission[]).filter((p) => roles.some((r) => roleHasPermission(r, p)));
}
