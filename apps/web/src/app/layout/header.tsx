import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { layoutText } from '@kaimono/i18n';
import { HeaderAccount, useAuthState } from '@/features/auth';
import { SearchBar } from '@/features/search';
import { HotlineLink } from '@/features/store';
import { paths } from '@/shared/config/paths';
import { Icon, type IconName } from '@/shared/ui/icons';
import { Logo } from './logo';
import './header.css';

// Only logged-in visitors get the notification centre: guests (most first visits) never download it.
const NotificationCenter = lazy(() => import('@/features/notifications').then((m) => ({ default: m.NotificationCenter })));
// The cart's item count too: guests have no cart (it asks them to log in).
const HeaderCartLink = lazy(() => import('@/features/cart').then((m) => ({ default: m.HeaderCartLink })));
// Same for the wallet balance: no request and no code for guests.
const HeaderBalance = lazy(() => import('@/features/wallet').then((m) => ({ default: m.HeaderBalance })));

const helpLinks = [
  { to: paths.page.buyingGuide, label: layoutText.helpBuyingGuide },
  { to: paths.page.newUser, label: layoutText.helpNewUser },
  { to: paths.page.fees, label: layoutText.helpFees },
] as const;

const iconLinks: ReadonlyArray<{ to: string; label: string; icon: IconName }> = [
  { to: paths.account.bids, label: layoutText.bids, icon: 'gavel' },
  { to: paths.account.cart, label: layoutText.cart, icon: 'cart' },
  // Guests land on notification management, which asks them to log in first (spec §2).
  { to: paths.account.notificationMgmt, label: layoutText.notifications, icon: 'bell' },
];

function IconLink({ link }: { link: (typeof iconLinks)[number] }) {
  return (
    <Link to={link.to} className="site-header__icon-link" aria-label={link.label} title={link.label}>
      <Icon name={link.icon} size={22} />
    </Link>
  );
}

/** Site header (spec §2): hotline and help links, logo, search bar, bids/cart/notifications, account. */
export function Header() {
  const { pathname } = useLocation();
  const { isLoggedIn, user } = useAuthState();
  // The home page has the big search bar in its hero; one search box per page keeps names unique.
  const showSearch = pathname !== paths.home;
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <HotlineLink className="site-header__hotline" />
          <nav aria-label={layoutText.helpNavLabel} className="site-header__help">
            <ul>
              {helpLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className={`container site-header__main${showSearch ? '' : ' site-header__main--no-search'}`}>
        <Logo className="logo site-header__logo" />
        {showSearch && (
          <div className="site-header__search">
            <SearchBar isLoggedIn={isLoggedIn} variant="header" />
          </div>
        )}
        <nav className="site-header__icons" aria-label={layoutText.mainNavLabel}>
          <ul>
            {isLoggedIn && (
              <li>
                <Suspense fallback={null}>
                  <HeaderBalance />
                </Suspense>
              </li>
            )}
            {iconLinks.map((link) => {
              const plain = <IconLink link={link} />;
              // A logged-in visitor gets the cart's item count on the cart icon, and the notification
              // centre (popover, 60 s poll, toast); both load lazily and show the plain icon meanwhile.
              const live =
                !isLoggedIn ? null : link.to === paths.account.cart ? (
                  <HeaderCartLink className="site-header__icon-link" />
                ) : link.to === paths.account.notificationMgmt ? (
                  <NotificationCenter role={user?.role === 'admin' ? 'ADMIN' : 'CUSTOMER'} />
                ) : null;
              return <li key={link.to}>{live ? <Suspense fallback={plain}>{live}</Suspense> : plain}</li>;
            })}
          </ul>
        </nav>
        <HeaderAccount />
      </div>
    </header>
  );
}
