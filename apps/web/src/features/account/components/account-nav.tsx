import { NavLink } from 'react-router';
import { accountText } from '@kaimono/i18n';
import { accountPaths } from '@/shared/config/paths';
import { Icon, type IconName } from '@/shared/ui/icons';

export type AccountSection = 'quotes' | 'invoices' | 'wallet' | 'bids' | 'cart' | 'notificationMgmt' | 'notificationSetting';

export const accountNavItems: ReadonlyArray<{ key: keyof typeof accountText.sections; to: string; icon: IconName }> = [
  { key: 'dashboard', to: accountPaths.dashboard, icon: 'home' },
  { key: 'profile', to: accountPaths.profile, icon: 'user' },
  { key: 'addresses', to: accountPaths.addresses, icon: 'mapPin' },
  { key: 'security', to: accountPaths.security, icon: 'shield' },
  { key: 'quotes', to: accountPaths.quotes, icon: 'clipboard' },
  { key: 'invoices', to: accountPaths.invoices, icon: 'receipt' },
  { key: 'shipments', to: accountPaths.shipments, icon: 'truck' },
  { key: 'wallet', to: accountPaths.wallet, icon: 'wallet' },
  { key: 'walletCards', to: accountPaths.walletCards, icon: 'creditCard' },
  { key: 'vouchers', to: accountPaths.vouchers, icon: 'ticket' },
  { key: 'vip', to: accountPaths.vip, icon: 'crown' },
  { key: 'bids', to: accountPaths.bids, icon: 'gavel' },
  { key: 'cart', to: accountPaths.cart, icon: 'cart' },
  { key: 'desiredPrices', to: accountPaths.desiredPrices, icon: 'chat' },
  { key: 'favorites', to: accountPaths.favorites, icon: 'heart' },
  { key: 'favoriteStores', to: accountPaths.favoriteStores, icon: 'store' },
  { key: 'savedSearches', to: accountPaths.savedSearches, icon: 'bell' },
  { key: 'complaints', to: accountPaths.complaints, icon: 'chat' },
  { key: 'notificationMgmt', to: accountPaths.notificationMgmt, icon: 'bell' },
  { key: 'notificationSetting', to: accountPaths.notificationSetting, icon: 'sliders' },
];

/** Links to every account page; the current one carries aria-current="page". `onNavigate`: a link was followed (the phone drawer closes). */
export function AccountNav({ onNavigate }: { onNavigate?: () => void } = {}) {
  return (
    <nav className="account-nav" aria-label={accountText.navLabel}>
      <ul>
        {accountNavItems.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} end onClick={onNavigate} className={({ isActive }) => (isActive ? 'account-nav__link account-nav__link--active' : 'account-nav__link')}>
              <Icon name={item.icon} size={18} />
              {accountText.sections[item.key].title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
