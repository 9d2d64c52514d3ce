import { adminShellText, adminText } from '@kaimono/i18n';
import { adminPaths } from '@/shared/config/paths';
import type { IconName } from '@/shared/ui/icons';

export type AdminNavGroup = keyof typeof adminShellText.groups;
type SectionKey = keyof typeof adminText.sections;

export interface AdminNavEntry {
  key: SectionKey | 'dashboard';
  to: string;
  icon: IconName;
  group: AdminNavGroup;
  /** The permission (a key of the server's table, platform/permissions.ts) a staff member needs to see the entry and open its page. */
  permission: string;
}

/**
 * The back office's side navigation, grouped by area in the order of a working day. A staff member
 * sees the entries their permissions allow (GET /api/admin/me); an area without entries is not shown.
 * A new staff screen is one line here.
 */
export const adminNav: readonly AdminNavEntry[] = [
  { key: 'dashboard', to: adminPaths.index, icon: 'home', group: 'todo', permission: 'orders.read' },
  { key: 'orders', to: adminPaths.orders, icon: 'clipboard', group: 'purchasing', permission: 'orders.read' },
  { key: 'purchasing', to: adminPaths.purchasing, icon: 'cart', group: 'purchasing', permission: 'purchasing.manage' },
  { key: 'bids', to: adminPaths.bids, icon: 'gavel', group: 'purchasing', permission: 'bids.manage' },
  { key: 'desiredPrices', to: adminPaths.desiredPrices, icon: 'chat', group: 'purchasing', permission: 'desired_prices.manage' },
  { key: 'warehouseJp', to: adminPaths.warehouseJp, icon: 'truck', group: 'warehouseJp', permission: 'warehouse_jp.manage' },
  { key: 'shipments', to: adminPaths.shipments, icon: 'truck', group: 'shipping', permission: 'shipments.manage' },
  { key: 'systemRoutes', to: adminPaths.systemRoutes, icon: 'truck', group: 'shipping', permission: 'pricing.manage' },
  { key: 'bills', to: adminPaths.bills, icon: 'receipt', group: 'finance', permission: 'bills.manage' },
  { key: 'wallet', to: adminPaths.wallet, icon: 'wallet', group: 'finance', permission: 'wallet.read' },
  { key: 'pricing', to: adminPaths.pricing, icon: 'calculator', group: 'finance', permission: 'pricing.manage' },
  { key: 'cod', to: adminPaths.cod, icon: 'wallet', group: 'finance', permission: 'wallet.manage' },
  { key: 'accounts', to: adminPaths.accounts, icon: 'wallet', group: 'finance', permission: 'accounts.read' },
  { key: 'complaints', to: adminPaths.complaints, icon: 'alert', group: 'customers', permission: 'complaints.manage' },
  { key: 'salesStaff', to: adminPaths.salesStaff, icon: 'user', group: 'customers', permission: 'customers.manage' },
  { key: 'notifications', to: adminPaths.notifications, icon: 'bell', group: 'customers', permission: 'notifications.send' },
  { key: 'vouchers', to: adminPaths.vouchers, icon: 'ticket', group: 'customers', permission: 'vouchers.manage' },
  { key: 'keywords', to: adminPaths.keywords, icon: 'search', group: 'content', permission: 'content.manage' },
  { key: 'translations', to: adminPaths.translations, icon: 'newspaper', group: 'content', permission: 'content.manage' },
  { key: 'smsOutbox', to: adminPaths.smsOutbox, icon: 'mail', group: 'system', permission: 'security.read' },
  { key: 'loginFailures', to: adminPaths.loginFailures, icon: 'shield', group: 'system', permission: 'security.read' },
  { key: 'staff', to: adminPaths.staff, icon: 'user', group: 'system', permission: 'staff.manage' },
  { key: 'audit', to: adminPaths.audit, icon: 'clipboard', group: 'system', permission: 'audit.read' },
];

export const navTitle = (entry: AdminNavEntry) => (entry.key === 'dashboard' ? adminShellText.dashboard.navTitle : adminText.sections[entry.key].title);

/** The areas and their entries a staff member with `permissions` sees, in order. */
export function navFor(permissions: readonly string[]): Array<{ group: AdminNavGroup; label: string; entries: AdminNavEntry[] }> {
  const allowed = new Set(permissions);
  return (Object.keys(adminShellText.groups) as AdminNavGroup[])
    .map((group) => ({ group, label: adminShellText.groups[group], entries: adminNav.filter((e) => e.group === group && allowed.has(e.permission)) }))
    .filter((g) => g.entries.length > 0);
}

/** The entry whose page `pathname` is (its path or below it; the dashboard only at /admin itself). */
export function navEntryFor(pathname: string): AdminNavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return adminNav.find((e) => (e.to === adminPaths.index ? path === e.to : path === e.to || path.startsWith(`${e.to}/`)));
}

/** Every permission the navigation names (tests answer GET /api/admin/me with them for an owner). */
export const adminNavPermissions: readonly string[] = [...new Set(adminNav.map((e) => e.permission))];
