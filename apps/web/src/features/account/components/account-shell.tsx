import { useState, type ReactNode } from 'react';
import type { User } from '@kaimono/contracts';
import { accountText } from '@kaimono/i18n';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '@/shared/lib/use-media-query';
import { UserAvatar } from '@/shared/ui/avatar';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { Drawer } from '@/shared/ui/drawer';
import { Icon } from '@/shared/ui/icons';
import { AccountNav } from './account-nav';
import './account.css';

function AccountCard({ user }: { user: User }) {
  return (
    <div className="account-card">
      <UserAvatar fullName={user.full_name} avatar={user.avatar} size={48} />
      <div className="account-card__text">
        <strong>{user.full_name}</strong>
        <span>
          {accountText.customerNo}: {user.customer_no}
        </span>
      </div>
    </div>
  );
}

/** Phone: one button opens the account menu in a drawer, so the page opens on its own heading. */
function AccountMenuDrawer({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={accountText.navLabel}
      trigger={
        <button type="button" className="account-shell__menu-button">
          <Icon name="menu" size={20} />
          {accountText.navLabel}
        </button>
      }
    >
      <AccountCard user={user} />
      <AccountNav onNavigate={() => setOpen(false)} />
    </Drawer>
  );
}

/**
 * Frame of the account pages: on a wide screen the customer card and navigation beside the page
 * content; on a phone (≤ 991 px) a menu button above the heading opens them in a drawer.
 */
export function AccountShell({ user, title, lead, children, badge }: { user: User; title: string; lead?: string; children: ReactNode; badge?: string }) {
  const phone = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <div className="container page">
      <div className="account-shell__top">
        <Breadcrumbs items={[{ label: accountText.sections.dashboard.title, to: '/account/dashboard' }, { label: title }]} />
        {phone && <AccountMenuDrawer user={user} />}
      </div>
      <div className="account-shell">
        {!phone && (
          <aside className="account-shell__side">
            <AccountCard user={user} />
            <AccountNav />
          </aside>
        )}
        <div className="account-shell__main">
          <header className="page__header">
            <h1>
              {title}
              {badge && <span className="account-badge">{badge}</span>}
            </h1>
            {lead && <p className="page__lead">{lead}</p>}
          </header>
          {children}
        </div>
      </div>
    </div>
  );
}
