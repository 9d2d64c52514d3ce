import type { adminText } from '@kaimono/i18n';
import { adminPaths } from '@/shared/config/paths';
import type { IconName } from '@/shared/ui/icons';

type SectionKey = keyof typeof adminText.sections;

/** The back office's sections, in the order of a working day; /admin shows one card each. */
export const adminSections: ReadonlyArray<{ key: SectionKey; to: string; icon: IconName }> = [
  { key: 'orders', to: adminPaths.orders, icon: 'clipboard' },
  { key: 'bills', to: adminPaths.bills, icon: 'receipt' },
  { key: 'purchasing', to: adminPaths.purchasing, icon: 'cart' },
  { key: 'warehouseJp', to: adminPaths.warehouseJp, icon: 'truck' },
  { key: 'shipments', to: adminPaths.shipments, icon: 'truck' },
  { key: 'bids', to: adminPaths.bids, icon: 'gavel' },
  { key: 'desiredPrices', to: adminPaths.desiredPrices, icon: 'chat' },
  { key: 'wallet', to: adminPaths.wallet, icon: 'wallet' },
  { key: 'vouchers', to: adminPaths.vouchers, icon: 'ticket' },
  { key: 'complaints', to: adminPaths.complaints, icon: 'alert' },
  { key: 'notifications', to: adminPaths.notifications, icon: 'bell' },
  { key: 'salesStaff', to: adminPaths.salesStaff, icon: 'user' },
  { key: 'keywords', to: adminPaths.keywords, icon: 'search' },
  { key: 'translations', to: adminPaths.translations, icon: 'newspaper' },
  { key: 'systemRoutes', to: adminPaths.systemRoutes, icon: 'truck' },
  { key: 'pricing', to: adminPaths.pricing, icon: 'calculator' },
  { key: 'smsOutbox', to: adminPaths.smsOutbox, icon: 'mail' },
  { key: 'loginFailures', to: adminPaths.loginFailures, icon: 'shield' },
  { key: 'staff', to: adminPaths.staff, icon: 'user' },
  { key: 'audit', to: adminPaths.audit, icon: 'clipboard' },
  { key: 'accounts', to: adminPaths.accounts, icon: 'wallet' },
];
