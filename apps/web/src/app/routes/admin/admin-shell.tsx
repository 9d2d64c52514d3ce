import { Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { adminShellText, adminText } from '@kaimono/i18n';
import { useAdminMe } from '@/features/backoffice';
import { useSession } from '@/features/auth';
import { paths } from '@/shared/config/paths';
import { cx } from '@/shared/lib/cx';
import { EmptyState } from '@/shared/ui/empty-state';
import { Icon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { LoadingRegion, Skeleton } from '@/shared/ui/skeleton';
import { navFor, navTitle } from './sections';
import './admin-shell.css';

const t = adminShellText;

function PageFallback() {
  return (
    <LoadingRegion>
      <Skeleton height={240} radius={10} />
    </LoadingRegion>
  );
}

/**
 * The back office's own frame (/admin/*): no storefront header, footer or chat widget; a bar with
 * the staff member and a way back to the store; a side navigation by area with only the entries
 * their permissions allow (GET /api/admin/me), folded behind a menu button on phones. Under
 * RequireAuth, so a guest is sent to the login first; a customer gets no navigation, and each page
 * (AdminPage) tells them it is for staff without anything being asked of the staff API.
 */
export default function AdminShell() {
  const { data: user } = useSession();
  const staff = user?.role === 'admin';
  const me = useAdminMe(staff);
  const { pathname } = useLocation();
  // The folded menu is open on the page it was opened on: opening another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const setNavOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const navId = useId();

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navOpen]);

  const groups = me.data ? navFor(me.data.permissions) : [];
  const showNav = staff && !!me.data && groups.length > 0;

  return (
    <div className={cx('admin-shell', navOpen && 'admin-shell--nav-open')} data-testid="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t.skipToContent}
      </a>
      <header className="admin-shell__bar">
        {showNav && (
          <button
            type="button"
            className="admin-shell__menu-button"
            aria-expanded={navOpen}
            aria-controls={navId}
            aria-label={navOpen ? t.closeMenu : t.openMenu}
            onClick={() => setNavOpen(!navOpen)}
          >
            <Icon name={navOpen ? 'close' : 'menu'} size={22} />
          </button>
        )}
        <Link to={paths.admin.index} className="admin-shell__brand">
          {t.brand}
        </Link>
        <span className="admin-shell__who">{me.data?.full_name ?? user?.full_name}</span>
        <Link to={paths.home} className="admin-shell__store">
          <Icon name="store" size={18} /> <span>{t.toStore}</span>
        </Link>
      </header>
      <div className="admin-shell__body">
        {showNav && (
          <>
            <nav id={navId} className="admin-shell__nav" aria-label={t.navLabel}>
              {groups.map(({ group, label, entries }) => (
                <div key={group} className="admin-shell__group">
                  <h2 className="admin-shell__group-title">
                    {label}
                  </h2>
                  <ul>
                    {entries.map((entry) => (
                      <li key={entry.key}>
                        <NavLink to={entry.to} end={entry.key === 'dashboard'} className={({ isActive }) => cx('admin-shell__link', isActive && 'admin-shell__link--active')}>
                          <Icon name={entry.icon} size={18} />
                          <span>{navTitle(entry)}</span>
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            {navOpen && <button type="button" className="admin-shell__backdrop" aria-label={t.closeMenu} tabIndex={-1} onClick={() => setNavOpen(false)} />}
          </>
        )}
        <main id="admin-main" tabIndex={-1} className="admin-shell__main">
          {!user ? null : !staff ? (
            // The page itself tells a customer it is for staff (AdminPage), without asking the staff API.
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          ) : (
            <QueryState query={me} skeleton={<PageFallback />} forbidden={adminText.forbidden}>
              {() =>
                groups.length === 0 ? (
                  <EmptyState title={t.noSections} icon="alert" />
                ) : (
                  <Suspense fallback={<PageFallback />}>
                    <Outlet />
                  </Suspense>
                )
              }
            </QueryState>
          )}
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
